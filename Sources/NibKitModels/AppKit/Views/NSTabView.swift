import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSTabView`: tabs, each an ``NSTabViewItem`` with a view, one
/// of which is selected.
///
/// ```swift
/// let tabs = try #require(graph.object(withID: "prefs") as? NSTabView)
/// tabs.tabViewItems.map(\.label)  // ["General", "Advanced"]
/// tabs.selectedTabViewItem?.label
/// ```
open class NSTabView: NSView {
    /// Where the tabs are and how the view is framed: AppKit's `NSTabView.TabType`.
    public enum TabType: String, Sendable, CaseIterable {
        /// Tabs on top, with a bezel.
        case topTabsBezelBorder
        /// Tabs on the left, with a bezel.
        case leftTabsBezelBorder
        /// Tabs at the bottom, with a bezel.
        case bottomTabsBezelBorder
        /// Tabs on the right, with a bezel.
        case rightTabsBezelBorder
        /// No tabs, with a bezel.
        case noTabsBezelBorder
        /// No tabs, with a line.
        case noTabsLineBorder
        /// No tabs and no border.
        case noTabsNoBorder
    }

    /// The tabs, in order.
    public var tabViewItems: [NSTabViewItem] = [] {
        didSet { for item in tabViewItems { item.tabView = self } }
    }
    /// Where the tabs are.
    public var tabViewType = TabType.topTabsBezelBorder
    /// The tabs' font.
    public var font: FontDescription?
    /// The tabs' size.
    public var controlSize = NSControlSize.regular
    /// Whether the background is filled.
    public var drawsBackground = true
    /// The object told about tab changes.
    public weak var delegate: NibObject?
    /// The position of the selected tab, once one is chosen in code.
    private var chosenIndex: Int?
    /// The id of the tab the document selects first.
    private var initialItemID = ""

    /// The position of the selected tab, or -1 when there are none: the one
    /// the document names as its initial item, else the first.
    public var indexOfSelectedTabViewItem: Int {
        get {
            if let chosenIndex { return chosenIndex }
            if let index = tabViewItems.firstIndex(where: { $0.archiveID == initialItemID && !initialItemID.isEmpty }) {
                return index
            }
            return tabViewItems.isEmpty ? -1 : 0
        }
        set { chosenIndex = tabViewItems.indices.contains(newValue) ? newValue : -1 }
    }

    /// The selected tab.
    public var selectedTabViewItem: NSTabViewItem? {
        let index = indexOfSelectedTabViewItem
        return tabViewItems.indices.contains(index) ? tabViewItems[index] : nil
    }

    /// The label of the selected tab, as a binding reads it; setting it selects that tab.
    public var selectedLabel: String? {
        get { selectedTabViewItem?.label }
        set {
            guard let index = tabViewItems.firstIndex(where: { $0.label == newValue }) else { return }
            indexOfSelectedTabViewItem = index
        }
    }

    /// Selects the tab at `index`.
    public func selectTabViewItem(at index: Int) { indexOfSelectedTabViewItem = index }

    /// A view's keys and `tabViewItems`, `type`, `font`, `controlSize`,
    /// `drawsBackground`, `initialItem` (the id of a tab), the outlet
    /// `delegate`, and `selectedIndex` and `selectedLabel` for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("tabViewItems", \NSTabView.tabViewItems),
            KeyBinding("type", \NSTabView.tabViewType),
            KeyBinding("font", \NSTabView.font),
            KeyBinding("controlSize", \NSTabView.controlSize),
            KeyBinding("drawsBackground", \NSTabView.drawsBackground),
            KeyBinding("initialItem", \NSTabView.initialItemID),
            KeyBinding("delegate", \NSTabView.delegate),
            KeyBinding("selectedIndex", \NSTabView.indexOfSelectedTabViewItem) {
                $0.indexOfSelectedTabViewItem = $1
            },
            KeyBinding("selectedLabel", \NSTabView.selectedLabel) { $0.selectedLabel = $1 },
        ]
    }
}

/// AppKit's `NSTabViewItem`: one tab of a tab view, with its label and view.
open class NSTabViewItem: NibObject {
    /// The tab's label.
    public var label = ""
    /// The tab's identifier.
    public var identifier: String?
    /// The tab's help text.
    public var toolTip: String?
    /// The tab's image.
    public var image: NibResource?
    /// The view the tab shows.
    public var view: NSView?
    /// The tab view that holds the tab.
    public internal(set) weak var tabView: NSTabView?
    /// The tab's id in the document, which its tab view's initial item names.
    var archiveID = ""

    /// Creates a tab with an empty label.
    public required init() { super.init() }

    /// Creates a tab of an archive, keeping its id for its tab view.
    public required init(coder: NibCoder) throws {
        archiveID = coder.objectID
        try super.init(coder: coder)
    }

    /// `label`, `identifier`, `toolTip`, `image` and `view`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("label", \NSTabViewItem.label),
            KeyBinding("identifier", \NSTabViewItem.identifier),
            KeyBinding("toolTip", \NSTabViewItem.toolTip),
            KeyBinding("image", \NSTabViewItem.image),
            KeyBinding("view", \NSTabViewItem.view),
        ]
    }

    /// The label.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("label", ObjectDescription.text(label))]
    }
}
