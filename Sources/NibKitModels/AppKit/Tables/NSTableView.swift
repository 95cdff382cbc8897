import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSTableView` without drawing: its columns, its look and how
/// rows are chosen.
///
/// ```swift
/// let table = try #require(graph.object(withID: "accounts") as? NSTableView)
/// table.tableColumns.map(\.title)  // ["Name", "Server"]
/// table.tableColumn(withIdentifier: "name")?.width
/// ```
///
/// A view-based table keeps the cell views Interface Builder designs inside
/// each column as its prototypes (``NSTableColumn/prototypeCellViews``);
/// ``makeView(withIdentifier:)`` finds one by identifier.
open class NSTableView: NSControl {
    /// How columns share a change of the table's width:
    /// AppKit's `NSTableView.ColumnAutoresizingStyle`.
    public enum ColumnAutoresizingStyle: String, Sendable, CaseIterable {
        /// No column changes.
        case none
        /// All columns share it.
        case uniform
        /// Each column in turn.
        case sequential
        /// The columns after the one resized, in reverse.
        case reverseSequential
        /// The last column only.
        case lastColumnOnly
        /// The first column only.
        case firstColumnOnly
    }

    /// How the selection is drawn: AppKit's `NSTableView.SelectionHighlightStyle`.
    public enum SelectionHighlightStyle: String, Sendable, CaseIterable {
        /// Not drawn.
        case none
        /// A regular highlight.
        case regular
        /// A source list's highlight.
        case sourceList
    }

    /// The height of rows: AppKit's `NSTableView.RowSizeStyle`.
    public enum RowSizeStyle: String, Sendable, CaseIterable {
        /// The system's default.
        case systemDefault
        /// The height the table sets.
        case custom
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
        /// The height the content needs.
        case automatic
    }

    /// The table's style: AppKit's `NSTableView.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// The system's choice.
        case automatic
        /// Full width.
        case fullWidth
        /// Inset.
        case inset
        /// A source list.
        case sourceList
        /// Plain.
        case plain
    }

    /// The columns, left to right.
    public var tableColumns: [NSTableColumn] = [] {
        didSet { for column in tableColumns { column.tableView = self } }
    }
    /// Whether rows are views rather than cells.
    public var isViewBased = false
    /// The height of a row.
    public var rowHeight: CGFloat = 17
    /// The space between cells.
    public var intercellSpacing = CGSize(width: 3, height: 2)
    /// How columns share a change of width.
    public var columnAutoresizingStyle = ColumnAutoresizingStyle.lastColumnOnly
    /// How the selection is drawn.
    public var selectionHighlightStyle = SelectionHighlightStyle.regular
    /// The height of rows.
    public var rowSizeStyle = RowSizeStyle.systemDefault
    /// The table's style.
    public var style = Style.automatic
    /// Whether rows take the height of their content.
    public var usesAutomaticRowHeights = false
    /// Whether rows alternate their background.
    public var usesAlternatingRowBackgroundColors = false
    /// Whether several rows can be selected.
    public var allowsMultipleSelection = false
    /// Whether no row may be selected.
    public var allowsEmptySelection = true
    /// Whether columns can be selected.
    public var allowsColumnSelection = false
    /// Whether columns can be reordered.
    public var allowsColumnReordering = true
    /// Whether columns can be resized.
    public var allowsColumnResizing = true
    /// Whether typing selects a row.
    public var allowsTypeSelect = true
    /// Whether truncated cells show their content in a tool tip.
    public var allowsExpansionToolTips = false
    /// Whether column widths and order are saved.
    public var autosaveTableColumns = false
    /// The color of the grid.
    public var gridColor: Color?
    /// The object that is told about the table.
    public weak var delegate: NibObject?
    /// The object that gives the rows.
    public weak var dataSource: NibObject?
    /// The objects a binding shows (`content`).
    public var content: Any?
    /// The id of the header view the document names.
    var headerViewID = ""

    /// The table's header view: the one its scroll view holds, when the document gives it one.
    public var headerView: NSView? {
        headerViewID.isEmpty ? nil : enclosingScrollView?.headerView
    }

    /// The scroll view the table scrolls in.
    public var enclosingScrollView: NSScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? NSScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// The number of columns.
    public var numberOfColumns: Int { tableColumns.count }

    /// The first column with `identifier`.
    public func tableColumn(withIdentifier identifier: String) -> NSTableColumn? {
        tableColumns.first { $0.identifier == identifier }
    }

    /// The position of the first column with `identifier`, or -1.
    public func column(withIdentifier identifier: String) -> Int {
        tableColumns.firstIndex { $0.identifier == identifier } ?? -1
    }

    /// The prototype cell view with `identifier` among the columns', as
    /// AppKit's `makeView(withIdentifier:owner:)` finds the one it copies;
    /// NibKit returns the prototype itself.
    public func makeView(withIdentifier identifier: String) -> NSView? {
        for column in tableColumns {
            if let view = column.prototypeCellViews.first(where: { $0.identifier == identifier }) { return view }
        }
        return nil
    }

    /// A control's keys and the table's as Interface Builder writes them:
    /// `tableColumns`, `viewBased`, `rowHeight`, `intercellSpacing`,
    /// `columnAutoresizingStyle`, `selectionHighlightStyle`, `rowSizeStyle`,
    /// `tableStyle`, `usesAutomaticRowHeights`,
    /// `alternatingRowBackgroundColors`, `multipleSelection`,
    /// `emptySelection`, `columnSelection`, `columnReordering`,
    /// `columnResizing`, `typeSelect`, `allowsExpansionToolTips`,
    /// `autosaveColumns`, `gridColor`, `headerView` (the
    /// id of its scroll view's header), the outlets `delegate` and
    /// `dataSource`, and `content` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("tableColumns", \NSTableView.tableColumns),
            KeyBinding("viewBased", \NSTableView.isViewBased),
            KeyBinding("rowHeight", \NSTableView.rowHeight),
            KeyBinding("intercellSpacing", \NSTableView.intercellSpacing),
            KeyBinding("columnAutoresizingStyle", \NSTableView.columnAutoresizingStyle),
            KeyBinding("selectionHighlightStyle", \NSTableView.selectionHighlightStyle),
            KeyBinding("rowSizeStyle", \NSTableView.rowSizeStyle),
            KeyBinding("tableStyle", \NSTableView.style),
            KeyBinding("usesAutomaticRowHeights", \NSTableView.usesAutomaticRowHeights),
            KeyBinding("alternatingRowBackgroundColors", \NSTableView.usesAlternatingRowBackgroundColors),
            KeyBinding("multipleSelection", \NSTableView.allowsMultipleSelection),
            KeyBinding("emptySelection", \NSTableView.allowsEmptySelection),
            KeyBinding("columnSelection", \NSTableView.allowsColumnSelection),
            KeyBinding("columnReordering", \NSTableView.allowsColumnReordering),
            KeyBinding("columnResizing", \NSTableView.allowsColumnResizing),
            KeyBinding("typeSelect", \NSTableView.allowsTypeSelect),
            KeyBinding("allowsExpansionToolTips", \NSTableView.allowsExpansionToolTips),
            KeyBinding("autosaveColumns", \NSTableView.autosaveTableColumns),
            KeyBinding("gridColor", \NSTableView.gridColor),
            KeyBinding("headerView", \NSTableView.headerViewID),
            KeyBinding("delegate", \NSTableView.delegate),
            KeyBinding("dataSource", \NSTableView.dataSource),
            KeyBinding("content", \NSTableView.content),
        ]
    }

    /// The frame, then the number of columns.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("columns", String(tableColumns.count))]
    }
}

/// AppKit's `NSOutlineView`: a table whose rows nest, one column showing the outline.
open class NSOutlineView: NSTableView {
    /// The indentation of one level.
    public var indentationPerLevel: CGFloat = 16
    /// Whether the disclosure triangles are in the outline column.
    public var indentationMarkerFollowsCell = true
    /// Whether expanded items are saved.
    public var autosaveExpandedItems = false
    /// The id of the column the document names as the outline column.
    var outlineTableColumnID = ""

    /// The column that shows the outline: the one the document names, else the first.
    public var outlineTableColumn: NSTableColumn? {
        tableColumns.first { $0.archiveID == outlineTableColumnID } ?? tableColumns.first
    }

    /// A table's keys and `indentationPerLevel`,
    /// `indentationMarkerFollowsCell`, `autosaveExpandedItems` and
    /// `outlineTableColumn` (the id of one of its columns).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("indentationPerLevel", \NSOutlineView.indentationPerLevel),
            KeyBinding("indentationMarkerFollowsCell", \NSOutlineView.indentationMarkerFollowsCell),
            KeyBinding("autosaveExpandedItems", \NSOutlineView.autosaveExpandedItems),
            KeyBinding("outlineTableColumn", \NSOutlineView.outlineTableColumnID),
        ]
    }
}

/// AppKit's `NSTableHeaderView`: the row of column titles above a table.
open class NSTableHeaderView: NSView {}

/// AppKit's `NSTableCellView`: a view-based table's cell, with an optional
/// text field and image view, and the row's object.
open class NSTableCellView: NSView {
    /// The text field that shows the row's text.
    public weak var textField: NSTextField?
    /// The image view that shows the row's image.
    public weak var imageView: NSImageView?
    /// The row's object, which the cell's subviews bind to (`objectValue.name`).
    public var objectValue: Any?

    /// A view's keys, the outlets `textField` and `imageView`, and `objectValue`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("textField", \NSTableCellView.textField),
            KeyBinding("imageView", \NSTableCellView.imageView),
            KeyBinding("objectValue", \NSTableCellView.objectValue),
        ]
    }
}

/// AppKit's `NSTableRowView`: the view behind one row of a view-based table.
open class NSTableRowView: NSView {
    /// Whether the row is selected.
    public var isSelected = false
    /// Whether the row is a group row.
    public var isGroupRowStyle = false

    /// A view's keys and `selected` and `groupRowStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("selected", \NSTableRowView.isSelected),
            KeyBinding("groupRowStyle", \NSTableRowView.isGroupRowStyle),
        ]
    }
}
