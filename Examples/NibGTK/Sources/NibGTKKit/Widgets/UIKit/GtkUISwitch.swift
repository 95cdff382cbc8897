import CGtk4
import Foundation
import NibKit

/// `UISwitch` drawn by GTK: a `GtkSwitch` in the model's `isOn` that sends
/// `valueChanged` when the user flips it.
///
/// ```swift
/// toggle.activate()  // flips it; isOn changes and valueChanged is sent
/// ```
@MainActor
public final class GtkUISwitch: UISwitch, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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

    /// A `GtkSwitch`.
    public func makeWidget() -> WidgetPointer { gtk_switch_new() }

    /// The state, and the signal that follows it.
    public func configureWidget() {
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

    /// Flips the switch, as a tap does.
    @discardableResult
    public func activate() -> Bool {
        gtk_switch_set_active(widget.opaque, isOn ? 0 : 1)
        return true
    }
}
