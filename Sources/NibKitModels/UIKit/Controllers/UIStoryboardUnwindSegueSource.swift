import NibKitLoader

/// A scene's Exit, as Interface Builder's `<exit>`: the source of the scene's
/// unwind segues, which lead back to whichever view controller on the way
/// back performs their unwind action.
///
/// Every action sent to the Exit (a button's `<action … destination="exit">`)
/// names the unwind action to look for, as UIKit's exit turns each into the
/// unwind segue it starts. Performing that segue is not modelled yet: the
/// exit performs every action by recording it in ``unwindRequests``.
///
/// ```swift
/// let exit = try #require(instance.object(withID: "u0Z-hB-Ujy") as? UIStoryboardUnwindSegueSource)
/// button.sendActions(for: .touchUpInside)
/// exit.unwindRequests.map(\.action)  // ["updateMedInfoButton:"]
/// ```
open class UIStoryboardUnwindSegueSource: NibObject {
    /// Each action sent to the exit, in order, with its sender: the unwind
    /// segues asked for.
    public private(set) var unwindRequests: [(action: Selector, sender: Any?)] = []

    /// True: any action names an unwind action.
    open override class var performsAnyAction: Bool { true }

    /// Records `action` and `sender` in ``unwindRequests`` and returns true.
    @discardableResult
    open override func perform(_ action: Selector, sender: Any?, event: Any?) -> Bool {
        unwindRequests.append((action, sender))
        return true
    }
}
