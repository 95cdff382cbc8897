import Foundation
import NibKit
import Synchronization
import Testing

/// The lifecycle as an observer of ``ViewControllerEvent`` sees it, with no
/// class of the storyboard subclassed to record it: a push, a full-screen
/// presentation and its dismissal, an unwind across a navigation stack and a
/// presentation, and an embed at load, each an exact sequence in UIKit's order.
@Suite("View controller events")
struct ViewControllerEventTests {
    /// A navigation controller whose root, Home, pushes List; List presents
    /// Editor full screen; Editor embeds Child and unwinds to Home.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Nav">
          <scenes>
            <scene sceneID="S1"><objects>
              <navigationController id="Nav" sceneMemberID="viewController">
                <connections><segue destination="Hom" kind="relationship" relationship="rootViewController" id="G1"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="S2"><objects>
              <viewController id="Hom" customClass="HomeController" sceneMemberID="viewController">
                <view key="view" id="HomV"/>
                <connections><segue destination="Lst" kind="show" identifier="showList" id="G2"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="S3"><objects>
              <viewController id="Lst" sceneMemberID="viewController">
                <view key="view" id="LstV"/>
                <connections><segue destination="Edt" kind="presentation" identifier="edit" modalPresentationStyle="fullScreen" id="G3"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="S4"><objects>
              <viewController id="Edt" sceneMemberID="viewController">
                <view key="view" id="EdtV">
                  <subviews>
                    <containerView id="Box">
                      <connections><segue destination="Chd" kind="embed" id="G4"/></connections>
                    </containerView>
                    <button id="Btn">
                      <connections><segue destination="Ext" kind="unwind" identifier="backHome" unwindAction="unwindHome:" id="G5"/></connections>
                    </button>
                  </subviews>
                </view>
              </viewController>
              <exit id="Ext" sceneMemberID="exit"/>
            </objects></scene>
            <scene sceneID="S5"><objects>
              <viewController id="Chd" sceneMemberID="viewController"><view key="view" id="ChdV"/></viewController>
            </objects></scene>
          </scenes>
        </document>
        """

    /// The home screen: the one controller that takes `unwindHome:`, and one
    /// that does not call `super`, which is reported all the same.
    final class HomeController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {}
        override func canPerformUnwindSegueAction(_ action: Selector, from source: UIViewController, sender: Any?)
            -> Bool
        {
            action == "unwindHome:"
        }
    }

    /// The events' descriptions, collected from any thread.
    final class Events: Sendable {
        private let lines = Mutex<[String]>([])
        func add(_ event: ViewControllerEvent) { lines.withLock { $0.append(event.description) } }
        /// The observer that collects them.
        var observer: ViewControllerEvent.Observer { { self.add($0) } }
        func take() -> [String] {
            lines.withLock { lines in
                defer { lines = [] }
                return lines
            }
        }
    }

    /// The navigation controller on screen, and Home, its root.
    private static func start(_ events: Events) throws -> (UINavigationController, UIViewController) {
        var registry = ClassRegistry.standard(for: .iOS)
        registry.register(HomeController.self, as: "HomeController")
        let contents = try NibStoryboard(data: Data(storyboard.utf8), path: "Events.storyboard", registry: registry)
        let board = UIStoryboard(contents, name: "Events", registry: registry)
        let root = try ViewControllerEvent.observe(events.observer) { () throws -> UIViewController? in
            let root = try board.instantiateInitialViewController()
            try root?.appearAsRoot(in: UIWindow())
            return root
        }
        let navigation = try #require(root as? UINavigationController)
        return (navigation, try #require(navigation.topViewController))
    }

    @Test("showing the root fills the navigation controller, then loads and shows both, told without subclassing")
    func root() throws {
        let events = Events()
        _ = try Self.start(events)
        #expect(
            events.take() == [
                "Nav.setViewControllers(top: Hom, animated: false)", "Nav.addChild(Hom)", "Hom.willMove(toParent: Nav)",
                "Hom.didMove(toParent: Nav)", "Nav.loadView()", "Nav.viewDidLoad()", "Hom.loadView()",
                "Hom.viewDidLoad()", "Nav.viewWillAppear(false)", "Hom.viewWillAppear(false)",
                "Nav.viewDidAppear(false)", "Hom.viewDidAppear(false)",
            ])
    }

    @Test("a push: shouldPerformSegue, the destination, prepare before its viewDidLoad, then UIKit's order")
    func push() throws {
        let events = Events()
        let (navigation, home) = try Self.start(events)
        _ = events.take()
        let template = try #require(home.storyboardSegueTemplates.first { $0.identifier == "showList" })
        ViewControllerEvent.observe(events.observer) { template.perform(nil) }
        #expect(template.lastError == nil)
        #expect(
            events.take() == [
                "Hom.shouldPerformSegue(withIdentifier: \"showList\") -> true",
                "Lst.init(coder:)  // the destination of \"showList\" from Hom",
                "Hom.prepare(for: \"showList\", destination: Lst)", "Nav.pushViewController(Lst, animated: true)",
                "Lst.loadView()", "Lst.viewDidLoad()", "Nav.addChild(Lst)", "Lst.willMove(toParent: Nav)",
                "Hom.viewWillDisappear(true)", "Lst.viewWillAppear(true)", "Hom.viewDidDisappear(true)",
                "Lst.viewDidAppear(true)", "Lst.didMove(toParent: Nav)",
            ])
        #expect(navigation.topViewController?.archiveObjectID == "Lst")
    }

    @Test("a full-screen presentation embeds at load, and the unwind dismisses it and pops the stack")
    func presentEmbedAndUnwind() throws {
        let events = Events()
        let (navigation, home) = try Self.start(events)
        try home.performSegue(withIdentifier: "showList", sender: nil)
        let list = try #require(navigation.topViewController)
        _ = events.take()
        try ViewControllerEvent.observe(events.observer) { () throws(NibError) in
            try list.performSegue(withIdentifier: "edit", sender: nil)
        }
        #expect(
            events.take() == [
                "Edt.init(coder:)  // the destination of \"edit\" from Lst",
                "Lst.prepare(for: \"edit\", destination: Edt)", "Nav.present(Edt, animated: true)",
                "Edt.loadView()",
                // The embed segue, performed while Editor's view loads, before its viewDidLoad.
                "Chd.init(coder:)  // the destination of nil from Edt", "Edt.prepare(for: nil, destination: Chd)",
                "Chd.loadView()", "Chd.viewDidLoad()", "Edt.addChild(Chd)", "Chd.willMove(toParent: Edt)",
                "Chd.didMove(toParent: Edt)", "Edt.viewDidLoad()",
                "Nav.viewWillDisappear(true)", "Lst.viewWillDisappear(true)", "Edt.viewWillAppear(true)",
                "Chd.viewWillAppear(true)", "Nav.viewDidDisappear(true)", "Lst.viewDidDisappear(true)",
                "Edt.viewDidAppear(true)", "Chd.viewDidAppear(true)",
            ])
        let editor = try #require(navigation.presentedViewController)
        try ViewControllerEvent.observe(events.observer) { () throws(NibError) in
            try editor.performSegue(withIdentifier: "backHome", sender: nil)
        }
        #expect(
            events.take() == [
                "Lst.canPerformUnwindSegueAction(unwindHome:, from: Edt) -> false",
                "Hom.canPerformUnwindSegueAction(unwindHome:, from: Edt) -> true",
                "Edt.prepare(for: \"backHome\", destination: Hom)",
                "Hom.unwindHome:(segue: \"backHome\", from: Edt)", "Nav.dismiss(Edt, animated: true)",
                "Edt.viewWillDisappear(true)", "Chd.viewWillDisappear(true)", "Nav.viewWillAppear(true)",
                "Lst.viewWillAppear(true)", "Edt.viewDidDisappear(true)", "Chd.viewDidDisappear(true)",
                "Nav.viewDidAppear(true)", "Lst.viewDidAppear(true)", "Nav.unwind(for: \"backHome\", towards: Hom)",
                "Nav.popToViewController(Hom, animated: true)", "Lst.willMove(toParent: nil)",
                "Lst.viewWillDisappear(true)", "Hom.viewWillAppear(true)", "Lst.viewDidDisappear(true)",
                "Hom.viewDidAppear(true)", "Lst.removeFromParent()  // from Nav", "Lst.didMove(toParent: nil)",
            ])
        #expect(navigation.topViewController === home)
    }

    @Test("AppKit: a sheet is presented and dismissed, its appearance callbacks without animated")
    func appKitSheet() throws {
        let editor = NSViewController()
        let sheet = NSViewController()
        sheet.viewTemplate = try RecordingNib.template(for: .macOS)
        let editorID = ObjectIdentifier(editor)
        let lines = Mutex<[String]>([])
        let observer: ViewControllerEvent.Observer = { event in
            let line = event.description(naming: { ObjectIdentifier($0) == editorID ? "editor" : "sheet" })
            lines.withLock { $0.append(line) }
        }
        try ViewControllerEvent.observe(observer) { () throws(NibError) in try editor.presentAsSheet(sheet) }
        ViewControllerEvent.observe(observer) { editor.dismiss(sheet) }
        #expect(
            lines.withLock { $0 } == [
                "editor.present(sheet)", "sheet.loadView()", "sheet.viewDidLoad()", "sheet.viewWillAppear()",
                "sheet.viewDidAppear()", "editor.dismiss(sheet)", "sheet.viewWillDisappear()",
                "sheet.viewDidDisappear()",
            ])
    }

    @Test("nothing is reported outside an observed scope")
    func unobserved() throws {
        let events = Events()
        let (_, home) = try Self.start(events)
        _ = events.take()
        try home.performSegue(withIdentifier: "showList", sender: nil)
        #expect(events.take().isEmpty)
    }
}
