import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSTextFieldCell`: the text, colors and placeholder of a text
/// field or a label, and of most table columns' cells.
open class NSTextFieldCell: NSActionCell {
    /// How a text field's bezel is drawn: AppKit's `NSTextField.BezelStyle`.
    public enum BezelStyle: String, Sendable, CaseIterable {
        /// Square corners.
        case square
        /// Round corners.
        case round
    }

    /// The text shown while the field is empty.
    public var placeholderString: String?
    /// The text's color.
    public var textColor: Color?
    /// The color behind the text.
    public var backgroundColor: Color?
    /// Whether the background is filled.
    public var drawsBackground = false
    /// How the bezel is drawn.
    public var bezelStyle = BezelStyle.square

    /// A cell's keys and `placeholderString`, `textColor`,
    /// `backgroundColor`, `drawsBackground` and `bezelStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("placeholderString", \NSTextFieldCell.placeholderString),
            KeyBinding("textColor", \NSTextFieldCell.textColor),
            KeyBinding("backgroundColor", \NSTextFieldCell.backgroundColor),
            KeyBinding("drawsBackground", \NSTextFieldCell.drawsBackground),
            KeyBinding("bezelStyle", \NSTextFieldCell.bezelStyle),
        ]
    }
}

/// AppKit's `NSSecureTextFieldCell`: a text cell that hides what is typed.
open class NSSecureTextFieldCell: NSTextFieldCell {
    /// Whether bullets stand for the characters.
    public var echosBullets = true

    /// A text cell's keys and `echosBullets`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("echosBullets", \NSSecureTextFieldCell.echosBullets)]
    }
}

/// AppKit's `NSSearchFieldCell`: a text cell with search and cancel buttons
/// and recent searches.
open class NSSearchFieldCell: NSTextFieldCell {
    /// The name under which recent searches are saved.
    public var recentsAutosaveName: String?
    /// How many recent searches are kept.
    public var maximumRecents = 10
    /// Whether the action is sent only for the whole string.
    public var sendsWholeSearchString = false
    /// Whether the action is sent at once as the user types.
    public var sendsSearchStringImmediately = false

    /// A text cell's keys and `recentsAutosaveName`, `maximumRecents`,
    /// `sendsWholeSearchString` and `sendsSearchStringImmediately`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("recentsAutosaveName", \NSSearchFieldCell.recentsAutosaveName),
            KeyBinding("maximumRecents", \NSSearchFieldCell.maximumRecents),
            KeyBinding("sendsWholeSearchString", \NSSearchFieldCell.sendsWholeSearchString),
            KeyBinding("sendsSearchStringImmediately", \NSSearchFieldCell.sendsSearchStringImmediately),
        ]
    }
}

/// AppKit's `NSComboBoxCell`: a text cell with a list of choices.
open class NSComboBoxCell: NSTextFieldCell {
    /// Whether typing completes from the list.
    public var completes = false
    /// How many items the list shows at once.
    public var numberOfVisibleItems = 5
    /// Whether the list has a scroller.
    public var hasVerticalScroller = true
    /// The height of one item.
    public var itemHeight: CGFloat?
    /// Whether a data source gives the items.
    public var usesDataSource = false
    /// The choices the document lists.
    public var objectValues: [Any] = []

    /// A text cell's keys and `completes`, `numberOfVisibleItems`,
    /// `hasVerticalScroller`, `itemHeight`, `usesDataSource` and `objectValues`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("completes", \NSComboBoxCell.completes),
            KeyBinding("numberOfVisibleItems", \NSComboBoxCell.numberOfVisibleItems),
            KeyBinding("hasVerticalScroller", \NSComboBoxCell.hasVerticalScroller),
            KeyBinding("itemHeight", \NSComboBoxCell.itemHeight),
            KeyBinding("usesDataSource", \NSComboBoxCell.usesDataSource),
            KeyBinding("objectValues", \NSComboBoxCell.objectValues),
        ]
    }
}

/// AppKit's `NSTokenFieldCell`: a text cell that shows tokens.
open class NSTokenFieldCell: NSTextFieldCell {
    /// How long typing pauses before completion, in seconds.
    public var completionDelay: Double = 0

    /// A text cell's keys and `completionDelay`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("completionDelay", \NSTokenFieldCell.completionDelay)]
    }
}

/// AppKit's `NSTableHeaderCell`: the title cell of a table column, which
/// Interface Builder writes inside the column as `<tableHeaderCell key="headerCell">`.
open class NSTableHeaderCell: NSTextFieldCell {
    /// A header cell made of the attributes Interface Builder writes for it.
    convenience init(attributes: [String: Any]) {
        self.init()
        title = attributes["title"] as? String ?? ""
        if let alignment = (attributes["alignment"] as? String).flatMap(NSTextAlignment.init(rawValue:)) {
            self.alignment = alignment
        }
        if let mode = (attributes["lineBreakMode"] as? String).flatMap(NSLineBreakMode.init(rawValue:)) {
            lineBreakMode = mode
        }
        if let style = (attributes["borderStyle"] as? String).flatMap(BorderStyle.init(rawValue:)) {
            borderStyle = style
        }
        font = attributes["font"] as? FontDescription
        textColor = attributes["textColor"] as? Color
        backgroundColor = attributes["backgroundColor"] as? Color
    }

    /// The attributes of the cell as Interface Builder writes them.
    var attributes: [String: Any] {
        var result: [String: Any] = [
            "title": title, "alignment": alignment.rawValue, "lineBreakMode": lineBreakMode.rawValue,
            "borderStyle": borderStyle.rawValue,
        ]
        if let font { result["font"] = font }
        if let textColor { result["textColor"] = textColor }
        if let backgroundColor { result["backgroundColor"] = backgroundColor }
        return result
    }
}

/// AppKit's `NSPathComponentCell`: one component of a path control.
open class NSPathComponentCell: NSTextFieldCell {}
