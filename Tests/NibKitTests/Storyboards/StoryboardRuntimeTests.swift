import Foundation
import NibKit
import Testing

/// A view controller of an application's storyboard whose outlets the test
/// does not model: it takes any key, as its Swift class would.
final class AnyKeyViewController: UIViewController {
    /// The keys the controller's class would bind, with their values.
    private(set) var otherKeys: [String] = []

    override class var acceptsAnyKey: Bool { true }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        otherKeys.append(key)
    }
}

/// A view controller made by a creator closure, with a dependency no
/// archive can give.
final class GreetingViewController: UIViewController {
    private(set) var greeting = ""

    required init() { super.init() }

    required init(coder: NibCoder) throws { try super.init(coder: coder) }

    init(coder: NibCoder, greeting: String) throws {
        self.greeting = greeting
        try super.init(coder: coder)
    }
}

@Suite("The storyboard runtime: controllers, segue templates, containers, typed look-ups")
struct StoryboardRuntimeTests {
    static let registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)

    /// ExampleNibs/Flow.storyboard: a navigation controller, a push, a modal and an unwind.
    static func flow() throws -> UIStoryboard {
        try UIStoryboard(contentsOf: Toolkit.example("Flow.storyboard"), registry: registry)
    }

    @Test("the initial navigation controller is filled from its relationship segue, the root's segues become templates")
    func initialNavigationController() throws {
        let storyboard = try Self.flow()
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.archiveObjectID == "Nav-Ct-001")
        #expect(navigation.viewControllers.map(\.archiveObjectID) == ["Lst-VC-001"])
        #expect(storyboard.relationshipDestinations(of: navigation, relationship: "rootViewController").count == 1)
        #expect(navigation.storyboard === storyboard)

        let notes = try #require(navigation.viewControllers.first)
        #expect(notes.storyboard === storyboard)
        #expect(notes.storyboardSegueTemplates.map(\.identifier) == ["showNote", "newNote"])
        let show = try #require(notes.storyboardSegueTemplates.first as? UIStoryboardShowSegueTemplate)
        #expect(show.kind == "show")
        #expect(show.destinationViewControllerIdentifier == "Det-VC-001")
        #expect(show.viewController === notes)
        let present = try #require(notes.storyboardSegueTemplates.last as? UIStoryboardPresentationSegueTemplate)
        #expect(present.presentationStyle == .formSheet)
        #expect(present.transitionStyle == .crossDissolve)
        #expect(present.modalPresentationStyle == 2, "UIKit's number of formSheet")
        #expect(present.animates)
    }

    @Test("a button and a bar button item that trigger segues have the templates as targets, with perform:")
    func triggersTargetTheirTemplates() throws {
        let storyboard = try Self.flow()
        let notes = try storyboard.instantiateViewController(withIdentifier: "Notes")
        // The view loads when first asked for; its button's segue template was made with the controller.
        #expect(!notes.isViewLoaded)
        let button = try #require((try notes.loadViewIfNeeded() as? UIView)?.subviews.first as? UIButton)
        let show = try #require(notes.storyboardSegueTemplates.first)
        #expect(button.targetActions.map(\.action) == [Selector("perform:")])
        #expect(button.targetActions.first?.target === show)
        #expect(button.targetActions.first?.event == .primaryActionTriggered)

        let add = try #require(notes.navigationItem?.rightBarButtonItem)
        #expect(add.targetActions.first?.target === notes.storyboardSegueTemplates.last)

        // Tapping the button performs its segue: outside a navigation
        // controller, a show segue presents the note.
        button.sendActions(for: .primaryActionTriggered)
        #expect(show.lastError == nil)
        #expect(notes.presentedViewController?.storyboardIdentifier == "Note")
    }

    @Test("an unwind segue becomes an unwind template with its action")
    func unwindTemplate() throws {
        let editor = try Self.flow().instantiateViewController(withIdentifier: "Editor")
        let unwind = try #require(editor.storyboardSegueTemplates.first as? UIStoryboardUnwindSegueTemplate)
        #expect(editor.storyboardSegueTemplates.count == 1)
        #expect(unwind.identifier == "done")
        #expect(unwind.action == "unwindToNotes:")
        #expect(unwind.destinationViewControllerIdentifier == "Edt-Ex-001")
    }

    @Test("a typed look-up returns the class asked for, or names the scene, its class and the type asked")
    func typedLookUps() throws {
        let storyboard = try Self.flow()
        let navigation = try storyboard.instantiateInitialViewController(as: UINavigationController.self)
        #expect(navigation.viewControllers.count == 1)
        let note = try storyboard.instantiateViewController(withIdentifier: "Note", as: UIViewController.self)
        #expect(note.title == "Note")

        let error = failure {
            _ = try storyboard.instantiateViewController(withIdentifier: "Notes", as: UINavigationController.self)
        }
        #expect(error?.code == .instantiationFailed)
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(
            diagnostic.message
                == "the scene 'Notes' has a view controller of class UIViewController, not UINavigationController as asked"
        )
        #expect(diagnostic.location.file.hasSuffix("ExampleNibs/Flow.storyboard"))
        #expect(diagnostic.location.line == 29)
        #expect(diagnostic.objectID == "Lst-VC-001")
        #expect(diagnostic.className == "UIViewController")
        #expect(diagnostic.key == "Notes")

        let unknown = failure { _ = try storyboard.instantiateViewController(withIdentifier: "Noters") }
        #expect(unknown?.code == .resourceNotFound)
        #expect(
            unknown?.diagnostics.first?.message
                == "no view controller has the storyboard identifier 'Noters'; did you mean 'Notes'?")
    }

    @Test("a creator closure makes the controller with what it injects, and the storyboard sets it up")
    func creatorClosure() throws {
        let storyboard = try Self.flow()
        let made = try storyboard.instantiateViewController(identifier: "Notes") { coder in
            try GreetingViewController(coder: coder, greeting: "hello")
        }
        #expect(made.greeting == "hello")
        #expect(made.title == "Notes", "init(coder:) decoded the archive's values")
        #expect(made.storyboardSegueTemplates.map(\.identifier) == ["showNote", "newNote"])
        #expect(made.storyboard === storyboard)

        let initial = try storyboard.instantiateInitialViewController { coder in
            try UINavigationController(coder: coder)
        }
        #expect(initial.viewControllers.map(\.archiveObjectID) == ["Lst-VC-001"])
    }

    @Test("a segue's destination is created by the storyboard, as the segue's performer asks for it")
    func destinations() throws {
        let storyboard = try Self.flow()
        let notes = try storyboard.instantiateViewController(withIdentifier: "Notes")
        let destination = try storyboard.instantiateDestination("Det-VC-001", forSegueFrom: notes)
        #expect((destination as? UIViewController)?.title == "Note")

        let error = failure { _ = try storyboard.instantiateDestination("Nowhere", forSegueFrom: notes) }
        #expect(error?.diagnostics.first?.message == "no scene's view controller has the id 'Nowhere'")
        #expect(error?.diagnostics.first?.location.line == 29)
    }

    @Test("a tab bar controller and a navigation controller of a corpus storyboard get their exact children")
    func corpusContainers() throws {
        var registry = Self.registry
        // The two whose actions the test does not model stay dynamic objects: no scene made here holds them.
        for name in ["AuthViewController", "ImagesListViewController", "ProfileViewController", "SplashViewController"]
        {
            registry.register(AnyKeyViewController.self, as: name)
        }
        let path = "storyboard/Ad4mWest__ImageFeed__ImageFeed__Presenter__Base.lproj__Main.storyboard"
        let storyboard = try UIStoryboard(
            contentsOf: CorpusTests.corpus.appendingPathComponent(path), registry: registry)
        let tabs = try storyboard.instantiateViewController(
            withIdentifier: "TabBarViewController", as: UITabBarController.self)
        let children = storyboard.relationshipDestinations(of: tabs, relationship: "viewControllers")
        #expect(children.map(\.archiveObjectID) == ["BYZ-38-t0r", "4YH-hG-FbS"])
        #expect((children.first as? UIViewController)?.title == "ImageList")

        let splash = try storyboard.instantiateInitialViewController(as: AnyKeyViewController.self)
        #expect(
            splash.storyboardSegueTemplates.map(\.identifier) == ["ShowAuthenticationScreen", "ShowImagesList"])
        #expect(splash.storyboardSegueTemplates.map(\.presentationStyle) == [.fullScreen, .fullScreen])
        let navigation = try #require(
            try storyboard.instantiateDestination("QGo-fg-OtA", forSegueFrom: splash) as? UINavigationController)
        #expect(navigation.viewControllers.map(\.archiveObjectID) == ["xTf-9n-Kem"])
        #expect(navigation.viewControllers.first is AnyKeyViewController)
        // The first child's outlet into its view is set when the view loads.
        #expect((children.first as? AnyKeyViewController)?.otherKeys == [])
        _ = try (children.first as? UIViewController)?.loadViewIfNeeded()
        #expect((children.first as? AnyKeyViewController)?.otherKeys == ["tableView"])
    }
}

/// A table view controller of an application whose outlets the test does
/// not model, with the one action its storyboard sends it.
final class AnyKeyTableViewController: UITableViewController {
    private(set) var shares = 0
    private(set) var otherKeys: [String] = []

    override class var acceptsAnyKey: Bool { true }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        otherKeys.append(key)
    }

    override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [ActionBinding("shareClicked:", AnyKeyTableViewController.shareClicked)]
    }

    func shareClicked(_ sender: Any?) { shares += 1 }
}

/// A button that takes any key: a compiled storyboard's runtime attributes
/// name keys of a styling library (`nuiClass`).
final class AnyKeyButton: UIButton {
    private(set) var otherKeys: [String] = []

    override class var acceptsAnyKey: Bool { true }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        otherKeys.append(key)
    }
}

@Suite("Cells that trigger segues")
struct StoryboardCellSegueTests {
    @Test("selecting a static cell of a real storyboard performs the segue it holds")
    func selectingACell() throws {
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        registry.register(AnyKeyTableViewController.self, as: "ViewController")
        registry.register(UINavigationController.self, as: "NavigationController")
        let path =
            "storyboard/hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Main.storyboard"
        let storyboard = try UIStoryboard(
            contentsOf: CorpusTests.corpus.appendingPathComponent(path), registry: registry)
        let list = try storyboard.instantiateViewController(
            withIdentifier: "ViewController", as: AnyKeyTableViewController.self)
        try list.loadViewIfNeeded()
        let table = try #require(list.tableView)
        let cell = try #require(table.sections.first?.cells.first)
        #expect(cell.archiveObjectID == "rV8-ZH-g8s")
        let template = try #require(storyboard.selectionSegue(of: cell) as? UIStoryboardShowSegueTemplate)
        #expect(template.destinationViewControllerIdentifier == "KZJ-ih-4D1")
        #expect(template.viewController === list)
        #expect(list.storyboardSegueTemplates.first === template)

        // The cell's destination is a reference to the storyboard 'General', which the
        // corpus does not hold: performing the segue fails at the reference, presenting nothing.
        #expect(storyboard.selectCell(cell))
        let error = try #require(template.lastError)
        #expect(error.diagnostics.first?.location.line == 788)
        #expect(
            error.diagnostics.first?.message
                == "no storyboard named 'General' (General.storyboardc or General.storyboard) in the bundle")
        #expect(list.presentedViewController == nil)
        #expect(!storyboard.selectCell(list), "a controller is no cell")
    }
}

@Suite("A compiled storyboard runs as its source does")
struct CompiledStoryboardRuntimeTests {
    @Test("a .storyboardc scene's segue templates become the controller's, and its view loads lazily")
    func compiledSegues() throws {
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        registry.register(AnyKeyViewController.self, as: "FeedAndFeedbackViewController", "ContainerViewController")
        registry.register(AnyKeyButton.self, as: "UIButton")
        let path =
            "nib/Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__en.lproj__MainStoryboard.storyboardc"
        let storyboard = try UIStoryboard(
            contentsOf: CorpusTests.corpus.appendingPathComponent(path), registry: registry)
        let feed = try storyboard.instantiateViewController(
            withIdentifier: "FeedAndFeedbackViewController", as: AnyKeyViewController.self)
        #expect(feed.storyboardSegueTemplates.map(\.kind) == ["push", "push"])
        #expect(feed.storyboardSegueTemplates.allSatisfy { $0 is UIStoryboardPushSegueTemplate })
        #expect(
            feed.storyboardSegueTemplates.map(\.destinationViewControllerIdentifier) == ["Dud-jw-0GI", "lnD-Hc-GsV"])
        #expect(feed.storyboard === storyboard)
        #expect(!feed.isViewLoaded)
        #expect(feed.viewTemplate != nil)
        #expect(feed.didInstantiateView != nil)
    }
}
