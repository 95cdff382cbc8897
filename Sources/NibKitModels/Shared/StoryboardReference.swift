import NibKitLoader

/// A stand-in in one storyboard for a controller of another: which
/// storyboard, which controller in it, and which bundle. The state both
/// platforms' references share (``UIStoryboardReference`` for
/// `<viewControllerPlaceholder>`, ``NSStoryboardReference`` for
/// `<controllerPlaceholder>`).
///
/// A segue to the reference leads to the referenced controller, which a
/// storyboard runtime loads when the segue is performed; NibKit reads the
/// reference and loads nothing.
///
/// ```swift
/// let reference = try #require(instance.object(withID: "Ref-Pl-001") as? StoryboardReference)
/// reference.storyboardName  // "Settings"
/// ```
open class StoryboardReference: NibObject {
    /// The name of the storyboard the controller is in, or nil for this storyboard.
    public var storyboardName: String?
    /// The storyboard identifier of the controller, or nil for the
    /// storyboard's initial controller.
    public var referencedIdentifier: String?
    /// The identifier of the bundle the storyboard is in, or nil for this one.
    public var bundleIdentifier: String?

    /// The keys of Interface Builder's placeholders: `storyboardName`,
    /// `referencedIdentifier` and `bundleIdentifier`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("storyboardName", \StoryboardReference.storyboardName),
            KeyBinding("referencedIdentifier", \StoryboardReference.referencedIdentifier),
            KeyBinding("bundleIdentifier", \StoryboardReference.bundleIdentifier),
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
