import Foundation
import NibKitCore

/// The contents of one `.strings` file: localized strings by key, in file
/// order, each with its comment and place.
///
/// A table reads the text format in UTF-8 (with or without a byte-order mark)
/// or UTF-16 (either byte order, with a byte-order mark, or without one when
/// the text gives the order away), and compiled tables stored as binary or XML
/// property lists. It accepts what Apple's parser accepts (see
/// Docs/Strings.md) and reports every problem with its line and column. A
/// repeated key is a warning, and the last value wins, as in Apple's parser.
///
/// ```swift
/// let table = try StringsTable(contentsOf: URL(fileURLWithPath: "fr.lproj/Localizable.strings"))
/// print(table["Cancel"] ?? "Cancel")     // Annuler
/// print(table.entry(forKey: "Cancel")?.comment ?? "") // Button title
/// ```
public struct StringsTable: Sendable {
    /// How a table is stored.
    public enum Format: Hashable, Sendable {
        /// Text in UTF-8, with or without a byte-order mark.
        case utf8(byteOrderMark: Bool)
        /// Text in UTF-16, in either byte order, with or without a byte-order mark.
        case utf16(bigEndian: Bool, byteOrderMark: Bool)
        /// A compiled table: a binary property list (`bplist00`).
        case binaryPropertyList
        /// A dictionary of strings written as an XML property list.
        case xmlPropertyList
    }

    /// The path used in diagnostics.
    public let path: String
    /// How the file was stored.
    public let format: Format
    /// The entries in file order, one per key: a repeated key keeps the place
    /// of its first occurrence and takes the value, comment and location of
    /// its last. A compiled table's entries are sorted by key.
    public let entries: [StringsEntry]
    /// Problems that do not prevent reading, such as a duplicate key.
    public let warnings: [Diagnostic]
    private let indexByKey: [String: Int]

    /// Reads the table at `url`.
    ///
    /// - Throws: ``NibError`` with code `unreadableFile`, or
    ///   `invalidStringsTable` and every error and warning in the file.
    public init(contentsOf url: URL) throws(NibError) {
        try self.init(data: try ContainedFolder.readFile(url), path: url.relativePath)
    }

    /// Reads a table held in memory; `path` names it in diagnostics.
    ///
    /// - Throws: ``NibError`` with code `invalidStringsTable` and every error
    ///   and warning in the table.
    public init(data: Data, path: String = "<data>") throws(NibError) {
        let read = Self.read(data, path: path)
        let diagnostics = Diagnostic.sorted(read.diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw NibError(.invalidStringsTable, diagnostics: diagnostics)
        }
        self.init(path: path, format: read.format, entries: read.entries, warnings: diagnostics)
    }

    /// Makes a table from entries; a repeated key keeps its first place and
    /// takes its last value.
    public init(entries: [StringsEntry], path: String = "<memory>") {
        var unique: [StringsEntry] = []
        var indexByKey: [String: Int] = [:]
        for entry in entries {
            if let index = indexByKey[entry.key] {
                unique[index] = entry
            } else {
                indexByKey[entry.key] = unique.count
                unique.append(entry)
            }
        }
        self.init(path: path, format: .utf8(byteOrderMark: false), entries: unique, warnings: [])
    }

    private init(path: String, format: Format, entries: [StringsEntry], warnings: [Diagnostic]) {
        self.path = path
        self.format = format
        self.entries = entries
        self.warnings = warnings
        self.indexByKey = Dictionary(entries.enumerated().map { ($0.element.key, $0.offset) }) { _, last in last }
    }

    /// Every problem in the table at `url`, errors and warnings, in order of
    /// place: what `nibtool lint` prints for a `.strings` file.
    public static func diagnose(contentsOf url: URL) -> [Diagnostic] {
        do {
            return diagnose(data: try ContainedFolder.readFile(url), path: url.relativePath)
        } catch {
            return error.diagnostics
        }
    }

    /// Every problem in a table held in memory, errors and warnings, in order of place.
    public static func diagnose(data: Data, path: String) -> [Diagnostic] {
        Diagnostic.sorted(read(data, path: path).diagnostics)
    }

    /// The localized string for `key`, or nil when the table has none.
    public subscript(key: String) -> String? {
        entry(forKey: key)?.value
    }

    /// The entry for `key`, with its comment and place.
    public func entry(forKey key: String) -> StringsEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The keys in file order.
    public var keys: [String] { entries.map(\.key) }

    /// The number of keys.
    public var count: Int { entries.count }

    /// Whether the table has no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// The table as a dictionary from key to localized string.
    public var dictionary: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }) { _, last in last }
    }

    // MARK: Reading

    private static func read(_ data: Data, path: String) -> (
        format: Format, entries: [StringsEntry], diagnostics: [Diagnostic]
    ) {
        switch PropertyListLinter.sniff(data) {
        case .binary:
            return readBinary(data, path: path)
        case .xml:
            let (root, diagnostics) = XMLPropertyListReader.read(data, path: path)
            guard let root else { return (.xmlPropertyList, [], diagnostics) }
            let (entries, problems) = entries(of: root)
            return (.xmlPropertyList, entries, diagnostics + problems)
        case .openStep:
            let source = StringsSource(data: data, path: path)
            let (parsed, diagnostics) = StringsParser.parseStringsFile(source)
            let entries = parsed.map { entry in
                StringsEntry(
                    key: entry.key, value: entry.value.string ?? "", comment: entry.comment, location: entry.keyLocation
                )
            }
            return (source.format, entries, source.diagnostics + diagnostics)
        }
    }

    /// A compiled table: a binary property list, which keeps no places.
    private static func readBinary(_ data: Data, path: String) -> (
        format: Format, entries: [StringsEntry], diagnostics: [Diagnostic]
    ) {
        let start = SourceLocation.start(of: path)
        let plist: PropertyListValue
        do {
            plist = try PropertyListReader.readBinary(data, path: path)
        } catch {
            return (.binaryPropertyList, [], error.diagnostics)
        }
        guard case .dictionary(let dictionary) = plist else {
            return (
                .binaryPropertyList, [],
                [Diagnostic(.error, .notAStringsDictionary(plist.kindName), at: start)]
            )
        }
        var entries: [StringsEntry] = []
        var diagnostics = DiagnosticCollector()
        for key in dictionary.keys.sorted() {
            guard let item = dictionary[key] else { continue }
            if case .string(let value) = item {
                if key.unicodeScalars.contains("\u{0}") || value.unicodeScalars.contains("\u{0}") {
                    let which = key.unicodeScalars.contains("\u{0}") ? "key" : "value"
                    let shown = key.replacingOccurrences(of: "\u{0}", with: "\\0")
                    diagnostics.error(
                        "the \(which) of '\(shown)' holds a NUL character (U+0000); a strings table is text and never contains one",
                        at: start, key: key)
                }
                entries.append(StringsEntry(key: key, value: value, location: start))
            } else {
                diagnostics.error(.valueNotAString(key, item.kindName), at: start, key: key)
            }
        }
        return (.binaryPropertyList, entries, diagnostics.diagnostics)
    }

    private static func entries(of root: PropertyListNode) -> ([StringsEntry], [Diagnostic]) {
        guard case .dictionary(let dictionary) = root.kind else {
            return ([], [Diagnostic(.error, .notAStringsDictionary(root.kindName), at: root.location)])
        }
        var entries: [StringsEntry] = []
        var diagnostics = DiagnosticCollector()
        for entry in dictionary {
            if let value = entry.value.string {
                entries.append(
                    StringsEntry(key: entry.key, value: value, comment: entry.comment, location: entry.keyLocation))
            } else {
                diagnostics.error(
                    .valueNotAString(entry.key, entry.value.kindName), at: entry.value.location, key: entry.key)
            }
        }
        return (entries, diagnostics.diagnostics)
    }
}
