/// The values an archive gives one object, handed to `init(coder:)`.
///
/// Values are already live: numbers, strings, geometry, colors, resources,
/// and other objects of the graph (which are created before the objects
/// whose properties refer to them). Typed decoding refuses a value of another
/// type, as `NSSecureCoding`'s `decodeObject(of:forKey:)` does.
///
/// ```swift
/// required init(coder: NibCoder) throws {
///     title = try coder.decode(String.self, forKey: "title") ?? ""
///     try super.init(coder: coder)
/// }
/// ```
///
/// A coder is valid while its `init(coder:)` runs, as `NSCoder` is; values
/// that are other objects read as nil once the load has finished.
public struct NibCoder {
    /// The class name the archive gives the object.
    public let className: String
    /// The object's id in the archive.
    public let objectID: String
    /// The object's properties in the template, each with its class's binding.
    let properties: [TemplateProperty]
    /// The load in progress, for values that are objects or resources.
    let context: InstantiationContext
    /// The class the properties' bindings belong to, and whether it accepts any key.
    let registered: (type: NibObject.Type, acceptsAnyKey: Bool)

    /// The defaults store of the load (``InstantiationOptions/defaultsStore``),
    /// for a user defaults controller.
    public var defaultsStore: any DefaultsStore { context.defaultsStore }

    /// The keys the archive gives values for, in document order.
    public var allKeys: [String] { properties.map(\.key) }

    /// Whether the archive gives a value for `key`.
    public func containsValue(forKey key: String) -> Bool {
        position(of: key) != nil
    }

    /// The value for `key`, whatever its type; nil when absent or nil.
    public func decodeValue(forKey key: String) -> Any? {
        position(of: key).flatMap(value(at:))
    }

    /// The value for `key` converted to `type`, nil when absent, or an error
    /// when the archive holds a value of another type.
    public func decode<Value>(_ type: Value.Type, forKey key: String) throws(KeyValueCodingError) -> Value? {
        guard let position = position(of: key) else { return nil }
        let value = value(at: position)
        guard let converted = convertValue(value, to: Value.self) else {
            throw KeyValueCodingError(
                .typeMismatch(expected: describeType(Value.self), actual: describeKind(of: value)),
                className: className, key: key)
        }
        return converted
    }

    /// Sets every value through `object`'s key-value setter, without
    /// notifications (nobody can observe an object that is being initialised).
    ///
    /// A key the class binds no property for is skipped: it reaches the
    /// coder only when the class says it decodes undeclared keys
    /// (``NibObject/decodesUndeclaredKeys``), so that its `init(coder:)` can
    /// decode it itself, as an `NSCoding` class decodes keys it declares
    /// nowhere.
    public func decodeProperties(into object: NibObject) throws(KeyValueCodingError) {
        guard !properties.isEmpty else { return }
        if registered.type == type(of: object) {
            // Nobody observes the object (it is being made): a plain value of
            // exactly the property's type is set without boxing it.
            let isObserved = object.isObserved
            for position in properties.indices {
                if !isObserved, let accessors = properties[position].accessors, properties[position].value.isPlain,
                    accessors.writePlain(object, properties[position].value)
                {
                    continue
                }
                if properties[position].accessors == nil && !registered.acceptsAnyKey { continue }
                try object.setValue(
                    value(at: position), forKey: properties[position].key, binding: properties[position].accessors,
                    acceptsAnyKey: registered.acceptsAnyKey)
            }
            return
        }
        let bindings = ClassBindings(type(of: object))
        for position in properties.indices where bindings.acceptsKey(properties[position].key) {
            try object.setValue(value(at: position), forKey: properties[position].key, bindings: bindings)
        }
    }

    private func position(of key: String) -> Int? {
        properties.firstIndex { $0.key == key }
    }

    /// The value as the property receives it: boxed, and for objects and
    /// resources, the ones of this load.
    private func value(at position: Int) -> Any? {
        context.liveValue(properties[position].value)
    }
}
