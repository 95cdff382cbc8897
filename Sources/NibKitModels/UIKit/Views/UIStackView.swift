import Foundation
import NibKitLoader

/// A view that lines up its arranged subviews along an axis, as UIKit's
/// `UIStackView`. Interface Builder arranges every subview of a stack view,
/// so a loaded stack view's ``arrangedSubviews`` are its subviews, in order.
///
/// ```swift
/// stack.axis                          // .vertical
/// stack.arrangedSubviews.count        // 3
/// stack.addArrangedSubview(button)    // a subview, arranged last
/// ```
///
/// It computes no layout: a layout engine reads these properties.
open class UIStackView: UIView {
    /// The direction the arranged subviews are lined up in.
    public var axis = UILayoutConstraintAxis.horizontal
    /// How the arranged subviews share the length along the axis.
    public var distribution = Distribution.fill
    /// How the arranged subviews line up across the axis.
    public var alignment = Alignment.fill
    /// The space between adjacent arranged subviews.
    public var spacing: CGFloat = 0
    /// Whether the spacing is measured between baselines.
    public var isBaselineRelativeArrangement = false
    /// Whether the arranged subviews are laid out within the layout margins.
    public var isLayoutMarginsRelativeArrangement = false
    /// The views the stack lines up, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// The spacings set with ``setCustomSpacing(_:after:)``, by arranged subview.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// How arranged subviews share the stack's length, as Interface Builder
    /// spells it (`distribution="equalSpacing"`).
    public enum Distribution: String, Sendable, CaseIterable {
        /// The views fill the length, by their hugging priorities.
        case fill
        /// The views fill the length, each as long as the others.
        case fillEqually
        /// The views fill the length, in proportion to their intrinsic sizes.
        case fillProportionally
        /// The gaps between the views are equal.
        case equalSpacing
        /// The distances between the views' centers are equal.
        case equalCentering
    }

    /// How arranged subviews line up across the stack's axis, as Interface
    /// Builder spells it (`alignment="center"`).
    public enum Alignment: String, Sendable, CaseIterable {
        /// The views fill the stack's width (or height).
        case fill
        /// Along the leading edge (horizontal stacks: the top).
        case leading
        /// Along the top edge (a horizontal stack's `leading`).
        case top
        /// Along the first lines' baselines (horizontal stacks).
        case firstBaseline
        /// Centered.
        case center
        /// Along the trailing edge.
        case trailing
        /// Along the bottom edge.
        case bottom
        /// Along the last lines' baselines (horizontal stacks).
        case lastBaseline
    }

    // MARK: Custom spacing

    /// The value of ``customSpacing(after:)`` for a view that has no spacing
    /// of its own: the stack's ``spacing`` applies, as UIKit's
    /// `UIStackView.spacingUseDefault`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The space after `arrangedSubview`, or ``spacingUseDefault`` when it
    /// takes the stack's ``spacing``.
    ///
    /// ```swift
    /// stack.setCustomSpacing(20, after: title)
    /// stack.customSpacing(after: title)   // 20
    /// ```
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Sets the space after `arrangedSubview`; ``spacingUseDefault`` goes
    /// back to the stack's ``spacing``. A view that is not arranged keeps none.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }), spacing != Self.spacingUseDefault else {
            customSpacings[ObjectIdentifier(arrangedSubview)] = nil
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    // MARK: Arranged subviews

    /// Adds `view` as the last arranged subview, and as a subview when it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index` (clamped), and
    /// as a subview when it is not one.
    ///
    /// As in UIKit, an arranged view is placed by the stack's constraints
    /// alone: its `translatesAutoresizingMaskIntoConstraints` becomes false.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`, which stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// A subview leaving the stack leaves its arranged subviews too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The keys of Interface Builder's `<stackView>`: `axis`, `distribution`,
    /// `alignment`, `spacing`, `baselineRelativeArrangement`,
    /// `layoutMarginsRelativeArrangement`, and `subviews`, which arranges
    /// every subview.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("axis", \UIStackView.axis),
            KeyBinding("distribution", \UIStackView.distribution),
            KeyBinding("alignment", \UIStackView.alignment),
            KeyBinding("spacing", \UIStackView.spacing),
            KeyBinding("baselineRelativeArrangement", \UIStackView.isBaselineRelativeArrangement),
            KeyBinding("layoutMarginsRelativeArrangement", \UIStackView.isLayoutMarginsRelativeArrangement),
            KeyBinding("subviews", \UIStackView.arrangedSubviews) { stack, views in
                for view in stack.arrangedSubviews { view.removeFromSuperview() }
                for view in views { stack.addArrangedSubview(view) }
            },
        ]
    }

    /// The frame, then the axis and the number of arranged subviews.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("axis", axis.rawValue), ("arrangedSubviews", String(arrangedSubviews.count))]
    }
}
