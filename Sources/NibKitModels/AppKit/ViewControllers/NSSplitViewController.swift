import NibKitCore
import NibKitLoader

/// A view controller that shows child controllers side by side in a split
/// view, as AppKit's `NSSplitViewController`: its split view items.
///
/// Its children are its items' view controllers, in the items' order:
/// ``addSplitViewItem(_:)`` adds both, `addChild(_:)` adds an item for the
/// child, as AppKit does; a storyboard runtime gives an item's controller
/// from the relationship segue (`relationship="splitItems"`). Every pane
/// receives the controller's appearance.
///
/// ```swift
/// let split = try #require(instance.object(withID: "Spl-Ct-001") as? NSSplitViewController)
/// split.splitViewItems.first?.behavior  // .sidebar
/// ```
open class NSSplitViewController: NSViewController {
    /// The items, leading to trailing (or top to bottom).
    public private(set) var splitViewItems: [NSSplitViewItem] = []
    /// The split view that shows the items, or nil.
    public var splitView: NSSplitView?

    /// Creates the view: the scene's or the nib's when there is one, else,
    /// as AppKit's split view controller makes its own, the ``splitView`` (a
    /// new one when none is archived).
    open override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        guard viewTemplate == nil, nibName == nil else { return try super.loadView(isolation: isolation) }
        let split = splitView ?? NSSplitView()
        splitView = split
        viewIfLoaded = split
    }

    /// Adds `item` after the others, its view controller as a child.
    public func addSplitViewItem(_ item: NSSplitViewItem) { insertSplitViewItem(item, at: splitViewItems.count) }

    /// Inserts `item` at `index` (clamped), its view controller as a child.
    public func insertSplitViewItem(_ item: NSSplitViewItem, at index: Int) {
        guard !splitViewItems.contains(where: { $0 === item }) else { return }
        splitViewItems.insert(item, at: min(max(index, 0), splitViewItems.count))
        syncChildren()
    }

    /// Makes `controller` the one `item`, an item of this controller,
    /// shows, as a storyboard's `splitItems` relationship gives it.
    public func setViewController(_ controller: NSViewController?, for item: NSSplitViewItem) {
        guard splitViewItems.contains(where: { $0 === item }) else { return }
        item.viewController = controller
        syncChildren()
    }

    /// Removes `item` and its view controller.
    public func removeSplitViewItem(_ item: NSSplitViewItem) {
        splitViewItems.removeAll { $0 === item }
        syncChildren()
    }

    /// Inserts `child` with an item of its own at `index`.
    open override func insertChild(_ child: NSViewController, at index: Int) {
        let item = NSSplitViewItem()
        item.viewController = child
        insertSplitViewItem(item, at: index)
    }

    /// Removes the child at `index` and its item.
    open override func removeChild(at index: Int) {
        guard children.indices.contains(index) else { return }
        let child = children[index]
        splitViewItems.removeAll { $0.viewController === child }
        syncChildren()
    }

    /// Every pane that is not collapsed receives the appearance.
    open override var childrenReceivingAppearance: [NSViewController] {
        splitViewItems.filter { !$0.isCollapsed }.compactMap(\.viewController)
    }

    /// Makes the children the items' view controllers, in the items' order.
    private func syncChildren() {
        let controllers = splitViewItems.compactMap(\.viewController)
        for old in children where !controllers.contains(where: { $0 === old }) { old.parent = nil }
        for new in controllers where new.parent !== self {
            new.removeFromParent()
            new.parent = self
        }
        children = controllers
    }

    /// A view controller's keys and Interface Builder's `splitViewItems` and `splitView`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("splitViewItems", \NSSplitViewController.splitViewItems) {
                $0.splitViewItems = $1
                $0.syncChildren()
            },
            KeyBinding("splitView", \NSSplitViewController.splitView),
        ]
    }
}

/// One pane of a split view controller, as AppKit's `NSSplitViewItem`: how
/// it behaves, whether it can collapse and how firmly it keeps its size.
///
/// ```swift
/// let item = try #require(split.splitViewItems.first)
/// item.canCollapse  // true
/// ```
open class NSSplitViewItem: NibObject {
    /// The controller whose view the pane shows, or nil.
    public var viewController: NSViewController?
    /// What kind of pane it is.
    public var behavior = Behavior.default
    /// Whether the pane is collapsed.
    public var isCollapsed = false
    /// Whether the pane can collapse.
    public var canCollapse = false
    /// How firmly the pane keeps its size when the split view resizes.
    public var holdingPriority: Float = 250

    /// What kind of pane a split view item is, as Interface Builder spells
    /// it (`behavior="sidebar"`).
    public enum Behavior: String, Sendable, CaseIterable {
        /// A plain pane.
        case `default`
        /// A source list at the side.
        case sidebar
        /// A list of content beside a sidebar.
        case contentList
        /// An inspector at the trailing side.
        case inspector
    }

    /// Interface Builder's `viewController`, `behavior`, `collapsed`,
    /// `canCollapse` and `holdingPriority`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("viewController", \NSSplitViewItem.viewController),
            KeyBinding("behavior", \NSSplitViewItem.behavior),
            KeyBinding("collapsed", \NSSplitViewItem.isCollapsed),
            KeyBinding("canCollapse", \NSSplitViewItem.canCollapse),
            KeyBinding("holdingPriority", \NSSplitViewItem.holdingPriority),
        ]
    }
}
