import Foundation
import NibKitCore
import NibKitReader

/// Reads an XML property list into located values with NibKit's XML reader,
/// checking its structure as Foundation does, but placing every problem and
/// collecting all of them.
///
/// Foundation names a line at most, often a later one than the problem's
/// ("Found non-key inside <dict> at line 7" for a `<key>` without a value on
/// line 5), stops at the first problem, and accepts silently some it cannot
/// read (`<data>` that is not base64 becomes whatever bytes it can decode).
/// This reader gives the element's line and column and reports them all.
enum XMLPropertyListReader {
    /// The root value, or nil when the XML cannot be read, and the problems.
    static func read(_ data: Data, path: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        do {
            return try XMLReader.parse(data, path: path, allowsDocumentType: true) { tree in
                var reader = Walker(tree: tree)
                let root = tree.root
                let node: PropertyListNode?
                if tree.name(of: root) == "plist" {
                    reader.checkNoText(in: root)
                    let values = Array(tree.children(of: root))
                    if values.isEmpty {
                        reader.error("the <plist> element is empty; it holds one value", at: root)
                        node = nil
                    } else {
                        for extra in values.dropFirst() {
                            reader.error(
                                "a <plist> holds exactly one value; this <\(tree.name(of: extra))> is a second one",
                                at: extra)
                        }
                        node = reader.value(values[0])
                    }
                } else {
                    // Foundation reads a value without the <plist> wrapper too.
                    node = reader.value(root)
                }
                return (node, reader.diagnostics.diagnostics)
            }
        } catch {
            return (nil, [error.diagnostic])
        }
    }

    /// The structural checks, one element at a time.
    private struct Walker {
        static let valueElements: Set<String> = [
            "dict", "array", "string", "integer", "real", "true", "false", "date", "data",
        ]

        let tree: XMLTree
        var lines: SourceLines
        var diagnostics = DiagnosticCollector()

        init(tree: XMLTree) {
            self.tree = tree
            lines = SourceLines(tree)
        }

        mutating func location(_ element: XMLTree.Element) -> SourceLocation {
            lines.location(of: element, in: tree)
        }

        mutating func error(_ message: Diagnostic.Message, at element: XMLTree.Element) {
            diagnostics.error(message, at: location(element))
        }

        mutating func warning(_ message: Diagnostic.Message, at element: XMLTree.Element) {
            diagnostics.warning(message, at: location(element))
        }

        /// Containers hold elements and whitespace only.
        mutating func checkNoText(in element: XMLTree.Element) {
            let text = tree.text(of: element).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            let excerpt = text.count > 20 ? String(text.prefix(20)) + "…" : text
            error("unexpected text '\(excerpt)' in <\(tree.name(of: element))>; it holds elements only", at: element)
        }

        /// Leaf values hold text only.
        mutating func checkNoChildren(of element: XMLTree.Element) {
            if let child = tree.firstChild(of: element) {
                error("<\(tree.name(of: element))> holds text only, but contains <\(tree.name(of: child))>", at: child)
            }
        }

        mutating func value(_ element: XMLTree.Element) -> PropertyListNode? {
            let location = location(element)
            switch tree.name(of: element) {
            case "dict":
                return PropertyListNode(kind: .dictionary(dictionary(element)), location: location)
            case "array":
                checkNoText(in: element)
                return PropertyListNode(
                    kind: .array(
                        tree.children(of: element).compactMap { item in
                            if tree.name(of: item) == "key" {
                                warning("a <key> outside a <dict> reads as a string; write <string>", at: item)
                            }
                            return value(item)
                        }), location: location)
            case "string", "key":
                checkNoChildren(of: element)
                return PropertyListNode(kind: .string(tree.text(of: element)), location: location)
            case "integer":
                checkNoChildren(of: element)
                guard checkInteger(element) else { return nil }
                return PropertyListNode(kind: .integer(tree.text(of: element)), location: location)
            case "real":
                checkNoChildren(of: element)
                guard let real = real(element) else { return nil }
                return PropertyListNode(kind: .real(real), location: location)
            case "true", "false":
                if !tree.textIsEmpty(element) || tree.hasChildren(element) {
                    error("<\(tree.name(of: element))/> must be empty", at: element)
                }
                return PropertyListNode(kind: .bool(tree.name(of: element) == "true"), location: location)
            case "date":
                checkNoChildren(of: element)
                guard Self.isDate(tree.text(of: element)) else {
                    error(
                        "'\(tree.text(of: element))' is not a date: <date> holds a UTC time written as 2024-05-01T12:00:00Z",
                        at: element)
                    return nil
                }
                return PropertyListNode(kind: .date(tree.text(of: element)), location: location)
            case "data":
                checkNoChildren(of: element)
                let compact = tree.text(of: element).filter { !$0.isWhitespace }
                guard compact.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }),
                    let decoded = Data(base64Encoded: compact)
                else {
                    error(
                        "the text of <data> is not base64; Foundation silently drops the characters it cannot decode",
                        at: element)
                    return nil
                }
                return PropertyListNode(kind: .data(decoded), location: location)
            default:
                error(
                    "unknown element <\(tree.name(of: element))> in a property list; a value is <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>",
                    at: element)
                return nil
            }
        }

        mutating func dictionary(_ element: XMLTree.Element) -> [PropertyListNode.Entry] {
            checkNoText(in: element)
            var entries: [PropertyListNode.Entry] = []
            var indexByKey: [String: Int] = [:]
            var pendingKey: XMLTree.Element?
            for child in tree.children(of: element) {
                if tree.name(of: child) == "key" {
                    if let key = pendingKey {
                        error(.keyWithoutValue(tree.text(of: key)), at: key)
                    }
                    checkNoChildren(of: child)
                    pendingKey = child
                    continue
                }
                guard let key = pendingKey else {
                    if Self.valueElements.contains(tree.name(of: child)) {
                        error("<\(tree.name(of: child))> in a <dict> must follow a <key>", at: child)
                    }
                    _ = value(child)
                    continue
                }
                pendingKey = nil
                guard let node = value(child) else { continue }
                let entry = PropertyListNode.Entry(
                    key: tree.text(of: key), keyLocation: location(key), value: node, comment: nil)
                if let index = indexByKey[tree.text(of: key)] {
                    let first = entries[index].keyLocation
                    diagnostics.warning(
                        .duplicateKey(tree.text(of: key), replacing: first, as: "Foundation"), at: location(key),
                        key: tree.text(of: key))
                    entries[index].value = node
                    entries[index].keyLocation = location(key)
                } else {
                    indexByKey[tree.text(of: key)] = entries.count
                    entries.append(entry)
                }
            }
            if let key = pendingKey {
                error(.keyWithoutValue(tree.text(of: key)), at: key)
            }
            return entries
        }

        /// Decimal digits or `0x` and hexadecimal digits, with an optional
        /// sign, no spaces, within 64 bits (up to UInt64.max), as Foundation.
        mutating func checkInteger(_ element: XMLTree.Element) -> Bool {
            let text = tree.text(of: element)
            guard !text.isEmpty else {
                error("empty <integer>", at: element)
                return false
            }
            var digits = Substring(text)
            let negative = digits.first == "-"
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            let hexadecimal = digits.hasPrefix("0x") || digits.hasPrefix("0X")
            if hexadecimal { digits = digits.dropFirst(2) }
            let valid =
                !digits.isEmpty
                && digits.allSatisfy { hexadecimal ? $0.isHexDigit : ("0"..."9").contains($0) }
            guard valid else {
                error(
                    "'\(text)' is not an integer: <integer> holds decimal digits, or 0x and hexadecimal digits, with an optional sign and no spaces",
                    at: element)
                return false
            }
            let magnitude = UInt64(digits, radix: hexadecimal ? 16 : 10)
            let fits = negative ? magnitude.map { $0 <= UInt64(Int64.max) + 1 } ?? false : magnitude != nil
            if !fits {
                error("'\(text)' does not fit in a 64-bit integer", at: element)
                return false
            }
            return true
        }

        /// What `strtod` reads, as Foundation: leading spaces allowed,
        /// trailing ones not, no hexadecimal.
        mutating func real(_ element: XMLTree.Element) -> Double? {
            let text = tree.text(of: element)
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard !trimmed.lowercased().contains("x"), let value = Double(trimmed) else {
                error("'\(text)' is not a real number", at: element)
                return nil
            }
            return value
        }

        /// `yyyy-MM-ddTHH:mm:ssZ`, the only form Foundation reads.
        static func isDate(_ text: String) -> Bool {
            let pattern = Array("dddd-dd-ddTdd:dd:ddZ")
            let characters = Array(text)
            guard characters.count == pattern.count else { return false }
            return zip(characters, pattern).allSatisfy { character, expected in
                expected == "d" ? ("0"..."9").contains(character) : character == expected
            }
        }
    }
}
