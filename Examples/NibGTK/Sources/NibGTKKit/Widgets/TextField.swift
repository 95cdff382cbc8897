import CGtk4
import NibKit

/// `UITextField`: a `GtkEntry`, or a `GtkPasswordEntry` for secure text
/// entry, that sends `editingChanged` as its text changes and
/// `editingDidEndOnExit` then `primaryActionTriggered` on Enter.
///
/// ```swift
/// field.placeholder = "Name"
/// field.activate()  // as Enter: editingDidEndOnExit, primaryActionTriggered
/// ```
@MainActor
public final class TextField: GtkView, Control {
    /// The text; kept in step with the entry's.
    public var text = ""
    /// The placeholder shown while the field is empty.
    public var placeholder = ""
    /// Whether the text is hidden as it is typed.
    public var isSecureTextEntry = false
    /// The most characters the field takes; 0 for no limit (GtkEntry's
    /// `max-length`; a secure field has no such limit in GTK).
    public var maxLength = 0
    /// The text input traits (`secureTextEntry`, `returnKeyType`, …).
    public var textInputTraits: [String: Any] = [:]
    /// The font.
    public var font: FontDescription?
    /// The text color.
    public var textColor: Color?
    /// `left`, `center`, `right`, `natural` or `justified`.
    public var textAlignment: String?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("text", \TextField.text),
            // A Cocoa binding's `value` is the text.
            KeyBinding("value", \TextField.text),
            KeyBinding("placeholder", \TextField.placeholder),
            KeyBinding("secureTextEntry", \TextField.isSecureTextEntry),
            KeyBinding("secure", \TextField.isSecureTextEntry),
            KeyBinding("maxLength", \TextField.maxLength),
            KeyBinding("textInputTraits", \TextField.textInputTraits),
            KeyBinding("fontDescription", \TextField.font),
            KeyBinding("textColor", \TextField.textColor),
            KeyBinding("textAlignment", \TextField.textAlignment),
        ]
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// Whether the entry hides its text: the attribute or the input traits say so.
    public var isSecure: Bool { isSecureTextEntry || (textInputTraits["secureTextEntry"] as? Bool ?? false) }

    public override func makeWidget() -> WidgetPointer {
        isSecure ? gtk_password_entry_new() : gtk_entry_new()
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        EntryStyle.apply(to: widget, text: text, placeholder: placeholder, alignment: textAlignment)
        if maxLength > 0 && !isSecure { gtk_entry_set_max_length(widget.as(GtkEntry.self), Int32(clamping: maxLength)) }
        SignalHandler.connect(widget.object, "changed") { [weak self] in self?.textDidChange() }
        SignalHandler.connect(widget.object, "activate") { [weak self] in
            self?.send([.editingDidEndOnExit, .primaryActionTriggered])
        }
    }

    private func textDidChange() {
        let entryText = String(cString: gtk_editable_get_text(widget.opaque))
        guard entryText != text else { return }
        text = entryText
        send([.editingChanged])
    }

    /// Emits GTK's "activate", as Enter does.
    public override func activate() -> Bool {
        nibgtk_signal_emit(widget.object, "activate")
        return true
    }

    public override var styleDeclarations: [(String, String)] {
        super.styleDeclarations + (textColor.map { [("color", $0.css)] } ?? []) + (font?.cssDeclarations ?? [])
    }
}
