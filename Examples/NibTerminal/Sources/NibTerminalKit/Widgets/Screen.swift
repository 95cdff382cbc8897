import Foundation
import NibKit

/// The terminal's screen: the windows shown, the first responder, key
/// dispatch and drawing.
///
/// It is the `LaunchPresenter` the toolkit hands to NibKit: in phase 5 of a
/// load, every window flagged visible at launch comes to
/// ``presentAtLaunch(_:id:)`` and is shown, and the first widget of its key
/// view loop becomes the application's first responder.
///
/// The screen never sets the first responder itself: it calls
/// `becomeFirstResponder()` on the widget, which finds the application along
/// its responder chain (widget, window, window controller, application).
///
/// Keys go first to the first responder's ``TerminalView/keyDown(_:)``. Tab and
/// Shift-Tab move the first responder along the key window's key view loop;
/// Esc sends `cancelOperation:` with a nil target, so it travels the
/// responder chain from the first responder; Ctrl-Q, and `q` when the first
/// responder does not take it as text, send `terminate:` the same way.
///
/// A window whose views have constraints (or stack views, which make
/// their own) is laid out by NibKit's layout engine, one point a cell: it
/// fills the terminal, columns × rows, and its widgets' intrinsic sizes are
/// the cells they draw (``Label``, ``Button``, ``TextField``). Each
/// ``render(width:height:)`` at another size re-solves it incrementally
/// (`LayoutEngine.resize(to:)`), so a screen follows the terminal's size.
/// A window of frames only keeps them.
///
/// ```swift
/// let screen = Screen(application: application)
/// _ = try template.instantiate(owner: controller, presenter: screen)
/// screen.handle(.tab)
/// print(screen.render().plainText)
/// ```
public final class Screen: LaunchPresenter {
    /// The application whose first responder the screen moves.
    public let application: TerminalApplication
    /// The windows shown, back to front.
    public private(set) var windows: [Window] = []
    /// The layout engine of each window, or view controller's view, laid
    /// out by constraints, by that root view, with the intrinsic sizes of
    /// its views when it was made.
    private var engines: [ObjectIdentifier: (engine: LayoutEngine, intrinsicSizes: [CGSize])] = [:]
    /// The root view controller of each window that shows one, by window:
    /// `UIWindow` keeps its `rootViewController` weakly, the screen keeps it.
    private var rootViewControllers: [ObjectIdentifier: UIViewController] = [:]

    /// The size of a window made for a view controller, in cells, until a
    /// render gives the terminal's: 40 × 10 inside its border, with a row
    /// more for a navigation bar.
    public static let defaultControllerWindowSize = CGSize(width: 42, height: 13)

    /// Creates an empty screen for `application`.
    public init(application: TerminalApplication) {
        self.application = application
    }

    /// The front window, which receives keys.
    public var keyWindow: Window? { windows.last }

    /// Phase 5: shows a window flagged visible at launch. Other objects have
    /// nothing to show on a terminal.
    public func presentAtLaunch(_ object: NibObject, id: String) {
        if let window = object as? Window {
            show(window)
        }
    }

    /// Brings `window` to the front as the key window
    /// (`makeKeyAndVisible()`) and makes the first widget of its key view
    /// loop (or the window) the first responder.
    ///
    /// A window with no next responder (no window controller) gets the
    /// application as its next, as a `UIWindow` leads to `UIApplication`, so
    /// that its widgets can become first responder.
    public func show(_ window: Window) {
        windows.removeAll { $0 === window }
        keyWindow?.isKeyWindow = false
        windows.append(window)
        window.makeKeyAndVisible()
        if window.next == nil { window.next = application }
        (window.keyViewLoop.first ?? window).becomeFirstResponder()
    }

    /// Shows `controller` as the root of a new window titled `title`, as a
    /// `UIWindow`'s `rootViewController` is shown, and returns the window.
    ///
    /// The controller's view (a navigation controller's with its top
    /// controller's) loads and is put in the window, inside its border, and
    /// the controller appears (`appearAsRoot(in:animated:)`: `viewWillAppear`,
    /// then `viewDidAppear`); then the window comes to the front as
    /// ``show(_:)`` brings it. Every layout places the controllers again, so
    /// what a segue, a push or a pop changes is drawn next; a controller
    /// presented above the root covers the window's inside, and its
    /// dismissal uncovers what it covered.
    /// A view that fails to load throws its error, and nothing is shown.
    @discardableResult
    public func show(
        rootViewController controller: UIViewController, title: String = "",
        size: CGSize = Screen.defaultControllerWindowSize
    ) throws(NibError) -> Window {
        let window = Window()
        window.title = title
        window.frame = CGRect(origin: .zero, size: size)
        try controller.appearAsRoot(in: window)
        window.rootViewController = controller
        rootViewControllers[ObjectIdentifier(window)] = controller
        show(window)
        return window
    }

    /// The view controller `window` shows as its root, if
    /// ``show(rootViewController:title:size:)`` made it.
    public func rootViewController(of window: Window) -> UIViewController? {
        rootViewControllers[ObjectIdentifier(window)]
    }

    /// Moves the first responder `step` places along the key window's key
    /// view loop, wrapping around.
    public func moveFirstResponder(by step: Int) {
        guard let loop = keyWindow?.keyViewLoop, !loop.isEmpty else { return }
        let index = loop.firstIndex { $0 === application.firstResponder }
        let next = index.map { (($0 + step) % loop.count + loop.count) % loop.count } ?? (step > 0 ? 0 : loop.count - 1)
        loop[next].becomeFirstResponder()
    }

    /// Handles one key, then lays the windows out again at their sizes, as
    /// UIKit's run loop runs a layout pass after the events it handles (what
    /// the key changed, a navigation controller's pushed controller, takes
    /// its place and its bar its items), and keeps the first responder in
    /// the key window.
    public func handle(_ key: Key) {
        dispatch(key)
        layOut()
        keepFirstResponderInKeyWindow()
    }

    /// Sends a key where it goes: Tab and Shift-Tab move the first
    /// responder, other keys go to it, and what it does not take becomes an
    /// action along the responder chain.
    private func dispatch(_ key: Key) {
        switch key {
        case .tab: return moveFirstResponder(by: 1)
        case .backtab: return moveFirstResponder(by: -1)
        default: break
        }
        let firstResponder = application.firstResponder
        if let view = firstResponder as? any TerminalView, view.keyDown(key) { return }
        switch key {
        case .escape:
            application.sendAction("cancelOperation:", to: nil, from: firstResponder)
        case .control("q"), .character("q"):
            application.sendAction("terminate:", to: nil, from: firstResponder)
        default:
            break
        }
    }

    /// Makes the first widget of the key window's key view loop (or the
    /// window) the first responder when the first responder has left the
    /// loop: a push, a pop or an unwind took its view away, as UIKit's first
    /// responder resigns when its view leaves the window, a presentation
    /// covered it, or it can no longer be first responder (a navigation bar
    /// with no back marker left).
    private func keepFirstResponderInKeyWindow() {
        guard let window = keyWindow else { return }
        let loop = window.keyViewLoop
        if let responder = application.firstResponder,
            responder === window || loop.contains(where: { $0 === responder })
        {
            return
        }
        (window.keyViewLoop.first ?? window).becomeFirstResponder()
    }

    /// Draws the windows shown and not hidden, back to front, on a canvas of
    /// the given size, or just large enough for them.
    ///
    /// A window laid out by constraints is first laid out at that size, or
    /// at its own when none is given (``layOut(columns:rows:)``).
    public func render(width: Int? = nil, height: Int? = nil) -> Canvas {
        layOut(columns: width, rows: height)
        let frames = windows.filter { !$0.isHidden }.map(\.cellFrame)
        var canvas = Canvas(
            width: width ?? frames.map { $0.x + $0.width }.max() ?? 0,
            height: height ?? frames.map { $0.y + $0.height }.max() ?? 0)
        for window in windows where !window.isHidden {
            window.drawHierarchy(in: &canvas, focused: application.firstResponder)
        }
        return canvas
    }

    /// Lays out every shown window whose views have constraints, and every
    /// window showing a view controller, at the terminal's size, `columns` ×
    /// `rows` points (one point a cell), or at its own size for a length not
    /// given, and returns the engine's reports; other windows keep their
    /// frames.
    ///
    /// In a window that shows a view controller, the controller on top (the
    /// root, or the last one presented above it) gets the window's inside,
    /// within its border, and is laid out as ``layOut(_:)`` says. The first layout of a
    /// view solves its constraints; a later one at another size re-solves
    /// only what the size changes.
    @discardableResult
    public func layOut(columns: Int? = nil, rows: Int? = nil) -> [LayoutReport] {
        var reports: [LayoutReport] = []
        for window in windows {
            let controller = rootViewController(of: window)
            guard controller != nil || Self.isLaidOutByConstraints(window) else { continue }
            let current = window.frame.size
            let size = CGSize(
                width: columns.map(Double.init) ?? current.width, height: rows.map(Double.init) ?? current.height)
            if let controller {
                window.frame = CGRect(origin: .zero, size: size)
                let inside = CGRect(x: 1, y: 1, width: max(0, size.width - 2), height: max(0, size.height - 2))
                // Only the top controller is on screen; what it covers is laid out when uncovered.
                if let shown = Self.place(Self.presentations(from: controller), in: window).last {
                    (shown.viewIfLoaded as? NibKit.View)?.frame = inside
                    reports += layOut(shown)
                }
            } else {
                window.frame = CGRect(origin: .zero, size: window.frame.size)
                reports.append(layOut(root: window, at: size, options: LayoutOptions(size: size)))
            }
        }
        engines = engines.filter { _, entry in windows.contains { entry.engine.root.isDescendant(of: $0) } }
        return reports
    }

    /// `root` and the controllers presented above it, bottom to top: the
    /// root's `presentedViewController` (which a child's presentation from
    /// the root's context is), then the one that presented, and so on.
    private static func presentations(from root: UIViewController) -> [UIViewController] {
        var stack = [root]
        while let presented = stack.last?.presentedViewController, !stack.contains(where: { $0 === presented }) {
            stack.append(presented)
        }
        return stack
    }

    /// Keeps `window`'s view controller views those of `stack`, in its
    /// order, and shows only the top one, as a modal presentation covers
    /// what is below it: a presented view, which NibKit leaves without a
    /// superview, is put in the window, and a dismissed one taken out. The
    /// covered views are hidden, so that neither they nor their widgets draw
    /// or are in the key view loop. Returns the controllers whose views are
    /// in the window.
    private static func place(_ stack: [UIViewController], in window: Window) -> [UIViewController] {
        let shown = stack.filter { $0.viewIfLoaded is NibKit.View }
        let views = shown.compactMap { $0.viewIfLoaded as? NibKit.View }
        // The screen made the window for these views alone; any other is a
        // dismissed controller's, which may be gone already.
        for subview in window.subviews where !views.contains(where: { $0 === subview }) {
            subview.removeFromSuperview()
        }
        for (index, view) in views.enumerated() {
            if view.superview !== window { window.addSubview(view) }
            view.isHidden = index < views.count - 1
        }
        return shown
    }

    /// Lays out a view controller on screen and the children that appear
    /// with it, each inside `layoutView(using:)`, so that it hears
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, as UIKit's
    /// layout pass sends them: a container places its children's views in
    /// the first (a ``NavigationController`` its bar and top controller),
    /// then a view whose own views have constraints is solved at its size,
    /// with no safe area insets, as the terminal has none.
    @discardableResult
    public func layOut(_ controller: UIViewController) -> [LayoutReport] {
        var reports: [LayoutReport] = []
        // The closure throws nothing, so neither does layoutView(using:), whose error is only the closure's.
        try? controller.layoutView { view in
            guard Self.isLaidOutByConstraints(view) else { return }
            let options = LayoutOptions(
                size: view.frame.size, safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                isViewControllerRoot: true)
            reports.append(layOut(root: view, at: view.frame.size, options: options))
        }
        for child in controller.childrenReceivingAppearance {
            reports += layOut(child)
        }
        return reports
    }

    /// Solves the constraints under `root` at `size`: the first time with a
    /// new engine, later by resizing that one, unless a view's intrinsic
    /// size has changed since (a label's new text), which the engine took
    /// when it was made, or views came or went: then with a new engine.
    private func layOut(root: NibKit.View, at size: CGSize, options: LayoutOptions) -> LayoutReport {
        let intrinsicSizes = Self.intrinsicSizes(under: root)
        if let entry = engines[ObjectIdentifier(root)], entry.intrinsicSizes == intrinsicSizes {
            return entry.engine.resize(to: size)
        }
        let engine = LayoutEngine(root: root, options: options)
        engines[ObjectIdentifier(root)] = (engine, intrinsicSizes)
        return engine.layout()
    }

    /// The intrinsic content size of `view` and of every view below it, depth first.
    private static func intrinsicSizes(under view: NibKit.View) -> [CGSize] {
        [(view as? UIView)?.intrinsicContentSize ?? .zero] + view.subviews.flatMap(intrinsicSizes(under:))
    }

    /// Whether a view or one below it has constraints or makes its own (a
    /// stack view). Another view controller's view is that controller's to
    /// lay out, and is not looked into.
    private static func isLaidOutByConstraints(_ view: NibKit.View) -> Bool {
        !view.constraints.isEmpty || view is any GeneratedLayoutProviding
            || view.subviews.contains { $0.viewController == nil && isLaidOutByConstraints($0) }
    }

    /// Where the terminal's cursor goes: in the first responder, when it
    /// shows one (a text field's insertion point).
    public var cursorPosition: CellPoint? {
        guard let view = application.firstResponder as? any TerminalView, let cursor = view.cursorPosition else {
            return nil
        }
        return cursor.offset(by: view.screenOrigin)
    }
}
