import Foundation
import Glibc
import NibKit
import NibKitTestSupport
import NibTerminalKit
import Testing

// The terminal UI example (Examples/NibTerminal): its key handling and
// drawing in-process, its screens loaded from both example archives, and the
// built `nib-terminal` binary run from scripts and in a pseudo-terminal.
//
// The test module has its own `Window`, `Label`, `Button`, `TextField` and
// `AppDelegate`, which shadow the toolkit's, so the toolkit's are named with
// their module here.

/// The two archives that describe the demo's screen.
let terminalArchives = ["ExampleNibs/Terminal.nibxml", "ExampleNibs/Terminal.xib"]

@Suite("NibTerminal: keys and drawing")
struct NibTerminalKitTests {
    @Test("a key script reads names, control keys, text and single characters")
    func keyScript() throws {
        #expect(
            try Key.script("tab,backtab,Enter,esc,up,down,left,right,backspace,space,comma")
                == [
                    .tab, .backtab, .enter, .escape, .up, .down, .left, .right, .backspace, .character(" "),
                    .character(","),
                ])
        #expect(
            try Key.script("text:Hi!,a,ctrl-q,Q") == [
                .character("H"), .character("i"), .character("!"), .character("a"), .control("q"), .character("Q"),
            ])
        #expect(try Key.script("") == [])
    }

    @Test("a key script names the item that is not a key")
    func keyScriptError() {
        #expect(throws: KeyScriptError(item: "tabb")) { try Key.script("tab,tabb,enter") }
        #expect(throws: KeyScriptError(item: "")) { try Key.script("tab,,enter") }
        #expect(throws: KeyScriptError(item: "ctrl-1")) { try Key.script("ctrl-1") }
    }

    @Test("the decoder reads arrows, Shift-Tab, control keys and UTF-8")
    func decoder() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\u{1B}[Z".utf8)) == [
                .up, .down, .right, .left, .backtab,
            ])
        #expect(
            decoder.decode([0x09, 0x0D, 0x7F, 0x11, 0x61, 0x20]) == [
                .tab, .enter, .backspace, .control("q"), .character("a"), .character(" "),
            ])
        #expect(decoder.decode(Array("é→".utf8)) == [.character("é"), .character("→")])
        #expect(!decoder.isWaiting)
    }

    @Test("an escape byte waits: a sequence if more comes, the Esc key if not")
    func decoderEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[B".utf8)) == [.down])
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        // Followed by anything but [ or O, the escape byte is Esc on its own.
        #expect(decoder.decode([0x1B, 0x61]) == [.escape, .character("a")])
        // A character split between two reads waits for its last byte.
        let arrow = Array("→".utf8)
        #expect(decoder.decode(Array(arrow.prefix(2))) == [])
        #expect(decoder.decode(Array(arrow.suffix(1))) == [.character("→")])
    }

    @Test("a canvas clips, trims trailing spaces in plain text, and paints styles with SGR")
    func canvas() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("Hello, world", at: CellPoint(x: 1, y: 0), style: .bold)
        canvas.draw("ab", at: CellPoint(x: -1, y: 1))
        canvas.draw("xyz", at: CellPoint(x: 3, y: 1), limit: 2)
        canvas.draw("below", at: CellPoint(x: 0, y: 2))
        #expect(canvas.plainText == " Hello\nb  xy\n")
        #expect(canvas[1, 0] == Canvas.Cell(character: "H", style: .bold))

        let frame = canvas.ansiFrame(cursor: CellPoint(x: 2, y: 1))
        #expect(frame.hasPrefix(ANSI.hideCursor + "\u{1B}[1;1H \u{1B}[0;1mHello\u{1B}[0m\u{1B}[2;1H"))
        #expect(frame.hasSuffix("\u{1B}[2;3H\u{1B}[?25h"))
    }

    @Test("a label wraps at spaces, and inside a word longer than a line")
    func labelWrap() {
        #expect(
            NibTerminalKit.Label.wrap("Cancelled: Button › Window", width: 12) == [
                "Cancelled:", "Button ›", "Window",
            ])
        #expect(NibTerminalKit.Label.wrap("TerminalApplication", width: 8) == ["Terminal", "Applicat", "ion"])
        #expect(NibTerminalKit.Label.wrap("", width: 8) == [""])
    }

    @Test("the toolkit's widgets are registered under NibKit's names and UIKit's, over UIKit's other classes")
    func registry() {
        let registry = ClassRegistry.terminalToolkit()
        for name in ["View", "Window", "Label", "Button", "TextField", "List"] {
            #expect(registry.contains(name))
        }
        for name in ["UIView", "UIWindow", "UILabel", "UIButton", "UITextField", "UITableView"] {
            #expect(registry.contains(name))
        }
        // The standard classes the terminal does not draw load too.
        for name in ["UISwitch", "UIStackView", "UIImageView", "UITableViewCell"] {
            #expect(registry.contains(name))
        }
    }
}

@Suite("NibTerminal: screens loaded from nibs")
struct NibTerminalScreenTests {
    private func demo(_ archive: String) throws -> TerminalDemo {
        try TerminalDemo(archive: TestPackage.root.appendingPathComponent(archive))
    }

    @Test("File's Owner gets its outlets and the window is shown in phase 5", arguments: terminalArchives)
    func outletsAndLaunch(archive: String) throws {
        let demo = try demo(archive)
        let controller = try #require(demo.appDelegate.windowController)
        let window = try #require(controller.window)
        #expect(window.title == "NibTerminal")
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(demo.screen.windows.count == 1 && demo.screen.keyWindow === window)
        let nameField = try #require(controller.nameField)
        #expect(nameField.placeholder == "Your name")
        #expect(nameField.maxLength == 20)
        #expect(controller.colorList?.dataSource === controller)
        #expect(controller.colorList?.selectedTitle == "Red")
        #expect(controller.greetingLabel?.text == "Type a name, pick a colour, press Greet.")
        #expect(controller.statusLabel?.text == nil)
        // The first widget of the key view loop is first responder once shown.
        #expect(demo.application.firstResponder === nameField)
        let buttons = window.subviews.compactMap { $0 as? NibTerminalKit.Button }
        #expect(buttons.map(\.currentTitle) == ["Greet", "Cancel"])
    }

    @Test("the responder chain runs widget, window, controller, application, delegate", arguments: terminalArchives)
    func responderChain(archive: String) throws {
        let demo = try demo(archive)
        let controller = try #require(demo.appDelegate.windowController)
        let window = try #require(controller.window)
        let nameField = try #require(controller.nameField)
        #expect(nameField.next === window)
        #expect(window.next === controller)
        #expect(controller.next === demo.application)
        #expect(demo.application.next === demo.appDelegate)
        #expect(nameField.target(forAction: "cancelOperation:", withSender: nil) === demo.appDelegate)
        #expect(nameField.target(forAction: "greet:", withSender: nil) === controller)
        #expect(nameField.target(forAction: "terminate:", withSender: nil) === demo.application)
    }

    @Test("the archives' actions: Greet to File's Owner, Cancel with a nil target", arguments: terminalArchives)
    func actions(archive: String) throws {
        let demo = try demo(archive)
        let controller = try #require(demo.appDelegate.windowController)
        let buttons = try #require(controller.window?.subviews.compactMap { $0 as? NibTerminalKit.Button })
        let greet = try #require(buttons.first { $0.currentTitle == "Greet" }?.targetActions.first)
        #expect(greet.target === controller && greet.action == "greet:" && greet.event == .touchUpInside)
        let cancel = try #require(buttons.first { $0.currentTitle == "Cancel" }?.targetActions.first)
        #expect(!cancel.hasTarget && cancel.action == "cancelOperation:" && cancel.event == .touchUpInside)
        let returnKey = try #require(controller.nameField?.targetActions.first)
        #expect(returnKey.target === controller && returnKey.event == .editingDidEndOnExit)
    }

    @Test("a data source that gives no rows, as UITableView's outlet takes any object, leaves the list empty")
    func dataSourceWithoutRows() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
              <object id="window" class="Window">
                <rect key="frame" x="0" y="0" width="12" height="4"/>
                <array key="subviews">
                  <object id="label" class="Label"/>
                  <object id="list" class="List">
                    <rect key="frame" x="1" y="1" width="10" height="2"/>
                    <connections>
                      <outlet property="dataSource" destination="label"/>
                    </connections>
                  </object>
                </array>
              </object>
            </nib>
            """
        let template = try NibTemplate(data: Data(xml.utf8), path: "Rowless.nibxml", registry: .terminalToolkit())
        let graph = try template.instantiate()
        let list = try #require(graph.object(withID: "list") as? ListView)
        #expect(list.dataSource === graph.object(withID: "label"))
        #expect(list.rowSource == nil)
        #expect(list.numberOfRows == 0 && list.selectedTitle == nil)
        #expect(list.keyDown(.down))
        #expect(list.selectedRow == 0)
        let window = try #require(graph.object(withID: "window") as? NibTerminalKit.Window)
        let screen = Screen(application: TerminalApplication())
        screen.show(window)
        #expect(screen.render().plainText == "┌──────────┐\n│          │\n│          │\n└──────────┘\n")
    }

    @Test("an outlet that holds ListDataSource refuses an object that does not adopt it, at its line")
    func protocolOutletOfWrongType() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
              <object id="label" class="Label"/>
              <object id="picker" class="Picker">
                <connections>
                  <outlet property="rows" destination="label"/>
                </connections>
              </object>
            </nib>
            """
        var registry = ClassRegistry.terminalToolkit()
        registry.register(RowPicker.self, as: "Picker")
        let template = try NibTemplate(data: Data(xml.utf8), path: "Wrong.nibxml", registry: registry)
        let error = try #require(throws: NibError.self) { try template.instantiate() }
        #expect(error.code == .instantiationFailed)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "Wrong.nibxml", line: 6, column: 7))
        #expect(diagnostic.objectID == "picker")
        #expect(diagnostic.key == "rows")
        #expect(
            diagnostic.message
                == "RowPicker cannot set 'rows' to an object of class Label: the property holds ListDataSource?")
    }

    @Test("Tab and Shift-Tab move the first responder around the key view loop")
    func tabbing() throws {
        let demo = try demo("ExampleNibs/Terminal.nibxml")
        let controller = try #require(demo.appDelegate.windowController)
        let loop = try #require(controller.window?.keyViewLoop)
        #expect(loop.map(\.nibClassName) == ["TextField", "ListView", "Button", "Button"])
        demo.replay([.tab, .tab])
        #expect(demo.application.firstResponder === loop[2])
        demo.replay([.tab, .tab])
        #expect(demo.application.firstResponder === controller.nameField)
        demo.replay([.backtab])
        #expect(demo.application.firstResponder === loop[3])
    }

    @Test("a hidden view is neither drawn nor in the key view loop")
    func hiddenViews() throws {
        let demo = try demo("ExampleNibs/Terminal.nibxml")
        let controller = try #require(demo.appDelegate.windowController)
        let window = try #require(controller.window)
        let list = try #require(window.keyViewLoop.first { $0.nibClassName == "ListView" })
        let shown = demo.screen.render().plainText
        #expect(shown.contains("Green"))
        list.isHidden = true
        #expect(window.keyViewLoop.map(\.nibClassName) == ["TextField", "Button", "Button"])
        #expect(!demo.screen.render().plainText.contains("Green"))
    }

    @Test("typing goes through the key-value setter, so the controller's observer updates the count")
    func observedTyping() throws {
        let demo = try demo("ExampleNibs/Terminal.xib")
        let controller = try #require(demo.appDelegate.windowController)
        let nameField = try #require(controller.nameField)
        var changes: [KeyValueChange.Kind] = []
        let observation = nameField.observe("text") { changes.append($0.kind) }
        demo.replay(try Key.script("text:Adx,backspace,a"))
        #expect(nameField.text == "Ada")
        #expect(controller.countLabel?.text == "3/20")
        #expect(changes.count == 10)
        observation.invalidate()
        demo.replay(try Key.script("text:\(String(repeating: "z", count: 30))"))
        #expect(nameField.text?.count == 20)
        #expect(controller.countLabel?.text == "20/20")
    }

    @Test("Esc clears a field with text; from an empty one it reaches the application delegate")
    func escape() throws {
        let demo = try demo("ExampleNibs/Terminal.nibxml")
        let controller = try #require(demo.appDelegate.windowController)
        demo.replay(try Key.script("text:Ada,esc"))
        #expect(controller.nameField?.text == "")
        #expect(controller.statusLabel?.text == nil)
        demo.replay([.escape])
        #expect(
            controller.statusLabel?.text
                == "Cancelled: TextField › Window › TerminalController › TerminalApplication › AppDelegate")
    }

    @Test("q quits unless typed into a field; Ctrl-Q quits anywhere")
    func quitting() throws {
        let typing = try demo("ExampleNibs/Terminal.nibxml")
        typing.replay(try Key.script("q"))
        #expect(typing.application.isRunning)
        #expect(typing.appDelegate.windowController?.nameField?.text == "q")
        typing.replay(try Key.script("ctrl-q,text:more"))
        #expect(!typing.application.isRunning)
        #expect(typing.appDelegate.windowController?.nameField?.text == "q")

        let onList = try demo("ExampleNibs/Terminal.nibxml")
        onList.replay(try Key.script("tab,q,down"))
        #expect(!onList.application.isRunning)
        #expect(onList.appDelegate.windowController?.colorList?.selectedRow == 0)
    }
}

@Suite("nib-terminal")
struct NibTerminalCommandTests {
    static let initialScreen = """
        ┌─ NibTerminal ──────────────────────────────────────────────────────┐
        │                                                                    │
        │  Name:    >Your name             <  0/20                           │
        │                                                                    │
        │  Colour:  * Red                                                    │
        │             Green                                                  │
        │             Blue                                                   │
        │                                                                    │
        │           [ Greet ]  [ Cancel ]                                    │
        │                                                                    │
        │  Type a name, pick a colour, press Greet.                          │
        │                                                                    │
        │                                                                    │
        │                                                                    │
        │  Tab next · Enter press · ↑↓ choose · Esc cancel · Ctrl-Q quit     │
        └────────────────────────────────────────────────────────────────────┘

        """

    @Test("with no keys it prints the screen as launched", arguments: terminalArchives)
    func initialScreen(archive: String) throws {
        let run = try nibTerminal(archive, "--keys", "")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == Self.initialScreen)
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test("tab,tab,enter,esc presses Greet, then Esc travels the chain from the button", arguments: terminalArchives)
    func greetThenEscape(archive: String) throws {
        let run = try nibTerminal(archive, "--keys", "tab,tab,enter,esc")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "│  Name:    [Your name             ]  0/20                           │")
        #expect(lines[8] == "│           [>Greet<]  [ Cancel ]                                    │")
        #expect(lines[10] == "│  Hello, stranger! You picked Red.                                  │")
        #expect(lines[11] == "│  Cancelled: Button › Window › TerminalController ›                 │")
        #expect(lines[12] == "│  TerminalApplication › AppDelegate                                 │")
    }

    @Test("typing, choosing and pressing Greet change the labels through outlets", arguments: terminalArchives)
    func greeting(archive: String) throws {
        let run = try nibTerminal(archive, "--keys", "text:Adx,backspace,a,tab,down,down,up,tab,space")
        #expect(run.status == 0)
        #expect(run.stdout.contains("│  Name:    [Ada                   ]  3/20"))
        #expect(run.stdout.contains("│  Colour:    Red"))
        #expect(run.stdout.contains("│           * Green"))
        #expect(run.stdout.contains("│  Hello, Ada! You picked Green."))
    }

    @Test("Enter in the name field greets, and the Cancel button sends cancelOperation: up the chain")
    func returnKeyAndCancelButton() throws {
        let run = try nibTerminal("ExampleNibs/Terminal.xib", "--keys", "text:Bo,left,text:ob,enter,backtab,enter")
        #expect(run.status == 0)
        #expect(run.stdout.contains("│  Hello, Bobo! You picked Red."))
        #expect(run.stdout.contains("│           [ Greet ]  [>Cancel<]"))
        #expect(run.stdout.contains("│  Cancelled: Button › Window › TerminalController ›"))
    }

    @Test("both archives give the same screen after the same keys")
    func sameScreen() throws {
        let keys = "text:Grace,tab,down,down,down,tab,enter,tab,esc,backtab,backtab,backtab,esc,left,text:!"
        let nibxml = try nibTerminal("ExampleNibs/Terminal.nibxml", "--keys", keys)
        let xib = try nibTerminal("ExampleNibs/Terminal.xib", "--keys", keys)
        #expect(nibxml.status == 0 && xib.status == 0)
        #expect(nibxml.stdout == xib.stdout)
        #expect(nibxml.stdout.contains("Hello, Grace! You picked Blue."))
    }

    @Test("the screen captured in the README is what the command prints")
    func readmeScreen() throws {
        let readme = try String(contentsOf: TestPackage.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ swift run nib-terminal ExampleNibs/Terminal.nibxml --keys \""
        let start = try #require(readme.range(of: command))
        let keys = try #require(readme[start.upperBound...].split(separator: "\"", maxSplits: 1).first)
        let captured = try #require(readme[start.upperBound...].components(separatedBy: "\n```").first)
            .split(separator: "\n", maxSplits: 1).last.map { String($0) + "\n" }
        let run = try nibTerminal("ExampleNibs/Terminal.nibxml", "--keys", String(keys))
        #expect(run.status == 0)
        #expect(captured == run.stdout)
    }

    @Test("a key that is not a key is bad usage")
    func badKey() throws {
        let run = try nibTerminal("ExampleNibs/Terminal.nibxml", "--keys", "tab,spcae")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.first?.hasPrefix("nib-terminal: --keys: 'spcae' is not a key") == true)
        #expect(run.stderrLines.last == "usage: nib-terminal FILE [--keys KEYS]")
    }

    @Test("a missing file, an unknown option and no file are reported")
    func usage() throws {
        let missing = try nibTerminal("ExampleNibs/Nothing.nibxml", "--keys", "tab")
        #expect(missing.status == 1)
        #expect(missing.stderr == "ExampleNibs/Nothing.nibxml:1:1: error: cannot read the file: no such file\n")
        let option = try nibTerminal("ExampleNibs/Terminal.nibxml", "--fast")
        #expect(option.status == 2)
        #expect(option.stderrLines.first == "nib-terminal: unknown option '--fast'")
        let none = try nibTerminal()
        #expect(none.status == 2)
        #expect(none.stderrLines.first == "nib-terminal: missing FILE")
    }

    @Test("an archive the toolkit cannot load is reported at its line and column")
    func brokenArchive() throws {
        let run = try nibTerminal("ExampleNibs/Broken.nibxml", "--keys", "tab")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(!run.stderrLines.isEmpty)
        #expect(run.stderrLines.allSatisfy { $0.hasPrefix("ExampleNibs/Broken.nibxml:") && $0.contains(": error: ") })
    }

    @Test("without --keys and without a terminal it says so")
    func notATerminal() throws {
        let run = try nibTerminal("ExampleNibs/Terminal.nibxml")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "nib-terminal: standard input and output must be a terminal; to replay keys without one, use --keys\n"
        )
    }

    @Test("in a terminal: the alternate screen is entered and left, the settings restored, Ctrl-Q exits 0")
    func pseudoTerminal() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.settings()
        let process = try terminal.run(BuiltProduct.url(named: "nib-terminal"), ["ExampleNibs/Terminal.xib"])
        try terminal.read(until: "NibTerminal")
        // Raw mode: no echo, no line editing.
        let raw = try terminal.settings()
        #expect(raw.localModes & tcflag_t(ECHO | ICANON) == 0)
        #expect(raw.localModes & tcflag_t(ISIG) != 0)

        try terminal.send("Ada")
        try terminal.read(until: "3/20")
        try terminal.send("\t\u{1B}[B\t\r")
        try terminal.read(until: "Hello, Ada! You picked Green.")
        try terminal.send("\u{1B}")
        try terminal.read(until: "Cancelled: Button")
        try terminal.send("\u{11}")
        let status = try terminal.wait(for: process)
        #expect(status == .exited(0))

        let output = terminal.output
        let entered = try #require(output.range(of: ANSI.enterAlternateScreen))
        let left = try #require(output.range(of: ANSI.leaveAlternateScreen, options: .backwards))
        #expect(entered.upperBound <= left.lowerBound)
        #expect(output.hasSuffix(ANSI.leaveAlternateScreen))
        #expect(output.components(separatedBy: ANSI.enterAlternateScreen).count == 2)
        #expect(try terminal.settings() == before)
    }

    @Test("in a terminal: SIGINT restores the terminal before the program dies of it")
    func interrupt() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.settings()
        let process = try terminal.run(BuiltProduct.url(named: "nib-terminal"), ["ExampleNibs/Terminal.nibxml"])
        try terminal.read(until: "NibTerminal")
        #expect(try terminal.settings() != before)
        kill(process.processIdentifier, SIGINT)
        let status = try terminal.wait(for: process)
        #expect(status == .signalled(SIGINT))
        #expect(terminal.output.hasSuffix(ANSI.leaveAlternateScreen))
        #expect(try terminal.settings() == before)
    }
}

/// An object with an outlet that holds a protocol, as a list's data source
/// would be declared if `UITableView` did not bind it.
private final class RowPicker: Responder, NibKeyValueCoding {
    weak var rows: (any ListDataSource)?

    static var keyBindings: [KeyBinding] { [KeyBinding("rows", \RowPicker.rows)] }
}

// MARK: Running the binary

/// Runs the built `nib-terminal` from the package root, as `nibtool(_:)` runs
/// nibtool; standard input is not a terminal, whoever runs the tests.
func nibTerminal(_ arguments: String...) throws -> RunResult {
    try runBuiltProduct(BuiltProduct.url(named: "nib-terminal"), arguments, standardInput: FileHandle.nullDevice)
}

/// A pseudo-terminal: `nib-terminal` runs with the slave side as its
/// standard input, output and error; the test writes keys to the master side
/// and reads what the program draws.
private final class PseudoTerminal {
    private let master: Int32
    private let slave: Int32
    private var bytes: [UInt8] = []

    /// How a process ended.
    enum Status: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    /// Everything the program wrote, as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The terminal's current settings, as the program sees them.
    func settings() throws -> TerminalSettings {
        var settings = termios()
        guard tcgetattr(slave, &settings) == 0 else {
            throw Failure(description: "tcgetattr failed: \(String(cString: strerror(errno)))")
        }
        return TerminalSettings(settings)
    }

    /// Starts `executable` from the package root on the terminal.
    func run(_ executable: URL, _ arguments: [String]) throws -> Process {
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = TestPackage.root
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return process
    }

    /// Types `text`.
    func send(_ text: String) throws {
        let data = Array(text.utf8)
        guard data.withUnsafeBytes({ write(master, $0.baseAddress, $0.count) }) == data.count else {
            throw Failure(description: "write to the terminal failed")
        }
    }

    /// Reads what the program draws until `text` appears, or fails after five seconds.
    func read(until text: String) throws {
        let deadline = Date().addingTimeInterval(5)
        while !output.contains(text) {
            guard Date() < deadline else {
                throw Failure(description: "'\(text)' never appeared; the terminal shows: \(output.suffix(2000))")
            }
            drain(waitingMilliseconds: 50)
        }
    }

    /// Waits up to five seconds for `process` to end, reading its output
    /// meanwhile so it never blocks on a full terminal.
    func wait(for process: Process) throws -> Status {
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning {
            guard Date() < deadline else {
                process.terminate()
                throw Failure(description: "nib-terminal did not exit; the terminal shows: \(output.suffix(2000))")
            }
            drain(waitingMilliseconds: 20)
        }
        process.waitUntilExit()
        drain(waitingMilliseconds: 0)
        switch process.terminationReason {
        case .exit: return .exited(process.terminationStatus)
        case .uncaughtSignal: return .signalled(process.terminationStatus)
        @unknown default: throw Failure(description: "unknown termination reason")
        }
    }

    private func drain(waitingMilliseconds timeout: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var wait = timeout
        while poll(&descriptor, 1, wait) > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            bytes += buffer[..<count]
            wait = 0
        }
    }
}

/// The parts of a terminal's settings that raw mode changes, comparable.
private struct TerminalSettings: Equatable {
    var inputModes: tcflag_t
    var outputModes: tcflag_t
    var controlModes: tcflag_t
    var localModes: tcflag_t
    var controlCharacters: [UInt8]

    init(_ settings: termios) {
        inputModes = settings.c_iflag
        outputModes = settings.c_oflag
        controlModes = settings.c_cflag
        localModes = settings.c_lflag
        var settings = settings
        controlCharacters = withUnsafeBytes(of: &settings.c_cc) { Array($0) }
    }
}
