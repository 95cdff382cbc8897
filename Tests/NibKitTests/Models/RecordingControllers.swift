import Foundation
import NibKit

/// What recording controllers were told, in order, as `name.callback`.
final class CallbackLog {
    /// The entries, in order.
    var entries: [String] = []

    /// Appends `entry`.
    func add(_ entry: String) { entries.append(entry) }

    /// Returns the entries and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A nib whose File's Owner's view outlet is a plain view: what a
/// recording controller loads lazily, so that its `viewDidLoad` is recorded.
enum RecordingNib {
    /// The nib's path in diagnostics.
    static let path = "Recording.xib"

    /// The template, made with the standard UIKit or AppKit classes.
    static func template(for platform: Platform) throws(NibError) -> NibTemplate {
        let runtime = platform == .iOS ? "iOS.CocoaTouch" : "MacOSX.Cocoa"
        let type =
            platform == .iOS ? "com.apple.InterfaceBuilder3.CocoaTouch.XIB" : "com.apple.InterfaceBuilder3.Cocoa.XIB"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="\(runtime)">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                  <connections>
                    <outlet property="view" destination="Vw0-aa-001" id="Out-aa-001"/>
                  </connections>
                </placeholder>
                <view id="Vw0-aa-001"/>
              </objects>
            </document>
            """
        return try NibTemplate(data: Data(xml.utf8), path: path, registry: .standard(for: platform))
    }
}

/// A UIKit view controller that records every lifecycle callback, segue
/// question and unwind action in a shared log as `name.callback`.
final class RecordingController: UIViewController, NibActionPerforming {
    var name = ""
    var log = CallbackLog()
    /// What `shouldPerformSegue(withIdentifier:sender:)` answers.
    var allowsSegues = true
    /// Whether the controller accepts unwind segues whose action it performs.
    var acceptsUnwind = true
    /// Whether each appearance callback records ``isBeingPresented`` and the others.
    var recordsFlags = false

    /// A controller named `name` whose view loads lazily from ``RecordingNib``.
    static func make(_ name: String, _ log: CallbackLog) throws(NibError) -> RecordingController {
        let controller = RecordingController()
        controller.name = name
        controller.title = name
        controller.log = log
        controller.viewTemplate = try RecordingNib.template(for: .iOS)
        return controller
    }

    static var actionBindings: [ActionBinding] {
        [ActionBinding("unwindHere:", RecordingController.unwindHere)]
    }

    func unwindHere(_ sender: Any?) {
        let source = (sender as? UIStoryboardSegue).map { ($0.source as? RecordingController)?.name ?? "?" } ?? "none"
        log.add("\(name).unwindHere(from: \(source))")
    }

    private func flags() -> String {
        guard recordsFlags else { return "" }
        var set: [String] = []
        if isBeingPresented { set.append("presented") }
        if isBeingDismissed { set.append("dismissed") }
        if isMovingToParent { set.append("movingTo") }
        if isMovingFromParent { set.append("movingFrom") }
        return "[" + set.joined(separator: ",") + "]"
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from source: UIViewController, sender: Any?) -> Bool {
        acceptsUnwind && super.canPerformUnwindSegueAction(action, from: source, sender: sender)
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))\(flags())") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))\(flags())") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))\(flags())") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))\(flags())") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(\(Self.name(of: parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(\(Self.name(of: parent)))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.add("\(name).shouldPerformSegue(\(identifier))")
        return allowsSegues
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let destination = segue.destination
        log.add(
            "\(name).prepare(\(segue.identifier ?? "-"), destination view loaded: \(destination.isViewLoaded))")
    }

    /// A controller's name in the log: its recording name, its class, or nil.
    static func name(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingController)?.name ?? controller.title ?? controller.nibClassName
    }
}

/// A storyboard stand-in that creates each segue's destination with a
/// closure by destination id, and records what it was asked for.
final class FakeStoryboard: StoryboardSceneSource {
    var scenes: [String: () throws -> NibObject] = [:]
    var requests: [String] = []

    func instantiateDestination(
        _ destinationID: String, forSegueFrom source: NibObject, isolation: (any Actor)?
    ) throws(NibError) -> NibObject {
        requests.append(destinationID)
        do {
            guard let make = scenes[destinationID] else {
                throw NibError(
                    .resourceNotFound,
                    Diagnostic(.error, "no scene '\(destinationID)'", at: SourceLocation.start(of: "Fake.storyboard")))
            }
            return try make()
        } catch let error as NibError {
            throw error
        } catch {
            throw NibError(
                .instantiationFailed,
                Diagnostic(.error, "\(error)", at: SourceLocation.start(of: "Fake.storyboard")))
        }
    }
}

/// A container created in code, given a plain view as a storyboard would give it.
func withView<T: NibViewController>(_ controller: T, platform: Platform = .iOS) throws -> T {
    let view: NibKit.View = platform == .iOS ? UIView() : NSView()
    try controller.setValue(view, forKey: "view")
    return controller
}

/// Whether `controllers` are exactly `expected`, the same objects in the same order.
func identical(_ controllers: [NibObject]?, _ expected: [NibObject]) -> Bool {
    guard let controllers, controllers.count == expected.count else { return false }
    return zip(controllers, expected).allSatisfy { $0 === $1 }
}
