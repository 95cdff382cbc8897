import CGtk4
import Foundation
import NibKit

/// Puts a view hierarchy's widgets where UIKit and AppKit would: by its
/// frames, or by its Auto Layout constraints where it has them.
///
/// Every frame is in its superview's coordinates, whose origin is the
/// top-left corner on iOS and the bottom-left corner of an unflipped
/// superview on macOS (y = superview height − maxY). Each GTK view's widget
/// goes into the `GtkFixed` of its nearest GTK ancestor that has one, at its
/// origin there, with a size request of its frame's size. Views in between
/// that make no widget (dynamic objects, leaf controls) only shift their
/// subviews. Since every widget has a fixed position and its clip is exactly
/// its frame, a widget's natural size never moves another or shows past its
/// frame.
///
/// A container that solves constraints (``ConstraintPlan``) gets a
/// `GtkConstraintLayout` instead (``ConstraintContainer``): the views the
/// constraints place ignore their frames, which Interface Builder may have
/// left stale, and the others keep theirs as required constraints.
///
/// A root shown at another size than the document's (``resized(_:to:)``)
/// first resizes the frames below it by their autoresizing masks.
///
/// ```swift
/// let placements = FrameLayout(platform: .iOS).place(form, in: surface)
/// ```
@MainActor
struct FrameLayout {
    /// Whose coordinate rules apply.
    let platform: Platform
    /// Frames changed by resizing; every other view has its document's frame.
    private var resizedFrames: [ObjectIdentifier: CGRect] = [:]

    /// A layout for documents of `platform`, at their own sizes.
    init(platform: Platform) { self.platform = platform }

    /// How a GTK stack view arranges its subviews, or nil for any other view.
    private static func arrangement(of view: View) -> StackArrangement? {
        (view as? GtkUIStackView)?.arrangement ?? (view as? GtkNSStackView)?.arrangement
    }

    /// A view's frame; a dynamic object records its frame among its values,
    /// and a stack view arranges its subviews in its own size.
    func frame(of view: View) -> CGRect {
        if let stack = view.superview, let arrangement = Self.arrangement(of: stack),
            let index = stack.subviews.firstIndex(where: { $0 === view })
        {
            return arrangement.frames(
                in: frame(of: stack).size, frames: stack.subviews.map(ownFrame(of:)),
                hidden: stack.subviews.map(\.isHidden))[index]
        }
        return ownFrame(of: view)
    }

    /// A view's frame as the document or the resizing gives it.
    private func ownFrame(of view: View) -> CGRect {
        if let resized = resizedFrames[ObjectIdentifier(view)] { return resized }
        if let dynamic = view as? DynamicObject { return dynamic.values["frame"] as? CGRect ?? .zero }
        return view.frame
    }

    /// A view's subviews; a dynamic object records them among its values.
    func subviews(of view: View) -> [View] {
        if let dynamic = view as? DynamicObject {
            return (dynamic.values["subviews"] as? [Any])?.compactMap { $0 as? View } ?? []
        }
        return view.subviews
    }

    /// The layout with `root` at `size` and every frame below it resized by
    /// its autoresizing mask, as UIKit and AppKit resize subviews when a
    /// superview's size changes.
    func resized(_ root: View, to size: CGSize) -> FrameLayout {
        var layout = self
        func resize(_ view: View, to newFrame: CGRect) {
            let oldSize = frame(of: view).size
            layout.resizedFrames[ObjectIdentifier(view)] = newFrame
            guard oldSize != newFrame.size else { return }
            for child in subviews(of: view) {
                let mask = AutoresizingMask(rawValue: Self.autoresizingMask(of: child))
                resize(child, to: mask.resize(frame(of: child), from: oldSize, to: newFrame.size))
            }
        }
        resize(root, to: CGRect(origin: frame(of: root).origin, size: size))
        return layout
    }

    /// A view's autoresizing mask; a dynamic object records it among its values.
    private static func autoresizingMask(of view: View) -> Int {
        if let view = view as? UIView { return Int(clamping: view.autoresizingMask.rawValue) }
        if let view = view as? NSView { return view.autoresizingMask.rawValue }
        return ((view as? DynamicObject)?.values["autoresizingMask"] as? Int) ?? 0
    }

    /// The top-left corner of `child` in the top-left coordinates of `parent`.
    func origin(of child: View, in parent: View) -> CGPoint {
        let childFrame = frame(of: child)
        guard platform == .macOS, !((parent as? any GtkView).map { type(of: $0).isFlipped } ?? false) else {
            return childFrame.origin
        }
        return CGPoint(x: childFrame.minX, y: frame(of: parent).height - childFrame.maxY)
    }

    /// Where a widget goes: a plain `GtkFixed`, or a container whose
    /// constraint layout places it.
    private enum Container {
        case fixed(WidgetPointer)
        case constraints(ConstraintContainer)
    }

    /// Places `root` at the top-left of `surface` (a `GtkFixed`) and every GTK
    /// view below it in its container; returns each GTK view's rectangle
    /// relative to the root, root first, in document order, and the
    /// containers that solve constraints.
    func place(
        _ root: View, in surface: WidgetPointer
    ) -> (placements: [Placement], constraintContainers: [ConstraintContainer]) {
        let plan = ConstraintPlan(root: root, subviews: subviews(of:))
        var placements: [Placement] = []
        var containers: [ConstraintContainer] = []
        let size = frame(of: root).size
        put(root, in: .fixed(surface), at: .zero, size: size, placedByConstraints: false, placements: &placements)
        placeContents(
            of: root, widget: (root as? any GtkView)?.subviewContainer ?? surface, rootOrigin: .zero,
            followsConstraints: false, plan: plan, placements: &placements, containers: &containers)
        return (placements, containers)
    }

    /// Places the subviews of `view` in `widget`, its own container: by a
    /// constraint layout when the view solves constraints.
    private func placeContents(
        of view: View, widget: WidgetPointer, rootOrigin: CGPoint, followsConstraints: Bool, plan: ConstraintPlan,
        placements: inout [Placement], containers: inout [ConstraintContainer]
    ) {
        let constraints = plan.constraints(solvedBy: view)
        guard !constraints.isEmpty else {
            placeSubviews(
                of: view, container: .fixed(widget), offset: .zero, rootOrigin: rootOrigin,
                followsConstraints: followsConstraints, plan: plan, placements: &placements, containers: &containers)
            return
        }
        let layout = ConstraintContainer(widget: widget)
        placeSubviews(
            of: view, container: .constraints(layout), offset: .zero, rootOrigin: rootOrigin, followsConstraints: true,
            plan: plan, placements: &placements, containers: &containers)
        layout.install(constraints)
        containers.append(layout)
    }

    /// Places the subviews of `view`, whose top-left is at `offset` in
    /// `container` and at `rootOrigin` relative to the root.
    private func placeSubviews(
        of view: View, container: Container, offset: CGPoint, rootOrigin: CGPoint, followsConstraints: Bool,
        plan: ConstraintPlan, placements: inout [Placement], containers: inout [ConstraintContainer]
    ) {
        for child in subviews(of: view) {
            let local = origin(of: child, in: view)
            let inContainer = CGPoint(x: offset.x + local.x, y: offset.y + local.y)
            let inRoot = CGPoint(x: rootOrigin.x + local.x, y: rootOrigin.y + local.y)
            put(
                child, in: container, at: inContainer, size: frame(of: child).size, rootOrigin: inRoot,
                placedByConstraints: plan.isPlacedByConstraints(child), followsConstraints: followsConstraints,
                placements: &placements)
            if let own = (child as? any GtkView)?.subviewContainer {
                placeContents(
                    of: child, widget: own, rootOrigin: inRoot, followsConstraints: followsConstraints,
                    plan: plan, placements: &placements, containers: &containers)
            } else {
                placeSubviews(
                    of: child, container: container, offset: inContainer, rootOrigin: inRoot,
                    followsConstraints: followsConstraints,
                    plan: plan, placements: &placements, containers: &containers)
            }
        }
    }

    private func put(
        _ view: View, in container: Container, at point: CGPoint, size: CGSize, rootOrigin: CGPoint = .zero,
        placedByConstraints: Bool, followsConstraints: Bool = false, placements: inout [Placement]
    ) {
        guard let gtkView = view as? any GtkView else { return }
        let widget = gtkView.widget
        let clip: WidgetPointer
        var placedByConstraints = placedByConstraints
        if case .fixed = container { placedByConstraints = false }
        if placedByConstraints {
            gtk_widget_set_size_request(widget, -1, -1)
            clip = FrameClip.makeIntrinsic(holding: widget)
        } else {
            let width = Int32(size.width.rounded())
            let height = Int32(size.height.rounded())
            gtk_widget_set_size_request(widget, width, height)
            clip = FrameClip.make(holding: widget, width: width, height: height)
        }
        switch container {
        case .fixed(let fixed):
            gtk_fixed_put(fixed.as(GtkFixed.self), clip, point.x, point.y)
        case .constraints(let layout):
            layout.add(clip, for: view, frame: placedByConstraints ? nil : CGRect(origin: point, size: size))
        }
        placements.append(
            Placement(
                view: gtkView, clip: clip, frame: CGRect(origin: rootOrigin, size: size),
                followsConstraints: followsConstraints || placedByConstraints))
    }
}
