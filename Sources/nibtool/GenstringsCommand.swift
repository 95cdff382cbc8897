import Foundation
import NibKit

/// `nibtool genstrings`: builds `.strings` tables from the localization calls
/// in Swift and Objective-C sources, merging them into the tables already there.
enum GenstringsCommand: Subcommand {
    static let name = "genstrings"
    static let abstract = "Write .strings tables from the localization calls in source files."
    static let synopsis = "nibtool genstrings [-o DIR] [-s ROUTINE]... FILE..."
    static let discussion = """
        Scans each Swift (.swift) and C-family (.m, .mm, .h, .c) FILE for calls of
        NSLocalizedString, NSLocalizedStringFromTable, NSLocalizedStringFromTableInBundle,
        NSLocalizedStringWithDefaultValue, the CFCopyLocalizedString macros and NibLocalizedString,
        reading their literal key, table, default value and comment, over several lines and with
        Swift's labelled arguments in any order. Writes <Table>.strings for each table (Localizable
        when a call names none) into DIR, in UTF-8: one entry per key, sorted by key, with its
        comment above it and its default value, else the key, as value.

        An existing <Table>.strings is merged, never overwritten: its values (the translations) are
        kept, and keys the sources no longer use keep their entries and are reported as warnings.
        Files are replaced atomically (a temporary file in DIR, then a rename) and only when their
        text changes. Warnings on standard error: calls whose key or table is not a literal (they
        are skipped), a key used with different comments or default values. Exits with 1 when a
        source cannot be read or an existing table has errors (that table is then left untouched).

        Options:
          -o DIR      Write the tables into DIR (default: the current directory), which must exist.
          -s ROUTINE  Also recognise ROUTINE, ROUTINEFromTable, ROUTINEFromTableInBundle and
                      ROUTINEWithDefaultValue, with the parameters of the NSLocalizedString macros.
                      May be repeated.
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(valued: ["-o", "-s"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard !arguments.operands.isEmpty else { throw .badUsage("missing FILE") }
        let scanner = LocalizationCallScanner(additionalRoutines: arguments.values(of: "-s"))
        var generator = StringsGenerator()
        var diagnostics: [Diagnostic] = []
        for path in arguments.operands {
            do {
                let scan = try scanner.scan(contentsOf: URL(fileURLWithPath: path))
                generator.add(scan.calls)
                diagnostics += scan.diagnostics
            } catch {
                diagnostics += error.diagnostics
            }
        }
        // Tables built from only some of the sources would report the keys of
        // the others as no longer used; nothing is written instead.
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw .invalidInput(diagnostics)
        }
        let directory = URL(fileURLWithPath: arguments.lastValue(of: "-o") ?? ".")
        diagnostics += generator.write(to: directory)
        // File by file in the order given, then by place.
        let fileOrder = Dictionary(
            diagnostics.map(\.location.file).enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: min)
        DiagnosticsPrinter.print(
            diagnostics.enumerated().sorted { left, right in
                let (a, b) = (left.element.location, right.element.location)
                if a.file != b.file { return fileOrder[a.file]! < fileOrder[b.file]! }
                if a.line != b.line { return a.line < b.line }
                if a.column != b.column { return a.column < b.column }
                return left.offset < right.offset
            }.map(\.element))
        return diagnostics.contains { $0.severity == .error } ? .invalidInput : .success
    }
}
