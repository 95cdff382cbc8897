import Foundation
import NibKit
import Testing

/// UIKit's container view controllers: the navigation stack, tabs, split
/// view and pages, each change's callbacks held to an exact sequence.
@Suite("Container view controllers")
struct ContainerViewControllerTests {
    /// A navigation controller on screen with `root`, the log emptied.
    static func shownNavigation(_ root: RecordingController, _ log: CallbackLog) throws -> UINavigationController {
        let navigation = try withView(UINavigationController(rootViewController: root))
        try navigation.appearAsRoot()
        _ = log.take()
        return navigation
    }

    @Test("a navigation controller shows its root when it appears")
    func rootAppears() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        let navigation = try withView(UINavigationController(rootViewController: root))
        #expect(log.take() == ["root.willMove(UINavigationController)", "root.didMove(UINavigationController)"])
        try navigation.appearAsRoot()
        #expect(log.take() == ["root.viewDidLoad", "root.viewWillAppear(false)", "root.viewDidAppear(false)"])
        #expect(root.navigationController === navigation)
        let rootView = try #require(root.viewIfLoaded as? UIView)
        #expect(rootView.superview === navigation.viewIfLoaded)
        #expect(root.next === navigation.viewIfLoaded)
    }

    @Test("a push sends viewDidLoad, then UIKit's appearance order; a pop mirrors it")
    func pushAndPop() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        let navigation = try Self.shownNavigation(root, log)
        let detail = try RecordingController.make("detail", log)
        detail.recordsFlags = true
        try navigation.pushViewController(detail, animated: true)
        #expect(
            log.take() == [
                "detail.viewDidLoad", "detail.willMove(UINavigationController)", "root.viewWillDisappear(true)",
                "detail.viewWillAppear(true)[movingTo]", "root.viewDidDisappear(true)",
                "detail.viewDidAppear(true)[movingTo]", "detail.didMove(UINavigationController)",
            ])
        #expect(identical(navigation.viewControllers, [root, detail]))
        #expect(navigation.topViewController === detail)
        #expect(navigation.visibleViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect((root.viewIfLoaded as? UIView)?.superview == nil)
        let popped = try navigation.popViewController(animated: false)
        #expect(popped === detail)
        #expect(
            log.take() == [
                "detail.willMove(nil)", "detail.viewWillDisappear(false)[movingFrom]", "root.viewWillAppear(false)",
                "detail.viewDidDisappear(false)[movingFrom]", "root.viewDidAppear(false)", "detail.didMove(nil)",
            ])
        #expect(identical(navigation.viewControllers, [root]))
        #expect(detail.navigationController == nil)
        // The root alone is never popped.
        #expect(try navigation.popViewController(animated: false) == nil)
        #expect(log.entries.isEmpty)
    }

    @Test("pushing a controller already on a stack is refused")
    func pushTwice() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        let navigation = try Self.shownNavigation(root, log)
        let error = try #require(throws: NibError.self) { try navigation.pushViewController(root, animated: false) }
        #expect(
            error.diagnostics.map(\.message) == [
                #"<UINavigationController> cannot push <RecordingController: title = "root">, which is already in a container"#
            ])
        #expect(identical(navigation.viewControllers, [root]))
    }

    @Test("popping to the root or to a controller pops the ones above; only the top disappears")
    func popToRootAndPopTo() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        let navigation = try Self.shownNavigation(root, log)
        let a = try RecordingController.make("a", log)
        let b = try RecordingController.make("b", log)
        let c = try RecordingController.make("c", log)
        for controller in [a, b, c] { try navigation.pushViewController(controller, animated: false) }
        _ = log.take()
        let toA = try navigation.popToViewController(a, animated: false)
        #expect(identical(toA, [b, c]))
        #expect(
            log.take() == [
                "b.willMove(nil)", "c.willMove(nil)", "c.viewWillDisappear(false)", "a.viewWillAppear(false)",
                "c.viewDidDisappear(false)", "a.viewDidAppear(false)", "b.didMove(nil)", "c.didMove(nil)",
            ])
        let toRoot = try navigation.popToRootViewController(animated: true)
        #expect(identical(toRoot, [a]))
        #expect(
            log.take() == [
                "a.willMove(nil)", "a.viewWillDisappear(true)", "root.viewWillAppear(true)", "a.viewDidDisappear(true)",
                "root.viewDidAppear(true)", "a.didMove(nil)",
            ])
        #expect(try navigation.popToViewController(c, animated: false) == nil)
        #expect(try navigation.popToRootViewController(animated: false) == nil)
    }

    @Test("setting the stack replaces it; the new top appears in place of the old")
    func setViewControllers() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        let navigation = try Self.shownNavigation(root, log)
        let a = try RecordingController.make("a", log)
        let b = try RecordingController.make("b", log)
        try navigation.setViewControllers([a, b], animated: false)
        #expect(
            log.take() == [
                "b.viewDidLoad", "root.viewWillDisappear(false)", "root.willMove(nil)", "root.didMove(nil)",
                "a.willMove(UINavigationController)", "b.willMove(UINavigationController)",
                "a.didMove(UINavigationController)", "b.didMove(UINavigationController)", "b.viewWillAppear(false)",
                "root.viewDidDisappear(false)", "b.viewDidAppear(false)",
            ])
        #expect(identical(navigation.viewControllers, [a, b]))
        #expect(root.parent == nil)
        #expect(a.isViewLoaded == false)
    }

    @Test("a navigation controller off screen changes its stack without appearance callbacks or views loaded")
    func offScreen() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        let navigation = UINavigationController(rootViewController: root)
        let detail = try RecordingController.make("detail", log)
        _ = log.take()
        try navigation.pushViewController(detail, animated: true)
        #expect(log.take() == ["detail.willMove(UINavigationController)", "detail.didMove(UINavigationController)"])
        #expect(detail.isViewLoaded == false)
    }

    @Test("a tab bar controller shows its selected tab; switching sends UIKit's appearance order")
    func tabSwitching() throws {
        let log = CallbackLog()
        let first = try RecordingController.make("first", log)
        let second = try RecordingController.make("second", log)
        let tabs = try withView(UITabBarController())
        try tabs.setViewControllers([first, second], animated: false)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        #expect(second.tabBarController === tabs)
        try tabs.appearAsRoot()
        _ = log.take()
        try tabs.select(1)
        #expect(
            log.take() == [
                "second.viewDidLoad", "first.viewWillDisappear(false)", "second.viewWillAppear(false)",
                "first.viewDidDisappear(false)", "second.viewDidAppear(false)",
            ])
        #expect(tabs.selectedViewController === second)
        // Out of range, or the tab selected, does nothing.
        try tabs.select(5)
        try tabs.select(second)
        #expect(log.entries.isEmpty)
        #expect(tabs.selectedIndex == 1)
    }

    @Test(
        "a split view controller's showDetailViewController replaces the secondary; show pushes on a navigation primary"
    )
    func splitView() throws {
        let log = CallbackLog()
        let list = try RecordingController.make("list", log)
        let primary = UINavigationController(rootViewController: list)
        let detail = try RecordingController.make("detail", log)
        let split = try withView(UISplitViewController())
        try split.setViewControllers([try withView(primary), detail], animated: false)
        try split.appearAsRoot()
        #expect(
            log.take().suffix(4) == [
                "list.viewWillAppear(false)", "detail.viewWillAppear(false)", "list.viewDidAppear(false)",
                "detail.viewDidAppear(false)",
            ])
        let other = try RecordingController.make("other", log)
        try split.showDetailViewController(other, sender: nil)
        #expect(identical(split.viewControllers, [primary, other]))
        #expect(log.take().contains("detail.viewDidDisappear(true)"))
        #expect(other.splitViewController === split)
        let more = try RecordingController.make("more", log)
        try list.show(more, sender: nil)
        #expect(identical(primary.viewControllers, [list, more]))
        let pushedDetail = try RecordingController.make("pushed", log)
        try list.showDetailViewController(pushedDetail, sender: nil)
        #expect(split.viewControllers.last === pushedDetail)
    }

    @Test("a page view controller shows the pages it is given")
    func pages() throws {
        let log = CallbackLog()
        let pages = try withView(UIPageViewController())
        let first = try RecordingController.make("first", log)
        let second = try RecordingController.make("second", log)
        try pages.setViewControllers([first], direction: .forward, animated: false)
        try pages.appearAsRoot()
        _ = log.take()
        var finished: Bool?
        try pages.setViewControllers([second], direction: .reverse, animated: true) { finished = $0 }
        #expect(
            log.take() == [
                "second.viewDidLoad", "first.viewWillDisappear(true)", "first.willMove(nil)", "first.didMove(nil)",
                "second.willMove(UIPageViewController)", "second.didMove(UIPageViewController)",
                "second.viewWillAppear(true)", "first.viewDidDisappear(true)", "second.viewDidAppear(true)",
            ])
        #expect(identical(pages.viewControllers, [second]))
        #expect(finished == true)
    }

    @Test("a compiled storyboard's archived stack still loads as the navigation controller's children")
    func archivedStack() throws {
        let root = UIViewController()
        let navigation = UINavigationController()
        try navigation.setValue([root], forKey: "viewControllers")
        #expect(identical(navigation.viewControllers, [root]))
        #expect(root.parent === navigation)
    }
}
