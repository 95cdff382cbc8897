import CGtk4
import NibKit

/// `NSScrollView` drawn by GTK: a `GtkScrolledWindow` around a `GtkFixed`
/// that holds its clip view and so its document view.
///
/// ```swift
/// scrollView.widget.typeName  // "GtkScrolledWindow"
/// ```
@MainActor
public final class GtkNSScrollView: NSScrollView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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
