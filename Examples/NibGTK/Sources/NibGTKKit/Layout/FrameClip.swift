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
/// The window's content is a clip too (``makeShrinkable(holding:)``), with
/// no minimum size, so that the user can make a window smaller than its
/// views were; NibKit's layout engine then lays them out at the new size.
///
/// ```swift
/// let clip = FrameClip.make(holding: view.widget, width: 130, height: 44)
/// gtk_fixed_put(container.as(GtkFixed.self), clip, 20, 180)
/// ```
@MainActor
enum FrameClip {
    /// A clip of `width` × `height` points holding `widget`.
    static func make(holding widget: WidgetPointer, width: Int32, height: Int32) -> WidgetPointer {
        let measure: GtkCustomMeasureFunc = {
            widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(widget, &width, &height)
            let size = max(0, orientation == GTK_ORIENTATION_HORIZONTAL ? width : height)
            minimum?.pointee = size
            natural?.pointee = size
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        let clip = make(holding: widget, measure: measure)
        gtk_widget_set_size_request(clip, width, height)
        return clip
    }

    /// A clip with no minimum size and its child's natural size as its
    /// natural size: a window's content, which the window may shrink.
    static func makeShrinkable(holding widget: WidgetPointer) -> WidgetPointer {
        let measure: GtkCustomMeasureFunc = {
            widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            var size: Int32 = 0
            if let child = gtk_widget_get_first_child(widget) {
                gtk_widget_measure(child, orientation, forSize, nil, &size, nil, nil)
            }
            minimum?.pointee = 0
            natural?.pointee = max(0, size)
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        return make(holding: widget, measure: measure)
    }

    private static func make(holding widget: WidgetPointer, measure: GtkCustomMeasureFunc) -> WidgetPointer {
        let clip: WidgetPointer = gtk_fixed_new()
        gtk_widget_set_layout_manager(clip, gtk_custom_layout_new(nil, measure, allocate))
        gtk_widget_set_overflow(clip, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_parent(widget, clip)
        return clip
    }

    /// Gives each child the larger of the clip and its minimum, centred;
    /// a container at the top-left corner.
    private static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
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
}
