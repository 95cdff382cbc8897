import NibKitCore

/// The one owner of class and key decisions: which class each object is,
/// whether it is registered for the initializer the archive asks for, which
/// of its keys the class binds (and so which the template keeps), what type
/// an attribute's text takes, and whether its connections fit the classes at
/// both ends (by ``ConnectionRules``, which instantiation asks too).
///
/// The template builder asks it, object by object, which keys to keep
/// before it resolves an object's values, and binds each object it made; a
/// compiled template read with the application's registry is bound by the
/// same calls (``bind(_:connections:registry:mode:)``), so both kinds of
/// template are checked by the same rules.
struct ClassBinder {
    private var lookup: ClassLookup
    private let mode: ReadingMode
    /// Every problem found so far.
    private(set) var diagnostics = DiagnosticCollector()
    /// The last target found to perform an action: controls wired to one
    /// target repeat the same question.
    private var performs: (target: Int, selector: String)?
    /// The class names made dynamic objects that were compared with the
    /// registered ones, each once (only when some class is registered).
    private var dynamicNames: Set<String> = []
    /// Whether a property type holds an instance of a class, for the last
    /// few pairs asked: an archive asks of a few classes and properties again
    /// and again, and the answer costs a conformance look-up or two.
    private var holdings: [(valueType: ObjectIdentifier, type: ObjectIdentifier, fits: Bool?)] = []

    init(registry: ClassRegistry, mode: ReadingMode) {
        self.lookup = ClassLookup(registry: registry)
        self.mode = mode
    }

    /// The registry classes are looked up in: a nested template's too.
    var registry: ClassRegistry { lookup.registry }

    /// Binds every object and checks every connection: what a compiled
    /// template needs when it is read with a registry.
    static func bind(
        _ objects: inout [TemplateObject], connections: [TemplateConnection], registry: ClassRegistry,
        mode: ReadingMode
    ) -> DiagnosticCollector {
        var binder = ClassBinder(registry: registry, mode: mode)
        for index in objects.indices { binder.bind(&objects[index]) }
        binder.check(connections, of: objects)
        return binder.diagnostics
    }

    /// Which keys of an object the template keeps, decided before its values
    /// are resolved: lenient reading drops a key the class binds no property
    /// for (as an `init(coder:)` ignores keys it does not decode), unless the
    /// class decodes undeclared keys itself. Nil when every key is kept (and
    /// checked by ``bind(_:)``): placeholders, strict reading, classes that
    /// are unknown, dynamic or accept any key.
    struct KeyFilter {
        fileprivate let slot: Int
        /// Whether a key without a binding is dropped.
        let dropsUnbound: Bool
    }

    /// The key filter for an object of `className` in `role`.
    mutating func keyFilter(className: String?, isCustom: Bool, role: ObjectRole) -> KeyFilter? {
        guard mode == .lenient, !role.isPlaceholder, let className else { return nil }
        let (description, slot) = lookup.find(className, isCustom: isCustom)
        guard let description, !description.isDynamic, !description.bindings.acceptsAnyKey else { return nil }
        return KeyFilter(slot: slot, dropsUnbound: !description.bindings.decodesUndeclaredKeys)
    }

    /// The binding of `key` in the class `filter` was made for, or nil when
    /// the class binds no property for it.
    mutating func binding(_ key: String, in filter: KeyFilter) -> KeyBinding.Accessors? {
        lookup.binding(key, slot: filter.slot)
    }

    private mutating func error(
        _ message: Diagnostic.Message, at location: SourceLocation, _ object: TemplateObject, key: String? = nil
    ) {
        diagnostics.error(message, at: location, objectID: object.id, className: object.className, key: key)
    }

    /// Sets the object's class description and the binding of each of its
    /// properties, types its attribute text, drops the properties its class
    /// does not bind when reading leniently, and checks its runtime
    /// attributes' first keys.
    mutating func bind(_ object: inout TemplateObject) {
        guard let className = object.className else { return }
        let (description, slot) = lookup.find(className, isCustom: object.isCustomClass)
        object.classDescription = description
        let role = object.role
        guard !role.isPlaceholder else {
            // Interface Builder writes `NSObject` for a placeholder whose class
            // it was not told (the Application of every Cocoa main menu, whose
            // object is the application): the name says nothing of the object
            // supplied, so its connections are left to the load to check.
            if className == "NSObject" {
                object.classDescription = nil
                return
            }
            // A placeholder's class need not be registered (the load uses the
            // object supplied for it), but one close to a registered name is
            // a misspelling or a module missed, which turns its checks off.
            if description?.isDynamic ?? true, role != .firstResponder, lookup.registry.hasRegistrations,
                let suggestion = Suggestion.closestClassName(to: className, among: lookup.registry.classNames),
                Self.couldMisspell(suggestion, as: className)
            {
                diagnostics.warning(
                    .unregisteredPlaceholderClass(className, of: role, suggestion: suggestion), at: object.location,
                    objectID: object.id, className: className)
            }
            return
        }
        guard let description else {
            error(
                lookup.registry.missingClass(className, isCustom: object.isCustomClass, objectID: object.id),
                at: object.location, object)
            return
        }
        if description.isDynamic, lookup.registry.suggestsRegisteredClasses, lookup.registry.hasRegistrations,
            dynamicNames.insert(className).inserted,
            let suggestion = Suggestion.closestClassName(to: className, among: lookup.registry.classNames),
            Self.couldMisspell(suggestion, as: className)
        {
            diagnostics.warning(
                .dynamicStandIn(className, suggestion: suggestion), at: object.location, objectID: object.id,
                className: className)
        }
        let needed: ClassRegistry.Initializers = role == .custom ? .plain : .coder
        if !description.initializers.contains(needed) {
            let how = role == .custom ? "plain init(), as a custom object" : "init(coder:), as an archived object"
            error("class '\(className)' is not registered for \(how)", at: object.location, object)
        }
        // Bindings are set in place, and what the class does not bind is
        // dropped in place (as an init(coder:) ignores keys it does not
        // decode) unless the class decodes undeclared keys itself, so the
        // property arrays are not copied.
        var unbound = 0
        for position in object.properties.indices {
            // Found already when the key filter was asked (lenient reading).
            var binding = object.properties[position].accessors
            if binding == nil {
                binding = lookup.binding(object.properties[position].key, slot: slot)
                object.properties[position].accessors = binding
            }
            if object.properties[position].isAttributeText {
                Self.typeAttributeText(of: &object, at: position, binding: binding, into: &diagnostics)
            }
            guard binding == nil, !description.bindings.acceptsAnyKey else { continue }
            let key = object.properties[position].key
            unbound += 1
            guard mode == .strict else { continue }
            if description.bindings.decodesUndeclaredKeys {
                diagnostics.warning(
                    .undeclaredDecodedKey(className, key: key),
                    at: object.properties[position].location, objectID: object.id, className: className, key: key)
            } else {
                error(
                    Diagnostic.Message.undefinedKey(className, key: key, among: description.bindings.keys.keys),
                    at: object.properties[position].location, object, key: key)
            }
        }
        // Counted only for a class that does not accept any key.
        if unbound > 0 && !description.bindings.decodesUndeclaredKeys {
            object.properties.removeAll { $0.accessors == nil }
        }
        for attribute in object.runtimeAttributes {
            let firstKey = ConnectionRules.firstKey(of: attribute.key)
            if !description.bindings.acceptsKey(firstKey) {
                error(
                    Diagnostic.Message.undefinedRuntimeAttributeKey(
                        className, key: firstKey, keyPath: attribute.key, among: description.bindings.keys.keys),
                    at: attribute.location, object, key: attribute.key)
            }
        }
    }

    /// Checks each created object's property values against the bindings
    /// that receive them, and each connection against the classes of the
    /// objects at its ends, all bound already, by the rules instantiation
    /// checks live objects by.
    mutating func check(_ connections: [TemplateConnection], of objects: [TemplateObject]) {
        checkValues(of: objects)
        // The members of each outlet collection whose property has a binding,
        // checked together, as a load sets them, at the first member. An
        // archive has few collections, each member usually after the one
        // before, so they are found by a scan from the last, not by hashing.
        var collections: [(source: Int, name: String, members: [Int])] = []
        for (position, connection) in connections.enumerated() {
            let source = connection.source
            let sourceClass = objects[source].className ?? "the object"
            switch connection.kind {
            case .outlet, .outletCollection:
                guard let description = objects[source].classDescription else { continue }
                // A key with a binding is one the class binds; the rule is asked only of one without.
                guard let binding = description.bindings.keys[connection.name]?.accessors else {
                    if let problem = ConnectionRules.outletProblem(
                        className: sourceClass, bindings: description.bindings, key: connection.name)
                    {
                        error(problem, at: connection.location, objects[source], key: connection.name)
                    }
                    continue
                }
                if connection.kind == .outletCollection {
                    if let found = collections.lastIndex(where: { $0.source == source && $0.name == connection.name }) {
                        collections[found].members.append(position)
                    } else {
                        collections.append((source, connection.name, [position]))
                    }
                } else if let destination = Self.destinationClass(connection.destination, of: objects),
                    let problem = ConnectionRules.outletValueProblem(
                        className: sourceClass, key: connection.name, binding: binding, destinations: [destination],
                        isCollection: false, fits: holds(destination.type, in: binding))
                {
                    error(problem, at: connection.location, objects[source], key: connection.name)
                }
            case .action:
                if let description = objects[source].classDescription,
                    let problem = ConnectionRules.actionSourceProblem(
                        className: sourceClass, isControl: description.isControl, action: connection.name)
                {
                    error(problem, at: connection.location, objects[source], key: connection.name)
                }
                if let targetIndex = connection.destination,
                    let description = objects[targetIndex].classDescription,
                    !(performs.map { $0.target == targetIndex && $0.selector == connection.name } ?? false)
                {
                    guard
                        let problem = ConnectionRules.actionTargetProblem(
                            className: objects[targetIndex].className ?? "the target", bindings: description.bindings,
                            action: Selector(connection.name))
                    else {
                        performs = (targetIndex, connection.name)
                        continue
                    }
                    error(problem, at: connection.location, objects[source], key: connection.name)
                }
            case .binding:
                if let description = objects[source].classDescription,
                    let problem = ConnectionRules.bindingSourceProblem(
                        className: sourceClass, bindings: description.bindings, binding: connection.name)
                {
                    error(problem, at: connection.location, objects[source], key: connection.name)
                }
                let keyPath = connection.binding?.keyPath ?? ""
                if let observed = connection.destination, let description = objects[observed].classDescription,
                    let problem = ConnectionRules.bindingObservedProblem(
                        className: objects[observed].className ?? "the observed object", bindings: description.bindings,
                        binding: connection.name, keyPath: keyPath)
                {
                    // Written on the source, refused by the observed object's class.
                    diagnostics.error(
                        problem, at: connection.location, objectID: objects[source].id,
                        className: objects[observed].className, key: ConnectionRules.firstKey(of: keyPath))
                }
            case .segue:
                break
            }
        }
        // A property connected both ways is the builder's error to report.
        if !collections.isEmpty {
            for connection in connections where connection.kind == .outlet {
                collections.removeAll { $0.source == connection.source && $0.name == connection.name }
            }
        }
        for (source, name, members) in collections {
            var destinations: [(type: NibObject.Type, className: String)] = []
            for member in members {
                // A member whose class only a load knows leaves the collection to the load.
                guard let destination = Self.destinationClass(connections[member].destination, of: objects) else {
                    destinations = []
                    break
                }
                destinations.append(destination)
            }
            guard !destinations.isEmpty, let first = members.first,
                let binding = objects[source].classDescription?.bindings.keys[name]?.accessors,
                let problem = ConnectionRules.outletValueProblem(
                    className: objects[source].className ?? "the object", key: name, binding: binding,
                    destinations: destinations, isCollection: true,
                    fits: holdsInstances(of: destinations.map(\.type), as: binding.valueType))
            else { continue }
            error(problem, at: connections[first].location, objects[source], key: name)
        }
    }

    /// Checks every property value of the created objects, and every
    /// runtime attribute of one key, as the load's key-value setter will, by
    /// the conversion rule of the binding that receives it: a plain value of
    /// another type, an object or an array of objects of a class the
    /// property cannot hold. A value only the load
    /// knows (an image or sound, which may be missing, an object supplied
    /// for a placeholder) is left to it.
    private mutating func checkValues(of objects: [TemplateObject]) {
        for index in objects.indices where !objects[index].role.isPlaceholder {
            for position in objects[index].properties.indices {
                // Attribute text was typed by its binding, or reported.
                guard !objects[index].properties[position].isAttributeText,
                    let binding = objects[index].properties[position].accessors,
                    !isExactly(objects[index].properties[position].value, of: binding.valueType),
                    let refused = refusedValue(objects[index].properties[position].value, by: binding, of: objects)
                else { continue }
                let property = objects[index].properties[position]
                error(
                    .typeMismatch(
                        objects[index].className ?? "the object", key: property.key, value: refused,
                        propertyType: binding.typeName), at: property.location, objects[index], key: property.key)
            }
            guard !objects[index].runtimeAttributes.isEmpty, let bindings = objects[index].classDescription?.bindings
            else { continue }
            // A runtime attribute of one key is set on the object itself, by
            // its binding; a longer key path goes through what the object
            // holds once it is made, which only the load knows.
            for attribute in objects[index].runtimeAttributes where !attribute.key.contains(".") {
                guard let binding = bindings.keys[attribute.key]?.accessors,
                    !isExactly(attribute.value, of: binding.valueType),
                    let refused = refusedValue(attribute.value, by: binding, of: objects)
                else { continue }
                error(
                    .typeMismatch(
                        objects[index].className ?? "the object", key: attribute.key, value: refused,
                        propertyType: binding.typeName), at: attribute.location, objects[index], key: attribute.key)
            }
        }
    }

    /// How a message names `value` when the property of `binding` refuses
    /// it, as the load's setter would; nil when it takes it, or when only the
    /// load can tell.
    private mutating func refusedValue(
        _ value: TemplateValue, by binding: KeyBinding.Accessors, of objects: [TemplateObject]
    ) -> String? {
        switch value {
        case .object(let index):
            guard let destination = Self.destinationClass(index, of: objects),
                holds(destination.type, in: binding) == false
            else { return nil }
            return describeObject(ofClass: destination.className)
        case .array(let items) where items.contains(where: { if case .object = $0 { true } else { false } }):
            // An array of objects is set typed, member by member; with other
            // values among them, only the load's conversion tells.
            var destinations: [(type: NibObject.Type, className: String)] = []
            for item in items {
                guard case .object(let index) = item, let destination = Self.destinationClass(index, of: objects) else {
                    return nil
                }
                destinations.append(destination)
            }
            guard holdsInstances(of: destinations.map(\.type), as: binding.valueType) == false else { return nil }
            return describeArray(ofKinds: destinations.lazy.map(\.className))
        default:
            // Plain values and containers of them are the same in every load.
            guard let constant = InstantiationPlan.constant(value), !binding.accepts(nil, constant) else { return nil }
            return describeKind(of: constant)
        }
    }

    /// Whether the property of `binding` holds an instance of `type`
    /// (`holdsInstance(of:as:)`), remembered for the last few pairs.
    private mutating func holds(_ type: NibObject.Type, in binding: KeyBinding.Accessors) -> Bool? {
        let valueType = ObjectIdentifier(binding.valueType)
        let typeID = ObjectIdentifier(type)
        for holding in holdings where holding.valueType == valueType && holding.type == typeID {
            return holding.fits
        }
        let fits = holdsInstance(of: type, as: binding.valueType)
        if holdings.count == 16 { holdings.removeFirst() }
        holdings.append((valueType, typeID, fits))
        return fits
    }

    /// Whether `name` can be a misspelling of the registered `suggestion`:
    /// an application's class (`LoginController`, `ViewController`) is no
    /// misspelling of a framework's class of another prefix
    /// (`UIViewController`), which it resembles only by the words class
    /// names share.
    private static func couldMisspell(_ suggestion: String, as name: String) -> Bool {
        for prefix in ["UI", "NS"] where suggestion.hasPrefix(prefix) { return name.hasPrefix(prefix) }
        return true
    }

    /// The class an outlet's destination is made of, when the template
    /// knows it: a created object's, or a placeholder's as the archive
    /// names it (the object supplied for it is of that class or a subclass).
    private static func destinationClass(_ destination: Int?, of objects: [TemplateObject]) -> (
        type: NibObject.Type, className: String
    )? {
        guard let destination, let description = objects[destination].classDescription else { return nil }
        if objects[destination].role.isPlaceholder && description.isDynamic { return nil }
        return (description.type, objects[destination].className ?? description.archiveName)
    }

    /// Gives an attribute's text the type of the binding that receives it,
    /// or the attribute table's type when none does; text that is no value
    /// of the binding's type is an error. A compiled template's values are
    /// typed already, by the registry it was built with, and are typed again
    /// for the registry it is bound to.
    private static func typeAttributeText(
        of object: inout TemplateObject, at position: Int, binding: KeyBinding.Accessors?,
        into diagnostics: inout DiagnosticCollector
    ) {
        let text = object.properties[position].value
        let key = object.properties[position].key
        guard let binding else {
            object.properties[position].value = AttributeText.untypedValue(text, key: key)
            return
        }
        switch AttributeText.value(text, key: key, as: binding.valueType) {
        case .typed(let value):
            object.properties[position].value = value
        case .invalid(let typeName):
            diagnostics.error(
                "'\(AttributeText.text(of: text))' is not a valid \(typeName) for the key '\(key)' of \(object.className ?? "the object") '\(object.id)'",
                at: object.properties[position].location, objectID: object.id, className: object.className, key: key)
        }
    }
}

/// Class descriptions and key bindings looked up in a registry, remembered:
/// archives repeat a few class names many times, and give the objects of
/// one class the same few keys again and again. Comparing a name or a key
/// with a handful of remembered ones (short strings compare as two words,
/// others often share their storage) is cheaper than hashing it for every
/// object and property.
struct ClassLookup {
    let registry: ClassRegistry
    /// One entry for each class name looked up so far, with the keys looked
    /// up in it and what they found; read in place, so a scan retains nothing.
    private var classes:
        [(
            name: String, isCustom: Bool, description: ClassDescription?, keys: [String],
            accessors: [KeyBinding.Accessors?]
        )] = []
    /// The entries by name and whether the document names the class as
    /// custom (which decides whether an unknown one may be dynamic), for
    /// archives with more names than a scan suits.
    private var classIndex: [ClassName: Int] = [:]
    private struct ClassName: Hashable {
        var name: String
        var isCustom: Bool
    }
    private static let capacity = 32

    init(registry: ClassRegistry) {
        self.registry = registry
    }

    /// The entry of `className`, named as a custom class or not: the
    /// class's description and the slot its keys are remembered in.
    mutating func find(_ className: String, isCustom: Bool) -> (description: ClassDescription?, slot: Int) {
        if classes.count <= Self.capacity {
            for slot in classes.indices where classes[slot].isCustom == isCustom && classes[slot].name == className {
                return (classes[slot].description, slot)
            }
        } else if let slot = classIndex[ClassName(name: className, isCustom: isCustom)] {
            return (classes[slot].description, slot)
        }
        let description = registry.description(for: className, isCustom: isCustom)
        classIndex[ClassName(name: className, isCustom: isCustom)] = classes.count
        classes.append((className, isCustom, description, [], []))
        return (description, classes.count - 1)
    }

    /// The accessors of the binding for `key` in the class of `slot` (see
    /// `find`), or nil when it has none.
    mutating func binding(_ key: String, slot: Int) -> KeyBinding.Accessors? {
        for position in classes[slot].keys.indices where classes[slot].keys[position].isSameKey(as: key) {
            return classes[slot].accessors[position]
        }
        let accessors = classes[slot].description?.bindings.keys[key]?.accessors
        if classes[slot].keys.count < Self.capacity {
            classes[slot].keys.append(key)
            classes[slot].accessors.append(accessors)
        }
        return accessors
    }
}
