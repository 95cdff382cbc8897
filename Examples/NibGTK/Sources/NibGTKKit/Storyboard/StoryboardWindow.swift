import CGtk4
import Foundation
import NibKit

/// The window of a storyboard's root view controller: it shows the view of
/// the controller on screen, under the bar of the nearest navigation
/// controller it is in and above the tabs of the nearest tab bar
/// controller, and follows every transition.
///
/// What shows is found from the root: a controller that presented another
/// gives way to it (the window's content is replaced; no second window
/// opens), a navigation controller to its top controller, a tab bar
/// controller to its selected one. The navigation bar
/// (``NavigationBar``) shows the top controller's title, a back button when
/// the stack holds more than one controller, and the navigation item's bar
/// button items; the tab bar (``TabBar``) a button per tab.
///
/// Transitions are NibKit's: a button that triggers a segue sends
/// `perform:` to the segue's template by target-action, the back button
/// pops (`popViewController(animated:)`), a tab selects
/// (`select(_:)`), a bar button item sends its actions. After each, once
/// GTK has finished handling the click, the window shows what is now on
/// screen: the bars are made again and a new root view is placed and laid
/// out by NibKit's layout engine.
///
/// ```swift
/// let window = StoryboardWindow(root: navigation, host: host)
/// window.navigationBar?.title        // "Notes"
/// try document.click("Opn-Bt-001")   // performs showNote
/// window.navigationBar?.backTitle    // "Notes"
/// ```
@MainActor
public final class StoryboardWindow {
    /// The root view controller: the storyboard's initial controller.
    public let root: UIViewController
    /// The window showing it.
    public let host: WindowHost
    /// The controller whose view the window shows.
    public private(set) var shownController: UIViewController
    /// The bar of the nearest navigation controller of the shown
    /// controller, or nil when it is in none or its bar is hidden.
    public private(set) var navigationBar: NavigationBar?
    /// The tabs of the nearest tab bar controller of the shown controller, or nil.
    public private(set) var tabBar: TabBar?
    /// The error of the last transition a bar started (a pop or a tab
    /// whose view failed to load), which a click cannot throw; nil when it
    /// succeeded.
    public private(set) var lastError: NibError?
    /// Whether a refresh is due when the main loop is next idle.
    private var refreshIsPending = false

    /// Shows `root`'s visible controller in `host`, which was made for that
    /// controller's view, with the bars it needs; the view keeps its size
    /// and the window grows by the bars.
    public init(root: UIViewController, host: WindowHost) {
        self.root = root
        self.host = host
        let (containers, shown) = Self.visible(from: root)
        shownController = shown
        let size = host.root.frame.size
        makeBars(containers)
        host.resize(to: size)
        host.actionsSent = { [weak self] in self?.refreshWhenIdle() }
    }

    /// The containers between `root` and the controller that shows, and
    /// that controller: a presented controller replaces its presenter, a
    /// navigation controller leads to its top, a tab bar controller to its
    /// selected child.
    static func visible(from root: UIViewController) -> (containers: [UIViewController], shown: UIViewController) {
        var current = root
        var containers: [UIViewController] = []
        // Each step goes deeper into the hierarchy; the bound only guards against a cycle.
        for _ in 0..<64 {
            if let presented = current.presentedViewController, presented !== current,
                !containers.contains(where: { $0 === presented })
            {
                current = presented
                containers = []
            } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                containers.append(navigation)
                current = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                containers.append(tabs)
                current = selected
            } else {
                break
            }
        }
        return (containers, current)
    }

    /// Shows what is on screen now when the main loop is next idle, after
    /// the click that changed it has been handled.
    func refreshWhenIdle() {
        guard !refreshIsPending else { return }
        refreshIsPending = true
        MainLoop.whenIdle { [weak self] in self?.refresh() }
    }

    /// Runs `change`, code that drives the controllers as the user would
    /// (a segue performed, a controller pushed or presented), then shows
    /// what is on screen; the error `change` throws, after the window shows
    /// what did change. The views load with the main actor's isolation,
    /// which NibKit takes from the caller.
    ///
    /// ```swift
    /// try window.perform { () throws(NibError) in try notes.performSegue(withIdentifier: "showNote", sender: nil) }
    /// ```
    public func perform(_ change: () throws(NibError) -> Void) throws(NibError) {
        defer { refresh() }
        try change()
    }

    /// Makes the bars again and, when another controller shows, puts its
    /// view in the window in place of the last.
    public func refresh() {
        refreshIsPending = false
        let (containers, shown) = Self.visible(from: root)
        shownController = shown
        makeBars(containers)
        if let view = shown.viewIfLoaded as? View, view !== host.root {
            host.replaceRoot(with: view)
        }
    }

    /// The bars of `containers`, those the shown controller is in: the
    /// nearest navigation controller's bar above, the nearest tab bar
    /// controller's tabs below.
    private func makeBars(_ containers: [UIViewController]) {
        let navigation = containers.last { $0 is UINavigationController } as? UINavigationController
        let tabs = containers.last { $0 is UITabBarController } as? UITabBarController
        navigationBar = navigation.flatMap { navigation in
            navigation.isNavigationBarHidden ? nil : NavigationBar(navigation: navigation, window: self)
        }
        tabBar = tabs.map { TabBar(tabs: $0, window: self) }
        host.setBars(top: navigationBar.map { [$0.widget] } ?? [], bottom: tabBar.map { [$0.widget] } ?? [])
    }

    /// Pops the navigation controller, as its back button does.
    func goBack(in navigation: UINavigationController) {
        run { () throws(NibError) in try navigation.popViewController(animated: true) }
    }

    /// Selects the tab at `index`, as a tap on it does.
    func select(_ index: Int, in tabs: UITabBarController) {
        run { () throws(NibError) in try tabs.select(index) }
    }

    /// Sends a bar button item's actions as a tap does, telling the window
    /// what they will reach.
    func tap(_ item: UIBarButtonItem) {
        host.willSend(.primaryActionTriggered, from: item)
        item.sendPrimaryAction()
        refreshWhenIdle()
    }

    /// Runs a transition a bar started, keeping its error, and shows the result.
    private func run(_ transition: () throws(NibError) -> Void) {
        do {
            try transition()
            lastError = nil
        } catch {
            lastError = error
        }
        refreshWhenIdle()
    }
}

extension UINavigationItem {
    /// The items on the left, from the left: `leftBarButtonItems`, else `leftBarButtonItem`.
    var leftItems: [UIBarButtonItem] {
        leftBarButtonItems.isEmpty ? (leftBarButtonItem.map { [$0] } ?? []) : leftBarButtonItems
    }

    /// The items on the right, from the right edge inwards, as UIKit orders
    /// `rightBarButtonItems`: those, else `rightBarButtonItem`.
    var rightItems: [UIBarButtonItem] {
        rightBarButtonItems.isEmpty ? (rightBarButtonItem.map { [$0] } ?? []) : rightBarButtonItems
    }
}
