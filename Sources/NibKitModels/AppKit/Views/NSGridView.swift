import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSGridView` without layout: rows, columns and the cells where
/// they cross, each holding a content view.
open class NSGridView: NSView {
    /// The rows, top to bottom.
    public var rows: [NSGridRow] = []
    /// The columns, left to right.
    public var columns: [NSGridColumn] = []
    /// The cells, as Interface Builder lists them.
    public var gridCells: [NSGridCell] = [] {
        didSet {
            for cell in gridCells {
                if let view = cell.contentView, view.superview !== self { addSubview(view) }
            }
        }
    }
    /// The horizontal placement of content.
    public var xPlacement = NSGridCell.Placement.leading
    /// The vertical placement of content.
    public var yPlacement = NSGridCell.Placement.top
    /// How rows align their content.
    public var rowAlignment = NSGridCell.RowAlignment.none
    /// The space between rows.
    public var rowSpacing: CGFloat = 6
    /// The space between columns.
    public var columnSpacing: CGFloat = 6

    /// The cell at `column` and `row`, or nil.
    public func cell(atColumnIndex column: Int, rowIndex row: Int) -> NSGridCell? {
        guard columns.indices.contains(column), rows.indices.contains(row) else { return nil }
        let columnID = columns[column].archiveID
        let rowID = rows[row].archiveID
        return gridCells.first { $0.columnID == columnID && $0.rowID == rowID }
    }

    /// A view's keys and `rows`, `columns`, `gridCells`, `xPlacement`,
    /// `yPlacement`, `rowAlignment`, `rowSpacing` and `columnSpacing`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("rows", \NSGridView.rows),
            KeyBinding("columns", \NSGridView.columns),
            KeyBinding("gridCells", \NSGridView.gridCells),
            KeyBinding("xPlacement", \NSGridView.xPlacement),
            KeyBinding("yPlacement", \NSGridView.yPlacement),
            KeyBinding("rowAlignment", \NSGridView.rowAlignment),
            KeyBinding("rowSpacing", \NSGridView.rowSpacing),
            KeyBinding("columnSpacing", \NSGridView.columnSpacing),
        ]
    }
}

/// AppKit's `NSGridRow`: one row of a grid view.
open class NSGridRow: NibObject {
    /// The row's height, or nil to fit its content.
    public var height: CGFloat?
    /// The space above the row.
    public var topPadding: CGFloat = 0
    /// The space below the row.
    public var bottomPadding: CGFloat = 0
    /// The vertical placement of the row's content.
    public var yPlacement = NSGridCell.Placement.inherited
    /// How the row aligns its content.
    public var rowAlignment = NSGridCell.RowAlignment.inherited
    /// Whether the row is hidden.
    public var isHidden = false
    /// The row's id in the document, which its cells name.
    var archiveID = ""

    /// Creates a row.
    public required init() { super.init() }

    /// Creates a row of an archive, keeping its id for its cells.
    public required init(coder: NibCoder) throws {
        archiveID = coder.objectID
        try super.init(coder: coder)
    }

    /// `height`, `topPadding`, `bottomPadding`, `yPlacement`, `rowAlignment` and `hidden`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("height", \NSGridRow.height),
            KeyBinding("topPadding", \NSGridRow.topPadding),
            KeyBinding("bottomPadding", \NSGridRow.bottomPadding),
            KeyBinding("yPlacement", \NSGridRow.yPlacement),
            KeyBinding("rowAlignment", \NSGridRow.rowAlignment),
            KeyBinding("hidden", \NSGridRow.isHidden),
        ]
    }
}

/// AppKit's `NSGridColumn`: one column of a grid view.
open class NSGridColumn: NibObject {
    /// The column's width, or nil to fit its content.
    public var width: CGFloat?
    /// The space before the column.
    public var leadingPadding: CGFloat = 0
    /// The space after the column.
    public var trailingPadding: CGFloat = 0
    /// The horizontal placement of the column's content.
    public var xPlacement = NSGridCell.Placement.inherited
    /// Whether the column is hidden.
    public var isHidden = false
    /// The column's id in the document, which its cells name.
    var archiveID = ""

    /// Creates a column.
    public required init() { super.init() }

    /// Creates a column of an archive, keeping its id for its cells.
    public required init(coder: NibCoder) throws {
        archiveID = coder.objectID
        try super.init(coder: coder)
    }

    /// `width`, `leadingPadding`, `trailingPadding`, `xPlacement` and `hidden`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("width", \NSGridColumn.width),
            KeyBinding("leadingPadding", \NSGridColumn.leadingPadding),
            KeyBinding("trailingPadding", \NSGridColumn.trailingPadding),
            KeyBinding("xPlacement", \NSGridColumn.xPlacement),
            KeyBinding("hidden", \NSGridColumn.isHidden),
        ]
    }
}

/// AppKit's `NSGridCell`: where a row and a column of a grid view cross.
open class NSGridCell: NibObject {
    /// Where content sits in its cell: AppKit's `NSGridCell.Placement`,
    /// with Interface Builder's vertical spellings (`top`, `bottom`) beside the horizontal ones.
    public enum Placement: String, Sendable, CaseIterable {
        /// The row's, column's or grid's placement.
        case inherited
        /// No placement: the content's own constraints decide.
        case none
        /// At the leading edge.
        case leading
        /// At the top.
        case top
        /// At the trailing edge.
        case trailing
        /// At the bottom.
        case bottom
        /// Centered.
        case center
        /// Filling the cell.
        case fill
    }

    /// How a row aligns its content: AppKit's `NSGridRow.Alignment`.
    public enum RowAlignment: String, Sendable, CaseIterable {
        /// The grid's alignment.
        case inherited
        /// No alignment.
        case none
        /// First baselines.
        case firstBaseline
        /// Last baselines.
        case lastBaseline
    }

    /// The view in the cell.
    public var contentView: NSView?
    /// The horizontal placement of the content.
    public var xPlacement = NSGridCell.Placement.inherited
    /// The vertical placement of the content.
    public var yPlacement = Placement.inherited
    /// How the cell aligns its content.
    public var rowAlignment = RowAlignment.inherited
    /// The id of the cell's row.
    var rowID = ""
    /// The id of the cell's column.
    var columnID = ""
    /// The id of the cell that a merged group of cells shows, when this one is merged.
    var headOfMergedCellID = ""

    /// Whether the cell is part of a merged group whose content another cell shows.
    public var isMerged: Bool { !headOfMergedCellID.isEmpty }

    /// `contentView`, `xPlacement`, `yPlacement`, `rowAlignment`, and
    /// `row`, `column` and `headOfMergedCell`, the ids of other objects of the grid.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("contentView", \NSGridCell.contentView),
            KeyBinding("xPlacement", \NSGridCell.xPlacement),
            KeyBinding("yPlacement", \NSGridCell.yPlacement),
            KeyBinding("rowAlignment", \NSGridCell.rowAlignment),
            KeyBinding("row", \NSGridCell.rowID),
            KeyBinding("column", \NSGridCell.columnID),
            KeyBinding("headOfMergedCell", \NSGridCell.headOfMergedCellID),
        ]
    }
}
