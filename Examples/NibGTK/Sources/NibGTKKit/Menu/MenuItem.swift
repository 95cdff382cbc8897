import NibKit

/// `NSMenuItem`: a title, a key equivalent, a submenu or a separator, and the
/// action it sends when chosen.
///
/// It is a ``Control``, as AppKit's items send actions like controls: the
/// document's action connection arrives as `primaryActionTriggered`, and a
/// First Responder target (a nil target) goes down the responder chain from
/// the application's first responder. ``MenuBar`` sets the item's next
/// responder to the application, which dispatches it.
///
/// ```swift
/// // <menuItem title="Quit Population Clock" keyEquivalent="q">
/// //     <connections><action selector="terminate:" target="-1"/></connections>
/// item.keyEquivalent.accelerator  // "<Primary>q"
/// item.choose()                   // terminate: down the responder chain
/// ```
@MainActor
public final class MenuItem: Responder, Control, @MainActor NibCoding {
    /// The title shown.
    public var title = ""
    /// The key that chooses it with its modifiers: Cocoa's `keyEquivalent`
    /// with `keyEquivalentModifierMask` (Command when the document names no mask).
    public var keyEquivalent: KeyEquivalent { KeyEquivalent(key: key, modifierMask: modifierMask) }
    /// The menu it opens, for an item of a menu bar or a submenu's parent.
    public var submenu: Menu?
    /// Whether it is a separator line rather than an item.
    public var isSeparatorItem = false
    /// Whether it can be chosen.
    public var isEnabled = true
    /// Whether it is hidden.
    public var isHidden = false
    /// An integer the application gives it.
    public var tag = 0

    /// How many times the item was chosen.
    public private(set) var chosenCount = 0

    private var key = ""
    private var modifierMask: [String: Any]?

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \MenuItem.title),
            KeyBinding("keyEquivalent", \MenuItem.key),
            KeyBinding("keyEquivalentModifierMask", \MenuItem.modifierMask),
            KeyBinding("submenu", \MenuItem.submenu),
            KeyBinding("isSeparatorItem", \MenuItem.isSeparatorItem),
            KeyBinding("enabled", \MenuItem.isEnabled),
            KeyBinding("hidden", \MenuItem.isHidden),
            KeyBinding("tag", \MenuItem.tag),
        ]
    }

    public static var actionBindings: [ActionBinding] { [] }

    public func awakeFromNib() {}

    /// Sends the item's actions, as choosing it in the menu does.
    func choose() {
        chosenCount += 1
        sendActions(for: .primaryActionTriggered)
    }
}
