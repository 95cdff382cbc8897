import CGtk4
import Foundation
import NibKit

/// A GTK window showing one root view: an iOS top-level view or window, or
/// a Cocoa window's content view.
///
/// Making the host places every widget (``FrameLayout``) and loads the
/// views' style sheet; ``present()`` shows the window. The window is the
/// root's size, or the size asked for, the root's subviews resized to it by
/// their autoresizing masks or solved by their constraints; it does not
/// resize afterwards.
///
/// ```swift
/// let host = WindowHost(root: form, title: "Login", platform: .iOS, application: application)
/// host.present()
/// ```
@MainActor
public final class WindowHost {
    /// The view the window shows.
    public let root: View
    /// The `GtkWindow`.
    public let window: WidgetPointer
    /// The `GtkFixed` that fills the window and holds the root's widget.
    public let surface: WidgetPointer
    /// Where every GTK view sits, root first, relative to the root's top-left corner.
    public let placements: [Placement]
    /// Hears every action a control in the window sends, before it is sent.
    public var actionHandler: ((DispatchedAction) -> Void)?
    /// The application whose responder chain nil-target actions travel.
    public let application: Application
    /// The document's main menu above the root view, once installed (``install(_:)``).
    public internal(set) var menuBar: MenuBar?

    private let stylesheet: Stylesheet
    private var frameCount = 0

    /// Builds the window for `root`, at its own size or `size`, and places its widgets.
    public init(
        root: View, title: String?, platform: Platform, application: Application, size: CGSize? = nil,
        decorations: WindowDecorations? = nil
    ) {
        self.root = root
        self.application = application
        var layout = FrameLayout(platform: platform)
        if let size { layout = layout.resized(root, to: size) }
        let size = layout.frame(of: root).size
        let width = Int32(size.width.rounded())
        let height = Int32(size.height.rounded())
        window = gtk_window_new()
        surface = gtk_fixed_new()
        gtk_widget_set_size_request(surface, width, height)
        gtk_widget_set_overflow(surface, GTK_OVERFLOW_HIDDEN)
        // The window's own background, behind views that draw none.
        gtk_widget_add_css_class(surface, platform == .macOS ? "nibgtk-cocoa-window" : "nibgtk-uikit-window")
        let gtkWindow = window.as(GtkWindow.self)
        gtk_window_set_title(gtkWindow, title ?? "nib-gtk")
        gtk_window_set_default_size(gtkWindow, width, height)
        gtk_window_set_resizable(gtkWindow, 0)
        if let decorations {
            gtk_window_set_decorated(gtkWindow, decorations.isTitled ? 1 : 0)
            gtk_window_set_deletable(gtkWindow, decorations.isClosable ? 1 : 0)
        }
        gtk_window_set_child(gtkWindow, surface)
        let placed = layout.place(root, in: surface)
        placements = placed.placements
        stylesheet = Stylesheet(views: placements.map(\.view))
        stylesheet.install()
        // Natural sizes depend on the fonts the style sheet gives.
        for container in placed.constraintContainers { container.addIntrinsicSizes() }
        for placement in placements { placement.view.gtkState.host = self }
    }

    /// Shows the window and counts the frames GTK draws.
    public func present() {
        gtk_window_present(window.as(GtkWindow.self))
        let data = Unmanaged.passRetained(FrameCounter(self)).toOpaque()
        let tick: GtkTickCallback = { _, _, data in
            guard let data else { return 0 }
            let counter = Unmanaged<FrameCounter>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { counter.tick() ? 1 : 0 }
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<FrameCounter>.fromOpaque(data).release()
        }
        gtk_widget_add_tick_callback(window, tick, data, release)
    }

    /// Whether GTK has laid out and drawn the window at least once: the
    /// second frame clock tick comes after the first frame's paint.
    public var hasDrawnFirstFrame: Bool { frameCount >= 2 }

    /// Destroys the window.
    public func close() {
        gtk_window_destroy(window.as(GtkWindow.self))
    }

    /// The rectangle GTK allocated to a view (its widget's clip), relative
    /// to the root's top-left corner, which is the surface's (the root may
    /// make no widget); nil before the window is laid out.
    public func allocation(of view: any GtkView) -> CGRect? {
        var bounds = graphene_rect_t()
        guard let clip = placements.first(where: { $0.view === view })?.clip,
            gtk_widget_compute_bounds(clip, surface, &bounds) != 0
        else { return nil }
        return CGRect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
            height: Double(bounds.size.height))
    }

    /// Tells the handler what each action for `event` will reach, by the
    /// rules `Application.sendAction(_:to:from:for:)` dispatches with.
    func willSend(_ event: ControlEvent, from control: any Control) {
        guard let actionHandler else { return }
        for pair in control.targetActions where pair.event == event {
            if pair.hasTarget && pair.target == nil { continue }
            let receiver: NibObject?
            if let target = pair.target {
                receiver = target
            } else {
                let start = application.firstResponder ?? control
                receiver =
                    start.target(forAction: pair.action, withSender: control)
                    ?? application.target(forAction: pair.action, withSender: control)
            }
            actionHandler(
                DispatchedAction(
                    sender: control, action: pair.action, event: event, target: pair.target, receiver: receiver))
        }
    }

    fileprivate func countFrame() { frameCount += 1 }
}

/// The tick callback's user data: holds its host weakly, so a closed window
/// does not keep the host alive.
@MainActor
private final class FrameCounter {
    weak var host: WindowHost?

    init(_ host: WindowHost) { self.host = host }

    /// Counts a frame; returns whether to keep counting.
    func tick() -> Bool {
        guard let host else { return false }
        host.countFrame()
        return !host.hasDrawnFirstFrame
    }
}
