import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// InAppSettingsKit's sample, from the corpus beside the repository
/// (the repository's copy of the corpus, `Tests/Corpus`): a tab bar controller of two navigation controllers.
private let settingsSample = Documents.example("Flow.storyboard")
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
        "Tests/Corpus/storyboard/futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__Base.lproj__Main.storyboard")

/// The text of a `GtkLabel`.
@MainActor
private func text(of label: WidgetPointer) -> String { String(cString: gtk_label_get_text(label.opaque)) }

/// The label of a `GtkButton`.
@MainActor
private func label(of button: WidgetPointer) -> String {
    String(cString: gtk_button_get_label(button.as(GtkButton.self)))
}

/// A view controller that is an unwind segue's destination: it performs
/// `unwindToNotes:`, recording the id of the controller unwound from.
final class NotesController: UIViewController, NibActionPerforming {
    private(set) var unwinds: [String] = []

    static var actionBindings: [ActionBinding] { [ActionBinding("unwindToNotes:", NotesController.unwindToNotes)] }

    func unwindToNotes(_ sender: Any?) {
        unwinds.append((sender as? UIStoryboardSegue)?.source.archiveObjectID ?? "?")
    }
}

@Suite("Storyboards navigate in GTK: segues, the navigation bar, tabs")
@MainActor
struct StoryboardNavigationTests {
    private func openFlow() throws -> (GtkDocument, StoryboardWindow) {
        let document = try GtkDocument(contentsOf: Documents.example("Flow.storyboard"))
        try document.waitForFirstFrame()
        return (document, try #require(document.storyboardWindow))
    }

    @Test("Flow.storyboard shows its navigation controller's root under a bar titled Notes, with the + item")
    func firstScreen() throws {
        let (document, window) = try openFlow()
        defer { document.close() }
        let navigation = try #require(document.owner as? UINavigationController)
        #expect(navigation is GtkUINavigationController)
        #expect(navigation.appearanceState == .appeared)
        #expect(window.shownController.archiveObjectID == "Lst-VC-001")
        #expect(window.shownController.appearanceState == .appeared)
        let bar = try #require(window.navigationBar)
        #expect(text(of: bar.titleLabel) == "Notes")
        #expect(bar.backButton == nil)
        #expect(bar.itemButtons.map { label(of: $0.button) } == ["+"])
        #expect(bar.itemButtons.first?.item.archiveObjectID == "Add-Bb-001")
        #expect(window.tabBar == nil)
        #expect(document.layout.map(\.id) == ["Lst-Vw-001", "Opn-Bt-001"])
        #expect(document.layout.map(\.className) == ["UIView", "UIButton"])
        let button = try #require(document.object(withID: "Opn-Bt-001") as? GtkUIButton)
        #expect(button.displayedTitle == "Open Note")
        // The root keeps the view's size; the bar is above it.
        #expect(document.layout.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(document.allocationMismatches() == [])
    }

    @Test("clicking Open Note performs the show segue: the Note is pushed, the bar has a back button to Notes")
    func segueAndBack() throws {
        let (document, window) = try openFlow()
        defer { document.close() }
        let navigation = try #require(document.owner as? UINavigationController)
        let sent = try document.click("Opn-Bt-001")
        #expect(sent.map(document.describe) == ["Opn-Bt-001 sent perform: to UIStoryboardShowSegueTemplate"])
        #expect(navigation.viewControllers.map(\.archiveObjectID) == ["Lst-VC-001", "Det-VC-001"])
        #expect(window.shownController.archiveObjectID == "Det-VC-001")
        let bar = try #require(window.navigationBar)
        #expect(text(of: bar.titleLabel) == "Note")
        #expect(bar.backTitle == "Notes")
        #expect(label(of: try #require(bar.backButton)) == "‹ Notes")
        #expect(bar.itemButtons.isEmpty)
        #expect(document.layout.map(\.id) == ["Det-Vw-001", "Det-Lb-001"])
        let note = try #require(document.object(withID: "Det-Lb-001") as? GtkUILabel)
        #expect(text(of: note.widget) == "A note")
        try document.waitForFirstFrame()
        #expect(document.allocationMismatches() == [], "GTK allocates the Note's widgets where the engine put them")

        #expect(try #require(window.navigationBar).goBack())
        MainLoop.drain()
        #expect(window.lastError == nil)
        #expect(navigation.viewControllers.map(\.archiveObjectID) == ["Lst-VC-001"])
        #expect(window.shownController.archiveObjectID == "Lst-VC-001")
        #expect(text(of: try #require(window.navigationBar).titleLabel) == "Notes")
        #expect(window.navigationBar?.backButton == nil)
        #expect(document.layout.map(\.id) == ["Lst-Vw-001", "Opn-Bt-001"])
        try document.waitForFirstFrame()
        #expect(document.allocationMismatches() == [], "Notes' widgets are placed again after the pop")
    }

    @Test("the + item presents the editor in place of the window's content; Done finds no unwindToNotes: here")
    func presentationWithoutUnwindDestination() throws {
        let (document, window) = try openFlow()
        defer { document.close() }
        let navigation = try #require(document.owner as? UINavigationController)
        let sent = try document.click("Add-Bb-001")
        #expect(sent.map(document.describe) == ["Add-Bb-001 sent perform: to UIStoryboardPresentationSegueTemplate"])
        #expect(navigation.presentedViewController?.archiveObjectID == "Edt-VC-001")
        #expect(window.shownController.archiveObjectID == "Edt-VC-001")
        #expect(window.navigationBar == nil, "the editor is in no navigation controller")
        #expect(document.layout.map(\.id) == ["Edt-Vw-001", "Dne-Bt-001"])

        // A plain UIViewController performs no unwindToNotes:, so the unwind
        // keeps its error in its template and nothing changes.
        _ = try document.click("Dne-Bt-001")
        let editor = try #require(navigation.presentedViewController)
        let unwind = try #require(editor.storyboardSegueTemplates.first)
        #expect(unwind.lastError?.diagnostics.first?.message.contains("unwindToNotes:") == true)
        #expect(window.shownController === editor)
    }

    @Test("with a Notes controller that performs unwindToNotes:, Done unwinds: the editor is dismissed, Notes shows")
    func unwind() throws {
        var registry = ClassRegistry.gtkToolkit()
        // Flow's scenes name no class of their own: every plain view controller is a NotesController.
        registry.register(NotesController.self, as: "UIViewController")
        let document = try GtkDocument(contentsOf: Documents.example("Flow.storyboard"), registry: registry)
        defer { document.close() }
        try document.waitForFirstFrame()
        let window = try #require(document.storyboardWindow)
        let navigation = try #require(document.owner as? UINavigationController)
        let notes = try #require(navigation.topViewController as? NotesController)
        try document.click("Add-Bb-001")
        #expect(window.shownController.archiveObjectID == "Edt-VC-001")
        try document.waitForFirstFrame()

        try document.click("Dne-Bt-001")
        #expect(notes.unwinds == ["Edt-VC-001"])
        #expect(navigation.presentedViewController == nil)
        #expect(window.shownController === notes)
        #expect(text(of: try #require(window.navigationBar).titleLabel) == "Notes")
        #expect(document.layout.map(\.id) == ["Lst-Vw-001", "Opn-Bt-001"])
        try document.waitForFirstFrame()
        #expect(document.allocationMismatches() == [])
    }

    @Test("a compiled .storyboardc opens, and a segue performed from code shows the Note in the window")
    func compiledStoryboard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibgtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A copy of Flow that starts at Notes, in no navigation controller
        // (NibKit's compiled form of a navigation controller keeps its root
        // as a relationship template, which the runtime does not follow), and
        // without the editor's unwind segue, which a NIB Archive cannot hold.
        let source = try String(contentsOf: Documents.example("Flow.storyboard"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let copy = lines.filter { !$0.contains("kind=\"unwind\"") }.joined(separator: "\n")
            .replacingOccurrences(
                of: "initialViewController=\"Nav-Ct-001\"", with: "initialViewController=\"Lst-VC-001\"")
        #expect(copy.count < source.count)
        let compiled = folder.appendingPathComponent("Flow.storyboardc")
        try NibStoryboard(data: Data(copy.utf8), path: "Flow.storyboard", registry: .dynamic)
            .writeCompiledStoryboard(to: compiled)

        let document = try GtkDocument(contentsOf: compiled)
        defer { document.close() }
        try document.waitForFirstFrame()
        let window = try #require(document.storyboardWindow)
        let notes = try #require(document.owner as? UIViewController)
        #expect(notes.title == "Notes")
        #expect(notes.storyboardSegueTemplates.map(\.identifier) == ["showNote", "newNote"], "in document order")
        #expect(window.navigationBar == nil)
        let notesView = try #require(notes.viewIfLoaded as? GtkUIView)
        #expect(document.hosts.first?.root === notesView)
        #expect(document.layout.map(\.className) == ["UIView", "UIButton"])
        let button = try #require(notesView.subviews.first as? GtkUIButton)
        #expect(button.displayedTitle == "Open Note")

        // Outside a navigation controller the show segue presents.
        try window.perform { () throws(NibError) in try notes.performSegue(withIdentifier: "showNote", sender: nil) }
        let note = try #require(notes.presentedViewController)
        #expect(note.title == "Note")
        #expect(window.shownController === note)
        let label = try #require((note.viewIfLoaded as? View)?.subviews.first as? GtkUILabel)
        #expect(text(of: label.widget) == "A note")
        #expect(document.hosts.first?.root === note.viewIfLoaded)
        #expect(document.layout.map(\.className) == ["UIView", "UILabel"])
    }

    @Test("a tab bar controller shows a tab per child, and clicking one selects it and shows its content")
    func tabs() throws {
        try #require(FileManager.default.fileExists(atPath: settingsSample.path), "the repository's Tests/Corpus copy")
        // The sample's own controllers (MainViewController, ...) get GtkStandInViewController stand-ins.
        let document = try GtkDocument(contentsOf: settingsSample)
        defer { document.close() }
        try document.waitForFirstFrame()
        let window = try #require(document.storyboardWindow)
        let tabs = try #require(document.owner as? UITabBarController)
        let bar = try #require(window.tabBar)
        #expect(bar.titles == ["Featured", "Settings"])
        #expect(bar.buttons.map { label(of: $0) } == ["Featured", "Settings"])
        #expect(gtk_toggle_button_get_active(bar.buttons[0].as(GtkToggleButton.self)) != 0)
        #expect(tabs.selectedIndex == 0)
        #expect(window.shownController.archiveObjectID == "1li-qh-ARP")
        #expect(window.shownController is GtkStandInViewController, "the sample's MainViewController")
        #expect(text(of: try #require(window.navigationBar).titleLabel) == "Settings")
        #expect(document.layout.map(\.id).contains("S4b-Ep-Pn4"))

        #expect(bar.select(1))
        MainLoop.drain()
        #expect(window.lastError == nil)
        #expect(tabs.selectedIndex == 1)
        #expect(window.shownController.archiveObjectID == "3Zf-yv-ugt")
        let selected = try #require(window.tabBar)
        #expect(gtk_toggle_button_get_active(selected.buttons[1].as(GtkToggleButton.self)) != 0)
        #expect(gtk_toggle_button_get_active(selected.buttons[0].as(GtkToggleButton.self)) == 0)
        #expect(!document.layout.map(\.id).contains("S4b-Ep-Pn4"))
    }
}
