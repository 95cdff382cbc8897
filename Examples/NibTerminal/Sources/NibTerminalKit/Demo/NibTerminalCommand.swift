import Foundation
import NibKit

/// The `nib-terminal` command line: reads the arguments, runs the demo,
/// reports problems and returns the exit status.
///
/// ```sh
/// nib-terminal ExampleNibs/Terminal.nibxml                  # interactive
/// nib-terminal ExampleNibs/Terminal.xib --keys "tab,enter"  # prints the screen
/// nib-terminal ExampleNibs/TerminalFlow.storyboard --keys enter  # the second scene
/// ```
///
/// Exit status: 0 on success, 1 when the archive or the terminal fails,
/// 2 on bad usage.
public enum NibTerminalCommand {
    /// One line saying how to call the command.
    public static let synopsis = "nib-terminal FILE [--keys KEYS]"

    /// The text `--help` prints.
    public static let help = """
        usage: \(synopsis)

        Shows the screen described by FILE, a NibKit archive (.nibxml), an iOS
        Interface Builder document (.xib) or an iOS storyboard (.storyboard, or a
        compiled .storyboardc), in the terminal. A storyboard shows its initial
        scene; a navigation controller draws a title bar over its top scene.

        Keys: Tab and Shift-Tab move between fields; Enter or Space presses a
        button, which performs the segue it triggers (Next pushes a scene, Back
        to Start unwinds) or sends its action; Enter on a title bar's back
        marker goes back; Enter in the name field greets; Up and Down choose in
        the list; Esc sends cancelOperation: along the responder chain; Ctrl-Q,
        or q when not typing in a field, quits. Ctrl-C also quits, restoring
        the terminal.

        Options:
          --keys KEYS   replay KEYS instead of reading the keyboard, then print
                        the screen as plain text. KEYS is a comma-separated
                        list of tab, backtab, enter, esc, up, down, left, right,
                        backspace, space, comma, ctrl-LETTER, text:CHARACTERS
                        or single characters, e.g. "text:Ada,tab,down,tab,enter".
          -h, --help    show this help.

        """

    /// Runs the command with `arguments` (without the program's name) and
    /// returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        let file: String
        let script: String?
        switch parse(arguments) {
        case .help:
            print(help, terminator: "")
            return 0
        case .failure(let message):
            writeError("nib-terminal: \(message)\nusage: \(synopsis)\n")
            return 2
        case .run(let parsedFile, let parsedScript):
            file = parsedFile
            script = parsedScript
        }
        let keys: [Key]?
        do {
            keys = try script.map(Key.script)
        } catch {
            writeError("nib-terminal: --keys: \(error)\nusage: \(synopsis)\n")
            return 2
        }
        do {
            let demo = try TerminalDemo(archive: URL(fileURLWithPath: file))
            if let keys {
                demo.replay(keys)
                print(demo.screen.render().plainText, terminator: "")
            } else {
                try demo.runInteractively()
            }
            return 0
        } catch let error as NibError {
            writeError(error.diagnostics.map { "\($0)\n" }.joined())
            return 1
        } catch {
            writeError("nib-terminal: \(error)\n")
            return 1
        }
    }

    private enum Parsed {
        case run(file: String, script: String?)
        case help
        case failure(String)
    }

    private static func parse(_ arguments: [String]) -> Parsed {
        var file: String?
        var script: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--keys":
                guard let value = remaining.popFirst() else { return .failure("--keys needs a list of keys") }
                script = value
            case _ where argument.hasPrefix("--keys="):
                script = String(argument.dropFirst("--keys=".count))
            case _ where argument.hasPrefix("-") && argument.count > 1:
                return .failure("unknown option '\(argument)'")
            default:
                guard file == nil else { return .failure("one FILE only; '\(argument)' is a second") }
                file = argument
            }
        }
        guard let file else { return .failure("missing FILE") }
        return .run(file: file, script: script)
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
