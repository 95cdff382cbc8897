import Foundation

/// Turns archive bytes into a ``NibDocument``, choosing the parser by the
/// root element.
enum DocumentReader {
    /// Reads `data`; on failure, throws the located problems.
    static func read(_ data: Data, path: String) throws(NibError) -> NibDocument {
        let root: XMLElement
        do {
            root = try XMLReader.parse(data, path: path)
        } catch {
            throw NibError(.malformedXML, Diagnostic(.error, error.message, at: error.location))
        }
        switch root.name {
        case "nib":
            var parser = NibArchiveParser(path: path)
            let document = parser.parse(root)
            if !parser.diagnostics.isEmpty {
                throw NibError(.invalidArchive, diagnostics: Diagnostic.sorted(parser.diagnostics))
            }
            return document
        case "archive":
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "legacy Interface Builder archive (\(root.attribute("type") ?? "no type"), version \(root.attribute("version") ?? "unknown")), not supported; open it in Xcode 5 or later to save it as a document in format 3.0",
                    at: root.location))
        default:
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "<\(root.name)> is not an archive NibKit reads; expected <nib version=\"\(NibArchiveParser.version)\">",
                    at: root.location))
        }
    }
}
