import CGtk4
import Foundation
import NibKit

/// `UIStepper` drawn by GTK: a `GtkSpinButton` over the model's range and
/// step that keeps `value` and sends `valueChanged` as it steps.
///
/// ```swift
/// stepper.activate()  // one step up; valueChanged is sent
/// ```
@MainActor
public final class GtkUIStepper: UIStepper, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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

    /// A `GtkSpinButton` over the range, by the step.
    public func makeWidget() -> WidgetPointer {
        let step = stepValue > 0 ? stepValue : 1
        return gtk_spin_button_new_with_range(minimumValue, max(maximumValue, minimumValue), step)
    }

    /// The value, and the signal that follows it.
    public func configureWidget() {
        gtk_spin_button_set_value(widget.opaque, value)
        SignalHandler.connect(widget.object, "value-changed") { [weak self] in self?.didStep() }
    }

    private func didStep() {
        value = gtk_spin_button_get_value(widget.opaque)
        send([.valueChanged])
    }

    /// Steps up once, as a tap on "+" does.
    @discardableResult
    public func activate() -> Bool {
        gtk_spin_button_spin(widget.opaque, GTK_SPIN_STEP_FORWARD, 0)
        return true
    }
}
