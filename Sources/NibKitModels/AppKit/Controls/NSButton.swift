import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSButton` without drawing: a push button, checkbox or radio
/// button whose title, state, style and key equivalent are its
/// ``NSButtonCell``'s.
///
/// ```swift
/// let save = try #require(graph.object(withID: "saveButton") as? NSButton)
/// save.title          // "Save"
/// save.keyEquivalent  // "\r"
/// save.performClick(nil)
/// ```
open class NSButton: NSControl {
    /// A button made in code gets an ``NSButtonCell``.
    open override class var cellClass: NSCell.Type { NSButtonCell.self }

    /// Whether the image stays beside the title when the button grows.
    public var imageHugsTitle = false

    private var buttonCell: NSButtonCell? { cell as? NSButtonCell }

    /// The title.
    public var title: String {
        get { cell?.title ?? "" }
        set { cell?.title = newValue }
    }

    /// The title shown while the button is on.
    public var alternateTitle: String {
        get { buttonCell?.alternateTitle ?? "" }
        set { buttonCell?.alternateTitle = newValue }
    }

    /// Whether the button is on, off or mixed.
    public var state: NSControlStateValue {
        get { cell?.state ?? .off }
        set { cell?.state = newValue }
    }

    /// The kind of button.
    public var buttonType: NSButtonType {
        get { buttonCell?.buttonType ?? .push }
        set { buttonCell?.buttonType = newValue }
    }

    /// How the bezel is drawn.
    public var bezelStyle: NSBezelStyle {
        get { buttonCell?.bezelStyle ?? .rounded }
        set { buttonCell?.bezelStyle = newValue }
    }

    /// The image.
    public var image: NibResource? {
        get { cell?.image }
        set { cell?.image = newValue }
    }

    /// The image shown while the button is on.
    public var alternateImage: NibResource? {
        get { buttonCell?.alternateImage }
        set { buttonCell?.alternateImage = newValue }
    }

    /// Where the image sits by the title.
    public var imagePosition: NSImagePosition {
        get { buttonCell?.imagePosition ?? .noImage }
        set { buttonCell?.imagePosition = newValue }
    }

    /// The key that presses the button; empty for none.
    public var keyEquivalent: String {
        get { buttonCell?.keyEquivalent ?? "" }
        set { buttonCell?.keyEquivalent = newValue }
    }

    /// The modifier keys of the key equivalent.
    public var keyEquivalentModifierMask: NSEventModifierFlags {
        get { buttonCell?.keyEquivalentModifierMask ?? [] }
        set { buttonCell?.keyEquivalentModifierMask = newValue }
    }

    /// The state as a Cocoa binding reads and sets it (`value`): 1 on, 0
    /// off, -1 mixed; a flag or a number sets it, anything else leaves it.
    public var stateValue: Any? {
        get { state == .on ? 1 : state == .mixed ? -1 : 0 }
        set {
            switch newValue {
            case let flag as Bool: state = flag ? .on : .off
            case let number as Int: state = number > 0 ? .on : number < 0 ? .mixed : .off
            case let number as Double: state = number > 0 ? .on : number < 0 ? .mixed : .off
            default: break
            }
        }
    }

    /// Acts as a click: a checkbox or on-off button changes its state, as
    /// AppKit's do, then the action is sent; a disabled button does nothing.
    open override func performClick(_ sender: Any?) {
        guard isEnabled else { return }
        switch buttonType {
        case .check, .pushOnPushOff, .toggle, .onOff:
            state = state == .on ? .off : .on
        case .radio:
            state = .on
        default:
            break
        }
        sendAction()
    }

    /// A control's keys and `imageHugsTitle`, and `title` and `value` (the
    /// state) for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("imageHugsTitle", \NSButton.imageHugsTitle),
            KeyBinding("value", \NSButton.stateValue) { $0.stateValue = $1 },
            KeyBinding("title", \NSButton.title) { $0.title = $1 },
        ]
    }

    /// The frame, then the title.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("title", ObjectDescription.text(title))]
    }
}

/// AppKit's `NSPopUpButton`: a button that shows a menu of choices, one of
/// which is selected.
///
/// ```swift
/// let popup = try #require(graph.object(withID: "format") as? NSPopUpButton)
/// popup.titleOfSelectedItem  // "PNG"
/// popup.selectItem(at: 1)
/// ```
open class NSPopUpButton: NSButton {
    /// A pop-up button made in code gets an ``NSPopUpButtonCell``.
    open override class var cellClass: NSCell.Type { NSPopUpButtonCell.self }

    private var popUpCell: NSPopUpButtonCell? { cell as? NSPopUpButtonCell }

    /// The objects a binding lists as the choices (`content`).
    public var content: Any?
    /// The titles a binding gives the choices (`contentValues`).
    public var contentValues: Any?
    /// The object a binding selects (`selectedObject`).
    public var selectedObject: Any?

    /// The menu of choices: the cell's.
    open override var menu: NSMenu? {
        get { popUpCell?.menu }
        set { popUpCell?.menu = newValue }
    }

    /// The choices.
    public var itemArray: [NSMenuItem] { menu?.items ?? [] }
    /// The number of choices.
    public var numberOfItems: Int { itemArray.count }
    /// The selected item.
    public var selectedItem: NSMenuItem? { popUpCell?.selectedItem }
    /// The title of the selected item.
    public var titleOfSelectedItem: String? { selectedItem?.title }

    /// The position of the selected item, or -1 when none is.
    public var indexOfSelectedItem: Int {
        get { popUpCell?.indexOfSelectedItem ?? -1 }
        set { popUpCell?.indexOfSelectedItem = newValue }
    }

    /// The tag of the selected item; setting it selects the first item with that tag.
    public var selectedTag: Int {
        get { selectedItem?.tag ?? -1 }
        set { selectItem(withTag: newValue) }
    }

    /// The title of the selected item, as a binding reads it (`selectedValue`);
    /// setting it selects the first item with that title.
    public var selectedValue: Any? {
        get { titleOfSelectedItem }
        set {
            guard let title = newValue as? String else { return }
            selectItem(withTitle: title)
        }
    }

    /// Whether the button pulls a menu down.
    public var pullsDown: Bool {
        get { popUpCell?.pullsDown ?? false }
        set { popUpCell?.pullsDown = newValue }
    }

    /// The item at `index`, or nil.
    public func item(at index: Int) -> NSMenuItem? { menu?.item(at: index) }

    /// Selects the item at `index`; an index outside the menu selects none.
    public func selectItem(at index: Int) { indexOfSelectedItem = index }

    /// Selects the first item with `title`; none when no item has it.
    public func selectItem(withTitle title: String) {
        indexOfSelectedItem = itemArray.firstIndex { $0.title == title } ?? -1
    }

    /// Selects the first item with `tag`, returning whether one has it.
    @discardableResult
    public func selectItem(withTag tag: Int) -> Bool {
        guard let index = itemArray.firstIndex(where: { $0.tag == tag }) else { return false }
        indexOfSelectedItem = index
        return true
    }

    /// A button's keys and the ones Cocoa bindings set: `content`,
    /// `contentValues`, `selectedIndex`, `selectedObject`, `selectedTag` and
    /// `selectedValue`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("content", \NSPopUpButton.content),
            KeyBinding("contentValues", \NSPopUpButton.contentValues),
            KeyBinding("selectedIndex", \NSPopUpButton.indexOfSelectedItem) { $0.indexOfSelectedItem = $1 },
            KeyBinding("selectedObject", \NSPopUpButton.selectedObject),
            KeyBinding("selectedTag", \NSPopUpButton.selectedTag) { $0.selectedTag = $1 },
            KeyBinding("selectedValue", \NSPopUpButton.selectedValue) { $0.selectedValue = $1 },
        ]
    }
}
