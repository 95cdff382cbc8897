import NibKitLoader

/// What a navigation bar shows for one view controller, as UIKit's
/// `UINavigationItem`: its title and its bar button items.
open class UINavigationItem: NibObject {
    /// The title, or nil.
    public var title: String?
    /// The line above the title, or nil.
    public var prompt: String?
    /// The title of the back button that leads back to this item, or nil.
    public var backButtonTitle: String?
    /// The view shown instead of the title, or nil.
    public var titleView: View?
    /// The item at the left, or nil.
    public var leftBarButtonItem: UIBarButtonItem?
    /// The item at the right, or nil.
    public var rightBarButtonItem: UIBarButtonItem?
    /// The back button that leads back to this item, or nil for the default.
    public var backBarButtonItem: UIBarButtonItem?
    /// The items at the left, in order.
    public var leftBarButtonItems: [UIBarButtonItem] = []
    /// The items at the right, in order.
    public var rightBarButtonItems: [UIBarButtonItem] = []
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// When the title is shown large.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// When a navigation item's title is shown large, as Interface Builder
    /// spells it (`largeTitleDisplayMode="never"`).
    public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
        /// As the previous item.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    /// The keys of Interface Builder's `<navigationItem>`: `title`,
    /// `prompt`, `backButtonTitle`, `titleView`, the bar button items,
    /// `hidesBackButton` and `largeTitleDisplayMode`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \UINavigationItem.title),
            KeyBinding("prompt", \UINavigationItem.prompt),
            KeyBinding("backButtonTitle", \UINavigationItem.backButtonTitle),
            KeyBinding("titleView", \UINavigationItem.titleView),
            KeyBinding("leftBarButtonItem", \UINavigationItem.leftBarButtonItem),
            KeyBinding("rightBarButtonItem", \UINavigationItem.rightBarButtonItem),
            KeyBinding("backBarButtonItem", \UINavigationItem.backBarButtonItem),
            KeyBinding("leftBarButtonItems", \UINavigationItem.leftBarButtonItems),
            KeyBinding("rightBarButtonItems", \UINavigationItem.rightBarButtonItems),
            KeyBinding("hidesBackButton", \UINavigationItem.hidesBackButton),
            KeyBinding("largeTitleDisplayMode", \UINavigationItem.largeTitleDisplayMode),
        ]
    }

    /// The title, when it has one.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let title { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}
