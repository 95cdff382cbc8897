import CGtk4
import NibKit

/// What a `UITextField` and an editable `NSTextField` do the same way to an entry.
enum EntryStyle {
    @MainActor
    static func apply(to widget: WidgetPointer, text: String, placeholder: String?, alignment: NSTextAlignment?) {
        gtk_editable_set_text(widget.opaque, text)
        gtk_editable_set_alignment(widget.opaque, TextAlignment.xalign(alignment))
        if let placeholder, !placeholder.isEmpty {
            // GtkPasswordEntry has the property but no setter function.
            nibgtk_object_set_string(widget.object, "placeholder-text", placeholder)
        }
        // An entry's minimum width is room for some characters; let it be as
        // narrow as the frame.
        gtk_editable_set_width_chars(widget.opaque, 1)
    }
}
