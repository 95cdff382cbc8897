import Foundation

/// The working state of one instantiation: the live objects by template
/// index, the resources loaded, and the phases of the nib lifecycle, each its
/// own function, run in the documented order.
///
/// Nothing the caller owns is touched before phase 3 commits, and phase 3
/// checks every connection before making the first one, so a failed load
/// leaves the owner and the external objects exactly as they were.
final class InstantiationContext {
    private let template: NibTemplate
    private let owner: NibObject?
    private let externalObjects: [String: NibObject]
    private let options: InstantiationOptions
    private var instances: [NibObject?]
    private var loadedResources: [NibResource?] = []
    private var warnings: [Diagnostic] = []

    init(
        template: NibTemplate, owner: NibObject?, externalObjects: [String: NibObject],
        options: InstantiationOptions
    ) {
        self.template = template
        self.owner = owner
        self.externalObjects = externalObjects
        self.options = options
        self.instances = Array(repeating: nil, count: template.objects.count)
    }

    func run() throws(NibError) -> NibInstantiation {
        try loadResources()
        try substitutePlaceholders()
        try createObjects()
        try makeConnections()
        awakeObjects()
        let shown = showVisibleObjects()
        return result(shown: shown)
    }

    // MARK: Phase 1: resources

    /// Loads every image and sound the archive names into the cache.
    private func loadResources() throws(NibError) {
        let cache = options.resourceCache ?? template.resourceCache
        loadedResources.reserveCapacity(template.resources.count)
        for resource in template.resources {
            let loaded: NibResource?
            if resource.kind == .color {
                // Named and system colors are defined by the document itself.
                loadedResources.append(nil)
                emit(.resource(kind: .color, name: resource.name, found: template.documentColors[resource.name] != nil))
                continue
            }
            do {
                loaded = try cache.load(resource.kind, named: resource.name, from: template.provider)
            } catch {
                throw NibError(
                    .unreadableFile,
                    Diagnostic(
                        .error,
                        "cannot read the \(resource.kind.rawValue) '\(resource.name)': \(error.localizedDescription)",
                        at: resource.location, key: resource.name))
            }
            if loaded == nil {
                warnings.append(
                    Diagnostic(
                        .warning, "no \(resource.kind.rawValue) named '\(resource.name)' was found; the property gets nil",
                        at: resource.location, key: resource.name))
            }
            loadedResources.append(loaded)
            emit(.resource(kind: resource.kind, name: resource.name, found: loaded != nil))
        }
    }

    // MARK: Phase 2: objects

    /// Puts the caller's objects in place of File's Owner and the external
    /// placeholders. First Responder stays empty: it stands for the chain.
    private func substitutePlaceholders() throws(NibError) {
        var missing: [Diagnostic] = []
        for (index, object) in template.objects.enumerated() where object.role.isPlaceholder {
            switch object.role {
            case .filesOwner:
                if let owner {
                    instances[index] = owner
                } else if isUsed(index) {
                    missing.append(
                        diagnostic(
                            "the archive connects File's Owner '\(object.id)', but no owner was given", object: object))
                }
            case .external(let identifier):
                if let supplied = externalObjects[identifier] {
                    instances[index] = supplied
                } else {
                    missing.append(
                        diagnostic(
                            "no external object was supplied for the identifier '\(identifier)'", object: object))
                }
            case .application:
                if let application = options.application {
                    instances[index] = application
                } else if isUsed(index) {
                    missing.append(
                        diagnostic(
                            "the archive connects the Application placeholder '\(object.id)', but no application was given",
                            object: object))
                }
            case .firstResponder, .archived, .custom:
                break
            }
            if instances[index] != nil || object.role == .firstResponder {
                emit(.placeholder(id: object.id, role: placeholderDescription(object)))
            }
        }
        if !missing.isEmpty {
            throw NibError(.missingExternalObject, diagnostics: missing)
        }
    }

    private func placeholderDescription(_ object: TemplateObject) -> String {
        switch object.role {
        case .filesOwner: return "File's Owner, replaced by the owner passed in"
        case .firstResponder: return "First Responder, the responder chain: actions to it get a nil target"
        case .external(let identifier): return "external object '\(identifier)', replaced by the object supplied"
        case .application: return "Application, replaced by the application object"
        case .archived, .custom: return object.role.displayName
        }
    }

    private func isUsed(_ index: Int) -> Bool {
        template.connections.contains { $0.source == index || $0.destination == index }
            || template.objects.contains { object in
                object.properties.contains { property in
                    var found = false
                    property.value.forEachObject { if $0 == index { found = true } }
                    return found
                }
            }
    }

    /// Creates every object: `init(coder:)` for archived objects, `init()`
    /// then the key-value setter for custom ones.
    private func createObjects() throws(NibError) {
        for index in template.creationOrder {
            let object = template.objects[index]
            guard let description = object.classDescription else { continue }
            let entries = object.properties.map { (key: $0.key, value: liveValue($0.value)) }
            let created: NibObject
            do {
                if object.role == .custom {
                    created = description.makePlain()
                    for entry in entries {
                        try created.setValue(entry.value, forKey: entry.key, bindings: description.bindings)
                    }
                } else {
                    created = try description.make(
                        coder: NibCoder(
                            className: object.className ?? "", objectID: object.id, entries: entries,
                            registered: (description.type, description.bindings)))
                }
            } catch let error as KeyValueCodingError {
                let location = object.properties.first { $0.key == error.key }?.location ?? object.location
                throw NibError(
                    .instantiationFailed,
                    Diagnostic(
                        .error, error.description, at: location, objectID: object.id, className: object.className,
                        key: error.key))
            } catch {
                throw NibError(
                    .instantiationFailed,
                    diagnostic(
                        "\(object.className ?? "the object") could not be created: \(error)", object: object))
            }
            instances[index] = created
            emit(
                .initialize(
                    id: object.id, className: object.className ?? "",
                    initializer: object.role == .custom ? .plain : .coder))
        }
    }

    /// Turns a template value into what a property receives.
    private func liveValue(_ value: TemplateValue) -> Any? {
        switch value {
        case .string(let string): return string
        case .integer(let integer): return integer
        case .real(let real): return real
        case .bool(let bool): return bool
        case .point(let point): return point
        case .size(let size): return size
        case .rect(let rect): return rect
        case .color(let color): return color
        case .font(let font): return font
        case .insets(let insets): return insets
        case .null: return nil
        case .object(let index): return instances[index]
        case .array(let items): return items.map { liveValue($0) as Any }
        case .dictionary(let entries):
            var dictionary: [String: Any] = [:]
            for entry in entries { dictionary[entry.key] = liveValue(entry.value) as Any }
            return dictionary
        case .resource(let index): return loadedResources[index]
        }
    }

    // MARK: Phase 3: connections

    private enum PlannedConnection {
        case setKeyPath(object: NibObject, keyPath: String, value: Any?, event: LifecycleEvent)
        case record(LifecycleEvent)
        case set(source: NibObject, key: String, value: Any?, bindings: ClassBindings, events: [LifecycleEvent])
        case action(control: Control, target: NibObject?, action: Selector, event: Control.Event, record: LifecycleEvent)
    }

    /// Checks every connection against the live objects, then makes them
    /// all: outlets and outlet collections through the key-value setter (with
    /// its notifications), actions through `addTarget(_:action:for:)`.
    private func makeConnections() throws(NibError) {
        let plan = try planConnections()
        for step in plan {
            switch step {
            case .setKeyPath(let object, let keyPath, let value, let event):
                emit(event)
                do {
                    try object.setValue(value, forKeyPath: keyPath)
                } catch {
                    // Unreachable: the plan validated this exact value.
                    preconditionFailure("validated runtime attribute failed: \(error)")
                }
            case .record(let event):
                emit(event)
            case .set(let source, let key, let value, let bindings, let events):
                events.forEach(emit)
                do {
                    try source.setValue(value, forKey: key, bindings: bindings)
                } catch {
                    // Unreachable: the plan validated this exact value.
                    preconditionFailure("validated connection failed: \(error)")
                }
            case .action(let control, let target, let action, let event, let record):
                control.addTarget(target, action: action, for: event)
                emit(record)
            }
        }
    }

    private func planConnections() throws(NibError) -> [PlannedConnection] {
        var problems: [Diagnostic] = []
        var plan: [PlannedConnection] = []
        var bindingsCache: [Int: ClassBindings] = [:]
        func bindings(_ index: Int, _ object: NibObject) -> ClassBindings {
            if let cached = bindingsCache[index] { return cached }
            let computed: ClassBindings
            if let description = template.objects[index].classDescription,
                !template.objects[index].role.isPlaceholder
            {
                computed = description.bindings
            } else {
                computed = ClassBindings(type(of: object))
            }
            bindingsCache[index] = computed
            return computed
        }
        // User-defined runtime attributes come first: after creation, before connections.
        for (index, object) in template.objects.enumerated() where !object.runtimeAttributes.isEmpty {
            guard let instance = instances[index] else { continue }
            for attribute in object.runtimeAttributes {
                let value = liveValue(attribute.value)
                do {
                    try instance.validateValue(value, forKeyPath: attribute.key)
                    plan.append(
                        .setKeyPath(
                            object: instance, keyPath: attribute.key, value: value,
                            event: .runtimeAttribute(id: object.id, keyPath: attribute.key)))
                } catch {
                    problems.append(
                        Diagnostic(
                            .error, error.description, at: attribute.location, objectID: object.id,
                            className: error.className, key: attribute.key))
                }
            }
        }
        var collectionPlanned: Set<String> = []
        for connection in template.connections {
            let source = template.objects[connection.source]
            guard let sourceInstance = instances[connection.source] else {
                problems.append(diagnostic("\(source.id) has no object to connect from", object: source, at: connection))
                continue
            }
            switch connection.kind {
            case .segue:
                plan.append(
                    .record(
                        .segue(
                            source: source.id, identifier: connection.name.isEmpty ? nil : connection.name,
                            destination: connection.destinationID ?? "", kind: connection.segueKind)))
            case .outlet:
                let destination = connection.destination.flatMap { instances[$0] }
                let destinationID = connection.destination.map { template.objects[$0].id } ?? ""
                let sourceBindings = bindings(connection.source, sourceInstance)
                do {
                    try sourceInstance.validateValue(destination, forKey: connection.name, bindings: sourceBindings)
                    plan.append(
                        .set(
                            source: sourceInstance, key: connection.name, value: destination, bindings: sourceBindings,
                            events: [.outlet(source: source.id, property: connection.name, destination: destinationID)]))
                } catch {
                    problems.append(located(error, object: source, at: connection))
                }
            case .outletCollection:
                let groupKey = "\(connection.source)\u{0}\(connection.name)"
                guard collectionPlanned.insert(groupKey).inserted else { continue }
                let members = template.connections.filter {
                    $0.kind == .outletCollection && $0.source == connection.source && $0.name == connection.name
                }
                let destinations = members.compactMap { $0.destination.flatMap { instances[$0] } }
                let sourceBindings = bindings(connection.source, sourceInstance)
                do {
                    try sourceInstance.validateValue(destinations, forKey: connection.name, bindings: sourceBindings)
                    plan.append(
                        .set(
                            source: sourceInstance, key: connection.name, value: destinations, bindings: sourceBindings,
                            events: members.map {
                                .outletCollection(
                                    source: source.id, property: connection.name,
                                    destination: $0.destination.map { template.objects[$0].id } ?? "")
                            }))
                } catch {
                    problems.append(located(error, object: source, at: connection))
                }
            case .action:
                guard let control = sourceInstance as? Control else {
                    problems.append(
                        diagnostic(
                            "\(sourceInstance.nibClassName) is not a control, so it cannot send the action '\(connection.name)'",
                            object: source, at: connection))
                    continue
                }
                let target = connection.destination.flatMap { instances[$0] }
                let selector = Selector(connection.name)
                if let target, let targetIndex = connection.destination,
                    !bindings(targetIndex, target).performs(selector)
                {
                    problems.append(
                        diagnostic(
                            "\(target.nibClassName) does not perform the action '\(connection.name)'",
                            object: source, at: connection))
                    continue
                }
                plan.append(
                    .action(
                        control: control, target: target, action: selector,
                        event: connection.event ?? .primaryActionTriggered,
                        record: .action(
                            source: source.id, selector: connection.name,
                            target: connection.destination.map { template.objects[$0].id },
                            event: connection.event?.rawValue)))
            }
        }
        if !problems.isEmpty {
            throw NibError(.instantiationFailed, diagnostics: problems)
        }
        return plan
    }

    private func located(_ error: KeyValueCodingError, object: TemplateObject, at connection: TemplateConnection)
        -> Diagnostic
    {
        Diagnostic(
            .error, error.description, at: connection.location, objectID: object.id, className: error.className,
            key: error.key)
    }

    // MARK: Phase 4: awake

    /// Sends `awakeFromNib` to every object the load created, never to
    /// placeholders, in document order or the shuffled order the options ask for.
    private func awakeObjects() {
        var order = template.objects.indices.filter { index in
            switch template.objects[index].role {
            case .archived, .custom: return true
            // AppKit also wakes File's Owner and the application; UIKit never wakes placeholders.
            case .filesOwner, .application: return template.platform == .macOS
            case .firstResponder, .external: return false
            }
        }
        if case .shuffled(let seed) = options.awakeOrder {
            var generator = SplitMix64(seed: seed)
            order.shuffle(using: &generator)
        }
        for index in order {
            guard let object = instances[index] else { continue }
            object.awakeFromNib()
            emit(.awake(id: template.objects[index].id))
        }
    }

    // MARK: Phase 5: show

    /// Shows the objects flagged visible at launch, through the host's presenter.
    private func showVisibleObjects() -> [NibObject] {
        var shown: [NibObject] = []
        for (index, object) in template.objects.enumerated() where object.isVisibleAtLaunch {
            guard let instance = instances[index] else { continue }
            shown.append(instance)
            if let presenter = options.presenter {
                presenter.presentAtLaunch(instance, id: object.id)
                emit(.show(id: object.id))
            }
        }
        return shown
    }

    private func result(shown: [NibObject]) -> NibInstantiation {
        var byID: [String: NibObject] = [:]
        byID.reserveCapacity(instances.count)
        for (index, object) in template.objects.enumerated() where !object.role.isPlaceholder {
            if let instance = instances[index] { byID[object.id] = instance }
        }
        return NibInstantiation(
            topLevelObjects: template.topLevel.compactMap { instances[$0] },
            visibleAtLaunchObjects: shown,
            warnings: template.warnings + warnings,
            objectsByID: byID)
    }

    // MARK: Helpers

    private func emit(_ event: LifecycleEvent) {
        options.eventHandler?(event)
    }

    private func diagnostic(_ message: String, object: TemplateObject, at connection: TemplateConnection? = nil)
        -> Diagnostic
    {
        Diagnostic(
            .error, message, at: connection?.location ?? object.location, objectID: object.id,
            className: object.className, key: connection?.name)
    }
}

/// A small, fast, seedable generator with the same output on every platform,
/// for reproducible shuffled awake orders.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
