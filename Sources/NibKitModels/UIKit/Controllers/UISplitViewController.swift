import NibKitCore
import NibKitLoader

/// A container that shows a primary and a secondary view controller side by
/// side, as UIKit's `UISplitViewController`.
///
/// Its view controllers are its ``UIViewController/children``, the primary
/// then the secondary: a storyboard runtime gives them from the
/// relationship segues (`relationship="masterViewController"`,
/// `"detailViewController"`). Both receive the container's appearance, as
/// both show side by side; NibKit does not collapse a split view.
///
/// ```swift
/// let split = UISplitViewController()
/// try split.setViewControllers([list, detail], animated: false)
/// try split.showDetailViewController(other, sender: nil)  // replaces detail
/// ```
open class UISplitViewController: UIViewController {
    /// How the columns are arranged (iOS 14 and later), or nil for the
    /// classic interface.
    public var style: Style?
    /// How the controllers are shown when there is room for both.
    public var preferredDisplayMode = DisplayMode.automatic
    /// Whether a swipe shows and hides the primary controller.
    public var presentsWithGesture = true

    /// The primary and the secondary controller: the children.
    public var viewControllers: [UIViewController] { children }

    /// Both controllers receive the container's appearance.
    open override var childrenReceivingAppearance: [UIViewController] { children }

    /// Replaces the primary and secondary controllers; on screen, those
    /// leaving disappear and the new ones appear.
    open func setViewControllers(
        _ controllers: [UIViewController], animated: Bool, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        try replaceShownChildren(with: controllers, animated: animated, isolation: isolation)
    }

    /// Shows `controller` in the primary column: pushed when the primary is
    /// a navigation controller, else in its place.
    open override func show(
        _ controller: UIViewController, sender: Any?, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        if let navigation = children.first as? UINavigationController {
            try navigation.pushViewController(controller, animated: true, isolation: isolation)
        } else {
            try setViewControllers([controller] + children.dropFirst(), animated: true, isolation: isolation)
        }
    }

    /// Shows `controller` as the secondary, in place of the one there.
    open override func showDetailViewController(
        _ controller: UIViewController, sender: Any?, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        try setViewControllers(Array(children.prefix(1)) + [controller], animated: true, isolation: isolation)
    }

    /// How a split view controller arranges its columns, as Interface
    /// Builder spells it (`style="doubleColumn"`).
    public enum Style: String, Sendable, CaseIterable {
        /// The classic interface, with no columns.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// How a split view controller shows its controllers, as Interface
    /// Builder spells it (`preferredDisplayMode="allVisible"`).
    public enum DisplayMode: String, Sendable, CaseIterable {
        /// As the system chooses.
        case automatic
        /// The secondary controller alone.
        case primaryHidden
        /// Both side by side (iOS 13 and earlier).
        case allVisible
        /// The primary controller over the secondary (iOS 13 and earlier).
        case primaryOverlay
        /// The secondary controller alone (iOS 14 and later).
        case secondaryOnly
        /// Both side by side (iOS 14 and later).
        case oneBesideSecondary
        /// The primary controller over the secondary (iOS 14 and later).
        case oneOverSecondary
    }

    /// A view controller's keys and Interface Builder's `style`,
    /// `preferredDisplayMode` and `presentsWithGesture`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("style", \UISplitViewController.style),
            KeyBinding("preferredDisplayMode", \UISplitViewController.preferredDisplayMode),
            KeyBinding("presentsWithGesture", \UISplitViewController.presentsWithGesture),
        ]
    }
}
