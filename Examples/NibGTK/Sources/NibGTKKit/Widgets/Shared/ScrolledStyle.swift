import CGtk4

/// What a `UIScrollView` and an `NSScrollView` do the same way to a `GtkScrolledWindow`.
enum ScrolledStyle {
    /// Puts a `GtkFixed` in the scrolled window and returns it, the container of the scroll view's subviews.
    @MainActor
    static func addContent(to scrolled: WidgetPointer) -> WidgetPointer? {
        guard let fixed = gtk_fixed_new() else { return nil }
        gtk_scrolled_window_set_child(scrolled.opaque, fixed)
        return fixed
    }
}
