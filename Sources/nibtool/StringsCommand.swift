import Foundation
import NibKit

/// `nibtool strings`: `check` compares localizations, `export` lists an
/// archive's user-visible strings.
enum StringsCommand: Subcommand {
    static let name = "strings"
    static let abstract = "Check localizations against each other, or export an archive's strings."
    static let synopsis = "nibtool strings (check DIR [--development-language LANG] | export FILE [-o OUT])"
    static let discussion = """
        strings check DIR
          Finds every .lproj folder under DIR and compares each localization's .strings tables with
          the development language's: that of --development-language, else CFBundleDevelopmentRegion
          in DIR/Info.plist or DIR/Contents/Info.plist, else Base.lproj, else en.lproj. With Base
          internationalization, Base.lproj/Main.storyboard (or .xib) is the reference for Main.strings.
          A translation whose format specifiers differ in number or type is an error (positions such
          as %2$@ may reorder them); a missing key, an extra key and a missing table are warnings;
          problems in the tables themselves are reported as 'nibtool lint' reports them, and so are
          format problems in the development language's own entries. Each .stringsdict is compared
          with the development language's: the same keys and variables, each variable reading the
          same argument as the same type, and its language's plural categories present. Exits with
          1 when there is an error.

        strings export FILE
          Loads the archive (.xib, .storyboard or .nibxml) and prints its user-visible strings as a
          .strings table, "<objectID>.<path>" = "value"; (paths such as text, normalTitle,
          headerCell.title, segmentTitles[0]) sorted by key, each with Xcode's
          /* Class = "UILabel"; text = "..."; ObjectID = "..."; */ comment: the table a localization
          of a Base-internationalized interface translates, and whose every key a nib loaded from
          Base.lproj applies.

        Options:
          --development-language LANG  check: the development language, such as en.
          -o OUT                       export: write the table to OUT (UTF-8, atomically) instead
                                       of standard output.
          -h, --help                   Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(valued: ["--development-language", "-o"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard let action = arguments.operands.first else { throw .badUsage("missing 'check' or 'export'") }
        let operands = Array(arguments.operands.dropFirst())
        switch action {
        case "check":
            guard arguments.values(of: "-o").isEmpty else { throw .badUsage("-o is an option of 'strings export'") }
            return try check(operands, developmentLanguage: arguments.lastValue(of: "--development-language"))
        case "export":
            guard arguments.values(of: "--development-language").isEmpty else {
                throw .badUsage("--development-language is an option of 'strings check'")
            }
            return try export(operands, output: arguments.lastValue(of: "-o"))
        default:
            throw .badUsage("unknown action '\(action)'; expected 'check' or 'export'")
        }
    }

    private static func check(_ operands: [String], developmentLanguage: String?) throws(CommandError) -> ExitStatus {
        guard operands.count == 1 else {
            throw .badUsage(operands.isEmpty ? "missing DIR" : "expected one DIR, got \(operands.count)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: operands[0], isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .badUsage("'\(operands[0])' is not a directory")
        }
        let checker = LocalizationChecker(developmentLanguage: developmentLanguage)
        let diagnostics = checker.check(directory: URL(fileURLWithPath: operands[0]))
        DiagnosticsPrinter.print(diagnostics)
        return diagnostics.contains { $0.severity == .error } ? .invalidInput : .success
    }

    private static func export(_ operands: [String], output: String?) throws(CommandError) -> ExitStatus {
        guard operands.count == 1 else {
            throw .badUsage(operands.isEmpty ? "missing FILE" : "expected one FILE, got \(operands.count)")
        }
        let template = try loadTemplate(operands[0])
        DiagnosticsPrinter.print(template.warnings)
        let text = StringsFileWriter.text(for: template.localizableStrings())
        guard let output else {
            print(text, terminator: "")
            return .success
        }
        do {
            try StringsFileWriter.write(text, to: URL(fileURLWithPath: output))
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        return .success
    }
}
