import Foundation
import NibKitCore

/// Builds `.strings` tables from the localization calls found in source code
/// and merges them into the tables already on disk: the library half of
/// `nibtool genstrings`.
///
/// Each table gets one entry per key, sorted by key, with the call's comment
/// and its default value (else the key) as value. Merging never loses a
/// translation: a key already in the file keeps its value, and a key no
/// longer used keeps its entry and is reported.
///
/// ```swift
/// var generator = StringsGenerator()
/// generator.add(try LocalizationCallScanner().scan(contentsOf: sourceURL).calls)
/// let diagnostics = generator.write(to: URL(fileURLWithPath: "en.lproj"))
/// ```
public struct StringsGenerator: Sendable {
    /// The calls added so far, in order.
    public private(set) var calls: [LocalizationCall]

    /// Creates a generator holding `calls`.
    public init(calls: [LocalizationCall] = []) {
        self.calls = calls
    }

    /// Adds calls, typically those of one more source file.
    public mutating func add(_ calls: [LocalizationCall]) {
        self.calls += calls
    }

    /// The names of the tables the calls use, sorted.
    public var tableNames: [String] {
        Set(calls.map(\.table)).sorted()
    }

    /// The entries the calls give `table`, sorted by key, and a warning for
    /// each key used with a second comment (every comment is kept, one per
    /// line, as Apple's tool does) or a second default value (the first is
    /// kept).
    public func entries(forTable table: String) -> (entries: [StringsEntry], diagnostics: [Diagnostic]) {
        /// One key's entry as the calls build it, changed in place: each call
        /// costs its own comment and value, however many calls share the key.
        struct Record {
            var entry: StringsEntry
            /// Each comment once, in order, where it was first given.
            var comments: [(text: String, location: SourceLocation)] = []
            var commentSet: Set<String> = []
            var valueCall: LocalizationCall?
        }
        var records: [Record] = []
        var indexOfKey: [String: Int] = [:]
        var diagnostics = DiagnosticCollector()
        for call in calls where call.table == table {
            guard let index = indexOfKey[call.key] else {
                indexOfKey[call.key] = records.count
                var record = Record(
                    entry: StringsEntry(
                        key: call.key, value: call.value ?? call.key, comment: call.comment, location: call.location),
                    valueCall: call.value == nil ? nil : call)
                if let comment = call.comment {
                    record.comments = [(comment, call.location)]
                    record.commentSet = [comment]
                }
                records.append(record)
                continue
            }
            if let comment = call.comment, records[index].commentSet.insert(comment).inserted {
                if let first = records[index].comments.first {
                    diagnostics.warning(
                        "the key '\(call.key)' is used with different comments: \"\(first.text)\" at \(first.location) and \"\(comment)\" here; both are written",
                        at: call.location, key: call.key)
                }
                records[index].comments.append((comment, call.location))
            }
            if let value = call.value {
                if let first = records[index].valueCall, let firstValue = first.value, firstValue != value {
                    diagnostics.warning(
                        "the key '\(call.key)' has different default values: \"\(firstValue)\" at \(first.location) and \"\(value)\" here; the first is written",
                        at: call.location, key: call.key)
                } else if records[index].valueCall == nil {
                    records[index].valueCall = call
                    records[index].entry.value = value
                }
            }
        }
        for index in records.indices where !records[index].comments.isEmpty {
            records[index].entry.comment = records[index].comments.map(\.text).joined(separator: "\n")
        }
        let entries = records.map(\.entry).sorted { $0.key < $1.key }
        return (entries, diagnostics.diagnostics)
    }

    /// Merges generated entries into an existing table: a key in both keeps
    /// the table's value (a translation is never lost) and takes the
    /// generated comment, if the source gives one; a key only in the table keeps its entry and gets a
    /// warning at its place. The result is sorted by key.
    public static func merge(_ generated: [StringsEntry], into existing: StringsTable) -> (
        entries: [StringsEntry], diagnostics: [Diagnostic]
    ) {
        var merged: [StringsEntry] = []
        var diagnostics = DiagnosticCollector()
        let generatedKeys = Set(generated.map(\.key))
        for entry in generated {
            var entry = entry
            if let old = existing.entry(forKey: entry.key) {
                entry.value = old.value
                entry.comment = entry.comment ?? old.comment
            }
            merged.append(entry)
        }
        for old in existing.entries where !generatedKeys.contains(old.key) {
            diagnostics.warning(
                "the key '\(old.key)' is no longer used in the sources; its entry is kept",
                at: old.location, key: old.key)
            merged.append(old)
        }
        merged.sort { $0.key < $1.key }
        return (merged, diagnostics.diagnostics)
    }

    /// What keeps `call` out of a `.strings` file, or nil: a table name that
    /// is not a plain file name (the table is written as `<Table>.strings`
    /// into the output directory, and nowhere else), or a NUL character,
    /// which a `.strings` file never holds, in its key, value or comment.
    static func problem(with call: LocalizationCall) -> Diagnostic.Message? {
        let name = call.table
        let shown = StringsFileWriter.quoted(name)
        let reason: String? =
            if name.isEmpty {
                "it is empty"
            } else if name.contains("/") || name.contains("\\") {
                "it contains '\(name.contains("/") ? "/" : "\\")'"
            } else if name.hasPrefix(".") {
                "it starts with '.'"
            } else if let control = name.unicodeScalars.first(where: {
                $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
            }) {
                "it contains the control character U+\(String(format: "%04X", control.value))"
            } else if name.utf8.count + ".strings".utf8.count > 255 {
                "it is \(name.utf8.count + ".strings".utf8.count) bytes with '.strings', too long for a file name, which has at most 255"
            } else {
                nil
            }
        if let reason {
            return
                "the table name \(shown) of this \(call.routine) call is not a plain file name: \(reason); genstrings writes <table>.strings into the output directory and nowhere else"
        }
        for (part, text) in [("key", call.key), ("default value", call.value ?? ""), ("comment", call.comment ?? "")]
        where text.unicodeScalars.contains("\u{0}") {
            return
                "the \(part) of this \(call.routine) call holds a NUL character (U+0000); a .strings file is text and never contains one"
        }
        return nil
    }

    /// Writes `<Table>.strings` for every table into `directory`, merging
    /// with the file already there, each written atomically and only when
    /// its text changes. A file that already exists but cannot be read
    /// without errors is left untouched, and its errors are returned.
    ///
    /// Nothing is written when a call cannot be (a table name that is not a
    /// plain file name, a NUL character), and each such call is an error at
    /// its place. While it merges, the generator holds an exclusive lock
    /// (`flock`) on `directory`, so runs into the same directory take turns
    /// and none loses the keys another added.
    ///
    /// - Returns: Every warning and error, table by table.
    public func write(to directory: URL) -> [Diagnostic] {
        let refused = calls.compactMap { call in
            Self.problem(with: call).map { Diagnostic(.error, $0, at: call.location) }
        }
        guard refused.isEmpty else { return refused }
        var isDirectory: ObjCBool = false
        let place = SourceLocation.start(of: directory.relativePath)
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return [Diagnostic(.error, "the output directory does not exist", at: place)]
        }
        // The lock is the directory's own, released when the descriptor closes.
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return [
                Diagnostic(
                    .error, "cannot open the output directory to lock it: \(String(cString: strerror(errno)))",
                    at: place)
            ]
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                return [
                    Diagnostic(
                        .error,
                        "cannot lock the output directory (\(String(cString: strerror(errno)))), so nothing is written: merging while another run writes here could lose its keys",
                        at: place)
                ]
            }
        }
        var diagnostics = DiagnosticCollector()
        let folder = ContainedFolder(root: directory, noun: "output directory")
        for table in tableNames {
            let url = directory.appendingPathComponent(table + ".strings")
            var (entries, problems) = self.entries(forTable: table)
            diagnostics.append(contentsOf: problems)
            // A table already there is merged; a FIFO or a link leading out of
            // the directory is neither read nor replaced.
            var existingData: Data?
            do {
                existingData = try folder.read(url)
            } catch  where error.reason == .missing {
                existingData = nil
            } catch {
                diagnostics.error("\(error.description), so it is left as it is", at: error.location)
                continue
            }
            if let existingData {
                do {
                    let existing = try StringsTable(data: existingData, path: url.relativePath)
                    diagnostics.append(contentsOf: existing.warnings)
                    let merged = Self.merge(entries, into: existing)
                    entries = merged.entries
                    diagnostics.append(contentsOf: merged.diagnostics)
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                    diagnostics.error(
                        "the file has errors, so it is left as it is and no translation in it is lost",
                        at: SourceLocation.start(of: url.relativePath))
                    continue
                }
            }
            let data = Data(StringsFileWriter.text(for: entries).utf8)
            if data == existingData { continue }
            do {
                try StringsFileWriter.write(data, to: url)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return diagnostics.diagnostics
    }
}
