import Foundation
import NibKitCore

/// One value of a property list read from text, with the place it is written.
///
/// The OpenStep parser (`.strings` files and old-style property lists) and the
/// XML property-list reader both produce these, so the linter and
/// ``StringsTable`` can point at the key or value a problem concerns, which
/// Foundation's `PropertyListSerialization` cannot.
struct PropertyListNode {
    /// The kinds of value a property list holds.
    indirect enum Kind {
        case string(String)
        case array([PropertyListNode])
        case dictionary([Entry])
        case data(Data)
        case integer(String)
        case real(Double)
        case bool(Bool)
        case date(String)
    }

    /// A key and its value in a dictionary, with the comment written directly
    /// above the key in OpenStep text.
    struct Entry {
        var key: String
        var keyLocation: SourceLocation
        var value: PropertyListNode
        var comment: String?
    }

    var kind: Kind
    var location: SourceLocation

    /// The value's kind, as a noun for messages.
    var kindName: String {
        switch kind {
        case .string: "a string"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .data: "data"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        }
    }

    /// The text of a string value.
    var string: String? {
        if case .string(let string) = kind { return string }
        return nil
    }
}
