import NibKitLoader

/// An item of a tab bar, as UIKit's `UITabBarItem`.
open class UITabBarItem: UIBarItem {
    /// The system item it shows, or nil for its own title and image.
    public var systemItem: SystemItem?
    /// The image shown while the item is selected, or nil.
    public var selectedImage: UIImage?
    /// The text of the badge, or nil for none.
    public var badgeValue: String?
    /// The catalog of the item's symbol image (`system`), or nil.
    public var imageCatalog: String?

    /// The system's tab bar items, as Interface Builder spells them (`systemItem="favorites"`).
    public enum SystemItem: String, Sendable, CaseIterable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed
    }

    /// The keys of Interface Builder's `<tabBarItem>`: `systemItem`,
    /// `selectedImage`, `badgeValue` and `catalog`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("systemItem", \UITabBarItem.systemItem),
            KeyBinding("selectedImage", \UITabBarItem.selectedImage),
            KeyBinding("badgeValue", \UITabBarItem.badgeValue),
            KeyBinding("catalog", \UITabBarItem.imageCatalog),
        ]
    }
}
