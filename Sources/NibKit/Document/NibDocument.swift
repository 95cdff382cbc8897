import Foundation

/// An archive as plain values: what a document parser read, before any
/// validation against classes. Both NibKit's own format and Interface
/// Builder documents become this one model.
struct NibDocument: Sendable {
    /// The archive formats NibKit reads.
    enum Format: String, Sendable {
        case nibArchive = "nibxml"
        case xib
        case storyboard
    }

    var path: String
    var format: Format
    /// File's Owner, First Responder, external objects and application
    /// placeholders, in document order.
    var placeholders: [DocumentObject]
    /// The top-level objects in document order; nested objects live in their
    /// parents' property values.
    var objects: [DocumentObject]
    /// Problems that do not stop loading, such as ignored content.
    var warnings: [Diagnostic] = []
}

/// What part an object plays in an archive.
public enum ObjectRole: Hashable, Sendable {
    /// Created with `init(coder:)`.
    case archived
    /// Created with `init()`, then given its properties through the key-value setter.
    case custom
    /// File's Owner: replaced by the owner passed to the load.
    case filesOwner
    /// First Responder: stands for the responder chain; actions to it get a nil target.
    case firstResponder
    /// An external object: replaced by the object supplied under this identifier.
    case external(identifier: String)
    /// The application placeholder of Cocoa archives.
    case application

    /// Whether the object is a placeholder, supplied rather than created.
    public var isPlaceholder: Bool {
        switch self {
        case .archived, .custom: return false
        default: return true
        }
    }

    /// The name people know the role by, such as "File's Owner".
    public var displayName: String {
        switch self {
        case .archived: return "archived object"
        case .custom: return "custom object"
        case .filesOwner: return "File's Owner"
        case .firstResponder: return "First Responder"
        case .external(let identifier): return "external object '\(identifier)'"
        case .application: return "Application"
        }
    }
}

/// One object or placeholder of a document.
struct DocumentObject: Sendable {
    var id: String
    var className: String?
    var role: ObjectRole
    var location: SourceLocation
    var properties: [DocumentProperty] = []
    var connections: [DocumentConnection] = []
    var isVisibleAtLaunch = false
}

/// One keyed value of an object.
struct DocumentProperty: Sendable {
    var key: String
    var value: DocumentValue
    var location: SourceLocation
}

/// A value as an archive writes it.
indirect enum DocumentValue: Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(Color)
    case null
    /// A reference to another object by id, located for errors.
    case reference(id: String, location: SourceLocation)
    /// An object written in place.
    case object(DocumentObject)
    case array([DocumentValue])
    case dictionary([(key: String, value: DocumentValue)])
    case resource(NibResource.Kind, name: String, location: SourceLocation)
}

/// One connection, made from the object that holds it.
struct DocumentConnection: Sendable {
    enum Kind: Sendable {
        case outlet(property: String, destination: String)
        case outletCollection(property: String, destination: String)
        /// `target` nil means no target: the responder chain.
        case action(selector: String, target: String?, event: String?)
    }

    var kind: Kind
    var location: SourceLocation
}
