import Foundation
import NibKitCore
import NibKitLoader

/// A row of a table view, as UIKit's `UITableViewCell`: its reuse
/// identifier, style, accessory and content view.
open class UITableViewCell: UIView {
    /// The identifier a table view makes cells of this kind by.
    public var reuseIdentifier: String?
    /// The cell's built-in layout.
    public var cellStyle = CellStyle.default
    /// How a selected cell is drawn.
    public var selectionStyle = SelectionStyle.default
    /// The accessory at the trailing edge.
    public var accessoryType = AccessoryType.none
    /// The accessory while the table is edited.
    public var editingAccessoryType = AccessoryType.none
    /// How far the content is indented, in steps of ``indentationWidth``.
    public var indentationLevel = 0
    /// One step of indentation.
    public var indentationWidth: CGFloat = 10
    /// Whether the content is indented while the table is edited.
    public var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while the table is edited.
    public var showsReorderControl = false
    /// Whether the accessory hides while the table is edited.
    public var hidesAccessoryWhenEditing = true
    /// The row's height Interface Builder gives the prototype, or nil.
    public var rowHeight: CGFloat?
    /// The separator's insets, or nil for the table's.
    public var separatorInset: EdgeInsets?
    /// The view that holds the cell's content; a subview of the cell.
    public private(set) var contentView: UIView?
    /// The view behind the cell, or nil.
    public var backgroundView: View?
    /// The view behind a selected cell, or nil.
    public var selectedBackgroundView: View?
    /// The id of the built-in text label among the content view's subviews, or nil.
    public var textLabelID: String?
    /// The id of the built-in detail label among the content view's subviews, or nil.
    public var detailTextLabelID: String?
    /// The id of the built-in image view among the content view's subviews, or nil.
    public var imageViewID: String?

    /// A cell's built-in layout, as Interface Builder spells it (`style="IBUITableViewCellStyleSubtitle"`).
    public enum CellStyle: String, Sendable, CaseIterable {
        /// A text label and an image.
        case `default` = "IBUITableViewCellStyleDefault"
        /// A text label and a detail label at the trailing edge.
        case value1 = "IBUITableViewCellStyleValue1"
        /// A detail label after a smaller, trailing-aligned text label.
        case value2 = "IBUITableViewCellStyleValue2"
        /// A text label above a detail label.
        case subtitle = "IBUITableViewCellStyleSubtitle"
    }

    /// How a selected cell is drawn, as Interface Builder spells it.
    public enum SelectionStyle: String, Sendable, CaseIterable {
        /// Not highlighted.
        case none
        /// Blue (before iOS 7).
        case blue
        /// Gray.
        case gray
        /// The system's.
        case `default`
    }

    /// A cell's accessory, as Interface Builder spells it (`accessoryType="checkmark"`).
    public enum AccessoryType: String, Sendable, CaseIterable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button.
        case detailButton
    }

    private func adoptContentView(_ view: UIView?) {
        contentView?.removeFromSuperview()
        contentView = view
        if let view { insertSubview(view, at: 0) }
    }

    /// The keys of Interface Builder's `<tableViewCell>`: `reuseIdentifier`,
    /// `style`, `selectionStyle`, the accessories, indentation, the editing
    /// flags, `rowHeight`, `separatorInset`, `contentView` (made a subview),
    /// the background views and the ids of the built-in `textLabel`,
    /// `detailTextLabel` and `imageView`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("reuseIdentifier", \UITableViewCell.reuseIdentifier),
            KeyBinding("style", \UITableViewCell.cellStyle),
            KeyBinding("selectionStyle", \UITableViewCell.selectionStyle),
            KeyBinding("accessoryType", \UITableViewCell.accessoryType),
            KeyBinding("editingAccessoryType", \UITableViewCell.editingAccessoryType),
            KeyBinding("indentationLevel", \UITableViewCell.indentationLevel),
            KeyBinding("indentationWidth", \UITableViewCell.indentationWidth),
            KeyBinding("shouldIndentWhileEditing", \UITableViewCell.shouldIndentWhileEditing),
            KeyBinding("showsReorderControl", \UITableViewCell.showsReorderControl),
            KeyBinding("hidesAccessoryWhenEditing", \UITableViewCell.hidesAccessoryWhenEditing),
            KeyBinding("rowHeight", \UITableViewCell.rowHeight),
            KeyBinding("separatorInset", \UITableViewCell.separatorInset),
            KeyBinding("contentView", \UITableViewCell.contentView) { $0.adoptContentView($1) },
            KeyBinding("backgroundView", \UITableViewCell.backgroundView),
            KeyBinding("selectedBackgroundView", \UITableViewCell.selectedBackgroundView),
            KeyBinding("textLabel", \UITableViewCell.textLabelID),
            KeyBinding("detailTextLabel", \UITableViewCell.detailTextLabelID),
            KeyBinding("imageView", \UITableViewCell.imageViewID),
        ]
    }

    /// The frame, then the reuse identifier.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let reuseIdentifier { fields.append(("reuseIdentifier", ObjectDescription.text(reuseIdentifier))) }
        return fields
    }
}

/// The content view of a table view cell: Interface Builder's
/// `<tableViewCellContentView>`, with the id of the cell it belongs to.
open class UITableViewCellContentView: UIView {
    /// The id of the cell whose content view this is, or nil.
    public var tableViewCellID: String?

    /// The key of Interface Builder's `<tableViewCellContentView>`: `tableViewCell`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("tableViewCell", \UITableViewCellContentView.tableViewCellID)]
    }
}
