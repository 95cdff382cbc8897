import CGtk4
import NibKit

/// `UITextView` drawn by GTK: a word-wrapping `GtkTextView` of the model's
/// text, editable when the model is.
///
/// ```swift
/// textView.widget.typeName  // "GtkTextView"
/// ```
@MainActor
public final class GtkUITextView: UITextView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    public override var canBecomeFirstResponder: Bool { true }

    /// A `GtkTextView`.
    public func makeWidget() -> WidgetPointer { gtk_text_view_new() }

    /// Text, wrapping and editability.
    public func configureWidget() { TextViewStyle.apply(to: widget, text: text, isEditable: isEditable) }

    /// The text color and font.
    public var styleDeclarations: [(String, String)] {
        viewStyleDeclarations + (textColor.map { [("color", $0.css)] } ?? []) + (font?.cssDeclarations ?? [])
    }
}
