import CGtk4
import Foundation
import NibKit

/// The toolkit's root view: a NibKit view that owns a GTK widget.
///
/// A plain view (`UIView`, `NSView`) is a `GtkFixed`, and its subviews are
/// that fixed's children, each at its frame's origin and sized to its frame
/// (``WindowHost`` places them when the window is shown). A subclass makes
/// its own widget in ``makeWidget()`` and sets it up in ``configureWidget()``;
/// one that cannot hold children returns nil from ``subviewContainer``, and
/// its subviews go into the nearest ancestor's fixed.
///
/// A view that can become first responder does so when GTK's keyboard
/// focus enters its widget.
///
/// The widget is made on first use, at the latest in `awakeFromNib()`: by
/// then phase 2 has set every property and phase 3 connected every outlet and
/// runtime attribute, so the widget starts with the document's values.
///
/// ```swift
/// @MainActor
/// final class Spinner: GtkView {
///     override func makeWidget() -> WidgetPointer { gtk_spinner_new() }
///     override var subviewContainer: WidgetPointer? { nil }
/// }
/// ```
@MainActor
open class GtkView: NibKit.View, @MainActor NibCoding {
    /// The layer runtime attributes reach (`layer.cornerRadius`).
    public var layer = Layer()
    /// Whether the control accepts input (`enabled`).
    public var isEnabled = true
    /// The autoresizing mask (``AutoresizingMask``), applied when the window's root is shown at another size.
    public var autoresizingMask = 0

    private var storedWidget: WidgetPointer?
    /// The window showing the view, which hears the actions its controls send.
    weak var host: WindowHost?

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    isolated deinit {
        if let storedWidget { g_object_unref(storedWidget.object) }
    }

    open class var keyBindings: [KeyBinding] {
        [
            KeyBinding("layer", \GtkView.layer),
            KeyBinding("enabled", \GtkView.isEnabled),
            KeyBinding("autoresizingMask", \GtkView.autoresizingMask),
        ]
    }

    open class var actionBindings: [ActionBinding] { [] }

    /// Whether the view's origin is its top-left corner on macOS, as
    /// `NSView.isFlipped`; AppKit views are not, UIKit views always are.
    open class var isFlipped: Bool { false }

    /// Makes the widget, now that the document's values are all set.
    open func awakeFromNib() { _ = widget }

    /// The GTK widget, made on first use; the view holds a reference to it.
    public final var widget: WidgetPointer {
        if let storedWidget { return storedWidget }
        let made = makeWidget()
        g_object_ref_sink(made.object)
        storedWidget = made
        gtk_widget_add_css_class(made, "nibgtk")
        gtk_widget_add_css_class(made, styleClass)
        gtk_widget_set_overflow(made, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_visible(made, isHidden ? 0 : 1)
        gtk_widget_set_opacity(made, alpha)
        gtk_widget_set_sensitive(made, isEnabled ? 1 : 0)
        if canBecomeFirstResponder { followFocus(of: made) }
        configureWidget()
        return made
    }

    /// Whether the widget has been made, so a change must reach it too.
    public final var hasWidget: Bool { storedWidget != nil }

    /// Makes the view the first responder whenever GTK's keyboard focus
    /// moves into its widget, so nil-target actions start where the user is.
    private func followFocus(of widget: WidgetPointer) {
        guard let focus = gtk_event_controller_focus_new() else { return }
        gtk_widget_add_controller(widget, focus)
        SignalHandler.connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in
            _ = self?.becomeFirstResponder()
        }
    }

    /// Makes the view's widget; a plain view is a `GtkFixed`.
    open func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// Gives the new widget the view's values: text, images, signals.
    open func configureWidget() {}

    /// The fixed that holds the widgets of the view's subviews, or nil when
    /// the widget cannot hold children (they go into an ancestor's).
    open var subviewContainer: WidgetPointer? { widget }

    /// The CSS declarations for the view's widget: colors, fonts, corners.
    open var styleDeclarations: [(String, String)] {
        var declarations: [(String, String)] = []
        if let backgroundColor { declarations.append(("background-color", backgroundColor.css)) }
        if layer.cornerRadius > 0 { declarations.append(("border-radius", "\(layer.cornerRadius)px")) }
        if layer.borderWidth > 0 { declarations.append(("border", "\(layer.borderWidth)px solid black")) }
        return declarations
    }

    /// The CSS class of the view's ``styleDeclarations``, which the window's
    /// style sheet gives them: views that look alike share one class and one
    /// rule, so a document of a thousand controls is a sheet of a few rules
    /// (GTK reads a sheet recursively, a level a rule).
    public final var styleClass: String {
        "nibgtk-s" + String(Self.hash(Stylesheet.block(styleDeclarations)), radix: 36)
    }

    /// FNV-1a of `text`'s bytes: stable from run to run, unlike `hashValue`.
    private static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Does what a click, a tap or Enter does to the widget, through GTK (a
    /// button emits "clicked"), so the control sends its actions as it would
    /// for the user; returns false for a view that is not such a control.
    @discardableResult
    open func activate() -> Bool { false }

    /// Sends the control's actions for each event in turn, telling the
    /// window first what each action will reach.
    public final func send(_ events: [ControlEvent]) {
        guard let control = self as? any Control else { return }
        for event in events {
            host?.willSend(event, from: control)
            control.sendActions(for: event)
        }
    }
}
