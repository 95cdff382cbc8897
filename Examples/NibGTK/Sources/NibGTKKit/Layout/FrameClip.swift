import CGtk4

/// The box each placed widget sits in: exactly its frame's size, whatever
/// the widget's own minimum, and clipping what overflows.
///
/// GTK never allocates a widget less than its minimum size, and `GtkFixed`
/// gives each child at least that, so a label whose font is taller than the
/// frame the document gives it would grow past its frame. The clip is a
/// `GtkFixed` whose layout manager is a `GtkCustomLayout`: it measures as its
/// size request (the frame's size) and allocates its one child the larger of
/// the frame and the child's minimum, centred as UIKit centres a control's
/// content; a container (`GtkFixed`) keeps its top-left corner instead, so
/// its subviews stay where their frames put them.
///
/// ```swift
/// let clip = FrameClip.make(holding: view.widget, width: 130, height: 44)
/// gtk_fixed_put(container.as(GtkFixed.self), clip, 20, 180)
/// ```
@MainActor
enum FrameClip {
    /// A clip of `width` × `height` points holding `widget`.
    static func make(holding widget: WidgetPointer, width: Int32, height: Int32) -> WidgetPointer {
        let clip: WidgetPointer = gtk_fixed_new()
        let measure: GtkCustomMeasureFunc = { widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(widget, &width, &height)
            let size = max(0, orientation == GTK_ORIENTATION_HORIZONTAL ? width : height)
            minimum?.pointee = size
            natural?.pointee = size
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                var minimumWidth: Int32 = 0
                var minimumHeight: Int32 = 0
                gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
                let childWidth = max(minimumWidth, width)
                gtk_widget_measure(current, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, nil, nil, nil)
                let childHeight = max(minimumHeight, height)
                let isContainer = String(cString: nibgtk_type_name(UnsafeMutableRawPointer(current))) == "GtkFixed"
                var allocation = GtkAllocation(
                    x: isContainer ? 0 : (width - childWidth) / 2, y: isContainer ? 0 : (height - childHeight) / 2,
                    width: childWidth, height: childHeight)
                gtk_widget_size_allocate(current, &allocation, -1)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        gtk_widget_set_layout_manager(clip, gtk_custom_layout_new(nil, measure, allocate))
        gtk_widget_set_size_request(clip, width, height)
        gtk_widget_set_overflow(clip, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_parent(widget, clip)
        return clip
    }
}
