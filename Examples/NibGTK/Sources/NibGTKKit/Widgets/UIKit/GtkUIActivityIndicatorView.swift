import CGtk4
import NibKit

/// `UIActivityIndicatorView` drawn by GTK: a `GtkSpinner`, spinning when
/// the model is animating.
///
/// ```swift
/// gtk_spinner_get_spinning(spinner.widget.opaque)  // 1 for animating="YES"
/// ```
@MainActor
public final class GtkUIActivityIndicatorView: UIActivityIndicatorView, GtkView, @MainActor NibActionPerforming,
    @MainActor NibAwaking
{
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkSpinner`.
    public func makeWidget() -> WidgetPointer { gtk_spinner_new() }

    /// Spinning or not.
    public func configureWidget() {
        gtk_spinner_set_spinning(widget.opaque, isAnimating ? 1 : 0)
    }
}
