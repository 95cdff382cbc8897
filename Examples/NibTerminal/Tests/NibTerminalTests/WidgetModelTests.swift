import Foundation
import NibKit
import NibKitTestSupport
import NibTerminalKit
import Testing

// The widgets as subclasses of NibKit's UIKit classes: what the archives load
// them as, the keys the standard classes decode for them, and the drawing of
// that decoded state. The test module has its own `Window`, `Label`,
// `Button` and `TextField`, so the toolkit's are named with their module.

@Suite("NibTerminal: widgets as UIKit's classes")
struct WidgetModelTests {
    private func controller(_ archive: String) throws -> TerminalController {
        let demo = try TerminalDemo(archive: TestPackage.root.appendingPathComponent(archive))
        return try #require(demo.appDelegate.windowController)
    }

    @Test("each widget an archive loads is an instance of the UIKit class it draws", arguments: terminalArchives)
    func standardClasses(archive: String) throws {
        let controller = try controller(archive)
        let window = try #require(controller.window)
        #expect((window as NibKit.View) is UIWindow)
        let nameField = try #require(controller.nameField)
        #expect((nameField as NibKit.View) is UITextField)
        #expect((nameField as NibKit.View) is UIControl)
        #expect((try #require(controller.greetingLabel) as NibKit.View) is UILabel)
        #expect((try #require(controller.colorList) as NibKit.View) is UITableView)
        let buttons = window.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == 2)
        #expect(buttons.allSatisfy { $0 is NibTerminalKit.Button })
        #expect(window.subviews.compactMap { $0 as? UILabel }.count == 6)
        #expect(window.subviews.allSatisfy { $0 is any TerminalView })
    }

    @Test("the xib's UIKit attributes reach the widgets through the standard classes' keys")
    func decodedByStandardClasses() throws {
        let controller = try controller("ExampleNibs/Terminal.xib")
        let nameField = try #require(controller.nameField)
        #expect(nameField.borderStyle == .roundedRect)
        #expect(nameField.font?.pointSize == 14)
        #expect(nameField.textInputTraits.returnKeyType == .done)
        #expect(nameField.textInputTraits.textContentType == "name")
        #expect(nameField.isOpaque == false)
        let countLabel = try #require(controller.countLabel)
        #expect(countLabel.font.pointSize == 12)
        #expect(countLabel.isDim)
        let statusLabel = try #require(controller.statusLabel)
        #expect(statusLabel.numberOfLines == 2)
        #expect(statusLabel.lineBreakMode == .byWordWrapping)
        let list = try #require(controller.colorList)
        #expect(list.separatorStyle == .none)
        #expect(list.rowHeight == 1)
        let greet = try #require(controller.window?.subviews.compactMap { $0 as? NibTerminalKit.Button }.first)
        #expect(greet.buttonType == .system)
        #expect(greet.title(for: .normal) == "Greet")
    }

    /// A window of widgets whose UIKit state changes how they draw.
    private static let states = """
        <?xml version="1.0" encoding="UTF-8"?>
        <nib version="1">
          <object id="window" class="Window">
            <rect key="frame" x="0" y="0" width="24" height="9"/>
            <array key="subviews">
              <object id="off" class="Button">
                <rect key="frame" x="1" y="1" width="7" height="1"/>
                <bool key="enabled" value="false"/>
                <dictionary key="normal"><string key="title">Off</string></dictionary>
              </object>
              <object id="toggle" class="UIButton">
                <rect key="frame" x="9" y="1" width="10" height="1"/>
                <bool key="changesSelectionAsPrimaryAction" value="true"/>
                <dictionary key="normal"><string key="title">Mute</string></dictionary>
                <dictionary key="selected"><string key="title">Muted</string></dictionary>
              </object>
              <object id="password" class="UITextField">
                <rect key="frame" x="1" y="2" width="10" height="1"/>
                <string key="text">secret</string>
                <dictionary key="textInputTraits"><bool key="secureTextEntry" value="true"/></dictionary>
              </object>
              <object id="oneLine" class="Label">
                <rect key="frame" x="1" y="3" width="10" height="2"/>
                <string key="text">first second third</string>
              </object>
              <object id="right" class="Label">
                <rect key="frame" x="12" y="3" width="10" height="1"/>
                <string key="textAlignment">right</string>
                <string key="text">right</string>
              </object>
              <object id="centered" class="Label">
                <rect key="frame" x="12" y="4" width="10" height="1"/>
                <string key="textAlignment">center</string>
                <string key="text">mid</string>
              </object>
              <object id="disabled" class="UILabel">
                <rect key="frame" x="1" y="5" width="10" height="1"/>
                <bool key="enabled" value="false"/>
                <string key="text">greyed</string>
              </object>
              <object id="scroll" class="UIScrollView">
                <rect key="frame" x="12" y="5" width="10" height="3"/>
                <array key="subviews">
                  <object id="inner" class="UILabel">
                    <rect key="frame" x="1" y="1" width="8" height="1"/>
                    <string key="text">inside</string>
                  </object>
                </array>
              </object>
            </array>
          </object>
        </nib>
        """

    private func statesScreen() throws -> (NibInstantiation, Screen) {
        let template = try NibTemplate(
            data: Data(Self.states.utf8), path: "States.nibxml", registry: .terminalToolkit())
        let graph = try template.instantiate()
        let window = try #require(graph.object(withID: "window") as? NibTerminalKit.Window)
        let screen = Screen(application: TerminalApplication())
        screen.show(window)
        return (graph, screen)
    }

    @Test("widgets draw the state UIKit's classes decoded: enabled, selected titles, secure text, lines, alignment")
    func drawsDecodedState() throws {
        let (graph, screen) = try statesScreen()
        let canvas = screen.render()
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        /// A row of the window: `content` between the borders.
        func row(_ content: String) -> String {
            "│" + content + String(repeating: " ", count: 22 - content.count) + "│"
        }
        #expect(lines[1] == row("[ Off ] [>Mute<]"))
        #expect(lines[2] == row("[••••••  ]"))
        #expect(lines[3] == row("first" + String(repeating: " ", count: 11) + "right"))
        #expect(lines[4] == row(String(repeating: " ", count: 14) + "mid"))
        #expect(lines[5] == row("greyed"))
        // A standard class the terminal does not draw still has its subviews drawn.
        #expect(lines[6] == row(String(repeating: " ", count: 12) + "inside"))
        // A disabled button and a disabled label are faint; an enabled button is bold.
        #expect(canvas[3, 1].style == .dim)
        #expect(canvas[1, 5].style == .dim)
        #expect(canvas[11, 1].style == [.bold, .reverse])

        // The disabled button is not in the key view loop, so the toggle
        // button is first responder; pressing it selects it, and it draws its
        // selected title.
        let window = try #require(graph.object(withID: "window") as? NibTerminalKit.Window)
        #expect(window.keyViewLoop.map(\.nibClassName) == ["Button", "TextField"])
        let toggle = try #require(graph.object(withID: "toggle") as? NibTerminalKit.Button)
        screen.handle(.enter)
        #expect(toggle.isSelected)
        #expect(screen.render().plainText.contains(row("[ Off ] [>Muted<]")))
    }

    @Test("a disabled button sends no action, and a secure field keeps its text")
    func disabledAndSecure() throws {
        let (graph, _) = try statesScreen()
        let off = try #require(graph.object(withID: "off") as? NibTerminalKit.Button)
        let target = ActionRecorder()
        off.addTarget(target, action: "record:", for: .touchUpInside)
        off.press()
        #expect(target.count == 0)
        off.isEnabled = true
        off.press()
        #expect(target.count == 1)
        let password = try #require(graph.object(withID: "password") as? NibTerminalKit.TextField)
        #expect(password.text == "secret")
        #expect(password.insertionPoint == 6)
        #expect(password.keyDown(.backspace))
        #expect(password.text == "secre")
    }
}

/// Counts the actions it is sent.
private final class ActionRecorder: Responder, NibActionPerforming {
    var count = 0

    static var actionBindings: [ActionBinding] { [ActionBinding("record:", ActionRecorder.record)] }

    func record(_ sender: Any?) { count += 1 }
}
