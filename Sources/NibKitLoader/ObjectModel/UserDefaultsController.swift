import Foundation
import NibKitCore

/// Interface Builder's Shared User Defaults Controller (`NSUserDefaultsController`):
/// its `values` stand for the keys of a ``DefaultsStore``, so controls bind
/// to key paths such as `values.volume`.
///
/// NibKit creates one for the class name `NSUserDefaultsController` unless the
/// registry registers that name itself. Archived controllers use the store of
/// the load's ``InstantiationOptions/defaultsStore``, reached through
/// ``NibCoder/defaultsStore``; one made with `init()` keeps its own store in
/// memory.
///
/// Setting `values.key` writes the store and notifies what observes the key,
/// so the controls bound to it follow; a value set on the store by other
/// means is seen the next time a binding reads it.
///
/// ```swift
/// try defaults.setValue(0.8, forKeyPath: "values.volume")
/// slider.value  // 0.8, through its binding
/// ```
open class UserDefaultsController: NibObject {
    /// The store the controller's values read and write.
    public private(set) var store: any DefaultsStore
    /// Whether the archive marks the controller as the application's shared
    /// one (Interface Builder always does).
    public var representsSharedInstance = false
    /// The object whose keys are the store's keys.
    public let values: Values

    /// Creates a controller with its own store in memory.
    public required init() {
        store = InMemoryDefaultsStore()
        values = Values()
        super.init()
        values.controller = self
    }

    /// Creates a controller of an archive, backed by the load's defaults store.
    public required init(coder: NibCoder) throws {
        store = coder.defaultsStore
        values = Values()
        try super.init(coder: coder)
        values.controller = self
    }

    /// Creates a controller backed by `store`.
    public convenience init(store: any DefaultsStore) {
        self.init()
        self.store = store
    }

    /// `NSUserDefaultsController`, the AppKit class this one is, in
    /// descriptions and diagnostics; a subclass is named by its own name.
    open override var nibClassName: String {
        type(of: self) == UserDefaultsController.self ? "NSUserDefaultsController" : super.nibClassName
    }

    /// `representsSharedInstance = YES` for the shared controller Interface
    /// Builder writes: `<NSUserDefaultsController: representsSharedInstance = YES>`.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + (representsSharedInstance ? [("representsSharedInstance", "YES")] : [])
    }

    /// `representsSharedInstance`, and `values`, which a binding's key path
    /// starts with (`values.volume`); `values` is read-only, as AppKit's.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("representsSharedInstance", \UserDefaultsController.representsSharedInstance),
            // Read-only, as AppKit's: the proxy is the controller's own, and setting it changes nothing.
            KeyBinding("values", \UserDefaultsController.values) { _, _ in },
        ]
    }

    /// The keys of a controller's store as key-value coding keys: reading
    /// one reads the store, setting one writes it (a property-list value, or
    /// nil to remove it) and notifies the key's observers.
    public final class Values: NibObject {
        fileprivate weak var controller: UserDefaultsController?

        /// True: every key is a key of the store.
        public override class var acceptsAnyKey: Bool { true }
        /// `NSUserDefaultsController.values`, as diagnostics name the proxy.
        public override var nibClassName: String { "NSUserDefaultsController.values" }

        /// The store's value for `key` as a plain value, or nil when it has
        /// none or the controller is gone.
        public override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
            controller?.store.value(forKey: key)?.plainValue
        }

        /// Writes `value` to the store under `key`, or removes the key when
        /// `value` is nil; throws when the store cannot hold the value.
        public override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
            guard let value else {
                controller?.store.setValue(nil, forKey: key)
                return
            }
            controller?.store.setValue(try storable(value, forKey: key), forKey: key)
        }

        /// Refuses what the store cannot hold, as the setter does.
        public override func validateValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
            if let value { _ = try storable(value, forKey: key) }
        }

        private func storable(_ value: Any, forKey key: String) throws(KeyValueCodingError) -> PropertyListValue {
            guard let stored = PropertyListValue(value) else {
                throw KeyValueCodingError(
                    .typeMismatch(expected: "a property-list value", actual: describeKind(of: value)),
                    className: nibClassName, key: key)
            }
            return stored
        }
    }
}

extension PropertyListValue {
    /// The value as key-value coding hands it out: `String`, `Int`, `Double`,
    /// `Bool`, `Date`, `Data`, arrays and dictionaries of them.
    var plainValue: Any {
        switch self {
        case .string(let value): return value
        case .integer(let value): return value
        case .real(let value): return value
        case .bool(let value): return value
        case .date(let value): return value
        case .data(let value): return value
        case .array(let items): return items.map(\.plainValue)
        case .dictionary(let entries): return entries.mapValues(\.plainValue)
        }
    }
}
