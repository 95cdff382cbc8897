import NibKitCore
import NibKitLoader

/// A scrolling view of editable text, as UIKit's `UITextView`.
open class UITextView: UIScrollView {
    /// The text.
    public var text = ""
    /// The font, as Interface Builder describes it.
    public var font: FontDescription?
    /// The text's color, or nil for the default.
    public var textColor: Color?
    /// How the text lines up.
    public var textAlignment = NSTextAlignment.natural
    /// Whether the user can edit the text.
    public var isEditable = true
    /// Whether the user can select the text.
    public var isSelectable = true
    /// The keyboard settings.
    public var textInputTraits = UITextInputTraits()
    /// Which kinds of data (links, phone numbers...) become links.
    public var dataDetectorTypes: UIDataDetectorTypes = []

    /// The keys of Interface Builder's `<textView>`: `text`,
    /// `fontDescription`, `textColor`, `textAlignment`, `editable`,
    /// `selectable`, `textInputTraits` and `dataDetectorTypes`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("text", \UITextView.text),
            KeyBinding("fontDescription", \UITextView.font),
            KeyBinding("textColor", \UITextView.textColor),
            KeyBinding("textAlignment", \UITextView.textAlignment),
            KeyBinding("editable", \UITextView.isEditable),
            KeyBinding("selectable", \UITextView.isSelectable),
            KeyBinding("textInputTraits", \UITextView.textInputTraits),
            KeyBinding("dataDetectorTypes", \UITextView.dataDetectorTypes),
        ]
    }

    /// The frame, then the text.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("text", ObjectDescription.text(text))]
    }
}
