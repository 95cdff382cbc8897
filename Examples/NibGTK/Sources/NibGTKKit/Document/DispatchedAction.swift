import NibKit

/// One action a control sent: what it was, which event sent it, and which
/// object it reached.
///
/// ```swift
/// host.actionHandler = { print($0.action, $0.isThroughResponderChain) }
/// ```
@MainActor
public struct DispatchedAction {
    /// The control that sent it: a ``GtkView`` or a ``GtkNSMenuItem``.
    public let sender: Responder
    /// The action's selector, `login:`.
    public let action: Selector
    /// The event that sent it.
    public let event: ControlEvent
    /// The target the document connected; nil for First Responder.
    public let target: NibObject?
    /// The object that performs it: the target, or the responder the chain
    /// found for a nil target (nil when no responder performs it).
    public let receiver: NibObject?

    /// Whether the action had a nil target and went down the responder chain.
    public var isThroughResponderChain: Bool { target == nil }
}
