import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSToolbar` without drawing: the items a window's toolbar may
/// show and the ones it shows by default.
open class NSToolbar: NibObject {
    /// What the toolbar's items show: AppKit's `NSToolbar.DisplayMode`.
    public enum DisplayMode: String, Sendable, CaseIterable {
        /// The user's choice.
        case `default`
        /// Icons and labels.
        case iconAndLabel
        /// Icons only.
        case iconOnly
        /// Labels only.
        case labelOnly
    }

    /// The size of the toolbar's items: AppKit's `NSToolbar.SizeMode`.
    public enum SizeMode: String, Sendable, CaseIterable {
        /// The user's choice.
        case `default`
        /// Regular.
        case regular
        /// Small.
        case small
    }

    /// The toolbar's identifier, which Interface Builder makes up.
    public var identifier = ""
    /// What the items show.
    public var displayMode = DisplayMode.default
    /// How large the items are.
    public var sizeMode = SizeMode.default
    /// Whether the user may customize the toolbar.
    public var allowsUserCustomization = false
    /// Whether the configuration is saved.
    public var autosavesConfiguration = false
    /// Whether the toolbar is shown.
    public var isVisible = true
    /// Every item the toolbar may show.
    public var allowedItems: [NSToolbarItem] = []
    /// The items shown by default, by their identifiers.
    public var defaultItemIdentifiers: [String] = []

    /// The items shown by default, as AppKit's `items` starts.
    public var items: [NSToolbarItem] {
        defaultItemIdentifiers.compactMap { identifier in
            allowedItems.first { $0.archiveID == identifier || $0.itemIdentifier == identifier }
        }
    }

    /// The default items as Interface Builder writes them, each a reference
    /// to an allowed item.
    private var defaultReferences: [Any] {
        defaultItemIdentifiers.map { ["reference": $0] as [String: Any] }
    }

    /// `implicitIdentifier` (or `identifier`), `displayMode`, `sizeMode`,
    /// `allowsUserCustomization`, `autosavesConfiguration`, `visible`,
    /// `allowedToolbarItems` and `defaultToolbarItems` (references to allowed items).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("implicitIdentifier", \NSToolbar.identifier),
            KeyBinding("identifier", \NSToolbar.identifier),
            KeyBinding("displayMode", \NSToolbar.displayMode),
            KeyBinding("sizeMode", \NSToolbar.sizeMode),
            KeyBinding("allowsUserCustomization", \NSToolbar.allowsUserCustomization),
            KeyBinding("autosavesConfiguration", \NSToolbar.autosavesConfiguration),
            KeyBinding("visible", \NSToolbar.isVisible),
            KeyBinding("allowedToolbarItems", \NSToolbar.allowedItems),
            KeyBinding("defaultToolbarItems", \NSToolbar.defaultReferences) {
                $0.defaultItemIdentifiers = $1.compactMap { ($0 as? [String: Any])?["reference"] as? String }
            },
        ]
    }
}

/// AppKit's `NSToolbarItem`: one item a toolbar may show, with a target and
/// an action; it is a ``Control``, so the document's action
/// connections reach it, and ``sendAction()`` sends its action.
open class NSToolbarItem: Responder, Control {
    /// The item's identifier: a standard one (`NSToolbarFlexibleSpaceItem`)
    /// or one Interface Builder makes up.
    public var itemIdentifier = ""
    /// The label under the item.
    public var label = ""
    /// The label in the customization palette.
    public var paletteLabel = ""
    /// The item's help text.
    public var toolTip: String?
    /// The item's image.
    public var image: NibResource?
    /// The view the item shows instead of an image.
    public var view: NSView?
    /// The item's smallest size.
    public var minSize: CGSize?
    /// The item's largest size.
    public var maxSize: CGSize?
    /// A number that identifies the item to the application.
    public var tag = 0
    /// Whether the item can be used.
    public var isEnabled = true
    /// Whether the item is drawn with a border.
    public var isBordered = false
    /// The item's id in the document, which a toolbar's default items name.
    var archiveID = ""

    /// Sends the item's action, as clicking it does: to its target, or along
    /// the responder chain when the target is First Responder. Returns
    /// whether some object performed it; a disabled item sends nothing.
    @discardableResult
    public func sendAction() -> Bool {
        isEnabled && sendPrimaryAction()
    }

    /// Creates an item with no identifier.
    public required init() { super.init() }

    /// Creates an item of an archive, keeping its id for its toolbar.
    public required init(coder: NibCoder) throws {
        archiveID = coder.objectID
        try super.init(coder: coder)
    }

    /// `implicitItemIdentifier` (or `itemIdentifier`), `label`,
    /// `paletteLabel`, `toolTip`, `image`, `view`, `minSize`, `maxSize`,
    /// `tag`, `enabled` and `bordered`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("implicitItemIdentifier", \NSToolbarItem.itemIdentifier),
            KeyBinding("itemIdentifier", \NSToolbarItem.itemIdentifier),
            KeyBinding("label", \NSToolbarItem.label),
            KeyBinding("paletteLabel", \NSToolbarItem.paletteLabel),
            KeyBinding("toolTip", \NSToolbarItem.toolTip),
            KeyBinding("image", \NSToolbarItem.image),
            KeyBinding("view", \NSToolbarItem.view),
            KeyBinding("minSize", \NSToolbarItem.minSize),
            KeyBinding("maxSize", \NSToolbarItem.maxSize),
            KeyBinding("tag", \NSToolbarItem.tag),
            KeyBinding("enabled", \NSToolbarItem.isEnabled),
            KeyBinding("bordered", \NSToolbarItem.isBordered),
        ]
    }

    /// The label.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("label", ObjectDescription.text(label))]
    }
}
