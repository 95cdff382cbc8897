import Foundation
import NibKit
import Testing

/// The controller class of Flow.storyboard's notes scene, with the unwind
/// action its editor's Done button leads back to.
final class NotesListController: UIViewController {
    /// The source of each unwind segue that reached this controller.
    private(set) var unwoundFrom: [String] = []

    func unwindToNotes(_ sender: Any?) {
        unwoundFrom.append((sender as? UIStoryboardSegue)?.source.archiveObjectID ?? "?")
    }

    override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [ActionBinding("unwindToNotes:", NotesListController.unwindToNotes)]
    }
}

@Suite("A storyboard compiled by NibKit runs as its source does")
struct CompiledFlowTests {
    /// Flow.storyboard, from its source or compiled to a `.storyboardc` in a
    /// temporary folder, with the notes scene of the class above.
    static func flow(compiled: Bool) throws -> UIStoryboard {
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        registry.register(NotesListController.self, as: "UIViewController")
        let source = Toolkit.example("Flow.storyboard")
        guard compiled else { return try UIStoryboard(contentsOf: source, registry: registry) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CompiledFlowTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Flow.storyboardc")
        try NibStoryboard(contentsOf: source, registry: .dynamic).writeCompiledStoryboard(to: output)
        return try UIStoryboard(contentsOf: output, registry: registry)
    }

    @Test("a compiled unwind segue is an unwind template with its identifier and action, and no destination")
    func unwindTemplate() throws {
        let editor = try Self.flow(compiled: true).instantiateViewController(withIdentifier: "Editor")
        let unwind = try #require(editor.storyboardSegueTemplates.first as? UIStoryboardUnwindSegueTemplate)
        #expect(editor.storyboardSegueTemplates.count == 1)
        #expect(unwind.kind == "unwind")
        #expect(unwind.identifier == "done")
        #expect(unwind.action == "unwindToNotes:")
        #expect(unwind.destinationViewControllerIdentifier == nil)
    }

    @Test("the presentation segue keeps its presentation and transition styles through compiling")
    func presentationStyles() throws {
        for compiled in [false, true] {
            let notes = try Self.flow(compiled: compiled).instantiateViewController(withIdentifier: "Notes")
            let present = try #require(
                notes.storyboardSegueTemplates.first { $0.identifier == "newNote" } as? UIStoryboardModalSegueTemplate)
            #expect(present.presentationStyle == .formSheet, "compiled: \(compiled)")
            #expect(present.transitionStyle == .crossDissolve, "compiled: \(compiled)")
        }
    }

    @Test("the button, the bar button item and the Done button trigger their segues, compiled as in the source")
    func triggersRunTheFlow() throws {
        for compiled in [false, true] {
            let storyboard = try Self.flow(compiled: compiled)
            let navigation = try #require(
                try storyboard.instantiateInitialViewController() as? UINavigationController)
            print("DEBUG", compiled, navigation.viewControllers, navigation.children)
            try navigation.appearAsRoot()
            print("DEBUG2", navigation.viewControllers)
            let notes = try #require(navigation.topViewController as? NotesListController, "compiled: \(compiled)")
            let button = try #require((try notes.loadViewIfNeeded() as? UIView)?.subviews.first as? UIButton)
            let show = try #require(notes.storyboardSegueTemplates.first { $0.identifier == "showNote" })
            #expect(button.targetActions.map(\.action) == [Selector("perform:")], "compiled: \(compiled)")
            #expect(button.targetActions.first?.target === show, "compiled: \(compiled)")

            button.sendActions(for: .primaryActionTriggered)
            #expect(show.lastError == nil)
            #expect(navigation.viewControllers.map(\.storyboardIdentifier) == ["Notes", "Note"])
            _ = try navigation.popViewController(animated: false)

            let add = try #require(notes.navigationItem?.rightBarButtonItem)
            #expect(add.targetActions.first?.target === notes.storyboardSegueTemplates.last)
            #expect(add.sendAction(Selector("perform:"), to: add.targetActions.first?.target))
            let editor = try #require(notes.presentedViewController ?? navigation.presentedViewController)
            #expect(editor.storyboardIdentifier == "Editor")

            let editorView = try #require(try editor.loadViewIfNeeded() as? UIView)
            let done = try #require(editorView.subviews.compactMap { $0 as? UIButton }.first)
            done.sendActions(for: .primaryActionTriggered)
            #expect(notes.unwoundFrom == ["Edt-VC-001"], "compiled: \(compiled)")
            #expect(navigation.presentedViewController == nil, "compiled: \(compiled)")
        }
    }
}
