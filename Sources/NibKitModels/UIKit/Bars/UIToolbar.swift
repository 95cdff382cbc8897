import NibKitCore
import NibKitLoader

/// A bar of bar button items, as UIKit's `UIToolbar`.
open class UIToolbar: UIView {
    /// The items, left to right.
    public var items: [UIBarButtonItem] = []
    /// The look before iOS 13.
    public var barStyle = UIBarStyle.default
    /// Whether the bar is see-through.
    public var isTranslucent = true
    /// The bar's background color, or nil.
    public var barTintColor: Color?
    /// The look of a bar of standard height, or nil.
    public var standardAppearance: UIBarAppearance?
    /// The look of a compact bar, or nil.
    public var compactAppearance: UIBarAppearance?
    /// The look when the content is scrolled to the bar's edge, or nil.
    public var scrollEdgeAppearance: UIBarAppearance?
    /// The object that places the bar, or nil.
    public weak var delegate: NibObject?

    /// The keys of Interface Builder's `<toolbar>`: `items`, `barStyle`,
    /// `translucent`, `barTintColor`, the three appearances and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("items", \UIToolbar.items),
            KeyBinding("barStyle", \UIToolbar.barStyle),
            KeyBinding("translucent", \UIToolbar.isTranslucent),
            KeyBinding("barTintColor", \UIToolbar.barTintColor),
            KeyBinding("standardAppearance", \UIToolbar.standardAppearance),
            KeyBinding("compactAppearance", \UIToolbar.compactAppearance),
            KeyBinding("scrollEdgeAppearance", \UIToolbar.scrollEdgeAppearance),
            KeyBinding("delegate", \UIToolbar.delegate),
        ]
    }
}
