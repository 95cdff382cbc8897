import NibKitLoader

/// A view controller that shows one of several child controllers, chosen by
/// tabs, as AppKit's `NSTabViewController`: its tab view items, the
/// selected one and the style of its tabs.
///
/// A storyboard gives each item's view controller by a relationship segue
/// (`relationship="tabItems"`), which NibKit reads and does not perform.
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
