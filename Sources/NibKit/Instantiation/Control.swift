/// A responder that sends actions to targets when events happen: NibKit's
/// `UIControl`.
///
/// The archive's action connections arrive through `addTarget(_:action:for:)`.
/// A nil target means "the responder chain": sending finds the application at
/// the end of the control's own chain and lets it dispatch from its first
/// responder. Targets are held weakly, as UIKit holds them.
///
/// ```swift
/// button.addTarget(controller, action: "login:", for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// ```
open class Control: Responder {
    /// A control event, named as Interface Builder names it.
    public struct Event: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let touchDown = Event(rawValue: "touchDown")
        public static let touchDownRepeat = Event(rawValue: "touchDownRepeat")
        public static let touchDragInside = Event(rawValue: "touchDragInside")
        public static let touchDragOutside = Event(rawValue: "touchDragOutside")
        public static let touchDragEnter = Event(rawValue: "touchDragEnter")
        public static let touchDragExit = Event(rawValue: "touchDragExit")
        public static let touchUpInside = Event(rawValue: "touchUpInside")
        public static let touchUpOutside = Event(rawValue: "touchUpOutside")
        public static let touchCancel = Event(rawValue: "touchCancel")
        public static let valueChanged = Event(rawValue: "valueChanged")
        public static let primaryActionTriggered = Event(rawValue: "primaryActionTriggered")
        public static let menuActionTriggered = Event(rawValue: "menuActionTriggered")
        public static let editingDidBegin = Event(rawValue: "editingDidBegin")
        public static let editingChanged = Event(rawValue: "editingChanged")
        public static let editingDidEnd = Event(rawValue: "editingDidEnd")
        public static let editingDidEndOnExit = Event(rawValue: "editingDidEndOnExit")

        /// Every event an archive may name.
        public static let all: [Event] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
            .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged,
            .editingDidEnd, .editingDidEndOnExit,
        ]
    }

    /// One registered target-action pair.
    public struct TargetAction {
        /// The target, or nil for the responder chain.
        public var target: NibObject? { storage }
        /// Whether a target was given (false means the responder chain).
        public let hasTarget: Bool
        /// The action sent.
        public let action: Selector
        /// The event that sends it.
        public let event: Event
        weak var storage: NibObject?
    }

    /// The registered target-action pairs, in the order they were added.
    public private(set) var targetActions: [TargetAction] = []

    /// Registers `action` to be sent to `target` (nil: the responder chain)
    /// when `event` happens. Adding the same triple twice has no effect.
    public final func addTarget(_ target: NibObject?, action: Selector, for event: Event) {
        let duplicate = targetActions.contains {
            $0.action == action && $0.event == event && $0.hasTarget == (target != nil)
                && $0.storage === target
        }
        if !duplicate {
            targetActions.append(
                TargetAction(hasTarget: target != nil, action: action, event: event, storage: target))
        }
    }

    /// Removes `action` (or every action when nil) for `target` and `event`.
    public final func removeTarget(_ target: NibObject?, action: Selector?, for event: Event) {
        targetActions.removeAll {
            $0.storage === target && $0.event == event && (action == nil || $0.action == action)
        }
    }

    /// The actions registered for `target` (nil: the responder chain) and `event`.
    public final func actions(forTarget target: NibObject?, forEvent event: Event) -> [Selector] {
        targetActions.filter { $0.storage === target && $0.event == event }.map(\.action)
    }

    /// Sends every action registered for `event`, in registration order.
    public final func sendActions(for event: Event) {
        for pair in targetActions where pair.event == event {
            // A weak target that has gone away sends nothing, as in UIKit.
            if pair.hasTarget && pair.storage == nil { continue }
            sendAction(pair.action, to: pair.storage)
        }
    }

    /// Sends one action: to `target` directly, or with a nil target through
    /// the application found along this control's chain (or, with no
    /// application, along the chain from this control).
    @discardableResult
    open func sendAction(_ action: Selector, to target: NibObject?) -> Bool {
        if let target {
            return target.perform(action, sender: self)
        }
        if let application = application {
            return application.sendAction(action, to: nil, from: self)
        }
        guard let responder = self.target(forAction: action, withSender: self) else { return false }
        return responder.perform(action, sender: self)
    }

    private var application: Application? {
        var visited = Set<ObjectIdentifier>()
        var current: Responder? = next
        while let responder = current, visited.insert(ObjectIdentifier(responder)).inserted {
            if let application = responder as? Application { return application }
            current = responder.next
        }
        return nil
    }
}
