/// The segue kinds of a storyboard and the classes of the segue templates
/// a `.storyboardc`'s scene nibs hold them as, in one table: the
/// compiled-nib reader reads a template's class as its kind, and the NIB
/// Archive writer writes a kind as its class.
///
/// UIKit keeps a view controller's segues as `UIStoryboardSegueTemplates`,
/// an array of objects of these classes, each with its `UIIdentifier` and
/// `UIDestinationViewControllerIdentifier` (the destination's key in the
/// storyboard's `UIViewControllerIdentifiersToNibNames`).
///
/// ```swift
/// StoryboardSegueTemplates.className(ofKind: "show")  // "UIStoryboardShowSegueTemplate"
/// StoryboardSegueTemplates.kind(ofClassName: "UIStoryboardModalSegueTemplate")  // "modal"
/// ```
package enum StoryboardSegueTemplates {
    /// Each kind Interface Builder writes (`<segue kind=…>`) and its template class.
    private static let classes: [(kind: String, className: String)] = [
        ("show", "UIStoryboardShowSegueTemplate"),
        ("presentation", "UIStoryboardPresentationSegueTemplate"),
        ("popoverPresentation", "UIStoryboardPopoverPresentationSegueTemplate"),
        ("modal", "UIStoryboardModalSegueTemplate"),
        ("push", "UIStoryboardPushSegueTemplate"),
        ("popover", "UIStoryboardPopoverSegueTemplate"),
        ("replace", "UIStoryboardReplaceSegueTemplate"),
        ("embed", "UIStoryboardEmbedSegueTemplate"),
        ("relationship", "UIStoryboardRelationshipSegueTemplate"),
    ]

    /// Classes read as a kind besides those of ``classes``.
    private static let otherNames: [String: String] = ["UIStoryboardRelationshipSegue": "relationship"]

    /// The template class of a segue kind; nil for a kind this table does not know.
    static func className(ofKind kind: String) -> String? {
        classes.first { $0.kind == kind }?.className
    }

    /// The segue kind of a template class; a class this table does not
    /// know is its own kind, so that nothing read is lost.
    package static func kind(ofClassName name: String) -> String {
        classes.first { $0.className == name }?.kind ?? otherNames[name] ?? name
    }
}
