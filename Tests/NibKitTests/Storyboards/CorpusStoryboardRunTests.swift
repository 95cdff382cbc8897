import Foundation
import NibKit
import Testing

/// An app's view controller that the corpus run does not model: it takes
/// any key its class would bind and performs any action, its IBActions and
/// unwind actions, as the app's class would.
final class AppViewController: UIViewController {
    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// An app's table view controller, as ``AppViewController``.
final class AppTableViewController: UITableViewController {
    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// An app's navigation controller, as ``AppViewController``.
final class AppNavigationController: UINavigationController {
    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// An app's AppKit view controller, as ``AppViewController``.
final class AppNSViewController: NSViewController {
    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// A menu item that takes any key an app's category adds.
final class AnyKeyMenuItem: NSMenuItem {
    override class var acceptsAnyKey: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// A menu that takes any key an app's category adds.
final class AnyKeyMenu: NSMenu {
    override class var acceptsAnyKey: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// An app's window controller, as ``AppViewController``.
final class AppWindowController: NSWindowController {
    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }
    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// Runs a storyboard as a user of the app would reach it: its initial
/// scene shown as a window's root, then every segue a reachable controller
/// holds performed, each from a fresh run along the path that reaches it.
struct StoryboardRun {
    /// One segue performed: the controller by its id and the index of the
    /// segue template among its templates.
    struct Step: Hashable, CustomStringConvertible {
        var controllerID: String
        var template: Int
        var description: String { "\(controllerID)#\(template)" }
    }

    let storyboard: UIStoryboard
    /// The segues performed, each once.
    private(set) var performed: [(step: Step, kind: String, identifier: String?)] = []
    /// Each error met, with the path that met it.
    private(set) var errors: [(path: [Step], message: String)] = []

    /// The most paths one storyboard is run along.
    static let pathLimit = 400

    init(_ storyboard: UIStoryboard) { self.storyboard = storyboard }

    /// Every controller on screen or held by one: children, presented.
    static func controllers(from root: UIViewController) -> [UIViewController] {
        var found: [UIViewController] = []
        var stack = [root]
        while let controller = stack.popLast() {
            guard !found.contains(where: { $0 === controller }) else { continue }
            found.append(controller)
            stack += controller.children.reversed()
            if let presented = controller.presentedViewController { stack.append(presented) }
        }
        return found
    }

    /// The initial controller, shown as a window's root, with `path` performed.
    private func replay(_ path: [Step]) throws(NibError) -> UIViewController {
        guard let root = try storyboard.instantiateInitialViewController() else {
            throw NibError(.resourceNotFound, Diagnostic(.error, "no initial view controller", at: .start(of: "")))
        }
        try root.appearAsRoot()
        for step in path {
            guard let source = Self.controllers(from: root).last(where: { $0.archiveObjectID == step.controllerID }),
                source.storyboardSegueTemplates.indices.contains(step.template)
            else {
                throw NibError(
                    .resourceNotFound, Diagnostic(.error, "\(step) is not reached again", at: .start(of: "")))
            }
            try source.storyboardSegueTemplates[step.template].perform(sender: nil, askingSource: false)
        }
        return root
    }

    /// Runs every path: false when the storyboard has no initial scene.
    mutating func run() -> Bool {
        var queue: [[Step]] = [[]]
        var seen: Set<Step> = []
        var next = 0
        while next < queue.count && next < Self.pathLimit {
            let path = queue[next]
            next += 1
            let root: UIViewController
            do {
                root = try replay(path)
            } catch {
                if path.isEmpty, error.diagnostics.first?.message == "no initial view controller" { return false }
                errors.append((path, error.diagnostics.map(\.message).joined(separator: "; ")))
                continue
            }
            for controller in Self.controllers(from: root) {
                guard let id = controller.archiveObjectID else { continue }
                for (index, template) in controller.storyboardSegueTemplates.enumerated() {
                    let step = Step(controllerID: id, template: index)
                    guard template.kind != "relationship", template.kind != "embed", seen.insert(step).inserted
                    else { continue }
                    performed.append((step, template.kind, template.identifier))
                    queue.append(path + [step])
                }
            }
        }
        return true
    }
}

@Suite("Every corpus storyboard runs", .serialized)
struct CorpusStoryboardRunTests {
    /// The corpus's storyboards and compiled storyboards.
    static let files: [String] = {
        let manager = FileManager.default
        let storyboards =
            ((try? manager.contentsOfDirectory(atPath: CorpusTests.corpus.appendingPathComponent("storyboard").path))
            ?? [])
            .filter { $0.hasSuffix(".storyboard") }.map { "storyboard/\($0)" }
        let compiled =
            ((try? manager.contentsOfDirectory(atPath: CorpusTests.corpus.appendingPathComponent("nib").path)) ?? [])
            .filter { $0.hasSuffix(".storyboardc") }.map { "nib/\($0)" }
        return (storyboards + compiled).sorted()
    }()

    /// The standard classes, and an app controller class for each custom
    /// class a controller element names, of the element's kind.
    static func registry(for url: URL, macOS: Bool) -> ClassRegistry {
        var registry = ClassRegistry.standard(for: macOS ? .macOS : .iOS, allowsDynamicObjects: true)
        // An app's category gives menus and their items a key of its own (`localizeTitle`).
        if macOS {
            registry.register(AnyKeyMenuItem.self, as: "NSMenuItem")
            registry.register(AnyKeyMenu.self, as: "NSMenu")
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return registry }
        let pattern =
            #/<(viewController|tableViewController|navigationController|collectionViewController|windowController|hostingController)\s[^>]*?customClass="([A-Za-z0-9_]+)"/#
        for match in text.matches(of: pattern) {
            let name = String(match.output.2)
            switch (match.output.1, macOS) {
            case ("windowController", _): registry.register(AppWindowController.self, as: name)
            case (_, true): registry.register(AppNSViewController.self, as: name)
            case ("tableViewController", _): registry.register(AppTableViewController.self, as: name)
            case ("navigationController", _): registry.register(AppNavigationController.self, as: name)
            default: registry.register(AppViewController.self, as: name)
            }
        }
        return registry
    }

    /// A compiled storyboard names its controllers' classes alone: each
    /// class of an app's (not UIKit's) whose name says it is a controller.
    static func compiledRegistry(for url: URL) throws -> ClassRegistry {
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        // Runtime attributes of a styling library name keys of its own (`nuiClass`).
        registry.register(AnyKeyButton.self, as: "UIButton")
        let contents = try NibStoryboard(contentsOf: url, registry: .dynamic)
        for name in Set(contents.scenes.flatMap { $0.template.objects.compactMap(\.className) })
        where !name.hasPrefix("UI") && name.hasSuffix("Controller") {
            if name.contains("Navigation") {
                registry.register(AppNavigationController.self, as: name)
            } else if name.contains("Table") {
                registry.register(AppTableViewController.self, as: name)
            } else {
                registry.register(AppViewController.self, as: name)
            }
        }
        return registry
    }

    /// Whether an error is a storyboard reference to a storyboard the
    /// corpus does not hold, which is the error expected.
    static func isMissingReference(_ message: String, in folder: URL) -> Bool {
        guard let match = message.firstMatch(of: #/^no storyboard named '([^']+)'/#) else { return false }
        let name = String(match.output.1)
        return !FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).storyboard").path)
    }

    /// A macOS storyboard: its initial controller, its window shown, and
    /// each segue of its content view controller performed from a fresh run.
    static func runAppKit(_ url: URL) throws -> (performed: Int, errors: [String]) {
        let storyboard = try NSStoryboard(contentsOf: url, registry: registry(for: url, macOS: true))
        func start() throws(NibError) -> NSViewController? {
            let initial = try storyboard.instantiateInitialController()
            if let window = initial as? NSWindowController {
                try window.showWindow(nil)
                return window.contentViewController
            }
            return initial as? NSViewController
        }
        guard let content = try start() else { return (0, []) }
        var performed = 0
        var errors: [String] = []
        for index in content.storyboardSegueTemplates.indices {
            let kind = content.storyboardSegueTemplates[index].kind
            guard kind != "relationship", kind != "embed" else { continue }
            do {
                guard let fresh = try start() else { continue }
                try fresh.storyboardSegueTemplates[index].perform(sender: nil, askingSource: false)
                performed += 1
            } catch {
                errors.append(error.diagnostics.map(\.message).joined(separator: "; "))
            }
        }
        return (performed, errors)
    }

    @Test("runs its initial scene and performs every segue whose source can be reached", arguments: files)
    func run(path: String) throws {
        let url = CorpusTests.corpus.appendingPathComponent(path)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if text.contains("targetRuntime=\"MacOSX.Cocoa\"") {
            let run = try Self.runAppKit(url)
            #expect(run.errors.isEmpty, "\(path)")
            return
        }
        let registry =
            url.pathExtension == "storyboardc"
            ? try Self.compiledRegistry(for: url) : Self.registry(for: url, macOS: false)
        var run = StoryboardRun(try UIStoryboard(contentsOf: url, registry: registry))
        let hasInitialScene = run.run()
        let unexpected = run.errors.filter { !Self.isMissingReference($0.message, in: url.deletingLastPathComponent()) }
        #expect(
            unexpected.isEmpty,
            "\(path): \(unexpected.prefix(3).map { "after \($0.path): \($0.message)" }.joined(separator: "; "))")
        // A storyboard with segues performs some; one with none has its initial scene, or is a library of scenes.
        let performable = text.matches(of: #/<segue [^>]*kind="([A-Za-z]+)"/#).contains {
            $0.output.1 != "relationship" && $0.output.1 != "embed"
        }
        if performable && hasInitialScene {
            #expect(!run.performed.isEmpty, "\(path)")
        }
    }
}
