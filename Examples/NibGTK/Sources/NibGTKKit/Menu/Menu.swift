import NibKit

/// `NSMenu`: a titled list of menu items, the main menu's bar or one of its
/// submenus.
///
/// The document's main menu (`<menu systemMenu="main">`) becomes the GTK
/// menu bar of the document's windows (``MenuBar``); its items' submenus are
/// the bar's menus.
///
/// ```swift
/// // <menu title="Main Menu" systemMenu="main"><items><menuItem title="File">…
/// menu.items.map(\.title)  // ["Population Clock", "File"]
/// ```
@MainActor
public final class Menu: NibObject, @MainActor NibCoding {
    /// The menu's title; a submenu's is the title of the item that opens it.
    public var title = ""
    /// The items, in order.
    public var items: [MenuItem] = []
    /// Which menu AppKit gives it a role as: `main` for the main menu, `apple`
    /// for the application menu, `window`, `help`, …; nil for an ordinary menu.
    public var systemMenu: String?

    /// Whether this is the document's main menu.
    public var isMainMenu: Bool { systemMenu == "main" }

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \Menu.title),
            KeyBinding("items", \Menu.items),
            KeyBinding("systemMenu", \Menu.systemMenu),
        ]
    }

    public static var actionBindings: [ActionBinding] { [] }

    public func awakeFromNib() {}
}
