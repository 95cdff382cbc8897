import Foundation
import NibKit
import NibKitTestSupport
import NibTerminalKit
import Testing

// ExampleNibs/TerminalFlow.storyboard driven as a user drives it: the
// initial scene shown, Enter on Next pushes the Step scene by its show
// segue, Enter on Back to Start unwinds to StartViewController's
// backToStart:, and the title bar's back marker pops; each screen drawn,
// and every callback the two controllers hear recorded in UIKit's order.

/// What the recording controllers heard, in order, as `Title.callback`.
final class FlowLog {
    /// The entries, in order.
    private(set) var entries: [String] = []

    /// Appends `entry`.
    func add(_ entry: String) { entries.append(entry) }

    /// Returns the entries and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// Records what a view controller hears under its title.
protocol FlowRecording: UIViewController {
    /// Where the controller records; nil records nothing.
    var log: FlowLog? { get }
}

extension FlowRecording {
    /// Records `callback` as `Title.callback`.
    func record(_ callback: String) { log?.add("\(title ?? "?").\(callback)") }

    /// A parent's class, as the log names it.
    func name(of parent: UIViewController?) -> String {
        parent.map { String(describing: type(of: $0)) } ?? "nil"
    }
}

/// The Start scene's controller, registered for its `customClass`,
/// recording its lifecycle, its segues and the unwind action; it hands its
/// log to the Step controller in `prepare(for:sender:)`, as an app hands a
/// destination what it needs.
final class RecordingStart: StartViewController, FlowRecording {
    var log: FlowLog?

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        record("shouldPerformSegue(\(identifier))")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        record("prepare(\(segue.identifier ?? "-"), destination view loaded: \(segue.destination.isViewLoaded))")
        (segue.destination as? RecordingStep)?.log = log
    }
    override func canPerformUnwindSegueAction(_ action: Selector, from source: UIViewController, sender: Any?) -> Bool {
        let answer = super.canPerformUnwindSegueAction(action, from: source, sender: sender)
        record("canPerformUnwindSegueAction(\(action)) = \(answer)")
        return answer
    }
    override func backToStart(_ sender: Any?) {
        record("backToStart(from: \((sender as? UIStoryboardSegue)?.source.title ?? "?"))")
        super.backToStart(sender)
    }
}

/// The Step scene's controller, registered for its `customClass`,
/// recording its lifecycle, containment and segues.
final class RecordingStep: StepViewController, FlowRecording {
    var log: FlowLog?

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { record("willMove(\(name(of: parent)))") }
    override func didMove(toParent parent: UIViewController?) { record("didMove(\(name(of: parent)))") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        record("shouldPerformSegue(\(identifier))")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        record("prepare(\(segue.identifier ?? "-"), destination: \(segue.destination.title ?? "?"))")
    }
}

/// TerminalFlow.storyboard on a screen, with its controllers recording.
struct TerminalFlow {
    let screen: Screen
    let navigation: NavigationController
    let start: RecordingStart
    let log = FlowLog()

    /// The toolkit's classes, and the recording controllers for the scenes' custom classes.
    static func registry() -> ClassRegistry {
        var registry = ClassRegistry.terminalToolkit()
        registry.register(RecordingStart.self, as: "StartViewController")
        registry.register(RecordingStep.self, as: "StepViewController")
        return registry
    }

    /// Reads the storyboard and shows its initial scene as the root of a
    /// window titled with its name, at the screen's default size.
    init() throws {
        let url = TestPackage.root.appendingPathComponent("ExampleNibs/TerminalFlow.storyboard")
        let storyboard = try UIStoryboard(contentsOf: url, registry: Self.registry())
        navigation = try storyboard.instantiateInitialViewController(as: NavigationController.self)
        start = try #require(navigation.topViewController as? RecordingStart)
        start.log = log
        screen = Screen(application: TerminalApplication())
        try screen.show(rootViewController: navigation, title: storyboard.name)
    }

    /// The screen drawn at its own size, as plain text.
    var text: String { screen.render().plainText }

    /// Presses `keys`, as the user types them.
    func press(_ keys: Key...) {
        for key in keys { screen.handle(key) }
    }
}

@Suite("NibTerminal: navigating a storyboard")
struct StoryboardNavigationTests {
    static let startScreen = """
        ┌─ TerminalFlow ─────────────────────────┐
        │                 Start                  │
        │                                        │
        │                                        │
        │         Welcome to NibTerminal.        │
        │                                        │
        │                                        │
        │                [>Next<]                │
        │                                        │
        │                [ About ]               │
        │                                        │
        │                                        │
        └────────────────────────────────────────┘

        """

    static let stepScreen = """
        ┌─ TerminalFlow ─────────────────────────┐
        │‹ Start           Step                  │
        │                                        │
        │                                        │
        │            One step further.           │
        │                                        │
        │                                        │
        │            [>Back to Start<]           │
        │                                        │
        │                                        │
        │                                        │
        │                                        │
        └────────────────────────────────────────┘

        """

    /// The Start scene's label line as the storyboard gives it.
    static let welcome = "│         Welcome to NibTerminal.        │"

    /// The Start scene's label line after `returns` unwinds, centred again.
    static func welcomeBack(_ returns: Int) -> String {
        "│            Welcome back (\(returns)).           │"
    }

    @Test("the initial navigation controller shows its root scene under a title bar, the button focused")
    func firstScreen() throws {
        let flow = try TerminalFlow()
        #expect(flow.log.take() == ["Start.viewDidLoad", "Start.viewWillAppear(false)", "Start.viewDidAppear(false)"])
        #expect(flow.text == Self.startScreen)
        #expect(flow.log.take() == ["Start.viewWillLayoutSubviews", "Start.viewDidLayoutSubviews"])
        let bar = try #require(flow.navigation.navigationBar as? NavigationBar)
        #expect(bar.items.map(\.title) == ["Start"])
        #expect(bar.backMarker == nil)
        #expect(flow.screen.application.firstResponder is NibTerminalKit.Button)
        #expect(flow.screen.keyWindow?.rootViewController === flow.navigation)
    }

    @Test("Enter on Next performs the show segue: Step is pushed in UIKit's order and drawn with a back marker")
    func pushBySegue() throws {
        let flow = try TerminalFlow()
        _ = flow.text
        _ = flow.log.take()
        flow.press(.enter)
        #expect(
            flow.log.take() == [
                "Start.shouldPerformSegue(showStep)",
                "Start.prepare(showStep, destination view loaded: false)",
                "Step.viewDidLoad",
                "Step.willMove(NavigationController)",
                "Start.viewWillDisappear(true)",
                "Step.viewWillAppear(true)",
                "Start.viewDidDisappear(true)",
                "Step.viewDidAppear(true)",
                "Step.didMove(NavigationController)",
                "Step.viewWillLayoutSubviews",
                "Step.viewDidLayoutSubviews",
            ])
        #expect(flow.navigation.viewControllers.map(\.title) == ["Start", "Step"])
        #expect(flow.text == Self.stepScreen)
        let bar = try #require(flow.navigation.navigationBar as? NavigationBar)
        #expect(bar.backMarker == "‹ Start")
        let focused = try #require(flow.screen.application.firstResponder as? NibTerminalKit.Button)
        #expect(focused.currentTitle == "Back to Start")
    }

    @Test("Enter on Back to Start unwinds: backToStart: reaches Start, the stack pops, the first screen returns")
    func unwindBack() throws {
        let flow = try TerminalFlow()
        flow.press(.enter)
        _ = flow.log.take()
        flow.press(.enter)
        #expect(
            flow.log.take() == [
                "Step.shouldPerformSegue(backToStart)",
                "Start.canPerformUnwindSegueAction(backToStart:) = true",
                "Step.prepare(backToStart, destination: Start)",
                "Start.backToStart(from: Step)",
                "Step.willMove(nil)",
                "Step.viewWillDisappear(true)",
                "Start.viewWillAppear(true)",
                "Step.viewDidDisappear(true)",
                "Start.viewDidAppear(true)",
                "Step.didMove(nil)",
                "Start.viewWillLayoutSubviews",
                "Start.viewDidLayoutSubviews",
            ])
        #expect(flow.start.returns == 1)
        #expect(flow.navigation.viewControllers.map(\.title) == ["Start"])
        #expect(flow.text == Self.startScreen.replacingOccurrences(of: Self.welcome, with: Self.welcomeBack(1)))
        let focused = try #require(flow.screen.application.firstResponder as? NibTerminalKit.Button)
        #expect(focused.currentTitle == "Next")
    }

    @Test("the back marker follows the scene's button in the key view loop, and Enter on it pops without the unwind")
    func backMarkerPops() throws {
        let flow = try TerminalFlow()
        flow.press(.enter, .tab)
        let bar = try #require(flow.navigation.navigationBar as? NavigationBar)
        #expect(flow.screen.application.firstResponder === bar)
        #expect(flow.text.split(separator: "\n")[1] == "│‹ Start           Step                  │")
        _ = flow.log.take()
        flow.press(.enter)
        #expect(
            flow.log.take() == [
                "Step.willMove(nil)",
                "Step.viewWillDisappear(true)",
                "Start.viewWillAppear(true)",
                "Step.viewDidDisappear(true)",
                "Start.viewDidAppear(true)",
                "Step.didMove(nil)",
                "Start.viewWillLayoutSubviews",
                "Start.viewDidLayoutSubviews",
            ])
        #expect(bar.lastError == nil)
        #expect(flow.start.returns == 0)
        #expect(flow.text == Self.startScreen)
    }

    static let aboutScreen = """
        ┌─ TerminalFlow ─────────────────────────┐
        │                                        │
        │                                        │
        │                                        │
        │      NibKit runs this storyboard.      │
        │                                        │
        │                                        │
        │                [>Done<]                │
        │                                        │
        │                                        │
        │                                        │
        │                                        │
        └────────────────────────────────────────┘

        """

    @Test("About presents a scene over the whole window; its Done unwinds across the presentation to backToStart:")
    func presentAndUnwind() throws {
        let flow = try TerminalFlow()
        _ = flow.text
        flow.press(.tab)
        _ = flow.log.take()
        flow.press(.enter)
        #expect(
            flow.log.take() == [
                "Start.shouldPerformSegue(showAbout)",
                "Start.prepare(showAbout, destination view loaded: false)",
                "Start.viewWillDisappear(true)",
                "Start.viewDidDisappear(true)",
            ])
        let about = try #require(flow.navigation.presentedViewController)
        #expect(about.title == "About")
        #expect(about.presentingViewController === flow.navigation)
        #expect(flow.text == Self.aboutScreen)
        flow.press(.enter)
        #expect(
            flow.log.take() == [
                "Start.canPerformUnwindSegueAction(backToStart:) = true",
                "Start.backToStart(from: About)",
                "Start.viewWillAppear(true)",
                "Start.viewDidAppear(true)",
                "Start.viewWillLayoutSubviews",
                "Start.viewDidLayoutSubviews",
            ])
        #expect(flow.navigation.presentedViewController == nil)
        #expect(flow.start.returns == 1)
        #expect(flow.text == Self.startScreen.replacingOccurrences(of: Self.welcome, with: Self.welcomeBack(1)))
    }

    @Test("there and back twice: each push makes a new Step, each unwind counts")
    func twice() throws {
        let flow = try TerminalFlow()
        flow.press(.enter, .enter, .enter)
        #expect(flow.text == Self.stepScreen)
        flow.press(.enter)
        #expect(flow.start.returns == 2)
        #expect(flow.text.contains(Self.welcomeBack(2)))
    }

    @Test("the screen follows the terminal's size: the bar and the scene are laid out again")
    func resized() throws {
        let flow = try TerminalFlow()
        flow.press(.enter)
        let lines = flow.screen.render(width: 30, height: 10).plainText.split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(lines[1] == "│‹ Start     Step            │")
        #expect(lines[4] == "│      One step further.     │")
        #expect(lines[7] == "│      [>Back to Start<]     │")
        #expect(lines[9] == "└────────────────────────────┘")
    }

    @Test("the toolkit's navigation classes are UIKit's, registered over the standard ones")
    func classes() throws {
        let flow = try TerminalFlow()
        let bar = try #require(flow.navigation.navigationBar)
        #expect(bar is NavigationBar)
        #expect(bar.delegate === flow.navigation)
        #expect((flow.navigation as UINavigationController).topViewController === flow.start)
        #expect(flow.start.messageLabel?.text == "Welcome to NibTerminal.")
    }
}

@Suite("NibTerminal: nib-terminal with a storyboard")
struct StoryboardDemoCommandTests {
    @Test("nib-terminal opens the storyboard's initial scene, pushes on Enter and unwinds on the next")
    func command() throws {
        let first = try nibTerminal("ExampleNibs/TerminalFlow.storyboard", "--keys", "")
        #expect(first.status == 0)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == StoryboardNavigationTests.startScreen)
        let pushed = try nibTerminal("ExampleNibs/TerminalFlow.storyboard", "--keys", "enter")
        #expect(pushed.stdout == StoryboardNavigationTests.stepScreen)
        let back = try nibTerminal("ExampleNibs/TerminalFlow.storyboard", "--keys", "enter,enter")
        #expect(back.status == 0)
        #expect(back.stdout.contains(StoryboardNavigationTests.welcomeBack(1)))
        #expect(back.stdout.contains("│                [>Next<]                │"))
    }

    @Test("a storyboard with no initial view controller is reported at its start")
    func noInitialScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-terminal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(
            contentsOf: TestPackage.root.appendingPathComponent("ExampleNibs/TerminalFlow.storyboard"), encoding: .utf8)
        let file = folder.appendingPathComponent("NoStart.storyboard")
        try source.replacingOccurrences(of: #" initialViewController="Tfl-Nc-001""#, with: "").write(
            to: file, atomically: true, encoding: .utf8)
        let run = try nibTerminal(file.path, "--keys", "enter")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "\(file.path):1:1: error: the storyboard has no initial view controller\n")
    }
}

@Suite("NibTerminal: the storyboard's documentation")
struct StoryboardDocumentationTests {
    @Test("Docs/Embedding.md shows StartViewController's code, line for line and in order")
    func embeddingShowsTheController() throws {
        let page = try String(
            contentsOf: TestPackage.root.appendingPathComponent("Docs/Embedding.md"), encoding: .utf8)
        let source = try String(
            contentsOf: TestPackage.root.appendingPathComponent(
                "Examples/NibTerminal/Sources/NibTerminalKit/Demo/StartViewController.swift"),
            encoding: .utf8)
        let start = try #require(page.range(of: "```swift\nopen class StartViewController"))
        let block = try #require(page[start.upperBound...].components(separatedBy: "\n```").first)
        let shown = ("open class StartViewController" + block).split(separator: "\n").map(String.init)
        let code = source.split(separator: "\n").map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                && !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let first = try #require(code.firstIndex(of: shown[0]))
        #expect(Array(code[first...]) == shown)
    }
}
