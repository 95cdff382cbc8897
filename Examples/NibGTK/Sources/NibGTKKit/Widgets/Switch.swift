import CGtk4
import NibKit

/// `UISwitch`: a `GtkSwitch` that sends `valueChanged` when it flips.
///
/// ```swift
/// toggle.activate()  // flips it: isOn changes, valueChanged is sent
/// ```
@MainActor
public final class Switch: GtkView, Control {
    /// Whether the switch is on.
    public var isOn = false

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("on", \Switch.isOn)]
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func makeWidget() -> WidgetPointer { gtk_switch_new() }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        gtk_switch_set_active(widget.opaque, isOn ? 1 : 0)
        SignalHandler.connect(widget.object, "notify::active", hasParameter: true) { [weak self] in
            self?.didFlip()
        }
    }

    private func didFlip() {
        let active = gtk_switch_get_active(widget.opaque) != 0
        guard active != isOn else { return }
        isOn = active
        send([.valueChanged])
    }

    /// Flips the switch through GTK, as a tap does.
    public override func activate() -> Bool {
        gtk_switch_set_active(widget.opaque, isOn ? 0 : 1)
        return true
    }
}
