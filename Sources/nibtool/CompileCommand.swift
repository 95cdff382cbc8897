import Foundation
import NibKit

/// `nibtool compile`: writes an archive's validated template in NibKit's
/// compiled form.
enum CompileCommand: Subcommand {
    static let name = "compile"
    static let abstract = "Write an archive's validated template in the compiled binary form."
    static let synopsis = "nibtool compile FILE -o OUT"
    static let discussion = """
        Reads and validates FILE (NibKit's format, a .xib or a .storyboard) with stand-in classes
        and writes the template to OUT in NibKit's compiled form: a string table and flat arrays of
        objects, values and connections, with every source location kept, versioned and
        checksummed. Every command that reads an archive reads the compiled form too, and a program
        binds it to its own classes when it loads it. The write is atomic.

        Options:
          -o OUT      Where to write the compiled template.
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(valued: ["-o"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        guard let output = arguments.lastValue(of: "-o") else { throw .badUsage("missing -o OUT") }
        let template = try loadTemplate(path)
        DiagnosticsPrinter.print(template.warnings)
        do {
            try template.compiledData().write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw .invalidInput([
                Diagnostic(
                    .error, "cannot write the compiled template: \(error.localizedDescription)",
                    at: SourceLocation.start(of: output))
            ])
        }
        return .success
    }
}
