import NibKitCore

/// The error the key-value setter throws: an undefined key or a value the
/// property cannot hold.
///
/// Its description reads like Foundation's exception, so people who know
/// UIKit recognise it:
///
/// ```swift
/// try controller.setValue(button, forKey: "okBtn")
/// // LoginController is not key value coding-compliant for the key 'okBtn'
/// ```
public struct KeyValueCodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The class has no property with this key.
        case undefinedKey
        /// The property exists but cannot hold a value of the given kind.
        case typeMismatch(expected: String, actual: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The class of the object that refused the value.
    public var className: String
    /// The key it refused.
    public var key: String

    /// Creates an error.
    public init(_ reason: Reason, className: String, key: String) {
        self.reason = reason
        self.className = className
        self.key = key
    }

    /// The problem as one line naming the class and the key, in the words a
    /// load's diagnostic uses for it.
    public var description: String {
        switch reason {
        case .undefinedKey:
            return Diagnostic.Message.undefinedKey(className, key: key).text
        case .typeMismatch(let expected, let actual):
            return Diagnostic.Message.typeMismatch(className, key: key, value: actual, propertyType: expected).text
        }
    }
}
