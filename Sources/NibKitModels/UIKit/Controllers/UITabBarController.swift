import NibKitLoader

/// A container that shows one of several view controllers, chosen by a tab
/// bar, as UIKit's `UITabBarController`.
///
/// A storyboard gives its view controllers by relationship segues
/// (`relationship="viewControllers"`), which NibKit reads and does not
/// perform; the list of child controllers and the selection will live in
/// this class.
///
/// ```swift
/// let tabs = try #require(instance.object(withID: "Tab-Ct-001") as? UITabBarController)
/// tabs.tabBar?.items.map(\.title)  // ["Home", "Settings"]
/// ```
open class UITabBarController: UIViewController {
    /// The bar of tabs, or nil.
    public var tabBar: UITabBar?

    /// A view controller's keys and Interface Builder's `tabBar`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("tabBar", \UITabBarController.tabBar)]
    }
}
