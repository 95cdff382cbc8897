/// A control event, named as Interface Builder names it.
///
/// The events are UIKit's `UIControl.Event`s. An archive's action connection
/// names one (`event="touchUpInside"`), and a toolkit's control says when each
/// happens by calling ``Control/sendActions(for:)``: NibKit sees no input, so
/// it never sends an event itself.
///
/// ```swift
/// button.addTarget(controller, action: "login:", for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)  // controller.login(button)
/// ```
public struct ControlEvent: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The event's name as an archive writes it, such as `touchUpInside`.
    public let rawValue: String
    /// The event of that name. Any name makes an event, but a template refuses
    /// an archive that names one not in ``all``.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The event's name, ``rawValue``.
    public var description: String { rawValue }

    /// A finger touches down in the control.
    public static let touchDown = ControlEvent(rawValue: "touchDown")
    /// A second or later touch down in quick succession, as in a double tap.
    public static let touchDownRepeat = ControlEvent(rawValue: "touchDownRepeat")
    /// A finger is dragged within the control's bounds.
    public static let touchDragInside = ControlEvent(rawValue: "touchDragInside")
    /// A finger is dragged outside the control's bounds.
    public static let touchDragOutside = ControlEvent(rawValue: "touchDragOutside")
    /// A dragged finger enters the control's bounds.
    public static let touchDragEnter = ControlEvent(rawValue: "touchDragEnter")
    /// A dragged finger leaves the control's bounds.
    public static let touchDragExit = ControlEvent(rawValue: "touchDragExit")
    /// A finger lifts inside the control's bounds: a button's tap, the event
    /// most action connections name.
    public static let touchUpInside = ControlEvent(rawValue: "touchUpInside")
    /// A finger lifts outside the control's bounds, abandoning the tap.
    public static let touchUpOutside = ControlEvent(rawValue: "touchUpOutside")
    /// The system cancels the current touches.
    public static let touchCancel = ControlEvent(rawValue: "touchCancel")
    /// The control's value changes: a slider moves, a switch flips, a list's
    /// selection moves.
    public static let valueChanged = ControlEvent(rawValue: "valueChanged")
    /// The control's main action happens, however it was triggered (a tap, a
    /// key); a button sends it after ``touchUpInside``.
    public static let primaryActionTriggered = ControlEvent(rawValue: "primaryActionTriggered")
    /// The control is about to show its menu.
    public static let menuActionTriggered = ControlEvent(rawValue: "menuActionTriggered")
    /// Editing begins in a text field.
    public static let editingDidBegin = ControlEvent(rawValue: "editingDidBegin")
    /// The text of a text field changes while it is edited.
    public static let editingChanged = ControlEvent(rawValue: "editingChanged")
    /// Editing ends in a text field.
    public static let editingDidEnd = ControlEvent(rawValue: "editingDidEnd")
    /// Editing ends in a text field because the user pressed Return.
    public static let editingDidEndOnExit = ControlEvent(rawValue: "editingDidEndOnExit")

    /// Every event an archive may name.
    public static let all: [ControlEvent] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
        .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
        .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged,
        .editingDidEnd, .editingDidEndOnExit,
    ]
}

/// One registered target-action pair of a control.
public struct ControlTargetAction {
    /// The target, or nil for the responder chain.
    public var target: NibObject? { storage }
    /// Whether a target was given (false means the responder chain).
    public let hasTarget: Bool
    /// The action sent.
    public let action: Selector
    /// The event that sends it.
    public let event: ControlEvent
    weak var storage: NibObject?
}

/// A responder that sends actions to targets when events happen: NibKit's
/// `UIControl` and `NSControl`.
///
/// A protocol rather than a class, so that a toolkit's button can subclass
/// the toolkit's own view and still be a control:
///
/// ```swift
/// final class Button: Widget, Control {}   // Widget: View
/// button.addTarget(controller, action: "login:", for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// ```
///
/// The archive's action connections arrive through `addTarget(_:action:for:)`;
/// only controls may be the source of one. A nil target means "the responder
/// chain": the application found along the control's chain dispatches it from
/// its first responder. Targets are held weakly, as UIKit holds them.
public protocol Control: Responder {}

extension Control {
    /// A control event.
    public typealias Event = ControlEvent
    /// One registered target-action pair.
    public typealias TargetAction = ControlTargetAction

    /// The registered target-action pairs, in the order they were added.
    public var targetActions: [ControlTargetAction] { controlTargetActions.pairs }

    /// Registers `action` to be sent to `target` (nil: the responder chain)
    /// when `event` happens. Adding the same triple twice has no effect.
    public func addTarget(_ target: NibObject?, action: Selector, for event: ControlEvent) {
        addControlTarget(target, action: action, for: event)
    }

    /// Removes `action` (or every action when nil) for `target` and `event`.
    public func removeTarget(_ target: NibObject?, action: Selector?, for event: ControlEvent) {
        controlTargetActions.remove(target, action: action, for: event)
    }

    /// The actions registered for `target` (nil: the responder chain) and `event`.
    public func actions(forTarget target: NibObject?, forEvent event: ControlEvent) -> [Selector] {
        controlTargetActions.pairs.filter { $0.storage === target && $0.event == event }.map(\.action)
    }

    /// Sends every action registered for `event`, in registration order.
    public func sendActions(for event: ControlEvent) {
        for pair in controlTargetActions.pairs where pair.event == event {
            // A weak target that has gone away sends nothing, as in UIKit.
            if pair.hasTarget && pair.storage == nil { continue }
            sendAction(pair.action, to: pair.storage, for: event)
        }
    }

    /// Sends one action: to `target` directly, or with a nil target through
    /// the application found along this control's chain (with no application,
    /// along the chain from this control), as `UIControl` hands it to
    /// `UIApplication.sendAction(_:to:from:for:)`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: NibObject?, for event: Any? = nil) -> Bool {
        if let application {
            return application.sendAction(action, to: target, from: self, for: event)
        }
        if let target {
            return target.perform(action, sender: self, event: event)
        }
        guard let responder = self.target(forAction: action, withSender: self) else { return false }
        return responder.perform(action, sender: self, event: event)
    }
}

extension Responder {
    /// Registers a target-action pair of a control; phase 3 calls it for a
    /// control whose class was checked when it was registered.
    final func addControlTarget(_ target: NibObject?, action: Selector, for event: ControlEvent) {
        controlTargetActions.add(target, action: action, for: event)
    }
}

/// A control's target-action pairs in the order they were added, each
/// triple once.
///
/// Whether a triple is there already is a scan while a control has a few
/// pairs, as almost every control has, and a hash lookup beyond: an archive
/// may give one control any number of actions, and a scan for each would
/// make loading it quadratic.
struct ControlTargetActions {
    private(set) var pairs: [ControlTargetAction] = []
    /// The position of each triple's pair, once there are more than `scanLimit`.
    private var positions: [Triple: Int] = [:]
    private static let scanLimit = 8

    /// A pair's action, event and target, the target by identity (nil: the
    /// responder chain). A pair whose target has gone away may share its
    /// identity with a new object, so a triple found is checked against
    /// the pair's target itself.
    private struct Triple: Hashable {
        let action: Selector
        let event: ControlEvent
        let target: ObjectIdentifier?
    }

    mutating func add(_ target: NibObject?, action: Selector, for event: ControlEvent) {
        let pair = ControlTargetAction(hasTarget: target != nil, action: action, event: event, storage: target)
        if pairs.count < Self.scanLimit {
            guard !pairs.contains(where: { $0.isSame(as: pair) }) else { return }
            pairs.append(pair)
            if pairs.count == Self.scanLimit { reindex() }
            return
        }
        let triple = Triple(action: action, event: event, target: target.map(ObjectIdentifier.init))
        if let position = positions[triple], pairs[position].isSame(as: pair) { return }
        positions[triple] = pairs.count
        pairs.append(pair)
    }

    mutating func remove(_ target: NibObject?, action: Selector?, for event: ControlEvent) {
        pairs.removeAll { $0.storage === target && $0.event == event && (action == nil || $0.action == action) }
        reindex()
    }

    /// Rebuilds `positions` from `pairs`: a pair whose target has gone away
    /// stands for no object, and is left out.
    private mutating func reindex() {
        positions = [:]
        guard pairs.count >= Self.scanLimit else { return }
        for (position, pair) in pairs.enumerated() where !pair.hasTarget || pair.storage != nil {
            positions[Triple(action: pair.action, event: pair.event, target: pair.storage.map(ObjectIdentifier.init))] =
                position
        }
    }
}

extension ControlTargetAction {
    /// Whether both pairs send the same action for the same event to the same
    /// target (a pair whose target has gone away holds nil, so it is the same
    /// as no pair added since).
    fileprivate func isSame(as other: ControlTargetAction) -> Bool {
        action == other.action && event == other.event && hasTarget == other.hasTarget && storage === other.storage
    }
}
