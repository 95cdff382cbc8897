import Foundation
import NibKit
import Synchronization

/// `nibtool trace`: loads an archive with stand-in objects and prints every
/// lifecycle event, phase by phase.
enum TraceCommand: Subcommand {
    static let name = "trace"
    static let abstract = "Load an archive and print its lifecycle, phase by phase."
    static let synopsis =
        "nibtool trace FILE [--scene ID] [--external IDENTIFIER]... [--shuffle-awake SEED] [--json] [--strict] [--bundle DIR --device D --scale N --languages LIST]"
    static let discussion = """
        Apple's classes are NibKit's standard ones for the archive's platform (UIKit's for an iOS or
        tvOS document, AppKit's for a Cocoa one, as ClassRegistry.standard(for:) registers them),
        with the layout classes NibKit provides itself (NSLayoutConstraint, UILayoutGuide,
        NSLayoutGuide, _UILayoutGuide) and NSUserDefaultsController. Every other class, the
        application's own and an Apple class with no standard class, is a stand-in (a
        DynamicObject) that accepts every key and action, so the application's classes are not
        needed; with --strict only custom classes are. File's Owner is a stand-in of the class
        the archive gives it (NSObject when none), and the Application placeholder of a Cocoa
        document one of NSApplication. Each external placeholder gets a stand-in of its class: those named with
        --external and, so that the trace always completes, every other one too, with a warning at
        the placeholder that a real load without that object would fail there. Of a storyboard, one
        scene is traced, as UIKit loads one: its view controller, then its view, with the controller
        as File's Owner, as showing the controller would load it.

        Options:
          --scene ID             Of a storyboard, trace the scene ID (its view controller's storyboard
                                 identifier or id, or the scene's id) instead of the initial scene.
          --external IDENTIFIER  Supply a stand-in for the external object IDENTIFIER (repeatable).
          --shuffle-awake SEED   Send awakeFromNib in the pseudo-random order SEED fixes (an unsigned
                                 integer) instead of document order.
          --json                 Print one JSON object: {"events": [...], "topLevel": [ids]}, one
                                 event a line. Each event has "phase" (1-5), "kind" (resource,
                                 placeholder, init, nestedNib, runtimeAttribute, outlet, outletCollection,
                                 action, binding, segue, awake, show) and that kind's fields; a
                                 segue's own kind (show, relationship, ...) is its "segueKind", and a
                                 binding's options follow its fields, each under its AppKit name
                                 (NSValueTransformerName, ...). A storyboard scene's view follows
                                 as "view": {"events": [...], "topLevel": [ids]}.
        \(ArchiveClasses.strictHelp)
        \(BundleOptions.help)
          -h, --help             Show this help.

        """
    static var arguments: ArgumentSpec {
        ArgumentSpec(
            flags: ["--json", "--strict"],
            valued: Set(["--scene", "--external", "--shuffle-awake"]).union(BundleOptions.valued))
    }

    /// What each phase does, as the headings of the text form.
    static let phaseTitles = [
        1: "load the archive and its resources",
        2: "create objects and substitute placeholders",
        3: "connect outlets and actions",
        4: "awakeFromNib",
        5: "show objects visible at launch",
    ]

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        var options = InstantiationOptions()
        if let seedText = arguments.lastValue(of: "--shuffle-awake") {
            guard let seed = UInt64(seedText) else {
                throw .badUsage("--shuffle-awake needs an unsigned integer seed, not '\(seedText)'")
            }
            options.awakeOrder = .shuffled(seed: seed)
        }
        let (template, view) = try traceTemplate(path, arguments)
        let recorder = LifecycleRecorder()
        options.eventHandler = { recorder.append($0) }
        let supplied = arguments.values(of: "--external")
        DiagnosticsPrinter.print(unsuppliedExternalObjects(in: template, supplied: supplied))
        let owner = DynamicObject(className: ownerClassName(in: template))
        // AppKit's MainMenu.xib is owned by NSApp, which is also its Application placeholder.
        let application = owner.className == "NSApplication" ? owner : DynamicObject(className: "NSApplication")
        let graph: NibInstantiation
        do {
            graph = try template.instantiate(
                owner: owner, externalObjects: standIns(for: supplied, in: template), application: application,
                presenter: recorder, options: options)
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        DiagnosticsPrinter.print(graph.warnings)
        let scene = Trace(events: recorder.events, template: template)
        // A scene's view is loaded when its controller is first shown, as a
        // window showing it would: then, with the controller as File's Owner.
        var viewTrace: Trace?
        if let view, let controller = graph.object(withID: view.controllerID) {
            let viewRecorder = LifecycleRecorder()
            options.eventHandler = { viewRecorder.append($0) }
            do {
                let viewGraph = try view.template.instantiate(
                    owner: controller, externalObjects: view.externalObjects(graph), presenter: viewRecorder,
                    options: options)
                DiagnosticsPrinter.print(viewGraph.warnings)
            } catch {
                throw .invalidInput(error.diagnostics)
            }
            viewTrace = Trace(events: viewRecorder.events, template: view.template)
        }
        // Written a line at a time: what an archive can make trace print grows
        // with its references, and none of it needs to be held at once.
        if arguments.contains("--json") {
            printJSON(scene, view: viewTrace)
        } else {
            printText(scene.events, topLevel: scene.topLevel, names: ObjectNames(template))
            if let viewTrace, let view {
                print("")
                print(
                    DisplayText.line(
                        "The view of \(ObjectNames(template).name(of: view.controllerID)), loaded when it is first shown:"
                    ))
                print("")
                printText(viewTrace.events, topLevel: viewTrace.topLevel, names: ObjectNames(view.template))
            }
        }
        return .success
    }

    /// A storyboard scene's view: its template, the id of the view controller
    /// its File's Owner stands for, and the objects of the controller's
    /// graph it names as external objects.
    fileprivate struct SceneView {
        var template: NibTemplate
        var controllerID: String
        var externalObjects: (NibInstantiation) -> [String: NibObject]
    }

    /// One load's events, and the template it loaded.
    private struct Trace {
        var events: [LifecycleEvent]
        var template: NibTemplate
        /// The ids of the load's top-level objects.
        var topLevel: [String] { template.topLevel.map { template.objects[$0].id } }
    }

    /// The template to trace: of a storyboard or a compiled one, the scene
    /// `--scene` names or else the initial scene, as UIKit loads one scene at
    /// a time, with the template of the scene's view, which its view
    /// controller (the id beside it) loads when first shown; of any other
    /// archive, the archive.
    private static func traceTemplate(_ path: String, _ arguments: ParsedArguments) throws(CommandError)
        -> (NibTemplate, SceneView?)
    {
        let sceneID = arguments.lastValue(of: "--scene")
        guard arguments.lastValue(of: "--bundle") == nil,
            URL(fileURLWithPath: path).pathExtension == "storyboard" || isCompiledStoryboard(path)
        else {
            if sceneID != nil { throw .badUsage("--scene needs a .storyboard or .storyboardc FILE") }
            return (try loadTemplate(path, arguments), nil)
        }
        let storyboard = try loadStoryboard(path, ArchiveClasses(arguments))
        DiagnosticsPrinter.print(storyboard.warnings)
        let start = SourceLocation.start(of: storyboard.path)
        guard let sceneID else {
            if let initial = storyboard.initialViewControllerID,
                let scene = storyboard.scenes.first(where: { $0.viewControllerID == initial })
            {
                return traced(scene, of: storyboard)
            }
            // UIKit would have no scene to start with; a trace still shows one.
            guard let first = storyboard.scenes.first else {
                throw .invalidInput([Diagnostic(.error, "the storyboard has no scene to trace", at: start)])
            }
            let names = sceneNames(storyboard)
            DiagnosticsPrinter.print([
                Diagnostic(
                    .warning,
                    "the storyboard has no initial view controller; the trace loads its first scene, '\(names[0])'"
                        + " (name another with --scene: \(names.joined(separator: ", ")))",
                    at: start)
            ])
            return traced(first, of: storyboard)
        }
        let scene = storyboard.scenes.first {
            $0.storyboardIdentifier == sceneID || $0.viewControllerID == sceneID || $0.id == sceneID
        }
        guard let scene else {
            throw .invalidInput([
                Diagnostic(
                    .error,
                    "no scene of the storyboard has the storyboard identifier, view controller id or scene id '\(sceneID)'"
                        + Diagnostic.Message.didYouMean(sceneID, among: sceneNames(storyboard)),
                    at: start, key: sceneID)
            ])
        }
        return traced(scene, of: storyboard)
    }

    /// What `trace` loads of a scene: its controller's template, and its view.
    private static func traced(_ scene: NibStoryboard.Scene, of storyboard: NibStoryboard) -> (NibTemplate, SceneView?)
    {
        guard let viewTemplate = scene.viewTemplate, let id = scene.viewControllerID else {
            return (scene.template, nil)
        }
        return (
            scene.template,
            SceneView(
                template: viewTemplate, controllerID: id,
                externalObjects: { storyboard.viewExternalObjects(of: scene, in: $0) })
        )
    }

    /// How `--scene` may name each scene: its storyboard identifier, else its
    /// view controller's id, else its own id.
    private static func sceneNames(_ storyboard: NibStoryboard) -> [String] {
        storyboard.scenes.map { $0.storyboardIdentifier ?? $0.viewControllerID ?? $0.id }
    }

    static func ownerClassName(in template: NibTemplate) -> String {
        template.objects.first { $0.role == .filesOwner }?.className ?? "NSObject"
    }

    /// A stand-in for each identifier named on the command line and for each
    /// external placeholder of the archive.
    static func standIns(for identifiers: [String], in template: NibTemplate) -> [String: NibObject] {
        var classes: [String: String] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                classes[identifier] = object.className ?? "NSObject"
            }
        }
        for identifier in identifiers where classes[identifier] == nil {
            classes[identifier] = "NSObject"
        }
        return classes.mapValues { DynamicObject(className: $0) }
    }

    /// A warning at each external placeholder no `--external` names: the
    /// trace gives it a stand-in, but a real load without it would fail there.
    private static func unsuppliedExternalObjects(in template: NibTemplate, supplied: [String]) -> [Diagnostic] {
        template.objects.compactMap { object in
            guard case .external(let identifier) = object.role, !supplied.contains(identifier) else { return nil }
            return Diagnostic(
                .warning,
                "no --external supplies the external object '\(identifier)'; the trace gives it a stand-in, but a real load without it fails here",
                at: object.location, objectID: object.id, className: object.className, key: identifier)
        }
    }

    // MARK: Output

    private static func printText(_ unordered: [LifecycleEvent], topLevel: [String], names: ObjectNames) {
        // Grouped by phase, in the order they happened within each.
        let events = unordered.enumerated().sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }
            .map(\.element)
        var next = events.startIndex
        for phase in 1...5 {
            print("Phase \(phase): \(phaseTitles[phase] ?? "")")
            let first = next
            while next < events.endIndex, events[next].phase == phase {
                print("  \(events[next].description(naming: names.name(of:)))")
                next += 1
            }
            if first == next { print("  (nothing)") }
            print("")
        }
        print(DisplayText.line("Top-level objects: \(topLevel.isEmpty ? "(none)" : topLevel.joined(separator: ", "))"))
    }

    /// The JSON form, `{"events": [...], "topLevel": [...]}` with one event a
    /// line, as ``JSONValue/rendered(indent:)`` would write it whole; of a
    /// storyboard scene with a view, its view's load follows in the same
    /// form as `"view"`.
    private static func printJSON(_ trace: Trace, view: Trace?) {
        print("{")
        printJSONFields(trace, indent: "  ")
        if let view {
            print(",")
            print("  \"view\": {")
            printJSONFields(view, indent: "    ")
            print("")
            print("  }")
        } else {
            print("")
        }
        print("}")
    }

    /// The `"events"` and `"topLevel"` fields of one load, at `indent`, the
    /// last line without its end.
    private static func printJSONFields(_ trace: Trace, indent: String) {
        let template = trace.template
        let labels = Dictionary(
            template.objects.indices.compactMap { index in
                template.userLabel(ofObjectAt: index).map { (template.objects[index].id, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        let placeholderClasses = Dictionary(
            template.objects.compactMap { object in
                object.role.isPlaceholder ? object.className.map { (object.id, $0) } : nil
            },
            uniquingKeysWith: { first, _ in first })
        let events = trace.events
        if events.isEmpty {
            print("\(indent)\"events\": [],")
        } else {
            print("\(indent)\"events\": [")
            for (index, event) in events.enumerated() {
                print(
                    "\(indent)  \(json(event, labels: labels, placeholderClasses: placeholderClasses).rendered(indent: indent + "  "))\(index == events.count - 1 ? "" : ",")"
                )
            }
            print("\(indent)],")
        }
        print(
            "\(indent)\"topLevel\": \(JSONValue.array(trace.topLevel.map { .string(DisplayText.abbreviated($0)) }).rendered(indent: indent))",
            terminator: "")
    }

    /// One event as JSON: what its line in the text form says, as fields; an
    /// object's user label is a field of the event that creates it, a
    /// placeholder's class of the event that substitutes it.
    private static func json(
        _ event: LifecycleEvent, labels: [String: String], placeholderClasses: [String: String]
    ) -> JSONValue {
        let kind: String
        let fields: [(key: String, value: JSONValue)]
        switch event {
        case .placeholder(let id, let role):
            kind = "placeholder"
            let identifier: JSONValue = if case .external(let identifier) = role { .string(identifier) } else { .null }
            fields = [
                ("id", .string(id)), ("role", .string(name(of: role))), ("identifier", identifier),
                ("class", placeholderClasses[id].map { .string($0) } ?? .null),
            ]
        case .runtimeAttribute(let id, let keyPath, let value):
            kind = "runtimeAttribute"
            fields = [("id", .string(id)), ("keyPath", .string(keyPath)), ("value", .string(value))]
        case .segue(let segueID, let source, let identifier, let destination, let segueKind):
            // "kind" is the event's; the segue's own kind is "segueKind".
            kind = "segue"
            fields = [
                ("id", segueID.map { .string($0) } ?? .null),
                ("identifier", identifier.map { .string($0) } ?? .null),
                ("segueKind", segueKind.map { .string($0) } ?? .null),
                ("source", .string(source)), ("destination", .string(destination)),
            ]
        case .resource(let resourceKind, let name, _):
            kind = "resource"
            fields = [("name", .string(name)), ("type", .string(resourceKind.rawValue))]
        case .initialize(let id, let className, let initializer):
            kind = "init"
            fields = [
                ("id", .string(id)), ("class", .string(className)), ("initializer", .string(initializer.rawValue)),
                ("label", labels[id].map { .string($0) } ?? .null),
            ]
        case .nestedNib(let id, let keyPath, let className, let objects):
            kind = "nestedNib"
            fields = [
                ("id", .string(id)), ("keyPath", .string(keyPath)),
                ("class", className.map { .string($0) } ?? .null), ("objects", .integer(objects)),
            ]
        case .outlet(let source, let property, let destination):
            kind = "outlet"
            fields = [
                ("source", .string(source)), ("property", .string(property)), ("destination", .string(destination)),
            ]
        case .outletCollection(let source, let property, let destination):
            kind = "outletCollection"
            fields = [
                ("source", .string(source)), ("property", .string(property)), ("destination", .string(destination)),
            ]
        case .action(let source, let selector, let target, let controlEvent):
            kind = "action"
            fields = [
                ("source", .string(source)), ("selector", .string(selector)),
                ("target", target.map { .string($0) } ?? .null), ("event", .string(controlEvent)),
            ]
        case .binding(let source, let binding, let destination, let keyPath, let options):
            kind = "binding"
            fields =
                [
                    ("source", .string(source)), ("binding", .string(binding)), ("destination", .string(destination)),
                    ("keyPath", .string(keyPath)),
                ]
                // Each option as a field of its own, under its AppKit name (NS...,
                // so never one of the fields above): an event stays on one line.
                + options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }
        case .awake(let id):
            kind = "awake"
            fields = [("id", .string(id)), ("default", .bool(false))]
        case .defaultAwake(let id):
            // The same kind: Apple sends it; the class keeps NSObject's default.
            kind = "awake"
            fields = [("id", .string(id)), ("default", .bool(true))]
        case .show(let id):
            kind = "show"
            fields = [("id", .string(id))]
        }
        // No field of an event can grow past a line's length however long an
        // archive's id is (DisplayText.abbreviated): an id is repeated once per reference.
        let bounded = fields.map { field -> (key: String, value: JSONValue) in
            guard case .string(let text) = field.value else { return field }
            return (field.key, .string(DisplayText.abbreviated(text)))
        }
        return .object([("phase", .integer(event.phase)), ("kind", .string(kind))] + bounded)
    }

    /// A placeholder's role as the JSON names it: its XML spelling.
    private static func name(of role: ObjectRole) -> String {
        switch role {
        case .filesOwner: return "filesOwner"
        case .firstResponder: return "firstResponder"
        case .external: return "external"
        case .application: return "application"
        case .archived: return "archived"
        case .custom: return "custom"
        }
    }
}

/// Collects the lifecycle events of one load, and stands in for the host
/// toolkit in phase 5 so that showing is traced too.
private final class LifecycleRecorder: LaunchPresenter, Sendable {
    private let recorded = Mutex<[LifecycleEvent]>([])

    /// The events so far, in order.
    var events: [LifecycleEvent] { recorded.withLock { $0 } }

    func append(_ event: LifecycleEvent) { recorded.withLock { $0.append(event) } }

    // Showing is the host's job; the trace only needs the event NibKit emits after this call.
    func presentAtLaunch(_ object: NibObject, id: String) {}
}

/// How the text form names the objects of a template from phase 3 on: by
/// ``NibTemplate/displayName(ofObjectAt:)``, found by id. An id no object of
/// the template has (a segue's destination in another scene) is its own name.
private struct ObjectNames {
    private let names: [String: String]

    init(_ template: NibTemplate) {
        names = Dictionary(
            template.objects.indices.map { (template.objects[$0].id, template.displayName(ofObjectAt: $0)) },
            uniquingKeysWith: { first, _ in first })
    }

    func name(of id: String) -> String { names[id] ?? id }
}
