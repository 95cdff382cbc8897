import NibKitCore
import NibKitLoader

/// A scene's Exit, as Interface Builder's `<exit>`: the source of the scene's
/// unwind segues, which lead back to whichever view controller on the way
/// back performs their unwind action.
///
/// Every action sent to the Exit (a button's `<action … destination="exit">`)
/// names the unwind action to look for, as UIKit's exit turns each into the
/// unwind segue it starts: the source is the view controller whose view
/// holds the sender (found along the sender's responder chain), and
/// ``UIViewController/unwind(action:identifier:sender:isolation:)`` finds
/// the destination, calls the action on it and goes back to it, loading
/// views with the isolation of the source's storyboard
/// (``StoryboardSceneSource/isolation``), as an action has no caller whose
/// isolation it could take. An action cannot throw, so the error an unwind
/// meets is kept in ``lastError``.
///
/// ```swift
/// let exit = try #require(instance.object(withID: "u0Z-hB-Ujy") as? UIStoryboardUnwindSegueSource)
/// button.sendActions(for: .touchUpInside)  // unwinds with updateMedInfoButton:
/// ```
open class UIStoryboardUnwindSegueSource: NibObject {
    /// The error the last unwind met, or nil.
    public private(set) var lastError: NibError?
    /// Called with the error an unwind meets, or nil.
    public var errorHandler: ((NibError) -> Void)?

    /// True: any action names an unwind action.
    open override class var performsAnyAction: Bool { true }

    /// Unwinds from the view controller that holds `sender` with `action`;
    /// returns true, the action being taken by the exit whether or not a
    /// destination is found.
    @discardableResult
    open override func perform(_ action: Selector, sender: Any?, event: Any?) -> Bool {
        lastError = nil
        do throws(NibError) {
            guard let source = Self.controller(holding: sender) else {
                throw ViewControllerMessages.unwindWithoutSource(action)
            }
            try source.unwind(action: action, sender: sender, isolation: source.storyboard?.isolation)
        } catch {
            lastError = error
            errorHandler?(error)
        }
        return true
    }

    /// The first view controller along `sender`'s responder chain, or nil.
    static func controller(holding sender: Any?) -> UIViewController? {
        var visited = Set<ObjectIdentifier>()
        var current = sender as? Responder
        while let responder = current, visited.insert(ObjectIdentifier(responder)).inserted {
            if let controller = responder as? UIViewController { return controller }
            current = responder.next
        }
        return nil
    }
}
