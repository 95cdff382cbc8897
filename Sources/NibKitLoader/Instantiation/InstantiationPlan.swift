import NibKitCore

/// What every instantiation of one template does the same way, worked out
/// once when the template is made (the reason `UINib` exists): the
/// connection steps with outlet collections grouped, which placeholders the
/// archive uses, the awake order and the objects shown at launch. (The
/// objects are created in the template's creation order, each property
/// already bound to its class by the `ClassBinder`.)
///
/// An instantiation then only creates objects, boxes each value as it sets
/// it (filling in the values that are other objects of its own graph), and
/// checks what depends on the objects the caller supplies (File's Owner,
/// external objects, the application).
struct InstantiationPlan: Sendable {
    /// One step of phase 3, in the template's connection order.
    enum ConnectionStep: Sendable {
        case outlet(connection: Int)
        /// Every member of one outlet collection, set together at the first.
        case collection(members: [Int])
        case action(connection: Int)
        case segue(connection: Int)
        case binding(connection: Int)
    }

    let connectionSteps: [ConnectionStep]
    /// Whether the archive refers to each object (from a connection or a property).
    let isUsed: [Bool]
    /// The objects that get `awakeFromNib`, in document order.
    let awakeOrder: [Int]
    /// The objects shown at launch, in document order.
    let visibleAtLaunch: [Int]
    /// The objects with runtime attributes.
    let withRuntimeAttributes: [Int]
    /// File's Owner, First Responder, the external objects and the application.
    let placeholders: [Int]
    /// For each class whose instances live on the main actor, its first
    /// object: what an instantiation from elsewhere refuses.
    let mainActorObjects: [Int]

    init(objects: [TemplateObject], connections: [TemplateConnection], platform: Platform) {
        var isUsed = [Bool](repeating: false, count: objects.count)
        for index in objects.indices {
            for property in objects[index].properties where !property.value.isPlain {
                property.value.forEachObject { isUsed[$0] = true }
            }
        }
        var steps: [ConnectionStep] = []
        steps.reserveCapacity(connections.count)
        // Each collection's step stands at its first member; the members are
        // gathered first and put in place after, so a long collection is not
        // copied once per member.
        var collections: [CollectionKey: (step: Int, members: [Int])] = [:]
        for (position, connection) in connections.enumerated() {
            isUsed[connection.source] = true
            if let destination = connection.destination { isUsed[destination] = true }
            switch connection.kind {
            case .outlet:
                steps.append(.outlet(connection: position))
            case .outletCollection:
                let key = CollectionKey(source: connection.source, name: connection.name)
                if collections[key] == nil {
                    collections[key] = (steps.count, [])
                    steps.append(.collection(members: []))
                }
                collections[key]?.members.append(position)
            case .action:
                steps.append(.action(connection: position))
            case .segue:
                steps.append(.segue(connection: position))
            case .binding:
                steps.append(.binding(connection: position))
            }
        }
        for collection in collections.values {
            steps[collection.step] = .collection(members: collection.members)
        }
        connectionSteps = steps
        self.isUsed = isUsed
        // AppKit also wakes File's Owner and the application (once, however
        // many of the archive's objects stand for it); UIKit never wakes placeholders.
        let firstApplication = objects.firstIndex { $0.role == .application }
        awakeOrder = objects.indices.filter { index in
            switch objects[index].role {
            case .archived, .custom: return true
            case .filesOwner: return platform == .macOS
            case .application: return platform == .macOS && index == firstApplication
            case .firstResponder, .external: return false
            }
        }
        visibleAtLaunch = objects.indices.filter { objects[$0].isVisibleAtLaunch }
        withRuntimeAttributes = objects.indices.filter { !objects[$0].runtimeAttributes.isEmpty }
        placeholders = objects.indices.filter { objects[$0].role.isPlaceholder }
        var mainActorClasses = Set<ObjectIdentifier>()
        mainActorObjects = objects.indices.filter { index in
            guard !objects[index].role.isPlaceholder, let description = objects[index].classDescription,
                description.isMainActor
            else { return false }
            return mainActorClasses.insert(ObjectIdentifier(description)).inserted
        }
    }

    private struct CollectionKey: Hashable {
        let source: Int
        let name: String
    }

    /// A value that is the same in every instantiation, boxed; nil for
    /// values that name objects or resources.
    static func constant(_ value: TemplateValue) -> Any?? {
        switch value {
        case .string(let string): return .some(string)
        case .integer(let integer): return .some(integer)
        case .real(let real): return .some(real)
        case .bool(let bool): return .some(bool)
        case .point(let point): return .some(point)
        case .size(let size): return .some(size)
        case .rect(let rect): return .some(rect)
        case .color(let color): return .some(color)
        case .font(let font): return .some(font)
        case .insets(let insets): return .some(insets)
        case .nib(let template): return .some(template)
        case .null: return .some(nil)
        case .object, .resource: return nil
        case .array(let items):
            var values: [Any] = []
            for item in items {
                guard let constant = constant(item) else { return nil }
                values.append(constant as Any)
            }
            return .some(values)
        case .dictionary(let entries):
            var dictionary: [String: Any] = [:]
            for entry in entries {
                guard let constant = constant(entry.value) else { return nil }
                dictionary[entry.key] = constant as Any
            }
            return .some(dictionary)
        }
    }
}
