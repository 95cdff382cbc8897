import Foundation
import NibKit
import Testing

/// UIKit view controllers' appearance callbacks, containment, responder
/// chain and modal presentation, each ordering held to an exact sequence.
@Suite("View controller lifecycle")
struct ViewControllerLifecycleTests {
    @Test("a root controller loads its view on first access, then appears in its window")
    func rootAppears() throws {
        let log = CallbackLog()
        let root = try RecordingController.make("root", log)
        #expect(root.isViewLoaded == false)
        #expect(log.entries.isEmpty)
        let window = UIWindow()
        try root.appearAsRoot(in: window)
        #expect(log.take() == ["root.viewDidLoad", "root.viewWillAppear(false)", "root.viewDidAppear(false)"])
        #expect(root.appearanceState == .appeared)
        let view = try #require(root.viewIfLoaded as? UIView)
        #expect(view.superview === window)
        #expect(view.next === root)
        #expect(root.next === window)
        root.beginAppearanceTransition(false, animated: true)
        #expect(root.appearanceState == .disappearing)
        root.endAppearanceTransition()
        #expect(log.take() == ["root.viewWillDisappear(true)", "root.viewDidDisappear(true)"])
        // A second end, or a disappearance of a controller not on screen, sends nothing.
        root.endAppearanceTransition()
        root.beginAppearanceTransition(false, animated: false)
        #expect(log.entries.isEmpty)
    }

    @Test("addChild calls willMove, the caller didMove; removeFromParent calls didMove(nil)")
    func containmentOrder() throws {
        let log = CallbackLog()
        let parent = try RecordingController.make("parent", log)
        let child = try RecordingController.make("child", log)
        parent.addChild(child)
        #expect(log.take() == ["child.willMove(parent)"])
        #expect(identical(parent.children, [child]))
        #expect(child.parent === parent)
        child.didMove(toParent: parent)
        _ = log.take()
        // Adding again does nothing; a parent cannot become its child's child.
        parent.addChild(child)
        child.addChild(parent)
        #expect(log.entries.isEmpty)
        #expect(parent.parent == nil)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.take() == ["child.willMove(nil)", "child.didMove(nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test("appearance is forwarded to a child whose view is in the parent's view")
    func forwarding() throws {
        let log = CallbackLog()
        let parent = try RecordingController.make("parent", log)
        let shown = try RecordingController.make("shown", log)
        let hidden = try RecordingController.make("hidden", log)
        let parentView = try #require(try parent.view as? UIView)
        let container = UIView()
        parentView.addSubview(container)
        parent.addChild(shown)
        container.addSubview(try #require(try shown.view as? UIView))
        shown.didMove(toParent: parent)
        parent.addChild(hidden)
        _ = log.take()
        try parent.appearAsRoot()
        #expect(
            log.take() == [
                "parent.viewWillAppear(false)", "shown.viewWillAppear(false)", "parent.viewDidAppear(false)",
                "shown.viewDidAppear(false)",
            ])
        #expect(hidden.appearanceState == .disappeared)
        #expect(hidden.isViewLoaded == false)
        // The responder chain: the child's view, the child, the container view, the parent's view, the parent.
        let shownView = try #require(shown.viewIfLoaded as? UIView)
        #expect(shownView.next === shown)
        #expect(shown.next === container)
        #expect(container.next === parentView)
        #expect(parentView.next === parent)
        // A child whose view is in no view leads to its parent's view.
        #expect(hidden.next === parentView)
    }

    @Test("a layout pass calls viewWillLayoutSubviews, the engine, then viewDidLayoutSubviews")
    func layoutCallbacks() throws {
        let log = CallbackLog()
        let controller = try RecordingController.make("c", log)
        try controller.layoutView { _ in log.add("engine") }
        #expect(log.take().isEmpty)
        _ = try controller.view
        _ = log.take()
        try controller.layoutView { view in log.add("engine(\(view === controller.viewIfLoaded))") }
        #expect(log.take() == ["c.viewWillLayoutSubviews", "engine(true)", "c.viewDidLayoutSubviews"])
    }

    @Test("a full-screen presentation and its dismissal send UIKit's callbacks in order, then the completion")
    func fullScreenPresentation() throws {
        let log = CallbackLog()
        let source = try RecordingController.make("source", log)
        let modal = try RecordingController.make("modal", log)
        modal.modalPresentationStyle = .fullScreen
        modal.recordsFlags = true
        try source.appearAsRoot()
        _ = log.take()
        try source.present(modal, animated: true) { log.add("completion") }
        #expect(
            log.take() == [
                "modal.viewDidLoad", "source.viewWillDisappear(true)", "modal.viewWillAppear(true)[presented]",
                "source.viewDidDisappear(true)", "modal.viewDidAppear(true)[presented]", "completion",
            ])
        #expect(source.presentedViewController === modal)
        #expect(modal.presentingViewController === source)
        #expect(modal.isBeingPresented == false)
        #expect(modal.next === source)
        modal.dismiss(animated: false) { log.add("completion") }
        #expect(
            log.take() == [
                "modal.viewWillDisappear(false)[dismissed]", "source.viewWillAppear(false)",
                "modal.viewDidDisappear(false)[dismissed]", "source.viewDidAppear(false)", "completion",
            ])
        #expect(source.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
    }

    @Test("a sheet, popover or presentation over the context leaves the presenter on screen")
    func sheetPresentation() throws {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover, .overFullScreen] {
            let log = CallbackLog()
            let source = try RecordingController.make("source", log)
            let sheet = try RecordingController.make("sheet", log)
            sheet.modalPresentationStyle = style
            try source.appearAsRoot()
            _ = log.take()
            try source.present(sheet, animated: true)
            #expect(log.take() == ["sheet.viewDidLoad", "sheet.viewWillAppear(true)", "sheet.viewDidAppear(true)"])
            #expect(source.appearanceState == .appeared)
            source.dismiss(animated: true)
            #expect(log.take() == ["sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)"])
        }
    }

    @Test("a controller already presenting refuses another presentation, changing nothing")
    func presentWhilePresenting() throws {
        let log = CallbackLog()
        let source = try RecordingController.make("source", log)
        let first = try RecordingController.make("first", log)
        let second = try RecordingController.make("second", log)
        try source.appearAsRoot()
        try source.present(first, animated: false)
        _ = log.take()
        var completed = false
        let error = try #require(throws: NibError.self) {
            try source.present(second, animated: false) { completed = true }
        }
        #expect(
            error.description
                == #"Recording.xib:1:1: error: attempt to present <RecordingController: title = "second"> on <RecordingController: title = "source"> which is already presenting <RecordingController: title = "first">"#
        )
        #expect(error.code == .instantiationFailed)
        #expect(error.diagnostics.first?.className == "RecordingController")
        #expect(completed == false)
        #expect(log.entries.isEmpty)
        #expect(second.isViewLoaded == false)
        #expect(second.presentingViewController == nil)
        #expect(source.presentedViewController === first)
        // The presented controller can present in turn.
        try first.present(second, animated: false)
        #expect(first.presentedViewController === second)
        // Dismissing from the bottom dismisses both.
        source.dismiss(animated: false)
        #expect(source.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
    }

    @Test("a child presents from the root of its containers, or from the one defining the context")
    func presentationContext() throws {
        let log = CallbackLog()
        let navigation = try withView(
            UINavigationController(rootViewController: try RecordingController.make("root", log)))
        let root = try #require(navigation.topViewController)
        let modal = try RecordingController.make("modal", log)
        try root.present(modal, animated: false)
        #expect(modal.presentingViewController === navigation)
        #expect(root.presentedViewController === modal)
        navigation.dismiss(animated: false)
        let overContext = try RecordingController.make("over", log)
        overContext.modalPresentationStyle = .overCurrentContext
        root.definesPresentationContext = true
        try root.present(overContext, animated: false)
        #expect(overContext.presentingViewController === root)
    }
}
