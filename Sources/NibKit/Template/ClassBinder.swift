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
        for index in objects.indices {
            let object = objects[index]
            guard let className = object.className else { continue }
            let description = registry.description(for: className)
            objects[index].classDescription = description
            guard !object.role.isPlaceholder else { continue }
            guard let description else {
                error(
                    "unknown class '\(className)': register it in the ClassRegistry, or allow dynamic objects",
                    at: object.location, object)
                continue
            }
            let needed: ClassRegistry.Initializers = object.role == .custom ? .plain : .coder
            if !description.initializers.contains(needed) {
                let how = object.role == .custom ? "plain init(), as a custom object" : "init(coder:), as an archived object"
                error("class '\(className)' is not registered for \(how)", at: object.location, object)
            }
            var kept: [TemplateProperty] = []
            for property in object.properties {
                if description.bindings.acceptsKey(property.key) {
                    kept.append(property)
                } else if mode == .strict {
                    error(
                        "\(className) is not key value coding-compliant for the key '\(property.key)'",
                        at: property.location, object, key: property.key)
                }
                // Lenient reading skips what the class does not bind, as an
                // init(coder:) ignores keys it does not decode.
            }
            objects[index].properties = kept
        }
        for object in objects {
            guard let description = object.classDescription else { continue }
            for attribute in object.runtimeAttributes {
                let firstKey = String(attribute.key.prefix { $0 != "." })
                if !description.bindings.acceptsKey(firstKey) {
                    error(
                        "\(object.className ?? "the object") is not key value coding-compliant for the key '\(firstKey)' (runtime attribute '\(attribute.key)')",
                        at: attribute.location, object, key: attribute.key)
                }
            }
        }
        for connection in connections {
            let source = objects[connection.source]
            switch connection.kind {
            case .outlet, .outletCollection:
                if let description = source.classDescription, !description.bindings.acceptsKey(connection.name) {
                    error(
                        "\(source.className ?? "the object") is not key value coding-compliant for the key '\(connection.name)'",
                        at: connection.location, source, key: connection.name)
                }
            case .action:
                if let description = source.classDescription, !description.isControl {
                    error(
                        "\(source.className ?? "the object") is not a control, so it cannot send the action '\(connection.name)'",
                        at: connection.location, source, key: connection.name)
                }
                if let target = connection.destination.map({ objects[$0] }),
                    let description = target.classDescription,
                    !description.bindings.performs(Selector(connection.name))
                {
                    error(
                        "\(target.className ?? "the target") does not perform the action '\(connection.name)'",
                        at: connection.location, source, key: connection.name)
                }
            case .segue:
                break
            }
        }
        return diagnostics
    }
}
