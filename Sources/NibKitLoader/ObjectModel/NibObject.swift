import NibKitCore
import NibKitStrings

/// The root class of objects an archive can create: NibKit's counterpart of
/// `NSObject`, with key-value coding, key-value observing and action dispatch.
///
/// A subclass declares the keys it accepts (``NibKeyValueCoding``), the
/// actions it performs (``NibActionPerforming``) and whether it wants
/// `awakeFromNib` (``NibAwaking``), so an archive can be validated before
/// anything is created. The declarations are protocols rather than members of
/// this class so that a `@MainActor` toolkit can make them on the main actor
/// (an isolated conformance); see "Swift concurrency" in `Docs/Embedding.md`.
/// Stored properties with default values are all a subclass needs; it
/// inherits both initializers.
///
/// ```swift
/// final class Label: NibObject, NibKeyValueCoding {
///     var text = ""
///     static var keyBindings: [KeyBinding] { [KeyBinding("text", \Label.text)] }
/// }
/// ```
///
/// `init()` is the plain initializer used for custom objects; `init(coder:)`
/// is used for archived objects and, unless overridden, sets every archived
/// property through the key-value setter.
open class NibObject: CustomStringConvertible {
    private var observers: [(id: Int, key: String, handler: (KeyValueChange) -> Void)] = []
    /// Whether anything observes a key of this object.
    var isObserved: Bool { !observers.isEmpty }
    private var nextObserverID = 0
    /// The Cocoa bindings of this object's properties, by name (NibObject+Binding.swift).
    var cocoaBindings: [String: CocoaBinding] = [:]

    /// The id the archive gives the object, or nil for an object made in code.
    ///
    /// A load sets it as it creates the object, so that a tool working on
    /// the live graph (a layout engine reporting a misplaced view) can name
    /// the object as the file does.
    ///
    /// ```swift
    /// let label = graph.objects(ofType: View.self).first
    /// label?.archiveObjectID // "Lbl-01-aBc"
    /// ```
    public internal(set) var archiveObjectID: String?
    /// Where the archive writes the object, or nil for an object made in code.
    public internal(set) var archiveLocation: SourceLocation?

    /// Creates an object with its default values (plain initialization).
    public required init() {}

    /// Creates an object from an archive (coder initialization).
    ///
    /// The default implementation sets every property the archive gives the
    /// object through the key-value setter. Override it to decode values
    /// yourself with the coder's typed methods; call `super.init(coder:)`.
    public required init(coder: NibCoder) throws {
        try coder.decodeProperties(into: self)
    }

    /// The keys a class binds for itself and all its subclasses, before the
    /// ones a class declares as ``NibKeyValueCoding``: NibKit's own classes
    /// bind theirs here (a view's frame, an application's delegate, a view
    /// controller's view), so a subclass stays free to declare its own
    /// `keyBindings`. An override returns `super.builtInKeyBindings` plus its own.
    open class var builtInKeyBindings: [KeyBinding] { [] }

    /// The actions a class performs for itself and all its subclasses, before
    /// the ones a class declares as ``NibActionPerforming``: NibKit's own
    /// classes declare theirs here (a window's `performClose:`), so a subclass
    /// stays free to declare its own `actionBindings`. An override returns
    /// `super.builtInActionBindings` plus its own.
    open class var builtInActionBindings: [ActionBinding] { [] }

    /// Whether `init(coder:)` decodes keys the class declares no binding for,
    /// as an `NSCoding` class decodes keys it declares nowhere: the template
    /// then keeps every key the archive gives such a class (a class that says
    /// nothing gets only the keys it binds, which keeps templates small), and
    /// strict reading reports the undeclared ones as warnings instead of
    /// errors, so a lint still tells which keys no binding reads.
    ///
    /// ```swift
    /// override class var decodesUndeclaredKeys: Bool { true }
    /// required init(coder: NibCoder) throws {
    ///     note = try coder.decode(String.self, forKey: "note") ?? ""
    ///     try super.init(coder: coder)
    /// }
    /// ```
    open class var decodesUndeclaredKeys: Bool { false }

    /// Whether instances accept every key (through `setValue(_:forUndefinedKey:)`).
    ///
    /// Such a class may still refuse a key or a value: it says so in
    /// ``NibObject/validateValue(_:forUndefinedKey:)``, which a load asks about every
    /// connection and runtime attribute before it makes the first.
    open class var acceptsAnyKey: Bool { false }

    /// Whether instances perform every action (through `perform(_:sender:)`).
    open class var performsAnyAction: Bool { false }

    /// The class name used in messages: the Swift class name by default.
    ///
    /// The runtime's name of the type, as `String(describing:)` prints it,
    /// read without the printing machinery's casts (a few hundred
    /// instructions rather than thousands, for reports that name every
    /// view); a private type's name, which the runtime writes with its
    /// context, is left to `String(describing:)`.
    open var nibClassName: String {
        let name = _typeName(type(of: self), qualified: false)
        return name.hasPrefix("(") ? String(describing: type(of: self)) : name
    }

    /// The object as UIKit and AppKit print theirs, without the address:
    /// its class name and its ``descriptionFields``, as in
    /// `<UIButton: frame = (20 180; 130 44); title = "Log In">`, or
    /// `<NSObject>` when there are none.
    public var description: String {
        let fields = descriptionFields
        guard !fields.isEmpty else { return "<\(nibClassName)>" }
        return "<\(nibClassName): " + fields.map { "\($0.name) = \($0.value)" }.joined(separator: "; ") + ">"
    }

    /// What ``description`` shows after the class name, most telling first:
    /// none by default; a view adds its frame. An override returns
    /// `super.descriptionFields` plus its own, each value written as UIKit
    /// writes it (``ObjectDescription`` formats numbers, rectangles and text).
    open var descriptionFields: [(name: String, value: String)] { [] }

    // MARK: Key-value coding

    /// Sets a property by key, notifying observers before and after.
    ///
    /// Throws ``KeyValueCodingError`` when the class has no such key or the
    /// value does not fit the property; nothing changes and nobody is notified.
    public final func setValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) {
        try setValue(value, forKey: key, bindings: ClassBindings(type(of: self)))
    }

    /// Checks that `setValue(_:forKey:)` would accept this value, changing nothing.
    public final func validateValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) {
        try validateValue(value, forKey: key, bindings: ClassBindings(type(of: self)))
    }

    /// Reads a property by key.
    public final func value(forKey key: String) throws(KeyValueCodingError) -> Any? {
        if let binding = ClassBindings.keyBindings(of: type(of: self)).last(where: { $0.key == key }) {
            return binding.read(self)
        }
        return try value(forUndefinedKey: key)
    }

    /// Sets a value along a dotted key path such as `"layer.cornerRadius"`:
    /// every key but the last is read, and the last is set on the object found.
    public final func setValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueCodingError) {
        let (target, key) = try resolveKeyPath(keyPath)
        try target.setValue(value, forKey: key)
    }

    /// Checks that `setValue(_:forKeyPath:)` would accept this value, reading
    /// the intermediate keys and changing nothing.
    public final func validateValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueCodingError) {
        let (target, key) = try resolveKeyPath(keyPath)
        try target.validateValue(value, forKey: key)
    }

    /// The object that holds the last key of `keyPath`, and that key.
    func resolveKeyPath(_ keyPath: String) throws(KeyValueCodingError) -> (object: NibObject, key: String) {
        try resolveKeyPath(keyPath) { (object, key) throws(KeyValueCodingError) in try object.value(forKey: key) }
    }

    /// The object that holds the last key of `keyPath`, and that key, each
    /// key but the last read with `read`: the object's own value, or what a
    /// caller planning several changes knows the key will hold by then. An
    /// object that accepts any key takes the rest of the path as one key.
    func resolveKeyPath(
        _ keyPath: String, reading read: (NibObject, String) throws(KeyValueCodingError) -> Any?
    ) throws(KeyValueCodingError) -> (object: NibObject, key: String) {
        var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        var target: NibObject = self
        while keys.count > 1 {
            let key = keys.removeFirst()
            if let next = try read(target, key) as? NibObject {
                target = next
            } else if type(of: target).acceptsAnyKey {
                return (target, ([key] + keys).joined(separator: "."))
            } else {
                throw KeyValueCodingError(.undefinedKey, className: target.nibClassName, key: key)
            }
        }
        return (target, keys.first ?? keyPath)
    }

    /// Called for a key with no binding. Throws an undefined-key error unless
    /// a subclass overrides it to accept the key.
    ///
    /// A class that accepts any key (``acceptsAnyKey``) and refuses some keys
    /// or values here must refuse the same in
    /// ``NibObject/validateValue(_:forUndefinedKey:)``: a load checks every connection
    /// and runtime attribute with it before making the first, so that a
    /// refusal changes nothing. A refusal here of what the validation
    /// accepted still fails the load with a located error, but only once the
    /// connections before it are made.
    open func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
    }

    /// Checks, changing nothing, that `setValue(_:forUndefinedKey:)` would
    /// accept this value for a key the class binds no property for: the
    /// check phase 3 of a load makes of every outlet, outlet collection,
    /// binding and runtime attribute before it makes the first.
    ///
    /// The default accepts every key and value when the class accepts any
    /// key (``acceptsAnyKey``), and throws an undefined-key error otherwise.
    /// A class whose `setValue(_:forUndefinedKey:)` refuses some keys or
    /// values overrides both, with the same rule, and lets the rule depend
    /// only on the key, the value and state no load changes:
    ///
    /// ```swift
    /// override func validateValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
    ///     guard value is String else {
    ///         throw KeyValueCodingError(.typeMismatch(expected: "String", actual: "another value"), className: nibClassName, key: key)
    ///     }
    /// }
    /// override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
    ///     try validateValue(value, forUndefinedKey: key)
    ///     notes[key] = value as? String
    /// }
    /// ```
    open func validateValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        guard type(of: self).acceptsAnyKey else {
            throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
        }
    }

    /// Called to read a key with no binding. Throws an undefined-key error
    /// unless a subclass overrides it.
    open func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
        throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
    }

    func validateValue(_ value: Any?, forKey key: String, bindings: ClassBindings)
        throws(KeyValueCodingError)
    {
        try validateValue(
            value, forKey: key, binding: bindings.keys[key]?.accessors, acceptsAnyKey: bindings.acceptsAnyKey)
    }

    func validateValue(_ value: Any?, forKey key: String, binding: KeyBinding.Accessors?, acceptsAnyKey: Bool)
        throws(KeyValueCodingError)
    {
        if let binding {
            guard binding.accepts(self, value) else {
                throw KeyValueCodingError(
                    .typeMismatch(expected: binding.typeName, actual: describeKind(of: value)),
                    className: nibClassName, key: key)
            }
        } else if acceptsAnyKey {
            try validateValue(value, forUndefinedKey: key)
        } else {
            throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
        }
    }

    func setValue(_ value: Any?, forKey key: String, bindings: ClassBindings)
        throws(KeyValueCodingError)
    {
        try setValue(value, forKey: key, binding: bindings.keys[key]?.accessors, acceptsAnyKey: bindings.acceptsAnyKey)
    }

    /// Sets a value through the accessors of a binding already looked up in
    /// this object's class (nil: the class has none for `key`).
    func setValue(_ value: Any?, forKey key: String, binding: KeyBinding.Accessors?, acceptsAnyKey: Bool)
        throws(KeyValueCodingError)
    {
        guard observers.contains(where: { $0.key == key }) else {
            // Nobody listens: convert and set in one step.
            if let binding {
                guard binding.write(self, value) else {
                    throw KeyValueCodingError(
                        .typeMismatch(expected: binding.typeName, actual: describeKind(of: value)),
                        className: nibClassName, key: key)
                }
            } else if acceptsAnyKey {
                try setValue(value, forUndefinedKey: key)
            } else {
                throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
            }
            return
        }
        try validateValue(value, forKey: key, binding: binding, acceptsAnyKey: acceptsAnyKey)
        let oldValue: Any? = (try? readValue(forKey: key, binding: binding)) ?? nil
        notify(KeyValueChange(kind: .willChange, key: key, oldValue: oldValue, newValue: nil))
        if let binding {
            _ = binding.write(self, value)
        } else {
            try setValue(value, forUndefinedKey: key)
        }
        notify(KeyValueChange(kind: .didChange, key: key, oldValue: oldValue, newValue: value))
    }

    private func readValue(forKey key: String, binding: KeyBinding.Accessors?) throws(KeyValueCodingError) -> Any? {
        if let binding { return binding.read(self) }
        return try value(forUndefinedKey: key)
    }

    // MARK: Key-value observing

    /// Registers a handler called before and after every change of `key`
    /// made through the key-value setter, as KVO's `willChange` and
    /// `didChange` are.
    ///
    /// The observation lasts until the returned token is invalidated or released.
    ///
    /// ```swift
    /// let token = controller.observe("nameField") { change in print(change.kind) }
    /// ```
    public final func observe(_ key: String, _ handler: @escaping (KeyValueChange) -> Void)
        -> KeyValueObservation
    {
        nextObserverID += 1
        observers.append((nextObserverID, key, handler))
        return KeyValueObservation(object: self, id: nextObserverID)
    }

    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    private func notify(_ change: KeyValueChange) {
        for observer in observers where observer.key == change.key {
            observer.handler(change)
        }
    }

    // MARK: Actions

    /// Whether this object performs `action`.
    public final func responds(to action: Selector) -> Bool {
        ClassBindings(type(of: self)).performs(action)
    }

    /// Performs `action` with `sender`, returning whether the object performed it.
    @discardableResult
    public final func perform(_ action: Selector, sender: Any?) -> Bool {
        perform(action, sender: sender, event: nil)
    }

    /// Performs `action` with `sender` and the event that sent it, returning
    /// whether the object performed it; an action method that takes no event
    /// gets only the sender.
    ///
    /// The default looks the selector up in the class's `actionBindings`;
    /// objects that perform any action override it. A main-actor action runs
    /// only when it is sent on the main thread.
    @discardableResult
    open func perform(_ action: Selector, sender: Any?, event: Any?) -> Bool {
        guard let binding = ClassBindings.actionBindings(of: type(of: self)).last(where: { $0.selector == action })
        else {
            return false
        }
        return binding.perform(self, sender, event)
    }
}

/// One change reported to a key-value observer.
public struct KeyValueChange {
    /// Whether the change is about to happen or has happened.
    public enum Kind: Hashable, Sendable {
        /// Sent before the value changes (KVO's prior notification).
        case willChange
        /// Sent after the value changed.
        case didChange
    }

    /// Before or after.
    public var kind: Kind
    /// The key that changes.
    public var key: String
    /// The value before the change.
    public var oldValue: Any?
    /// The value after the change; nil in a `willChange` notification.
    public var newValue: Any?
}

/// A registered key-value observer; the observation ends when this token is
/// invalidated or released.
public final class KeyValueObservation {
    private weak var object: NibObject?
    private let id: Int

    init(object: NibObject, id: Int) {
        self.object = object
        self.id = id
    }

    /// Ends the observation.
    public func invalidate() {
        object?.removeObserver(id: id)
        object = nil
    }

    deinit { invalidate() }
}
