import CGtk4
import Foundation
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

    /// GTK's natural size of the widget where the standard class has an
    /// intrinsic size (``GtkView/measuredIntrinsicSize(standard:)``).
    nonisolated public override var intrinsicContentSize: CGSize {
        let standard = super.intrinsicContentSize
        // The engine asks on the main actor, where every GTK view lives.
        nonisolated(unsafe) let view = self
        return MainActor.assumeIsolated { view.measuredIntrinsicSize(standard: standard) }
    }

    /// A `GtkProgressBar`.
    public func makeWidget() -> WidgetPointer { gtk_progress_bar_new() }

    /// The fraction, clamped to 0…1.
    public func configureWidget() {
        gtk_progress_bar_set_fraction(widget.opaque, min(max(Double(progress), 0), 1))
    }
}
