import NibKitLoader

/// A stand-in in one storyboard for a view controller of another, as
/// Interface Builder's `<viewControllerPlaceholder>`: a
/// ``StoryboardReference`` that, as Interface Builder lets it, also carries
/// the navigation and tab bar items its container shows for it.
///
/// ```swift
/// let reference = try #require(instance.object(withID: "Ref-Pl-001") as? UIStoryboardReference)
/// reference.storyboardName  // "Settings"
/// ```
open class UIStoryboardReference: StoryboardReference {
    /// What a navigation bar shows for the referenced controller, or nil.
    public var navigationItem: UINavigationItem?
    /// What a tab bar shows for the referenced controller, or nil.
    public var tabBarItem: UITabBarItem?

    /// A reference's keys and the navigation and tab bar items.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("navigationItem", \UIStoryboardReference.navigationItem),
            KeyBinding("tabBarItem", \UIStoryboardReference.tabBarItem),
        ]
    }
}
