import CGtk4
import NibKit

/// What a `UILabel` and a label-like `NSTextField` do the same way to a `GtkLabel`.
enum LabelStyle {
    @MainActor
    static func apply(to widget: WidgetPointer, alignment: NSTextAlignment?, lines: Int) {
        let label = widget.opaque
        gtk_label_set_xalign(label, TextAlignment.xalign(alignment))
        gtk_label_set_yalign(label, 0.5)
        if lines == 1 {
            gtk_label_set_single_line_mode(label, 1)
        } else {
            gtk_label_set_wrap(label, 1)
            gtk_label_set_lines(label, Int32(lines == 0 ? -1 : lines))
        }
        // Ellipsizing lets the label be narrower than its text, so its
        // minimum size never exceeds the frame the document gave it.
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
    }
}
