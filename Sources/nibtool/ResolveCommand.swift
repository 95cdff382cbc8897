import Foundation
import NibKit

/// `nibtool resolve`: which file of a bundle a resource name resolves to.
enum ResolveCommand: Subcommand {
    static let name = "resolve"
    static let abstract = "Show which file of a bundle a resource name resolves to."
    static let synopsis = "nibtool resolve BUNDLE NAME --device iphone|ipad --scale N --languages LIST [--json]"
    static let discussion = """
        Looks NAME up the way NibKit finds resources: the preferred localization's region folder, its
        language folder, Base.lproj, the top level, then the development region; in each, the exact
        scale then the nearest, the device's ~iphone or ~ipad variant before the plain name. A NAME
        without an extension is tried as written, then with the extensions an archive's images,
        sounds and nibs may leave out (.png, .jpg, .gif, .caf, .wav, .aiff, .mp3, .nibxml, .xib,
        .storyboard). Prints the chosen file's path relative to the bundle as the last line; exit
        status 1 when nothing matches, or when the file found is one NibKit does not read (a
        symbolic link leading outside the bundle, a FIFO).

        Options:
          --device iphone|ipad   The device (default iphone).
          --scale 1|2|3          The screen scale (default 1).
          --languages LIST       Preferred languages, most preferred first: fr-CA,fr,en.
          --json                 Print {"path", "localizations"} instead.
          -h, --help             Show this help.

        """
    static var arguments: ArgumentSpec {
        ArgumentSpec(flags: ["--json"], valued: ["--device", "--scale", "--languages"])
    }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard arguments.operands.count == 2 else { throw .badUsage("expected BUNDLE and NAME") }
        let traits = try BundleOptions.traits(arguments)
        let bundle = try openBundle(arguments.operands[0])
        let name = arguments.operands[1]
        let localizations = bundle.preferredLocalizations(for: traits.languages)
        let found: URL?
        do {
            found = try bundle.resourceURL(named: name, traits: traits)
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        guard let file = found else {
            throw .invalidInput([
                Diagnostic(
                    .error,
                    "no resource named '\(name)' for \(traits.device.rawValue) @\(traits.scale)x in \(localizations.isEmpty ? "any localization" : localizations.joined(separator: ", "))",
                    at: SourceLocation.start(of: arguments.operands[0]))
            ])
        }
        let path = bundle.relativePath(of: file)
        if arguments.contains("--json") {
            print(
                JSONValue.object([
                    ("path", .string(path)), ("localizations", .array(localizations.map { .string($0) })),
                ]).rendered())
        } else {
            print(DisplayText.line(path))
        }
        return .success
    }
}
