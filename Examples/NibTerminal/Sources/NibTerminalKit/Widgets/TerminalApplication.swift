import NibKit

/// The application object at the end of the responder chain, which runs
/// until it performs `terminate:`.
///
/// NibKit's `Application` does the dispatching: an action with a nil target
/// starts at `firstResponder` and travels the `next` links, then reaches the
/// application and its delegate. The ``Screen`` moves the first responder
/// with `becomeFirstResponder()` as Tab moves it; every window's chain leads
/// here, so the responder finds this application.
///
/// ```swift
/// let application = TerminalApplication()
/// application.delegate = appDelegate
/// application.sendAction("terminate:", to: nil, from: nil)
/// application.isRunning // false
/// ```
public final class TerminalApplication: Application, NibActionPerforming {
    /// Whether the event loop goes on; `terminate:` ends it.
    public private(set) var isRunning = true

    /// `terminate:`, which ends the event loop.
    public static var actionBindings: [ActionBinding] {
        [ActionBinding("terminate:", TerminalApplication.terminate)]
    }

    /// Ends the event loop after the current key.
    public func terminate(_ sender: Any?) {
        isRunning = false
    }
}
