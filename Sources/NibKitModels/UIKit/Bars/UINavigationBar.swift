import NibKitCore
import NibKitLoader

/// The bar at the top of a navigation interface, as UIKit's
/// `UINavigationBar`: its look and its stack of navigation items.
open class UINavigationBar: UIView {
    /// The navigation items, bottom to top.
    public var items: [UINavigationItem] = []
    /// The look before iOS 13.
    public var barStyle = UIBarStyle.default
    /// Whether the bar is see-through.
    public var isTranslucent = true
    /// The bar's background color, or nil.
    public var barTintColor: Color?
    /// Whether titles are shown large.
    public var prefersLargeTitles = false
    /// The look of a bar of standard height, or nil.
    public var standardAppearance: UIBarAppearance?
    /// The look of a compact bar, or nil.
    public var compactAppearance: UIBarAppearance?
    /// The look when the content is scrolled to the bar's edge, or nil.
    public var scrollEdgeAppearance: UIBarAppearance?
    /// The object told about pushes and pops, or nil.
    public weak var delegate: NibObject?

    /// The item on top, or nil.
    public var topItem: UINavigationItem? { items.last }
    /// The item below the top one, or nil.
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    private var largeTitles: Bool { prefersLargeTitles }

    /// The keys of Interface Builder's `<navigationBar>`: `items`,
    /// `barStyle`, `translucent`, `barTintColor`, `largeTitles`, the three
    /// appearances and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("items", \UINavigationBar.items),
            KeyBinding("barStyle", \UINavigationBar.barStyle),
            KeyBinding("translucent", \UINavigationBar.isTranslucent),
            KeyBinding("barTintColor", \UINavigationBar.barTintColor),
            KeyBinding("largeTitles", \UINavigationBar.largeTitles) { $0.prefersLargeTitles = $1 },
            KeyBinding("standardAppearance", \UINavigationBar.standardAppearance),
            KeyBinding("compactAppearance", \UINavigationBar.compactAppearance),
            KeyBinding("scrollEdgeAppearance", \UINavigationBar.scrollEdgeAppearance),
            KeyBinding("delegate", \UINavigationBar.delegate),
        ]
    }
}
