import Foundation
import NibKit
import Synchronization

/// What `nibtool storyboard --perform` does: runs a storyboard's initial
/// scene (an iOS controller as a window's root, a macOS window controller's
/// window shown), performs the segues named in turn, and records every
/// lifecycle step (``ViewControllerEvent``) of each.
struct StoryboardPerformance {
    /// One lifecycle step, as the trace prints it.
    struct Record: Sendable {
        /// The number of the step of the run it belongs to, 1 for showing the root.
        var step: Int
        /// The event's name (``ViewControllerEvent/Step``).
        var event: String
        var controller: String
        var className: String
        var related: String?
        var segue: String?
        var action: String?
        var animated: Bool?
        var answer: Bool?
        /// The line of the text form.
        var line: String
    }

    /// What the run did: a heading for each step, and each step's records.
    var headings: [String] = []
    var records: [Record] = []

    /// The archive class of each view controller by id, from the document,
    /// so that a controller is named by its class as written.
    private let classes: [String: String]

    /// Runs the storyboard at `path`, whose document `document` is, and performs `segues`.
    init(path: String, document: NibStoryboard, segues: [String]) throws(CommandError) {
        let start = SourceLocation.start(of: path)
        let platform = NibTemplate.platform(ofArchiveAt: URL(fileURLWithPath: path)) ?? .iOS
        var classes: [String: String] = [:]
        var customClasses: [String] = []
        for scene in document.scenes {
            guard let id = scene.viewControllerID, let object = scene.template.objects.first(where: { $0.id == id })
            else { continue }
            classes[id] = object.className
            if object.isCustomClass, let name = object.className { customClasses.append(name) }
        }
        self.classes = classes
        let flow = StoryboardFlow(document)
        let collected = Mutex<[Record]>([])
        let currentStep = Mutex(1)
        let names = classes
        let observer: ViewControllerEvent.Observer = { event in
            let record = Self.record(event, step: currentStep.withLock { $0 }, classes: names)
            collected.withLock { $0.append(record) }
        }
        do throws(NibError) {
            if platform == .macOS {
                try performAppKit(
                    path: path, segues: segues, flow: flow, observer: observer,
                    step: { index in currentStep.withLock { $0 = index } })
                records = collected.withLock { $0 }
                return
            }
            let storyboard = try UIStoryboard(
                contentsOf: URL(fileURLWithPath: path), registry: Self.registry(customClasses))
            let window = UIWindow()
            let root = try ViewControllerEvent.observe(observer) { () throws(NibError) -> UIViewController in
                guard let root = try storyboard.instantiateInitialViewController() else {
                    throw NibError(
                        .resourceNotFound,
                        Diagnostic(.error, "the storyboard has no initial view controller to show", at: start))
                }
                try root.appearAsRoot(in: window)
                return root
            }
            headings.append("show the initial view controller \(Self.name(root, classes)) as the window's root")
            for (index, requested) in segues.enumerated() {
                currentStep.withLock { $0 = index + 2 }
                let onScreen = Self.onScreen(from: root)
                guard let (source, template) = Self.source(of: requested, among: onScreen, flow: flow) else {
                    throw Self.notOnScreen(requested, onScreen, classes, at: start)
                }
                headings.append("perform \"\(requested)\" from \(Self.name(source, classes))")
                template.viewController = template.viewController ?? source
                try ViewControllerEvent.observe(observer) { () throws(NibError) in
                    try template.perform(sender: nil, askingSource: true)
                }
            }
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        records = collected.withLock { $0 }
    }

    /// Runs a macOS storyboard: its initial controller (a window controller
    /// shows its window, a view controller is its window's content), then
    /// each segue in turn from the topmost controller on screen that holds it.
    private mutating func performAppKit(
        path: String, segues: [String], flow: StoryboardFlow, observer: @escaping ViewControllerEvent.Observer,
        step: (Int) -> Void
    ) throws(NibError) {
        let start = SourceLocation.start(of: path)
        var registry = ClassRegistry.standard(for: .macOS)
        registry.dynamicObjects = .all
        registry.suggestsRegisteredClasses = false
        let storyboard = try NSStoryboard(contentsOf: URL(fileURLWithPath: path), registry: registry)
        let classes = self.classes
        let root = try ViewControllerEvent.observe(observer) { () throws(NibError) -> NibObject in
            guard let initial = try storyboard.instantiateInitialController() else {
                throw NibError(
                    .resourceNotFound,
                    Diagnostic(.error, "the storyboard has no initial controller to show", at: start))
            }
            if let windowController = initial as? NSWindowController {
                try windowController.showWindow(nil)
            } else if let content = initial as? NSViewController {
                let windowController = NSWindowController()
                try windowController.setContentViewController(content)
                try windowController.showWindow(nil)
            }
            return initial
        }
        headings.append("show the initial controller \(Self.name(root, classes))")
        for (index, requested) in segues.enumerated() {
            step(index + 2)
            let onScreen = Self.onScreen(from: root)
            let holders = onScreen.map { controller in
                (
                    controller,
                    (controller as? NSViewController)?.storyboardSegueTemplates
                        ?? (controller as? NSWindowController)?.storyboardSegueTemplates ?? []
                )
            }
            var found: (NibObject, NSStoryboardSegueTemplate)?
            for (controller, templates) in holders {
                if let template = templates.first(where: { $0.identifier == requested }) {
                    found = (controller, template)
                    break
                }
            }
            if found == nil, let segue = flow.segues.first(where: { $0.id == requested }) {
                for (controller, templates) in holders where controller.archiveObjectID == segue.source {
                    if let template = templates.first(where: {
                        $0.identifier == segue.identifier && $0.destinationID == segue.destination
                            && $0.kind == segue.kind
                    }) {
                        found = (controller, template)
                        break
                    }
                }
            }
            guard let (source, template) = found else {
                throw Self.notOnScreen(requested, onScreen, classes, at: start)
            }
            headings.append("perform \"\(requested)\" from \(Self.name(source, classes))")
            template.controller = template.controller ?? source
            try ViewControllerEvent.observe(observer) { () throws(NibError) in
                try template.perform(sender: nil, askingSource: true)
            }
        }
    }

    /// The error for a segue that no controller on screen holds, naming those on screen.
    private static func notOnScreen(
        _ requested: String, _ onScreen: [NibObject], _ classes: [String: String], at start: SourceLocation
    ) -> NibError {
        let shown = onScreen.map { name($0, classes) }.joined(separator: ", ")
        return NibError(
            .resourceNotFound,
            Diagnostic(
                .error, "no controller on screen performs segue \"\(requested)\"; on screen: \(shown)", at: start,
                key: requested))
    }

    /// The AppKit controllers on screen, the topmost first: the controllers
    /// presented (sheets, modal windows, popovers) before their presenters,
    /// children before their containers, the window controller last.
    private static func onScreen(from root: NibObject) -> [NibObject] {
        var shown: [NibObject] = []
        func visit(_ controller: NSViewController) {
            guard controller.isViewAppeared else { return }
            shown.append(controller)
            for child in controller.children { visit(child) }
            for presented in controller.presentedViewControllers { visit(presented) }
        }
        if let windowController = root as? NSWindowController {
            shown.append(windowController)
            if let content = windowController.contentViewController { visit(content) }
        } else if let content = root as? NSViewController {
            visit(content)
        }
        return shown.reversed()
    }

    /// The standard UIKit classes, with ``StandInViewController`` for
    /// `UIViewController` and each custom view controller class: nibtool has
    /// none of the application's classes.
    private static func registry(_ customClasses: [String]) -> ClassRegistry {
        var registry = ClassRegistry.standard(for: .iOS)
        registry.dynamicObjects = .all
        registry.suggestsRegisteredClasses = false
        registry.register(StandInViewController.self, names: ["UIViewController"] + customClasses)
        return registry
    }

    /// The controllers on screen, the topmost first: the presented ones
    /// before their presenters, children before their containers.
    private static func onScreen(from root: UIViewController) -> [UIViewController] {
        var shown: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            guard controller.appearanceState == .appeared else { return }
            shown.append(controller)
            for child in controller.children { visit(child) }
        }
        var current: UIViewController? = root
        while let controller = current {
            visit(controller)
            current = controller.presentedViewController
        }
        return shown.reversed()
    }

    /// The first controller of `onScreen` with a segue `requested` names
    /// (its identifier, else the id of its `<segue>` element), and the segue.
    private static func source(of requested: String, among onScreen: [UIViewController], flow: StoryboardFlow)
        -> (UIViewController, UIStoryboardSegueTemplate)?
    {
        for controller in onScreen {
            if let template = controller.storyboardSegueTemplates.first(where: { $0.identifier == requested }) {
                return (controller, template)
            }
        }
        guard let segue = flow.segues.first(where: { $0.id == requested }) else { return nil }
        for controller in onScreen where controller.archiveObjectID == segue.source {
            let template = controller.storyboardSegueTemplates.first {
                $0.identifier == segue.identifier && $0.destinationViewControllerIdentifier == segue.destination
                    && $0.kind == segue.kind
            }
            if let template { return (controller, template) }
        }
        return nil
    }

    /// `id (Class "title")`, as `nibtool trace` names objects: the id the
    /// archive gives the controller, its class as the document writes it,
    /// and its title when it has one.
    private static func name(_ object: NibObject, _ classes: [String: String]) -> String {
        let id = object.archiveObjectID ?? "-"
        let className = classes[id] ?? object.nibClassName
        let title = (object as? UIViewController)?.title ?? (object as? NSViewController)?.title
        guard let title else { return "\(id) (\(className))" }
        return "\(id) (\(className) \"\(title)\")"
    }

    private static func record(_ event: ViewControllerEvent, step: Int, classes: [String: String]) -> Record {
        let id = event.controller.archiveObjectID ?? "-"
        return Record(
            step: step, event: event.step.rawValue, controller: id,
            className: classes[id] ?? event.controller.nibClassName,
            related: event.related.map { $0.archiveObjectID ?? $0.nibClassName }, segue: event.segueIdentifier,
            action: event.action, animated: event.animated, answer: event.answer,
            line: event.description(naming: {
                $0 === event.controller ? name($0, classes) : $0.archiveObjectID ?? $0.nibClassName
            }))
    }

    /// The text form: each step numbered with its heading, then its events.
    var text: String {
        var lines: [String] = []
        for (index, heading) in headings.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("Step \(index + 1): \(heading)")
            let events = records.filter { $0.step == index + 1 }
            lines += events.isEmpty ? ["  (nothing)"] : events.map { "  \($0.line)" }
        }
        return lines.map(DisplayText.line).joined(separator: "\n") + "\n"
    }

    /// The JSON form: an array of events, absent fields left out.
    var json: JSONValue {
        .array(
            records.map { record in
                var members: [(key: String, value: JSONValue)] = [
                    ("step", .integer(record.step)), ("event", .string(record.event)),
                    ("controller", .string(record.controller)), ("class", .string(record.className)),
                ]
                if let related = record.related { members.append(("related", .string(related))) }
                if let segue = record.segue { members.append(("segue", .string(segue))) }
                if let action = record.action { members.append(("action", .string(action))) }
                if let animated = record.animated { members.append(("animated", .bool(animated))) }
                if let answer = record.answer { members.append(("answer", .bool(answer))) }
                return JSONValue.object(members)
            })
    }
}

/// A view controller standing in for the application's, which nibtool does
/// not have: it takes every unwind action, so an unwind segue leads to the
/// nearest controller on the way back, as if the application declared the
/// action there.
final class StandInViewController: UIViewController {
    override func canPerformUnwindSegueAction(_ action: Selector, from source: UIViewController, sender: Any?)
        -> Bool
    {
        source !== self
    }
}
