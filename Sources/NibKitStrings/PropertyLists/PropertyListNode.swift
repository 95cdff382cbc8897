import Foundation
import NibKitCore

/// One value of a property list read from text, with the place it is written.
///
/// The OpenStep parser (`.strings` files and old-style property lists) and the
/// XML property-list reader both produce these, so the linter and
/// ``StringsTable`` can point at the key or value a problem concerns, which
/// Foundation's `PropertyListSerialization` cannot.
package struct PropertyListNode {
    /// The kinds of value a property list holds.
    package indirect enum Kind {
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
    package struct Entry {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: PropertyListNode
        package var comment: String?
    }

    package var kind: Kind
    package var location: SourceLocation

    /// The value's kind, as a noun for messages.
    package var kindName: String {
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
    package var string: String? {
        if case .string(let string) = kind { return string }
        return nil
    }
}
