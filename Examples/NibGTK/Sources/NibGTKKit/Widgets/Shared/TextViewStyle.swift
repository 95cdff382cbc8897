import CGtk4

/// What a `UITextView` and an `NSTextView` do the same way to a `GtkTextView`.
enum TextViewStyle {
    /// Word wrapping, editability and the text.
    @MainActor
    static func apply(to widget: WidgetPointer, text: String, isEditable: Bool) {
        let view = widget.as(GtkTextView.self)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_editable(view, isEditable ? 1 : 0)
        gtk_text_view_set_cursor_visible(view, isEditable ? 1 : 0)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(view), text, -1)
    }
}
