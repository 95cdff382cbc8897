import Foundation
import NibKit

/// `nibtool lint`: checks archives without instantiating them and reports
/// every problem in every file.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let abstract = "Check archives and report every problem, without loading them."
    static let synopsis = "nibtool lint FILE..."
    static let discussion = """
        Prints each error and warning on standard error as path:line:col: error: message, and
        nothing on standard output. Every class is accepted, as the application's classes are not
        needed; ids, references, events, duplicate properties and the like are checked. Exits with 1
        when any file has an error, else 0.

        Options:
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec() }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard !arguments.operands.isEmpty else { throw .badUsage("missing FILE") }
        var foundError = false
        for path in arguments.operands {
            let diagnostics = diagnose(path)
            DiagnosticsPrinter.print(diagnostics)
            foundError = foundError || diagnostics.contains { $0.severity == .error }
        }
        return foundError ? .invalidInput : .success
    }

    private static func diagnose(_ path: String) -> [Diagnostic] {
        NibTemplate.diagnose(contentsOf: URL(fileURLWithPath: path), registry: .dynamic)
    }
}
