import NibKit

/// An AppKit cell (`NSTextFieldCell`, `NSButtonCell`, …): the values a
/// macOS control keeps in its cell, which the control's widget shows.
///
/// ```swift
/// // <textFieldCell key="cell" alignment="center" title="7,942,645,086">
/// textField.cell?.title  // "7,942,645,086"
/// ```
@MainActor
public final class Cell: NibObject, @MainActor NibCoding {
    /// The title or text.
    public var title = ""
    /// The placeholder of an editable text cell.
    public var placeholderString: String?
    /// The font.
    public var font: FontDescription?
    /// `left`, `center`, `right`, `natural` or `justified`.
    public var alignment: String?
    /// The text color.
    public var textColor: Color?
    /// The background color, drawn only when ``drawsBackground`` is set.
    public var backgroundColor: Color?
    /// Whether the cell fills its background.
    public var drawsBackground = false
    /// Whether a text cell can be edited.
    public var isEditable = false
    /// A button cell's kind: `push`, `check`, `radio`, ….
    public var type: String?
    /// A check box's or radio button's state: `on`, `off` or `mixed`.
    public var state: String?
    /// A slider cell's smallest value.
    public var minValue = 0.0
    /// A slider cell's largest value.
    public var maxValue = 1.0
    /// A slider cell's value.
    public var doubleValue = 0.0
    /// A segmented cell's segments, each a dictionary with its `label`.
    public var segments: [Any]?
    /// A pop-up button cell's menu, whose items it offers.
    public var menu: Menu?
    /// An image cell's image, as NibKit loaded it.
    public var image: NibResource?
    /// How an image cell scales its image: `proportionallyDown`, `axesIndependently`, `proportionallyUpOrDown`, `none`.
    public var imageScaling: String?
    /// The id of the item a pop-up button cell shows, as the document spells it.
    public var selectedItem: String?

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \Cell.title),
            KeyBinding("placeholderString", \Cell.placeholderString),
            KeyBinding("font", \Cell.font),
            KeyBinding("alignment", \Cell.alignment),
            KeyBinding("textColor", \Cell.textColor),
            KeyBinding("backgroundColor", \Cell.backgroundColor),
            KeyBinding("drawsBackground", \Cell.drawsBackground),
            KeyBinding("editable", \Cell.isEditable),
            KeyBinding("type", \Cell.type),
            KeyBinding("state", \Cell.state),
            KeyBinding("minValue", \Cell.minValue),
            KeyBinding("maxValue", \Cell.maxValue),
            KeyBinding("doubleValue", \Cell.doubleValue),
            KeyBinding("segments", \Cell.segments),
            KeyBinding("menu", \Cell.menu),
            KeyBinding("selectedItem", \Cell.selectedItem),
            KeyBinding("image", \Cell.image),
            KeyBinding("imageScaling", \Cell.imageScaling),
        ]
    }

    public static var actionBindings: [ActionBinding] { [] }

    public func awakeFromNib() {}
}
