import NibKitReader

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
        ("unwind", "UIStoryboardUnwindSegueTemplate"),
    ]

    /// The key of the container property a relationship segue's template
    /// fills (`rootViewController`, `viewControllers`...). Xcode compiles
    /// a container's controllers into its nib rather than as templates;
    /// NibKit writes them as relationship templates, with this key.
    static let relationshipKey = "UIRelationship"

    /// Classes read as a kind besides those of ``classes``.
    private static let otherNames: [String: String] = ["UIStoryboardRelationshipSegue": "relationship"]

    /// The keys of a compiled segue template that a source storyboard
    /// writes as `<segue>` attributes, with the attribute's name and, for
    /// a number, the spelling of each value Interface Builder writes
    /// (UIKit's `UIModalPresentationStyle` and `UIModalTransitionStyle`).
    private static let attributeKeys: [(key: String, attribute: String, spellings: [Int: String])] = [
        (
            "UIModalPresentationStyle", "modalPresentationStyle",
            [
                -2: "automatic", -1: "none", 0: "fullScreen", 1: "pageSheet", 2: "formSheet", 3: "currentContext",
                4: "custom", 5: "overFullScreen", 6: "overCurrentContext", 7: "popover", 8: "blurOverFullScreen",
            ]
        ),
        (
            "UIModalTransitionStyle", "modalTransitionStyle",
            [0: "coverVertical", 1: "flipHorizontal", 2: "crossDissolve", 3: "partialCurl"]
        ),
        ("UIAnimates", "animates", [:]),
        ("UIAction", "unwindAction", [:]),
    ]

    /// The `<segue>` attributes a compiled segue template's entries stand
    /// for, spelt as a source storyboard spells them: `UIAnimates` false is
    /// `animates="NO"`, `UIModalPresentationStyle` 2 is
    /// `modalPresentationStyle="formSheet"`. An entry of another key is not
    /// an attribute, and a number with no spelling is kept as its digits.
    static func attributes(
        ofCompiledTemplate value: (String) -> CompiledNibGraph.Value?
    ) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        for (key, name, spellings) in attributeKeys {
            switch value(key) {
            case .integer(let number)?: attributes.append((name, spellings[number] ?? String(number)))
            case .bool(let flag)?: attributes.append((name, flag ? "YES" : "NO"))
            case .string(let text)?: attributes.append((name, text))
            default: break
            }
        }
        return attributes
    }

    /// The entries of a compiled segue template that stand for `<segue>`
    /// attributes, the inverse of ``attributes(ofCompiledTemplate:)``:
    /// `modalPresentationStyle="formSheet"` is `UIModalPresentationStyle`
    /// 2, `animates="NO"` is `UIAnimates` false, `unwindAction` is
    /// `UIAction`. An attribute this table does not know, or a spelling
    /// with no number, is not written.
    static func compiledEntries(ofAttributes attributes: [(name: String, value: String)])
        -> [(key: String, value: CompiledNibGraph.Value)]
    {
        var entries: [(key: String, value: CompiledNibGraph.Value)] = []
        for (key, name, spellings) in attributeKeys {
            guard let written = attributes.last(where: { $0.name == name })?.value else { continue }
            if !spellings.isEmpty {
                if let number = spellings.first(where: { $0.value == written })?.key ?? Int(written) {
                    entries.append((key, .integer(number)))
                }
            } else if key == "UIAnimates" {
                entries.append((key, .bool(written != "NO")))
            } else {
                entries.append((key, .string(written)))
            }
        }
        return entries
    }

    /// Whether `name` is a segue template class: one of the table's, or
    /// any class UIKit names `…SegueTemplate`.
    package static func isTemplateClass(_ name: String) -> Bool {
        name.hasSuffix("SegueTemplate") || classes.contains { $0.className == name }
    }

    /// The template class of a segue kind; nil for a kind this table does not know.
    package static func className(ofKind kind: String) -> String? {
        classes.first { $0.kind == kind }?.className
    }

    /// The segue kind of a template class; a class this table does not
    /// know is its own kind, so that nothing read is lost.
    package static func kind(ofClassName name: String) -> String {
        classes.first { $0.className == name }?.kind ?? otherNames[name] ?? name
    }
}
