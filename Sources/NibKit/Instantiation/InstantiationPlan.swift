/// What every instantiation of one template does the same way, worked out
/// once when the template is made (the reason `UINib` exists): the creation
/// steps with each property's value already boxed and its key already
/// resolved to the class's binding, the connection steps with outlet
/// collections grouped and selectors made, which placeholders the archive
/// uses, the awake order and the objects shown at launch.
///
/// An instantiation then only creates objects, fills in the values that are
/// other objects of its own graph, and checks what depends on the objects
/// the caller supplies (File's Owner, external objects, the application).
struct InstantiationPlan: Sendable {
    /// How one object is created.
    struct Creation: Sendable {
        /// The object's index in the template.
        let index: Int
        let description: ClassDescription
        /// `init()` and the key-value setter, rather than `init(coder:)`.
        let isCustom: Bool
        /// The object's properties: a range of ``entries``.
        let entries: Range<Int>
        /// Whether every value is the same in each instantiation.
        let isConstant: Bool
    }

    /// Every created object's properties in one table, in creation order.
    ///
    /// `@unchecked Sendable` because `Any` hides that every constant is one
    /// of the template's own `Sendable` values (strings, numbers, geometry,
    /// colors, fonts), boxed once here so no instantiation boxes it again.
    final class Entries: @unchecked Sendable {
        // Constants (`let`), so reading them while instantiating needs no
        // exclusivity check.
        let keys: [String]
        /// The value for each key, or nil where it depends on the live graph.
        let constants: [Any?]
        /// The template values that name objects or resources; nil for constants.
        let liveValues: [TemplateValue?]
        /// The accessors of the registered class's binding for each key; nil
        /// where the class accepts any key instead.
        let bindings: [KeyBinding.Accessors?]

        init(_ table: Table) {
            keys = table.keys
            constants = table.constants
            liveValues = table.liveValues
            bindings = table.bindings
        }

        /// The entries while the plan is made.
        struct Table {
            var keys: [String] = []
            var constants: [Any?] = []
            var liveValues: [TemplateValue?] = []
            var bindings: [KeyBinding.Accessors?] = []

            init(capacity: Int) {
                keys.reserveCapacity(capacity)
                constants.reserveCapacity(capacity)
                liveValues.reserveCapacity(capacity)
                bindings.reserveCapacity(capacity)
            }

            /// Adds an object's properties, returning their range and whether
            /// they are all constant.
            mutating func append(_ properties: [TemplateProperty]) -> (Range<Int>, Bool) {
                let start = keys.count
                var isConstant = true
                // Field by field, in place: a copy of each property would
                // retain all of its fields.
                for position in properties.indices {
                    keys.append(properties[position].key)
                    let accessors = properties[position].accessors
                    bindings.append(accessors)
                    if let constant = InstantiationPlan.constant(properties[position].value) {
                        constants.append(accessors.map { $0.normalize(constant) } ?? constant)
                        liveValues.append(nil)
                    } else {
                        liveValues.append(properties[position].value)
                        constants.append(nil)
                        isConstant = false
                    }
                }
                return (start..<keys.count, isConstant)
            }
        }
    }

    /// One step of phase 3, in the template's connection order.
    enum ConnectionStep: Sendable {
        case outlet(connection: Int)
        /// Every member of one outlet collection, set together at the first.
        case collection(members: [Int])
        case action(connection: Int, selector: Selector, event: Control.Event)
        case segue(connection: Int)
    }

    let creations: [Creation]
    let entries: Entries
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

    init(objects: [TemplateObject], connections: [TemplateConnection], creationOrder: [Int], platform: Platform) {
        var entries = Entries.Table(capacity: creationOrder.reduce(0) { $0 + objects[$1].properties.count })
        var creations: [Creation] = []
        creations.reserveCapacity(creationOrder.count)
        for index in creationOrder {
            guard let description = objects[index].classDescription else { continue }
            let (range, isConstant) = entries.append(objects[index].properties)
            creations.append(
                Creation(
                    index: index, description: description, isCustom: objects[index].role == .custom,
                    entries: range, isConstant: isConstant))
        }
        self.creations = creations
        self.entries = Entries(entries)
        var isUsed = [Bool](repeating: false, count: objects.count)
        for index in objects.indices {
            for property in objects[index].properties {
                switch property.value {
                case .object(let other): isUsed[other] = true
                case .array, .dictionary: property.value.forEachObject { isUsed[$0] = true }
                default: continue
                }
            }
        }
        var steps: [ConnectionStep] = []
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
                steps.append(
                    .action(
                        connection: position, selector: Selector(connection.name),
                        event: connection.event ?? .primaryActionTriggered))
            case .segue:
                steps.append(.segue(connection: position))
            }
        }
        for collection in collections.values {
            steps[collection.step] = .collection(members: collection.members)
        }
        connectionSteps = steps
        self.isUsed = isUsed
        awakeOrder = objects.indices.filter { index in
            switch objects[index].role {
            case .archived, .custom: return true
            // AppKit also wakes File's Owner and the application; UIKit never wakes placeholders.
            case .filesOwner, .application: return platform == .macOS
            case .firstResponder, .external: return false
            }
        }
        visibleAtLaunch = objects.indices.filter { objects[$0].isVisibleAtLaunch }
        withRuntimeAttributes = objects.indices.filter { !objects[$0].runtimeAttributes.isEmpty }
        placeholders = objects.indices.filter { objects[$0].role.isPlaceholder }
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
