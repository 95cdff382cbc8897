import CGtk4
import Foundation
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

    /// GTK's natural size of the widget where the standard class has an
    /// intrinsic size (``GtkView/measuredIntrinsicSize(standard:)``).
    nonisolated public override var intrinsicContentSize: CGSize {
        let standard = super.intrinsicContentSize
        // The engine asks on the main actor, where every GTK view lives.
        nonisolated(unsafe) let view = self
        return MainActor.assumeIsolated { view.measuredIntrinsicSize(standard: standard) }
    }

    /// A `GtkSpinner`.
    public func makeWidget() -> WidgetPointer { gtk_spinner_new() }

    /// Spinning or not.
    public func configureWidget() {
        gtk_spinner_set_spinning(widget.opaque, isAnimating ? 1 : 0)
    }
}
