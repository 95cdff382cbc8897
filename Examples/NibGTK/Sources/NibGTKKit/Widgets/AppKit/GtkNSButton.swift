import CGtk4
import Foundation
import NibKit

/// `NSButton` drawn by GTK: a `GtkButton` labelled with the model's
/// ``NSButton/title``, or a `GtkCheckButton` for a check box or radio button
/// in the cell's ``NSButton/state``.
///
/// The radio buttons of one superview are one group, as AppKit groups them,
/// so choosing one clears the others. A click keeps the model's state and
/// sends the action (`primaryActionTriggered`) through the control's target-action.
///
/// ```swift
/// check.activate()  // toggles it: state .on, the action is sent
/// ```
@MainActor
public final class GtkNSButton: NSButton, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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
    /// How many times the button was clicked.
    public private(set) var clicks = 0

    public override var canBecomeFirstResponder: Bool { true }

    /// Whether GTK shows it as a check box: a `check` or `radio` button.
    private var isCheckBox: Bool { buttonType == .check || buttonType == .radio }

    /// Whether GTK shows it as a radio button.
    private var isRadio: Bool { buttonType == .radio }

    /// A `GtkCheckButton` for a check box or radio button, else a `GtkButton`.
    public func makeWidget() -> WidgetPointer {
        isCheckBox ? gtk_check_button_new_with_label(title) : gtk_button_new_with_label(title)
    }

    /// The state, the radio group, and the signal that sends the action.
    public func configureWidget() {
        if isCheckBox {
            let check = widget.as(GtkCheckButton.self)
            gtk_check_button_set_active(check, state == .on ? 1 : 0)
            if isRadio, let first = firstRadioSibling, first !== self {
                gtk_check_button_set_group(check, first.widget.as(GtkCheckButton.self))
            }
        }
        let signal = isCheckBox ? "toggled" : "clicked"
        SignalHandler.connect(widget.object, signal) { [weak self] in self?.clicked() }
    }

    /// The first radio button among the superview's subviews, whose group the others join.
    private var firstRadioSibling: GtkNSButton? {
        superview?.subviews.lazy.compactMap { $0 as? GtkNSButton }.first { $0.isRadio }
    }

    private func clicked() {
        if isCheckBox {
            let active = gtk_check_button_get_active(widget.as(GtkCheckButton.self)) != 0
            state = active ? .on : .off
            // A radio button that GTK turns off as another in its group turns on sends nothing.
            if isRadio && !active { return }
        }
        clicks += 1
        send([.primaryActionTriggered])
    }

    /// Emits GTK's "clicked", or toggles a check box, as a click does.
    @discardableResult
    public func activate() -> Bool {
        if isCheckBox {
            let check = widget.as(GtkCheckButton.self)
            // A radio button is chosen by a click, never unchosen.
            let active = isRadio || gtk_check_button_get_active(check) == 0
            gtk_check_button_set_active(check, active ? 1 : 0)
        } else {
            nibgtk_signal_emit(widget.object, "clicked")
        }
        return true
    }

    /// The cell's font.
    public var styleDeclarations: [(String, String)] {
        viewStyleDeclarations + (font?.cssDeclarations ?? [])
    }
}
