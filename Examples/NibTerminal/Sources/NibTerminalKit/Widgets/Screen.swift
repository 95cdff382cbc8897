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
    /// The layout engine of each window laid out by constraints, by window.
    private var engines: [ObjectIdentifier: LayoutEngine] = [:]

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

    /// Moves the first responder `step` places along the key window's key
    /// view loop, wrapping around.
    public func moveFirstResponder(by step: Int) {
        guard let loop = keyWindow?.keyViewLoop, !loop.isEmpty else { return }
        let index = loop.firstIndex { $0 === application.firstResponder }
        let next = index.map { (($0 + step) % loop.count + loop.count) % loop.count } ?? (step > 0 ? 0 : loop.count - 1)
        loop[next].becomeFirstResponder()
    }

    /// Handles one key.
    public func handle(_ key: Key) {
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

    /// Lays out every shown window whose views have constraints at the
    /// terminal's size, `columns` × `rows` points (one point a cell), or at
    /// its own size for a length not given, and returns the engine's
    /// reports; other windows keep their frames.
    ///
    /// The first layout of a window solves its constraints; a later one at
    /// another size re-solves only what the size changes.
    @discardableResult
    public func layOut(columns: Int? = nil, rows: Int? = nil) -> [LayoutReport] {
        windows.filter(Self.isLaidOutByConstraints).map { window in
            let current = window.frame.size
            let size = CGSize(
                width: columns.map(Double.init) ?? current.width, height: rows.map(Double.init) ?? current.height)
            window.frame = CGRect(origin: .zero, size: window.frame.size)
            if let engine = engines[ObjectIdentifier(window)] {
                return engine.resize(to: size)
            }
            let engine = LayoutEngine(root: window, options: LayoutOptions(size: size))
            engines[ObjectIdentifier(window)] = engine
            return engine.layout()
        }
    }

    /// Whether a view or one below it has constraints or makes its own (a
    /// stack view).
    private static func isLaidOutByConstraints(_ view: NibKit.View) -> Bool {
        !view.constraints.isEmpty || view is any GeneratedLayoutProviding
            || view.subviews.contains(where: isLaidOutByConstraints)
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
