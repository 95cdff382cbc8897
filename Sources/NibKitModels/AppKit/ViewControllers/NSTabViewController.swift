import NibKitCore
import NibKitLoader

/// A view controller that shows one of several child controllers, chosen by
/// tabs, as AppKit's `NSTabViewController`: its tab view items, the
/// selected one and the style of its tabs.
///
/// Each tab shows a child controller: `addChild(_:)` adds a tab for it, as
/// AppKit does, and a storyboard runtime gives an archived item its
/// controller from the relationship segue (`relationship="tabItems"`) with
/// ``setViewController(_:for:)``. Only the selected child receives the
/// controller's appearance; ``selectTabViewItem(at:isolation:)`` makes the old one
/// disappear and the new one appear.
///
/// ```swift
/// let tabs = try #require(instance.object(withID: "MdU-M1-yR2") as? NSTabViewController)
/// tabs.tabViewItems.map(\.label)  // ["Bar", "", ...]
/// tabs.selectedTabViewItem?.label
/// ```
open class NSTabViewController: NSViewController {
    /// The tabs, in order.
    public var tabViewItems: [NSTabViewItem] = []
    /// The index of the selected tab, or -1 for none.
    public var selectedTabViewItemIndex = -1
    /// How the tabs are shown.
    public var tabStyle = TabStyle.segmentedControlOnTop
    /// The tab view that shows the tabs, or nil.
    public var tabView: NSTabView?
    /// Whether the controller takes the selected child's title as its own.
    public var canPropagateSelectedChildViewControllerTitle = true

    /// Creates the view: the scene's or the nib's when there is one, else,
    /// as AppKit's tab view controller makes its own, the ``tabView`` (a new
    /// one when none is archived).
    open override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        guard viewTemplate == nil, nibName == nil else { return try super.loadView(isolation: isolation) }
        let tabs = tabView ?? NSTabView()
        tabView = tabs
        viewIfLoaded = tabs
    }

    /// The controller each tab shows, by the tab's identity.
    private var controllersByItem: [ObjectIdentifier: NSViewController] = [:]

    /// The controller `item` shows, or nil.
    public func viewController(for item: NSTabViewItem) -> NSViewController? {
        controllersByItem[ObjectIdentifier(item)]
    }

    /// Makes `controller` the one `item`, a tab of this controller, shows;
    /// nil takes the item's controller away. The children follow the tabs' order.
    public func setViewController(_ controller: NSViewController?, for item: NSTabViewItem) {
        guard tabViewItems.contains(where: { $0 === item }) else { return }
        if let old = controllersByItem[ObjectIdentifier(item)], old !== controller {
            controllersByItem[ObjectIdentifier(item)] = nil
            super.removeChild(at: children.firstIndex { $0 === old } ?? children.count)
        }
        if let controller {
            controller.removeFromParent()
            controllersByItem[ObjectIdentifier(item)] = controller
            let position = tabViewItems.prefix { $0 !== item }.filter { viewController(for: $0) != nil }.count
            super.insertChild(controller, at: position)
        }
    }

    /// Inserts `child` with a tab of its own, labelled with its title, at `index`.
    open override func insertChild(_ child: NSViewController, at index: Int) {
        let item = NSTabViewItem()
        item.label = child.title ?? ""
        tabViewItems.insert(item, at: min(max(index, 0), tabViewItems.count))
        setViewController(child, for: item)
    }

    /// Removes the child at `index` and its tab.
    open override func removeChild(at index: Int) {
        guard children.indices.contains(index) else { return }
        let child = children[index]
        guard let item = tabViewItems.first(where: { viewController(for: $0) === child }) else {
            return super.removeChild(at: index)
        }
        setViewController(nil, for: item)
        tabViewItems.removeAll { $0 === item }
    }

    /// The selected tab's controller alone receives the appearance.
    open override var childrenReceivingAppearance: [NSViewController] {
        selectedTabViewItem.flatMap(viewController(for:)).map { [$0] } ?? []
    }

    /// Selects the tab at `index`: when the controller shows, the old tab's
    /// controller disappears and the new one's appears, its view loaded
    /// first. An index out of range does nothing. Throws the error of
    /// loading the view, changing nothing; the view loads with `isolation`,
    /// the caller's actor.
    public func selectTabViewItem(at index: Int, isolation: (any Actor)? = #isolation) throws(NibError) {
        guard tabViewItems.indices.contains(index), index != selectedTabViewItemIndex else { return }
        let incoming = viewController(for: tabViewItems[index])
        if isViewAppeared { try incoming?.loadViewIfNeeded(isolation: isolation) }
        let outgoing = selectedTabViewItem.flatMap(viewController(for:))
        if isViewAppeared { outgoing?.viewDisappears() }
        selectedTabViewItemIndex = index
        if isViewAppeared { incoming?.viewAppears() }
    }

    /// The selected tab, or nil.
    public var selectedTabViewItem: NSTabViewItem? {
        tabViewItems.indices.contains(selectedTabViewItemIndex) ? tabViewItems[selectedTabViewItemIndex] : nil
    }

    /// How a tab view controller shows its tabs, as Interface Builder spells
    /// it (`tabStyle="toolbar"`).
    public enum TabStyle: String, Sendable, CaseIterable {
        /// A segmented control above the content.
        case segmentedControlOnTop
        /// A segmented control below the content.
        case segmentedControlOnBottom
        /// Items of the window's toolbar.
        case toolbar
        /// No tabs: the application switches in code.
        case unspecified
    }

    /// A view controller's keys and Interface Builder's `tabViewItems`,
    /// `selectedTabViewItemIndex`, `tabStyle`, `tabView` and
    /// `canPropagateSelectedChildViewControllerTitle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("tabViewItems", \NSTabViewController.tabViewItems),
            KeyBinding("selectedTabViewItemIndex", \NSTabViewController.selectedTabViewItemIndex),
            KeyBinding("tabStyle", \NSTabViewController.tabStyle),
            KeyBinding("tabView", \NSTabViewController.tabView),
            KeyBinding(
                "canPropagateSelectedChildViewControllerTitle",
                \NSTabViewController.canPropagateSelectedChildViewControllerTitle),
        ]
    }
}
