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
    public func render(width: Int? = nil, height: Int? = nil) -> Canvas {
        let frames = windows.filter { !$0.isHidden }.map(\.cellFrame)
        var canvas = Canvas(
            width: width ?? frames.map { $0.x + $0.width }.max() ?? 0,
            height: height ?? frames.map { $0.y + $0.height }.max() ?? 0)
        for window in windows where !window.isHidden {
            window.drawHierarchy(in: &canvas, focused: application.firstResponder)
        }
        return canvas
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
