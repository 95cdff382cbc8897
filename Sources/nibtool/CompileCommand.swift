import Foundation
import NibKit

/// `nibtool compile`: writes an archive's validated template in NibKit's
/// compiled form, or as an Apple NIB Archive.
enum CompileCommand: Subcommand {
    static let name = "compile"
    static let abstract = "Write an archive's validated template in the compiled binary form."
    static let synopsis = "nibtool compile FILE -o OUT [--format nibc|nibarchive]"
    static let discussion = """
        Reads and validates FILE (NibKit's format, a .xib or a .storyboard) with stand-in classes
        and writes the template to OUT in NibKit's compiled form: a string table and flat arrays of
        objects, values and connections, with every source location kept, versioned and
        checksummed. Every command that reads an archive reads the compiled form too, and a program
        binds it to its own classes when it loads it. The write is atomic.

        With --format nibarchive, OUT is an Apple NIB Archive (.nib) in UIKit's vocabulary, coder
        version 9 for iOS and 10 for macOS archives, Cocoa bindings as AppKit's binding connectors
        and sounds as AppKit's NSCustomResource. It keeps what a compiled nib can say: object ids
        and source locations are lost, and what it cannot say at all (segues outside a storyboard,
        insets inside an array) is an error at its place in FILE.

        A storyboard compiled to an OUT ending in .storyboardc is a folder, as Xcode writes it: an
        Info.plist naming each view controller's scene nib, and one NIB Archive per scene, its
        segues as segue templates. OUT must not exist or be an empty folder; nothing is replaced.

        Options:
          -o OUT                      Where to write the compiled template (a .storyboardc folder
                                      for a storyboard with --format nibarchive).
          --format nibc|nibarchive    NibKit's compiled form (the default) or a NIB Archive.
          -h, --help                  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(valued: ["-o", "--format"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        guard let output = arguments.lastValue(of: "-o") else { throw .badUsage("missing -o OUT") }
        let format = arguments.lastValue(of: "--format") ?? "nibc"
        guard ["nibc", "nibarchive"].contains(format) else {
            throw .badUsage("--format is nibc or nibarchive, not '\(format)'")
        }
        if output.hasSuffix(".storyboardc") {
            guard format == "nibarchive" else {
                throw .badUsage("a .storyboardc is written with --format nibarchive")
            }
            return try compileStoryboard(path, to: output)
        }
        let template = try loadTemplate(path)
        DiagnosticsPrinter.print(template.warnings)
        let data: Data
        do {
            data = format == "nibarchive" ? try template.nibArchiveData() : template.compiledData()
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        do {
            try OutputFile.write(data, to: URL(fileURLWithPath: output))
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        return .success
    }

    /// Writes the storyboard at `path` as the `.storyboardc` folder `output`.
    private static func compileStoryboard(_ path: String, to output: String) throws(CommandError) -> ExitStatus {
        do {
            let storyboard = try NibStoryboard(contentsOf: URL(fileURLWithPath: path), registry: .dynamic)
            // Every scene's template keeps the storyboard parser's warnings: each is printed once.
            var seen: Set<String> = []
            let warnings = (storyboard.warnings + storyboard.scenes.flatMap(\.template.warnings)).filter {
                seen.insert($0.description).inserted
            }
            DiagnosticsPrinter.print(warnings)
            try storyboard.writeCompiledStoryboard(to: URL(fileURLWithPath: output))
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        return .success
    }
}
