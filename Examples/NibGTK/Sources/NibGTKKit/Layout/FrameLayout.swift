import CGtk4
import Foundation
import NibKit

/// Puts a view hierarchy's widgets where its frames say, UIKit's and
/// AppKit's way: every frame is in its superview's coordinates, whose origin
/// is the top-left corner on iOS and the bottom-left corner of an unflipped
/// superview on macOS (y = superview height − maxY).
///
/// Each GTK view's widget goes into the `GtkFixed` of its nearest GTK
/// ancestor that has one, at its origin there, with a size request of its
/// frame's size. Views in between that make no widget (dynamic objects,
/// leaf controls) only shift their subviews. Since every widget has a fixed
/// position and its clip is exactly its frame, a widget's natural size never
/// moves another or shows past its frame.
///
/// ```swift
/// let placements = FrameLayout(platform: .iOS).place(form, in: surface)
/// ```
@MainActor
struct FrameLayout {
    /// Whose coordinate rules apply.
    let platform: Platform

    /// A view's frame; a dynamic object records its frame among its values.
    func frame(of view: View) -> CGRect {
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

    /// The top-left corner of `child` in the top-left coordinates of `parent`.
    func origin(of child: View, in parent: View) -> CGPoint {
        let childFrame = frame(of: child)
        guard platform == .macOS, !((parent as? GtkView).map { type(of: $0).isFlipped } ?? false) else {
            return childFrame.origin
        }
        return CGPoint(x: childFrame.minX, y: frame(of: parent).height - childFrame.maxY)
    }

    /// Places `root` at the top-left of `surface` (a `GtkFixed`) and every GTK
    /// view below it in its container; returns each GTK view's rectangle
    /// relative to the root, root first, in document order.
    func place(_ root: View, in surface: WidgetPointer) -> [Placement] {
        var placements: [Placement] = []
        let size = frame(of: root).size
        put(root, in: surface, at: .zero, size: size, placements: &placements)
        let container = (root as? GtkView)?.subviewContainer ?? surface
        placeSubviews(of: root, container: container, offset: .zero, rootOrigin: .zero, placements: &placements)
        return placements
    }

    /// Places the subviews of `view`, whose top-left is at `offset` in
    /// `container` and at `rootOrigin` relative to the root.
    private func placeSubviews(
        of view: View, container: WidgetPointer, offset: CGPoint, rootOrigin: CGPoint, placements: inout [Placement]
    ) {
        for child in subviews(of: view) {
            let local = origin(of: child, in: view)
            let inContainer = CGPoint(x: offset.x + local.x, y: offset.y + local.y)
            let inRoot = CGPoint(x: rootOrigin.x + local.x, y: rootOrigin.y + local.y)
            put(child, in: container, at: inContainer, size: frame(of: child).size, rootOrigin: inRoot, placements: &placements)
            if let own = (child as? GtkView)?.subviewContainer {
                placeSubviews(of: child, container: own, offset: .zero, rootOrigin: inRoot, placements: &placements)
            } else {
                placeSubviews(of: child, container: container, offset: inContainer, rootOrigin: inRoot, placements: &placements)
            }
        }
    }

    private func put(
        _ view: View, in container: WidgetPointer, at point: CGPoint, size: CGSize, rootOrigin: CGPoint = .zero,
        placements: inout [Placement]
    ) {
        guard let gtkView = view as? GtkView else { return }
        let widget = gtkView.widget
        let width = Int32(size.width.rounded())
        let height = Int32(size.height.rounded())
        gtk_widget_set_size_request(widget, width, height)
        let clip = FrameClip.make(holding: widget, width: width, height: height)
        gtk_fixed_put(container.as(GtkFixed.self), clip, point.x, point.y)
        placements.append(Placement(view: gtkView, clip: clip, frame: CGRect(origin: rootOrigin, size: size)))
    }
}
