import Foundation
import NibKitCore

/// Checks property lists in their three formats and reports each problem with
/// its place: what `nibtool lint` does for a `.plist` file.
///
/// XML property lists are read with NibKit's XML reader, which locates every
/// element, and checked as Foundation checks them: a `<key>` without a value,
/// an unknown element, an `<integer>` that is not one. OpenStep (old-style)
/// property lists go through the same parser as `.strings` files. Binary
/// property lists carry no lines, so `PropertyListReader` checks their
/// tables and what they expand to, Foundation reads them, and any problem is
/// placed at line 1, column 1.
///
/// ```swift
/// for diagnostic in PropertyListLinter.lint(contentsOf: URL(fileURLWithPath: "Info.plist")) {
///     print(diagnostic) // Info.plist:12:3: error: the key 'CFBundleName' has no value: ...
/// }
/// ```
public enum PropertyListLinter {
    /// The three ways a property list is written.
    public enum Format: String, Hashable, Sendable {
        /// `<?xml ...?><plist>...</plist>`.
        case xml
        /// `bplist00` and its binary tables.
        case binary
        /// The old NeXTSTEP text format: `{ key = value; }`, `( )`, `< >`.
        case openStep
    }

    /// Every problem in the property list at `url`, errors and warnings, in order of place.
    public static func lint(contentsOf url: URL) -> [Diagnostic] {
        do {
            return lint(data: try ContainedFolder.readFile(url), path: url.relativePath)
        } catch {
            return error.diagnostics
        }
    }

    /// Every problem in a property list held in memory, errors and warnings,
    /// in order of place; `path` names it in diagnostics.
    public static func lint(data: Data, path: String) -> [Diagnostic] {
        let start = SourceLocation.start(of: path)
        guard !data.isEmpty else {
            return [Diagnostic(.error, .emptyPropertyList, at: start)]
        }
        switch sniff(data) {
        case .binary:
            do {
                _ = try PropertyListReader.readBinary(data, path: path)
                return []
            } catch {
                return error.diagnostics
            }
        case .xml:
            return Diagnostic.sorted(XMLPropertyListReader.read(data, path: path).diagnostics)
        case .openStep:
            let source = StringsSource(data: data, path: path)
            let parsed = StringsParser.parsePropertyList(source)
            return Diagnostic.sorted(source.diagnostics + parsed.diagnostics)
        }
    }

    /// The format `data` is written in, judged by its first bytes: `bplist`
    /// for binary, a `<` after any byte-order mark and whitespace for XML,
    /// anything else OpenStep text.
    public static func sniff(_ data: Data) -> Format {
        if data.starts(with: Array("bplist".utf8)) { return .binary }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "<") ? .xml : .openStep
    }

    /// Whether `data` looks like a property list rather than an archive:
    /// binary, an XML document whose root is `<plist>`, or OpenStep text that
    /// opens with `{` or `(`.
    public static func looksLikePropertyList(_ data: Data) -> Bool {
        switch sniff(data) {
        case .binary:
            return true
        case .xml:
            return data.prefix(1024).firstRange(of: Data("<plist".utf8)) != nil
        case .openStep:
            let source = StringsSource(data: data, path: "")
            guard let first = firstSignificantByte(source.bytes[source.start...]) else { return false }
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "(")
        }
    }

    /// The first byte that is neither whitespace nor in a comment.
    private static func firstSignificantByte(_ bytes: ArraySlice<UInt8>) -> UInt8? {
        var rest = bytes
        while let byte = rest.first {
            if [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                rest = rest.dropFirst()
            } else if rest.starts(with: Array("//".utf8)) {
                rest = rest.drop { $0 != 0x0A }
            } else if rest.starts(with: Array("/*".utf8)) {
                guard let end = rest.dropFirst(2).firstRange(of: Array("*/".utf8)) else { return nil }
                rest = rest[end.upperBound...]
            } else {
                return byte
            }
        }
        return nil
    }
}
