import Foundation
import NibKit

/// The constraints Interface Builder adds at build time to a view that
/// has none: its frame's position and size, fixed.
///
/// A view that does not translate its autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints="NO"`) and that no constraint
/// of the window names, and that no stack view arranges, would otherwise be
/// ambiguous. Interface Builder prevents that by adding "prototyping"
/// constraints when it compiles the document: the view's left edge, top
/// edge (its bottom in an unflipped AppKit superview), width and height,
/// at their stored values, relative to its superview. NibKit's layout
/// engine solves the document as written, so the toolkit adds them
/// (`LayoutEngine.add(_:)`), and such a view stays where the document put
/// it, as in an app.
///
/// ```swift
/// let fixed = PrototypingConstraints(root: form)
/// for constraint in fixed.constraints { engine.add(constraint) }
/// ```
@MainActor
struct PrototypingConstraints {
    /// The constraints made; the items hold them weakly, so the owner keeps them.
    let constraints: [LayoutConstraint]

    /// The prototyping constraints of every view below `root` that needs them.
    init(root: View) {
        var named = Set<ObjectIdentifier>()
        var views: [View] = []
        var stack = [root]
        while let view = stack.popLast() {
            views.append(view)
            for constraint in view.constraints where constraint.isActive {
                if let first = constraint.firstItem {
                    named.insert(ObjectIdentifier(first))
                } else {
                    named.insert(ObjectIdentifier(view))
                }
                if let second = constraint.secondItem { named.insert(ObjectIdentifier(second)) }
            }
            stack.append(contentsOf: view.subviews)
        }
        var made: [LayoutConstraint] = []
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard !named.contains(ObjectIdentifier(view)), let superview = view.superview,
                !(superview is UIStackView), !(superview is NSStackView), !(view is DynamicObject)
            else { continue }
            made += Self.fixing(view, in: superview)
        }
        constraints = made
    }

    /// `view`'s left, top (or bottom), width and height at its frame's.
    private static func fixing(_ view: View, in superview: View) -> [LayoutConstraint] {
        let frame = view.frame
        let measuredFromBottom =
            view is NSView && !((superview as? any GtkView).map { type(of: $0).isFlipped } ?? false)
        func constraint(
            _ attribute: LayoutConstraint.Attribute, _ second: View?, _ secondAttribute: LayoutConstraint.Attribute,
            _ constant: Double
        ) -> LayoutConstraint {
            let made = LayoutConstraint()
            made.firstItem = view
            made.firstAttribute = attribute
            made.secondItem = second
            made.secondAttribute = secondAttribute
            made.constant = constant
            return made
        }
        return [
            constraint(.left, superview, .left, frame.minX),
            measuredFromBottom
                ? constraint(.bottom, superview, .bottom, -frame.minY) : constraint(.top, superview, .top, frame.minY),
            constraint(.width, nil, .notAnAttribute, frame.width),
            constraint(.height, nil, .notAnAttribute, frame.height),
        ]
    }
}
