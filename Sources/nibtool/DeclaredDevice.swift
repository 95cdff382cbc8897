import Foundation
import NibKit

/// The `<device>` element of an Interface Builder document: the screen it
/// was last shown on.
struct DeclaredDevice: Equatable {
    /// The element's `id`, which may be one the table does not know.
    let id: String
    /// Its orientation; portrait when it writes none.
    let orientation: SimulatedDevice.Orientation

    /// How far into a document its `<device>` element may be: it follows the
    /// root `<document>` element, before `<dependencies>`.
    private static let headLength = 4096

    /// The `<device>` element of the Interface Builder document at `path`,
    /// or nil when it has none (a compiled nib, a `.nibxml`, an old document).
    ///
    /// The loader leaves the element out of the template, as UIKit ignores
    /// it, so it is read here from the head of the file; a document that
    /// cannot be read has no device, and its loading says why.
    static func read(fromDocumentAt path: String) -> DeclaredDevice? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: headLength), let text = String(data: head, encoding: .utf8)
        else { return nil }
        guard let start = text.range(of: "<device ")?.upperBound,
            let end = text[start...].firstIndex(of: ">")
        else { return nil }
        let attributes = attributes(of: text[start..<end])
        guard let id = attributes["id"] else { return nil }
        let orientation = attributes["orientation"].flatMap(SimulatedDevice.Orientation.init(rawValue:)) ?? .portrait
        return DeclaredDevice(id: id, orientation: orientation)
    }

    /// The `name="value"` pairs of an element's opening tag.
    private static func attributes(of tag: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...]
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            attributes[name] = String(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return attributes
    }
}
