import NibKitLoader

/// A container that shows a primary and a secondary view controller side by
/// side, as UIKit's `UISplitViewController`.
///
/// A storyboard gives its controllers by relationship segues
/// (`relationship="masterViewController"`, `"detailViewController"`), which
/// NibKit reads and does not perform; the child controllers will live in
/// this class.
///
/// ```swift
/// let split = try #require(instance.object(withID: "VT0-4H-Coc") as? UISplitViewController)
/// split.presentsWithGesture  // true
/// ```
open class UISplitViewController: UIViewController {
    /// How the columns are arranged (iOS 14 and later), or nil for the
    /// classic interface.
    public var style: Style?
    /// How the controllers are shown when there is room for both.
    public var preferredDisplayMode = DisplayMode.automatic
    /// Whether a swipe shows and hides the primary controller.
    public var presentsWithGesture = true

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
