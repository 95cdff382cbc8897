import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSTextField` without drawing: a label or an editable field,
/// whose text, placeholder and colors are its ``NSTextFieldCell``'s.
///
/// ```swift
/// let label = try #require(graph.object(withID: "version") as? NSTextField)
/// label.stringValue  // "Version"
/// label.isEditable   // false
/// ```
open class NSTextField: NSControl {
    /// A text field made in code gets an ``NSTextFieldCell``.
    open override class var cellClass: NSCell.Type { NSTextFieldCell.self }

    /// The width at which the text wraps for its intrinsic size.
    public var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the width at first layout becomes the preferred maximum.
    public var setsMaxLayoutWidthAtFirstLayout = false
    /// Whether the Touch Bar offers the character picker.
    public var allowsCharacterPickerTouchBarItem = true
    /// Whether typing completes words.
    public var isAutomaticTextCompletionEnabled = true
    /// The object that is told about editing.
    public weak var delegate: NibObject?

    private var textCell: NSTextFieldCell? { cell as? NSTextFieldCell }

    /// The text shown while the field is empty.
    public var placeholderString: String? {
        get { textCell?.placeholderString }
        set { textCell?.placeholderString = newValue }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { cell?.isEditable ?? false }
        set { cell?.isEditable = newValue }
    }

    /// Whether the user can select the text.
    public var isSelectable: Bool {
        get { cell?.isSelectable ?? false }
        set { cell?.isSelectable = newValue }
    }

    /// The text's color.
    public var textColor: Color? {
        get { textCell?.textColor }
        set { textCell?.textColor = newValue }
    }

    /// Whether the background is filled.
    public var drawsBackground: Bool {
        get { textCell?.drawsBackground ?? false }
        set { textCell?.drawsBackground = newValue }
    }

    /// Whether a bezel is drawn.
    public var isBezeled: Bool { cell?.isBezeled ?? false }
    /// Whether a border is drawn.
    public var isBordered: Bool { cell?.isBordered ?? false }

    /// An editable text field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// A control's keys and `preferredMaxLayoutWidth`,
    /// `setsMaxLayoutWidthAtFirstLayout`, `allowsCharacterPickerTouchBarItem`,
    /// `textCompletion`, the outlet `delegate`, and `editable` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("preferredMaxLayoutWidth", \NSTextField.preferredMaxLayoutWidth),
            KeyBinding("setsMaxLayoutWidthAtFirstLayout", \NSTextField.setsMaxLayoutWidthAtFirstLayout),
            KeyBinding("allowsCharacterPickerTouchBarItem", \NSTextField.allowsCharacterPickerTouchBarItem),
            KeyBinding("textCompletion", \NSTextField.isAutomaticTextCompletionEnabled),
            KeyBinding("delegate", \NSTextField.delegate),
            KeyBinding("editable", \NSTextField.isEditable) { $0.isEditable = $1 },
        ]
    }

    /// The frame, then the text.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("text", ObjectDescription.text(stringValue))]
    }
}

/// AppKit's `NSSecureTextField`: a text field that hides what is typed.
open class NSSecureTextField: NSTextField {
    /// A secure text field made in code gets an ``NSSecureTextFieldCell``.
    open override class var cellClass: NSCell.Type { NSSecureTextFieldCell.self }

    /// The frame only: the text is secret.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields.filter { $0.name != "text" }
    }
}

/// AppKit's `NSSearchField`: a text field for search strings.
open class NSSearchField: NSTextField {
    /// A search field made in code gets an ``NSSearchFieldCell``.
    open override class var cellClass: NSCell.Type { NSSearchFieldCell.self }

    /// A binding's predicate (`predicate`).
    public var predicate: Any?

    /// A text field's keys and `predicate` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("predicate", \NSSearchField.predicate)]
    }
}

/// AppKit's `NSComboBox`: a text field with a list of choices.
open class NSComboBox: NSTextField {
    /// A combo box made in code gets an ``NSComboBoxCell``.
    open override class var cellClass: NSCell.Type { NSComboBoxCell.self }

    /// The choices a binding gives (`contentValues`).
    public var contentValues: Any?
    /// The object that gives the choices when the cell uses a data source.
    public weak var dataSource: NibObject?

    /// The choices the document lists.
    public var objectValues: [Any] { (cell as? NSComboBoxCell)?.objectValues ?? [] }

    /// A text field's keys, the outlet `dataSource`, and `contentValues` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("contentValues", \NSComboBox.contentValues),
            KeyBinding("dataSource", \NSComboBox.dataSource),
        ]
    }
}

/// AppKit's `NSTokenField`: a text field that shows tokens.
open class NSTokenField: NSTextField {
    /// A token field made in code gets an ``NSTokenFieldCell``.
    open override class var cellClass: NSCell.Type { NSTokenFieldCell.self }
}
