import NibKitLoader

/// A segue of a macOS storyboard, as the storyboard runtime keeps it on the
/// controller it starts from: its identifier, kind and destination.
open class NSStoryboardSegueTemplate: NibObject {
    /// The identifier code performs the segue by, or nil.
    public var identifier: String?
    /// The kind, as a storyboard's `<segue kind=…>` spells it: `show`,
    /// `modal`, `sheet`, `popover`, `custom`, `embed` or `relationship`.
    public var kind = "show"
    /// The id of the destination controller in the storyboard, or nil.
    public var destinationID: String?
    /// The class of the segue object that `<segue customClass=…>` names, or nil.
    public var customClass: String?
    /// The relationship a `relationship` segue fills (`tabItems`,
    /// `splitItems`, `window.shadowedContentViewController`), or nil.
    public var relationship: String?
    /// The controller the segue starts from, or nil.
    public weak var controller: NibObject?

    /// Asks for the segue, as a control connected to it does.
    open func perform(_ sender: Any?) {}

    /// `perform:`, which a control connects to the segue it starts.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [ActionBinding("perform:", NSStoryboardSegueTemplate.perform)]
    }

    /// The kind, identifier and destination:
    /// `<NSStoryboardSegueTemplate: kind = "sheet"; identifier = "edit">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        fields.append(("kind", ObjectDescription.text(kind)))
        if let identifier { fields.append(("identifier", ObjectDescription.text(identifier))) }
        if let destinationID { fields.append(("destination", ObjectDescription.text(destinationID))) }
        return fields
    }
}
