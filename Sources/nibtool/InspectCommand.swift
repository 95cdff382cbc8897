import Foundation
import NibKit

/// `nibtool inspect`: counts what an archive holds.
enum InspectCommand: Subcommand {
    static let name = "inspect"
    static let abstract = "Count an archive's objects, placeholders, connections and resources."
    static let synopsis = "nibtool inspect FILE [--json] [--strict]"
    static let discussion = """
        Prints the format (nibxml, xib, storyboard, xib-archive, nib, or storyboardc for a compiled
        storyboard folder), then how many objects (created by the load), placeholders, outlets,
        outlet collection members, actions, segues, top-level objects, resources, Cocoa bindings
        and nested nibs (a compiled storyboard's prototype cells, each a template of its own whose
        objects are not counted) the archive has. An Interface Builder document is counted by its
        elements; a compiled nib or template, which keeps no document, by what it holds. Every
        format counts by one rule, so a compiled form counts what its source does: a
        constraint's firstItem and secondItem are its properties, not outlets. A .storyboardc
        folder is the sum of its scenes, their view nibs included, each scene with its own
        placeholders. The archive is loaded as trace loads it, with NibKit's standard classes for
        Apple's names.

        Options:
          --json      Print one JSON object with the keys format, objects, placeholders, outlets,
                      outletCollections, actions, segues, topLevel, resources, bindings and
                      nestedNibs.
        \(ArchiveClasses.strictHelp)
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(flags: ["--json", "--strict"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        let format: String
        let statistics: ArchiveStatistics
        if isCompiledStoryboard(path) {
            let storyboard = try loadStoryboard(path, ArchiveClasses(arguments))
            DiagnosticsPrinter.print(storyboard.allWarnings)
            format = "storyboardc"
            statistics = storyboard.statistics
        } else {
            let template = try loadTemplate(path, ArchiveClasses(arguments))
            DiagnosticsPrinter.print(template.warnings)
            format = template.formatName
            statistics = template.statistics
        }
        let counts: [(key: String, value: Int)] = [
            ("objects", statistics.objects),
            ("placeholders", statistics.placeholders),
            ("outlets", statistics.outlets),
            ("outletCollections", statistics.outletCollections),
            ("actions", statistics.actions),
            ("segues", statistics.segues),
            ("topLevel", statistics.topLevel),
            ("resources", statistics.resources),
            ("bindings", statistics.bindings),
            ("nestedNibs", statistics.nestedNibs),
        ]
        if arguments.contains("--json") {
            let members =
                [("format", JSONValue.string(format))] + counts.map { ($0.key, .integer($0.value)) }
            print(JSONValue.object(members).rendered())
        } else {
            let lines = [("format", format)] + counts.map { ($0.key, String($0.value)) }
            let width = lines.map(\.0.count).max() ?? 0
            for (key, value) in lines {
                print(
                    DisplayText.line("\("\(key):".padding(toLength: width + 1, withPad: " ", startingAt: 0)) \(value)"))
            }
        }
        return .success
    }
}
