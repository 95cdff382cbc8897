import Foundation
import NibKit

/// `nibtool layout`: lays out an archive's root views with Auto Layout and
/// prints each view's computed frame beside the one the archive stores, then
/// the layout issues Xcode would show.
enum LayoutCommand: Subcommand {
    static let name = "layout"
    static let abstract =
        "Lay out an archive's views with Auto Layout and report misplaced, ambiguous and conflicting ones."
    static let synopsis =
        "nibtool layout FILE [--size WxH] [--device ID] [--trait compact|regular,compact|regular] [--json] [--strict]"
    static var discussion: String {
        """
        Loads the archive as trace does, with NibKit's standard classes, and lays out every root
        view (a xib's top-level views, each storyboard scene's view controller's view, a window's
        content view) with NibKit's Auto Layout engine. A scene's view is laid out at its view
        controller's freeform size (<size key="freeformSize">), else at the size of the device the
        document is shown on (<device id="retina6_1" orientation="portrait"/>, landscape swapping
        width and height); a xib's top-level view at its own frame, as Interface Builder's canvas
        shows it. A root view a scene's view controller holds, or File's Owner's view outlet
        names, is a view controller's view, inset by the device's safe area.

        Prints, for each root view, each view of its hierarchy with its computed frame and, when
        it differs, the frame the archive stores, both in the superview's coordinates. Then, on
        standard error as path:line:col: warning: message, Xcode's three kinds of layout issue:
        a misplaced view (its computed frame differs from the stored one by more than half a
        point), an ambiguous layout (a view whose position or size the constraints leave open)
        and conflicting constraints (naming the constraints' ids). At another size than the
        stored one (--size, --device), no view is misplaced. Issues are warnings: the exit
        status is 0 when the archive loads, 1 when it does not.

        Options:
          --size WxH             Lay out every root view at this size in points, such as 390x844.
          --device ID            Lay out every root view at this device's screen, in the document's
                                 orientation; one of
        \(deviceList)
          --trait H,V            The horizontal and vertical size classes, each compact or regular
                                 (default: the device's in its orientation).
          --json                 Print one JSON object: {"views": [{"id", "class", "frame": {"x",
                                 "y", "width", "height"}, "stored": {...}, "status"}], "issues":
                                 [{"kind", "id", "constraints", "message", "location"}]}; status is
                                 ok, misplaced, ambiguous or conflicting.
        \(ArchiveClasses.strictHelp)
          -h, --help             Show this help.

        """
    }

    /// The device ids, wrapped under `--device`'s help.
    private static var deviceList: String {
        var lines: [String] = []
        var line = ""
        for device in SimulatedDevice.all {
            let entry =
                "\(device.id) (\(NumberFormatting.string(device.portrait.width))x\(NumberFormatting.string(device.portrait.height)))"
            if !line.isEmpty, line.count + entry.count + 2 > 68 {
                lines.append(line + ",")
                line = ""
            }
            line += line.isEmpty ? entry : ", " + entry
        }
        lines.append(line)
        return lines.map { String(repeating: " ", count: 25) + $0 }.joined(separator: "\n")
    }

    static var arguments: ArgumentSpec {
        ArgumentSpec(flags: ["--json", "--strict"], valued: ["--size", "--device", "--trait"])
    }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        let sizing = try self.sizing(arguments)
        let layout = try ArchiveLayout.layOut(path, classes: ArchiveClasses(arguments), sizing: sizing)
        if arguments.contains("--json") {
            printJSON(layout)
        } else {
            printText(layout)
        }
        DiagnosticsPrinter.print(layout.warnings)
        return .success
    }

    /// `--size`, `--device` and `--trait`, checked.
    static func sizing(_ arguments: ParsedArguments) throws(CommandError) -> ArchiveLayout.Sizing {
        var sizing = ArchiveLayout.Sizing()
        if let text = arguments.lastValue(of: "--size") {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                width.isFinite, height.isFinite, width >= 0, height >= 0
            else {
                throw .badUsage("--size needs WIDTHxHEIGHT in points, such as 390x844, not '\(text)'")
            }
            sizing.size = CGSize(width: width, height: height)
        }
        if let id = arguments.lastValue(of: "--device") {
            guard let device = SimulatedDevice.named(id) else {
                // The usage lines that follow point at --help, which lists every device.
                throw .badUsage(
                    "unknown device '\(id)'"
                        + Diagnostic.Message.didYouMean(id, among: SimulatedDevice.all.map(\.id)).text)
            }
            sizing.device = device
        }
        if let text = arguments.lastValue(of: "--trait") {
            let classes = text.split(separator: ",", omittingEmptySubsequences: false).map {
                SimulatedDevice.SizeClass(rawValue: $0.trimmingCharacters(in: .whitespaces))
            }
            guard classes.count == 2, let horizontal = classes[0], let vertical = classes[1] else {
                throw .badUsage(
                    "--trait needs the horizontal and vertical size classes, each compact or regular, such as compact,regular, not '\(text)'"
                )
            }
            sizing.sizeClasses = (horizontal, vertical)
        }
        return sizing
    }

    // MARK: Output

    /// What `--json`'s `status` and the text form's marks say of a view: the
    /// gravest kind of issue about it (a conflict, which can cause the others,
    /// then an ambiguity, then a misplacement), else ok.
    private static func status(of view: ViewLayout, in report: LayoutReport) -> String {
        guard let id = view.objectID else { return "ok" }
        let kinds = Set(report.issues.filter { $0.objectID == id }.map(\.kind))
        let gravest = [LayoutIssue.Kind.conflicting, .ambiguous, .misplaced].first { kinds.contains($0) }
        return gravest?.description ?? "ok"
    }

    private static func printText(_ layout: ArchiveLayout) {
        if layout.roots.isEmpty { print("(no views to lay out)") }
        for (index, root) in layout.roots.enumerated() {
            if index > 0 { print("") }
            print(
                DisplayText.line(
                    "\(root.name) at \(number(root.size.width))x\(number(root.size.height)):"))
            for view in root.report.views {
                let indent = String(repeating: "  ", count: depth(of: view.view, below: root.report) + 1)
                var line = "\(indent)\(layout.name(of: view)) \(text(view.computed))"
                if !same(view.computed, view.stored) { line += " stored \(text(view.stored))" }
                let status = status(of: view, in: root.report)
                if status != "ok" { line += " \(status)" }
                print(DisplayText.line(line))
            }
        }
    }

    /// How many superviews a view has below the root of `report`.
    private static func depth(of view: View, below report: LayoutReport) -> Int {
        let root = report.views.first?.view
        var depth = 0
        var current = view
        while current !== root, let superview = current.superview {
            depth += 1
            current = superview
        }
        return depth
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        text(a) == text(b)
    }

    /// A frame as `{x, y, width, height}`, to two decimals.
    private static func text(_ rect: CGRect) -> String {
        "{\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), \(number(rect.size.height))}"
    }

    /// A number to two decimals, without trailing zeros.
    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return NumberFormatting.string(rounded == 0 ? 0 : rounded)
    }

    private static func printJSON(_ layout: ArchiveLayout) {
        let views = layout.roots.flatMap { root in
            root.report.views.map { view -> JSONValue in
                .object([
                    ("id", view.objectID.map { .string($0) } ?? .null),
                    ("class", .string(view.className)),
                    ("frame", json(view.computed)),
                    ("stored", json(view.stored)),
                    ("status", .string(status(of: view, in: root.report))),
                ])
            }
        }
        let issues = layout.roots.flatMap { root in
            root.report.issues.map { issue -> JSONValue in
                .object([
                    ("kind", .string(issue.kind.description)),
                    ("id", issue.objectID.map { .string($0) } ?? .null),
                    ("constraints", .array(issue.constraintIDs.map { .string($0) })),
                    ("message", .string(issue.message)),
                    ("location", .string(layout.location(of: issue).description)),
                ])
            }
        }
        print(JSONValue.object([("views", .array(views)), ("issues", .array(issues))]).rendered())
    }

    private static func json(_ rect: CGRect) -> JSONValue {
        .object([
            ("x", .real(Double(rect.origin.x))), ("y", .real(Double(rect.origin.y))),
            ("width", .real(Double(rect.size.width))), ("height", .real(Double(rect.size.height))),
        ])
    }
}
