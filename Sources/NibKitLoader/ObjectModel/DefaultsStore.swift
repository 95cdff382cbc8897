import NibKitCore

/// Where a user defaults controller keeps its values: NibKit's counterpart
/// of `UserDefaults`, supplied by the host through
/// ``InstantiationOptions/defaultsStore``.
///
/// A store is shared between threads (the options that carry it are), so it
/// must be safe to use from any of them. Values are property-list values, as
/// `UserDefaults` holds.
///
/// Any lock will do; NibKit's own stores use `NSLock`, which ThreadSanitizer
/// sees on Linux, where it does not see the Synchronization module's `Mutex`.
///
/// ```swift
/// final class FileDefaults: DefaultsStore {
///     private let values = Mutex<[String: PropertyListValue]>([:])
///     func value(forKey key: String) -> PropertyListValue? { values.withLock { $0[key] } }
///     func setValue(_ value: PropertyListValue?, forKey key: String) {
///         values.withLock { $0[key] = value }
///         // ...and write the file.
///     }
/// }
/// ```
public protocol DefaultsStore: AnyObject, Sendable {
    /// The value stored for `key`, or nil.
    func value(forKey key: String) -> PropertyListValue?
    /// Stores `value` for `key`; nil removes it.
    func setValue(_ value: PropertyListValue?, forKey key: String)
}

/// A defaults store in memory: the default of ``InstantiationOptions/defaultsStore``,
/// shared by every instantiation given the same options.
///
/// ```swift
/// let defaults = InMemoryDefaultsStore(["volume": .real(0.5)])
/// var options = InstantiationOptions()
/// options.defaultsStore = defaults
/// ```
public final class InMemoryDefaultsStore: DefaultsStore {
    private let values: Locked<[String: PropertyListValue]>

    /// Creates a store holding `values`.
    public init(_ values: [String: PropertyListValue] = [:]) {
        self.values = Locked(values)
    }

    /// The value stored for `key`, or nil; safe from any thread.
    public func value(forKey key: String) -> PropertyListValue? {
        values.withLock { $0[key] }
    }

    /// Stores `value` for `key`, or removes the key when `value` is nil; safe
    /// from any thread.
    public func setValue(_ value: PropertyListValue?, forKey key: String) {
        values.withLock { $0[key] = value }
    }

    /// Every value stored, by key.
    public var dictionaryRepresentation: [String: PropertyListValue] {
        values.withLock { $0 }
    }
}
