import Foundation
import NibKitCore
import NibKitLoader

/// How an image fits its frame: AppKit's `NSImageScaling`.
public enum NSImageScaling: String, Sendable, CaseIterable {
    /// Shrunk to fit, keeping its proportions, never grown.
    case proportionallyDown
    /// Stretched to the frame.
    case axesIndependently
    /// Its own size.
    case none
    /// Shrunk or grown to fit, keeping its proportions.
    case proportionallyUpOrDown
}

/// The state of a cell that can be on, off or in between:
/// AppKit's `NSControl.StateValue`, as Interface Builder spells it.
public enum NSControlStateValue: String, Sendable, CaseIterable {
    /// Off (unchecked).
    case off
    /// On (checked).
    case on
    /// Mixed, for a checkbox that stands for several.
    case mixed
}

/// A control's size: AppKit's `NSControl.ControlSize`.
public enum NSControlSize: String, Sendable, CaseIterable {
    /// The standard size.
    case regular
    /// Smaller.
    case small
    /// Smallest.
    case mini
    /// Larger.
    case large
}

/// AppKit's `NSCell` without drawing: the content and state of a control,
/// or of one row of a table column, as Interface Builder archives it.
///
/// A control forwards its title, value, alignment, font and enabled state
/// to its cell, as AppKit's `NSControl` does:
///
/// ```swift
/// let field = try #require(graph.object(withID: "name") as? NSTextField)
/// field.stringValue == field.cell?.title  // true
/// ```
///
/// Its next responder is its control view.
open class NSCell: Responder {
    /// How a cell's border is drawn, as Interface Builder spells it (`borderStyle`).
    public enum BorderStyle: String, Sendable, CaseIterable {
        /// No border.
        case none
        /// A plain line.
        case border
        /// A bezel.
        case bezel
        /// A border and a bezel, as a pop-up button's.
        case borderAndBezel
    }

    /// The cell's text: its title, or its string value.
    public var title = ""
    /// The cell's value when it is not text (a number, a date); nil for text.
    public var objectValue: Any?
    /// How the text is aligned.
    public var alignment = NSTextAlignment.natural
    /// The font, as the document describes it.
    public var font: FontDescription?
    /// Whether the cell is on, off or mixed.
    public var state = NSControlStateValue.off
    /// Whether the cell reacts to the user.
    public var isEnabled = true
    /// Whether the user can edit the text.
    public var isEditable = false
    /// Whether the user can select the text.
    public var isSelectable = false
    /// Whether the text scrolls when it does not fit.
    public var isScrollable = false
    /// The cell's size.
    public var controlSize = NSControlSize.regular
    /// How lines break.
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Where the focus ring is drawn.
    public var focusRingType = NSView.FocusRingType.default
    /// How the border is drawn.
    public var borderStyle = BorderStyle.none
    /// Whether the cell sends its action continuously while it is used.
    public var isContinuous = false
    /// Whether editing that ends sends the action.
    public var sendsActionOnEndEditing = false
    /// Whether the cell never becomes first responder.
    public var refusesFirstResponder = false
    /// Whether the last visible line is truncated.
    public var truncatesLastVisibleLine = false
    /// Whether the text stays on one line.
    public var usesSingleLineMode = false
    /// Whether edits can be undone.
    public var allowsUndo = true
    /// Whether the user can change the text's attributes.
    public var allowsEditingTextAttributes = false
    /// The image the cell shows.
    public var image: NibResource?
    /// How the image fits.
    public var imageScaling = NSImageScaling.proportionallyDown
    /// The formatter that turns the value into text: an ``NSFormatter``,
    /// or an application's own formatter class.
    public var formatter: NibObject?
    /// The keyboard input sources the text accepts, by locale identifier.
    public var allowedInputSourceLocales: [String] = []
    /// The help text shown over the cell.
    public var toolTip: String?
    /// The control that shows this cell.
    public weak var controlView: NSView?

    /// The text, as AppKit's `stringValue`: the title.
    public var stringValue: String {
        get { title }
        set { title = newValue }
    }

    /// The control view, unless another next responder was set.
    open override var next: Responder? {
        get { super.next ?? controlView }
        set { super.next = newValue }
    }

    /// Whether a border is drawn.
    public var isBordered: Bool { borderStyle == .border || borderStyle == .borderAndBezel }
    /// Whether a bezel is drawn.
    public var isBezeled: Bool { borderStyle == .bezel || borderStyle == .borderAndBezel }

    /// The keys Interface Builder writes for every cell: `title`, `alignment`,
    /// `font`, `state`, `enabled`, `editable`, `selectable`, `scrollable`,
    /// `controlSize`, `lineBreakMode`, `focusRingType`, `borderStyle`,
    /// `continuous`, `sendsActionOnEndEditing`, `refusesFirstResponder`,
    /// `truncatesLastVisibleLine`, `usesSingleLineMode`, `allowsUndo`,
    /// `allowsEditingTextAttributes`, `image`, `imageScaling`, `formatter`,
    /// `allowedInputSourceLocales`, `toolTip`, and `value` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \NSCell.title),
            KeyBinding("value", \NSCell.objectValue),
            KeyBinding("alignment", \NSCell.alignment),
            KeyBinding("font", \NSCell.font),
            KeyBinding("state", \NSCell.state),
            KeyBinding("enabled", \NSCell.isEnabled),
            KeyBinding("editable", \NSCell.isEditable),
            KeyBinding("selectable", \NSCell.isSelectable),
            KeyBinding("scrollable", \NSCell.isScrollable),
            KeyBinding("controlSize", \NSCell.controlSize),
            KeyBinding("lineBreakMode", \NSCell.lineBreakMode),
            KeyBinding("focusRingType", \NSCell.focusRingType),
            KeyBinding("borderStyle", \NSCell.borderStyle),
            KeyBinding("continuous", \NSCell.isContinuous),
            KeyBinding("sendsActionOnEndEditing", \NSCell.sendsActionOnEndEditing),
            KeyBinding("refusesFirstResponder", \NSCell.refusesFirstResponder),
            KeyBinding("truncatesLastVisibleLine", \NSCell.truncatesLastVisibleLine),
            KeyBinding("usesSingleLineMode", \NSCell.usesSingleLineMode),
            KeyBinding("allowsUndo", \NSCell.allowsUndo),
            KeyBinding("allowsEditingTextAttributes", \NSCell.allowsEditingTextAttributes),
            KeyBinding("image", \NSCell.image),
            KeyBinding("imageScaling", \NSCell.imageScaling),
            KeyBinding("formatter", \NSCell.formatter),
            KeyBinding("allowedInputSourceLocales", \NSCell.allowedInputSourceLocales),
            KeyBinding("toolTip", \NSCell.toolTip),
        ]
    }

    /// The title, when there is one.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if !title.isEmpty { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}

/// AppKit's `NSActionCell`: a cell with a tag, and a target and action of
/// its own, as a pop-up button's cell or a matrix's cells may have; it is a
/// ``Control``, so the document's action connections reach it.
///
/// A cell is a ``Responder`` because NibKit's controls are
/// responders; AppKit's cells are not in the responder chain.
open class NSActionCell: NSCell, Control {
    /// A number that identifies the cell to the application.
    public var tag = 0

    /// A cell's keys and `tag`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("tag", \NSActionCell.tag)]
    }
}
