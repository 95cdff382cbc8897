import CGtk4
import NibKit

/// `NSTextView` drawn by GTK: a word-wrapping `GtkTextView` of the model's
/// string, editable when the model is.
///
/// ```swift
/// textView.widget.typeName  // "GtkTextView"
/// ```
@MainActor
public final class GtkNSTextView: NSTextView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    public override var canBecomeFirstResponder: Bool { true }

    /// A `GtkTextView`.
    public func makeWidget() -> WidgetPointer { gtk_text_view_new() }

    /// Text, wrapping and editability.
    public func configureWidget() { TextViewStyle.apply(to: widget, text: string, isEditable: isEditable) }

    /// The text color.
    public var styleDeclarations: [(String, String)] {
        viewStyleDeclarations + (textColor.map { [("color", $0.css)] } ?? [])
    }
}
