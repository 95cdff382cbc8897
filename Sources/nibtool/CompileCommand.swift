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

        OUT's extension chooses the format when --format is not given: .nib and .storyboardc a NIB
        Archive, .nibc (and any other) NibKit's compiled form. A --format that OUT's extension
        contradicts (--format nibc with a .nib) is bad usage, exit status 2.

        Options:
          -o OUT                      Where to write the compiled template (a .storyboardc folder
                                      for a storyboard).
          --format nibc|nibarchive    NibKit's compiled form or a NIB Archive; by default what
                                      OUT's extension names, else nibc.
          -h, --help                  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(valued: ["-o", "--format"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        guard let output = arguments.lastValue(of: "-o") else { throw .badUsage("missing -o OUT") }
        let format = try self.format(arguments, output: output)
        if output.hasSuffix(".storyboardc") {
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

    /// The formats OUT's extension names: what is written when no
    /// `--format` is given, and what a `--format` given must agree with.
    static let formatsByExtension = ["nibc": "nibc", "nib": "nibarchive", "storyboardc": "nibarchive"]

    /// The format to write: `--format`, else the one OUT's extension names
    /// (`.nib` and `.storyboardc` a NIB Archive, `.nibc` the compiled form),
    /// else the compiled form. A `--format` that OUT's extension contradicts
    /// is bad usage.
    static func format(_ arguments: ParsedArguments, output: String) throws(CommandError) -> String {
        let pathExtension = (output as NSString).pathExtension
        let implied = formatsByExtension[pathExtension]
        guard let format = arguments.lastValue(of: "--format") else { return implied ?? "nibc" }
        guard ["nibc", "nibarchive"].contains(format) else {
            throw .badUsage("--format is nibc or nibarchive, not '\(format)'")
        }
        if let implied, implied != format {
            throw .badUsage(
                "--format \(format) contradicts OUT's extension .\(pathExtension), which is written as \(implied)")
        }
        return format
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
