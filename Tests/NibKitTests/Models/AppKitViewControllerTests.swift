import Foundation
import NibKit
import Testing

/// An AppKit view controller that records its callbacks as `name.callback`.
final class RecordingNSController: NSViewController {
    var name = ""
    var log = CallbackLog()

    /// A controller named `name` whose view loads lazily from ``RecordingNib``.
    static func make(_ name: String, _ log: CallbackLog) throws(NibError) -> RecordingNSController {
        let controller = RecordingNSController()
        controller.name = name
        controller.title = name
        controller.log = log
        controller.viewTemplate = try RecordingNib.template(for: .macOS)
        return controller
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear() { log.add("\(name).viewWillAppear") }
    override func viewDidAppear() { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.add("\(name).viewDidDisappear") }
    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        let loaded = (segue.destinationController as? NSViewController)?.isViewLoaded
        log.add(
            "\(name).prepare(\(segue.identifier ?? "-"), destination view loaded: \(loaded.map(String.init) ?? "-"))")
    }
}

/// AppKit's view controller lifecycle: window controllers showing their
/// content, sheets, modal windows, popovers, tabs and macOS segues.
@Suite("AppKit view controllers")
struct AppKitViewControllerTests {
    /// A window controller with a window, showing `content`, the log emptied.
    static func shownWindow(_ content: RecordingNSController, _ log: CallbackLog) throws -> NSWindowController {
        let windowController = NSWindowController()
        windowController.window = NSWindow()
        try windowController.setContentViewController(content)
        try windowController.showWindow(nil)
        _ = log.take()
        return windowController
    }

    @Test("a window controller's content view controller becomes the window's content and appears with it")
    func windowController() throws {
        let log = CallbackLog()
        let content = try RecordingNSController.make("content", log)
        let windowController = NSWindowController()
        let window = NSWindow()
        windowController.window = window
        try windowController.setContentViewController(content)
        #expect(log.take() == ["content.viewDidLoad"])
        #expect(window.contentView === content.viewIfLoaded)
        try windowController.showWindow(nil)
        #expect(log.take() == ["content.viewWillAppear", "content.viewDidAppear"])
        #expect(window.isVisible)
        windowController.close()
        #expect(log.take() == ["content.viewWillDisappear", "content.viewDidDisappear"])
        #expect(window.isVisible == false)
    }

    @Test("a sheet and a modal window appear over a presenter that stays on screen; dismissing mirrors it")
    func sheetAndModal() throws {
        let log = CallbackLog()
        let editor = try RecordingNSController.make("editor", log)
        _ = try Self.shownWindow(editor, log)
        let sheet = try RecordingNSController.make("sheet", log)
        try editor.presentAsSheet(sheet)
        #expect(log.take() == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(identical(editor.presentedViewControllers, [sheet]))
        #expect(sheet.presentingViewController === editor)
        #expect(sheet.next === editor)
        #expect(sheet.presentation == .sheet)
        #expect(editor.isViewAppeared)
        let modal = try RecordingNSController.make("modal", log)
        try sheet.presentAsModalWindow(modal)
        #expect(modal.presentation == .modalWindow)
        _ = log.take()
        // Dismissing the sheet dismisses what it presented first.
        editor.dismiss(sheet)
        #expect(
            log.take() == [
                "modal.viewWillDisappear", "modal.viewDidDisappear", "sheet.viewWillDisappear",
                "sheet.viewDidDisappear",
            ])
        #expect(editor.presentedViewControllers.isEmpty)
        #expect(sheet.presentingViewController == nil)
        let again = try #require(throws: NibError.self) { try editor.presentAsSheet(editor) }
        #expect(
            again.diagnostics.map(\.message) == [
                #"application tried to present <RecordingNSController: title = "editor"> on <RecordingNSController: title = "editor">, but it is already presented or in a container"#
            ])
    }

    @Test("a child's view in its parent's view appears with it; a tab view controller shows its selected tab")
    func tabs() throws {
        let log = CallbackLog()
        let first = try RecordingNSController.make("first", log)
        let second = try RecordingNSController.make("second", log)
        let tabs = try withView(NSTabViewController(), platform: .macOS)
        tabs.addChild(first)
        tabs.addChild(second)
        #expect(tabs.tabViewItems.map(\.label) == ["first", "second"])
        #expect(tabs.viewController(for: tabs.tabViewItems[1]) === second)
        #expect(identical(tabs.children, [first, second]))
        try tabs.selectTabViewItem(at: 0)
        let host = NSWindowController()
        host.window = NSWindow()
        try host.setContentViewController(tabs)
        try first.loadViewIfNeeded()
        _ = log.take()
        try host.showWindow(nil)
        #expect(log.take() == ["first.viewWillAppear", "first.viewDidAppear"])
        try tabs.selectTabViewItem(at: 1)
        #expect(
            log.take() == [
                "second.viewDidLoad", "first.viewWillDisappear", "first.viewDidDisappear", "second.viewWillAppear",
                "second.viewDidAppear",
            ])
        tabs.removeChild(at: 0)
        #expect(tabs.tabViewItems.map(\.label) == ["second"])
        #expect(first.parent == nil)
    }

    @Test("a split view controller's children follow its items")
    func split() throws {
        let log = CallbackLog()
        let sidebar = try RecordingNSController.make("sidebar", log)
        let content = try RecordingNSController.make("content", log)
        let split = NSSplitViewController()
        split.addChild(sidebar)
        let item = NSSplitViewItem()
        split.addSplitViewItem(item)
        split.setViewController(content, for: item)
        #expect(identical(split.children, [sidebar, content]))
        #expect(content.parent === split)
        split.removeSplitViewItem(item)
        #expect(identical(split.children, [sidebar]))
        #expect(content.parent == nil)
    }

    @Test("macOS segues: sheet and modal present; show opens a window controller; prepare comes first")
    func segues() throws {
        let log = CallbackLog()
        let editor = try RecordingNSController.make("editor", log)
        _ = try Self.shownWindow(editor, log)
        let storyboard = FakeStoryboard()
        storyboard.scenes["Sht-Vc-001"] = { try RecordingNSController.make("sheet", log) }
        storyboard.scenes["Mdl-Vc-001"] = { try RecordingNSController.make("modal", log) }
        let windowContent = try RecordingNSController.make("other", log)
        storyboard.scenes["Win-Ct-001"] = {
            let controller = NSWindowController()
            controller.window = NSWindow()
            try controller.setContentViewController(windowContent)
            return controller
        }
        editor.storyboard = storyboard
        for (kind, identifier, destination) in [
            ("sheet", "edit", "Sht-Vc-001"), ("modal", "ask", "Mdl-Vc-001"), ("show", "open", "Win-Ct-001"),
        ] {
            let template = NSStoryboardSegueTemplate()
            template.kind = kind
            template.identifier = identifier
            template.destinationID = destination
            template.controller = editor
            editor.storyboardSegueTemplates.append(template)
        }
        try editor.performSegue(withIdentifier: "edit", sender: nil)
        #expect(
            log.take() == [
                "editor.prepare(edit, destination view loaded: false)", "sheet.viewDidLoad", "sheet.viewWillAppear",
                "sheet.viewDidAppear",
            ])
        #expect(editor.presentedViewControllers.first?.presentation == .sheet)
        try editor.performSegue(withIdentifier: "ask", sender: nil)
        #expect(editor.presentedViewControllers.last?.presentation == .modalWindow)
        _ = log.take()
        try editor.performSegue(withIdentifier: "open", sender: nil)
        #expect(
            log.take() == [
                "other.viewDidLoad", "editor.prepare(open, destination view loaded: -)", "other.viewWillAppear",
                "other.viewDidAppear",
            ])
        let error = try #require(throws: NibError.self) { try editor.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(
            error.description
                == #"Recording.xib:1:1: error: receiver <RecordingNSController: title = "editor"> has no segue with identifier 'nope'"#
        )
        let windowController = NSWindowController()
        let missing = try #require(throws: NibError.self) {
            try windowController.performSegue(withIdentifier: "nope", sender: nil)
        }
        #expect(
            missing.description
                == "NSWindowController:1:1: error: receiver <NSWindowController> has no segue with identifier 'nope'")
    }

    @Test("a triggered macOS segue asks shouldPerformSegue; a custom kind needs its class")
    func triggeredAndCustom() throws {
        final class Declining: NSViewController {
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
        }
        let source = Declining()
        let storyboard = FakeStoryboard()
        storyboard.scenes["Dst-Vc-001"] = { NSViewController() }
        source.storyboard = storyboard
        let template = NSStoryboardSegueTemplate()
        template.kind = "custom"
        template.customClass = "SlideSegue"
        template.identifier = "slide"
        template.destinationID = "Dst-Vc-001"
        template.controller = source
        template.perform(nil)
        #expect(storyboard.requests.isEmpty)
        #expect(template.lastError == nil)
        let error = try #require(throws: NibError.self) { try template.perform(sender: nil, askingSource: false) }
        #expect(
            error.diagnostics.map(\.message) == [
                "the custom segue class 'SlideSegue' of the segue 'slide' is not a known segue class"
            ])
    }
}
