import CGtk4
import Foundation
import NibKit

/// `NSSlider` drawn by GTK: a horizontal `GtkScale` over the cell's range
/// that keeps the cell's value and sends the action as it moves.
///
/// ```swift
/// gtk_range_set_value(slider.widget.as(GtkRange.self), 75)  // doubleValue 75, the action sent
/// ```
@MainActor
public final class GtkNSSlider: NSSlider, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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
    public func makeWidget() -> WidgetPointer { SliderStyle.make(minimum: minValue, maximum: maxValue) }

    /// The value, and the signal that follows it.
    public func configureWidget() {
        SliderStyle.apply(to: widget, value: doubleValue) { [weak self] moved in
            self?.doubleValue = moved
            self?.send([.valueChanged, .primaryActionTriggered])
        }
    }
}
