import Foundation

/// The `nibtool` command: finds the subcommand the first argument names and runs it.
///
/// ```
/// nibtool trace ExampleNibs/LoginForm.nibxml
/// nibtool lint ExampleNibs/*.nibxml
/// ```
enum Nibtool {
    /// Every subcommand, in the order `--help` lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            TraceCommand.self, LintCommand.self, LayoutCommand.self, InspectCommand.self, GraphCommand.self,
            DumpCommand.self,
            CompileCommand.self, ResolveCommand.self, LaunchImageCommand.self, BundleCommand.self,
            GenstringsCommand.self, StringsCommand.self, StoryboardCommand.self,
        ]
    }

    /// The usage line of the command as a whole.
    static let synopsis = "nibtool COMMAND [OPTIONS] FILE..."

    /// The overview `nibtool --help` prints.
    static var help: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let commands = subcommands.map { command in
            "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.abstract)"
        }
        return """
            usage: \(synopsis)

            Loads interface archives (.nibxml, .xib, .storyboard, compiled .nib) with NibKit, following the nib
            lifecycle, using stand-in objects for the application's classes, and checks bundles.

            Commands:
            \(commands.joined(separator: "\n"))

            Run 'nibtool COMMAND --help' for a command's options.
            Exit status: 0 success, 1 a problem in an input file (reported on standard error as
            path:line:col: error: message), 2 a wrong command line.

            """
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    static func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            DiagnosticsPrinter.writeError(help)
            return .badUsage
        }
        if first == "--help" || first == "-h" || first == "help" {
            return showHelp(topic: first == "help" ? arguments.dropFirst().first : nil)
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let problem = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            return DiagnosticsPrinter.report(.badUsage(problem), command: nil)
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.arguments)
            if parsed.wantsHelp {
                print(command.help, terminator: "")
                return .success
            }
            return try command.run(parsed)
        } catch {
            return DiagnosticsPrinter.report(error, command: command)
        }
    }

    /// `nibtool --help` and `nibtool help [COMMAND]`.
    private static func showHelp(topic: String?) -> ExitStatus {
        guard let topic else {
            print(help, terminator: "")
            return .success
        }
        guard let command = subcommands.first(where: { $0.name == topic }) else {
            return DiagnosticsPrinter.report(.badUsage("unknown command '\(topic)'"), command: nil)
        }
        print(command.help, terminator: "")
        return .success
    }
}
