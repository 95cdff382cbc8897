import NibKitCore
import NibKitStrings

/// One step of a load, reported as it happens: what `nibtool trace` prints.
///
/// Objects and placeholders are named by their ids in the archive.
///
/// ```swift
/// options.eventHandler = { event in print(event.phase, event) }
/// ```
public enum LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// The initializer an object was created with.
    public enum Initializer: String, Hashable, Sendable {
        /// `init(coder:)`: an archived object.
        case coder
        /// `init()`: a custom object.
        case plain
    }

    /// Phase 1: a referenced image or sound was looked up; `found` is false
    /// when no provider had it (the property then gets nil, as in UIKit).
    case resource(kind: NibResource.Kind, name: String, found: Bool)
    /// Phase 2: a placeholder was replaced by the caller's object (or, for
    /// First Responder, by the responder chain); `role` says which
    /// placeholder it is, and for an external object, its identifier.
    case placeholder(id: String, role: ObjectRole)
    /// Phase 2: an object was created.
    case initialize(id: String, className: String, initializer: Initializer)
    /// Phase 2: a property of the object just created holds a nested nib (a
    /// compiled storyboard's prototype cell), which is not instantiated now:
    /// the toolkit instantiates it for each cell it dequeues. `keyPath` names
    /// the property and, in it, the entry (`UITableViewCellPrototypeNibs["Cell"]`);
    /// `className` is the class of the nib's first top-level object and
    /// `objects` how many objects each instantiation of it creates.
    case nestedNib(id: String, keyPath: String, className: String?, objects: Int)
    /// Phase 3, before connections: a user-defined runtime attribute was set
    /// with `setValue(_:forKeyPath:)`.
    case runtimeAttribute(id: String, keyPath: String)
    /// Phase 3: an outlet was set through the key-value setter.
    case outlet(source: String, property: String, destination: String)
    /// Phase 3: one member of an outlet collection was connected.
    case outletCollection(source: String, property: String, destination: String)
    /// Phase 3: an action was registered; a nil target means the responder chain.
    case action(source: String, selector: String, target: String?, event: String?)
    /// Phase 3: a storyboard segue was recorded (segues are not performed).
    case segue(id: String?, source: String, identifier: String?, destination: String, kind: String?)
    /// Phase 3: the property `binding` of `source` was bound to `keyPath` of
    /// `destination`; `options` are the binding's options, written as text.
    case binding(source: String, binding: String, destination: String, keyPath: String, options: [String: String])
    /// Phase 4: `awakeFromNib` was sent.
    case awake(id: String)
    /// Phase 5: an object flagged visible at launch was shown.
    case show(id: String)

    /// The lifecycle phase, 1 to 5.
    public var phase: Int {
        switch self {
        case .resource: return 1
        case .placeholder, .initialize, .nestedNib: return 2
        case .runtimeAttribute, .outlet, .outletCollection, .action, .segue, .binding: return 3
        case .awake: return 4
        case .show: return 5
        }
    }

    /// A sentence a person learning the lifecycle can follow, on one line:
    /// ids and names from the file are escaped and abbreviated (``DisplayText``).
    public var description: String { DisplayText.line(sentence) }

    private var sentence: String {
        switch self {
        case .resource(let kind, let name, let found):
            return found
                ? "load \(kind.rawValue) '\(name)' into the \(kind.rawValue) cache"
                : "\(kind.rawValue) '\(name)' not found; properties naming it get nil"
        case .placeholder(let id, let role):
            return "\(id): \(Self.substitution(of: role))"
        case .initialize(let id, let className, let initializer):
            return "\(id) = \(className).\(initializer == .coder ? "init(coder:)" : "init()")"
        case .nestedNib(let id, let keyPath, let className, let objects):
            return
                "\(id).\(keyPath) = nib of \(className ?? "no class"), \(objects) object\(objects == 1 ? "" : "s"), instantiated by the toolkit for each cell, not now"
        case .runtimeAttribute(let id, let keyPath):
            return "\(id).setValue(_, forKeyPath: \"\(keyPath)\")  // user-defined runtime attribute"
        case .segue(_, let source, let identifier, let destination, let kind):
            return
                "segue \(identifier.map { "'\($0)' " } ?? "")from \(source) to \(destination) (\(kind ?? "no kind")), recorded, not performed"
        case .outlet(let source, let property, let destination):
            return "\(source).setValue(\(destination), forKey: \"\(property)\")"
        case .outletCollection(let source, let property, let destination):
            return "\(source).\(property) += [\(destination)]"
        case .action(let source, let selector, let target, let event):
            return "\(source).addTarget(\(target ?? "nil"), action: \"\(selector)\", for: \(event ?? "default event"))"
                + (target == nil ? "  // nil target: the responder chain" : "")
        case .binding(let source, let binding, let destination, let keyPath, let options):
            let written = options.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
            return
                "\(source).bind(\"\(binding)\", to: \(destination), withKeyPath: \"\(keyPath)\", options: [\(written.isEmpty ? ":" : written.joined(separator: ", "))])"
        case .awake(let id):
            return "\(id).awakeFromNib()"
        case .show(let id):
            return "show \(id)"
        }
    }

    /// What takes a placeholder's place.
    private static func substitution(of role: ObjectRole) -> String {
        switch role {
        case .filesOwner: return "File's Owner, replaced by the owner passed in"
        case .firstResponder: return "First Responder, the responder chain: actions to it get a nil target"
        case .external(let identifier): return "external object '\(identifier)', replaced by the object supplied"
        case .application: return "Application, replaced by the application object"
        case .archived, .custom: return role.displayName
        }
    }
}
