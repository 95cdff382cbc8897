import NibKitBundle
import NibKitCore
import NibKitLoader

/// A container that shows a stack of view controllers under a navigation
/// bar, as UIKit's `UINavigationController`: its bar, its toolbar and
/// whether each is hidden.
///
/// Its stack is its ``UIViewController/children``, the root first: a
/// storyboard runtime gives the root from the relationship segue
/// (`relationship="rootViewController"`), a compiled storyboard archives the
/// stack (`viewControllers`). Pushing and popping send UIKit's callbacks in
/// UIKit's order when the controller is on screen: for a push, the
/// destination's `viewDidLoad()`, the top's `viewWillDisappear(_:)`, the
/// destination's `viewWillAppear(_:)`, the top's `viewDidDisappear(_:)`, the
/// destination's `viewDidAppear(_:)` and `didMove(toParent:)`; a pop
/// mirrors it. Off screen only the stack changes. The operations throw the
/// error of loading a view, changing nothing.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: home)
/// try navigation.pushViewController(detail, animated: true)
/// navigation.topViewController === detail  // true
/// try navigation.popViewController(animated: true)  // detail
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
    /// The stack of view controllers, the root first: the children. Set it
    /// with ``setViewControllers(_:animated:isolation:)``.
    public var viewControllers: [UIViewController] { children }

    /// The controller on top of the stack, or nil.
    public var topViewController: UIViewController? { children.last }

    /// The controller shown: the one the top controller presented, else the top.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Creates a navigation controller whose stack is `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        replaceChildren(with: [rootViewController])
    }

    /// The top controller alone receives the navigation controller's appearance.
    open override var childrenReceivingAppearance: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// Pushes `controller` on the stack and, on screen, shows it in place of
    /// the top. A controller already in a container is an error, as UIKit
    /// refuses to push a controller twice.
    open func pushViewController(
        _ controller: UIViewController, animated: Bool, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        guard controller.parent == nil, controller.presentingStorage == nil, !controller.isAncestorOrSelf(of: self)
        else {
            throw ViewControllerMessages.pushingActiveController(controller, on: self)
        }
        ViewControllerEvent.report(ViewControllerEvent(.push, self, related: controller, animated: animated))
        if isOnScreen { try controller.loadViewsForAppearance(isolation: isolation) }
        let outgoing = topViewController
        addChild(controller)
        controller.isMovingToParent = true
        transitionAppearance(from: outgoing, to: controller, animated: animated)
        controller.isMovingToParent = false
        controller.sendDidMove(toParent: self)
    }

    /// Pops the top controller and returns it, or returns nil when the root
    /// is alone on the stack.
    @discardableResult
    open func popViewController(animated: Bool, isolation: (any Actor)? = #isolation) throws(NibError)
        -> UIViewController?
    {
        guard children.count > 1 else { return nil }
        return try popToViewController(children[children.count - 2], animated: animated, isolation: isolation)?.last
    }

    /// Pops every controller above the root and returns them, bottom first,
    /// or nil when the root is alone.
    @discardableResult
    open func popToRootViewController(animated: Bool, isolation: (any Actor)? = #isolation) throws(NibError)
        -> [UIViewController]?
    {
        guard let root = children.first else { return nil }
        return try popToViewController(root, animated: animated, isolation: isolation)
    }

    /// Pops every controller above `controller` and returns them, bottom
    /// first; nil when `controller` is not on the stack or is the top. Only
    /// the top one disappears; the others leave without callbacks, as in UIKit.
    @discardableResult
    open func popToViewController(
        _ controller: UIViewController, animated: Bool, isolation: (any Actor)? = #isolation
    ) throws(NibError) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === controller }), index < children.count - 1 else {
            return nil
        }
        ViewControllerEvent.report(ViewControllerEvent(.pop, self, related: controller, animated: animated))
        if isOnScreen { try controller.loadViewsForAppearance(isolation: isolation) }
        let popped = Array(children[(index + 1)...])
        for leaving in popped {
            leaving.sendWillMove(toParent: nil)
            leaving.isMovingFromParent = true
        }
        transitionAppearance(from: popped.last, to: controller, animated: animated)
        for leaving in popped {
            releaseView(of: leaving)
            leaving.removeFromParent()
            leaving.isMovingFromParent = false
        }
        return popped
    }

    /// Replaces the stack with `controllers`: those leaving are removed, the
    /// new ones added, and, on screen, the new top shows in place of the old
    /// one, appearing as pushed when it is new and as popped to when it was
    /// on the stack.
    open func setViewControllers(
        _ controllers: [UIViewController], animated: Bool, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        let incoming = controllers.last
        ViewControllerEvent.report(
            ViewControllerEvent(.setViewControllers, self, related: incoming, animated: animated))
        if isOnScreen { try incoming?.loadViewsForAppearance(isolation: isolation) }
        let outgoing = topViewController
        let isNew = incoming.map { new in !children.contains { $0 === new } } ?? false
        if outgoing !== incoming, let outgoing, isOnScreen {
            // The old top disappears before it leaves, as in UIKit.
            outgoing.beginAppearanceTransition(false, animated: animated)
            releaseView(of: outgoing)
            incoming?.isMovingToParent = isNew
            replaceChildren(with: controllers)
            if let incoming {
                adoptView(of: incoming)
                incoming.beginAppearanceTransition(true, animated: animated)
            }
            outgoing.endAppearanceTransition()
            incoming?.endAppearanceTransition()
            incoming?.isMovingToParent = false
            return
        }
        replaceChildren(with: controllers)
        if outgoing !== incoming { transitionAppearance(from: nil, to: incoming, animated: animated) }
    }

    /// Pushes the controller, as a `show` segue inside a navigation controller does.
    open override func show(
        _ controller: UIViewController, sender: Any?, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        try pushViewController(controller, animated: true, isolation: isolation)
    }

    /// The controllers below the one containing `source` on the stack, or
    /// the whole stack when `source` is not on it: an unwind goes back, never
    /// forwards.
    open override func allowedChildrenForUnwinding(from source: UIViewController) -> [UIViewController] {
        guard let containing = childContaining(source), let index = children.firstIndex(where: { $0 === containing })
        else { return children }
        return Array(children[..<index])
    }

    /// Pops to `child`, the controller on the stack that leads to an unwind
    /// segue's destination.
    open override func unwind(
        for segue: UIStoryboardSegue, towards child: UIViewController, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        try popToViewController(child, animated: true, isolation: isolation)
    }

    /// A view controller's keys and Interface Builder's `navigationBar`,
    /// `toolbar`, `navigationBarHidden` and `toolbarHidden`, and a compiled
    /// storyboard's `viewControllers`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("navigationBar", \UINavigationController.navigationBar),
            KeyBinding("toolbar", \UINavigationController.toolbar),
            KeyBinding("navigationBarHidden", \UINavigationController.isNavigationBarHidden),
            KeyBinding("toolbarHidden", \UINavigationController.isToolbarHidden),
            KeyBinding("viewControllers", \UINavigationController.viewControllers) { $0.replaceChildren(with: $1) },
        ]
    }
}
