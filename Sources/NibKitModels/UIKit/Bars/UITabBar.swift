import NibKitCore
import NibKitLoader

/// The bar of tabs at the bottom of a tab bar interface, as UIKit's `UITabBar`.
open class UITabBar: UIView {
    /// The items, left to right.
    public var items: [UITabBarItem] = []
    /// The selected item, or nil.
    public weak var selectedItem: UITabBarItem?
    /// The look before iOS 13.
    public var barStyle = UIBarStyle.default
    /// Whether the bar is see-through.
    public var isTranslucent = true
    /// The bar's background color, or nil.
    public var barTintColor: Color?
    /// The selected item's color (before iOS 8: `selectedImageTintColor`), or nil.
    public var selectedImageTintColor: Color?
    /// The color of the items not selected, or nil.
    public var unselectedItemTintColor: Color?
    /// The look of the bar, or nil.
    public var standardAppearance: UIBarAppearance?
    /// The look when the content is scrolled to the bar's edge, or nil.
    public var scrollEdgeAppearance: UIBarAppearance?
    /// The object told about selections, or nil.
    public weak var delegate: NibObject?

    /// The keys of Interface Builder's `<tabBar>`: `items`, `selectedItem`,
    /// `barStyle`, `translucent`, `barTintColor`, `selectedImageTintColor`,
    /// `unselectedItemTintColor`, the two appearances and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("items", \UITabBar.items),
            KeyBinding("selectedItem", \UITabBar.selectedItem),
            KeyBinding("barStyle", \UITabBar.barStyle),
            KeyBinding("translucent", \UITabBar.isTranslucent),
            KeyBinding("barTintColor", \UITabBar.barTintColor),
            KeyBinding("selectedImageTintColor", \UITabBar.selectedImageTintColor),
            KeyBinding("unselectedItemTintColor", \UITabBar.unselectedItemTintColor),
            KeyBinding("standardAppearance", \UITabBar.standardAppearance),
            KeyBinding("scrollEdgeAppearance", \UITabBar.scrollEdgeAppearance),
            KeyBinding("delegate", \UITabBar.delegate),
        ]
    }
}
