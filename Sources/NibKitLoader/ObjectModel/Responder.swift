/// An object in the responder chain: NibKit's `UIResponder`.
///
/// An action sent with no target starts at the first responder and travels
/// along `next` links until an object can perform it. The default `next`
/// is a weak stored link, so chains never keep their members alive; a
/// ``View``'s is its view controller or its superview, as in UIKit.
///
/// One responder at a time is the first responder of its application: the
/// one found along its chain. A responder that can take the role says so with
/// `canBecomeFirstResponder`; `becomeFirstResponder()` asks the current one to
/// resign first, as UIKit does.
///
/// ```swift
/// field.next = window
/// window.next = application
/// field.becomeFirstResponder()
/// application.sendAction("cancelOperation:", to: nil, from: button) // starts at field
/// ```
open class Responder: NibObject {
    /// The next responder in the chain.
    open weak var next: Responder?

    /// The target-action pairs of a responder that is a ``Control``; kept
    /// here because a protocol cannot hold storage.
    var controlTargetActions = ControlTargetActions()

    /// Whether this responder handles `action`; by default, whether it performs it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that would handle `action`: this one or the first along
    /// the chain that can perform it.
    public final func target(forAction action: Selector, withSender sender: Any?) -> Responder? {
        var visited = Set<ObjectIdentifier>()
        var current: Responder? = self
        while let responder = current, visited.insert(ObjectIdentifier(responder)).inserted {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }

    // MARK: First responder

    /// Whether this responder can become the first responder; false by
    /// default, as in UIKit. Text fields and other controls that take keys
    /// override it.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets another become the first responder; true
    /// by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its application's first responder.
    public final var isFirstResponder: Bool {
        application?.firstResponder === self
    }

    /// Makes this responder the first responder of the application found
    /// along its chain, after the current one resigns. Returns false, changing
    /// nothing, when it cannot become first responder, the current one
    /// refuses to resign, or no application is on its chain.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application else { return false }
        if application.firstResponder === self { return true }
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        return true
    }

    /// Gives up the first responder role. Returns false, changing nothing,
    /// when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let application, application.firstResponder === self { application.firstResponder = nil }
        return true
    }

    /// The first application along the chain from this responder.
    final var application: Application? {
        var visited = Set<ObjectIdentifier>()
        var current: Responder? = self
        while let responder = current, visited.insert(ObjectIdentifier(responder)).inserted {
            if let application = responder as? Application { return application }
            current = responder.next
        }
        return nil
    }
}
