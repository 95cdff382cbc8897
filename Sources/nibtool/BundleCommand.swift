import Foundation
import NibKit

/// `nibtool bundle lint`: checks a bundle against Apple's bundle rules.
enum BundleCommand: Subcommand {
    static let name = "bundle"
    static let abstract = "Check a bundle's Info.plist, files, localizations and launch images."
    static let synopsis = "nibtool bundle lint BUNDLE"
    static let discussion = """
        Reports each problem as path:line:col: error|warning: message, naming the file or the
        Info.plist key and the rule: a missing or unreadable Info.plist; a CFBundleIdentifier that is
        not reverse-DNS (A-Z a-z 0-9 hyphen period); a CFBundleVersion that is not period-separated
        integers; a CFBundleShortVersionString that is not three of them; an application whose
        CFBundlePackageType is not APPL; a CFBundleSignature that is not four characters; a missing
        executable or icon; launch images of the wrong size, with -568h not first, or -568h without
        @2x; a file in a region folder (en_GB.lproj) that its language folder lacks; a localized
        resource without a default version; executable code inside an .lproj folder; a
        CFBundleExecutable that is not a plain file name; a symbolic link leading outside the
        bundle, a FIFO, socket or device anywhere in it (NibKit reads none of them), and a bundle
        deeper than 32 folders or with more than 100000 entries.
        Exit status 1 when there is an error; warnings alone exit 0.

        Options:
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec() }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard arguments.operands.first == "lint" else {
            throw .badUsage(
                arguments.operands.isEmpty ? "missing the action: lint" : "unknown action '\(arguments.operands[0])'")
        }
        guard arguments.operands.count == 2 else { throw .badUsage("expected one BUNDLE") }
        // The linter reports an unreadable Info.plist itself, as an error.
        let bundle = try openBundle(arguments.operands[1], warnAboutInfoPlist: false)
        let diagnostics = BundleLinter.lint(bundle)
        DiagnosticsPrinter.print(diagnostics)
        return diagnostics.contains { $0.severity == .error } ? .invalidInput : .success
    }
}
