import Foundation
import NibKitCore
import NibKitStrings

/// An archive as plain values: what a document parser read, before any
/// validation against classes. Both NibKit's own format and Interface
/// Builder documents become this one model.
struct NibDocument: Sendable {
    /// The archive formats NibKit reads.
    enum Format: String, Sendable {
        case nibArchive = "nibxml"
        case xib
        case storyboard
        /// A legacy Interface Builder 3 archive saved as a `.xib` before
        /// Xcode 5: an xib in every rule, read by its own parser.
        case xibArchive = "xib-archive"
        /// One of Apple's compiled nibs (a NIB Archive or a keyed archive),
        /// read by ``CompiledNibParser``.
        case compiledNib = "nib"

        /// Strict for NibKit's own format, lenient for Interface Builder's: the one
        /// rule, which the parsers and the template builder both follow.
        var defaultMode: ReadingMode { self == .nibArchive ? .strict : .lenient }
    }

    var path: String
    var format: Format
    /// The platform whose semantics apply (awake on placeholders, placeholder kinds).
    var platform: Platform = .iOS
    /// File's Owner, First Responder, external objects and application
    /// placeholders, in document order.
    var placeholders: [DocumentObject]
    /// The top-level objects in document order; nested objects live in their
    /// parents' property values.
    var objects: [DocumentObject]
    /// How many objects and placeholders the document holds, nested ones
    /// included, as its parser (or a storyboard, for one scene) counted
    /// them: the template's tables are made at this size. (A count the
    /// template builder would otherwise take by walking every object once
    /// more.)
    var objectCount = 0
    /// Images and colors the document lists as its resources, besides those
    /// its property values name.
    var resources: [DocumentResource] = []
    /// A storyboard's scenes; empty for other documents.
    var scenes: [DocumentScene] = []
    /// The id of a storyboard's initial view controller.
    var initialViewControllerID: String?
    /// Whether a storyboard is a launch screen (`launchScreen="YES"`).
    var isLaunchScreen = false
    /// The counts of an Interface Builder document (or a legacy archive),
    /// taken from its records; nil for NibKit's own format and compiled
    /// nibs, whose counts follow their objects, and for a storyboard's scene.
    var statistics: ArchiveStatistics?
    /// Problems that do not stop loading, such as ignored content.
    var warnings: [Diagnostic] = []
    /// The labels Interface Builder shows for objects, by object id.
    var userLabels: [String: String] = [:]
}

extension Platform {
    /// Whether a window is shown at launch, given its archived flag:
    /// AppKit shows a window unless told not to, UIKit only when told to.
    /// The one rule both Interface Builder parsers follow.
    func showsWindowAtLaunch(flag: Bool?) -> Bool {
        self == .macOS ? flag ?? true : flag ?? false
    }
}

/// One scene of a storyboard: its placeholders and its top-level objects,
/// by position in the document's lists (ids may repeat across scenes, and the
/// scene is still cut out right, so the repeat is reported once).
struct DocumentScene: Sendable {
    var id: String
    var location: DocumentLocation
    /// The scene's placeholders, as positions in the document's `placeholders`.
    var placeholders: Range<Int>
    /// The scene's top-level objects, as positions in the document's `objects`.
    var objects: Range<Int>
    /// The scene's view controller (its `sceneMemberID="viewController"` object).
    var viewControllerID: String?
    /// The view controller's `storyboardIdentifier`.
    var storyboardIdentifier: String?
    /// Whether the view controller is a storyboard reference
    /// (`<viewControllerPlaceholder>`, or macOS's `<controllerPlaceholder>`).
    var isStoryboardReference = false
}

/// A resource listed in a document's `<resources>`.
struct DocumentResource: Sendable {
    var kind: NibResource.Kind
    var name: String
    /// The value an Interface Builder document gives a named or system color.
    var color: Color?
    var location: DocumentLocation
}

/// One object or placeholder of a document.
struct DocumentObject: Sendable {
    var id: String
    var className: String?
    var role: ObjectRole
    var location: DocumentLocation
    var properties: [DocumentProperty] = []
    var connections: [DocumentConnection] = []
    /// User-defined runtime attributes: values set by key path after the
    /// object is created and before connections are made.
    var runtimeAttributes: [DocumentProperty] = []
    var isVisibleAtLaunch = false
    /// Whether the document names `className` as the application's own
    /// class rather than as the class Apple's framework gives the element
    /// (see ``TemplateObject/isCustomClass``).
    var isCustomClass = false
}

/// One keyed value of an object.
struct DocumentProperty: Sendable {
    var key: String
    var value: DocumentValue
    var location: DocumentLocation
}

/// A value as an archive writes it.
///
/// Plain data (strings, numbers, geometry, colors, fonts, insets, null) is
/// read straight into the ``TemplateValue`` the template keeps: the template
/// builder takes the very value instead of copying it into a new box, and
/// values shared by the document (booleans, small integers, fonts) stay
/// shared in the template. Every case is one reference, so a value is 8 bytes.
enum DocumentValue: Sendable {
    /// Plain data, as the template keeps it (never an object, array,
    /// dictionary or resource: those are this enumeration's own cases).
    case plain(TemplateValue)
    /// An Interface Builder attribute's text, untyped: the template gives it
    /// the type of the property that receives it, or, for a key no binding
    /// types, the type ``InterfaceBuilderAttributeTypes`` gives its name
    /// (Docs/XIB.md). The payload is the text as a `.string`, except for an
    /// attribute of that table written exactly as Interface Builder spells its
    /// value (`YES`, `NO`, a whole number with no sign `+` or leading zero):
    /// then the `.bool` or `.integer` it stands for, shared as the parser
    /// shares them, from which the text is spelt back unchanged.
    case attributeText(TemplateValue)
    /// A reference to another object by id, located for errors.
    indirect case reference(id: String, location: DocumentLocation)
    /// An object written in place.
    indirect case object(DocumentObject)
    case array([DocumentValue])
    case dictionary([(key: String, value: DocumentValue)])
    indirect case resource(NibResource.Kind, name: String, location: DocumentLocation)
    /// A whole nib nested in a value: a compiled storyboard's prototype cell
    /// (`UITableViewCellPrototypeNibs` → reuse identifier → `UINib`), which
    /// the template builder makes a template of its own.
    indirect case nib(NibDocument)
}

extension DocumentValue {
    /// The two booleans and null, each boxed once (as the template's own):
    /// archives hold thousands of flags.
    static let yes = DocumentValue.plain(.yes)
    static let no = DocumentValue.plain(.no)
    static let null = DocumentValue.plain(.null)

    static func boolean(_ value: Bool) -> DocumentValue { value ? yes : no }

    /// Whether the value is plain data: no object, reference or resource in it.
    var isPlain: Bool {
        switch self {
        case .plain, .attributeText: return true
        default: return false
        }
    }
}

/// One connection, made from the object that holds it.
struct DocumentConnection: Sendable {
    enum Kind: Sendable {
        case outlet(property: String, destination: String)
        case outletCollection(property: String, destination: String)
        /// `target` nil means no target: the responder chain.
        case action(selector: String, target: String?, event: String?)
        /// A storyboard segue; `customClass` is the segue class the document
        /// names, as written, and `attributes` what else its `<segue>` says
        /// (see ``DocumentSegueAttributes``).
        case segue(
            destination: String, kind: String?, identifier: String?, id: String?, customClass: String?,
            attributes: DocumentSegueAttributes)
        /// A Cocoa binding of the holder's property `name` to `keyPath` of
        /// `destination`, with its options as plain values.
        case binding(name: String, destination: String, keyPath: String, options: [(key: String, value: TemplateValue)])
    }

    var kind: Kind
    var location: DocumentLocation
}

/// What a segue says beyond its destination, kind, identifier, id and
/// custom class: the relationship a container's segue fills, and the rest
/// (`unwindAction`, `modalPresentationStyle`, `animates`, the popover's
/// anchor...) by the name a storyboard's `<segue>` gives the attribute, as
/// written. A compiled storyboard's segue template is read into the same
/// names (``StoryboardSegueTemplates``).
struct DocumentSegueAttributes: Sendable {
    /// The `relationship` of a `relationship` segue, such as `rootViewController`.
    var relationship: String?
    /// The other attributes, in document order.
    var others: [(name: String, value: String)] = []

    /// No attributes: what most segues have.
    static let none = DocumentSegueAttributes()

    var isEmpty: Bool { relationship == nil && others.isEmpty }
}

extension DocumentConnection.Kind {
    /// The kind of template connection this becomes, which names what it counts as.
    var counted: TemplateConnection.Kind {
        switch self {
        case .outlet: .outlet
        case .outletCollection: .outletCollection
        case .action: .action
        case .segue: .segue
        case .binding: .binding
        }
    }
}

/// A place in a document's own file, whose path the document holds once.
///
/// An archive has a location for each object, property and connection, so
/// they are kept at a quarter of a ``SourceLocation``'s size and made into
/// one only for a diagnostic or a template. Lines and columns fit in 32 bits
/// because a file is at most ``XMLReader/maximumSize`` bytes.
struct DocumentLocation: Hashable, Sendable {
    var line: Int32
    var column: Int32

    init(_ location: SourceLocation) {
        line = Int32(location.line)
        column = Int32(location.column)
    }

    /// The location in `file`, the document's path.
    func located(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}
