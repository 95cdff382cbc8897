import Foundation
import NibKitCore
import NibKitLoader

/// The modifier keys of a key equivalent: AppKit's `NSEvent.ModifierFlags`,
/// which Interface Builder writes as `<modifierMask command="YES" .../>`.
public struct NSEventModifierFlags: OptionSet, Hashable, Sendable {
    /// AppKit's bits.
    public let rawValue: Int
    /// The flags with these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = NSEventModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = NSEventModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = NSEventModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let option = NSEventModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = NSEventModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = NSEventModifierFlags(rawValue: 1 << 21)
    /// The Help key.
    public static let help = NSEventModifierFlags(rawValue: 1 << 22)
    /// A function key.
    public static let function = NSEventModifierFlags(rawValue: 1 << 23)
}

extension NSEventModifierFlags: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSEventModifierFlags)] = [
        ("capsLock", .capsLock), ("shift", .shift), ("control", .control), ("option", .option),
        ("command", .command), ("numericPad", .numericPad), ("help", .help), ("function", .function),
    ]
}

/// AppKit's `NSMenuItem` without drawing: a titled item of a menu, with a
/// key equivalent, a state, a submenu, and an action.
///
/// An item is a ``Control``, so the document's action
/// connections reach it; ``sendAction()`` sends its action to its target or,
/// when the target is First Responder, along the responder chain from the
/// application's first responder, through its menus to the application:
///
/// ```swift
/// let item = try #require(graph.object(withID: "4sb-4s-VLi") as? NSMenuItem)
/// item.title                        // "Quit Population Clock"
/// item.keyEquivalentModifierMask    // [.command]
/// item.sendAction()                 // the application's terminate(_:)
/// ```
///
/// A menu item is not a view; NibKit makes it a ``Responder``
/// because NibKit's controls are responders.
open class NSMenuItem: Responder, Control {
    /// The item's title.
    public var title = ""
    /// The key that chooses the item, with ``keyEquivalentModifierMask``; empty for none.
    public var keyEquivalent = ""
    /// The modifier keys of the key equivalent.
    public var keyEquivalentModifierMask: NSEventModifierFlags = [.command]
    /// Whether the item is a separator line.
    public var isSeparatorItem = false
    /// Whether the item shows a check mark, a dash, or nothing.
    public var state = NSControlStateValue.off
    /// The menu the item opens.
    public var submenu: NSMenu? {
        didSet {
            if oldValue?.supermenuItem === self { oldValue?.supermenuItem = nil }
            submenu?.supermenuItem = self
        }
    }
    /// Whether the item can be chosen.
    public var isEnabled = true
    /// Whether the item is hidden.
    public var isHidden = false
    /// Whether the item replaces the one before it while its modifiers are held.
    public var isAlternate = false
    /// Whether the key equivalent works while the item is hidden.
    public var allowsKeyEquivalentWhenHidden = false
    /// How far the item is indented, 0 to 15.
    public var indentationLevel = 0
    /// A number that identifies the item to the application.
    public var tag = 0
    /// The item's image.
    public var image: NibResource?
    /// The item's help text.
    public var toolTip: String?
    /// The item's attributed title as Interface Builder writes it; nil when it has none.
    public var attributedTitle: [String: Any]?
    /// A value a binding gives the item (`value`).
    public var objectValue: Any?
    /// The value of the second condition of an `enabled` binding
    /// (`enabled2`), which AppKit combines with the first.
    public var enabled2: Any?
    /// The target a legacy archive or compiled nib records beside the
    /// action (`NSTarget`); the action connection is what sends the action.
    public weak var archivedTarget: NibObject?
    /// The menu that holds the item.
    public internal(set) weak var menu: NSMenu?

    /// The item's id in the document, which a pop-up button's selected item names.
    var archiveID = ""

    /// Creates an item with an empty title.
    public required init() { super.init() }

    /// Creates an item of an archive, keeping its id for the pop-up button
    /// that names it as its selected item.
    public required init(coder: NibCoder) throws {
        archiveID = coder.objectID
        try super.init(coder: coder)
    }

    /// Whether the item opens a submenu.
    public var hasSubmenu: Bool { submenu != nil }

    /// The object the action goes to; nil for the responder chain.
    public var target: NibObject? { primaryTargetAction?.target }

    /// The action the item sends.
    public var action: Selector? { primaryTargetAction?.action }

    /// A separator item, as `NSMenuItem.separator()`.
    public static func separator() -> NSMenuItem {
        let item = NSMenuItem()
        item.isSeparatorItem = true
        return item
    }

    /// Sends the item's action, as choosing it does: to its target, or along
    /// the responder chain when the target is First Responder. Returns
    /// whether some object performed it; a disabled item sends nothing.
    @discardableResult
    public func sendAction() -> Bool {
        isEnabled && sendPrimaryAction()
    }

    /// The menu that holds the item.
    open override var next: Responder? {
        get { super.next ?? menu }
        set { super.next = newValue }
    }

    /// The keys Interface Builder writes for a menu item: `title`,
    /// `keyEquivalent`, `keyEquivalentModifierMask` (an element of flags),
    /// `isSeparatorItem`, `state`, `submenu`, `enabled`, `hidden`,
    /// `alternate`, `allowsKeyEquivalentWhenHidden`, `indentationLevel`,
    /// `tag`, `image`, `toolTip`, `attributedTitle`, `value` and `enabled2`
    /// for bindings, and an archive's `NSTarget`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \NSMenuItem.title),
            KeyBinding("keyEquivalent", \NSMenuItem.keyEquivalent),
            KeyBinding("keyEquivalentModifierMask", \NSMenuItem.keyEquivalentModifierMask.flags) {
                $0.keyEquivalentModifierMask = NSEventModifierFlags(flags: $1)
            },
            KeyBinding("isSeparatorItem", \NSMenuItem.isSeparatorItem),
            KeyBinding("state", \NSMenuItem.state),
            KeyBinding("submenu", \NSMenuItem.submenu),
            KeyBinding("enabled", \NSMenuItem.isEnabled),
            KeyBinding("hidden", \NSMenuItem.isHidden),
            KeyBinding("alternate", \NSMenuItem.isAlternate),
            KeyBinding("allowsKeyEquivalentWhenHidden", \NSMenuItem.allowsKeyEquivalentWhenHidden),
            KeyBinding("indentationLevel", \NSMenuItem.indentationLevel),
            KeyBinding("tag", \NSMenuItem.tag),
            KeyBinding("image", \NSMenuItem.image),
            KeyBinding("toolTip", \NSMenuItem.toolTip),
            KeyBinding("attributedTitle", \NSMenuItem.attributedTitle),
            KeyBinding("value", \NSMenuItem.objectValue),
            KeyBinding("enabled2", \NSMenuItem.enabled2),
            KeyBinding("NSTarget", \NSMenuItem.archivedTarget),
        ]
    }

    /// The title, or `separator = YES` for a separator.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields
            + [isSeparatorItem ? ("separator", ObjectDescription.flag(true)) : ("title", ObjectDescription.text(title))]
    }
}
