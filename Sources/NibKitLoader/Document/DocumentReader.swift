import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

/// Turns archive bytes into a ``NibDocument``, choosing the parser by the
/// first bytes (Apple's compiled nibs) or the root element (XML).
enum DocumentReader {
    /// Reads `data`; on failure, throws the located problems.
    static func read(_ data: Data, path: String, mode: ReadingMode?) throws(NibError) -> NibDocument {
        if CompiledNibGraph.kind(of: data) != nil {
            return try CompiledNibParser.read(data, path: path)
        }
        let result: Result<NibDocument, NibError>
        do {
            result = try XMLReader.parse(data, path: path) { tree in
                Result { () throws(NibError) in try read(tree, mode: mode) }
            }
        } catch {
            throw NibError(.malformedXML, error.diagnostic)
        }
        return try result.get()
    }

    private static func read(_ tree: XMLTree, mode: ReadingMode?) throws(NibError) -> NibDocument {
        let root = tree.root
        switch tree.name(of: root) {
        case "nib":
            var parser = NibArchiveParser(tree, mode: mode ?? NibDocument.Format.nibArchive.defaultMode)
            var document = parser.parse()
            return try finish(&document, diagnostics: parser.diagnostics)
        case "document":
            var parser = InterfaceBuilderParser(tree, mode: mode ?? NibDocument.Format.xib.defaultMode)
            var document = try parser.parse()
            document.userLabels = UserLabels.read(tree)
            return try finish(&document, diagnostics: parser.diagnostics)
        case "archive":
            var parser = LegacyArchiveParser(tree, mode: mode ?? NibDocument.Format.xibArchive.defaultMode)
            var document = try parser.parse()
            return try finish(&document, diagnostics: parser.diagnostics)
        default:
            var lines = SourceLines(tree)
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "<\(tree.name(of: root))> is not an archive NibKit reads; expected <nib version=\"\(NibArchiveParser.version)\">, an Interface Builder <document> or a legacy Interface Builder <archive>",
                    at: lines.location(of: root, in: tree)))
        }
    }

    /// Throws the parser's errors, or keeps its warnings with the document.
    private static func finish(_ document: inout NibDocument, diagnostics: DiagnosticCollector) throws(NibError)
        -> NibDocument
    {
        if diagnostics.hasErrors {
            throw NibError(.invalidArchive, diagnostics: diagnostics.sorted)
        }
        document.warnings += diagnostics.sorted
        return document
    }
}
