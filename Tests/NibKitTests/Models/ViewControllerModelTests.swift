import Foundation
import NibKit
import Testing

/// The view controllers and storyboard objects of `ClassRegistry.standard(for:)`,
/// loaded from the corpus's real storyboards and compiled storyboards.
@Suite("View controller models")
struct ViewControllerModelTests {
    /// The whole storyboard `name` of the corpus, as one template, made with `registry`.
    static func storyboard(_ name: String, _ registry: ClassRegistry) throws -> NibInstantiation {
        let path = "storyboard/\(name).storyboard"
        let template = try NibTemplate(data: CorpusTests.data(path), path: path, registry: registry, mode: .lenient)
        return try UIKitCorpusTests.instantiate(template)
    }

    static let iOS = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
    /// The standard AppKit classes, with OpenEmu's `localizeTitle` (``AppKitCorpusTests/registry``).
    static let macOS = AppKitCorpusTests.registry
    static let settings = "futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__Base.lproj__Main"

    @Test("a launch screen's view controller holds its root view, whose view controller it is")
    func launchScreen() throws {
        let graph = try Self.storyboard("AlexanderPLv__Food-Picker__Base.lproj__LaunchScreen", Self.iOS)
        let controller = try #require(graph.object(withID: "01J-lp-oVM") as? UIViewController)
        let view = try #require(controller.viewIfLoaded as? UIView)
        #expect(view === graph.object(withID: "Ze5-6b-2t3"))
        #expect(view.viewController === controller)
        #expect(controller.isViewLoaded)
        #expect(controller.title == nil)
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.description == "<UIViewController>")
    }

    @Test("a navigation controller holds its bar, its tab bar item and its popover size")
    func navigationController() throws {
        let graph = try Self.storyboard(Self.settings, Self.iOS)
        let navigation = try #require(graph.object(withID: "S2w-zu-zJk") as? UINavigationController)
        let bar = try #require(navigation.navigationBar)
        #expect(type(of: bar) == UINavigationBar.self)
        #expect(bar === graph.object(withID: "Fgk-j7-eRM"))
        #expect(bar.frame == CGRect(x: 0, y: 48, width: 450, height: 54))
        #expect(navigation.tabBarItem?.title == "Settings")
        #expect(navigation.definesPresentationContext)
        #expect(navigation.preferredContentSize == CGSize(width: 450, height: 450))
        #expect(navigation.freeformSize == CGSize(width: 450, height: 450))
        #expect(navigation.isNavigationBarHidden == false)
        #expect(navigation.toolbar == nil)
        // The root view controller, by relationship segue, is a custom class
        // standing in; its navigation item is a standard one.
        let item = try #require(graph.object(withID: "Toe-KN-0cX") as? UINavigationItem)
        #expect(item.title == "Settings")
    }

    @Test("a navigation controller's hidden bar, toolbar, simulated metrics and empty children")
    func navigationControllerSettings() throws {
        let graph = try Self.storyboard("DaoD__RUC_Assistant_Swift__Base.lproj__Main", Self.iOS)
        let hidden = try #require(graph.object(withID: "vjp-RI-ERh") as? UINavigationController)
        #expect(hidden.isNavigationBarHidden)
        #expect(hidden.hidesBottomBarWhenPushed)
        #expect(hidden.automaticallyAdjustsScrollViewInsets == false)
        #expect(hidden.toolbarItems.isEmpty)
        #expect(hidden.interfaceBuilderMetadata.simulatedMetrics.keys.sorted() == ["simulatedDestinationMetrics"])
        let withToolbar = try #require(graph.object(withID: "V1Y-bl-Rlv") as? UINavigationController)
        #expect(withToolbar.toolbar === graph.object(withID: "JDy-sO-0Sy"))
        #expect(withToolbar.navigationBar === graph.object(withID: "nyP-je-cmR"))
    }

    @Test("a view controller's top and bottom layout guides are its guides by type")
    func layoutGuides() throws {
        let graph = try Self.storyboard(
            "SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__LaunchScreen", Self.iOS)
        let controller = try #require(graph.object(withID: "01J-lp-oVM") as? UIViewController)
        #expect(controller.topLayoutGuide === graph.object(withID: "Llm-lL-Icb"))
        #expect(controller.bottomLayoutGuide === graph.object(withID: "xb3-aO-Qok"))
        #expect(controller.topLayoutGuide?.guideType == "top")
        #expect(controller.bottomLayoutGuide?.guideType == "bottom")
    }

    @Test("a view controller's title prints in its description")
    func titleDescription() throws {
        let controller = UIViewController()
        controller.title = "main"
        #expect(controller.description == #"<UIViewController: title = "main">"#)
        let window = NSWindowController()
        #expect(window.description == "<NSWindowController>")
    }

    @Test("a table view controller's table view is its view")
    func tableViewController() throws {
        var registry = Self.iOS
        registry.register(UITableViewController.self, as: "ScoreController")
        let graph = try Self.storyboard("DaoD__RUC_Assistant_Swift__Base.lproj__Main", registry)
        let controller = try #require(graph.object(withID: "9nK-R0-O2V") as? UITableViewController)
        let tableView = try #require(controller.tableView)
        #expect(tableView === controller.viewIfLoaded)
        #expect(tableView.viewController === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }

    @Test("a tab bar controller holds its tab bar; its children's items are on the children")
    func tabBarController() throws {
        let graph = try Self.storyboard(Self.settings, Self.iOS)
        let tabs = try #require(graph.object(withID: "3Gr-jG-lyL") as? UITabBarController)
        let bar = try #require(tabs.tabBar)
        #expect(bar === graph.object(withID: "oc1-bZ-u79"))
        #expect(bar.frame.height == 49)
        #expect(bar.items.isEmpty)
        let featured = try #require(graph.object(withID: "BHR-vT-tkQ") as? UINavigationController)
        #expect(featured.tabBarItem === graph.object(withID: "cIz-OH-P5r"))
    }

    @Test("a split view controller of a tvOS storyboard")
    func splitViewController() throws {
        let graph = try Self.storyboard("StudioSophisti__BTLE-Tools__BTLETest__Main_TV", Self.iOS)
        let split = try #require(graph.object(withID: "VT0-4H-Coc") as? UISplitViewController)
        #expect(split.presentsWithGesture)
        #expect(split.style == nil)
        #expect(graph.object(withID: "ha7-3E-SNq") is UINavigationController)
    }

    @Test("a storyboard reference names its storyboard and controller")
    func storyboardReference() throws {
        let graph = try Self.storyboard(
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Main",
            Self.iOS)
        let reference = try #require(graph.object(withID: "KZJ-ih-4D1") as? UIStoryboardReference)
        #expect(reference.storyboardName == "General")
        #expect(reference.referencedIdentifier == "TextFieldViewController")
        #expect(reference.bundleIdentifier == nil)
        #expect(
            reference.description
                == #"<UIStoryboardReference: storyboardName = "General"; referencedIdentifier = "TextFieldViewController">"#
        )
        let references = graph.allObjects.compactMap { $0 as? UIStoryboardReference }
        #expect(references.count == 26)
    }

    @Test("an exit is an unwind segue source: an action sent to it unwinds from the sender's controller")
    func exit() throws {
        let graph = try Self.storyboard("CS490-Group-Project__MedTech__MedTech__MedTech__Base.lproj__Main", Self.iOS)
        let exit = try #require(graph.object(withID: "u0Z-hB-Ujy") as? UIStoryboardUnwindSegueSource)
        #expect(type(of: exit) == UIStoryboardUnwindSegueSource.self)
        #expect(exit.lastError == nil)
        let button = try #require(graph.object(withID: "uuh-H9-oet") as? UIButton)
        button.sendActions(for: .touchUpInside)
        // The scene's controller is of a custom class the registry does not
        // know, a dynamic object rather than a view controller: the button is
        // in no view controller's view, so no unwind starts.
        let error = try #require(exit.lastError)
        #expect(
            error.description
                == "exit:1:1: error: the unwind action 'updateMedInfoButton:' was sent by an object in no view controller's view"
        )
        #expect(error.diagnostics.first?.key == "updateMedInfoButton:")
    }

    @Test("a compiled storyboard's segue templates the reader leaves as objects are typed by kind")
    func compiledSegueTemplates() throws {
        let folder =
            "nib/Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__en.lproj__MainStoryboard.storyboardc"
        let template = try NibTemplate(
            contentsOf: CorpusTests.corpus.appendingPathComponent("\(folder)/Misc.nib"), registry: Self.iOS,
            mode: .lenient)
        let graph = try UIKitCorpusTests.instantiate(template)
        let push = try #require(graph.object(withID: "5") as? UIStoryboardPushSegueTemplate)
        #expect(push.kind == "push")
        #expect(push.destinationViewControllerIdentifier == "UIViewController-WvD-PZ-pUN")
        #expect(push.identifier == nil)
        #expect(push.description == #"<UIStoryboardPushSegueTemplate: destination = "UIViewController-WvD-PZ-pUN">"#)
    }

    @Test("an AppKit window controller holds its window, placed as a show segue shows it")
    func windowController() throws {
        let graph = try Self.storyboard("OpenEmu__OpenEmu__OpenEmu__Main", Self.macOS)
        let controller = try #require(graph.object(withID: "R7u-I8-rVq") as? NSWindowController)
        let window = try #require(controller.window)
        #expect(window.title == "About")
        #expect(window.delegate === controller)
        #expect(controller.showSeguePresentationStyle == .single)
        #expect(controller.contentViewController == nil)
        #expect(controller.description == #"<NSWindowController: window = "About">"#)
    }

    @Test("a plain custom object of a Cocoa storyboard is an NSObject, NibObject itself")
    func plainObject() throws {
        let graph = try Self.storyboard("OpenEmu__OpenEmu__OpenEmu__Main", Self.macOS)
        let object = try #require(graph.object(withID: "6BQ-MV-n0F"))
        #expect(type(of: object) == NibObject.self)
    }

    @Test("an AppKit tab view controller holds its items, the selected one and its tab view")
    func tabViewController() throws {
        let graph = try Self.storyboard(
            "danielgindi__Charts__ChartsDemo-macOS__ChartsDemo-macOS__Base.lproj__Main", Self.macOS)
        let tabs = try #require(graph.object(withID: "MdU-M1-yR2") as? NSTabViewController)
        #expect(tabs.tabViewItems.map(\.label) == ["Bar", "", "", ""])
        #expect(tabs.tabViewItems.first === graph.object(withID: "75m-u6-Lg4"))
        #expect(tabs.selectedTabViewItemIndex == 3)
        #expect(tabs.selectedTabViewItem === graph.object(withID: "WOB-FI-izp"))
        #expect(tabs.tabView === graph.object(withID: "4aI-t7-jgI"))
        #expect(tabs.tabStyle == .segmentedControlOnTop)
        let window = try #require(graph.object(withID: "B8D-0N-5wS") as? NSWindowController)
        #expect(window.window?.title == "Window")
    }

    @Test("a view controller created in code still loads its view lazily from its nib")
    func lazyLoading() throws {
        let controller = UIViewController(
            nibName: "Missing", bundle: nil, registry: Self.iOS, traits: ResourceTraits())
        #expect(controller.isViewLoaded == false)
        #expect(throws: NibError.self) { try controller.loadViewIfNeeded() }
        #expect(controller.registry.contains("UINavigationController"))
    }

    @Test("an unknown presentation style is a located error naming the object, class and key")
    func unknownPresentationStyle() throws {
        let xml = StoryboardScenesTests.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" modalPresentationStyle="sideways" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-001"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let diagnostics = NibTemplate.diagnose(
            data: Data(xml.utf8), path: "Main.storyboard", registry: Self.iOS, mode: .strict)
        #expect(
            diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "Main.storyboard:6:17: error: 'sideways' is not a valid UIModalPresentationStyle for the key 'modalPresentationStyle' of UIViewController 'Vc1-aa-001'"
            ])
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.objectID == "Vc1-aa-001")
        #expect(error.className == "UIViewController")
        #expect(error.key == "modalPresentationStyle")
    }
}
