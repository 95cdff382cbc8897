import Foundation
import NibKitCore
import NibKitLoader

/// A control that edits one line of text, as UIKit's `UITextField`.
///
/// ```swift
/// nameField.placeholder                      // "Name"
/// nameField.textInputTraits.returnKeyType    // .next
/// ```
open class UITextField: UIControl {
    /// The text.
    public var text: String?
    /// The text shown while the field is empty, or nil.
    public var placeholder: String?
    /// The font, as Interface Builder describes it.
    public var font: FontDescription?
    /// The text's color, or nil for the default.
    public var textColor: Color?
    /// How the text lines up.
    public var textAlignment = NSTextAlignment.natural
    /// The border drawn around the field.
    public var borderStyle = BorderStyle.none
    /// When the clear button shows.
    public var clearButtonMode = ViewMode.never
    /// Whether editing starts by clearing the text.
    public var clearsOnBeginEditing = false
    /// Whether the font shrinks so the text fits the width.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest font size it shrinks to.
    public var minimumFontSize: CGFloat = 0
    /// The image behind the field, or nil.
    public var background: UIImage?
    /// The image behind the field while it is disabled, or nil.
    public var disabledBackground: UIImage?
    /// The keyboard settings.
    public var textInputTraits = UITextInputTraits()
    /// The object told about editing, or nil.
    public weak var delegate: NibObject?

    /// The border of a text field, as Interface Builder spells it (`borderStyle="roundedRect"`).
    public enum BorderStyle: String, Sendable, CaseIterable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// When an overlay, such as the clear button, shows.
    public enum ViewMode: String, Sendable, CaseIterable {
        /// Never.
        case never
        /// While the field is edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }

    /// The keys of Interface Builder's `<textField>`: `text`, `placeholder`,
    /// `fontDescription`, `textColor`, `textAlignment`, `borderStyle`,
    /// `clearButtonMode`, `clearsOnBeginEditing`, `adjustsFontSizeToFit`,
    /// `minimumFontSize`, `background`, `disabledBackground`,
    /// `textInputTraits` and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("text", \UITextField.text),
            KeyBinding("placeholder", \UITextField.placeholder),
            KeyBinding("fontDescription", \UITextField.font),
            KeyBinding("textColor", \UITextField.textColor),
            KeyBinding("textAlignment", \UITextField.textAlignment),
            KeyBinding("borderStyle", \UITextField.borderStyle),
            KeyBinding("clearButtonMode", \UITextField.clearButtonMode),
            KeyBinding("clearsOnBeginEditing", \UITextField.clearsOnBeginEditing),
            KeyBinding("adjustsFontSizeToFit", \UITextField.adjustsFontSizeToFitWidth),
            KeyBinding("minimumFontSize", \UITextField.minimumFontSize),
            KeyBinding("background", \UITextField.background),
            KeyBinding("disabledBackground", \UITextField.disabledBackground),
            KeyBinding("textInputTraits", \UITextField.textInputTraits),
            KeyBinding("delegate", \UITextField.delegate),
        ]
    }

    /// The frame, then the text or, without one, the placeholder.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let text, !text.isEmpty {
            fields.append(("text", ObjectDescription.text(text)))
        } else if let placeholder {
            fields.append(("placeholder", ObjectDescription.text(placeholder)))
        }
        return fields
    }
}
