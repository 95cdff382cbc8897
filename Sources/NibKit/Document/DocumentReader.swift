import Foundation

/// Turns archive bytes into a ``NibDocument``, choosing the parser by the
/// root element.
enum DocumentReader {
    /// Reads `data`; on failure, throws the located problems.
    static func read(_ data: Data, path: String, mode: ReadingMode?) throws(NibError) -> NibDocument {
        let root: XMLElement
        do {
            root = try XMLReader.parse(data, path: path)
        } catch {
            throw NibError(.malformedXML, Diagnostic(.error, error.message, at: error.location))
        }
        switch root.name {
        case "nib":
            var parser = NibArchiveParser(path: path, mode: mode ?? .strict)
            var document = parser.parse(root)
            return try finish(&document, diagnostics: parser.diagnostics)
        case "document":
            var parser = InterfaceBuilderParser(path: path, mode: mode ?? .lenient)
            var document = try parser.parse(root)
            return try finish(&document, diagnostics: parser.diagnostics)
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
                    "<\(root.name)> is not an archive NibKit reads; expected <nib version=\"\(NibArchiveParser.version)\"> or an Interface Builder <document>",
                    at: root.location))
        }
    }

    /// Throws the parser's errors, or keeps its warnings with the document.
    private static func finish(_ document: inout NibDocument, diagnostics: [Diagnostic]) throws(NibError)
        -> NibDocument
    {
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            throw NibError(.invalidArchive, diagnostics: Diagnostic.sorted(diagnostics))
        }
        document.warnings += Diagnostic.sorted(diagnostics)
        return document
    }
}
