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
        ]
    }

    public static var actionBindings: [ActionBinding] { [] }

    public func awakeFromNib() {}
}
