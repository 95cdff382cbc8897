import NibKitCore
import NibKitLoader

/// A spinning wheel that shows a task in progress, as UIKit's
/// `UIActivityIndicatorView`.
open class UIActivityIndicatorView: UIView {
    /// The indicator's look.
    public var style = Style.medium
    /// The wheel's color, or nil for the style's.
    public var color: Color?
    /// Whether the wheel spins.
    public private(set) var isAnimating = false
    /// Whether the indicator hides when it stops.
    public var hidesWhenStopped = true

    /// The indicator's look, as Interface Builder spells it (`style="large"`,
    /// or the spellings before iOS 13).
    public enum Style: String, Sendable, CaseIterable {
        /// The standard size.
        case medium
        /// The large size.
        case large
        /// Large and white (before iOS 13).
        case whiteLarge
        /// White (before iOS 13).
        case white
        /// Gray (before iOS 13).
        case gray
    }

    /// Starts spinning.
    public func startAnimating() { isAnimating = true }
    /// Stops spinning.
    public func stopAnimating() { isAnimating = false }

    /// The keys of Interface Builder's `<activityIndicatorView>`: `style`,
    /// `color`, `animating` and `hidesWhenStopped`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("style", \UIActivityIndicatorView.style),
            KeyBinding("color", \UIActivityIndicatorView.color),
            KeyBinding("animating", \UIActivityIndicatorView.isAnimating) { $0.isAnimating = $1 },
            KeyBinding("hidesWhenStopped", \UIActivityIndicatorView.hidesWhenStopped),
        ]
    }
}
