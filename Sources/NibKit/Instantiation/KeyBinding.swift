/// One key a class accepts through the key-value setter, bound to a property
/// by a key path.
///
/// Classes list their bindings in `keyBindings`, so NibKit can check an
/// archive's keys before any object exists and then set values with the
/// right type conversions.
///
/// ```swift
/// final class LoginController: Responder {
///     var nameField: TextField?
///     override class var keyBindings: [KeyBinding] {
///         super.keyBindings + [KeyBinding("nameField", \LoginController.nameField)]
///     }
/// }
/// ```
public struct KeyBinding: Sendable {
    /// The key, as the archive spells it.
    public let key: String
    /// The accessors, in one shared box: bindings are copied out of tables on
    /// every set, and one reference is cheaper to copy than three closures.
    @usableFromInline let accessors: Accessors

    @usableFromInline
    final class Accessors: Sendable {
        let valueType: Any.Type
        let read: @Sendable (NibObject) -> Any?
        let accepts: @Sendable (NibObject, Any?) -> Bool
        /// Converts and sets the value; false, changing nothing, when it does not fit.
        let write: @Sendable (NibObject, Any?) -> Bool
        /// Sets a template's plain value when it is exactly of the property's
        /// type, without boxing it in an `Any`; false, changing nothing,
        /// otherwise (then `write` converts it, or reports why not).
        let writePlain: @Sendable (NibObject, TemplateValue) -> Bool

        @usableFromInline
        init(
            valueType: Any.Type, read: @escaping @Sendable (NibObject) -> Any?,
            accepts: @escaping @Sendable (NibObject, Any?) -> Bool, write: @escaping @Sendable (NibObject, Any?) -> Bool,
            writePlain: @escaping @Sendable (NibObject, TemplateValue) -> Bool
        ) {
            self.valueType = valueType
            self.read = read
            self.accepts = accepts
            self.write = write
            self.writePlain = writePlain
        }

        /// The Swift type the property holds, for messages.
        var typeName: String { describeType(valueType) }
    }

    /// The Swift type the property holds, for messages.
    public var typeName: String { accessors.typeName }

    /// Binds `key` to the property at `keyPath`.
    ///
    /// Inlinable, so the accessors are compiled in the declaring module for
    /// the concrete `Root` and `Value`: a set is then a class check, a
    /// conversion and a key-path write, with no generic metadata looked up at
    /// run time.
    @inlinable @inline(__always)
    public init<Root: NibObject, Value>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable
    ) {
        self.init(
            key, keyPath, setter: { $0[keyPath: keyPath] = $1 }, convert: { NibKit.convert($0, to: Value.self) },
            exact: { exactValue($0, as: Value.self) })
    }

    /// Binds `key` to the optional property at `keyPath`: the same as for
    /// any other type, chosen by the compiler for optionals (outlets, cells,
    /// colors) so that a value is cast to the wrapped type, which the Swift
    /// runtime does several times faster than a cast to an optional.
    @inlinable @inline(__always)
    public init<Root: NibObject, Wrapped>(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Wrapped?> & Sendable
    ) {
        self.init(
            key, keyPath, setter: { $0[keyPath: keyPath] = $1 }, convert: { convertOptional($0, to: Wrapped.self) },
            exact: { exactValue($0, as: Wrapped.self).map { .some($0) } })
    }

    /// Binds `key` to the property at `keyPath`, set by `set` rather than
    /// through the key path.
    ///
    /// The Swift runtime writes through a key path at the cost of a few
    /// hundred nanoseconds (it allocates a write-back holder for every set,
    /// even for a stored property); a setter closure is a direct store. For
    /// classes instantiated in bulk, declare the properties an archive sets
    /// most this way (with every key so declared, the nibbench graph
    /// instantiates with 40% fewer instructions). Reading and the
    /// messages still use the key path.
    ///
    /// ```swift
    /// KeyBinding("frame", \Button.frame) { $0.frame = $1 }
    /// ```
    @inlinable @inline(__always)
    public init<Root: NibObject, Value>(
        _ key: String, _ keyPath: KeyPath<Root, Value> & Sendable, set: @escaping @Sendable (Root, Value) -> Void
    ) {
        self.init(
            key, keyPath, setter: set, convert: { NibKit.convert($0, to: Value.self) },
            exact: { exactValue($0, as: Value.self) })
    }

    /// Binds `key` to the optional property at `keyPath`, set by `set`.
    @inlinable @inline(__always)
    public init<Root: NibObject, Wrapped>(
        _ key: String, _ keyPath: KeyPath<Root, Wrapped?> & Sendable,
        set: @escaping @Sendable (Root, Wrapped?) -> Void
    ) {
        self.init(
            key, keyPath, setter: set, convert: { convertOptional($0, to: Wrapped.self) },
            exact: { exactValue($0, as: Wrapped.self).map { .some($0) } })
    }

    @inlinable @inline(__always)
    init<Root: NibObject, Value>(
        _ key: String, _ keyPath: KeyPath<Root, Value> & Sendable, setter: @escaping @Sendable (Root, Value) -> Void,
        convert: @escaping @Sendable (Any?) -> Value?, exact: @escaping @Sendable (TemplateValue) -> Value?
    ) {
        self.key = key
        self.accessors = Accessors(
            valueType: Value.self,
            read: { object in
                guard let root = object as? Root else { return nil }
                return root[keyPath: keyPath]
            },
            accepts: { object, value in
                object is Root && convert(value) != nil
            },
            write: { object, value in
                guard let root = object as? Root, let converted = convert(value) else {
                    return false
                }
                setter(root, converted)
                return true
            },
            writePlain: { object, value in
                guard let root = object as? Root, let converted = exact(value) else { return false }
                setter(root, converted)
                return true
            })
    }

    func read(_ object: NibObject) -> Any? { accessors.read(object) }
}

/// One action a class performs, bound to a method.
///
/// ```swift
/// override class var actionBindings: [ActionBinding] {
///     super.actionBindings + [ActionBinding("login:", LoginController.login)]
/// }
/// ```
public struct ActionBinding: Sendable {
    /// The action's selector.
    public let selector: Selector
    let perform: @Sendable (NibObject, Any?) -> Void

    /// Binds `selector` to a method that takes the sender.
    public init<Root: NibObject>(
        _ selector: Selector, _ method: @escaping @Sendable (Root) -> (Any?) -> Void
    ) {
        self.selector = selector
        self.perform = { object, sender in
            guard let root = object as? Root else { return }
            method(root)(sender)
        }
    }

    /// Binds `selector` to a method that takes no sender.
    public init<Root: NibObject>(
        _ selector: Selector, _ method: @escaping @Sendable (Root) -> () -> Void
    ) {
        self.selector = selector
        self.perform = { object, _ in
            guard let root = object as? Root else { return }
            method(root)()
        }
    }
}

/// A class's bindings by name: the static description NibKit validates
/// archives against, computed once per registered class.
struct ClassBindings: Sendable {
    let keys: [String: KeyBinding]
    let actions: [Selector: ActionBinding]
    let acceptsAnyKey: Bool
    let performsAnyAction: Bool

    init(_ type: NibObject.Type) {
        var keys: [String: KeyBinding] = [:]
        for binding in type.keyBindings { keys[binding.key] = binding }
        var actions: [Selector: ActionBinding] = [:]
        for binding in type.actionBindings { actions[binding.selector] = binding }
        self.keys = keys
        self.actions = actions
        self.acceptsAnyKey = type.acceptsAnyKey
        self.performsAnyAction = type.performsAnyAction
    }

    func acceptsKey(_ key: String) -> Bool {
        acceptsAnyKey || keys[key] != nil
    }

    func performs(_ selector: Selector) -> Bool {
        performsAnyAction || actions[selector] != nil
    }
}
