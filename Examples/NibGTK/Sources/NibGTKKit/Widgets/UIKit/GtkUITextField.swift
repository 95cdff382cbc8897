import CGtk4
import Foundation
import NibKit

/// `UITextField` drawn by GTK: a `GtkEntry`, or a `GtkPasswordEntry` for
/// secure text entry, that keeps the model's `text` as the user types.
///
/// Typing sends `editingChanged`; Enter sends `editingDidEndOnExit`, then
/// `primaryActionTriggered`. NibKit's format adds `secure` (secure text
/// entry) and `maxLength` (the most characters the entry takes), and a
/// Cocoa binding's `value` is the text.
///
/// ```swift
/// let field = try #require(document.object(withID: "nameField") as? GtkUITextField)
/// field.text  // what the user typed
/// ```
@MainActor
public final class GtkUITextField: UITextField, GtkView, @MainActor NibCoding {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// GTK's natural size of the widget where the standard class has an
    /// intrinsic size (``GtkView/measuredIntrinsicSize(standard:)``).
    nonisolated public override var intrinsicContentSize: CGSize {
        let standard = super.intrinsicContentSize
        // The engine asks on the main actor, where every GTK view lives.
        nonisolated(unsafe) let view = self
        return MainActor.assumeIsolated { view.measuredIntrinsicSize(standard: standard) }
    }
    /// The most characters the entry takes; 0 for no limit (NibKit's format).
    public var maxLength = 0

    /// `secure`, `maxLength` and a Cocoa binding's `value`, keys UIKit has none for.
    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("value", \GtkUITextField.text),
            KeyBinding("secure", \GtkUITextField.textInputTraits.isSecureTextEntry),
            KeyBinding("maxLength", \GtkUITextField.maxLength),
        ]
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// Whether the entry hides what is typed.
    public var isSecure: Bool { textInputTraits.isSecureTextEntry }

    /// A `GtkPasswordEntry` for secure text entry, else a `GtkEntry`.
    public func makeWidget() -> WidgetPointer {
        isSecure ? gtk_password_entry_new() : gtk_entry_new()
    }

    /// Text, placeholder, alignment, length, and the signals that send the actions.
    public func configureWidget() {
        EntryStyle.apply(to: widget, text: text ?? "", placeholder: placeholder, alignment: textAlignment)
        if maxLength > 0 && !isSecure { gtk_entry_set_max_length(widget.as(GtkEntry.self), Int32(clamping: maxLength)) }
        SignalHandler.connect(widget.object, "changed") { [weak self] in self?.textDidChange() }
        SignalHandler.connect(widget.object, "activate") { [weak self] in
            self?.send([.editingDidEndOnExit, .primaryActionTriggered])
        }
    }

    private func textDidChange() {
        let entryText = String(cString: gtk_editable_get_text(widget.opaque))
        guard entryText != (text ?? "") else { return }
        text = entryText
        send([.editingChanged])
    }

    /// Emits GTK's "activate", as Enter does.
    @discardableResult
    public func activate() -> Bool {
        nibgtk_signal_emit(widget.object, "activate")
        return true
    }

    /// The text color and font.
    public var styleDeclarations: [(String, String)] {
        viewStyleDeclarations + (textColor.map { [("color", $0.css)] } ?? []) + (font?.cssDeclarations ?? [])
    }
}
