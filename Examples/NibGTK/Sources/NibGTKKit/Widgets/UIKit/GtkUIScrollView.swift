import CGtk4
import NibKit

/// `UIScrollView` drawn by GTK: a `GtkScrolledWindow` around a `GtkFixed`
/// that holds the widgets of its subviews.
///
/// ```swift
/// scrollView.widget.typeName  // "GtkScrolledWindow"
/// ```
@MainActor
public final class GtkUIScrollView: UIScrollView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()
    private var content: WidgetPointer?

    /// A `GtkScrolledWindow`.
    public func makeWidget() -> WidgetPointer { gtk_scrolled_window_new() }

    /// The fixed inside it.
    public func configureWidget() { content = ScrolledStyle.addContent(to: widget) }

    /// The fixed inside the scrolled window.
    public var subviewContainer: WidgetPointer? {
        _ = widget
        return content
    }
}
