/// An object in the responder chain: NibKit's `UIResponder`.
///
/// An action sent with no target starts at the first responder and travels
/// along `next` links until an object can perform it. The default `next`
/// is a weak stored link, so chains never keep their members alive; toolkits
/// override it to compute the link (a view's superview, a window's controller).
///
/// ```swift
/// field.next = window
/// window.next = controller
/// application.firstResponder = field
/// application.sendAction("cancelOperation:", to: nil, from: field) // reaches controller
/// ```
open class Responder: NibObject {
    /// The next responder in the chain.
    open weak var next: Responder?

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
}
