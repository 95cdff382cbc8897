import NibKitLoader

/// A container that shows a stack of view controllers under a navigation
/// bar, as UIKit's `UINavigationController`: its bar, its toolbar and
/// whether each is hidden.
///
/// A storyboard gives its root view controller by a relationship segue
/// (`relationship="rootViewController"`), which NibKit reads and does not
/// perform; the stack of child controllers, pushing and popping will live
/// in this class.
///
/// ```swift
/// let navigation = try #require(instance.object(withID: "Nav-Ct-001") as? UINavigationController)
/// navigation.navigationBar?.isTranslucent  // true
/// ```
open class UINavigationController: UIViewController {
    /// The bar at the top, or nil.
    public var navigationBar: UINavigationBar?
    /// The toolbar at the bottom, or nil.
    public var toolbar: UIToolbar?
    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden = false
    /// Whether the toolbar is hidden.
    public var isToolbarHidden = true
    /// The stack of view controllers a compiled storyboard archives with
    /// the controller (`UIViewControllers`), the root first; a source
    /// storyboard gives the root by its relationship segue instead.
    public private(set) var viewControllers: [UIViewController] = []

    /// A view controller's keys and Interface Builder's `navigationBar`,
    /// `toolbar`, `navigationBarHidden` and `toolbarHidden`, and a compiled
    /// storyboard's `viewControllers`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("navigationBar", \UINavigationController.navigationBar),
            KeyBinding("toolbar", \UINavigationController.toolbar),
            KeyBinding("navigationBarHidden", \UINavigationController.isNavigationBarHidden),
            KeyBinding("toolbarHidden", \UINavigationController.isToolbarHidden),
            KeyBinding("viewControllers", \UINavigationController.viewControllers) { $0.viewControllers = $1 },
        ]
    }
}
