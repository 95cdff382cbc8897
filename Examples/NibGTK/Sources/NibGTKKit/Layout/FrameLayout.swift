import CGtk4
import Foundation
import NibKit

/// Puts a view hierarchy's widgets at its views' frames, as UIKit and AppKit
/// draw them; NibKit's layout engine (``WindowHost``) computes the frames.
///
/// Every frame is in its superview's coordinates, whose origin is the
/// top-left corner on iOS and the bottom-left corner of an unflipped
/// superview on macOS (y = superview height − maxY). Each GTK view's widget
/// goes into the `GtkFixed` of its nearest GTK ancestor that has one, at its
/// origin there, with a size request of its frame's size. Views in between
/// that make no widget (dynamic objects, leaf controls) only shift their
/// subviews. Since every widget has a fixed position and its clip is exactly
/// its frame, a widget's natural size never moves another or shows past its
/// frame; views in different containers are related by the engine, which
/// solves the whole tree at once, not by GTK.
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
        guard platform == .macOS, !((parent as? any GtkView).map { type(of: $0).isFlipped } ?? false) else {
            return childFrame.origin
        }
        return CGPoint(x: childFrame.minX, y: frame(of: parent).height - childFrame.maxY)
    }

    /// Where one GTK view's widget goes: the fixed that holds it, its
    /// top-left corner there and relative to the root, and its size.
    struct Slot {
        let view: any GtkView
        let container: WidgetPointer
        let origin: CGPoint
        let rootOrigin: CGPoint
        let size: CGSize
    }

    /// Every GTK view of the tree under `root`, root first, in document
    /// order, where its current frame puts it.
    func slots(of root: View, in surface: WidgetPointer) -> [Slot] {
        var slots: [Slot] = []
        func add(_ view: View, container: WidgetPointer, origin: CGPoint, rootOrigin: CGPoint) {
            guard let gtkView = view as? any GtkView else { return }
            slots.append(
                Slot(
                    view: gtkView, container: container, origin: origin, rootOrigin: rootOrigin,
                    size: frame(of: view).size))
        }
        func addSubviews(of view: View, container: WidgetPointer, offset: CGPoint, rootOrigin: CGPoint) {
            for child in subviews(of: view) {
                let local = origin(of: child, in: view)
                let inContainer = CGPoint(x: offset.x + local.x, y: offset.y + local.y)
                let inRoot = CGPoint(x: rootOrigin.x + local.x, y: rootOrigin.y + local.y)
                add(child, container: container, origin: inContainer, rootOrigin: inRoot)
                if let own = (child as? any GtkView)?.subviewContainer {
                    addSubviews(of: child, container: own, offset: .zero, rootOrigin: inRoot)
                } else {
                    addSubviews(of: child, container: container, offset: inContainer, rootOrigin: inRoot)
                }
            }
        }
        add(root, container: surface, origin: .zero, rootOrigin: .zero)
        addSubviews(
            of: root, container: (root as? any GtkView)?.subviewContainer ?? surface, offset: .zero, rootOrigin: .zero)
        return slots
    }

    /// Places `root` at the top-left of `surface` (a `GtkFixed`) and every GTK
    /// view below it in its container, each in a clip of its frame's size;
    /// returns each GTK view's rectangle relative to the root, root first,
    /// in document order.
    func place(_ root: View, in surface: WidgetPointer) -> [Placement] {
        slots(of: root, in: surface).map { slot in
            let (width, height) = Self.pixels(slot.size)
            gtk_widget_set_size_request(slot.view.widget, width, height)
            let clip = FrameClip.make(holding: slot.view.widget, width: width, height: height)
            gtk_fixed_put(slot.container.as(GtkFixed.self), clip, slot.origin.x, slot.origin.y)
            return Placement(view: slot.view, clip: clip, frame: CGRect(origin: slot.rootOrigin, size: slot.size))
        }
    }

    /// Moves and resizes the clips of `placements` (made by ``place(_:in:)``
    /// for `root`) to where the views' frames are now, after the engine has
    /// laid the tree out again; returns the new placements.
    func move(_ placements: [Placement], of root: View, in surface: WidgetPointer) -> [Placement] {
        let slots = slots(of: root, in: surface)
        return zip(placements, slots).map { placement, slot in
            let (width, height) = Self.pixels(slot.size)
            gtk_widget_set_size_request(slot.view.widget, width, height)
            gtk_widget_set_size_request(placement.clip, width, height)
            gtk_fixed_move(slot.container.as(GtkFixed.self), placement.clip, slot.origin.x, slot.origin.y)
            return Placement(
                view: placement.view, clip: placement.clip, frame: CGRect(origin: slot.rootOrigin, size: slot.size))
        }
    }

    /// A size in whole pixels, as GTK takes it.
    static func pixels(_ size: CGSize) -> (Int32, Int32) {
        func pixels(_ length: Double) -> Int32 {
            length.isFinite ? Int32(max(0, min(1_000_000, length)).rounded()) : 0
        }
        return (pixels(size.width), pixels(size.height))
    }
}
