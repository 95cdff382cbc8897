import NibKitLoader

/// A stand-in in one storyboard for a controller of another, as Interface
/// Builder's `<controllerPlaceholder>` (and `<viewControllerPlaceholder>`)
/// in a Cocoa storyboard: which storyboard, which controller in it, and
/// which bundle.
///
/// A segue to the reference leads to the referenced controller, which a
/// storyboard runtime loads when the segue is performed; NibKit reads the
/// reference and loads nothing.
///
/// ```swift
/// let reference = try #require(instance.object(withID: "Ref-Pl-001") as? NSStoryboardReference)
/// reference.storyboardName  // "Preferences"
/// ```
open class NSStoryboardReference: NibObject {
    /// The name of the storyboard the controller is in, or nil for this storyboard.
    public var storyboardName: String?
    /// The storyboard identifier of the controller, or nil for the
    /// storyboard's initial controller.
    public var referencedIdentifier: String?
    /// The identifier of the bundle the storyboard is in, or nil for this one.
    public var bundleIdentifier: String?

    /// The keys of Interface Builder's `<controllerPlaceholder>`:
    /// `storyboardName`, `referencedIdentifier` and `bundleIdentifier`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("storyboardName", \NSStoryboardReference.storyboardName),
            KeyBinding("referencedIdentifier", \NSStoryboardReference.referencedIdentifier),
            KeyBinding("bundleIdentifier", \NSStoryboardReference.bundleIdentifier),
        ]
    }

    /// The storyboard and the identifier, when given:
    /// `<NSStoryboardReference: storyboardName = "Preferences">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let storyboardName { fields.append(("storyboardName", ObjectDescription.text(storyboardName))) }
        if let referencedIdentifier {
            fields.append(("referencedIdentifier", ObjectDescription.text(referencedIdentifier)))
        }
        return fields
    }
}

/// A scene's Exit in a Cocoa storyboard, as Interface Builder's `<exit>`:
/// the source of the scene's unwind segues. It has no state of its own, and
/// performing its segues is not modelled yet.
open class NSStoryboardUnwindSegueSource: NibObject {}
