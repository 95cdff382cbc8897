import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// The initial view controller of Greeting.storyboard: its label outlet and
/// the button's action, which records the label's text.
@MainActor
final class GreetingViewController: ViewController {
    var greetingLabel: GtkUILabel?
    private(set) var greetings: [String] = []

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("greetingLabel", \GreetingViewController.greetingLabel)]
    }

    override class var actionBindings: [ActionBinding] {
        super.actionBindings + [
            ActionBinding("greet:") { (controller: GreetingViewController, _) in
                controller.greetings.append(controller.greetingLabel?.text ?? "?")
            }
        ]
    }
}

@Suite("Storyboards as GTK windows")
@MainActor
struct StoryboardDocumentTests {
    private func open() throws -> GtkDocument {
        var registry = ClassRegistry.gtkToolkit()
        registry.register(GreetingViewController.self, as: "GreetingViewController")
        let document = try GtkDocument(contentsOf: Documents.fixture("Greeting.storyboard"), registry: registry)
        try document.waitForFirstFrame()
        return document
    }

    @Test("the initial scene's view controller's view is shown in a window of the view's size")
    func initialSceneLayout() throws {
        let document = try open()
        defer { document.close() }
        #expect(document.hosts.count == 1)
        let controller = try #require(document.owner as? GreetingViewController)
        #expect(document.hosts.first?.root === controller.view)
        #expect(
            LayoutEntry.json(document.layout) == """
                {"views": [
                    {"id": "Grt-Vw-001", "class": "UIView", "gtkClass": "GtkFixed", "x": 0, "y": 0, "width": 320, "height": 240},
                    {"id": "Grt-Lb-001", "class": "UILabel", "gtkClass": "GtkLabel", "x": 20, "y": 60, "width": 280, "height": 30},
                    {"id": "Grt-Bt-001", "class": "UIButton", "gtkClass": "GtkButton", "x": 110, "y": 120, "width": 100, "height": 44}
                ]}
                """)
        #expect(document.allocationMismatches() == [])
    }

    @Test("clicking the button reaches greet: on the scene's view controller")
    func clickReachesController() throws {
        let document = try open()
        defer { document.close() }
        let controller = try #require(document.owner as? GreetingViewController)
        let sent = try document.click("Grt-Bt-001")
        #expect(controller.greetings == ["Hello!"])
        #expect(sent.first?.receiver === controller)
        #expect(sent.map(document.describe) == ["Grt-Bt-001 sent greet: to Grt-VC-001"])
    }

    @Test("without the application's class, the scene's controller is a stand-in view controller that takes the action")
    func standInController() throws {
        let document = try GtkDocument(contentsOf: Documents.fixture("Greeting.storyboard"))
        defer { document.close() }
        try document.waitForFirstFrame()
        let controller = try #require(document.owner as? GtkStandInViewController)
        #expect(controller.values["greetingLabel"] as? GtkUILabel === document.object(withID: "Grt-Lb-001"))
        let sent = try document.click("Grt-Bt-001")
        #expect(sent.map(document.describe) == ["Grt-Bt-001 sent greet: to Grt-VC-001"])
        #expect(controller.performedActions.map(\.action) == [Selector("greet:")])
        #expect(document.className(of: controller) == "GreetingViewController")
    }

    @Test("a macOS storyboard opens its window controller's window, holding the content view controller's view")
    func windowController() throws {
        let document = try GtkDocument(contentsOf: Documents.fixture("WindowController.storyboard"))
        defer { document.close() }
        try document.waitForFirstFrame()
        let host = try #require(document.hosts.first)
        #expect(document.hosts.count == 1)
        #expect(String(cString: gtk_window_get_title(host.window.as(GtkWindow.self))) == "Notes")
        #expect(document.layout.map(\.id) == ["Cnt-Vw-001", "Cnt-Lb-001"])
        // 160 − (110 + 30): the label sits 20 points below the top of the unflipped view.
        #expect(document.layout.last?.frame == CGRect(x: 18, y: 20, width: 264, height: 30))
        #expect(document.className(of: host.root) == "NSView")
    }

    @Test("a storyboard without an initial view controller is NibKit's located error")
    func noInitialViewController() throws {
        let contents = try NibStoryboard(
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                targetRuntime="iOS.CocoaTouch"><scenes/></document>
                """.utf8), path: "Empty.storyboard", registry: .gtkToolkit())
        let storyboard = UIStoryboard(contents, name: "Empty", registry: .gtkToolkit())
        let error = try #require(throws: NibError.self) { _ = try GtkDocument(storyboard: storyboard) }
        #expect(error.code == .resourceNotFound)
        #expect(
            error.diagnostics.map(\.description) == [
                "Empty.storyboard:1:1: error: the storyboard has no initial view controller"
            ])
    }
}
