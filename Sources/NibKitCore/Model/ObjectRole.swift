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
