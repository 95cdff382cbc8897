import NibKitLoader

/// A view controller that shows child controllers side by side in a split
/// view, as AppKit's `NSSplitViewController`: its split view items.
///
/// A storyboard gives each item's view controller by a relationship segue
/// (`relationship="splitItems"`), which NibKit reads and does not perform.
///
/// ```swift
/// let split = try #require(instance.object(withID: "Spl-Ct-001") as? NSSplitViewController)
/// split.splitViewItems.first?.behavior  // .sidebar
/// ```
open class NSSplitViewController: NSViewController {
    /// The items, leading to trailing (or top to bottom).
    public var splitViewItems: [NSSplitViewItem] = []
    /// The split view that shows the items, or nil.
    public var splitView: NSSplitView?

    /// A view controller's keys and Interface Builder's `splitViewItems` and `splitView`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("splitViewItems", \NSSplitViewController.splitViewItems),
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
