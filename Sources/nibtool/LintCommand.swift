import Foundation
import NibKit

/// `nibtool lint`: checks archives, `.strings` tables, `.stringsdict` plural rules and property lists
/// without loading anything, and reports every problem in every file.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let abstract = "Check archives, .strings files and property lists, and report every problem."
    static let synopsis = "nibtool lint FILE... [--strict]"
    static let discussion = """
        Prints each error and warning on standard error as path:line:col: error: message, and
        nothing on standard output. Exits with 1 when any file has an error, else 0.

        Each file is checked by what it is:
          .strings               a strings table: syntax, escapes, UTF-8 or UTF-16 encoding, NUL
                                 bytes, duplicate keys (a warning; the last value wins)
          .stringsdict           plural rules: a property list whose keys each have an
                                 NSStringLocalizedFormatKey with %#@variable@ references and, per
                                 variable, NSStringPluralRuleType, NSStringFormatValueTypeKey and the
                                 forms zero, one, two, few, many, other; 'other' present, every
                                 variable declared and used, each form's specifiers reading its
                                 number as the value type says, and, in a .lproj folder, the
                                 categories of its language's CLDR plural rules
          .plist                 a property list in XML, binary or OpenStep form; so is any other
                                 file that starts with bplist, is XML with a <plist> root, or is
                                 OpenStep text opening with { or (
          anything else          an archive (.nibxml, .xib, .storyboard, or a compiled .nib file or
                                 directory): Apple's classes are checked against NibKit's standard
                                 classes of the archive's platform, and every other class is
                                 accepted, as the application's classes are not needed; ids,
                                 references, events, duplicate properties and the like are checked,
                                 and an image or sound not found beside the file is a warning, as
                                 trace warns of it; an archive with no error is then laid out as
                                 nibtool layout lays it out, and its misplaced views, ambiguous
                                 layouts and conflicting constraints are warnings

        Options:
        \(ArchiveClasses.strictHelp)
          -h, --help             Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(flags: ["--strict"]) }

    /// What a file is checked as.
    enum Kind: Equatable {
        case strings
        case stringsDictionary
        case propertyList
        case archive
    }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard !arguments.operands.isEmpty else { throw .badUsage("missing FILE") }
        var foundError = false
        for path in arguments.operands {
            let diagnostics = diagnose(path, classes: ArchiveClasses(arguments))
            DiagnosticsPrinter.print(diagnostics)
            foundError = foundError || diagnostics.contains { $0.severity == .error }
        }
        return foundError ? .invalidInput : .success
    }

    private static func diagnose(_ path: String, classes: ArchiveClasses) -> [Diagnostic] {
        let url = URL(fileURLWithPath: path)
        switch kind(of: url) {
        case .strings: return StringsTable.diagnose(contentsOf: url)
        case .stringsDictionary: return StringsDictionary.diagnose(contentsOf: url)
        case .propertyList: return PropertyListLinter.lint(contentsOf: url)
        case .archive:
            let diagnostics = classes.diagnose(url)
            // An archive with an error has no graph to lay out.
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
            return diagnostics + ArchiveLayout.lintWarnings(ofArchiveAt: url, classes: classes)
        }
    }

    /// Decides by extension, and for unknown extensions by the first bytes.
    static func kind(of url: URL) -> Kind {
        switch url.pathExtension.lowercased() {
        case "strings": return .strings
        case "stringsdict": return .stringsDictionary
        case "plist": return .propertyList
        case "nibxml", "xib", "storyboard", "nib": return .archive
        default: break
        }
        // An unreadable file, and anything but a regular one (a FIFO would block the
        // sniffing open), goes to the archive reader, which says why plainly.
        guard (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
            let handle = FileHandle(forReadingAtPath: url.path)
        else { return .archive }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        return PropertyListLinter.looksLikePropertyList(head) ? .propertyList : .archive
    }
}
