import NibKit

/// `UINavigationController` in a GTK window: the standard container, whose
/// view, when its scene gives none, is a plain ``GtkUIView``, as UIKit's
/// navigation controller makes its own view.
///
/// Interface Builder writes no `<view>` for a navigation controller, so the
/// standard class would look for a nib of its own name; this one loads a
/// view the top controller's view goes into. ``StoryboardWindow`` draws the
/// navigation bar.
///
/// ```swift
/// let navigation = try storyboard.instantiateInitialViewController(as: UINavigationController.self)
/// try navigation.appearAsRoot()  // loads a GtkUIView and the top controller's view
/// ```
public final class GtkUINavigationController: UINavigationController {
    /// A ``GtkUIView`` when the scene gives no view and no nib is named;
    /// else the standard load, with the isolation NibKit passes on from
    /// the toolkit's main-actor call.
    public override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        guard viewTemplate == nil, nibName == nil else {
            return try super.loadView(isolation: isolation)
        }
        // The toolkit loads its controllers on the main actor, where every GTK view lives.
        nonisolated(unsafe) let controller = self
        MainActor.assumeIsolated { controller.viewIfLoaded = GtkUIView() }
    }
}

/// `UITabBarController` in a GTK window: the standard container, whose
/// view, when its scene gives none, is a plain ``GtkUIView``, as UIKit's
/// tab bar controller makes its own view. ``StoryboardWindow`` draws the
/// tabs.
///
/// ```swift
/// let tabs = try storyboard.instantiateInitialViewController(as: UITabBarController.self)
/// try tabs.appearAsRoot()  // loads a GtkUIView and the selected controller's view
/// ```
public final class GtkUITabBarController: UITabBarController {
    /// A ``GtkUIView`` when the scene gives no view and no nib is named;
    /// else the standard load, with the isolation NibKit passes on from
    /// the toolkit's main-actor call.
    public override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        guard viewTemplate == nil, nibName == nil else {
            return try super.loadView(isolation: isolation)
        }
        // The toolkit loads its controllers on the main actor, where every GTK view lives.
        nonisolated(unsafe) let controller = self
        MainActor.assumeIsolated { controller.viewIfLoaded = GtkUIView() }
    }
}
