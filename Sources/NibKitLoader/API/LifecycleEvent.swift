import NibKitCore
import NibKitStrings

/// One step of a load, reported as it happens: what `nibtool trace` prints.
///
/// Objects and placeholders are named by their ids in the archive;
/// ``description(naming:)`` names them as a person reads them once they
/// exist, with their class and label (``NibTemplate/displayName(ofObjectAt:)``).
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
    /// with `setValue(_:forKeyPath:)`; `value` is what was set, written as
    /// `nibtool dump` writes values (``TemplateValue/text(in:)``).
    case runtimeAttribute(id: String, keyPath: String, value: String)
    /// Phase 3: an outlet was set through the key-value setter.
    case outlet(source: String, property: String, destination: String)
    /// Phase 3: one member of an outlet collection was connected.
    case outletCollection(source: String, property: String, destination: String)
    /// Phase 3: an action was registered for the control event `event`
    /// (``ControlEvent``'s name, `primaryActionTriggered` when the archive
    /// names none, as Cocoa's actions never do); a nil target means the
    /// responder chain.
    case action(source: String, selector: String, target: String?, event: String)
    /// Phase 3: a storyboard segue was made into a record of the
    /// instantiation (``NibInstantiation/segues``), from which a storyboard
    /// runtime (`NibKitStoryboards`) makes the segue templates it performs.
    case segue(id: String?, source: String, identifier: String?, destination: String, kind: String?)
    /// Phase 3: the property `binding` of `source` was bound to `keyPath` of
    /// `destination`; `options` are the binding's options, written as text.
    case binding(source: String, binding: String, destination: String, keyPath: String, options: [String: String])
    /// Phase 4: `awakeFromNib` was sent to an object whose class adopts
    /// ``NibAwaking``.
    case awake(id: String)
    /// Phase 4: an object Apple would send `awakeFromNib` to has a class that
    /// does not adopt ``NibAwaking``: it has nothing to do, as a class that
    /// keeps `NSObject`'s default, so nothing is called.
    case defaultAwake(id: String)
    /// Phase 5: an object flagged visible at launch was shown.
    case show(id: String)

    /// The lifecycle phase, 1 to 5.
    public var phase: Int {
        switch self {
        case .resource: return 1
        case .placeholder, .initialize, .nestedNib: return 2
        case .runtimeAttribute, .outlet, .outletCollection, .action, .segue, .binding: return 3
        case .awake, .defaultAwake: return 4
        case .show: return 5
        }
    }

    /// A sentence a person learning the lifecycle can follow, on one line:
    /// ids and names from the file are escaped and abbreviated (``DisplayText``).
    public var description: String { description(naming: { $0 }) }

    /// The sentence of ``description``, with each object of an event of phase
    /// 3, 4 or 5 written as `name` gives it for its id: `nibtool trace` passes
    /// ``NibTemplate/displayName(ofObjectAt:)``, so the objects it created in
    /// phase 2 read `Lgn-Bt-n01 (UIButton "Log In Button")` from then on.
    ///
    /// ```swift
    /// event.description(naming: { names[$0] ?? $0 })
    /// // Lgn-Bt-n01 (UIButton "Log In Button").addTarget(-1 (LoginController), action: "login:", for: touchUpInside)
    /// ```
    public func description(naming name: (String) -> String) -> String {
        DisplayText.line(sentence(naming: name))
    }

    private func sentence(naming name: (String) -> String) -> String {
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
        case .runtimeAttribute(let id, let keyPath, let value):
            return "\(name(id)).setValue(\(value), forKeyPath: \"\(keyPath)\")  // user-defined runtime attribute"
        case .segue(_, let source, let identifier, let destination, let kind):
            return
                "segue \(identifier.map { "'\($0)' " } ?? "")from \(name(source)) to \(name(destination)) (\(kind ?? "no kind")), kept for the storyboard runtime"
        case .outlet(let source, let property, let destination):
            return "\(name(source)).setValue(\(name(destination)), forKey: \"\(property)\")"
        case .outletCollection(let source, let property, let destination):
            return "\(name(source)).\(property) += [\(name(destination))]"
        case .action(let source, let selector, let target, let event):
            return "\(name(source)).addTarget(\(target.map(name) ?? "nil"), action: \"\(selector)\", for: \(event))"
                + (target == nil ? "  // nil target: the responder chain" : "")
        case .binding(let source, let binding, let destination, let keyPath, let options):
            let written = options.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
            return
                "\(name(source)).bind(\"\(binding)\", to: \(name(destination)), withKeyPath: \"\(keyPath)\", options: [\(written.isEmpty ? ":" : written.joined(separator: ", "))])"
        case .awake(let id):
            return "\(name(id)).awakeFromNib()"
        case .defaultAwake(let id):
            return "\(name(id)).awakeFromNib()  // NSObject's default: nothing to do"
        case .show(let id):
            return "show \(name(id))"
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
