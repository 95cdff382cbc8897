import CGtk4
import Foundation
import NibKit

/// A GTK window showing one root view: an iOS top-level view or window, or
/// a Cocoa window's content view.
///
/// Making the host places every widget (``FrameLayout``), loads the views'
/// style sheet, then lays the root out with NibKit's layout engine at its
/// own size or the size asked for: the widgets measure their natural sizes
/// (their views' `intrinsicContentSize`), the engine solves the document's
/// constraints, its stack views' and its autoresizing masks at once, and
/// each widget moves to its computed frame. When the window is resized, by
/// the user or by ``resize(to:)``, the engine re-solves at the new size
/// (`LayoutEngine.resize(to:)`) and the widgets move. ``present()`` shows
/// the window.
///
/// A storyboard's window (``StoryboardWindow``) puts bars above and below
/// the root (``setBars(top:bottom:)``) and shows another root after each
/// transition (``replaceRoot(with:)``): the old widgets leave the window,
/// the new root's are placed and laid out at the area between the bars.
///
/// ```swift
/// let host = WindowHost(root: form, title: "Login", platform: .iOS, application: application)
/// host.present()
/// host.resize(to: CGSize(width: 480, height: 320))  // re-solved, widgets moved
/// ```
@MainActor
public final class WindowHost {
    /// The view the window shows.
    public private(set) var root: View
    /// The `GtkWindow`.
    public let window: WidgetPointer
    /// The `GtkFixed` that holds the root's widget, the root's size.
    public let surface: WidgetPointer
    /// The window's content: a clip holding ``surface`` that lets the window
    /// shrink below the views' size.
    public let content: WidgetPointer
    /// Where every GTK view sits, root first, relative to the root's top-left
    /// corner, as the layout engine last placed it.
    public private(set) var placements: [Placement]
    /// The engine that lays the root out; nil for a root that is a dynamic
    /// object, whose frames are kept as the document gives them.
    public private(set) var engine: LayoutEngine?
    /// What the engine said of the last layout: misplaced and ambiguous
    /// views, broken constraints.
    public private(set) var layoutReport: LayoutReport?
    /// Hears every action a control in the window sends, before it is sent.
    public var actionHandler: ((DispatchedAction) -> Void)?
    /// Called after a control in the window has sent its actions: where a
    /// storyboard's window looks for the transition they made.
    public var actionsSent: (() -> Void)?
    /// The application whose responder chain nil-target actions travel.
    public let application: Application
    /// The document's main menu above the root view, once installed (``install(_:)``).
    public internal(set) var menuBar: MenuBar?

    private var stylesheet: Stylesheet?
    private let layout: FrameLayout
    /// The bars above and below the root (a navigation bar, a tab bar), in
    /// the window's column with the menu bar and the content.
    private var topBars: [WidgetPointer] = []
    private var bottomBars: [WidgetPointer] = []
    /// The vertical box of the menu bar, the bars and the content, once
    /// there is a bar; before that the content is the window's child.
    private var column: WidgetPointer?
    /// Interface Builder's build-time constraints for views that have none
    /// (``PrototypingConstraints``), kept alive for the engine.
    private var prototyping: [LayoutConstraint] = []
    private var frameCount = 0

    /// Builds the window for `root`, at its own size or `size`, and places its widgets.
    public init(
        root: View, title: String?, platform: Platform, application: Application, size: CGSize? = nil,
        decorations: WindowDecorations? = nil
    ) {
        self.root = root
        self.application = application
        layout = FrameLayout(platform: platform)
        let size = size ?? layout.frame(of: root).size
        let (width, height) = FrameLayout.pixels(size)
        window = gtk_window_new()
        surface = gtk_fixed_new()
        gtk_widget_set_overflow(surface, GTK_OVERFLOW_HIDDEN)
        // The window's own background, behind views that draw none.
        gtk_widget_add_css_class(surface, platform == .macOS ? "nibgtk-cocoa-window" : "nibgtk-uikit-window")
        content = FrameClip.makeShrinkable(holding: surface)
        let gtkWindow = window.as(GtkWindow.self)
        gtk_window_set_title(gtkWindow, title ?? "nib-gtk")
        gtk_window_set_default_size(gtkWindow, width, height)
        if let decorations {
            gtk_window_set_decorated(gtkWindow, decorations.isTitled ? 1 : 0)
            gtk_window_set_deletable(gtkWindow, decorations.isClosable ? 1 : 0)
        }
        gtk_window_set_child(gtkWindow, content)
        placements = []
        placeRoot(at: size)
        for property in ["notify::default-width", "notify::default-height"] {
            SignalHandler.connect(UnsafeMutableRawPointer(window), property, hasParameter: true) { [weak self] in
                self?.windowSizeChanged()
            }
        }
    }

    /// Places the root's widgets in the surface, loads their style sheet
    /// and lays the root out at `size` with a new engine.
    private func placeRoot(at size: CGSize) {
        placements = layout.place(root, in: surface)
        let stylesheet = Stylesheet(views: placements.map(\.view))
        stylesheet.install()
        self.stylesheet = stylesheet
        engine = root is DynamicObject ? nil : LayoutEngine(root: root, options: LayoutOptions(size: size))
        for placement in placements { placement.view.gtkState.host = self }
        // Natural sizes depend on the fonts the style sheet gives, so the
        // engine measures the widgets once it is installed.
        // Read from the document's frames, before the engine writes its own.
        prototyping = engine == nil ? [] : PrototypingConstraints(root: root).constraints
        layoutReport = engine?.layout()
        for constraint in prototyping { layoutReport = engine?.add(constraint) }
        movePlacements(size: size)
    }

    /// Shows `newRoot` in place of the root, at the size of the area between
    /// the bars: the old root's widgets leave the window (their views keep
    /// them, to be placed again), the new root's are placed, styled and laid
    /// out by a new engine. ``hasDrawnFirstFrame`` is false again until GTK
    /// has drawn the new root.
    ///
    /// ```swift
    /// host.replaceRoot(with: detail.view)  // after a push
    /// ```
    public func replaceRoot(with newRoot: View) {
        let size = rootArea
        // Innermost first: each widget leaves its clip, each clip its container.
        for placement in placements.reversed() {
            gtk_widget_unparent(placement.view.widget)
            gtk_widget_unparent(placement.clip)
        }
        placements = []
        root = newRoot
        placeRoot(at: size)
        if gtk_widget_get_mapped(window) != 0 { countFrames() }
    }

    /// Puts `top` above the root and `bottom` below it, in place of the bars
    /// there were (the menu bar stays first). The window keeps its size and
    /// the root is laid out again at the area left between the bars.
    public func setBars(top: [WidgetPointer], bottom: [WidgetPointer]) {
        guard let column = makeColumn() else { return }
        for bar in topBars + bottomBars { gtk_box_remove(column.as(GtkBox.self), bar) }
        topBars = top
        bottomBars = bottom
        var previous: WidgetPointer? = menuBar?.widget
        for bar in top {
            gtk_box_insert_child_after(column.as(GtkBox.self), bar, previous)
            previous = bar
        }
        for bar in bottom { gtk_box_append(column.as(GtkBox.self), bar) }
        windowSizeChanged()
    }

    /// The window's child once it is a vertical box holding the content,
    /// into which the menu bar and the other bars go; made on first use.
    func makeColumn() -> WidgetPointer? {
        if let column { return column }
        guard let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) else { return nil }
        // The window would drop the content's last reference when its child changes.
        g_object_ref(content.object)
        gtk_window_set_child(window.as(GtkWindow.self), box)
        gtk_box_append(box.as(GtkBox.self), content)
        g_object_unref(content.object)
        column = box
        return box
    }

    /// The size of the area the root has: the surface's size request.
    private var rootArea: CGSize {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(surface, &width, &height)
        return CGSize(width: Double(max(0, width)), height: Double(max(0, height)))
    }

    /// Lays the root out again at `size` (the engine re-solves only what the
    /// size changes) and moves every widget to its new frame; the window
    /// takes the new size.
    public func resize(to size: CGSize) {
        let (width, height) = FrameLayout.pixels(size)
        var currentWidth: Int32 = 0
        var currentHeight: Int32 = 0
        gtk_window_get_default_size(window.as(GtkWindow.self), &currentWidth, &currentHeight)
        let barHeight = barsHeight
        if currentWidth != width || currentHeight != height + barHeight {
            // Heard again by windowSizeChanged, which relays the size out.
            gtk_window_set_default_size(window.as(GtkWindow.self), width, height + barHeight)
        }
        relayout(at: size)
    }

    /// The height of the bars around the root: the menu bar's and the
    /// others'; the root's area is the window's less this.
    var barsHeight: Int32 {
        var total: Int32 = 0
        for bar in (menuBar.map { [$0.widget] } ?? []) + topBars + bottomBars {
            var height: Int32 = 0
            gtk_widget_measure(bar, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
            total += height
        }
        return total
    }

    /// The window's size changed (the user dragged it, or ``resize(to:)``):
    /// lays the root out at the area the bars leave.
    private func windowSizeChanged() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.as(GtkWindow.self), &width, &height)
        guard width > 0, height > 0 else { return }
        relayout(at: CGSize(width: Double(width), height: Double(max(0, height - barsHeight))))
    }

    /// Re-solves at `size` when it differs from the root's current size.
    private func relayout(at size: CGSize) {
        let (width, height) = FrameLayout.pixels(size)
        var requestWidth: Int32 = 0
        var requestHeight: Int32 = 0
        gtk_widget_get_size_request(surface, &requestWidth, &requestHeight)
        guard requestWidth != width || requestHeight != height else { return }
        if let engine { layoutReport = engine.resize(to: size) }
        movePlacements(size: size)
    }

    /// Moves every widget where the views' frames are now and gives the
    /// surface the root's size.
    private func movePlacements(size: CGSize) {
        let (width, height) = FrameLayout.pixels(size)
        gtk_widget_set_size_request(surface, width, height)
        placements = layout.move(placements, of: root, in: surface)
    }

    /// Shows the window and counts the frames GTK draws.
    public func present() {
        gtk_window_present(window.as(GtkWindow.self))
        countFrames()
    }

    /// Counts the frames GTK draws from now on, until the first has been drawn.
    private func countFrames() {
        frameCount = 0
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

    /// Whether GTK has laid out and drawn the window at least once since it
    /// was presented or its root was last replaced: the second frame clock
    /// tick comes after the first frame's paint.
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
