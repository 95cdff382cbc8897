import Foundation

/// A property-list value as a `Sendable` Swift value: what an Info.plist holds.
///
/// NibKit's bounded property-list reader reads the file (XML, binary or
/// OpenStep); this type keeps the result safe to share between threads.
///
/// ```swift
/// if case .string(let identifier) = info["CFBundleIdentifier"] { print(identifier) }
/// ```
public indirect enum PropertyListValue: Hashable, Sendable {
    /// A string: `<string>` in an XML property list.
    case string(String)
    /// An integer: `<integer>`.
    case integer(Int)
    /// A floating-point number: `<real>`.
    case real(Double)
    /// A boolean: `<true/>` or `<false/>`.
    case bool(Bool)
    /// A point in time: `<date>`.
    case date(Date)
    /// Bytes: `<data>`, Base64 in XML.
    case data(Data)
    /// An ordered list of values: `<array>`.
    case array([PropertyListValue])
    /// Values by string key: `<dict>`.
    case dictionary([String: PropertyListValue])

    /// Converts what `PropertyListSerialization` returns.
    package init?(_ object: Any) {
        switch object {
        case let string as String: self = .string(string)
        // Foundation on Linux reads <true/> as a Swift Bool and numbers as NSNumber;
        // test the exact type, since an NSNumber 1 would also cast to Bool.
        case let bool as Bool where type(of: object) == Bool.self: self = .bool(bool)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            self = type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number.intValue)
        case let integer as Int: self = .integer(integer)
        case let real as Double: self = .real(real)
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let array as [Any]:
            var items: [PropertyListValue] = []
            for item in array {
                guard let value = PropertyListValue(item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        case let dictionary as [String: Any]:
            var entries: [String: PropertyListValue] = [:]
            for (key, item) in dictionary {
                guard let value = PropertyListValue(item) else { return nil }
                entries[key] = value
            }
            self = .dictionary(entries)
        default:
            return nil
        }
    }

    /// The value's kind, as a noun for messages.
    package var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// The string, when this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is one (or the strings `YES`/`true`/`NO`/`false`).
    public var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .integer(let value): return value != 0
        case .string(let value):
            switch value.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// The array, when this is one.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary, when this is one.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array (or a single string as a one-item array).
    public var strings: [String]? {
        if case .string(let value) = self { return [value] }
        return array?.compactMap(\.string)
    }
}
