import NibKitCore
import NibKitLoader

/// A container that pages through view controllers, as UIKit's
/// `UIPageViewController`: how it turns the pages, along which axis, and
/// where the spine is.
///
/// The pages shown are its ``UIViewController/children``, given in code
/// with ``setViewControllers(_:direction:animated:isolation:completion:)`` (one, or
/// two side by side for a spine in the middle); they receive the
/// container's appearance.
///
/// ```swift
/// let pages = UIPageViewController()
/// try pages.setViewControllers([first], direction: .forward, animated: false)
/// pages.viewControllers.first === first  // true
/// ```
open class UIPageViewController: UIViewController {
    /// How a page turns.
    public var transitionStyle = TransitionStyle.pageCurl
    /// The axis the pages turn along.
    public var navigationOrientation = NavigationOrientation.horizontal
    /// Where the spine is, for pages that curl.
    public var spineLocation = SpineLocation.min
    /// Whether content shows on the back of a page.
    public var isDoubleSided = false

    /// The pages shown: the children.
    public var viewControllers: [UIViewController] { children }

    /// The pages shown receive the container's appearance.
    open override var childrenReceivingAppearance: [UIViewController] { children }

    /// The way pages turn to reach new ones, as UIKit's
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Sendable, Hashable {
        /// To the next pages.
        case forward
        /// To the previous pages.
        case reverse
    }

    /// Shows `controllers` as the pages: on screen, the pages shown
    /// disappear and the new ones appear; the completion is called with
    /// true once they show. Throws the error of loading a page's view,
    /// changing nothing.
    open func setViewControllers(
        _ controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
        isolation: (any Actor)? = #isolation, completion: ((Bool) -> Void)? = nil
    ) throws(NibError) {
        try replaceShownChildren(with: controllers, animated: animated, isolation: isolation)
        completion?(true)
    }

    /// How a page view controller turns its pages, as Interface Builder
    /// spells it (`transitionStyle="scroll"`).
    public enum TransitionStyle: String, Sendable, CaseIterable {
        /// A page curls over like paper.
        case pageCurl
        /// Pages scroll past.
        case scroll
    }

    /// The axis a page view controller turns its pages along, as Interface
    /// Builder spells it (`navigationOrientation="vertical"`).
    public enum NavigationOrientation: String, Sendable, CaseIterable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// Where the spine of a page view controller's curling pages is, as
    /// Interface Builder spells it (`spineLocation="mid"`).
    public enum SpineLocation: String, Sendable, CaseIterable {
        /// No spine (pages that scroll).
        case none
        /// At the left or top edge.
        case min
        /// In the middle, two pages showing.
        case mid
        /// At the right or bottom edge.
        case max
    }

    /// A view controller's keys and Interface Builder's `transitionStyle`,
    /// `navigationOrientation`, `spineLocation` and `doubleSided`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("transitionStyle", \UIPageViewController.transitionStyle),
            KeyBinding("navigationOrientation", \UIPageViewController.navigationOrientation),
            KeyBinding("spineLocation", \UIPageViewController.spineLocation),
            KeyBinding("doubleSided", \UIPageViewController.isDoubleSided),
        ]
    }
}
