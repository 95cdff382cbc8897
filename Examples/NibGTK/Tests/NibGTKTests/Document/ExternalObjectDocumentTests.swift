import Foundation
import NibGTKKit
import NibKit
import Testing

/// The object ExternalObjects.nibxml expects from outside as "Counter".
@MainActor
final class CounterController: ViewController {
    var countLabel: GtkUILabel?
    private(set) var count = 0

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("countLabel", \CounterController.countLabel)]
    }

    override class var actionBindings: [ActionBinding] {
        super.actionBindings + [ActionBinding("count:") { (controller: CounterController, _) in controller.count += 1 }]
    }
}

@Suite("External objects")
@MainActor
struct ExternalObjectDocumentTests {
    private var url: URL { get throws { try Documents.fixture("ExternalObjects.nibxml") } }

    @Test("without the external object the load fails at its placeholder, as NibKit reports it")
    func missingExternalObject() throws {
        let url = try url
        let error = try #require(throws: NibError.self) { _ = try GtkDocument(contentsOf: url) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.message == "no external object was supplied for the identifier 'Counter'")
        #expect(diagnostic.location.file.hasSuffix("ExternalObjects.nibxml"))
        #expect((diagnostic.location.line, diagnostic.location.column) == (8, 3))
        #expect(diagnostic.objectID == "counter")
    }

    @Test("a stand-in of the placeholder's class lets the document open, and receives the action")
    func standIn() throws {
        let document = try GtkDocument(contentsOf: try url, externalStandIns: ["Counter"])
        defer { document.close() }
        try document.waitForFirstFrame()
        let sent = try document.click("countButton")
        let standIn = try #require(sent.first?.receiver as? DynamicObject)
        #expect(standIn.nibClassName == "CounterController")
        #expect(standIn.values["countLabel"] as? GtkUILabel === document.object(withID: "countLabel"))
        #expect(standIn.performedActions.map(\.action) == ["count:"])
    }

    @Test("a supplied object gets its outlet and the action")
    func suppliedObject() throws {
        let counter = CounterController()
        let document = try GtkDocument(contentsOf: try url, externalObjects: ["Counter": counter])
        defer { document.close() }
        try document.waitForFirstFrame()
        #expect(counter.countLabel?.text == "0")
        try document.click("countButton")
        #expect(counter.count == 1)
    }

    @Test("MainWindow.nibxml: a stand-in application delegate, the window's delegate outlet and its root view")
    func mainWindow() throws {
        let document = try GtkDocument(
            contentsOf: Documents.example("MainWindow.nibxml"), externalStandIns: ["AppDelegate"])
        defer { document.close() }
        try document.waitForFirstFrame()
        let window = try #require(document.object(withID: "window") as? GtkUIWindow)
        #expect(window.delegate is DynamicObject)
        let root = try #require(window.rootView)
        #expect(root.superview === window)
        let rootEntry = try #require(document.layout.first { $0.id == "rootView" })
        #expect(rootEntry.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
    }
}
