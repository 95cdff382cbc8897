import CGtk4
import NibKit

/// `UIProgressView` drawn by GTK: a `GtkProgressBar` filled to the model's `progress`.
///
/// ```swift
/// gtk_progress_bar_get_fraction(progress.widget.opaque)  // 0.4
/// ```
@MainActor
public final class GtkUIProgressView: UIProgressView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkProgressBar`.
    public func makeWidget() -> WidgetPointer { gtk_progress_bar_new() }

    /// The fraction, clamped to 0…1.
    public func configureWidget() {
        gtk_progress_bar_set_fraction(widget.opaque, min(max(Double(progress), 0), 1))
    }
}
