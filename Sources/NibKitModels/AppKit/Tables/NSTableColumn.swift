import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSTableColumn`: one column of a table, with its identifier,
/// title, width, header cell and data cell, and a view-based table's prototype cell views.
///
/// Interface Builder writes the header cell inside the column as
/// `<tableHeaderCell key="headerCell" title=...>`; the column makes it an
/// ``NSTableHeaderCell``.
open class NSTableColumn: NibObject {
    /// How a column resizes: AppKit's `NSTableColumn.ResizingOptions`,
    /// written as `<tableColumnResizingMask resizeWithTable="YES" .../>`.
    public struct ResizingOptions: OptionSet, Hashable, Sendable {
        /// AppKit's bits.
        public let rawValue: Int
        /// The options with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The column resizes with the table.
        public static let autoresizingMask = ResizingOptions(rawValue: 1 << 0)
        /// The user can resize the column.
        public static let userResizingMask = ResizingOptions(rawValue: 1 << 1)
    }

    /// The column's identifier.
    public var identifier = ""
    /// The column's width.
    public var width: CGFloat = 100
    /// The smallest width.
    public var minWidth: CGFloat = 10
    /// The largest width.
    public var maxWidth: CGFloat = .greatestFiniteMagnitude
    /// Whether the column's cells can be edited.
    public var isEditable = true
    /// Whether the column is hidden.
    public var isHidden = false
    /// How the column resizes.
    public var resizingMask: ResizingOptions = [.autoresizingMask, .userResizingMask]
    /// The header's help text.
    public var headerToolTip: String?
    /// The cell that shows the title.
    public var headerCell = NSTableHeaderCell()
    /// The cell that shows each row, in a cell-based table: an ``NSCell``,
    /// or an application's own cell class.
    public var dataCell: NibObject?
    /// The cell views a view-based table makes its cells from.
    public var prototypeCellViews: [NSView] = []
    /// The values a binding shows in the column (`value`).
    public var objectValue: Any?
    /// The font names a binding gives the column's cells (`fontName`).
    public var fontName: Any?
    /// The text colors a binding gives the column's cells (`textColor`).
    public var textColor: Any?
    /// The table that holds the column.
    public internal(set) weak var tableView: NSTableView?
    /// The column's id in the document, which an outline view names.
    var archiveID = ""

    /// The title: the header cell's.
    public var title: String {
        get { headerCell.title }
        set { headerCell.title = newValue }
    }

    /// Creates a column with an empty header cell.
    public required init() { super.init() }

    /// Creates a column of an archive, keeping its id for its outline view.
    public required init(coder: NibCoder) throws {
        archiveID = coder.objectID
        try super.init(coder: coder)
    }

    /// `identifier`, `width`, `minWidth`, `maxWidth`, `editable`, `hidden`,
    /// `resizingMask` (an element of flags), `headerToolTip`, `headerCell`
    /// (its attributes), `dataCell`, `prototypeCellViews`, and `value`, `fontName`,
    /// `textColor` and `headerTitle` for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("identifier", \NSTableColumn.identifier),
            KeyBinding("width", \NSTableColumn.width),
            KeyBinding("minWidth", \NSTableColumn.minWidth),
            KeyBinding("maxWidth", \NSTableColumn.maxWidth),
            KeyBinding("editable", \NSTableColumn.isEditable),
            KeyBinding("hidden", \NSTableColumn.isHidden),
            KeyBinding("resizingMask", \NSTableColumn.resizingMask.flags) {
                $0.resizingMask = ResizingOptions(flags: $1)
            },
            KeyBinding("headerToolTip", \NSTableColumn.headerToolTip),
            KeyBinding("headerCell", \NSTableColumn.headerCell.attributes) {
                $0.headerCell = NSTableHeaderCell(attributes: $1)
            },
            KeyBinding("dataCell", \NSTableColumn.dataCell),
            KeyBinding("prototypeCellViews", \NSTableColumn.prototypeCellViews),
            KeyBinding("value", \NSTableColumn.objectValue),
            KeyBinding("fontName", \NSTableColumn.fontName),
            KeyBinding("textColor", \NSTableColumn.textColor),
            KeyBinding("headerTitle", \NSTableColumn.title) { $0.title = $1 },
        ]
    }

    /// The identifier, the title and the width.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [
            ("identifier", ObjectDescription.text(identifier)), ("title", ObjectDescription.text(title)),
            ("width", ObjectDescription.number(width)),
        ]
    }
}

extension NSTableColumn.ResizingOptions: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSTableColumn.ResizingOptions)] = [
        ("resizeWithTable", .autoresizingMask), ("userResizable", .userResizingMask),
    ]
}
