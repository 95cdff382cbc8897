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
public struct NibCoder {
    /// The class name the archive gives the object.
    public let className: String
    /// The object's id in the archive.
    public let objectID: String
    let entries: [(key: String, value: Any?)]
    /// The registered class and its binding for each entry, so objects of
    /// exactly that class are set without looking keys up again.
    let registered: (type: NibObject.Type, bindings: ArraySlice<KeyBinding?>, acceptsAnyKey: Bool)?

    init(
        className: String, objectID: String, entries: [(key: String, value: Any?)],
        registered: (type: NibObject.Type, bindings: ArraySlice<KeyBinding?>, acceptsAnyKey: Bool)? = nil
    ) {
        self.className = className
        self.objectID = objectID
        self.entries = entries
        self.registered = registered
    }

    /// The keys the archive gives values for, in document order.
    public var allKeys: [String] { entries.map(\.key) }

    /// Whether the archive gives a value for `key`.
    public func containsValue(forKey key: String) -> Bool {
        entries.contains { $0.key == key }
    }

    /// The value for `key`, whatever its type; nil when absent or nil.
    public func decodeValue(forKey key: String) -> Any? {
        entries.first { $0.key == key }?.value ?? nil
    }

    /// The value for `key` converted to `type`, nil when absent, or an error
    /// when the archive holds a value of another type.
    public func decode<Value>(_ type: Value.Type, forKey key: String) throws(KeyValueCodingError) -> Value? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        guard let value = convert(entry.value, to: Value.self) else {
            throw KeyValueCodingError(
                .typeMismatch(expected: describeType(Value.self), actual: describeKind(of: entry.value)),
                className: className, key: key)
        }
        return value
    }

    /// Sets every value through `object`'s key-value setter, without
    /// notifications (nobody can observe an object that is being initialised).
    public func decodeProperties(into object: NibObject) throws(KeyValueCodingError) {
        guard !entries.isEmpty else { return }
        if let registered, registered.type == type(of: object) {
            for (entry, binding) in zip(entries, registered.bindings) {
                try object.setValue(
                    entry.value, forKey: entry.key, binding: binding, acceptsAnyKey: registered.acceptsAnyKey)
            }
            return
        }
        let bindings = ClassBindings(type(of: object))
        for entry in entries {
            try object.setValue(entry.value, forKey: entry.key, bindings: bindings)
        }
    }
}
