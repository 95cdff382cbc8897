import NibKit

/// A JSON value whose objects keep their keys in the order they were written,
/// so `nibtool`'s JSON output is stable from run to run and easy to read.
///
/// ```swift
/// let value: JSONValue = .object([("id", .string("form")), ("class", .null)])
/// print(value.rendered()) // {"id": "form", "class": null}
/// ```
indirect enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// The value as JSON text. Containers holding only scalars stay on one
    /// line; others put each member on its own indented line.
    func rendered(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .integer(let integer): return String(integer)
        // JSON has no infinities or NaN; an archive cannot hold them either, but
        // the output must stay valid JSON whatever the value.
        case .real(let real): return real.isFinite ? NumberFormatting.string(real) : "null"
        case .string(let string): return Self.quoted(string)
        case .array(let items):
            return Self.container(items.map { (nil, $0) }, open: "[", close: "]", indent: indent)
        case .object(let members):
            return Self.container(members.map { ($0.key, $0.value) }, open: "{", close: "}", indent: indent)
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    private static func container(
        _ members: [(key: String?, value: JSONValue)], open: String, close: String, indent: String
    ) -> String {
        func member(_ entry: (key: String?, value: JSONValue), indent: String) -> String {
            let value = entry.value.rendered(indent: indent)
            return entry.key.map { "\(quoted($0)): \(value)" } ?? value
        }
        if !members.contains(where: { $0.value.isContainer }) {
            return open + members.map { member($0, indent: indent) }.joined(separator: ", ") + close
        }
        let inner = indent + "  "
        let lines = members.map { inner + member($0, indent: inner) }
        return "\(open)\n\(lines.joined(separator: ",\n"))\n\(indent)\(close)"
    }

    /// `string` as a JSON string literal.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            // Every other control character, and the separators and bidirectional
            // overrides DisplayText escapes, so JSON on a terminal is as safe as text.
            case _ where DisplayText.isEscaped(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Numbers as people write them: `320` rather than `320.0`, `1.8` as `1.8`.
enum NumberFormatting {
    /// The shortest text for `value`, without a trailing `.0` when it is whole.
    static func string(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
