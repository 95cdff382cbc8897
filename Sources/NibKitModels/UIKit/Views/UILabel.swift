import Foundation
import NibKitCore
import NibKitLoader

/// A view that shows text, as UIKit's `UILabel`.
///
/// ```swift
/// let label = try #require(graph.object(withID: "Nme-Lb-001") as? UILabel)
/// label.text            // "Name"
/// label.font.pointSize  // 17
/// ```
open class UILabel: UIView {
    /// The text shown.
    public var text: String?
    /// The text with its attributes, as the document's `<attributedString>`
    /// element gives it, or nil.
    public var attributedText: [String: Any]?
    /// The font, as Interface Builder describes it.
    public var font = FontDescription(type: "system", pointSize: 17)
    /// The text's color; nil is the label's default, black.
    public var textColor: Color?
    /// The text's color while the label is highlighted, or nil.
    public var highlightedTextColor: Color?
    /// The text's shadow color, or nil for none.
    public var shadowColor: Color?
    /// The text's shadow offset.
    public var shadowOffset = CGSize(width: 0, height: -1)
    /// How the lines line up.
    public var textAlignment = NSTextAlignment.natural
    /// The most lines shown; 0 for as many as the text needs.
    public var numberOfLines = 1
    /// How a line too long for the width is wrapped or cut.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font shrinks so the text fits the width.
    public var adjustsFontSizeToFitWidth = false
    /// Whether the letter spacing shrinks so the text fits the width.
    public var allowsDefaultTighteningForTruncation = false
    /// The smallest scale the font shrinks to when it adjusts to the width.
    public var minimumScaleFactor: CGFloat = 0
    /// The smallest font size it shrinks to (before iOS 6).
    public var minimumFontSize: CGFloat = 0
    /// How the baseline moves when the font shrinks.
    public var baselineAdjustment = BaselineAdjustment.alignBaselines
    /// The width at which a multi-line label wraps, or 0.
    public var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the font follows the user's preferred text size.
    public var adjustsFontForContentSizeCategory = false
    /// Whether the label shows its text as enabled.
    public var isEnabled = true
    /// Whether the label shows its highlighted text color.
    public var isHighlighted = false

    /// How a shrinking font moves the text's baseline, as Interface Builder
    /// spells it (`baselineAdjustment="alignBaselines"`).
    public enum BaselineAdjustment: String, Sendable, CaseIterable {
        /// The baseline stays.
        case alignBaselines
        /// The text stays centered.
        case alignCenters
        /// The top stays.
        case none
    }

    /// The keys of Interface Builder's `<label>`: `text`, `attributedText`,
    /// `fontDescription`, `textColor`, `highlightedColor`, `shadowColor`,
    /// `shadowOffset`, `textAlignment`, `numberOfLines`, `lineBreakMode`,
    /// `adjustsFontSizeToFit`, `adjustsLetterSpacingToFitWidth`,
    /// `minimumScaleFactor`, `minimumFontSize`, `baselineAdjustment`,
    /// `preferredMaxLayoutWidth`, `adjustsFontForContentSizeCategory`,
    /// `enabled` and `highlighted`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("text", \UILabel.text),
            KeyBinding("attributedText", \UILabel.attributedText),
            KeyBinding("fontDescription", \UILabel.font),
            KeyBinding("textColor", \UILabel.textColor),
            KeyBinding("highlightedColor", \UILabel.highlightedTextColor),
            KeyBinding("shadowColor", \UILabel.shadowColor),
            KeyBinding("shadowOffset", \UILabel.shadowOffset),
            KeyBinding("textAlignment", \UILabel.textAlignment),
            KeyBinding("numberOfLines", \UILabel.numberOfLines),
            KeyBinding("lineBreakMode", \UILabel.lineBreakMode),
            KeyBinding("adjustsFontSizeToFit", \UILabel.adjustsFontSizeToFitWidth),
            KeyBinding("adjustsLetterSpacingToFitWidth", \UILabel.allowsDefaultTighteningForTruncation),
            KeyBinding("minimumScaleFactor", \UILabel.minimumScaleFactor),
            KeyBinding("minimumFontSize", \UILabel.minimumFontSize),
            KeyBinding("baselineAdjustment", \UILabel.baselineAdjustment),
            KeyBinding("preferredMaxLayoutWidth", \UILabel.preferredMaxLayoutWidth),
            KeyBinding("adjustsFontForContentSizeCategory", \UILabel.adjustsFontForContentSizeCategory),
            KeyBinding("enabled", \UILabel.isEnabled),
            KeyBinding("highlighted", \UILabel.isHighlighted),
        ]
    }

    /// The frame, then the text.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let text { fields.append(("text", ObjectDescription.text(text))) }
        return fields
    }
}
