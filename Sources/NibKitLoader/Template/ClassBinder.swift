import NibKitCore

/// Binds a template's objects to the classes of a registry and checks what
/// depends on them: every created object's class is known and registered for
/// the initializer the archive asks for, properties and outlets name keys the
/// class binds, actions come from controls and go to targets that perform them.
///
/// The template builder runs it after resolving a document, and a compiled
/// template runs it again when it is read with the application's registry, so
/// both kinds of template are checked by the same rules.
enum ClassBinder {
    /// Sets each object's class description, drops the properties a class does
    /// not bind when reading leniently, and returns every problem found.
    static func bind(
        _ objects: inout [TemplateObject], connections: [TemplateConnection], registry: ClassRegistry,
        mode: ReadingMode
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ message: String, at location: SourceLocation, _ object: TemplateObject, key: String? = nil) {
            diagnostics.append(
                Diagnostic(.error, message, at: location, objectID: object.id, className: object.className, key: key))
        }
        var lookup = ClassLookup(registry: registry)
        for index in objects.indices {
            guard let className = objects[index].className else { continue }
            let (description, slot) = lookup.find(className)
            objects[index].classDescription = description
            let role = objects[index].role
            guard !role.isPlaceholder else { continue }
            guard let description else {
                error(
                    Diagnostic.Message.unknownClass(className, among: registry.classNames),
                    at: objects[index].location, objects[index])
                continue
            }
            let needed: ClassRegistry.Initializers = role == .custom ? .plain : .coder
            if !description.initializers.contains(needed) {
                let how = role == .custom ? "plain init(), as a custom object" : "init(coder:), as an archived object"
                error("class '\(className)' is not registered for \(how)", at: objects[index].location, objects[index])
            }
            // Bindings are set in place, and what the class does not bind is
            // dropped in place (as an init(coder:) ignores keys it does not
            // decode) unless the class decodes undeclared keys itself, so the
            // property arrays are not copied.
            var unbound = 0
            for position in objects[index].properties.indices {
                // Bound already by the template builder (lenient reading
                // looks each key up to decide what to keep).
                var binding = objects[index].properties[position].accessors
                if binding == nil {
                    binding = lookup.binding(objects[index].properties[position].key, slot: slot)
                    objects[index].properties[position].accessors = binding
                }
                if objects[index].properties[position].isAttributeText {
                    typeAttributeText(of: &objects[index], at: position, binding: binding, into: &diagnostics)
                }
                guard binding == nil, !description.bindings.acceptsAnyKey else { continue }
                let key = objects[index].properties[position].key
                unbound += 1
                guard mode == .strict else { continue }
                if description.bindings.decodesUndeclaredKeys {
                    diagnostics.append(
                        Diagnostic(
                            .warning, Diagnostic.Message.undeclaredDecodedKey(className, key: key),
                            at: objects[index].properties[position].location, objectID: objects[index].id,
                            className: className, key: key))
                } else {
                    error(
                        Diagnostic.Message.undefinedKey(className, key: key, among: description.bindings.keys.keys),
                        at: objects[index].properties[position].location, objects[index], key: key)
                }
            }
            if unbound > 0 && !description.bindings.decodesUndeclaredKeys {
                let acceptsAnyKey = description.bindings.acceptsAnyKey
                objects[index].properties.removeAll { $0.accessors == nil && !acceptsAnyKey }
            }
        }
        // Objects are read by index, field by field: copying a whole
        // TemplateObject out of the array would retain every field of it.
        for index in objects.indices where !objects[index].runtimeAttributes.isEmpty {
            guard let description = objects[index].classDescription else { continue }
            for attribute in objects[index].runtimeAttributes {
                let firstKey = String(attribute.key.prefix { $0 != "." })
                if !description.bindings.acceptsKey(firstKey) {
                    error(
                        Diagnostic.Message.undefinedRuntimeAttributeKey(
                            objects[index].className ?? "the object", key: firstKey, keyPath: attribute.key,
                            among: description.bindings.keys.keys),
                        at: attribute.location, objects[index], key: attribute.key)
                }
            }
        }
        var performs: (target: Int, selector: String)?
        for connection in connections {
            let source = connection.source
            switch connection.kind {
            case .outlet, .outletCollection:
                if let description = objects[source].classDescription, !description.bindings.acceptsKey(connection.name) {
                    error(
                        Diagnostic.Message.undefinedKey(
                            objects[source].className ?? "the object", key: connection.name,
                            among: description.bindings.keys.keys),
                        at: connection.location, objects[source], key: connection.name)
                }
            case .action:
                if let description = objects[source].classDescription, !description.isControl {
                    error(
                        Diagnostic.Message.notAControl(objects[source].className ?? "the object", action: connection.name),
                        at: connection.location, objects[source], key: connection.name)
                }
                if let targetIndex = connection.destination,
                    let description = objects[targetIndex].classDescription,
                    !(performs.map { $0.target == targetIndex && $0.selector == connection.name } ?? false)
                {
                    guard !description.bindings.performs(Selector(connection.name)) else {
                        // Controls wired to one target repeat the same question.
                        performs = (targetIndex, connection.name)
                        continue
                    }
                    error(
                        Diagnostic.Message.unperformedAction(
                            objects[targetIndex].className ?? "the target", action: connection.name,
                            among: description.bindings.actions.keys),
                        at: connection.location, objects[source], key: connection.name)
                }
            case .binding:
                if let description = objects[source].classDescription, !description.bindings.acceptsKey(connection.name) {
                    error(
                        "\(objects[source].className ?? "the object") is not key value coding-compliant for the key '\(connection.name)' (binding '\(connection.name)')",
                        at: connection.location, objects[source], key: connection.name)
                }
                let keyPath = connection.binding?.keyPath ?? ""
                let firstKey = String(keyPath.prefix { $0 != "." })
                if let observed = connection.destination, let description = objects[observed].classDescription,
                    !description.bindings.acceptsKey(firstKey)
                {
                    // Written on the source, refused by the observed object's class.
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "\(objects[observed].className ?? "the observed object") is not key value coding-compliant for the key '\(firstKey)' (binding '\(connection.name)' to '\(keyPath)')",
                            at: connection.location, objectID: objects[source].id, className: objects[observed].className,
                            key: firstKey))
                }
            case .segue:
                break
            }
        }
        return diagnostics
    }

    /// Gives an attribute's text the type of the binding that receives it,
    /// or the attribute table's type when none does; text that is no value
    /// of the binding's type is an error. A compiled template's values are
    /// typed already, by the registry it was built with, and are typed again
    /// for the registry it is bound to.
    private static func typeAttributeText(
        of object: inout TemplateObject, at position: Int, binding: KeyBinding.Accessors?,
        into diagnostics: inout [Diagnostic]
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
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'\(AttributeText.text(of: text))' is not a valid \(typeName) for the key '\(key)' of \(object.className ?? "the object") '\(object.id)'",
                    at: object.properties[position].location, objectID: object.id, className: object.className, key: key))
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
    private var classes: [(name: String, description: ClassDescription?, keys: [String], accessors: [KeyBinding.Accessors?])] = []
    /// The entries by name, for archives with more names than a scan suits.
    private var classIndex: [String: Int] = [:]
    private static let capacity = 32

    init(registry: ClassRegistry) {
        self.registry = registry
    }

    /// The entry of `className`: the class's description and the slot its
    /// keys are remembered in.
    mutating func find(_ className: String) -> (description: ClassDescription?, slot: Int) {
        if classes.count <= Self.capacity {
            for slot in classes.indices where classes[slot].name == className {
                return (classes[slot].description, slot)
            }
        } else if let slot = classIndex[className] {
            return (classes[slot].description, slot)
        }
        let description = registry.description(for: className)
        classIndex[className] = classes.count
        classes.append((className, description, [], []))
        return (description, classes.count - 1)
    }

    /// The accessors of the binding for `key` in the class of `slot` (see
    /// `find`), or nil when it has none.
    mutating func binding(_ key: String, slot: Int) -> KeyBinding.Accessors? {
        for position in classes[slot].keys.indices where classes[slot].keys[position] == key {
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
