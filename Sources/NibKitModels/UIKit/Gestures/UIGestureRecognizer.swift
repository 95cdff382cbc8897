import NibKitLoader

/// An object that recognizes a gesture on a view and sends its actions, as
/// UIKit's `UIGestureRecognizer`.
///
/// Interface Builder writes a recognizer as an object of the document, its
/// action connections to their targets, and attaches it to a view through
/// the view's `gestureRecognizers` outlet collection, which sets ``view``.
/// NibKit sees no touches: a toolkit or a test calls ``recognize()`` when the
/// gesture happens.
///
/// ```swift
/// let tap = try #require(view.gestureRecognizers.first as? UITapGestureRecognizer)
/// tap.recognize()  // controller.onTap(tap)
/// ```
///
/// UIKit's recognizers are not responders. NibKit's are, so that they can
/// adopt ``Control`` and take the document's action connections.
open class UIGestureRecognizer: Responder, Control {
    /// The view the recognizer is attached to, or nil.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer recognizes gestures.
    public var isEnabled = true
    /// Where the recognizer is in recognizing its gesture.
    public private(set) var state = State.possible
    /// Whether touches of a recognized gesture are cancelled in the view.
    public var cancelsTouchesInView = true
    /// Whether the view gets touches only once the gesture has failed.
    public var delaysTouchesBegan = false
    /// Whether the view gets the end of touches only once the gesture has failed.
    public var delaysTouchesEnded = true
    /// The object that decides whether the recognizer may begin, or nil.
    public weak var delegate: NibObject?

    /// Where a recognizer is in recognizing its gesture.
    public enum State: Sendable, CaseIterable {
        /// Nothing recognized yet.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended: a discrete gesture's recognition.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// A discrete gesture's recognition, the same as ``ended``.
        public static let recognized = State.ended
    }

    /// Recognizes the gesture: sets ``state`` to ``State/recognized`` and
    /// sends the actions the document connected, as UIKit does when the
    /// gesture happens on the view. A disabled recognizer does nothing.
    public func recognize() {
        guard isEnabled else { return }
        state = .recognized
        sendActions(for: .primaryActionTriggered)
    }

    /// Sets ``state`` to the state of a continuous gesture and sends the
    /// actions, as UIKit does at each step of a pan or a pinch.
    public func update(to state: State) {
        guard isEnabled else { return }
        self.state = state
        sendActions(for: .primaryActionTriggered)
    }

    /// Returns the recognizer to ``State/possible``.
    public func reset() { state = .possible }

    /// The keys Interface Builder writes for every recognizer: `enabled`,
    /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`
    /// and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("enabled", \UIGestureRecognizer.isEnabled),
            KeyBinding("cancelsTouchesInView", \UIGestureRecognizer.cancelsTouchesInView),
            KeyBinding("delaysTouchesBegan", \UIGestureRecognizer.delaysTouchesBegan),
            KeyBinding("delaysTouchesEnded", \UIGestureRecognizer.delaysTouchesEnded),
            KeyBinding("delegate", \UIGestureRecognizer.delegate),
        ]
    }
}
