import Foundation
import NibKit
import Testing

/// A view controller of a main-actor toolkit: its own key and the unwind
/// action are main-actor bindings, so the loader creates it, and loads a
/// view it owns, only with the main actor's isolation.
@MainActor
final class MainFlowController: UIViewController, @MainActor NibKeyValueCoding, @MainActor NibActionPerforming {
    /// A key no archive gives; its binding makes the class a main-actor class.
    var badge = ""
    /// The unwind actions received, with the identifiers of their segues.
    var unwinds: [String] = []

    static var keyBindings: [KeyBinding] { [KeyBinding("badge", \MainFlowController.badge)] }

    static var actionBindings: [ActionBinding] {
        [
            ActionBinding("unwindToNotes:") { (controller: MainFlowController, sender) in
                controller.unwinds.append((sender as? UIStoryboardSegue)?.identifier ?? "?")
            }
        ]
    }
}

/// A scene's root view of a main-actor toolkit.
@MainActor
final class MainFlowView: UIView, @MainActor NibKeyValueCoding {
    /// A key no archive gives; its binding makes the class a main-actor class.
    var shade = ""

    static var keyBindings: [KeyBinding] { [KeyBinding("shade", \MainFlowView.shade)] }
}

/// The storyboard runtime loads views and scenes with its caller's
/// isolation: a main-actor toolkit's classes load when a main-actor caller
/// drives the flow, by the runtime's own calls (containers, presentations,
/// segues, a control's action), and are refused, as before, to a
/// nonisolated caller.
@Suite("Storyboard isolation")
struct StoryboardIsolationTests {
    /// Flow.storyboard with its view controllers and their views of the main-actor classes.
    static func flow(controllers: Bool = true) throws -> UIStoryboard {
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        if controllers { registry.register(MainFlowController.self, as: "UIViewController") }
        registry.register(MainFlowView.self, as: "UIView")
        return try UIStoryboard(contentsOf: Toolkit.example("Flow.storyboard"), registry: registry)
    }

    @Test("from the main actor: appear, a tapped push, a presentation and a tapped unwind load main-actor classes")
    @MainActor
    func drivenFromTheMainActor() throws {
        let storyboard = try Self.flow()
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let notes = try #require(navigation.topViewController as? MainFlowController)
        #expect(!notes.isViewLoaded)

        try navigation.appearAsRoot()
        let notesView = try #require(notes.viewIfLoaded as? MainFlowView)
        #expect(notes.appearanceState == .appeared)

        // A tap: the button's action `perform:` has no caller; the template
        // keeps the isolation the scene was created with.
        let show = try #require(notes.storyboardSegueTemplates.first { $0.identifier == "showNote" })
        #expect(show.isolation === MainActor.shared)
        let open = try #require(notesView.subviews.first as? UIButton)
        open.sendActions(for: .primaryActionTriggered)
        #expect(show.lastError == nil)
        let note = try #require(navigation.topViewController as? MainFlowController)
        #expect(note.title == "Note")
        #expect(note.viewIfLoaded is MainFlowView)
        #expect(note.appearanceState == .appeared && notes.appearanceState == .disappeared)
        #expect(try navigation.popViewController(animated: false) === note)

        try notes.performSegue(withIdentifier: "newNote", sender: nil)
        let editor = try #require(notes.presentedViewController as? MainFlowController)
        #expect(editor.title == "New Note")
        let editorView = try #require(editor.viewIfLoaded as? MainFlowView)
        #expect(editor.appearanceState == .appeared)

        let done = try #require(editorView.subviews.first as? UIButton)
        let unwind = try #require(editor.storyboardSegueTemplates.first as? UIStoryboardUnwindSegueTemplate)
        done.sendActions(for: .primaryActionTriggered)
        #expect(unwind.lastError == nil)
        #expect(notes.unwinds == ["done"])
        #expect(notes.presentedViewController == nil)
        #expect(editor.appearanceState == .disappeared && notes.appearanceState == .appeared)
    }

    @Test("from the main actor, a main-actor destination is created with the isolation the storyboard keeps")
    @MainActor
    func destinationsFromTheMainActor() throws {
        let storyboard = try Self.flow()
        let notes = try storyboard.instantiateViewController(withIdentifier: "Notes")
        let destination = try storyboard.instantiateDestination("Edt-VC-001", forSegueFrom: notes)
        #expect(destination is MainFlowController)
        #expect(storyboard.isolation === MainActor.shared)
    }

    @Test("a nonisolated caller is refused a main-actor controller, with the loader's error at the scene")
    func controllersRefusedToANonisolatedCaller() throws {
        let storyboard = try Self.flow()
        let error = failure { _ = try storyboard.instantiateInitialViewController() }
        #expect(error?.code == .instantiationFailed)
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(
            diagnostic.message
                == "UIViewController (MainFlowController) is isolated to the main actor; instantiate this template on the main actor"
        )
        #expect(diagnostic.location.file.hasSuffix("Flow.storyboard"))
        #expect(diagnostic.location.line == 29)
        #expect(diagnostic.objectID == "Lst-VC-001")
    }

    @Test("a nonisolated caller is refused a main-actor view as the root appears, the error at the view")
    func viewsRefusedToANonisolatedCaller() throws {
        let storyboard = try Self.flow(controllers: false)
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let notes = try #require(navigation.topViewController)
        let error = failure { try navigation.appearAsRoot() }
        #expect(error?.code == .instantiationFailed)
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(
            diagnostic.message
                == "UIView (MainFlowView) is isolated to the main actor; instantiate this template on the main actor")
        #expect(diagnostic.location.line == 30)
        #expect(diagnostic.objectID == "Lst-Vw-001")
        #expect(!notes.isViewLoaded)
        #expect(navigation.appearanceState == .disappeared)
    }
}
