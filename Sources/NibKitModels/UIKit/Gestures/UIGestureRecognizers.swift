import Foundation
import NibKitLoader

/// A recognizer of taps, as UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture.
    public var numberOfTapsRequired = 1
    /// How many fingers tap.
    public var numberOfTouchesRequired = 1

    /// The keys of Interface Builder's `<tapGestureRecognizer>`:
    /// `numberOfTapsRequired` and `numberOfTouchesRequired`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("numberOfTapsRequired", \UITapGestureRecognizer.numberOfTapsRequired),
            KeyBinding("numberOfTouchesRequired", \UITapGestureRecognizer.numberOfTouchesRequired),
        ]
    }
}

/// A recognizer of drags, as UIKit's `UIPanGestureRecognizer`.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that drag.
    public var minimumNumberOfTouches = 1
    /// The most fingers that drag.
    public var maximumNumberOfTouches = Int.max

    /// The keys of Interface Builder's `<panGestureRecognizer>`:
    /// `minimumNumberOfTouches` and `maximumNumberOfTouches`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("minimumNumberOfTouches", \UIPanGestureRecognizer.minimumNumberOfTouches),
            KeyBinding("maximumNumberOfTouches", \UIPanGestureRecognizer.maximumNumberOfTouches),
        ]
    }
}

/// A recognizer of drags from a screen edge, as UIKit's `UIScreenEdgePanGestureRecognizer`.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag starts from.
    public var edges: UIRectEdge = []

    /// The key of Interface Builder's `<screenEdgePanGestureRecognizer>`: `edges`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("edges", \UIScreenEdgePanGestureRecognizer.edges)]
    }
}

/// A recognizer of presses held in place, as UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the press lasts.
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the fingers may move.
    public var allowableMovement: CGFloat = 10
    /// How many taps come before the press.
    public var numberOfTapsRequired = 0
    /// How many fingers press.
    public var numberOfTouchesRequired = 1

    /// The keys of Interface Builder's `<longPressGestureRecognizer>`:
    /// `minimumPressDuration`, `allowableMovement`, `numberOfTapsRequired`
    /// and `numberOfTouchesRequired`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("minimumPressDuration", \UILongPressGestureRecognizer.minimumPressDuration),
            KeyBinding("allowableMovement", \UILongPressGestureRecognizer.allowableMovement),
            KeyBinding("numberOfTapsRequired", \UILongPressGestureRecognizer.numberOfTapsRequired),
            KeyBinding("numberOfTouchesRequired", \UILongPressGestureRecognizer.numberOfTouchesRequired),
        ]
    }
}

/// A recognizer of swipes, as UIKit's `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions the swipe may take.
    public var direction = Direction.right
    /// How many fingers swipe.
    public var numberOfTouchesRequired = 1

    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The directions of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Rightwards.
        public static let right = Direction(rawValue: 1 << 0)
        /// Leftwards.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The one direction Interface Builder's `direction` attribute names.
    enum ArchivedDirection: String, Sendable {
        case right, left, up, down
    }

    private var archivedDirection: ArchivedDirection {
        switch direction {
        case .left: .left
        case .up: .up
        case .down: .down
        default: .right
        }
    }

    /// The keys of Interface Builder's `<swipeGestureRecognizer>`:
    /// `direction` (one of `right`, `left`, `up` and `down`) and
    /// `numberOfTouchesRequired`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("direction", \UISwipeGestureRecognizer.archivedDirection) { recognizer, direction in
                switch direction {
                case .right: recognizer.direction = .right
                case .left: recognizer.direction = .left
                case .up: recognizer.direction = .up
                case .down: recognizer.direction = .down
                }
            },
            KeyBinding("numberOfTouchesRequired", \UISwipeGestureRecognizer.numberOfTouchesRequired),
        ]
    }
}

/// A recognizer of pinches, as UIKit's `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale the pinch has reached.
    public var scale: CGFloat = 1

    /// The key of Interface Builder's `<pinchGestureRecognizer>`: `scale`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("scale", \UIPinchGestureRecognizer.scale)]
    }
}

/// A recognizer of two-finger rotations, as UIKit's `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation reached, in radians.
    public var rotation: CGFloat = 0

    /// The key of Interface Builder's `<rotationGestureRecognizer>`: `rotation`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("rotation", \UIRotationGestureRecognizer.rotation)]
    }
}

/// A recognizer of the pointer hovering over a view (iPadOS), as UIKit's `UIHoverGestureRecognizer`.
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
