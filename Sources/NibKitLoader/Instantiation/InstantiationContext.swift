import Foundation
import NibKitCore

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
    private let application: NibObject?
    private let presenter: (any LaunchPresenter)?
    private let options: InstantiationOptions
    private var instances: [NibObject?]
    private var loadedResources: [NibResource?] = []
    private var warnings = DiagnosticCollector()
    /// The segues made, for ``NibInstantiation/segues``; only a storyboard's
    /// scene has any.
    private var segues: [NibInstantiation.Segue] = []
    /// Whether the caller is isolated to the main actor, as the compiler saw it.
    private let isOnMainActor: Bool

    init(
        template: NibTemplate, owner: NibObject?, externalObjects: [String: NibObject], application: NibObject?,
        presenter: (any LaunchPresenter)?, options: InstantiationOptions, isOnMainActor: Bool
    ) {
        self.application = application
        self.presenter = presenter
        self.template = template
        self.isOnMainActor = isOnMainActor
        self.owner = owner
        self.externalObjects = externalObjects
        self.options = options
        self.instances = Array(repeating: nil, count: template.objects.count)
    }

    func run() throws(NibError) -> NibInstantiation {
        // A coder kept past its init(coder:) must not keep the graph alive.
        defer {
            instances = []
            loadedResources = []
        }
        try checkIsolation()
        try loadResources()
        try substitutePlaceholders()
        try createObjects()
        try makeConnections()
        awakeObjects()
        let shown = showVisibleObjects()
        return result(shown: shown)
    }

    /// Refuses, before anything is made, to instantiate main-actor classes
    /// from anywhere but the main actor: their accessors and `awakeFromNib`
    /// run only there.
    private func checkIsolation() throws(NibError) {
        guard !isOnMainActor else { return }
        var problems = DiagnosticCollector()
        // The objects the caller supplies for placeholders, by their own classes.
        for index in template.plan.placeholders {
            let object = template.objects[index]
            let supplied: NibObject?
            switch object.role {
            case .filesOwner: supplied = owner
            case .external(let identifier): supplied = externalObjects[identifier]
            case .application: supplied = application
            case .firstResponder, .archived, .custom: supplied = nil
            }
            guard let supplied,
                ClassBindings.isMainActor(
                    keys: ClassBindings.keyBindings(of: type(of: supplied)),
                    actions: ClassBindings.actionBindings(of: type(of: supplied)))
            else { continue }
            problems.append(
                diagnostic(
                    "\(object.role.displayName) (\(describeType(type(of: supplied)))) is isolated to the main actor; instantiate this template on the main actor",
                    object: object))
        }
        for index in template.plan.mainActorObjects {
            let object = template.objects[index]
            guard let description = object.classDescription else { continue }
            problems.append(
                diagnostic(
                    "\(object.className ?? "the class") (\(describeType(description.type))) is isolated to the main actor; instantiate this template on the main actor",
                    object: object))
        }
        if problems.hasErrors {
            throw NibError(.instantiationFailed, diagnostics: problems.diagnostics)
        }
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
            loaded = try template.load(resource, through: cache, warnings: &warnings)
            loadedResources.append(loaded)
            emit(.resource(kind: resource.kind, name: resource.name, found: loaded != nil))
        }
    }

    // MARK: Phase 2: objects

    /// Puts the caller's objects in place of File's Owner and the external
    /// placeholders. First Responder stays empty: it stands for the chain.
    private func substitutePlaceholders() throws(NibError) {
        var missing = DiagnosticCollector()
        for index in template.plan.placeholders {
            let object = template.objects[index]
            switch object.role {
            case .filesOwner:
                if let owner {
                    instances[index] = owner
                } else if template.plan.isUsed[index] {
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
                if let application {
                    instances[index] = application
                } else if template.plan.isUsed[index] {
                    missing.append(
                        diagnostic(
                            "the archive connects the Application placeholder '\(object.id)', but no application was given",
                            object: object))
                }
            case .firstResponder, .archived, .custom:
                break
            }
            if instances[index] != nil || object.role == .firstResponder {
                emit(.placeholder(id: object.id, role: object.role))
            }
        }
        if missing.hasErrors {
            throw NibError(.missingExternalObject, diagnostics: missing.diagnostics)
        }
    }

    /// Creates every object: `init(coder:)` for archived objects, `init()`
    /// then the key-value setter for custom ones.
    private func createObjects() throws(NibError) {
        for index in template.creationOrder {
            // Bound by the class binder: a template with an unknown class is never made.
            guard let description = template.objects[index].classDescription else { continue }
            let created: NibObject
            do {
                let coder = NibCoder(
                    className: template.objects[index].className ?? "", objectID: template.objects[index].id,
                    properties: template.objects[index].properties, context: self,
                    registered: (description.type, description.bindings.acceptsAnyKey))
                // Most loads have no creator: no id is hashed for them.
                if !options.creators.isEmpty, let creator = options.creators[template.objects[index].id],
                    let made = try creator(coder)
                {
                    created = made
                } else if template.objects[index].role == .custom {
                    // Custom objects have no init(coder:): init() then the key-value setter.
                    created = description.makePlain()
                    try coder.decodeProperties(into: created)
                } else {
                    created = try description.make(coder: coder)
                }
            } catch let error as KeyValueCodingError {
                let object = template.objects[index]
                let location = object.properties.first { $0.key == error.key }?.location ?? object.location
                throw NibError(
                    .instantiationFailed,
                    Diagnostic(
                        .error, message(for: error, among: description.bindings), at: location, objectID: object.id,
                        className: object.className, key: error.key))
            } catch {
                let object = template.objects[index]
                throw NibError(
                    .instantiationFailed,
                    diagnostic(
                        "\(object.className ?? "the object") could not be created: \(error)", object: object))
            }
            created.archiveObjectID = template.objects[index].id
            created.archiveLocation = template.objects[index].location
            instances[index] = created
            if let handler = options.eventHandler {
                let object = template.objects[index]
                handler(
                    .initialize(
                        id: object.id, className: object.className ?? "",
                        initializer: template.objects[index].role == .custom ? .plain : .coder))
                for property in object.properties where !property.value.isPlain || property.value.isNib {
                    Self.forEachNib(in: property.value, keyPath: property.key) { keyPath, nested in
                        let summary = nested.topLevel.first.flatMap { nested.objects[$0].className }
                        handler(
                            .nestedNib(
                                id: object.id, keyPath: keyPath, className: summary,
                                objects: nested.statistics.objects))
                    }
                }
            }
        }
    }

    /// Calls `body` with each nested nib in `value` and the key path that
    /// names it: the key, then `["entry"]` or `[index]` for each container.
    private static func forEachNib(
        in value: TemplateValue, keyPath: String, _ body: (String, NibTemplate) -> Void
    ) {
        switch value {
        case .nib(let nested): body(keyPath, nested)
        case .array(let items):
            for (position, item) in items.enumerated() {
                forEachNib(in: item, keyPath: "\(keyPath)[\(position)]", body)
            }
        case .dictionary(let entries):
            for entry in entries { forEachNib(in: entry.value, keyPath: "\(keyPath)[\"\(entry.key)\"]", body) }
        default: break
        }
    }

    /// The store the host gave for user defaults controllers.
    var defaultsStore: any DefaultsStore { options.defaultsStore }

    /// Turns a template value into what a property receives.
    func liveValue(_ value: TemplateValue) -> Any? {
        switch value {
        case .string, .integer, .real, .bool, .point, .size, .rect, .color, .font, .insets, .null, .nib:
            // Plain values are the same in every instantiation; a nested
            // template is handed over as it is, for the toolkit to instantiate.
            return InstantiationPlan.constant(value) ?? nil
        // Empty once the load has finished (see run()).
        case .object(let index): return index < instances.count ? instances[index] : nil
        case .array(let items):
            // An array of objects (subviews, items) is made typed, so a
            // property of `[NibObject]` takes it without casting each element.
            if !items.isEmpty, let objects = liveObjects(items) { return objects }
            return items.map { liveValue($0) as Any }
        case .dictionary(let entries):
            var dictionary: [String: Any] = [:]
            for entry in entries { dictionary[entry.key] = liveValue(entry.value) as Any }
            return dictionary
        case .resource(let index): return index < loadedResources.count ? loadedResources[index] : nil
        }
    }

    /// The objects of an array that holds only objects of this load, or nil.
    private func liveObjects(_ items: [TemplateValue]) -> [NibObject]? {
        var objects: [NibObject] = []
        objects.reserveCapacity(items.count)
        for item in items {
            guard case .object(let index) = item, index < instances.count, let object = instances[index] else {
                return nil
            }
            objects.append(object)
        }
        return objects
    }

    // MARK: Phase 3: connections

    private enum PlannedConnection {
        /// A runtime attribute: the object that holds the last key of its key
        /// path (found when it was planned) with that key and its binding, the
        /// template object's index, the attribute's, and where its value is in
        /// the plan's `values`.
        case setKeyPath(
            target: NibObject, key: String, binding: KeyBinding.Accessors?, acceptsAnyKey: Bool, index: Int,
            attribute: Int,
            value: Int)
        case segue(connection: Int)
        case outlet(
            source: NibObject, value: NibObject?, binding: KeyBinding.Accessors?, acceptsAnyKey: Bool, connection: Int)
        case collection(
            source: NibObject, value: [NibObject], binding: KeyBinding.Accessors?, acceptsAnyKey: Bool, members: [Int])
        /// The control, as the responder that holds its target-action pairs.
        case action(control: Responder, target: NibObject?, connection: Int)
        case binding(source: NibObject, observed: NibObject, binding: TemplateBinding, connection: Int)
    }

    /// Checks every connection against the live objects, then makes them
    /// all: outlets and outlet collections through the key-value setter (with
    /// its notifications), actions through `addTarget(_:action:for:)`,
    /// bindings through `bind(_:to:withKeyPath:options:)`.
    private func makeConnections() throws(NibError) {
        let (plan, values) = try planConnections()
        let connections = template.connections
        for step in plan {
            switch step {
            case .setKeyPath(let target, let key, let binding, let acceptsAnyKey, let index, let position, let value):
                let attribute = template.objects[index].runtimeAttributes[position]
                emit(
                    .runtimeAttribute(
                        id: template.objects[index].id, keyPath: attribute.key,
                        value: attribute.value.text(in: template)))
                // Set on the object the plan found, not along the path again:
                // the plan checked the path as the attributes before leave it.
                try set(
                    values[value], on: target, key: key, binding: binding, acceptsAnyKey: acceptsAnyKey,
                    object: template.objects[index], at: attribute.location, reportedKey: attribute.key)
            case .segue(let position):
                let connection = connections[position]
                emit(
                    .segue(
                        id: connection.segueID, source: template.objects[connection.source].id,
                        identifier: connection.name.isEmpty ? nil : connection.name,
                        destination: connection.destinationID ?? "", kind: connection.segueKind))
                if let source = instances[connection.source] {
                    segues.append(segueRecord(connection, source: source))
                }
            case .outlet(let source, let value, let binding, let acceptsAnyKey, let position):
                // The connection is read inside the event, made only for a handler.
                emit(
                    .outlet(
                        source: template.objects[connections[position].source].id, property: connections[position].name,
                        destination: connections[position].destination.map { template.objects[$0].id } ?? ""))
                try set(
                    value, on: source, key: connections[position].name, binding: binding, acceptsAnyKey: acceptsAnyKey,
                    object: template.objects[connections[position].source], at: connections[position].location)
            case .collection(let source, let value, let binding, let acceptsAnyKey, let members):
                let first = connections[members[0]]
                for member in members {
                    emit(
                        .outletCollection(
                            source: template.objects[first.source].id, property: first.name,
                            destination: connections[member].destination.map { template.objects[$0].id } ?? ""))
                }
                try set(
                    value, on: source, key: first.name, binding: binding, acceptsAnyKey: acceptsAnyKey,
                    object: template.objects[first.source], at: first.location)
            case .action(let control, let target, let position):
                control.addControlTarget(
                    target, action: connections[position].selector, for: connections[position].actionEvent)
                emit(
                    .action(
                        source: template.objects[connections[position].source].id, selector: connections[position].name,
                        target: connections[position].destination.map { template.objects[$0].id },
                        event: connections[position].actionEvent.rawValue))
            case .binding(let source, let observed, let binding, let position):
                let connection = connections[position]
                emit(
                    .binding(
                        source: template.objects[connection.source].id, binding: connection.name,
                        destination: connection.destinationID ?? "", keyPath: binding.keyPath,
                        options: binding.optionsText))
                do {
                    try source.bind(
                        connection.name, to: observed, withKeyPath: binding.keyPath,
                        options: binding.liveOptions(registered: template.valueTransformers))
                } catch {
                    // Checked in the plan; only a connection made before it in
                    // this phase can have changed what the key path reads.
                    let object = template.objects[connection.source]
                    warnings.warning(
                        "\(error.description); the binding is not made", at: connection.location,
                        objectID: object.id, className: object.className, key: connection.name)
                }
            }
        }
    }

    /// Sets a value the plan validated. A binding's setter converts as its
    /// validation did, so only a class whose `setValue(_:forUndefinedKey:)`
    /// refuses what its `validateValue(_:forUndefinedKey:)` accepted can
    /// fail here, after the connections before it were made.
    private func set(
        _ value: Any?, on target: NibObject, key: String, binding: KeyBinding.Accessors?, acceptsAnyKey: Bool,
        object: TemplateObject, at location: SourceLocation, reportedKey: String? = nil
    ) throws(NibError) {
        do {
            try target.setValue(value, forKey: key, binding: binding, acceptsAnyKey: acceptsAnyKey)
        } catch {
            throw NibError(
                .instantiationFailed,
                Diagnostic(
                    .error, Diagnostic.Message.refusedAfterValidation(target.nibClassName, key: key, error.description),
                    at: location, objectID: object.id, className: object.className ?? target.nibClassName,
                    key: reportedKey ?? key))
        }
    }

    /// Every connection checked against the live objects, and the values of
    /// the runtime attributes (kept apart, so each planned step stays small).
    private func planConnections() throws(NibError) -> (plan: [PlannedConnection], values: [Any?]) {
        var problems = DiagnosticCollector()
        var plan: [PlannedConnection] = []
        var values: [Any?] = []
        plan.reserveCapacity(template.plan.connectionSteps.count)
        var bindingsCache: [Int: ClassBindings] = [:]
        func bindings(_ index: Int, _ object: NibObject) -> ClassBindings {
            if let description = template.objects[index].classDescription,
                !template.objects[index].role.isPlaceholder
            {
                return description.bindings
            }
            if let cached = bindingsCache[index] { return cached }
            let computed = ClassBindings(type(of: object))
            bindingsCache[index] = computed
            return computed
        }
        // User-defined runtime attributes come first: after creation, before
        // connections. Each is checked against the objects as the ones
        // before it leave them: a key path through a key an earlier attribute
        // sets goes through what that attribute sets.
        var assigned: [AssignedKey: (value: Any?, attribute: TemplateProperty)] = [:]
        var bindingsByClass: [ObjectIdentifier: ClassBindings] = [:]
        for index in template.plan.withRuntimeAttributes {
            let object = template.objects[index]
            guard let instance = instances[index] else { continue }
            for (position, attribute) in object.runtimeAttributes.enumerated() {
                let value = liveValue(attribute.value)
                // The earlier attribute that set a key of the path to nil, if one did.
                var throughNil: (key: String, attribute: TemplateProperty)?
                do throws(KeyValueCodingError) {
                    let (target, key) = try instance.resolveKeyPath(attribute.key) {
                        (holder, key) throws(KeyValueCodingError) -> Any? in
                        guard let earlier = assigned[AssignedKey(holder, key)] else {
                            return try holder.value(forKey: key)
                        }
                        if flattened(earlier.value) == nil { throughNil = (key, earlier.attribute) }
                        return earlier.value
                    }
                    let targetClass = ObjectIdentifier(type(of: target))
                    let targetBindings = bindingsByClass[targetClass] ?? ClassBindings(type(of: target))
                    bindingsByClass[targetClass] = targetBindings
                    let binding = targetBindings.keys[key]?.accessors
                    try target.validateValue(
                        value, forKey: key, binding: binding, acceptsAnyKey: targetBindings.acceptsAnyKey)
                    assigned[AssignedKey(target, key)] = (value, attribute)
                    plan.append(
                        .setKeyPath(
                            target: target, key: key, binding: binding, acceptsAnyKey: targetBindings.acceptsAnyKey,
                            index: index, attribute: position, value: values.count))
                    values.append(value)
                } catch {
                    var message = Diagnostic.Message(error.description)
                    if let throughNil, error.reason == .undefinedKey, error.key == throughNil.key {
                        let set = throughNil.attribute.location
                        message = Diagnostic.Message.keyPathThroughNil(
                            error.className, keyPath: attribute.key, key: throughNil.key,
                            setBy: throughNil.attribute.key, at: "\(set.line):\(set.column)")
                    }
                    problems.error(
                        message, at: attribute.location, objectID: object.id,
                        className: object.className ?? error.className, key: attribute.key)
                }
            }
        }
        let connections = template.connections
        /// Plans setting the property a connection names to `value`, through
        /// its binding, once the live source accepts the value for it; or
        /// reports why it does not.
        func planProperty(
            _ value: Any?, on sourceInstance: NibObject, at sourceIndex: Int, connection position: Int,
            _ step: (KeyBinding.Accessors?, Bool) -> PlannedConnection
        ) {
            let sourceBindings = bindings(sourceIndex, sourceInstance)
            let name = connections[position].name
            let binding = sourceBindings.keys[name]?.accessors
            do {
                try sourceInstance.validateValue(
                    value, forKey: name, binding: binding, acceptsAnyKey: sourceBindings.acceptsAnyKey)
                plan.append(step(binding, sourceBindings.acceptsAnyKey))
            } catch {
                problems.append(
                    located(
                        error, object: template.objects[sourceIndex], among: sourceBindings,
                        at: connections[position]))
            }
        }
        // The last target found to perform an action: controls wired to one
        // owner repeat the same question.
        var performs: (target: Int, selector: Selector)?
        for step in template.plan.connectionSteps {
            let position: Int
            switch step {
            case .outlet(let connection), .action(let connection), .segue(let connection), .binding(let connection):
                position = connection
            case .collection(let members): position = members[0]
            }
            // Fields are read in place: copying the source TemplateObject or
            // the connection would retain every field, for each connection.
            let sourceIndex = connections[position].source
            var source: TemplateObject { template.objects[sourceIndex] }
            var connection: TemplateConnection { connections[position] }
            guard let sourceInstance = instances[sourceIndex] else {
                problems.append(
                    diagnostic("\(source.id) has no object to connect from", object: source, at: connection))
                continue
            }
            switch step {
            case .segue:
                plan.append(.segue(connection: position))
            case .outlet:
                let destination = connections[position].destination.flatMap { instances[$0] }
                planProperty(destination, on: sourceInstance, at: sourceIndex, connection: position) {
                    .outlet(
                        source: sourceInstance, value: destination, binding: $0, acceptsAnyKey: $1,
                        connection: position)
                }
            case .collection(let members):
                let destinations = members.compactMap { connections[$0].destination.flatMap { instances[$0] } }
                planProperty(destinations, on: sourceInstance, at: sourceIndex, connection: position) {
                    .collection(
                        source: sourceInstance, value: destinations, binding: $0, acceptsAnyKey: $1, members: members)
                }
            case .action:
                let selector = connections[position].selector
                // A created object's class was checked once, when it was
                // registered; a placeholder's object is the caller's.
                let isControl =
                    source.role.isPlaceholder
                    ? sourceInstance is any Control : source.classDescription?.isControl ?? false
                // Sent through the responder chain, so the control must be a responder too.
                let control = sourceInstance as? Responder
                if let problem = ConnectionRules.actionSourceProblem(
                    className: sourceInstance.nibClassName, isControl: isControl && control != nil,
                    action: connection.name)
                {
                    problems.append(diagnostic(problem, object: source, at: connection, instance: sourceInstance))
                    continue
                }
                guard let control else { continue }
                let targetIndex = connections[position].destination
                let target = targetIndex.flatMap { instances[$0] }
                if let target, let targetIndex,
                    !(performs.map { $0.target == targetIndex && $0.selector == selector } ?? false)
                {
                    let targetBindings = bindings(targetIndex, target)
                    if let problem = ConnectionRules.actionTargetProblem(
                        className: target.nibClassName, bindings: targetBindings, action: selector)
                    {
                        problems.append(diagnostic(problem, object: source, at: connection, instance: sourceInstance))
                        continue
                    }
                    performs = (targetIndex, selector)
                }
                plan.append(.action(control: control, target: target, connection: position))
            case .binding:
                guard let binding = connections[position].binding,
                    let observed = connections[position].destination.flatMap({ instances[$0] })
                else {
                    problems.append(
                        diagnostic(
                            "the binding '\(connection.name)' has no object to observe", object: source, at: connection)
                    )
                    continue
                }
                if let problem = binding.problem(binding: connection.name, registered: template.valueTransformers) {
                    problems.append(diagnostic(problem, object: source, at: connection))
                    continue
                }
                let sourceBindings = bindings(sourceIndex, sourceInstance)
                let name = connections[position].name
                do throws(KeyValueCodingError) {
                    let options = binding.liveOptions(registered: template.valueTransformers)
                    let shown = CocoaBinding.displayedValue(
                        try observed.value(forKeyPath: binding.keyPath),
                        transformer: try? CocoaBinding.transformer(in: options, binding: name), options: options)
                    // A nil the property cannot hold leaves it as it is (see CocoaBinding).
                    if shown != nil || CocoaBinding.acceptsNil(sourceInstance, forKey: name) {
                        try sourceInstance.validateValue(
                            shown, forKey: name, binding: sourceBindings.keys[name]?.accessors,
                            acceptsAnyKey: sourceBindings.acceptsAnyKey)
                    } else if !sourceBindings.acceptsKey(name) {
                        throw KeyValueCodingError(.undefinedKey, className: sourceInstance.nibClassName, key: name)
                    }
                    plan.append(
                        .binding(source: sourceInstance, observed: observed, binding: binding, connection: position))
                } catch {
                    problems.append(located(error, object: source, among: sourceBindings, at: connection))
                }
            }
        }
        if problems.hasErrors {
            throw NibError(.instantiationFailed, diagnostics: problems.diagnostics)
        }
        return (plan, values)
    }

    /// A key of one live object, as the plan of runtime attributes remembers
    /// what it sets. The object is alive for the whole plan (its step holds
    /// it), so its identity names no other object meanwhile.
    private struct AssignedKey: Hashable {
        let object: ObjectIdentifier
        let key: String

        init(_ object: NibObject, _ key: String) {
            self.object = ObjectIdentifier(object)
            self.key = key
        }
    }

    /// A key-value coding error of a connection, at the connection, naming the
    /// archive's class (the live object's when the archive gives none).
    private func located(
        _ error: KeyValueCodingError, object: TemplateObject, among bindings: ClassBindings,
        at connection: TemplateConnection
    ) -> Diagnostic {
        Diagnostic(
            .error, message(for: error, among: bindings), at: connection.location, objectID: object.id,
            className: object.className ?? error.className, key: error.key)
    }

    /// The error's message, with a "did you mean" among the keys the class
    /// binds when the key is undefined, as the class binder says it.
    private func message(for error: KeyValueCodingError, among bindings: ClassBindings) -> Diagnostic.Message {
        guard error.reason == .undefinedKey else { return Diagnostic.Message(error.description) }
        return Diagnostic.Message.undefinedKey(error.className, key: error.key, among: bindings.keys.keys)
    }

    // MARK: Phase 4: awake

    /// Sends `awakeFromNib` to every object the load created whose class
    /// adopts `NibAwaking` (and on macOS to File's Owner and the
    /// application, once when they are one object, as AppKit's `NSApp`
    /// owning `MainMenu.xib` is), in document order or the shuffled order the
    /// options ask for; the others are reported as keeping NSObject's default.
    private func awakeObjects() {
        var order = template.plan.awakeOrder
        if case .shuffled(let seed) = options.awakeOrder {
            var generator = SplitMix64(seed: seed)
            order.shuffle(using: &generator)
        }
        // Each class's conformance is looked up once, not once per object:
        // an archive has many objects of a few classes.
        var classes: [(description: ObjectIdentifier, awaking: (any NibAwaking.Type)?)] = []
        // The placeholders' objects already woken: at most File's Owner and the application.
        var wokenPlaceholders: [ObjectIdentifier] = []
        for index in order {
            guard let object = instances[index] else { continue }
            if !template.objects[index].role.isPlaceholder, let description = template.objects[index].classDescription {
                guard description.bindings.awakes else {
                    emit(.defaultAwake(id: template.objects[index].id))
                    continue
                }
                let id = ObjectIdentifier(description)
                let awaking: (any NibAwaking.Type)?
                if let known = classes.first(where: { $0.description == id }) {
                    awaking = known.awaking
                } else {
                    awaking = description.type as? any NibAwaking.Type
                    if classes.count < 32 { classes.append((id, awaking)) }
                }
                guard let awaking else {
                    emit(.defaultAwake(id: template.objects[index].id))
                    continue
                }
                wake(object, as: awaking)
            } else {
                let identity = ObjectIdentifier(object)
                guard !wokenPlaceholders.contains(identity) else { continue }
                wokenPlaceholders.append(identity)
                guard let object = object as? any NibAwaking else {
                    emit(.defaultAwake(id: template.objects[index].id))
                    continue
                }
                object.awakeFromNib()
            }
            emit(.awake(id: template.objects[index].id))
        }
    }

    /// Sends `awakeFromNib` to an object created as an instance of `type`.
    private func wake<Awaking: NibAwaking>(_ object: NibObject, as type: Awaking.Type) {
        unsafeDowncast(object, to: Awaking.self).awakeFromNib()
    }

    // MARK: Phase 5: show

    /// Shows the objects flagged visible at launch, through the host's presenter.
    private func showVisibleObjects() -> [NibObject] {
        var shown: [NibObject] = []
        for index in template.plan.visibleAtLaunch {
            let object = template.objects[index]
            guard let instance = instances[index] else { continue }
            shown.append(instance)
            if let presenter {
                presenter.presentAtLaunch(instance, id: object.id)
                emit(.show(id: object.id))
            }
        }
        return shown
    }

    /// The record of a segue connection, with its live source.
    private func segueRecord(_ connection: TemplateConnection, source: NibObject) -> NibInstantiation.Segue {
        var attributes: [String: String] = [:]
        for attribute in connection.segueAttributes { attributes[attribute.name] = attribute.value }
        return NibInstantiation.Segue(
            source: source, sourceID: template.objects[connection.source].id,
            identifier: connection.name.isEmpty ? nil : connection.name, id: connection.segueID,
            destinationID: connection.destinationID ?? "", kind: connection.segueKind,
            customClass: connection.segueCustomClass, relationship: connection.segueRelationship,
            attributes: attributes, location: connection.location)
    }

    private func result(shown: [NibObject]) -> NibInstantiation {
        NibInstantiation(
            topLevelObjects: template.topLevel.compactMap { instances[$0] },
            visibleAtLaunchObjects: shown,
            warnings: template.warnings + warnings.diagnostics,
            segues: segues,
            index: NibInstantiation.ObjectIndex(
                objects: template.objects, instances: instances, userLabels: template.userLabels))
    }

    // MARK: Helpers

    /// Reports an event to the options' handler; the event is only made
    /// when there is one.
    private func emit(_ event: @autoclosure () -> LifecycleEvent) {
        if let handler = options.eventHandler { handler(event()) }
    }

    /// A diagnostic about `object`, naming the archive's class, or the class
    /// of the live `instance` for a placeholder the archive gives none.
    private func diagnostic(
        _ message: Diagnostic.Message, object: TemplateObject, at connection: TemplateConnection? = nil,
        instance: NibObject? = nil
    ) -> Diagnostic {
        Diagnostic(
            .error, message, at: connection?.location ?? object.location, objectID: object.id,
            className: object.className ?? instance?.nibClassName, key: connection?.name)
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
