import Foundation
import NibKitCore
import NibKitStrings

/// One object or placeholder of a template, with its references resolved to
/// indices into the template's ``NibTemplate/objects`` table.
///
/// Tools read templates through these values (`nibtool graph` draws them);
/// only NibKit creates or changes them (a template's own table never
/// changes: an edited copy makes another template).
public struct TemplateObject: Sendable {
    /// The id the archive gives the object.
    public internal(set) var id: String
    /// The class name the archive gives; nil for placeholders that name none.
    public internal(set) var className: String?
    /// Whether the object is created (and how) or is a placeholder.
    public internal(set) var role: ObjectRole
    /// Where the object is written.
    public internal(set) var location: SourceLocation
    /// How to create the object (always set for created objects); for a
    /// placeholder, its declared class when that class is registered.
    var classDescription: ClassDescription?
    /// The object's properties in document order.
    public internal(set) var properties: [TemplateProperty]
    /// User-defined runtime attributes, keyed by key path, set after
    /// creation and before connections.
    public internal(set) var runtimeAttributes: [TemplateProperty]
    /// Whether phase 5 shows the object.
    public internal(set) var isVisibleAtLaunch: Bool
    /// Whether the archive names ``className`` as the application's own
    /// class (a `customClass` attribute, a compiled nib's class swapper or
    /// custom object, a legacy archive's custom class record, any class of
    /// NibKit's own format) rather than as the class Apple's framework gives
    /// the element (`<button>` is `UIButton`). A registry whose
    /// ``ClassRegistry/dynamicObjects`` is ``ClassRegistry/DynamicObjects/customClasses``
    /// makes a dynamic object only for such a class.
    public internal(set) var isCustomClass: Bool
    /// The index of the object that holds this one in one of its properties.
    public internal(set) var parent: Int? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    // 32 bits (-1 for none), beside the flag: a template holds one object for
    // every element of the archive, and an archive NibKit reads has far
    // fewer than 2^31 of them.
    private var storedParent: Int32

    init(
        id: String, className: String?, role: ObjectRole, location: SourceLocation,
        classDescription: ClassDescription?, properties: [TemplateProperty], runtimeAttributes: [TemplateProperty],
        isVisibleAtLaunch: Bool, isCustomClass: Bool = false, parent: Int?
    ) {
        self.id = id
        self.className = className
        self.role = role
        self.location = location
        self.classDescription = classDescription
        self.properties = properties
        self.runtimeAttributes = runtimeAttributes
        self.isVisibleAtLaunch = isVisibleAtLaunch
        self.isCustomClass = isCustomClass
        self.storedParent = parent.map { Int32(clamping: $0) } ?? -1
    }
}

/// One keyed value of a template object.
public struct TemplateProperty: Sendable {
    /// The key the value is set for.
    public let key: String
    /// The value.
    public internal(set) var value: TemplateValue
    /// Where the value is written.
    public let location: SourceLocation
    /// The binding's accessors and whether the value is an Interface
    /// Builder attribute's text, in one reference: a template holds one
    /// property for every value of the archive.
    private var binding: Binding

    private enum Binding: Sendable {
        case unbound
        case unboundText
        case bound(KeyBinding.Accessors)
        case boundText(KeyBinding.Accessors)
    }

    init(
        key: String, value: TemplateValue, location: SourceLocation, accessors: KeyBinding.Accessors? = nil,
        isAttributeText: Bool = false
    ) {
        self.key = key
        self.value = value
        self.location = location
        self.binding = .unbound
        self.isAttributeText = isAttributeText
        self.accessors = accessors
    }

    /// The accessors of the registered class's binding for the key, set when
    /// the template is bound to a registry; nil for a class that accepts any
    /// key. Only the accessors are kept: the binding's key is `key`.
    var accessors: KeyBinding.Accessors? {
        get {
            switch binding {
            case .unbound, .unboundText: return nil
            case .bound(let accessors), .boundText(let accessors): return accessors
            }
        }
        set {
            let text = isAttributeText
            binding = newValue.map { text ? .boundText($0) : .bound($0) } ?? (text ? .unboundText : .unbound)
        }
    }

    /// Whether the value is an Interface Builder attribute's text, which the
    /// class binder types by the binding (see ``AttributeText``), again when a
    /// compiled template is bound to another registry.
    var isAttributeText: Bool {
        get {
            switch binding {
            case .unboundText, .boundText: return true
            case .unbound, .bound: return false
            }
        }
        set {
            let accessors = self.accessors
            binding = accessors.map { newValue ? .boundText($0) : .bound($0) } ?? (newValue ? .unboundText : .unbound)
        }
    }
}

/// A value of a template, with object references resolved to indices into
/// ``NibTemplate/objects`` and resources to indices into ``NibTemplate/resources``.
public indirect enum TemplateValue: Sendable {
    /// Text, exactly as the archive wrote it: a `<string>`, or an Interface
    /// Builder attribute no binding gives another type.
    case string(String)
    /// An `<integer>`, which fills any numeric property that holds it exactly.
    case integer(Int)
    /// A `<real>`, which fills only floating-point properties.
    case real(Double)
    /// A `<bool>`.
    case bool(Bool)
    /// A `<point>`.
    case point(CGPoint)
    /// A `<size>`.
    case size(CGSize)
    /// A `<rect>`, such as a view's frame.
    case rect(CGRect)
    /// A `<color>`.
    case color(Color)
    /// A font, as Interface Builder's `<fontDescription>` gives it.
    case font(FontDescription)
    /// Edge insets, such as a view's layout margins.
    case insets(EdgeInsets)
    /// `<nil>`: the property, which must be optional, is set to nil.
    case null
    /// An object, by its index into ``NibTemplate/objects``: a nested object
    /// the property holds, or one a `<reference>` names.
    case object(Int)
    /// An `<array>` of unkeyed values, in document order.
    case array([TemplateValue])
    /// A `<dictionary>` of keyed values, in document order.
    case dictionary([(key: String, value: TemplateValue)])
    /// An image or sound, by its index into ``NibTemplate/resources``, loaded
    /// in phase 1.
    case resource(Int)
    /// A nib nested in the archive, as a template of its own: a compiled
    /// storyboard's prototype cell (a `UINib` in a table or collection
    /// view's `UITableViewCellPrototypeNibs`). Built and checked with the
    /// template that holds it, by the same registry and mode, and never
    /// instantiated with it: the property receives the ``NibTemplate``,
    /// which a toolkit instantiates for each cell it dequeues, as UIKit
    /// instantiates a `UINib`.
    case nib(NibTemplate)

    /// The two booleans, each boxed once for every template: a value of an
    /// indirect enum is a heap box, and archives hold thousands of flags.
    static let yes = TemplateValue.bool(true)
    static let no = TemplateValue.bool(false)

    static func boolean(_ value: Bool) -> TemplateValue { value ? yes : no }

    /// Whether the value is plain data: no object or resource of the
    /// template in it (a nested template is plain: it is the same in every
    /// instantiation). Checks run over every property skip these, most of
    /// them, without a call.
    var isPlain: Bool {
        switch self {
        // A nested template names nothing of the template that holds it.
        case .string, .integer, .real, .bool, .point, .size, .rect, .color, .font, .insets, .null, .nib: return true
        case .object, .array, .dictionary, .resource: return false
        }
    }

    /// Whether the value is a nested nib.
    var isNib: Bool {
        if case .nib = self { return true }
        return false
    }

    /// Calls `body` with every object index this value refers to.
    public func forEachObject(_ body: (Int) -> Void) {
        switch self {
        case .object(let index): body(index)
        case .array(let items): items.forEach { $0.forEachObject(body) }
        case .dictionary(let entries): entries.forEach { $0.value.forEachObject(body) }
        default: break
        }
    }
}

/// One connection of a template, resolved to object indices.
public struct TemplateConnection: Sendable {
    /// The kinds of connection.
    public enum Kind: String, Sendable, Equatable {
        /// An outlet, set through the key-value setter.
        case outlet
        /// One member of an outlet collection; the members of one property are
        /// set together as an array.
        case outletCollection
        /// A target-action pair registered on a control.
        case action
        /// A storyboard segue: made into a record of the instantiation
        /// (``NibInstantiation/segues``), which a storyboard runtime performs.
        case segue
        /// A Cocoa binding: the source's property, `name`, follows a key
        /// path of the destination (see ``binding``).
        case binding
    }

    /// The id the archive names as destination or target, when it names one.
    public let destinationID: String?
    /// The outlet's property, the action's selector, the segue's identifier
    /// (empty when it has none), or the bound property of a binding.
    public let name: String
    /// The kind of a segue, such as `show` or `relationship`.
    public var segueKind: String? { segue?.kind }
    /// The archive's id of a segue.
    public var segueID: String? { segue?.id }
    /// The segue class a segue's `customClass` names, as the document
    /// writes it; nil when it names none (and in a compiled storyboard).
    public var segueCustomClass: String? { segue?.customClass }
    /// The relationship a `relationship` segue fills, such as
    /// `rootViewController` or `viewControllers`; nil for other segues.
    public var segueRelationship: String? { segue?.relationship }
    /// What else a segue's `<segue>` says (`unwindAction`,
    /// `modalPresentationStyle`, `modalTransitionStyle`, `animates`,
    /// `popoverAnchorView`...), by attribute name, as written; a compiled
    /// storyboard's segue template gives the same names. Empty for other
    /// connections.
    public var segueAttributes: [(name: String, value: String)] { segue?.attributes ?? [] }
    /// A segue's kind, id, custom class and attributes, boxed: most connections are no segue.
    private let segue: Segue?
    /// The event of an action, when the archive names one.
    public let event: Control.Event?
    /// The key path and options of a binding; nil for other kinds.
    public let binding: TemplateBinding?
    /// Where the connection is written.
    public let location: SourceLocation
    // Object indices in 32 bits (-1 for none), then the kind: a template holds
    // a connection for every one in the archive, and an archive NibKit reads
    // has far fewer than 2^31 objects.
    private let storedSource: Int32
    private let storedDestination: Int32
    /// The kind of connection.
    public let kind: Kind

    /// The index of the object that holds the outlet or sends the action.
    public var source: Int { Int(storedSource) }
    /// The destination of an outlet, segue or binding (the observed object), or the target of an action (nil:
    /// the responder chain, or a segue destination in another scene).
    public var destination: Int? { storedDestination < 0 ? nil : Int(storedDestination) }

    init(
        kind: Kind, source: Int, destination: Int?, destinationID: String?, name: String, segueKind: String?,
        segueID: String? = nil, segueCustomClass: String? = nil, segueAttributes: DocumentSegueAttributes = .none,
        event: Control.Event?, location: SourceLocation, binding: TemplateBinding? = nil
    ) {
        self.kind = kind
        self.binding = binding
        self.storedSource = Int32(clamping: source)
        self.storedDestination = destination.map { Int32(clamping: $0) } ?? -1
        self.destinationID = destinationID
        self.name = name
        self.segue =
            segueKind == nil && segueID == nil && segueCustomClass == nil && segueAttributes.isEmpty
            ? nil
            : Segue(
                kind: segueKind, id: segueID, customClass: segueCustomClass,
                relationship: segueAttributes.relationship, attributes: segueAttributes.others)
        self.event = event
        self.location = location
    }

    /// A segue's kind, the archive's id of it, its custom class and attributes.
    private final class Segue: Sendable {
        let kind: String?
        let id: String?
        let customClass: String?
        let relationship: String?
        let attributes: [(name: String, value: String)]

        init(
            kind: String?, id: String?, customClass: String?, relationship: String?,
            attributes: [(name: String, value: String)]
        ) {
            self.kind = kind
            self.id = id
            self.customClass = customClass
            self.relationship = relationship
            self.attributes = attributes
        }
    }

    /// An action's selector.
    var selector: Selector { Selector(name) }
    /// The event that sends an action: the archive's, else the control's primary action.
    var actionEvent: Control.Event { event ?? .primaryActionTriggered }
}

/// An image or sound a template names, loaded in phase 1.
public struct TemplateResource: Sendable {
    /// Image or sound.
    public let kind: NibResource.Kind
    /// The name the archive uses.
    public let name: String
    /// Where it is first named.
    public let location: SourceLocation
}
