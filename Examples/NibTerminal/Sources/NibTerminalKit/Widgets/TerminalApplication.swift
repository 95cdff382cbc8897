import NibKit

/// The application object at the end of the responder chain, which runs
/// until it performs `terminate:`.
///
/// NibKit's `Application` does the dispatching: an action with a nil target
/// starts at `firstResponder` and travels the `next` links, then reaches the
/// application and its delegate. The ``Screen`` keeps `firstResponder`
/// current as Tab moves it.
///
/// ```swift
/// let application = TerminalApplication()
/// application.delegate = appDelegate
/// application.sendAction("terminate:", to: nil, from: nil)
/// application.isRunning // false
/// ```
public final class TerminalApplication: Application {
    /// Whether the event loop goes on; `terminate:` ends it.
    public private(set) var isRunning = true

    public override class var actionBindings: [ActionBinding] {
        super.actionBindings + [ActionBinding("terminate:", TerminalApplication.terminate)]
    }

    /// Ends the event loop after the current key.
    public func terminate(_ sender: Any?) {
        isRunning = false
    }
}
