import NibKitCore
import NibKitReader
import NibKitStrings

/// Validates a ``NibDocument`` against a class registry and resolves it into
/// the flat tables a template instantiates from.
///
/// It needs no live objects, so `nibtool lint` can run it without the
/// application's classes. It collects every problem in the file.
struct TemplateBuilder {

    /// The document. Its objects are walked twice, in the same order: read in
    /// place to number them, then taken apart as they are resolved, so the
    /// document is freed while the template is built rather than after.
    /// (Copying the objects into a list would retain and release every field
    /// of every object.)
    private var document: NibDocument
    private let mode: ReadingMode
    /// Ids defined outside this document (other scenes of a storyboard),
    /// which segues may name.
    private let outsideIDs: StoryboardScenes.OutsideIDs
    private var diagnostics = DiagnosticCollector()
    /// Objects in document order, placeholders first: what checks and
    /// diagnostics need of each, without its values.
    private var flat: [FlatEntry] = []
    private var indexByID: [String: Int] = [:]
    private var resources: [TemplateResource] = []
    private var resourceIndex: [String: Int] = [:]
    /// The storyboard scene of each object, by flat index.
    private var sceneOf: [Int: Int] = [:]
    /// The one owner of class and key decisions: asked which keys of each
    /// object to keep, then given each object to bind.
    private var binder: ClassBinder
    /// The bindings of one object's keys, while its properties are resolved.
    private var scratchBindings: [KeyBinding.Accessors?] = []
    /// The colors the document defines, by name (the first definition of
    /// each): what a named color takes its value from.
    private var documentColors: [String: Color] = [:]
    /// Where the images and sounds of nested nibs (a compiled storyboard's
    /// prototype cells) are found: their templates' own provider.
    private let provider: any ResourceProvider

    init(
        document: consuming NibDocument, registry: ClassRegistry, mode: ReadingMode,
        outsideIDs: StoryboardScenes.OutsideIDs, resources: any ResourceProvider
    ) {
        self.document = document
        self.mode = mode
        self.outsideIDs = outsideIDs
        self.binder = ClassBinder(registry: registry, mode: mode)
        self.provider = resources
    }

    /// The resolved tables, or every problem found. A nib nested in a value
    /// becomes a template of its own, built here with the same registry and
    /// mode, its images and sounds found through `resources`.
    static func build(
        _ document: consuming NibDocument, registry: ClassRegistry, mode: ReadingMode,
        outsideIDs: StoryboardScenes.OutsideIDs = .none,
        resources: any ResourceProvider = InMemoryResourceProvider()
    ) -> Result<TemplateTables, NibError> {
        var builder = TemplateBuilder(
            document: consume document, registry: registry, mode: mode, outsideIDs: outsideIDs, resources: resources)
        return builder.run()
    }

    /// One numbered object: its index in `flat` is its index in the template.
    private struct FlatEntry {
        let id: String
        let className: String?
        let role: ObjectRole
        let location: DocumentLocation
        let parent: Int?
        let isVisibleAtLaunch: Bool
    }

    private mutating func run() -> Result<TemplateTables, NibError> {
        for resource in document.resources {
            _ = addResource(resource.kind, name: resource.name, location: resource.location)
            if let color = resource.color, documentColors[resource.name] == nil {
                documentColors[resource.name] = color
            }
        }
        // The tables are made at their final size: an array or dictionary
        // grown by doubling leaves its outgrown buffers behind in the heap.
        flat.reserveCapacity(document.objectCount)
        indexByID.reserveCapacity(document.objectCount)
        var connectionCount = 0
        // Where each placeholder and top-level object is numbered: what a
        // scene, which lists them by position, needs.
        var placeholderRoots: [Int] = []
        var objectRoots: [Int] = []
        if !document.scenes.isEmpty {
            placeholderRoots.reserveCapacity(document.placeholders.count)
            objectRoots.reserveCapacity(document.objects.count)
        }
        for index in document.placeholders.indices {
            if !document.scenes.isEmpty { placeholderRoots.append(flat.count) }
            number(document.placeholders[index], parent: nil, connections: &connectionCount)
        }
        for index in document.objects.indices {
            if !document.scenes.isEmpty { objectRoots.append(flat.count) }
            number(document.objects[index], parent: nil, connections: &connectionCount)
        }
        checkPlaceholders()
        assignScenes(placeholderRoots: placeholderRoots, objectRoots: objectRoots)
        var objects: [TemplateObject] = []
        objects.reserveCapacity(flat.count)
        var resolvedConnections: [TemplateConnection] = []
        resolvedConnections.reserveCapacity(connectionCount)
        for index in document.placeholders.indices {
            var placeholder = document.placeholders[index]
            resolve(&placeholder, into: &objects, connections: &resolvedConnections)
        }
        // Taken out of the document, so each object's values (and the nested
        // objects in them) are freed as soon as they are resolved.
        var roots = document.objects
        document.objects = []
        for index in roots.indices {
            resolve(&roots[index], into: &objects, connections: &resolvedConnections)
        }
        let order = creationOrder(objects)
        for index in objects.indices { binder.bind(&objects[index]) }
        binder.check(resolvedConnections, of: objects)
        diagnostics.append(contentsOf: binder.diagnostics)
        if diagnostics.hasErrors {
            return .failure(NibError(.invalidArchive, diagnostics: Diagnostic.sorted(diagnostics.errors) + warnings))
        }
        return .success(
            TemplateTables(
                path: document.path, format: document.format, platform: document.platform, mode: mode,
                objects: objects, connections: resolvedConnections, resources: resources,
                topLevel: TemplateStructure.topLevel(of: objects),
                creationOrder: order, warnings: allWarnings,
                documentColors: documentColors,
                documentStatistics: document.statistics, userLabels: userLabels(),
                valueTransformers: binder.registry.valueTransformers))
    }

    /// The label of each created object that has one, by index: labels of
    /// placeholders and of objects outside this document are dropped.
    private func userLabels() -> [Int: String] {
        var result: [Int: String] = [:]
        for (id, label) in document.userLabels {
            guard let index = indexByID[id], !flat[index].role.isPlaceholder else { continue }
            result[index] = label
        }
        return result
    }

    var warnings: [Diagnostic] { Diagnostic.sorted(diagnostics.warnings) }

    /// The document's warnings and the builder's, through one collector, so
    /// the file's list keeps the collector's bound.
    private var allWarnings: [Diagnostic] {
        var all = DiagnosticCollector()
        all.append(contentsOf: document.warnings)
        all.append(contentsOf: warnings)
        return all.diagnostics
    }

    // MARK: Flattening

    /// Numbers an object and, depth first, the objects nested in its values.
    private mutating func number(_ object: borrowing DocumentObject, parent: Int?, connections: inout Int) {
        let index = flat.count
        // One hash for the usual case, an id seen for the first time; a
        // repeated id keeps naming the first object that has it.
        if let first = indexByID.updateValue(index, forKey: object.id) {
            indexByID[object.id] = first
            let firstLocation = flat[first].location
            diagnose(
                .error,
                Diagnostic.Message.duplicateObjectID(
                    object.id, firstAt: Int(firstLocation.line), Int(firstLocation.column)),
                at: object.location, object: object)
        }
        flat.append(
            FlatEntry(
                id: object.id, className: object.className, role: object.role, location: object.location,
                parent: parent,
                isVisibleAtLaunch: object.isVisibleAtLaunch))
        connections += object.connections.count
        for position in object.properties.indices where !object.properties[position].value.isPlain {
            numberNested(in: object.properties[position].value, parent: index, connections: &connections)
        }
    }

    private mutating func numberNested(in value: borrowing DocumentValue, parent: Int, connections: inout Int) {
        switch value {
        case .object(let nested): number(nested, parent: parent, connections: &connections)
        case .array(let items):
            for item in items { numberNested(in: item, parent: parent, connections: &connections) }
        case .dictionary(let entries):
            for entry in entries { numberNested(in: entry.value, parent: parent, connections: &connections) }
        default: break
        }
    }

    /// Resolves an object and, depth first, the objects nested in its values,
    /// in the order `number` gave them their indices; each object's values
    /// are freed once its nested objects are resolved.
    private mutating func resolve(
        _ object: inout DocumentObject, into objects: inout [TemplateObject], connections: inout [TemplateConnection]
    ) {
        let index = objects.count
        objects.append(
            TemplateObject(
                id: object.id, className: object.className, role: object.role, location: located(object.location),
                classDescription: nil, properties: properties(of: object),
                runtimeAttributes: runtimeAttributes(of: object),
                isVisibleAtLaunch: object.isVisibleAtLaunch, isCustomClass: object.isCustomClass,
                parent: flat[index].parent))
        if !object.connections.isEmpty { resolveConnections(of: object, index: index, into: &connections) }
        var properties = object.properties
        object.properties = []
        for position in properties.indices where !properties[position].value.isPlain {
            resolveNested(in: &properties[position].value, into: &objects, connections: &connections)
        }
    }

    /// Resolves the objects nested in `value`, taking each out and leaving
    /// null behind: the value that held it is freed at once, so the taken
    /// object is the only owner of its own values, and they are freed in turn
    /// when it is resolved. (A `switch` over `value` would hold it, and so
    /// everything in it, until the end of the case.)
    private mutating func resolveNested(
        in value: inout DocumentValue, into objects: inout [TemplateObject], connections: inout [TemplateConnection]
    ) {
        if var nested = value.nestedObject {
            value = .null
            resolve(&nested, into: &objects, connections: &connections)
        } else if var items = value.arrayItems {
            value = .null
            for position in items.indices {
                resolveNested(in: &items[position], into: &objects, connections: &connections)
            }
        } else if var entries = value.dictionaryEntries {
            value = .null
            for position in entries.indices {
                resolveNested(in: &entries[position].value, into: &objects, connections: &connections)
            }
        }
    }

    /// Which storyboard scene each object belongs to: a scene's placeholders
    /// and top-level objects, and everything nested in them.
    private mutating func assignScenes(placeholderRoots: [Int], objectRoots: [Int]) {
        guard !document.scenes.isEmpty else { return }
        for (index, scene) in document.scenes.enumerated() {
            for position in scene.placeholders.clamped(to: placeholderRoots.indices) {
                sceneOf[placeholderRoots[position]] = index
            }
            for position in scene.objects.clamped(to: objectRoots.indices) { sceneOf[objectRoots[position]] = index }
        }
        // A nested object follows its parent in `flat`.
        for index in flat.indices {
            if let parent = flat[index].parent { sceneOf[index] = sceneOf[parent] }
        }
    }

    /// Interface Builder connects objects of one scene only; a connection
    /// written across scenes (left over from copying) is reported and not made.
    private mutating func isAcrossScenes(
        _ kind: String, _ name: String, from source: Int, to destinationID: String, at connection: DocumentConnection
    ) -> Bool {
        let destination = indexByID[destinationID]
        let across: Bool
        if let destination, let sourceScene = sceneOf[source], let destinationScene = sceneOf[destination] {
            across = sourceScene != destinationScene
        } else {
            across = destination == nil && outsideIDs.contains(destinationID)
        }
        if across {
            diagnose(
                .warning,
                "the \(kind) '\(name)' connects to '\(destinationID)' in another scene; Interface Builder connects objects of one scene only, so it is not made",
                at: connection.location, entry: source, key: name)
        }
        return across
    }

    /// The placeholder rules every template follows (`TemplateStructure`),
    /// for every placeholder, nested ones too.
    private mutating func checkPlaceholders() {
        let indices = flat.indices.filter { flat[$0].role.isPlaceholder }
        let placeholders = indices.map { index in
            TemplateStructure.Placeholder(
                role: flat[index].role, line: Int(flat[index].location.line), column: Int(flat[index].location.column),
                isHeld: flat[index].parent != nil, isShownAtLaunch: flat[index].isVisibleAtLaunch)
        }
        for problem in TemplateStructure.placeholderProblems(
            placeholders, format: document.format, platform: document.platform)
        {
            let index = indices[problem.position]
            diagnose(.error, problem.message, at: flat[index].location, entry: index)
        }
    }

    // MARK: Properties

    private mutating func properties(of object: DocumentObject) -> [TemplateProperty] {
        // The binder decides here, once per object, which keys are kept,
        // and the template keeps each key's binding, so binding the object
        // later need not look it up again. The list is the builder's, reused
        // from object to object.
        let filter = binder.keyFilter(className: object.className, isCustom: object.isCustomClass, role: object.role)
        let properties = object.properties
        if let filter {
            if scratchBindings.count < properties.count {
                scratchBindings.append(contentsOf: repeatElement(nil, count: properties.count - scratchBindings.count))
            }
            for position in properties.indices {
                scratchBindings[position] = binder.binding(properties[position].key, in: filter)
            }
        }
        var result: [TemplateProperty] = []
        result.reserveCapacity(properties.count)
        let repeats = RepeatedKeys(properties)
        for position in properties.indices {
            let key = properties[position].key
            if repeats.isRepeated(at: position, in: properties),
                !Self.repeatsItsValue(at: position, in: properties)
            {
                if mode == .strict {
                    diagnose(
                        .error, "the property '\(key)' is given twice", at: properties[position].location,
                        object: object,
                        key: key)
                } else {
                    diagnose(
                        .warning, "the property '\(key)' is given twice; the last value wins",
                        at: properties[position].location,
                        object: object, key: key)
                }
            }
            // A value given again later is still resolved (its problems are
            // reported), but only the last is kept, where the last stands.
            let isSuperseded = repeats.isSuperseded(at: position, in: properties)
            let accessors = filter == nil ? nil : scratchBindings[position]
            if let filter, accessors == nil, filter.dropsUnbound {
                if !properties[position].value.isPlain {
                    _ = resolve(properties[position].value, owner: object, key: key, at: properties[position].location)
                }
                continue
            }
            if case .attributeText(let text) = properties[position].value {
                // Kept as text: the class binder types it by the binding.
                guard !isSuperseded else { continue }
                result.append(
                    TemplateProperty(
                        key: key, value: text, location: located(properties[position].location), accessors: accessors,
                        isAttributeText: true))
                continue
            }
            if let value = resolve(
                properties[position].value, owner: object, key: key, at: properties[position].location),
                !isSuperseded
            {
                result.append(
                    TemplateProperty(
                        key: key, value: value, location: located(properties[position].location), accessors: accessors))
            }
        }
        return result
    }

    /// Runtime attributes are set with `setValue(_:forKeyPath:)`; the class
    /// checks of their first key are the binder's.
    private mutating func runtimeAttributes(of object: DocumentObject) -> [TemplateProperty] {
        var result: [TemplateProperty] = []
        for attribute in object.runtimeAttributes {
            if attribute.key.isEmpty
                || attribute.key.split(separator: ".", omittingEmptySubsequences: false).contains("")
            {
                diagnose(
                    .error, "the key path '\(attribute.key)' is not valid", at: attribute.location, object: object,
                    key: attribute.key)
                continue
            }
            if let value = resolve(attribute.value, owner: object, key: attribute.key, at: attribute.location) {
                result.append(TemplateProperty(key: attribute.key, value: value, location: located(attribute.location)))
            }
        }
        return result
    }

    private mutating func addResource(_ kind: NibResource.Kind, name: String, location: DocumentLocation) -> Int {
        let cacheKey = "\(kind.rawValue):\(name)"
        if let index = resourceIndex[cacheKey] { return index }
        resourceIndex[cacheKey] = resources.count
        resources.append(TemplateResource(kind: kind, name: name, location: located(location)))
        return resources.count - 1
    }

    /// The value of `owner`'s `key`, written at `location`, resolved.
    private mutating func resolve(
        _ value: DocumentValue, owner: DocumentObject, key: String, at location: DocumentLocation
    ) -> TemplateValue? {
        switch value {
        case .plain(let plain):
            if let number = plain.nonFiniteNumber {
                diagnose(
                    .error, "the value of '\(key)' holds \(number), which is not a finite number", at: location,
                    object: owner, key: key)
                return nil
            }
            // A named color takes its value from the document's own definition.
            if case .color(var color) = plain, let name = color.name, let defined = documentColors[name] {
                (color.red, color.green, color.blue, color.alpha) = (
                    defined.red, defined.green, defined.blue, defined.alpha
                )
                return .color(color)
            }
            return plain
        case .attributeText(let text):
            return AttributeText.untypedValue(text, key: key)
        case .object(let nested):
            return indexByID[nested.id].map { .object($0) }
        case .reference(let id, let location):
            guard let index = indexByID[id] else {
                if outsideIDs.contains(id) {
                    diagnose(
                        .error,
                        "the reference '\(id)' names an object in another scene; Interface Builder connects objects of one scene only, and only a segue leads to another",
                        at: location, object: owner, key: key)
                } else {
                    diagnose(
                        .error, "the reference '\(id)' names no object in the archive", at: location, object: owner,
                        key: key)
                }
                return nil
            }
            if flat[index].role == .firstResponder {
                diagnose(
                    .error, "First Responder is not an object and cannot be a property value", at: location,
                    object: owner,
                    key: key)
                return nil
            }
            return .object(index)
        case .array(let items):
            var resolved: [TemplateValue] = []
            resolved.reserveCapacity(items.count)
            for item in items {
                if let value = resolve(item, owner: owner, key: key, at: location) { resolved.append(value) }
            }
            return .array(resolved)
        case .dictionary(let entries):
            var resolved: [(key: String, value: TemplateValue)] = []
            for entry in entries {
                // An attribute of a generic dictionary is typed by its own name.
                if case .attributeText(let text) = entry.value {
                    resolved.append((entry.key, AttributeText.untypedValue(text, key: entry.key)))
                } else if case .nib(let nested) = entry.value {
                    // Named by its entry, a prototype cell's reuse identifier, as the reader names it.
                    if let value = nestedTemplate(nested, owner: owner, key: entry.key) {
                        resolved.append((entry.key, value))
                    }
                } else if let value = resolve(entry.value, owner: owner, key: key, at: location) {
                    resolved.append((entry.key, value))
                }
            }
            return .dictionary(resolved)
        case .resource(let kind, let name, let location):
            return .resource(addResource(kind, name: name, location: location))
        case .nib(let nested):
            return nestedTemplate(nested, owner: owner, key: key)
        }
    }

    /// The template of a nib nested in a value, built with this one's
    /// registry, mode and resources; its errors are this template's, at the
    /// object that holds it, each naming the nested object it is about.
    private mutating func nestedTemplate(_ nested: NibDocument, owner: DocumentObject, key: String) -> TemplateValue? {
        do throws(NibError) {
            return .nib(try NibTemplate(document: nested, registry: binder.registry, resources: provider, mode: mode))
        } catch {
            for problem in error.diagnostics where problem.severity == .error {
                let object = problem.objectID.map { id in
                    "object \(id)\(problem.className.map { " (\($0))" } ?? ""): "
                }
                diagnose(
                    .error, .nestedNib(key, (object ?? "") + problem.message), at: owner.location, object: owner,
                    key: key)
            }
            return nil
        }
    }

    // MARK: Connections

    /// The index of the object `id` names as the other end of a connection
    /// (`phrase` says which: "the outlet 'x' points at"), or nil, with the
    /// error reported, when no object has that id or it is First Responder,
    /// which is no object to hold.
    private mutating func object(
        _ id: String, for phrase: String, of holder: borrowing DocumentObject, key: String,
        at connection: DocumentConnection
    ) -> Int? {
        guard let index = indexByID[id] else {
            diagnose(
                .error, "\(phrase) '\(id)', which names no object in the archive", at: connection.location,
                object: holder, key: key)
            return nil
        }
        if flat[index].role == .firstResponder {
            diagnose(
                .error, "\(phrase) First Responder, which is not an object", at: connection.location, object: holder,
                key: key)
            return nil
        }
        return index
    }

    private mutating func resolveConnections(
        of holder: borrowing DocumentObject, index source: Int, into result: inout [TemplateConnection]
    ) {
        var outletKinds: [String: TemplateConnection.Kind] = [:]
        for connection in holder.connections {
            switch connection.kind {
            case .outlet(let property, let destination), .outletCollection(let property, let destination):
                let isCollection: Bool
                if case .outletCollection = connection.kind { isCollection = true } else { isCollection = false }
                let kind: TemplateConnection.Kind = isCollection ? .outletCollection : .outlet
                if isAcrossScenes(
                    isCollection ? "outlet collection" : "outlet", property, from: source, to: destination,
                    at: connection)
                {
                    continue
                }
                guard
                    let target = object(
                        destination, for: "the outlet '\(property)' points at", of: holder, key: property,
                        at: connection)
                else { continue }
                if let previous = outletKinds[property] {
                    if previous != kind {
                        diagnose(
                            .error, "'\(property)' is connected both as an outlet and as an outlet collection",
                            at: connection.location, object: holder, key: property)
                    } else if kind == .outlet {
                        diagnose(
                            .warning, "the outlet '\(property)' is connected twice; the last connection wins",
                            at: connection.location, object: holder, key: property)
                    }
                }
                outletKinds[property] = kind
                result.append(
                    TemplateConnection(
                        kind: kind, source: source, destination: target, destinationID: destination, name: property,
                        segueKind: nil, event: nil, location: located(connection.location)))
            case .action(let selector, let targetID, let eventName):
                let event = eventName.map(Control.Event.init(rawValue:))
                if let eventName, let event, !Control.Event.all.contains(event) {
                    diagnose(
                        .error, Diagnostic.Message.unknownControlEvent(eventName),
                        at: connection.location, object: holder, key: selector)
                }
                var target: Int?
                if let targetID {
                    if isAcrossScenes("action", selector, from: source, to: targetID, at: connection) { continue }
                    guard let index = indexByID[targetID] else {
                        diagnose(
                            .error,
                            "the action '\(selector)' targets '\(targetID)', which names no object in the archive",
                            at: connection.location, object: holder, key: selector)
                        continue
                    }
                    if flat[index].role != .firstResponder {
                        target = index
                    }
                }
                result.append(
                    TemplateConnection(
                        kind: .action, source: source, destination: target, destinationID: targetID, name: selector,
                        segueKind: nil, event: event, location: located(connection.location)))
            case .segue(let destination, let kind, let identifier, let id, let customClass, let attributes):
                let target = indexByID[destination]
                // A compiled unwind segue names no destination (see CompiledNibParser).
                let namesNone = destination.isEmpty && kind == "unwind"
                if target == nil && !outsideIDs.contains(destination) && !namesNone {
                    diagnose(
                        .error,
                        "the segue\(identifier.map { " '\($0)'" } ?? "") leads to '\(destination)', which names no object in the storyboard",
                        at: connection.location, object: holder, key: identifier)
                    continue
                }
                result.append(
                    TemplateConnection(
                        kind: .segue, source: source, destination: target, destinationID: destination,
                        name: identifier ?? "", segueKind: kind, segueID: id, segueCustomClass: customClass,
                        segueAttributes: attributes, event: nil, location: located(connection.location)))
            case .binding(let name, let destinationID, let keyPath, let options):
                if isAcrossScenes("binding", name, from: source, to: destinationID, at: connection) { continue }
                guard
                    let destination = object(
                        destinationID, for: "the binding '\(name)' observes", of: holder, key: name, at: connection)
                else { continue }
                let binding = TemplateBinding(keyPath: keyPath, options: options)
                if let option = options.first(where: { $0.value.nonFiniteNumber != nil }) {
                    diagnose(
                        .error,
                        "the option '\(option.key)' of the binding '\(name)' holds \(option.value.nonFiniteNumber ?? 0), which is not a finite number",
                        at: connection.location, object: holder, key: name)
                    continue
                }
                if let problem = binding.problem(binding: name, registered: binder.registry.valueTransformers) {
                    // Made without its transformer, the binding would show wrong values.
                    if mode == .strict {
                        diagnose(.error, problem, at: connection.location, object: holder, key: name)
                    } else {
                        diagnose(
                            .warning, problem + "; the binding is ignored", at: connection.location, object: holder,
                            key: name)
                    }
                    continue
                }
                result.append(
                    TemplateConnection(
                        kind: .binding, source: source, destination: destination, destinationID: destinationID,
                        name: name, segueKind: nil, event: nil, location: located(connection.location), binding: binding
                    ))
            }
        }
    }

    // MARK: Creation order

    /// The creation order ``TemplateStructure`` computes (the rule its
    /// check of compiled templates holds them to), with a cycle of property
    /// references reported at the object that closes it.
    private mutating func creationOrder(_ objects: [TemplateObject]) -> [Int] {
        let (order, cycle) = TemplateStructure.creationOrder(of: objects)
        if let cycle, let index = cycle.dropLast().last {
            diagnose(
                .error,
                "objects refer to each other through their properties (\(cycle.map { objects[$0].id }.joined(separator: " → "))); make one of these links an outlet, which is connected after every object exists",
                at: flat[index].location, entry: index)
        }
        return order
    }

    // MARK: Diagnostics

    /// A location of the document, in its file.
    private func located(_ location: DocumentLocation) -> SourceLocation { location.located(in: document.path) }

    /// Reports a problem of an object being read, naming it by its id and class.
    private mutating func diagnose(
        _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, at location: DocumentLocation,
        object: borrowing DocumentObject, key: String? = nil
    ) {
        diagnostics.report(
            severity, message, at: located(location), objectID: object.id, className: object.className, key: key)
    }

    /// Reports a problem of an object already numbered, by its flat index.
    private mutating func diagnose(
        _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, at location: DocumentLocation,
        entry index: Int, key: String? = nil
    ) {
        diagnostics.report(
            severity, message, at: located(location), objectID: flat[index].id, className: flat[index].className,
            key: key)
    }
}

/// Where an object's property keys repeat: a scan of its properties while it
/// has a handful, as objects do, and beyond that a table of each key's first
/// and last position, so that an object with any number of properties is
/// read in linear time.
extension TemplateBuilder {
    /// Whether the property at `position` gives its key the same plain value
    /// as the last property before it with that key: Xcode writes an
    /// `NSTextView`'s `minSize` and `maxSize` twice, alike, and a value given
    /// twice alike is one value, in either reading mode.
    fileprivate static func repeatsItsValue(at position: Int, in properties: [DocumentProperty]) -> Bool {
        let key = properties[position].key
        guard let earlier = properties[..<position].last(where: { $0.key.isSameKey(as: key) }) else { return false }
        switch (earlier.value, properties[position].value) {
        case (.plain(let first), .plain(let second)), (.attributeText(let first), .attributeText(let second)):
            return first.isSameScalar(as: second)
        default:
            return false
        }
    }
}

extension TemplateValue {
    /// Whether two scalar values (text, numbers, geometry, null) are the
    /// same; values of any other kind are never the same here.
    fileprivate func isSameScalar(as other: TemplateValue) -> Bool {
        switch (self, other) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.real(let a), .real(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.insets(let a), .insets(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

private struct RepeatedKeys {
    private static let scanLimit = 16
    /// For more than `scanLimit` properties, each key's first and last position.
    private let positions: [String: (first: Int, last: Int)]?
    /// For fewer, whether any key is given twice: most objects give none,
    /// and then no position needs a scan.
    private let hasRepeats: Bool

    init(_ properties: [DocumentProperty]) {
        guard properties.count > Self.scanLimit else {
            positions = nil
            var found = false
            search: for later in properties.indices.dropFirst() {
                for earlier in 0..<later where properties[earlier].key.isSameKey(as: properties[later].key) {
                    found = true
                    break search
                }
            }
            hasRepeats = found
            return
        }
        var positions: [String: (first: Int, last: Int)] = [:]
        positions.reserveCapacity(properties.count)
        for position in properties.indices {
            positions[properties[position].key, default: (position, position)].last = position
        }
        self.positions = positions
        hasRepeats = true
    }

    /// Whether a property before the one at `position` has its key.
    func isRepeated(at position: Int, in properties: [DocumentProperty]) -> Bool {
        guard hasRepeats else { return false }
        let key = properties[position].key
        if let positions { return positions[key]?.first != position }
        return properties[..<position].contains { $0.key.isSameKey(as: key) }
    }

    /// Whether a property after the one at `position` has its key.
    func isSuperseded(at position: Int, in properties: [DocumentProperty]) -> Bool {
        guard hasRepeats else { return false }
        let key = properties[position].key
        if let positions { return positions[key]?.last != position }
        return properties[(position + 1)...].contains { $0.key.isSameKey(as: key) }
    }
}

extension String {
    /// Whether two keys are equal, their lengths compared first: keys of
    /// one document are mostly different, and mostly differ in length,
    /// which is told without a call into the string library. Two spellings
    /// of one accented character (precomposed, or a letter and a combining
    /// mark) differ here, as Foundation's `isEqual(to:)` of two key strings
    /// says, where Swift's `==` calls them equal.
    @inline(__always)
    func isSameKey(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}

extension DocumentValue {
    fileprivate var nestedObject: DocumentObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    fileprivate var arrayItems: [DocumentValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    fileprivate var dictionaryEntries: [(key: String, value: DocumentValue)]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }
}
