import Foundation
import NibKitCore
import NibKitReader

/// Reads a property list in any of its three formats, within bounds: the one
/// way NibKit reads one, be it an Info.plist, a compiled `.strings` table, a
/// `.stringsdict` or a file `nibtool lint` checks.
///
/// XML goes through NibKit's XML reader (no DTD, no entity, at most 256
/// levels) and OpenStep text through the `.strings` parser (at most 512
/// levels), both of which locate every problem. A binary property list has no
/// lines; ``BinaryPropertyListGraph`` checks its tables and what it expands
/// to, and reads it.
///
/// ```swift
/// let (value, diagnostics) = PropertyListReader.read(data, path: "Info.plist")
/// ```
package enum PropertyListReader {
    /// The value of the property list in `data`, or nil when it cannot be
    /// read, with the problems found; `path` names it in diagnostics.
    package static func read(_ data: Data, path: String) -> (value: PropertyListValue?, diagnostics: [Diagnostic]) {
        if PropertyListLinter.sniff(data) == .binary {
            do {
                return (try readBinary(data, path: path), [])
            } catch {
                return (nil, error.diagnostics)
            }
        }
        let (root, located) = readLocated(data, path: path)
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: located)
        guard let root, !diagnostics.hasErrors else { return (nil, diagnostics.diagnostics) }
        var converter = Converter()
        let value = converter.value(of: root)
        diagnostics.append(contentsOf: converter.diagnostics)
        return diagnostics.hasErrors ? (nil, diagnostics.diagnostics) : (value, diagnostics.diagnostics)
    }

    /// The property list in `data` as located values, for a reader that
    /// points at the key or value a problem concerns (a `.stringsdict`);
    /// nil when it cannot be read, with the problems found, sorted.
    ///
    /// Text keeps each value's line and column. A binary list keeps none:
    /// its values, read within the same bounds, all stand at 1:1, and its
    /// dictionaries' keys are in sorted order.
    package static func readLocated(_ data: Data, path: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic])
    {
        let start = SourceLocation.start(of: path)
        guard !data.isEmpty else {
            return (nil, [Diagnostic(.error, .emptyPropertyList, at: start)])
        }
        switch PropertyListLinter.sniff(data) {
        case .binary:
            do {
                return (node(of: try readBinary(data, path: path), at: start), [])
            } catch {
                return (nil, error.diagnostics)
            }
        case .xml:
            let (root, diagnostics) = XMLPropertyListReader.read(data, path: path)
            return (root, Diagnostic.sorted(diagnostics))
        case .openStep:
            let source = StringsSource(data: data, path: path)
            let parsed = StringsParser.parsePropertyList(source)
            return (parsed.root, Diagnostic.sorted(source.diagnostics + parsed.diagnostics))
        }
    }

    /// A binary list's value as located values, all at `location`. The
    /// recursion is as deep as the value, which the binary reader bounds.
    private static func node(of value: PropertyListValue, at location: SourceLocation) -> PropertyListNode {
        let kind: PropertyListNode.Kind
        switch value {
        case .string(let string): kind = .string(string)
        case .integer(let integer): kind = .integer(String(integer))
        case .real(let real): kind = .real(real)
        case .bool(let bool): kind = .bool(bool)
        case .date(let date): kind = .date(ISO8601DateFormatter().string(from: date))
        case .data(let data): kind = .data(data)
        case .array(let items): kind = .array(items.map { node(of: $0, at: location) })
        case .dictionary(let entries):
            kind = .dictionary(
                entries.keys.sorted().compactMap { key in
                    entries[key].map {
                        PropertyListNode.Entry(
                            key: key, keyLocation: location, value: node(of: $0, at: location), comment: nil)
                    }
                })
        }
        return PropertyListNode(kind: kind, location: location)
    }

    /// The value of a binary property list, read by ``BinaryPropertyListGraph``.
    ///
    /// Foundation's reader is not used: on Linux it copies an object at every
    /// reference to it (a few hundred bytes can expand past memory), reads
    /// nesting by recursion, crashes on some sets, and bridges every level of
    /// the result again when it is cast to Swift types. NibKit reads each
    /// object once, within bounds, and shares what the file shares.
    ///
    /// - Throws: ``NibError`` with code `invalidPropertyList` and the problem, at 1:1.
    static func readBinary(_ data: Data, path: String) throws(NibError) -> PropertyListValue {
        do {
            return try BinaryPropertyListGraph.read(Array(data))
        } catch {
            throw NibError(.invalidPropertyList, Diagnostic(.error, error.message, at: SourceLocation.start(of: path)))
        }
    }

    /// Located values to `PropertyListValue`s. The readers have checked the
    /// text of integers and dates; what is left is their value.
    private struct Converter {
        var diagnostics = DiagnosticCollector()

        mutating func value(of node: PropertyListNode) -> PropertyListValue {
            switch node.kind {
            case .string(let string): return .string(string)
            case .data(let data): return .data(data)
            case .real(let real): return .real(real)
            case .bool(let bool): return .bool(bool)
            case .integer(let text): return .integer(Self.integer(text))
            case .date(let text):
                guard let date = ISO8601DateFormatter().date(from: text) else {
                    diagnostics.error("'\(text)' is not a date in the calendar", at: node.location)
                    return .string(text)
                }
                return .date(date)
            case .array(let items):
                return .array(items.map { value(of: $0) })
            case .dictionary(let entries):
                var values: [String: PropertyListValue] = [:]
                for entry in entries { values[entry.key] = value(of: entry.value) }
                return .dictionary(values)
            }
        }

        /// The checked text of an `<integer>`, read as Foundation reads it:
        /// beyond `Int.max` (up to `UInt64.max`) its bits wrap around, as
        /// `NSNumber.intValue` gives them.
        static func integer(_ text: String) -> Int {
            var digits = Substring(text)
            let negative = digits.first == "-"
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            let hexadecimal = digits.hasPrefix("0x") || digits.hasPrefix("0X")
            if hexadecimal { digits = digits.dropFirst(2) }
            let magnitude = Int(truncatingIfNeeded: UInt64(digits, radix: hexadecimal ? 16 : 10) ?? 0)
            return negative ? 0 &- magnitude : magnitude
        }
    }
}
