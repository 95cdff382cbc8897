import NibKitCore
import NibKitLoader

/// A container that shows one of several view controllers, chosen by a tab
/// bar, as UIKit's `UITabBarController`.
///
/// Its view controllers are its ``UIViewController/children``: a storyboard
/// runtime gives them from the relationship segues
/// (`relationship="viewControllers"`). Only the selected one receives the
/// container's appearance; selecting another, on screen, makes the old one
/// disappear and the new one appear in UIKit's order (old
/// `viewWillDisappear(_:)`, new `viewWillAppear(_:)`, old
/// `viewDidDisappear(_:)`, new `viewDidAppear(_:)`).
///
/// ```swift
/// let tabs = UITabBarController()
/// try tabs.setViewControllers([home, settings], animated: false)
/// try tabs.select(1)
/// tabs.selectedViewController === settings  // true
/// ```
open class UITabBarController: UIViewController {
    /// The bar of tabs, or nil.
    public var tabBar: UITabBar?
    /// The index of the selected controller; 0 when there are none, as in UIKit.
    public private(set) var selectedIndex = 0

    /// The view controllers, one a tab: the children.
    public var viewControllers: [UIViewController] { children }

    /// The selected controller, or nil when there are none.
    public var selectedViewController: UIViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    /// The selected controller alone receives the container's appearance.
    open override var childrenReceivingAppearance: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Replaces the view controllers, keeping the selected one when it
    /// stays, else selecting the first; on screen the newly selected one
    /// appears in place of the old.
    open func setViewControllers(
        _ controllers: [UIViewController], animated: Bool, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        let outgoing = selectedViewController
        let keptIndex = outgoing.flatMap { old in controllers.firstIndex { $0 === old } }
        let incoming = controllers.isEmpty ? nil : controllers[keptIndex ?? 0]
        if isOnScreen, outgoing !== incoming { try incoming?.loadViewsForAppearance(isolation: isolation) }
        replaceChildren(with: controllers)
        selectedIndex = incoming.flatMap { new in children.firstIndex { $0 === new } } ?? 0
        if outgoing !== incoming { transitionAppearance(from: outgoing, to: incoming, animated: animated) }
    }

    /// Selects the controller at `index`: on screen, the selected one
    /// disappears and the new one appears. An index out of range does nothing.
    open func select(_ index: Int, isolation: (any Actor)? = #isolation) throws(NibError) {
        guard children.indices.contains(index), index != selectedIndex else { return }
        let incoming = children[index]
        if isOnScreen { try incoming.loadViewsForAppearance(isolation: isolation) }
        let outgoing = selectedViewController
        selectedIndex = index
        transitionAppearance(from: outgoing, to: incoming, animated: false)
    }

    /// Selects `controller` when it is one of the view controllers.
    open func select(_ controller: UIViewController, isolation: (any Actor)? = #isolation) throws(NibError) {
        guard let index = children.firstIndex(where: { $0 === controller }) else { return }
        try select(index, isolation: isolation)
    }

    /// Selects `child`, the tab that leads to an unwind segue's destination.
    open override func unwind(
        for segue: UIStoryboardSegue, towards child: UIViewController, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        try select(child, isolation: isolation)
    }

    /// A view controller's keys and Interface Builder's `tabBar`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("tabBar", \UITabBarController.tabBar)]
    }
}
