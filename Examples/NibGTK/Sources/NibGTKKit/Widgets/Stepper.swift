import CGtk4
import NibKit

/// `UIStepper`: a `GtkSpinButton` between ``minimumValue`` and
/// ``maximumValue`` in steps of ``stepValue``, which sends `valueChanged`
/// when its value changes.
///
/// ```swift
/// stepper.activate()  // one step up, as tapping "+": valueChanged
/// ```
@MainActor
public final class Stepper: GtkView, Control {
    /// The value.
    public var value = 0.0
    /// The smallest value.
    public var minimumValue = 0.0
    /// The largest value.
    public var maximumValue = 100.0
    /// How much a tap adds or takes away.
    public var stepValue = 1.0

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("value", \Stepper.value),
            KeyBinding("minimumValue", \Stepper.minimumValue),
            KeyBinding("maximumValue", \Stepper.maximumValue),
            KeyBinding("stepValue", \Stepper.stepValue),
        ]
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func makeWidget() -> WidgetPointer {
        let step = stepValue > 0 ? stepValue : 1
        return gtk_spin_button_new_with_range(minimumValue, max(maximumValue, minimumValue), step)
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        gtk_spin_button_set_value(widget.opaque, value)
        SignalHandler.connect(widget.object, "value-changed") { [weak self] in self?.didStep() }
    }

    private func didStep() {
        value = gtk_spin_button_get_value(widget.opaque)
        send([.valueChanged])
    }

    /// Steps up once through GTK, as tapping "+" does.
    public override func activate() -> Bool {
        gtk_spin_button_spin(widget.opaque, GTK_SPIN_STEP_FORWARD, 0)
        return true
    }
}
