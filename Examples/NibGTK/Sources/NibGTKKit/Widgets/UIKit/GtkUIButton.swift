import CGtk4
import Foundation
import NibKit

/// `UIButton` drawn by GTK: a `GtkButton` labelled with the model's
/// ``UIButton/currentTitle`` (the iOS 15 configuration's title, else the
/// normal state's) that sends its actions when GTK emits "clicked".
///
/// A click sends `touchUpInside`, then `primaryActionTriggered`, as UIKit
/// does, through the control's own target-action. NibKit's format gives a
/// button `title`, which becomes its normal state's title.
///
/// ```swift
/// button.addTarget(controller, action: "login:", for: .touchUpInside)
/// button.activate()  // GTK emits "clicked"; login: runs
/// ```
@MainActor
public final class GtkUIButton: UIButton, GtkView, @MainActor NibCoding {
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

    /// `title`, NibKit's format's spelling of the normal state's title.
    public static var keyBindings: [KeyBinding] {
        [KeyBinding("title", \GtkUIButton.normalTitle)]
    }

    private var normalTitle: String {
        get { title(for: .normal) ?? "" }
        set { setTitle(newValue, for: .normal) }
    }

    /// The title the GTK button shows: ``UIButton/currentTitle``.
    public var displayedTitle: String { currentTitle ?? "" }

    public override var canBecomeFirstResponder: Bool { true }

    /// A `GtkButton` labelled with the title.
    public func makeWidget() -> WidgetPointer { gtk_button_new_with_label(displayedTitle) }

    /// Connects "clicked".
    public func configureWidget() {
        SignalHandler.connect(widget.object, "clicked") { [weak self] in self?.clicked() }
    }

    private func clicked() {
        clicks += 1
        send([.touchUpInside, .primaryActionTriggered])
    }

    /// Emits GTK's "clicked", as a click does.
    @discardableResult
    public func activate() -> Bool {
        nibgtk_signal_emit(widget.object, "clicked")
        return true
    }

    /// The title color (a system button's is the tint color) and font; a
    /// system button without a background draws none, and an iOS 15
    /// configuration's filled style draws its base background color (the
    /// tint color unless it names one) under a white title.
    public var styleDeclarations: [(String, String)] {
        var declarations = viewStyleDeclarations
        var titleColor = currentTitleColor
        let filled = configurationFill
        if let filled {
            titleColor = titleColor ?? Color(red: 1, green: 1, blue: 1)
            declarations.append(("background-color", filled.css))
            if drawnLayer?.cornerRadius ?? 0 == 0 { declarations.append(("border-radius", "6px")) }
        } else if buttonType == .system {
            titleColor = titleColor ?? tintColor ?? Self.systemTint
            if backgroundColor == nil {
                declarations += [("background", "none"), ("border", "none"), ("box-shadow", "none")]
            }
        }
        if let titleColor { declarations.append(("color", titleColor.css)) }
        if backgroundColor != nil || filled != nil {
            declarations += [("background-image", "none"), ("border", "none"), ("box-shadow", "none")]
        }
        return declarations + ((configuration?.titleFont ?? titleFont)?.cssDeclarations ?? [])
    }

    /// iOS's default tint, the system blue.
    private static let systemTint = Color(red: 0, green: 0.478, blue: 1)

    /// The fill an iOS 15 configuration draws behind the title: its base
    /// background color, or for the filled styles the tint color; nil when
    /// the button has no configuration or a style without a fill.
    private var configurationFill: Color? {
        guard let configuration, backgroundColor == nil else { return nil }
        switch configuration.style {
        case .filled, .borderedProminent: return configuration.baseBackgroundColor ?? tintColor ?? Self.systemTint
        default: return configuration.baseBackgroundColor
        }
    }
}
