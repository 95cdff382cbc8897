import Foundation
import NibKit
import Testing

@testable import NibKitLoader

/// A scene's view controller that records what happens to it, with an outlet
/// into its view and an action a button of the view sends.
class LazySceneController: UIViewController, NibKeyValueCoding, NibActionPerforming {
    var titleLabel: UILabel?
    var events: [String] = []

    static var keyBindings: [KeyBinding] { [KeyBinding("titleLabel", \LazySceneController.titleLabel)] }
    static var actionBindings: [ActionBinding] { [ActionBinding("tap:", LazySceneController.tap)] }

    func tap(_ sender: Any?) { events.append("tap") }

    override func viewDidLoad() {
        events.append("viewDidLoad, titleLabel \(titleLabel?.text ?? "not set")")
    }
}

/// A label that tells the controller of its root view when it is woken.
final class AwakeLabel: UILabel, NibAwaking {
    let id: String

    required init() {
        id = ""
        super.init()
    }

    required init(coder: NibCoder) throws {
        id = coder.objectID
        try super.init(coder: coder)
    }

    func awakeFromNib() {
        var root: NibKitLoader.View = self
        while let parent = root.superview { root = parent }
        (root.viewController as? LazySceneController)?.events.append("awakeFromNib \(id)")
    }
}

/// A view controller that makes its view in code, as a UIKit subclass
/// overriding `loadView` does, instead of loading the scene's view.
final class CodeViewController: LazySceneController {
    override func loadView(isolation: (any Actor)?) throws(NibError) {
        events.append("loadView")
        viewIfLoaded = UIView()
    }

    override func viewDidLoad() { events.append("viewDidLoad") }
}

/// The compiled corpus storyboard's view controller class: a view controller
/// that takes the application's own keys and actions without keeping them.
final class KeyTakingViewController: UIViewController {
    override class var acceptsAnyKey: Bool { true }
    override class var performsAnyAction: Bool { true }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}
}

/// A storyboard scene's view loaded lazily, as UIKit loads it: the scene is
/// cut into the controller's part and its view's (`SceneViewSplit`), and a
/// view controller instantiates its view when the view is first asked for.
@Suite("Storyboard scenes: the view loaded lazily")
struct StoryboardViewLoadingTests {
    static let registry: ClassRegistry = {
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        registry.register(LazySceneController.self, as: "LazySceneController")
        registry.register(AwakeLabel.self, as: "AwakeLabel")
        return registry
    }()

    /// One scene: a controller whose view holds a label it has an outlet to
    /// and a button that sends it `tap:`, and a gesture recognizer beside it.
    static let storyboard = StoryboardScenesTests.storyboard(
        initial: "Lzy-vc-001",
        """
                <scene sceneID="Scn-lz-001">
                    <objects>
                        <viewController storyboardIdentifier="Lazy" id="Lzy-vc-001" customClass="LazySceneController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lzy-vw-001">
                                <subviews>
                                    <label text="Title" id="Lzy-lb-001" customClass="AwakeLabel"/>
                                    <button id="Lzy-bt-001">
                                        <connections>
                                            <action selector="tap:" destination="Lzy-vc-001" eventType="touchUpInside" id="Act-lz-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="Tap-gr-001" id="Col-lz-001"/>
                                </connections>
                            </view>
                            <navigationItem key="navigationItem" title="Lazy" id="Nav-it-001"/>
                            <connections>
                                <outlet property="titleLabel" destination="Lzy-lb-001" id="Out-lz-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-lz-001" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="Tap-gr-001"/>
                    </objects>
                </scene>
        """)

    static func load(_ xml: String = storyboard, registry: ClassRegistry = registry) throws -> NibStoryboard {
        try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: registry)
    }

    @Test("the scene is cut into the controller's template and its view's, whose File's Owner is the controller")
    func cut() throws {
        let scene = try #require(try Self.load().scenes.first)
        #expect(scene.template.objects.map(\.id) == ["Fr1-lz-001", "Lzy-vc-001", "Nav-it-001"])
        #expect(scene.template.connections.isEmpty)
        let view = try #require(scene.viewTemplate)
        #expect(
            view.objects.map(\.id) == [
                "Lzy-vc-001", "Fr1-lz-001", "Lzy-vw-001", "Lzy-lb-001", "Lzy-bt-001", "Tap-gr-001",
            ])
        let owner = try #require(view.objects.first)
        #expect(owner.role == .filesOwner)
        #expect(owner.className == "LazySceneController")
        #expect(
            view.connections.map { "\(view.objects[$0.source].id).\($0.name) → \($0.destinationID ?? "chain")" }
                .sorted() == [
                    "Lzy-bt-001.tap: → Lzy-vc-001", "Lzy-vc-001.titleLabel → Lzy-lb-001",
                    "Lzy-vc-001.view → Lzy-vw-001", "Lzy-vw-001.gestureRecognizers → Tap-gr-001",
                ])
    }

    @Test(
        "instantiating a view controller creates no object of its view; asking for the view loads it, wakes it, then viewDidLoad"
    )
    func lazyView() throws {
        let storyboard = try Self.load()
        let controller = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Lazy") as? LazySceneController)
        #expect(controller.isViewLoaded == false)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.titleLabel == nil)
        #expect(controller.navigationItem?.title == "Lazy")
        #expect(controller.events.isEmpty)

        let view = try #require(try controller.view as? UIView)
        #expect(controller.isViewLoaded)
        #expect(view.viewController === controller)
        #expect(controller.events == ["awakeFromNib Lzy-lb-001", "viewDidLoad, titleLabel Title"])
        #expect(controller.titleLabel?.superview === view)
        #expect(view.gestureRecognizers.count == 1)

        let button = try #require(view.subviews.last as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(controller.events.last == "tap")

        _ = try controller.loadViewIfNeeded()
        #expect(controller.events.count == 3, "the view is loaded once")
    }

    @Test("the initial view controller is lazy too, and a scene's graph holds its controller and its view")
    func initialAndGraph() throws {
        let storyboard = try Self.load()
        let initial = try #require(try storyboard.instantiateInitialViewController() as? LazySceneController)
        #expect(initial.isViewLoaded == false)

        let graph = try storyboard.instantiateInitialScene()
        let controller = try #require(graph.object(withID: "Lzy-vc-001") as? LazySceneController)
        let label = try #require(graph.object(withID: "Lzy-lb-001") as? AwakeLabel)
        #expect(controller.titleLabel === label)
        #expect(controller.viewIfLoaded === graph.object(withID: "Lzy-vw-001"))
        #expect(graph.topLevelObjects.map { ObjectIdentifier($0) }.contains(ObjectIdentifier(controller)))
        // A scene's graph is made as a nib's: the view is connected, not loaded by the controller.
        #expect(controller.events == ["awakeFromNib Lzy-lb-001"])
    }

    @Test("a view controller overriding loadView sets its own view, and the scene's view is never made")
    func loadViewOverride() throws {
        var registry = Self.registry
        registry.register(CodeViewController.self, as: "LazySceneController")
        let storyboard = try Self.load(registry: registry)
        let controller = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Lazy") as? CodeViewController)
        #expect(controller.viewTemplate != nil)
        let view = try #require(try controller.view as? UIView)
        #expect(view.viewController === controller)
        #expect(view.subviews.isEmpty)
        #expect(controller.titleLabel == nil)
        #expect(controller.events == ["loadView", "viewDidLoad"])
    }

    @Test("a controller that is no view controller (a dynamic object) gets its view at once")
    func dynamicController() throws {
        let storyboard = try Self.load(registry: .dynamic)
        let controller = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Lazy") as? DynamicObject)
        let view = try #require(controller.values["view"].flatMap { $0 } as? DynamicObject)
        #expect(view.className == "UIView")
        let label = try #require(controller.values["titleLabel"].flatMap { $0 } as? DynamicObject)
        #expect(label.className == "AwakeLabel")
        #expect(label.awakeCount == 1)
    }

    @Test("a compiled storyboard's scene loads its view nib lazily too")
    func compiled() throws {
        // Its view nib names objects of the scene nib as upstream placeholders,
        // which the controller's UIExternalObjectsTableForViewLoading supplies.
        let name =
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPShareboxSharedResources.bundle__GPPNativeShareBuilderImpl.storyboardc"
        var registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        registry.register(KeyTakingViewController.self, as: "GPPNativeShareACLViewController")
        let storyboard = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: registry)
        let scene = try #require(storyboard.scenes.first { $0.viewControllerID == "KtL-yL-JvP" })
        #expect(scene.viewTemplate?.path.hasSuffix("KtL-yL-JvP-view-FgH-Tb-vUZ.nib") == true)
        let controller = try #require(try storyboard.instantiateInitialViewController() as? UIViewController)
        #expect(controller.isViewLoaded == false)
        // The segue template the table names, and the controller for the placeholder it does not.
        #expect(controller.viewExternalObjects.count == 2)
        #expect(controller.viewExternalObjects["UpstreamPlaceholder-MhW-1Q-1Pm"] === controller)
        // The view nib's root is the application's own GPPDialogView, a stand-in here.
        let view = try #require(try controller.view as? DynamicObject)
        #expect(view.className == "GPPDialogView")
        #expect(view.viewController === controller)
        #expect(controller.isViewLoaded)
    }

    @Test("a reference the cut cannot express is an error at the reference, naming the object, class and key")
    func crossingReference() throws {
        let xml = StoryboardScenesTests.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                    <subviews>
                                        <textField id="Tf1-aa-001">
                                            <connections>
                                                <outlet property="delegate" destination="Nav-aa-001" id="Out-aa-001"/>
                                            </connections>
                                        </textField>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="One" id="Nav-aa-001"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let expected =
            "Main.storyboard:11:37: error: 'Tf1-aa-001' refers to 'Nav-aa-001' across the cut between UIViewController 'Vc1-aa-001' and its view, which is loaded later: the view reaches only the view controller itself, and the view controller reaches into the view only by its own outlets"
        let diagnostics = NibTemplate.diagnose(
            data: Data(xml.utf8), path: "Main.storyboard", registry: .dynamic, mode: .strict)
        #expect(diagnostics.map(\.description) == [expected])
        let error = try #require(diagnostics.first)
        #expect(error.objectID == "Tf1-aa-001")
        #expect(error.className == "UITextField")
        #expect(error.key == "delegate")
        let failure = try #require(throws: NibError.self) { try Self.load(xml, registry: .dynamic) }
        #expect(failure.diagnostics.map(\.description).contains(expected))
    }
}
