import CGtk4
import NibKit

/// `UIButton` and `NSButton`: a `GtkButton` (a `GtkCheckButton` for an AppKit
/// check box or radio button) that sends its actions when GTK emits "clicked".
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

    public override func makeWidget() -> WidgetPointer {
        isCheckBox ? gtk_check_button_new_with_label(displayedTitle) : gtk_button_new_with_label(displayedTitle)
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        let signal = isCheckBox ? "toggled" : "clicked"
        SignalHandler.connect(widget.object, signal) { [weak self] in self?.clicked() }
    }

    private func clicked() {
        clicks += 1
        send([.touchUpInside, .primaryActionTriggered])
    }

    /// Emits GTK's "clicked" (or toggles a check box), as a click does.
    public override func activate() -> Bool {
        if isCheckBox {
            let check = widget.as(GtkCheckButton.self)
            gtk_check_button_set_active(check, gtk_check_button_get_active(check) == 0 ? 1 : 0)
        } else {
            nibgtk_signal_emit(widget.object, "clicked")
        }
        return true
    }

    public override var styleDeclarations: [(String, String)] {
        var declarations = super.styleDeclarations
        let titleColor = normalState["titleColor"] as? Color
        if buttonType == "system" && backgroundColor == nil {
            // A system button is its title alone, in the tint color.
            declarations += [("background", "none"), ("border", "none"), ("box-shadow", "none")]
            declarations.append(("color", (titleColor ?? Color(red: 0, green: 0.478, blue: 1)).css))
        } else if let titleColor {
            declarations.append(("color", titleColor.css))
        }
        if backgroundColor != nil {
            declarations += [("background-image", "none"), ("border", "none"), ("box-shadow", "none")]
        }
        return declarations + ((font ?? cell?.font)?.cssDeclarations ?? [])
    }
}
