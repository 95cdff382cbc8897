import CGtk4
import Foundation
import NibKit

/// `UISlider` drawn by GTK: a horizontal `GtkScale` over the model's range
/// that keeps `value` and sends `valueChanged` as it moves.
///
/// ```swift
/// gtk_range_set_value(slider.widget.as(GtkRange.self), 0.8)  // value 0.8, valueChanged sent
/// ```
@MainActor
public final class GtkUISlider: UISlider, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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

    public override var canBecomeFirstResponder: Bool { true }

    /// A `GtkScale` over the range.
    public func makeWidget() -> WidgetPointer {
        SliderStyle.make(minimum: Double(minimumValue), maximum: Double(maximumValue))
    }

    /// The value, and the signal that follows it.
    public func configureWidget() {
        SliderStyle.apply(to: widget, value: Double(value)) { [weak self] moved in
            self?.value = Float(moved)
            self?.send([.valueChanged])
        }
    }
}
