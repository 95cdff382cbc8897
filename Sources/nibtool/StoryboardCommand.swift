import Foundation
import NibKit

/// `nibtool storyboard`: lists a storyboard's flow as its document writes it.
enum StoryboardCommand: Subcommand {
    static let name = "storyboard"
    static let abstract = "List a storyboard's scenes, segues and storyboard references, or run its segues."
    static let synopsis = "nibtool storyboard FILE [--perform SEGUE-ID]... [--json] [--strict]"
    static let discussion = """
        Reads a .storyboard, or a compiled .storyboardc folder as far as its Info.plist and segue
        templates tell, and prints, in document order:
          initialViewController  the id of the view controller the storyboard starts with
          launchScreen           yes when the document says launchScreen="YES" (unknown for a
                                 .storyboardc, which does not say)
          Scenes                 each scene's view controller id, its class (the custom class
                                 with its module, as the archive names it, else the Apple class
                                 of the element) and its storyboard identifier
          Segues                 every <segue>, relationship and embed segues included: its id,
                                 kind, source (the scene's view controller), trigger (the
                                 object whose connections hold it, when that is not the view
                                 controller: a button, a bar button item, a table cell),
                                 destination, identifier and customClass, as written
          References             each storyboard reference (<viewControllerPlaceholder>, macOS
                                 <controllerPlaceholder>): its id, storyboardName and
                                 referencedIdentifier
        A file that is not a storyboard is an error.

        With --perform, nothing is listed: the storyboard runs. Its initial view controller is
        created and shown as a window's root (appearAsRoot), then each segue named is performed
        in turn, as a tap on its trigger would (shouldPerformSegue is asked). A segue is named by
        its identifier, or by the id of its <segue> element, so that a segue without an identifier
        can be performed too; an unwind segue (kind="unwind", to the scene's Exit) by the same.
        Its source is the first controller on screen, the topmost first (a presented controller
        before its presenter, a container's child before the container), that holds a segue of
        that name; when none does, the error names the controllers on screen. Every step is
        printed, numbered, each lifecycle callback and change a line naming the view controller
        (id, class as the document writes it, title) and the call, as NibKit makes it. nibtool
        has none of the application's classes: each view controller of class UIViewController or
        of a custom class stands in as a UIViewController that takes every unwind action, so an
        unwind leads to the nearest controller on the way back. A macOS storyboard runs too: its
        initial window controller shows its window (an initial view controller is a window's
        content), and the segues of the controllers on screen (the presented before their
        presenters, the window controller last) are performed the same way; its custom classes
        are the standard classes' stand-ins or dynamic objects.

        Options:
          --json      Print one JSON object with the keys initialViewController, launchScreen,
                      scenes ({"id", "class", "storyboardIdentifier"}), segues ({"id",
                      "identifier", "kind", "source", "destination", "customClass"}, and
                      "trigger" for a segue a control holds) and references ({"id",
                      "storyboardName", "referencedIdentifier"}); absent values are null.
                      With --perform, an array of events instead, each {"step", "event",
                      "controller", "class"} and, when they apply, "related" (the other
                      controller's id), "segue", "action", "animated" and "answer".
          --perform SEGUE-ID
                      Perform the segue SEGUE-ID (repeatable; in order) and trace the run.
        \(ArchiveClasses.strictHelp)
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(flags: ["--json", "--strict"], valued: ["--perform"]) }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        let storyboard = try loadStoryboard(path, ArchiveClasses(arguments))
        DiagnosticsPrinter.print(storyboard.allWarnings)
        let segues = arguments.values(of: "--perform")
        guard segues.isEmpty else {
            let run = try StoryboardPerformance(path: path, document: storyboard, segues: segues)
            if arguments.contains("--json") {
                print(run.json.rendered())
            } else {
                print(run.text, terminator: "")
            }
            return .success
        }
        let flow = StoryboardFlow(storyboard)
        if arguments.contains("--json") {
            print(flow.json.rendered())
        } else {
            print(flow.text, terminator: "")
        }
        return .success
    }
}

/// What `nibtool storyboard` lists of a loaded storyboard: its scenes,
/// segues and references, each in document order.
struct StoryboardFlow {
    /// A scene whose view controller is not a storyboard reference.
    struct Scene {
        var id: String
        var className: String?
        var storyboardIdentifier: String?
    }

    /// One `<segue>` element.
    struct Segue {
        var id: String?
        var identifier: String?
        var kind: String?
        /// The id of the scene's view controller.
        var source: String?
        /// The object whose connections hold the segue, when it is not the view controller.
        var trigger: (id: String, className: String?)?
        var destination: String?
        var customClass: String?
    }

    /// A storyboard reference.
    struct Reference {
        var id: String
        var storyboardName: String?
        var referencedIdentifier: String?
    }

    var initialViewControllerID: String?
    var isLaunchScreen: Bool?
    var scenes: [Scene] = []
    var segues: [Segue] = []
    var references: [Reference] = []
    /// The class of each view controller by id, to name a segue's ends.
    private var classOfController: [String: String] = [:]

    init(_ storyboard: NibStoryboard) {
        initialViewControllerID = storyboard.initialViewControllerID
        isLaunchScreen = storyboard.isLaunchScreen
        for scene in storyboard.scenes {
            let template = scene.template
            let controller = scene.viewControllerID.flatMap { id in template.objects.first { $0.id == id } }
            if let id = scene.viewControllerID, let className = controller?.className {
                classOfController[id] = className
            }
            if scene.isStoryboardReference {
                references.append(
                    Reference(
                        id: scene.viewControllerID ?? scene.id,
                        storyboardName: controller.flatMap { Self.string($0, "storyboardName") },
                        referencedIdentifier: controller.flatMap { Self.string($0, "referencedIdentifier") }))
            } else {
                scenes.append(
                    Scene(
                        id: scene.viewControllerID ?? scene.id, className: controller?.className,
                        storyboardIdentifier: scene.storyboardIdentifier))
            }
            // A template lists connections by holder; the document writes them
            // by place. The segues of the scene's view (its controls') are in
            // the view's template, whose File's Owner is the view controller.
            let sceneSegues = ([template] + (scene.viewTemplate.map { [$0] } ?? [])).flatMap { template in
                template.connections.filter { $0.kind == .segue }.map { (connection: $0, template: template) }
            }.sorted {
                ($0.connection.location.line, $0.connection.location.column)
                    < ($1.connection.location.line, $1.connection.location.column)
            }
            for (connection, template) in sceneSegues {
                let holder = template.objects[connection.source]
                let isController = holder.id == scene.viewControllerID
                segues.append(
                    Segue(
                        id: connection.segueID, identifier: connection.name.isEmpty ? nil : connection.name,
                        kind: connection.segueKind, source: scene.viewControllerID,
                        trigger: isController ? nil : (holder.id, holder.className),
                        destination: connection.destinationID, customClass: connection.segueCustomClass))
            }
        }
    }

    /// The text a property of `object` holds, when it holds text.
    private static func string(_ object: TemplateObject, _ key: String) -> String? {
        guard case .string(let text) = object.properties.first(where: { $0.key == key })?.value else { return nil }
        return text
    }

    /// `id` with the class of its view controller, when the storyboard has it.
    private func controller(_ id: String?) -> String {
        guard let id else { return "-" }
        return classOfController[id].map { "\(id) (\($0))" } ?? id
    }

    /// The listing, one section each, in the style of `nibtool inspect`.
    var text: String {
        var lines = [
            "initialViewController: \(controller(initialViewControllerID))",
            "launchScreen: \(isLaunchScreen.map { $0 ? "yes" : "no" } ?? "unknown")",
            "",
            "Scenes (\(scenes.count)):",
        ]
        lines += scenes.map { scene in
            var line = "  \(scene.id): \(scene.className ?? "-")"
            if let identifier = scene.storyboardIdentifier { line += "  storyboardIdentifier: \(identifier)" }
            return line
        }
        lines += ["", "Segues (\(segues.count)):"]
        lines += segues.map { segue in
            var parts = ["  \(segue.id ?? "-"): \(segue.kind ?? "-") from \(controller(segue.source))"]
            if let trigger = segue.trigger {
                parts.append("trigger \(trigger.id)\(trigger.className.map { " (\($0))" } ?? "")")
            }
            parts.append("to \(controller(segue.destination))")
            if let identifier = segue.identifier { parts.append("identifier: \(identifier)") }
            if let customClass = segue.customClass { parts.append("customClass: \(customClass)") }
            return parts.joined(separator: "  ")
        }
        lines += ["", "References (\(references.count)):"]
        lines += references.map { reference in
            "  \(reference.id): storyboardName: \(reference.storyboardName ?? "-")"
                + "  referencedIdentifier: \(reference.referencedIdentifier ?? "-")"
        }
        return lines.map(DisplayText.line).joined(separator: "\n") + "\n"
    }

    /// The listing as JSON, absent values as null.
    var json: JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let scenes = scenes.map { scene in
            JSONValue.object([
                ("id", .string(scene.id)), ("class", optional(scene.className)),
                ("storyboardIdentifier", optional(scene.storyboardIdentifier)),
            ])
        }
        let segues = segues.map { segue in
            var members: [(key: String, value: JSONValue)] = [
                ("id", optional(segue.id)), ("identifier", optional(segue.identifier)), ("kind", optional(segue.kind)),
                ("source", optional(segue.source)), ("destination", optional(segue.destination)),
                ("customClass", optional(segue.customClass)),
            ]
            if let trigger = segue.trigger {
                members.append(
                    ("trigger", .object([("id", .string(trigger.id)), ("class", optional(trigger.className))])))
            }
            return JSONValue.object(members)
        }
        let references = references.map { reference in
            JSONValue.object([
                ("id", .string(reference.id)), ("storyboardName", optional(reference.storyboardName)),
                ("referencedIdentifier", optional(reference.referencedIdentifier)),
            ])
        }
        return .object([
            ("initialViewController", optional(initialViewControllerID)),
            ("scenes", .array(scenes)),
            ("segues", .array(segues)),
            ("references", .array(references)),
            ("launchScreen", isLaunchScreen.map(JSONValue.bool) ?? .null),
        ])
    }
}
