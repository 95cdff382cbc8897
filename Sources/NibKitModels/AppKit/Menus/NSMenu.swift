import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSMenu` without drawing: a titled list of menu items.
///
/// A menu is in the responder chain of its items: an item's next responder
/// is its menu, a submenu's is the item that holds it, and the main menu's
/// is the application (``NSApplication/mainMenu``), so an item whose action
/// targets First Responder reaches the application and its delegate.
///
/// ```swift
/// let quit = try #require(mainMenu.item(withTitle: "Population Clock")?.submenu?.item(withTitle: "Quit Population Clock"))
/// quit.keyEquivalent  // "q"
/// mainMenu.performActionForItem(at: 0)
/// ```
open class NSMenu: Responder {
    /// The menus Interface Builder marks as the application's own (`systemMenu`).
    public enum SystemMenu: String, Sendable, CaseIterable {
        /// The menu bar.
        case main
        /// The application menu, named after the application.
        case apple
        /// The Services menu.
        case services
        /// The Window menu.
        case window
        /// The Help menu.
        case help
        /// The Font menu.
        case font
        /// The Open Recent menu.
        case recentDocuments
    }

    /// The menu's title.
    public var title = ""
    /// The menu's items, top to bottom.
    public var items: [NSMenuItem] = [] {
        didSet {
            for item in oldValue where item.menu === self { item.menu = nil }
            for item in items { item.menu = self }
        }
    }
    /// Which of the application's menus this is, if any.
    public var systemMenu: SystemMenu?
    /// Whether items are enabled by asking their targets.
    public var autoenablesItems = true
    /// The object that is told about the menu.
    public weak var delegate: NibObject?
    /// Where the menu sits on Interface Builder's canvas, for a top-level menu.
    public var canvasLocation: CGPoint?
    /// The item whose submenu this is.
    public internal(set) weak var supermenuItem: NSMenuItem?

    /// The menu that holds this one as a submenu.
    public var supermenu: NSMenu? { supermenuItem?.menu }

    /// The number of items.
    public var numberOfItems: Int { items.count }

    /// The first item with `title`.
    public func item(withTitle title: String) -> NSMenuItem? {
        items.first { $0.title == title }
    }

    /// The first item with `tag`.
    public func item(withTag tag: Int) -> NSMenuItem? {
        items.first { $0.tag == tag }
    }

    /// The item at `index`, or nil outside the menu.
    public func item(at index: Int) -> NSMenuItem? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// The position of `item`, or nil when it is not in this menu.
    public func index(of item: NSMenuItem) -> Int? {
        items.firstIndex { $0 === item }
    }

    /// Adds an item at the end.
    public func addItem(_ item: NSMenuItem) {
        items.append(item)
    }

    /// Sends the action of the item at `index`, as AppKit's
    /// `performActionForItem(at:)`: to its target, or along the responder
    /// chain when its target is First Responder. Returns whether some object
    /// performed it; a disabled item or an index outside the menu sends nothing.
    @discardableResult
    public func performActionForItem(at index: Int) -> Bool {
        guard let item = item(at: index) else { return false }
        return item.sendAction()
    }

    /// The item holding this submenu, else the application it is the main menu of.
    open override var next: Responder? {
        get { super.next ?? supermenuItem ?? mainMenuApplication }
        set { super.next = newValue }
    }

    /// The application whose main menu this is.
    weak var mainMenuApplication: NSApplication?

    /// `title`, `items`, `systemMenu`, `autoenablesItems`, `canvasLocation`
    /// and the outlet `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \NSMenu.title),
            KeyBinding("items", \NSMenu.items) { $0.items = $1 },
            KeyBinding("systemMenu", \NSMenu.systemMenu),
            KeyBinding("autoenablesItems", \NSMenu.autoenablesItems),
            KeyBinding("canvasLocation", \NSMenu.canvasLocation),
            KeyBinding("delegate", \NSMenu.delegate),
        ]
    }

    /// The title and the number of items.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("title", ObjectDescription.text(title)), ("items", String(items.count))]
    }
}
