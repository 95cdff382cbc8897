import Foundation
import NibKit

/// One `nibtool` subcommand: its name, its help, the options it accepts and what it does.
///
/// A subcommand parses nothing itself and prints nothing on failure: it
/// throws a ``CommandError`` and ``DiagnosticsPrinter`` renders it.
protocol Subcommand {
    /// The word that selects the subcommand, such as `trace`.
    static var name: String { get }
    /// One line saying what the subcommand does, for `nibtool --help`.
    static var abstract: String { get }
    /// The usage line, such as `nibtool lint FILE...`.
    static var synopsis: String { get }
    /// The rest of `--help`: what the subcommand prints and its options.
    static var discussion: String { get }
    /// The options the subcommand accepts.
    static var arguments: ArgumentSpec { get }
    /// Does the work and prints the result on standard output.
    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus
}

extension Subcommand {
    /// The full `--help` text.
    static var help: String {
        "usage: \(synopsis)\n\n\(abstract)\n\n\(discussion)"
    }

    /// The single file operand of a subcommand that reads one archive.
    static func singleFile(_ arguments: ParsedArguments) throws(CommandError) -> String {
        switch arguments.operands.count {
        case 0: throw .badUsage("missing FILE")
        case 1: return arguments.operands[0]
        default: throw .badUsage("expected one FILE, got \(arguments.operands.count)")
        }
    }

    /// Reads and validates the archive `path` names: a file, or with
    /// `--bundle DIR`, the nib of that name found in the bundle for
    /// `--device`, `--scale` and `--languages`; with the standard classes,
    /// strictly when `--strict` is given (``ArchiveClasses``).
    static func loadTemplate(_ path: String, _ arguments: ParsedArguments) throws(CommandError) -> NibTemplate {
        let classes = ArchiveClasses(arguments)
        guard let bundlePath = arguments.lastValue(of: "--bundle") else { return try loadTemplate(path, classes) }
        let traits = try BundleOptions.traits(arguments)
        let bundle = try openBundle(bundlePath)
        let registry = bundle.nibURL(named: path, traits: traits).map(classes.registry(for:)) ?? .dynamic
        do {
            return try bundle.nibTemplate(named: path, registry: registry, traits: traits, mode: classes.mode)
        } catch {
            throw .invalidInput(error.diagnostics)
        }
    }

    /// Opens the bundle at `path` for a command that uses it. An Info.plist
    /// that cannot be read is a warning: the command goes on without it, as
    /// the bundle does (`nibtool bundle lint` makes it an error).
    static func openBundle(_ path: String, warnAboutInfoPlist: Bool = true) throws(CommandError) -> NibBundle {
        let bundle: NibBundle
        do {
            bundle = try NibBundle(url: URL(fileURLWithPath: path))
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        if warnAboutInfoPlist, let problem = bundle.infoPlistProblem, !bundle.infoPlistDiagnostics.isEmpty {
            let first = bundle.infoPlistDiagnostics[0]
            DiagnosticsPrinter.print([
                Diagnostic(.warning, "\(problem), so it is left out: \(first.message)", at: first.location)
            ])
        }
        return bundle
    }

    /// Reads and validates the archive at `path` with `classes`: by
    /// default dynamic stand-ins for every class, since nibtool has none of
    /// the application's classes.
    static func loadTemplate(_ path: String, _ classes: ArchiveClasses = .dynamic) throws(CommandError) -> NibTemplate {
        if isCompiledStoryboard(path) {
            throw .invalidInput([
                Diagnostic(
                    .error,
                    "this is a compiled storyboard, a scene nib per view controller: nibtool inspect and lint read it whole; give this command one of its scene nibs",
                    at: SourceLocation.start(of: path))
            ])
        }
        let url = URL(fileURLWithPath: path)
        do {
            return try classes.load(url) { (registry, mode) throws(NibError) in
                try NibTemplate(contentsOf: url, registry: registry, mode: mode)
            }
        } catch {
            throw .invalidInput(error.diagnostics)
        }
    }

    /// Whether `path` names a compiled storyboard, a `.storyboardc` folder,
    /// which is read scene by scene rather than as one archive.
    static func isCompiledStoryboard(_ path: String) -> Bool {
        NibStoryboard.isCompiledStoryboard(at: URL(fileURLWithPath: path))
    }

    /// Reads and validates the compiled storyboard at `path` with `classes`.
    static func loadStoryboard(_ path: String, _ classes: ArchiveClasses) throws(CommandError) -> NibStoryboard {
        let url = URL(fileURLWithPath: path)
        do {
            return try classes.load(url) { (registry, mode) throws(NibError) in
                try NibStoryboard(contentsOf: url, registry: registry, mode: mode)
            }
        } catch {
            throw .invalidInput(error.diagnostics)
        }
    }
}
