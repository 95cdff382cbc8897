import NibKitCore

/// The error a Cocoa binding call throws: a key the objects do not have, a
/// value the bound property cannot hold, a value transformer NibKit does not
/// provide, or an edit that cannot be written back.
///
/// ```swift
/// do {
///     try checkbox.bind("value", to: defaults, withKeyPath: "values.sound",
///                       options: [.valueTransformerName: "NSUnarchiveFromData"])
/// } catch {
///     print(error)  // the binding 'value' uses the value transformer 'NSUnarchiveFromData', ...
/// }
/// ```
public struct BindingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// Reading the observed key path or setting the bound property failed.
        case keyValueCoding(KeyValueCodingError)
        /// The value transformer option names a transformer NibKit does not provide.
        case unknownValueTransformer(String)
        /// The value transformer, by name, cannot turn an edited value back into the observed one.
        case notReversible(String)
        /// Nothing is bound under the name, or the observed object is gone.
        case notBound
    }

    /// What went wrong.
    public var reason: Reason
    /// The binding's name: the bound property, such as `value`.
    public var binding: String

    /// Creates an error.
    public init(_ reason: Reason, binding: String) {
        self.reason = reason
        self.binding = binding
    }

    /// The problem as one line naming the binding, as a load reports it.
    public var description: String {
        switch reason {
        case .keyValueCoding(let error):
            return error.description
        case .unknownValueTransformer(let name):
            return StandardValueTransformer.problem(withName: name, binding: binding)
                ?? "the binding '\(binding)' uses the value transformer '\(name)'"
        case .notReversible(let transformer):
            return
                "the binding '\(binding)' cannot write an edit back through the value transformer '\(transformer)', which is not reversible"
        case .notBound:
            return "nothing is bound as '\(binding)', or the object it observed is gone"
        }
    }
}
