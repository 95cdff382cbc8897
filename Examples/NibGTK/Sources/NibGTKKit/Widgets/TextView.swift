import CGtk4
import NibKit

/// `UITextView` and `NSTextView`: a word-wrapping `GtkTextView` of
/// ``text``, which the user can edit while ``isEditable``.
///
/// ```swift
/// // <textView text="Hello" editable="NO">
/// textView.text  // "Hello"
/// ```
@MainActor
public final class TextView: GtkView {
    /// The text.
    public var text = ""
    /// Whether the user can change the text.
    public var isEditable = true
    /// The font.
    public var font: FontDescription?
    /// The text color.
    public var textColor: Color?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("text", \TextView.text),
            KeyBinding("editable", \TextView.isEditable),
            KeyBinding("fontDescription", \TextView.font),
            KeyBinding("textColor", \TextView.textColor),
        ]
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func makeWidget() -> WidgetPointer { gtk_text_view_new() }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        let view = widget.as(GtkTextView.self)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_editable(view, isEditable ? 1 : 0)
        gtk_text_view_set_cursor_visible(view, isEditable ? 1 : 0)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(view), text, -1)
    }

    public override var styleDeclarations: [(String, String)] {
        var declarations = super.styleDeclarations
        if let textColor { declarations.append(("color", textColor.css)) }
        return declarations + (font?.cssDeclarations ?? [])
    }
}
