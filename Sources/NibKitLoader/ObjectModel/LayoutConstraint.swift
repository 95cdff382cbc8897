import Foundation

/// A relation between two layout attributes: NibKit's `NSLayoutConstraint`,
/// registered by default under that name for UIKit and AppKit documents.
///
/// `firstItem.firstAttribute = multiplier × secondItem.secondAttribute + constant`,
/// with `relation` in place of `=`. Interface Builder writes a constraint
/// inside the `<constraints>` of the view that holds it; a constraint that
/// names no `firstItem` constrains that view. The items are set in phase 3,
/// as outlets are, and held weakly, so a view and its constraints form no
/// cycle.
///
/// ```xml
/// <constraint firstItem="Lbl-01" firstAttribute="leading" secondItem="Cnt-01"
///             secondAttribute="leadingMargin" constant="8" id="c1"/>
/// ```
///
/// NibKitLayout's `LayoutEngine` solves the constraints of a view tree
/// (``View/constraints``) into frames; a toolkit may also map them to its
/// own layout.
/// A host may register its own class under `NSLayoutConstraint` instead.
public final class LayoutConstraint: NibObject, NibKeyValueCoding {
    /// A layout attribute, as Interface Builder spells it.
    ///
    /// Each case is `NSLayoutConstraint.Attribute`'s of the same name, and its
    /// raw value is the spelling in a document's `firstAttribute` and
    /// `secondAttribute`.
    public enum Attribute: String, Sendable, CaseIterable {
        /// The left edge of the item's alignment rectangle.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left one in a left-to-right language.
        case leading
        /// The trailing edge: the right one in a left-to-right language.
        case trailing
        /// The item's width.
        case width
        /// The item's height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the item's last line of text, under its older name.
        case baseline
        /// The baseline of the item's last line of text.
        case lastBaseline
        /// The baseline of the item's first line of text.
        case firstBaseline
        /// The left edge inset by the item's layout margin.
        case leftMargin
        /// The right edge inset by the item's layout margin.
        case rightMargin
        /// The top edge inset by the item's layout margin.
        case topMargin
        /// The bottom edge inset by the item's layout margin.
        case bottomMargin
        /// The leading edge inset by the item's layout margin.
        case leadingMargin
        /// The trailing edge inset by the item's layout margin.
        case trailingMargin
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constant width or height.
        case notAnAttribute
    }

    /// How the two sides compare.
    public enum Relation: String, Sendable, CaseIterable {
        /// The first side is at most the second.
        case lessThanOrEqual
        /// The two sides are equal; a document that names no relation means this.
        case equal
        /// The first side is at least the second.
        case greaterThanOrEqual

        /// `<=`, `==` or `>=`, as UIKit's descriptions write the relation.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// The item on the left-hand side.
    public weak var firstItem: NibObject?
    /// The attribute of the first item.
    public var firstAttribute = Attribute.notAnAttribute
    /// The item on the right-hand side; nil for a constant (a width, a height).
    public weak var secondItem: NibObject?
    /// The attribute of the second item.
    public var secondAttribute = Attribute.notAnAttribute
    /// How the two sides compare.
    public var relation = Relation.equal
    /// The factor of the second attribute; Interface Builder writes ratios as
    /// `1:2` or `1/3`.
    public var multiplier: Double = 1
    /// The amount added to the right-hand side.
    public var constant: Double = 0
    /// From 1 to 1000 (required), as `UILayoutPriority`.
    public var priority: Float = 1000
    /// The name Interface Builder shows for the constraint.
    public var identifier: String?
    /// Whether the constraint takes part in layout.
    public var isActive = true
    /// Whether Interface Builder marks it "remove at build time": such a
    /// constraint is read but inactive.
    public var isPlaceholder = false
    /// Whether Interface Builder made it to a standard spacing (`symbolic`).
    public var isSymbolic = false
    /// The multiplier as written.
    private var multiplierRatio: Ratio { Ratio(multiplier) }

    /// A multiplier as Interface Builder writes it: a number, or a ratio
    /// `a:b` or `a/b`.
    public struct Ratio: RawRepresentable, Sendable, Hashable {
        /// The text as written.
        public let rawValue: String
        /// Its value.
        public let value: Double

        init(_ value: Double) {
            rawValue = String(value)
            self.value = value
        }

        /// Reads a number or a ratio; nil for anything else or a zero divisor.
        public init?(rawValue: String) {
            self.rawValue = rawValue
            if let number = Double(rawValue), number.isFinite {
                value = number
                return
            }
            let parts = rawValue.split(whereSeparator: { $0 == ":" || $0 == "/" })
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                denominator != 0, numerator.isFinite, denominator.isFinite
            else { return nil }
            value = numerator / denominator
        }
    }

    /// `NSLayoutConstraint`, the name UIKit and AppKit give it, in
    /// descriptions and diagnostics.
    public override var nibClassName: String { "NSLayoutConstraint" }

    /// The constraint as UIKit logs one, with class names where UIKit writes
    /// addresses: its identifier in single quotes when it has one, the
    /// equation with the relation as `==`, `<=` or `>=`, the multiplier
    /// before the second item when it is not 1, the constant after it when
    /// it is not 0 (alone when there is no second item), `@` and the
    /// priority when it is not required, and `(active)` when it is active.
    /// A layout guide is written with its identifier, as UIKit writes it.
    ///
    /// ```
    /// <NSLayoutConstraint: UIButton.leading == UIView.leadingMargin + 20   (active)>
    /// <NSLayoutConstraint: 'logo-width' UIImageView.width == 0.5*UIView.width @750   (active)>
    /// <NSLayoutConstraint: UILabel.top >= UILayoutGuide'UIViewSafeAreaLayoutGuide'.top + 8   (active)>
    /// <NSLayoutConstraint: UIView.height == 44>
    /// ```
    public override var description: String {
        var text = "<\(nibClassName): "
        if let identifier { text += "'\(identifier)' " }
        text += "\(Self.name(of: firstItem)).\(firstAttribute.rawValue) \(relation.symbol) "
        if let secondItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(ObjectDescription.number(CGFloat(multiplier)))*" }
            text += "\(Self.name(of: secondItem)).\(secondAttribute.rawValue)"
            if constant != 0 {
                text += " \(constant < 0 ? "-" : "+") \(ObjectDescription.number(CGFloat(abs(constant))))"
            }
        } else {
            text += ObjectDescription.number(CGFloat(constant))
        }
        if priority < 1000 { text += " @\(ObjectDescription.number(CGFloat(priority)))" }
        return text + (isActive ? "   (active)>" : ">")
    }

    /// An item as the equation names it: its class, and a layout guide's identifier.
    private static func name(of item: NibObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? LayoutGuide, let identifier = guide.identifier {
            return "\(guide.nibClassName)'\(identifier)'"
        }
        return item.nibClassName
    }

    /// The keys Interface Builder writes on a `<constraint>`: `firstItem`,
    /// `firstAttribute`, `secondItem`, `secondAttribute`, `relation`,
    /// `multiplier` (a number or a ratio), `constant`, `priority`,
    /// `identifier`, `active`, `placeholder` (which also deactivates the
    /// constraint) and `symbolic`.
    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("firstItem", \LayoutConstraint.firstItem),
            KeyBinding("firstAttribute", \LayoutConstraint.firstAttribute),
            KeyBinding("secondItem", \LayoutConstraint.secondItem),
            KeyBinding("secondAttribute", \LayoutConstraint.secondAttribute),
            KeyBinding("relation", \LayoutConstraint.relation),
            KeyBinding("multiplier", \LayoutConstraint.multiplierRatio) { $0.multiplier = $1.value },
            KeyBinding("constant", \LayoutConstraint.constant),
            KeyBinding("priority", \LayoutConstraint.priority),
            KeyBinding("identifier", \LayoutConstraint.identifier),
            KeyBinding("active", \LayoutConstraint.isActive),
            KeyBinding("placeholder", \LayoutConstraint.isPlaceholder) {
                $0.isPlaceholder = $1
                $0.isActive = !$1
            },
            KeyBinding("symbolic", \LayoutConstraint.isSymbolic),
        ]
    }
}
