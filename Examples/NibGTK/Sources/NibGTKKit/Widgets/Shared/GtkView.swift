import CGtk4
import Foundation
import NibKit

/// A NibKit view that GTK draws: a subclass of a standard UIKit or AppKit
/// class (``GtkUIButton`` is a `UIButton`, ``GtkNSButton`` an `NSButton`)
/// that owns a GTK widget made from the model's state.
///
/// The standard class binds every archive key and holds the state; the
/// toolkit class adds only the widget, its drawing and its events. Swift
/// classes inherit from one class, and each toolkit class already inherits
/// from its standard class, so what all widgets share lives here: the
/// protocol's extension makes the widget on first use (``widget``), gives it
/// the view's common look (``viewStyleDeclarations``: background, the
/// layer's corners and border) and sends a control's actions through the
/// standard control's target-action (``send(_:)``). Each class keeps its own
/// ``makeWidget()`` and ``configureWidget()``.
///
/// A plain view (``GtkUIView``, ``GtkNSView``) is a `GtkFixed`, and its
/// subviews are that fixed's children; a widget that cannot hold children
/// returns nil from ``subviewContainer``, and its subviews go into the
/// nearest ancestor's fixed.
///
/// ```swift
/// @MainActor
/// final class Spinner: GtkUIView {
///     override func makeWidget() -> WidgetPointer { gtk_spinner_new() }
///     override var subviewContainer: WidgetPointer? { nil }
/// }
/// ```
@MainActor
public protocol GtkView: View {
    /// The widget the view made and the window that shows it.
    var gtkState: GtkViewState { get }
    /// Makes the view's widget from the model's state.
    func makeWidget() -> WidgetPointer
    /// Gives the new widget the rest of the view's values and its signals.
    func configureWidget()
    /// The fixed that holds the widgets of the view's subviews, or nil when
    /// the widget cannot hold children (they go into an ancestor's).
    var subviewContainer: WidgetPointer? { get }
    /// The CSS declarations for the view's widget: colors, fonts, corners.
    var styleDeclarations: [(String, String)] { get }
    /// Does what a click, a tap or Enter does to the widget, through GTK, so
    /// the control sends its actions as it would for the user; false for a
    /// view that is not such a control.
    @discardableResult
    func activate() -> Bool
    /// Whether the view's origin is its top-left corner on macOS, as
    /// `NSView.isFlipped`; AppKit views are not, UIKit views always are.
    static var isFlipped: Bool { get }
}

extension GtkView {
    /// Not flipped, as most AppKit views are not.
    public static var isFlipped: Bool { false }

    /// Makes the widget, now that the document's values are all set: phase 2
    /// has set every property and phase 3 connected every outlet and runtime
    /// attribute, so the widget starts with the document's values.
    public func awakeFromNib() { _ = widget }

    /// Nothing more by default.
    public func configureWidget() {}

    /// None by default: the subviews' widgets go into an ancestor's fixed.
    public var subviewContainer: WidgetPointer? { nil }

    /// The view's common look by default (``viewStyleDeclarations``).
    public var styleDeclarations: [(String, String)] { viewStyleDeclarations }

    /// False by default: the view is no control.
    @discardableResult
    public func activate() -> Bool { false }

    /// `performClick:`, Cocoa's action for acting as if clicked, done
    /// through GTK (``activate()``) so the widget and the model change
    /// together and the window hears the actions sent.
    ///
    /// Bound on the main actor, it also makes every GTK class a main-actor
    /// class to NibKit's loader, which then instantiates a template of them
    /// only from the main actor (see "Swift concurrency" in `Docs/Embedding.md`).
    public static var actionBindings: [ActionBinding] { performClickBindings }

    /// The ``actionBindings`` every GTK class has: `performClick:`; an open
    /// class's overridable `actionBindings` starts with these.
    public static var performClickBindings: [ActionBinding] {
        [ActionBinding("performClick:") { (view: Self, _) in view.activate() }]
    }

    /// The GTK widget, made on first use; the view holds a reference to it.
    public var widget: WidgetPointer {
        if let made = gtkState.widget { return made }
        let made = makeWidget()
        g_object_ref_sink(made.object)
        gtkState.widget = made
        gtk_widget_add_css_class(made, "nibgtk")
        gtk_widget_add_css_class(made, styleClass)
        gtk_widget_set_overflow(made, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_visible(made, isHidden ? 0 : 1)
        gtk_widget_set_opacity(made, alpha)
        gtk_widget_set_sensitive(made, isEnabledForInput ? 1 : 0)
        if canBecomeFirstResponder { followFocus(of: made) }
        configureWidget()
        return made
    }

    /// Whether the widget has been made, so a change must reach it too.
    public var hasWidget: Bool { gtkState.widget != nil }

    /// The view's intrinsic content size as GTK measures its widget: on each
    /// axis where `standard` (the standard class's intrinsic size) has a
    /// length, the widget's natural length, without the size request its
    /// frame gave it; `standard` where the widget measures nothing or is not
    /// made yet. Each leaf widget class returns this from its
    /// `intrinsicContentSize`, which NibKit's layout engine reads.
    public func measuredIntrinsicSize(standard: CGSize) -> CGSize {
        guard let widget = gtkState.widget else { return standard }
        var requestWidth: Int32 = 0
        var requestHeight: Int32 = 0
        gtk_widget_get_size_request(widget, &requestWidth, &requestHeight)
        gtk_widget_set_size_request(widget, -1, -1)
        defer { gtk_widget_set_size_request(widget, requestWidth, requestHeight) }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
        return CGSize(
            width: standard.width < 0 || width <= 0 ? standard.width : Double(width),
            height: standard.height < 0 || height <= 0 ? standard.height : Double(height))
    }

    /// Whether the control takes input: `UIControl.isEnabled` or
    /// `NSControl.isEnabled`; a view that is no control always does.
    var isEnabledForInput: Bool {
        (self as? UIControl)?.isEnabled ?? (self as? NSControl)?.isEnabled ?? true
    }

    /// The layer whose corners and border the view's CSS draws: a UIKit
    /// view's `layer`.
    var drawnLayer: CALayer? { (self as? UIView)?.layer }

    /// The CSS every view shares: its background color and its layer's
    /// corner radius and border. A widget's ``styleDeclarations`` start with these.
    public var viewStyleDeclarations: [(String, String)] {
        var declarations: [(String, String)] = []
        if let backgroundColor { declarations.append(("background-color", backgroundColor.css)) }
        guard let layer = drawnLayer else { return declarations }
        if layer.cornerRadius > 0 { declarations.append(("border-radius", "\(layer.cornerRadius)px")) }
        if layer.borderWidth > 0 {
            let color = layer.borderColor?.css ?? "black"
            declarations.append(("border", "\(layer.borderWidth)px solid \(color)"))
        }
        return declarations
    }

    /// The CSS class of the view's ``styleDeclarations``, which the window's
    /// style sheet gives them: views that look alike share one class and one
    /// rule, so a document of a thousand controls is a sheet of a few rules
    /// (GTK reads a sheet recursively, a level a rule).
    public var styleClass: String {
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

    /// Makes the view the first responder whenever GTK's keyboard focus
    /// moves into its widget, so nil-target actions start where the user is.
    private func followFocus(of widget: WidgetPointer) {
        guard let focus = gtk_event_controller_focus_new() else { return }
        gtk_widget_add_controller(widget, focus)
        SignalHandler.connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in
            _ = self?.becomeFirstResponder()
        }
    }

    /// Sends the control's actions for each event in turn through the
    /// standard control's target-action, telling the window first what each
    /// action will reach, and afterwards that they were sent.
    public func send(_ events: [ControlEvent]) {
        guard let control = self as? any Control else { return }
        for event in events {
            gtkState.host?.willSend(event, from: control)
            control.sendActions(for: event)
        }
        gtkState.host?.actionsSent?()
    }
}

/// What a ``GtkView`` keeps beside its model: the GTK widget, once made,
/// and the window showing it.
///
/// Each widget class owns one; the widget is released with it.
@MainActor
public final class GtkViewState {
    /// The widget, once made.
    var widget: WidgetPointer?
    /// The window showing the view, which hears the actions its controls send.
    weak var host: WindowHost?

    /// Creates a state with no widget yet.
    nonisolated public init() {}

    isolated deinit {
        if let widget { g_object_unref(widget.object) }
    }
}
