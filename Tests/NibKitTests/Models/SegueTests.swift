import Foundation
import NibKit
import Testing

/// A custom segue that records its perform and presents the destination
/// over the whole screen, with no animation.
final class RecordingSegue: UIStoryboardSegue {
    override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        (source as? RecordingController)?.log.add("RecordingSegue.perform")
        destination.modalPresentationStyle = .fullScreen
        try source.present(destination, animated: false, isolation: isolation)
    }
}

/// Segues performed from view controllers: each kind, prepare before the
/// destination's view loads, shouldPerform for triggered segues, the
/// errors, custom classes and unwinding.
@Suite("Segues")
struct SegueTests {
    /// A template of `type` from `source` to the scene `destination`, with `identifier`.
    @discardableResult
    static func template<T: UIStoryboardSegueTemplate>(
        _ type: T.Type, _ identifier: String?, from source: UIViewController, to destination: String? = nil
    ) -> T {
        let template = T()
        template.identifier = identifier
        template.destinationViewControllerIdentifier = destination
        template.viewController = source
        source.storyboardSegueTemplates.append(template)
        return template
    }

    @Test("a show segue inside a navigation controller pushes; prepare comes before the destination's view loads")
    func showPushes() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        let navigation = try withView(UINavigationController(rootViewController: home))
        try navigation.appearAsRoot()
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        Self.template(UIStoryboardShowSegueTemplate.self, "showDetail", from: home, to: "Dtl-Vc-001")
        _ = log.take()
        try home.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(
            log.take() == [
                "home.prepare(showDetail, destination view loaded: false)", "detail.viewDidLoad",
                "detail.willMove(UINavigationController)", "home.viewWillDisappear(true)",
                "detail.viewWillAppear(true)", "home.viewDidDisappear(true)", "detail.viewDidAppear(true)",
                "detail.didMove(UINavigationController)",
            ])
        #expect(storyboard.requests == ["Dtl-Vc-001"])
        #expect((navigation.topViewController as? RecordingController)?.name == "detail")
    }

    @Test("a show segue from a controller in no navigation controller presents")
    func showPresents() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        Self.template(UIStoryboardShowSegueTemplate.self, "next", from: home, to: "Dtl-Vc-001")
        try home.performSegue(withIdentifier: "next", sender: nil)
        #expect((home.presentedViewController as? RecordingController)?.name == "detail")
    }

    @Test("a presentation segue presents with its own styles over the destination's")
    func presentationStyles() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let storyboard = FakeStoryboard()
        let modal = try RecordingController.make("modal", log)
        storyboard.scenes["Mdl-Vc-001"] = { modal }
        home.storyboard = storyboard
        let template = Self.template(UIStoryboardPresentationSegueTemplate.self, "edit", from: home, to: "Mdl-Vc-001")
        template.presentationStyle = .fullScreen
        template.transitionStyle = .crossDissolve
        template.animates = false
        _ = log.take()
        try home.performSegue(withIdentifier: "edit", sender: nil)
        #expect(
            log.take() == [
                "home.prepare(edit, destination view loaded: false)", "modal.viewDidLoad",
                "home.viewWillDisappear(false)", "modal.viewWillAppear(false)", "home.viewDidDisappear(false)",
                "modal.viewDidAppear(false)",
            ])
        #expect(modal.modalPresentationStyle == .fullScreen)
        #expect(modal.modalTransitionStyle == .crossDissolve)
    }

    @Test("a popover segue presents as a popover and keeps its anchor")
    func popover() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let storyboard = FakeStoryboard()
        let popover = try RecordingController.make("popover", log)
        storyboard.scenes["Pop-Vc-001"] = { popover }
        home.storyboard = storyboard
        let anchor = UIButton()
        let template = Self.template(
            UIStoryboardPopoverPresentationSegueTemplate.self, "pop", from: home, to: "Pop-Vc-001")
        template.anchor = anchor
        let segue = try #require(try template.perform(sender: anchor, askingSource: false))
        #expect((segue as? UIStoryboardPopoverPresentationSegue)?.anchor === anchor)
        #expect(popover.modalPresentationStyle == .popover)
        #expect(home.presentedViewController === popover)
        #expect(home.appearanceState == .appeared)
    }

    @Test("an embed segue adds the destination as a child, its view in the container view")
    func embed() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        let container = UIView()
        try #require(try home.view as? UIView).addSubview(container)
        let storyboard = FakeStoryboard()
        storyboard.scenes["Emb-Vc-001"] = { try RecordingController.make("embedded", log) }
        home.storyboard = storyboard
        let template = Self.template(UIStoryboardEmbedSegueTemplate.self, nil, from: home, to: "Emb-Vc-001")
        template.containerView = container
        _ = log.take()
        try template.perform(sender: nil, askingSource: false)
        #expect(
            log.take() == [
                "home.prepare(-, destination view loaded: false)", "embedded.viewDidLoad",
                "embedded.willMove(home)", "embedded.didMove(home)",
            ])
        let embedded = try #require(home.children.first)
        #expect((embedded.viewIfLoaded as? UIView)?.superview === container)
        #expect(embedded.next === container)
    }

    @Test("a triggered segue asks shouldPerformSegue; false stops it before the destination is created")
    func shouldPerformStops() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        let template = Self.template(UIStoryboardShowSegueTemplate.self, "next", from: home, to: "Dtl-Vc-001")
        home.allowsSegues = false
        _ = log.take()
        let button = UIButton()
        template.perform(button)
        #expect(log.take() == ["home.shouldPerformSegue(next)"])
        #expect(storyboard.requests.isEmpty)
        #expect(home.presentedViewController == nil)
        #expect(template.lastError == nil)
        // Allowed, the same trigger performs it.
        home.allowsSegues = true
        template.perform(button)
        #expect(
            log.take().prefix(2) == [
                "home.shouldPerformSegue(next)", "home.prepare(next, destination view loaded: false)",
            ])
        #expect(home.presentedViewController != nil)
    }

    @Test("a control connected to a template's perform: performs the segue")
    func controlTriggers() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        let template = Self.template(UIStoryboardShowSegueTemplate.self, "next", from: home, to: "Dtl-Vc-001")
        let button = UIButton()
        button.addTarget(template, action: "perform:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect((home.presentedViewController as? RecordingController)?.name == "detail")
    }

    @Test("performSegue does not ask shouldPerformSegue, as in UIKit")
    func performSegueDoesNotAsk() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        home.allowsSegues = false
        Self.template(UIStoryboardShowSegueTemplate.self, "next", from: home, to: "Dtl-Vc-001")
        try home.performSegue(withIdentifier: "next", sender: nil)
        #expect(log.entries.first == "home.prepare(next, destination view loaded: false)")
        #expect(!log.entries.contains("home.shouldPerformSegue(next)"))
    }

    @Test("an unknown segue identifier is a located error naming the controller's class and the identifier")
    func unknownIdentifier() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        Self.template(UIStoryboardShowSegueTemplate.self, "next", from: home, to: "Dtl-Vc-001")
        let error = try #require(throws: NibError.self) { try home.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(
            error.description
                == #"Recording.xib:1:1: error: receiver <RecordingController: title = "home"> has no segue with identifier 'nope'"#
        )
        #expect(error.code == .resourceNotFound)
        #expect(error.diagnostics.first?.className == "RecordingController")
        #expect(error.diagnostics.first?.key == "nope")
        #expect(log.entries.isEmpty)
    }

    @Test("a segue with no storyboard, a relationship segue and a push outside a navigation controller are errors")
    func segueErrors() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        Self.template(UIStoryboardShowSegueTemplate.self, "next", from: home, to: "Dtl-Vc-001")
        let noStoryboard = try #require(throws: NibError.self) {
            try home.performSegue(withIdentifier: "next", sender: nil)
        }
        #expect(
            noStoryboard.diagnostics.map(\.message) == [
                #"<RecordingController: title = "home"> has no storyboard to create the destination of the segue 'next'"#
            ])
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        Self.template(UIStoryboardRelationshipSegueTemplate.self, "root", from: home, to: "Dtl-Vc-001")
        let relationship = try #require(throws: NibError.self) {
            try home.performSegue(withIdentifier: "root", sender: nil)
        }
        #expect(
            relationship.diagnostics.map(\.message) == [
                #"the segue 'root' is a relationship segue, which the storyboard fills in when it creates <RecordingController: title = "home"> and which is not performed"#
            ])
        Self.template(UIStoryboardPushSegueTemplate.self, "push", from: home, to: "Dtl-Vc-001")
        let push = try #require(throws: NibError.self) { try home.performSegue(withIdentifier: "push", sender: nil) }
        #expect(
            push.diagnostics.map(\.message) == [
                #"the segue 'push' is a push segue, but <RecordingController: title = "home"> is not in a navigation controller"#
            ])
        #expect(log.entries.filter { $0.hasPrefix("home.prepare") }.count == 1)
    }

    @Test("a custom segue's class is created and its perform called; an unknown custom class is an error")
    func customSegue() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dtl-Vc-001"] = { try RecordingController.make("detail", log) }
        home.storyboard = storyboard
        let template = Self.template(UIStoryboardCustomSegueTemplate.self, "fade", from: home, to: "Dtl-Vc-001")
        template.customClass = "FadeSegue"
        #expect(template.kind == "custom")
        #expect(template.segueClassName == "FadeSegue")
        let unknown = try #require(throws: NibError.self) { try home.performSegue(withIdentifier: "fade", sender: nil) }
        #expect(
            unknown.diagnostics.map(\.message) == [
                "the custom segue class 'FadeSegue' of the segue 'fade' is not a known segue class"
            ])
        #expect(home.presentedViewController == nil)
        template.segueClass = RecordingSegue.self
        _ = log.take()
        try home.performSegue(withIdentifier: "fade", sender: nil)
        #expect(
            log.take()
                == [
                    "home.shouldPerformSegue(fade)", "home.prepare(fade, destination view loaded: false)",
                    "RecordingSegue.perform", "detail.viewDidLoad", "home.viewWillDisappear(false)",
                    "detail.viewWillAppear(false)", "home.viewDidDisappear(false)", "detail.viewDidAppear(false)",
                ].filter { $0 != "home.shouldPerformSegue(fade)" })
        #expect((home.presentedViewController as? RecordingController)?.name == "detail")
    }

    @Test("each kind's template creates its kind's segue class")
    func kindsAndClasses() throws {
        let kinds = [
            "show": "UIStoryboardShowSegue", "showDetail": "UIStoryboardShowDetailSegue",
            "push": "UIStoryboardPushSegue", "replace": "UIStoryboardReplaceSegue",
            "presentation": "UIStoryboardPresentationSegue", "modal": "UIStoryboardPresentationSegue",
            "popoverPresentation": "UIStoryboardPopoverPresentationSegue",
            "popover": "UIStoryboardPopoverPresentationSegue", "embed": "UIStoryboardEmbedSegue",
            "relationship": "UIStoryboardSegue", "unwind": "UIStoryboardSegue", "custom": "UIStoryboardSegue",
        ]
        for (kind, segueClass) in kinds {
            let type = try #require(UIStoryboardSegueTemplate.templateClass(forKind: kind))
            let template = type.init()
            #expect(template.kind == kind)
            #expect(template.segueClassName == segueClass, "\(kind)")
        }
        #expect(UIStoryboardSegueTemplate.templateClass(forKind: "sideways") == nil)
    }

    @Test("an unwind segue through a navigation stack calls the action on the destination, then pops to it")
    func unwindThroughNavigation() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        let navigation = try withView(UINavigationController(rootViewController: home))
        try navigation.appearAsRoot()
        let middle = try RecordingController.make("middle", log)
        let top = try RecordingController.make("top", log)
        try navigation.pushViewController(middle, animated: false)
        try navigation.pushViewController(top, animated: false)
        middle.acceptsUnwind = false
        _ = log.take()
        let segue = try top.unwind(action: "unwindHere:", identifier: "back", sender: nil)
        #expect(segue.destination === home)
        #expect(
            log.take() == [
                "top.prepare(back, destination view loaded: true)", "home.unwindHere(from: top)",
                "middle.willMove(nil)", "top.willMove(nil)", "top.viewWillDisappear(true)",
                "home.viewWillAppear(true)", "top.viewDidDisappear(true)", "home.viewDidAppear(true)",
                "middle.didMove(nil)", "top.didMove(nil)",
            ])
        #expect(identical(navigation.viewControllers, [home]))
    }

    @Test("the nearest controller that performs the action is the destination; the source is never its own")
    func unwindNearest() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        let navigation = UINavigationController(rootViewController: home)
        let middle = try RecordingController.make("middle", log)
        let top = try RecordingController.make("top", log)
        try navigation.pushViewController(middle, animated: false)
        try navigation.pushViewController(top, animated: false)
        let segue = try top.unwind(action: "unwindHere:", sender: nil)
        #expect(segue.destination === middle)
        // Nothing below the root: a stack is not unwound forwards.
        let error = try #require(throws: NibError.self) { try home.unwind(action: "unwindHere:", sender: nil) }
        #expect(
            error.diagnostics.map(\.message) == [
                #"no view controller on the way back from <RecordingController: title = "home"> performs the unwind action 'unwindHere:'"#
            ])
    }

    @Test("an unwind segue through a presentation dismisses it, the presented navigation stack with it")
    func unwindThroughPresentation() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        try home.appearAsRoot()
        let editor = try RecordingController.make("editor", log)
        editor.acceptsUnwind = false
        let modal = try withView(UINavigationController(rootViewController: editor))
        modal.modalPresentationStyle = .fullScreen
        try home.present(modal, animated: false)
        let step = try RecordingController.make("step", log)
        try modal.pushViewController(step, animated: false)
        _ = log.take()
        try step.unwind(action: "unwindHere:", identifier: "done", sender: nil)
        #expect(
            log.take() == [
                "step.prepare(done, destination view loaded: true)", "home.unwindHere(from: step)",
                "step.viewWillDisappear(true)", "home.viewWillAppear(true)", "step.viewDidDisappear(true)",
                "home.viewDidAppear(true)",
            ])
        #expect(home.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
    }

    @Test("an unwind template and an exit unwind from the controller that holds their sender")
    func unwindTemplateAndExit() throws {
        let log = CallbackLog()
        let home = try RecordingController.make("home", log)
        let navigation = UINavigationController(rootViewController: home)
        let detail = try RecordingController.make("detail", log)
        try navigation.pushViewController(detail, animated: false)
        let button = UIButton()
        try #require(try detail.view as? UIView).addSubview(button)
        let exit = UIStoryboardUnwindSegueSource()
        button.addTarget(exit, action: "unwindHere:", for: .touchUpInside)
        _ = log.take()
        button.sendActions(for: .touchUpInside)
        #expect(exit.lastError == nil)
        #expect(
            log.take().prefix(2) == [
                "detail.prepare(-, destination view loaded: false)", "home.unwindHere(from: detail)",
            ])
        #expect(identical(navigation.viewControllers, [home]))

        try navigation.pushViewController(detail, animated: false)
        let template = Self.template(UIStoryboardUnwindSegueTemplate.self, "back", from: detail)
        template.action = "unwindHere:"
        #expect(template.kind == "unwind")
        _ = log.take()
        template.perform(button)
        #expect(
            log.take().prefix(3) == [
                "detail.shouldPerformSegue(back)", "detail.prepare(back, destination view loaded: false)",
                "home.unwindHere(from: detail)",
            ])
        #expect(identical(navigation.viewControllers, [home]))
    }
}
