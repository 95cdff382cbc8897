import Foundation
import NibKit

/// How `nibtool` exits.
enum ExitStatus: Int32 {
    /// The command did what was asked.
    case success = 0
    /// An input file has a problem; its diagnostics are on standard error.
    case invalidInput = 1
    /// The command line itself is wrong.
    case badUsage = 2
}

/// Why a subcommand stopped.
enum CommandError: Error {
    /// The command line is wrong: an unknown option, a missing file.
    case badUsage(String)
    /// An input could not be loaded; the located problems say why.
    case invalidInput([Diagnostic])
}

/// Renders diagnostics and usage errors on standard error and decides the exit status.
///
/// Diagnostics use the `path:line:col: error: message` form editors and
/// compilers use, so a terminal or an editor can jump to each one. Standard
/// output stays empty on failure, so it can be piped into other tools.
///
/// ```swift
/// let status = DiagnosticsPrinter.report(.invalidInput(error.diagnostics), command: TraceCommand.self)
/// ```
enum DiagnosticsPrinter {
    /// Prints each diagnostic on its own line of standard error. A file's list
    /// is bounded where it is collected (`DiagnosticCollector`): it ends with
    /// "and 19000 more errors" when there were more than it keeps.
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            writeError("\(diagnostic)\n")
        }
    }

    /// Prints what went wrong in `command` and returns the matching exit status.
    static func report(_ error: CommandError, command: (any Subcommand.Type)?) -> ExitStatus {
        switch error {
        case .invalidInput(let diagnostics):
            print(diagnostics)
            return .invalidInput
        case .badUsage(let message):
            let name = command.map { "nibtool \($0.name)" } ?? "nibtool"
            let synopsis = command.map { $0.synopsis } ?? Nibtool.synopsis
            writeError("\(name): \(DisplayText.line(message))\nusage: \(synopsis)\nRun '\(name) --help' for more.\n")
            return .badUsage
        }
    }

    /// Writes `text` to standard error, unbuffered.
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
