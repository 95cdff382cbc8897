/// One key a class accepts through the key-value setter, bound to a property
/// by a key path.
///
/// Classes list their bindings in `keyBindings` (``NibKeyValueCoding``), so
/// NibKit can check an archive's keys before any object exists and then set
/// values with the right type conversions.
///
/// ```swift
/// final class LoginController: Responder, NibKeyValueCoding {
///     var nameField: View?
///     static var keyBindings: [KeyBinding] {
///         [KeyBinding("nameField", \LoginController.nameField)]
///     }
/// }
/// ```
///
/// In a `@MainActor` class, whose conformance is isolated to the main actor,
/// the same spelling binds a main-actor property: the binding then sets and
/// reads it on the main actor only, and a template with such a class is
/// instantiated on the main actor.
///
/// The property must be settable: a key path to a `let` or a read-only
/// property is refused by the compiler with a message that says so, unless a
/// `set:` closure is given.
public struct KeyBinding: Sendable {
    /// The key, as the archive spells it.
    public let key: String
    /// The accessors, in one shared box: bindings are copied out of tables on
    /// every set, and one reference is cheaper to copy than three closures.
    @usableFromInline let accessors: Accessors

    @usableFromInline
    final class Accessors: Sendable {
        let valueType: Any.Type
        /// Whether the property is isolated to the main actor: the accessors
        /// then do nothing off the main thread.
        let isMainActor: Bool
        let read: @Sendable (NibObject) -> Any?
        /// Whether the property of `object` takes the value, changing
        /// nothing; with no object, whether the property of any instance of
        /// the binding's class does (a template's value, checked before
        /// anything is made).
        let accepts: @Sendable (NibObject?, Any?) -> Bool
        /// Converts and sets the value; false, changing nothing, when it does not fit.
        let write: @Sendable (NibObject, Any?) -> Bool
        /// Sets a template's plain value when it is exactly of the property's
        /// type, without boxing it in an `Any`; false, changing nothing,
        /// otherwise (then `write` converts it, or reports why not).
        let writePlain: @Sendable (NibObject, TemplateValue) -> Bool

        @usableFromInline
        init(
            valueType: Any.Type, isMainActor: Bool = false, read: @escaping @Sendable (NibObject) -> Any?,
            accepts: @escaping @Sendable (NibObject?, Any?) -> Bool,
            write: @escaping @Sendable (NibObject, Any?) -> Bool,
            writePlain: @escaping @Sendable (NibObject, TemplateValue) -> Bool
        ) {
            self.valueType = valueType
            self.isMainActor = isMainActor
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
            key, keyPath, setter: Self.setter(keyPath), convert: { convertValue($0, to: Value.self) },
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
            key, keyPath, setter: Self.setter(keyPath), convert: { convertOptional($0, to: Wrapped.self) },
            exact: { exactValue($0, as: Wrapped.self).map { .some($0) } })
    }

    /// Sets the property at `keyPath`: with a direct store when the key path
    /// names a plain stored property (a `final` one, or one of a `final`
    /// class, without observers; see ``StoredProperty``), as fast as a setter
    /// closure, else through the key path, which calls the property's setter
    /// and any override or observer.
    @inlinable @inline(__always)
    static func setter<Root: NibObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable
    ) -> @Sendable (Root, Value) -> Void {
        guard let offset = StoredProperty.offset(of: keyPath, root: Root.self, value: Value.self) else {
            return { $0[keyPath: keyPath] = $1 }
        }
        return { root, value in
            UnsafeMutableRawPointer(Unmanaged.passUnretained(root).toOpaque()).advanced(by: offset)
                .assumingMemoryBound(to: Value.self).pointee = value
        }
    }

    /// Binds `key` to the property at `keyPath`, set by `set` rather than
    /// through the key path.
    ///
    /// A plain binding to a stored property of a `final` class, or to a
    /// `final var` without observers, is already a direct store. Any other
    /// key path (an overridable, observed or computed property, a subscript)
    /// is written by the Swift runtime at the cost of a few hundred
    /// nanoseconds and an allocation a set; a setter closure is a direct
    /// call. For classes instantiated in bulk, declare the properties an
    /// archive sets most this way. Reading and the messages still use the
    /// key path.
    ///
    /// ```swift
    /// KeyBinding("frame", \Button.frame) { $0.frame = $1 }
    /// ```
    @inlinable @inline(__always)
    public init<Root: NibObject, Value>(
        _ key: String, _ keyPath: KeyPath<Root, Value> & Sendable, set: @escaping @Sendable (Root, Value) -> Void
    ) {
        self.init(
            key, keyPath, setter: set, convert: { convertValue($0, to: Value.self) },
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
                (object == nil || object is Root) && convert(value) != nil
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

    /// Binds `key` to the main-actor property at `keyPath`: chosen by the
    /// compiler in a main-actor context, where a key path to a main-actor
    /// property can be formed (and is not `Sendable`).
    @MainActor
    public init<Root: NibObject, Value>(_ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(
            mainActor: key, keyPath, setter: { $0[keyPath: keyPath] = $1 },
            convert: { convertValue($0, to: Value.self) }, exact: { exactValue($0, as: Value.self) })
    }

    /// Binds `key` to the optional main-actor property at `keyPath`.
    @MainActor
    public init<Root: NibObject, Wrapped>(_ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Wrapped?>) {
        self.init(
            mainActor: key, keyPath, setter: { $0[keyPath: keyPath] = $1 },
            convert: { convertOptional($0, to: Wrapped.self) },
            exact: { exactValue($0, as: Wrapped.self).map { .some($0) } })
    }

    /// Binds `key` to the main-actor property at `keyPath`, set by `set`.
    ///
    /// Mark the closure `@MainActor`, or the compiler takes the nonisolated
    /// initializer and refuses the key path:
    ///
    /// ```swift
    /// KeyBinding("badge", \Button.badge) { @MainActor (button: Button, badge: String?) in button.show(badge) }
    /// ```
    @MainActor
    public init<Root: NibObject, Value>(
        _ key: String, _ keyPath: KeyPath<Root, Value>, set: @escaping @MainActor @Sendable (Root, Value) -> Void
    ) {
        self.init(
            mainActor: key, keyPath, setter: set, convert: { convertValue($0, to: Value.self) },
            exact: { exactValue($0, as: Value.self) })
    }

    /// Binds `key` to the optional main-actor property at `keyPath`, set by `set`.
    @MainActor
    public init<Root: NibObject, Wrapped>(
        _ key: String, _ keyPath: KeyPath<Root, Wrapped?>,
        set: @escaping @MainActor @Sendable (Root, Wrapped?) -> Void
    ) {
        self.init(
            mainActor: key, keyPath, setter: set, convert: { convertOptional($0, to: Wrapped.self) },
            exact: { exactValue($0, as: Wrapped.self).map { .some($0) } })
    }

    /// A key path to a property that cannot be set.
    @available(
        *, unavailable,
        message:
            "KeyBinding needs a settable property: this key path is read-only; declare the property 'var' with a setter, or pass 'set:'"
    )
    public init<Root: NibObject, Value>(_ key: String, _ keyPath: KeyPath<Root, Value>) {
        fatalError("unavailable")
    }

    @MainActor
    init<Root: NibObject, Value>(
        mainActor key: String, _ keyPath: KeyPath<Root, Value>,
        setter: @escaping @MainActor @Sendable (Root, Value) -> Void,
        convert: @escaping @Sendable (Any?) -> Value?, exact: @escaping @Sendable (TemplateValue) -> Value?
    ) {
        self.key = key
        let read: @MainActor @Sendable (NibObject) -> Unchecked<Any?> = { object in
            guard let root = object as? Root else { return Unchecked(nil) }
            return Unchecked(root[keyPath: keyPath])
        }
        self.accessors = Accessors(
            valueType: Value.self, isMainActor: true,
            read: { object in
                let object = Unchecked(object)
                return onMainActor { read(object.value) }.value
            },
            accepts: { object, value in
                (object == nil || object is Root) && convert(value) != nil
            },
            write: { object, value in
                guard let root = object as? Root, let converted = convert(value) else { return false }
                let transfer = Unchecked((root, converted))
                onMainActor { setter(transfer.value.0, transfer.value.1) }
                return true
            },
            writePlain: { object, value in
                guard let root = object as? Root, let converted = exact(value) else { return false }
                let transfer = Unchecked((root, converted))
                onMainActor { setter(transfer.value.0, transfer.value.1) }
                return true
            })
    }

    func read(_ object: NibObject) -> Any? { accessors.read(object) }
}

/// A value NibKit hands from its nonisolated code to a main-actor closure, or
/// back, once it has checked that it runs on the main thread: the value never
/// leaves that thread, which is what `Sendable` would promise.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body`, which is isolated to the main actor, from NibKit's
/// nonisolated code. An instantiation reaches it only once it has checked
/// that its caller is the main actor; a host that sets a main-actor object's
/// key from elsewhere breaks that object's isolation, and the Swift runtime
/// stops the program, as it does for any such call.
@discardableResult
func onMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    MainActor.assumeIsolated { Unchecked(body()) }.value
}

/// One action a class performs, bound to a method.
///
/// ```swift
/// static var actionBindings: [ActionBinding] {
///     [ActionBinding("login:", LoginController.login)]
/// }
/// ```
///
/// A `@MainActor` class binds its actions with a closure, which the compiler
/// makes isolated to the main actor:
///
/// ```swift
/// class var actionBindings: [ActionBinding] {
///     [ActionBinding("login:") { (controller: LoginController, sender) in controller.login(sender) }]
/// }
/// ```
///
/// An action method takes its sender (`func login(_ sender: Any?)`), its
/// sender and the event (`func login(_ sender: Any?, forEvent event: Any?)`),
/// or nothing; the compiler refuses any other signature with a message that
/// says so.
public struct ActionBinding: Sendable {
    /// The action's selector.
    public let selector: Selector
    /// Whether the method is isolated to the main actor: it then runs only
    /// when the action is sent on the main thread.
    let isMainActor: Bool
    /// Performs the action with its sender and event; false when it could not run.
    let perform: @Sendable (NibObject, Any?, Any?) -> Bool

    /// Binds `selector` to a method that takes the sender.
    public init<Root: NibObject>(
        _ selector: Selector, _ method: @escaping @Sendable (Root) -> (Any?) -> Void
    ) {
        self.selector = selector
        self.isMainActor = false
        self.perform = { object, sender, _ in
            guard let root = object as? Root else { return false }
            method(root)(sender)
            return true
        }
    }

    /// Binds `selector` to a method that takes the sender and the event.
    public init<Root: NibObject>(
        _ selector: Selector, _ method: @escaping @Sendable (Root) -> (Any?, Any?) -> Void
    ) {
        self.selector = selector
        self.isMainActor = false
        self.perform = { object, sender, event in
            guard let root = object as? Root else { return false }
            method(root)(sender, event)
            return true
        }
    }

    /// Binds `selector` to a method that takes no sender.
    public init<Root: NibObject>(
        _ selector: Selector, _ method: @escaping @Sendable (Root) -> () -> Void
    ) {
        self.selector = selector
        self.isMainActor = false
        self.perform = { object, _, _ in
            guard let root = object as? Root else { return false }
            method(root)()
            return true
        }
    }

    /// Binds `selector` to a main-actor closure that receives the target and
    /// the sender.
    @MainActor
    public init<Root: NibObject>(_ selector: Selector, _ action: @escaping @MainActor @Sendable (Root, Any?) -> Void) {
        self.selector = selector
        self.isMainActor = true
        self.perform = { object, sender, _ in
            guard let root = object as? Root else { return false }
            let transfer = Unchecked((root, sender))
            onMainActor { action(transfer.value.0, transfer.value.1) }
            return true
        }
    }

    /// A method whose signature an action cannot have.
    @available(
        *, unavailable,
        message:
            "an action method takes its sender as 'Any?' ('func login(_ sender: Any?)'), its sender and event ('(_ sender: Any?, forEvent event: Any?)'), or nothing, and returns nothing"
    )
    public init<Root: NibObject, Method>(_ selector: Selector, _ method: @escaping (Root) -> Method) {
        fatalError("unavailable")
    }
}

/// A class's bindings by name: the static description NibKit validates
/// archives against, computed once per registered class.
///
/// The keys are the ones NibKit's own classes bind (a ``View``'s frame) and
/// the ones the class declares as ``NibKeyValueCoding``; the actions, the ones
/// it declares as ``NibActionPerforming``. A main-actor conformance is read
/// only on the main actor, so main-actor classes are registered there.
struct ClassBindings: Sendable {
    let keys: [String: KeyBinding]
    let actions: [Selector: ActionBinding]
    let acceptsAnyKey: Bool
    let performsAnyAction: Bool
    /// Whether the template keeps keys no binding declares, for `init(coder:)`.
    let decodesUndeclaredKeys: Bool
    /// Whether some key or action is bound on the main actor.
    let isMainActor: Bool
    /// Whether the class takes `awakeFromNib` (checked where it is registered).
    let awakes: Bool

    init(_ type: NibObject.Type) {
        var keys: [String: KeyBinding] = [:]
        for binding in Self.keyBindings(of: type) { keys[binding.key] = binding }
        var actions: [Selector: ActionBinding] = [:]
        for binding in Self.actionBindings(of: type) { actions[binding.selector] = binding }
        self.keys = keys
        self.actions = actions
        self.acceptsAnyKey = type.acceptsAnyKey
        self.performsAnyAction = type.performsAnyAction
        self.decodesUndeclaredKeys = type.decodesUndeclaredKeys
        self.isMainActor = Self.isMainActor(keys: keys.values, actions: actions.values)
        self.awakes = type is any NibAwaking.Type
    }

    /// NibKit's own keys of `type`, then the ones the class declares (which
    /// win where both name a key).
    static func keyBindings(of type: NibObject.Type) -> [KeyBinding] {
        let declared = (type as? any NibKeyValueCoding.Type)?.keyBindings ?? []
        return type.builtInKeyBindings + declared
    }

    /// Whether a class with these bindings lives on the main actor: the one
    /// rule, for registered classes and for the objects a caller supplies.
    static func isMainActor(keys: some Sequence<KeyBinding>, actions: some Sequence<ActionBinding>) -> Bool {
        keys.contains { $0.accessors.isMainActor } || actions.contains { $0.isMainActor }
    }

    /// NibKit's own actions of `type`, then the ones the class declares.
    static func actionBindings(of type: NibObject.Type) -> [ActionBinding] {
        let declared = (type as? any NibActionPerforming.Type)?.actionBindings ?? []
        return type.builtInActionBindings + declared
    }

    func acceptsKey(_ key: String) -> Bool {
        acceptsAnyKey || keys[key] != nil
    }

    func performs(_ selector: Selector) -> Bool {
        performsAnyAction || actions[selector] != nil
    }
}
