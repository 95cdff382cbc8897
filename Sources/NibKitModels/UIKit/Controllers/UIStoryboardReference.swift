import NibKitLoader

/// A stand-in in one storyboard for a view controller of another, as
/// Interface Builder's `<viewControllerPlaceholder>`: which storyboard,
/// which controller in it, and which bundle.
///
/// A segue to the reference leads to the referenced controller, which a
/// storyboard runtime loads when the segue is performed; NibKit reads the
/// reference and loads nothing. Interface Builder lets a reference carry
/// the navigation and tab bar items its container shows for it.
///
/// ```swift
/// let reference = try #require(instance.object(withID: "Ref-Pl-001") as? UIStoryboardReference)
/// reference.storyboardName  // "Settings"
/// ```
open class UIStoryboardReference: NibObject {
    /// The name of the storyboard the controller is in, or nil for this storyboard.
    public var storyboardName: String?
    /// The storyboard identifier of the controller, or nil for the
    /// storyboard's initial controller.
    public var referencedIdentifier: String?
    /// The identifier of the bundle the storyboard is in, or nil for this one.
    public var bundleIdentifier: String?
    /// What a navigation bar shows for the referenced controller, or nil.
    public var navigationItem: UINavigationItem?
    /// What a tab bar shows for the referenced controller, or nil.
    public var tabBarItem: UITabBarItem?

    /// The keys of Interface Builder's `<viewControllerPlaceholder>`:
    /// `storyboardName`, `referencedIdentifier`, `bundleIdentifier` and the
    /// navigation and tab bar items.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("storyboardName", \UIStoryboardReference.storyboardName),
            KeyBinding("referencedIdentifier", \UIStoryboardReference.referencedIdentifier),
            KeyBinding("bundleIdentifier", \UIStoryboardReference.bundleIdentifier),
            KeyBinding("navigationItem", \UIStoryboardReference.navigationItem),
            KeyBinding("tabBarItem", \UIStoryboardReference.tabBarItem),
        ]
    }

    /// The storyboard and the identifier, when given:
    /// `<UIStoryboardReference: storyboardName = "Settings"; referencedIdentifier = "Privacy">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let storyboardName { fields.append(("storyboardName", ObjectDescription.text(storyboardName))) }
        if let referencedIdentifier {
            fields.append(("referencedIdentifier", ObjectDescription.text(referencedIdentifier)))
        }
        return fields
    }
}
