import CGtk4
import NibKit

/// `UIButton` and `NSButton`: a `GtkButton` (a `GtkCheckButton` for an AppKit
/// check box or radio button) that sends its actions when GTK emits "clicked".
///
/// An AppKit check box or radio button starts in its cell's `state`; the
/// radio buttons of one superview are one group, as AppKit groups them, so
/// choosing one clears the others.
///
/// Its title comes from Interface Builder's normal state on iOS
/// (`<state key="normal" title="Log In">`, which reaches the button as the
/// dictionary under `normal`) and from its cell on macOS. A click sends
/// `touchUpInside`, then `primaryActionTriggered`, as UIKit does; an AppKit
/// action arrives as `primaryActionTriggered`.
///
/// ```swift
/// button.addTarget(controller, action: "login:", for: .touchUpInside)
/// button.activate()  // GTK emits "clicked"; login: runs
/// ```
@MainActor
public final class Button: GtkView, Control {
    /// The title a `.nibxml` gives; Interface Builder documents give it in
    /// the normal state or the cell, and ``displayedTitle`` takes it from there.
    public var title = ""
    /// The normal state of an iOS button: `title`, `titleColor`, `image`.
    public var normalState: [String: Any] = [:]
    /// An iOS button's type: `system`, `custom`, ….
    public var buttonType: String?
    /// The title font of an iOS button.
    public var font: FontDescription?
    /// A macOS button's cell.
    public var cell: Cell?

    /// How many times the button was clicked.
    public private(set) var clicks = 0

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("title", \Button.title),
            KeyBinding("normal", \Button.normalState),
            KeyBinding("buttonType", \Button.buttonType),
            KeyBinding("fontDescription", \Button.font),
            KeyBinding("cell", \Button.cell),
        ]
    }

    /// The title shown: ``title``, else the normal state's, else the cell's.
    public var displayedTitle: String {
        if !title.isEmpty { return title }
        return normalState["title"] as? String ?? cell?.title ?? ""
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// Whether GTK shows it as a check box: an AppKit `check` or `radio` cell.
    private var isCheckBox: Bool { ["check", "radio"].contains(cell?.type ?? "") }

    /// Whether GTK shows it as a radio button: an AppKit `radio` cell.
    private var isRadio: Bool { cell?.type == "radio" }

    public override func makeWidget() -> WidgetPointer {
        isCheckBox ? gtk_check_button_new_with_label(displayedTitle) : gtk_button_new_with_label(displayedTitle)
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        if isCheckBox {
            let check = widget.as(GtkCheckButton.self)
            gtk_check_button_set_active(check, cell?.state == "on" ? 1 : 0)
            if isRadio, let first = firstRadioSibling, first !== self {
                gtk_check_button_set_group(check, first.widget.as(GtkCheckButton.self))
            }
        }
        let signal = isCheckBox ? "toggled" : "clicked"
        SignalHandler.connect(widget.object, signal) { [weak self] in self?.clicked() }
    }

    /// The first radio button among the superview's subviews, whose group the others join.
    private var firstRadioSibling: Button? {
        superview?.subviews.lazy.compactMap { $0 as? Button }.first { $0.isRadio }
    }

    private func clicked() {
        // A radio button that GTK turns off as another in its group turns on sends nothing.
        if isRadio && gtk_check_button_get_active(widget.as(GtkCheckButton.self)) == 0 { return }
        clicks += 1
        send([.touchUpInside, .primaryActionTriggered])
    }

    /// Emits GTK's "clicked" (or toggles a check box), as a click does.
    public override func activate() -> Bool {
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

    public override var styleDeclarations: [(String, String)] {
        var declarations = super.styleDeclarations
        var titleColor = normalState["titleColor"] as? Color
        if buttonType == "system" {
            // A system button's title is in the tint color, on its background if it has one.
            titleColor = titleColor ?? Color(red: 0, green: 0.478, blue: 1)
            if backgroundColor == nil {
                declarations += [("background", "none"), ("border", "none"), ("box-shadow", "none")]
            }
        }
        if let titleColor { declarations.append(("color", titleColor.css)) }
        if backgroundColor != nil {
            declarations += [("background-image", "none"), ("border", "none"), ("box-shadow", "none")]
        }
        return declarations + ((font ?? cell?.font)?.cssDeclarations ?? [])
    }
}
