import Foundation
import NibKit
import Testing

/// A view controller whose nib connects `view` and a label.
final class GreetingController: NibViewController, NibKeyValueCoding {
    var label: Label?
    var didLoad = 0

    static var keyBindings: [KeyBinding] {
        [KeyBinding("label", \GreetingController.label)]
    }

    override func viewDidLoad() { didLoad += 1 }
}

/// The application delegate of the resource guide's example: it loads "Main"
/// with itself as owner and as the external object "AppDelegate".
final class LaunchingDelegate: Responder, ApplicationDelegate, NibKeyValueCoding {
    var window: Window?
    var bundle: NibBundle?
    var traits = ResourceTraits()
    var topLevelCount = -1
    var launchError: NibError?

    static var keyBindings: [KeyBinding] {
        [KeyBinding("window", \LaunchingDelegate.window)]
    }

    func applicationDidFinishLaunching(_ application: Application) {
        guard let bundle else { return }
        var registry = Toolkit.registry
        registry.register(LaunchingDelegate.self, as: "AppDelegate")
        do {
            let proxies: [String: NibObject] = ["AppDelegate": self]
            let topLevelObjects = try bundle.loadNibNamed(
                "Main", owner: self, externalObjects: proxies, registry: registry, traits: traits)
            topLevelCount = topLevelObjects.count
            window?.isVisible = true  // makeKeyAndVisible
        } catch {
            launchError = error
        }
    }
}

private func nib(_ body: String, owner: String = "LoginController") -> String {
    """
    <nib version="1">
      <filesOwner id="owner" class="\(owner)"/>
      \(body)
    </nib>
    """
}

@Suite("Nibs in bundles")
struct BundleNibTests {
    private var registry: ClassRegistry {
        var registry = Toolkit.registry
        registry.register(GreetingController.self, as: "GreetingController")
        return registry
    }

    @Test("loadNibNamed finds Name~ipad before Name, localized before Base, nibxml before xib before storyboard")
    func nibLookup() throws {
        let bundle = try TemporaryBundle()
        try bundle.write("Login.nibxml", nib(#"<object id="plain" class="View"/>"#))
        try bundle.write("Login~ipad.nibxml", nib(#"<object id="ipad" class="View"/>"#))
        try bundle.write("Base.lproj/Form.xib", "<not read/>")
        try bundle.write("fr.lproj/Form.nibxml", nib(#"<object id="french" class="View"/>"#))
        try bundle.write("Base.lproj/Form.nibxml", nib(#"<object id="base" class="View"/>"#))
        let nibBundle = try NibBundle(url: bundle.root)
        func ids(_ name: String, _ traits: ResourceTraits) throws -> [String] {
            let template = try nibBundle.nibTemplate(named: name, registry: Toolkit.registry, traits: traits)
            return template.topLevel.map { template.objects[$0].id }
        }
        #expect(try ids("Login", ResourceTraits(device: .ipad)) == ["ipad"])
        #expect(try ids("Login", ResourceTraits(device: .iphone)) == ["plain"])
        #expect(try ids("Form", ResourceTraits(languages: ["fr"])) == ["french"])
        #expect(try ids("Form", ResourceTraits(languages: ["de"])) == ["base"])
        let objects = try nibBundle.loadNibNamed(
            "Login", owner: LoginController(), registry: Toolkit.registry, traits: ResourceTraits(device: .ipad))
        #expect(objects.count == 1 && objects.first is View)
        let missing = try #require(throws: NibError.self) {
            _ = try nibBundle.loadNibNamed("Nowhere", owner: nil, registry: Toolkit.registry, traits: ResourceTraits())
        }
        #expect(missing.code == .resourceNotFound)
        #expect(missing.diagnostics.map(\.message) == ["no nib named 'Nowhere' in the bundle for iphone @1x"])
    }

    @Test("images named by a nib are found through the bundle's device and scale lookup in phase 1")
    func imagesThroughTheBundle() throws {
        let bundle = try TemporaryBundle()
        try bundle.write(
            "Logo.nibxml", nib(#"<object id="logo" class="ImageView"><image key="image" name="Hand"/></object>"#))
        try bundle.write("Hand.png", "1x")
        try bundle.write("Hand@2x~ipad.png", "2x ipad")
        let nibBundle = try NibBundle(url: bundle.root)
        let template = try nibBundle.nibTemplate(
            named: "Logo", registry: Toolkit.registry, traits: ResourceTraits(device: .ipad, scale: 2))
        let graph = try template.instantiate(owner: LoginController())
        let image = try #require((graph.object(withID: "logo") as? ImageView)?.image)
        #expect(String(decoding: image.data, as: UTF8.self) == "2x ipad")
    }

    @Test("a view controller loads its nib lazily, as File's Owner, then calls viewDidLoad")
    func lazyViewController() throws {
        let bundle = try TemporaryBundle()
        try bundle.write(
            "GreetingController.nibxml",
            nib(
                """
                <filesOwnerConnections/>
                """.isEmpty
                    ? ""
                    : """
                    <object id="root" class="View">
                      <array key="subviews"><object id="hello" class="Label"><string key="text">Hello</string></object></array>
                    </object>
                    """, owner: "GreetingController"
            ).replacingOccurrences(
                of: #"<filesOwner id="owner" class="GreetingController"/>"#,
                with: """
                    <filesOwner id="owner" class="GreetingController">
                      <connections><outlet property="view" destination="root"/><outlet property="label" destination="hello"/></connections>
                    </filesOwner>
                    """))
        let nibBundle = try NibBundle(url: bundle.root)
        let controller = GreetingController(
            nibName: nil, bundle: nibBundle, registry: registry, traits: ResourceTraits())
        #expect(!controller.isViewLoaded && controller.label == nil, "nothing is loaded before the view is asked for")
        let view = try controller.view
        #expect(view is View)
        #expect(controller.label?.text == "Hello")
        #expect(controller.didLoad == 1)
        _ = try controller.view
        #expect(controller.didLoad == 1, "the nib is loaded once")

        try bundle.write("Empty.nibxml", nib("", owner: "GreetingController"))
        let broken = GreetingController(
            nibName: "Empty", bundle: try NibBundle(url: bundle.root), registry: registry, traits: ResourceTraits())
        #expect {
            _ = try broken.view
        } throws: { error in
            (error as? NibError)?.diagnostics.first?.message
                == "GreetingController loaded the nib 'Empty' but the view outlet was not set"
        }
        #expect(broken.didLoad == 0)
    }

    @Test("the launcher loads NSMainNibFile~ipad with the application as owner, shows windows, then tells the delegate")
    func launcher() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["NSMainNibFile": "MainWindow", "NSMainNibFile~ipad": "MainWindow-iPad"])
        let main = """
            <nib version="1">
              <filesOwner id="app" class="Application">
                <connections><outlet property="delegate" destination="delegate"/></connections>
              </filesOwner>
              <customObject id="delegate" class="AppDelegate"/>
              <object id="window" class="Window" visibleAtLaunch="true"><string key="title">%@</string></object>
            </nib>
            """
        try bundle.write("MainWindow.nibxml", main.replacingOccurrences(of: "%@", with: "iPhone"))
        try bundle.write("MainWindow-iPad.nibxml", main.replacingOccurrences(of: "%@", with: "iPad"))
        var registry = Toolkit.registry
        registry.register(Application.self, as: "Application")
        registry.register(LaunchingDelegate.self, as: "AppDelegate", initializers: .plain)
        let application = Application()
        let presenter = RecordingPresenter()
        let graph = try ApplicationLauncher.launch(
            application, bundle: try NibBundle(url: bundle.root), registry: registry,
            traits: ResourceTraits(device: .ipad), presenter: presenter)
        #expect((graph?.object(withID: "window") as? Window)?.title == "iPad")
        #expect(presenter.shown == ["window"])
        #expect(application.delegate is LaunchingDelegate)
        _ = graph
    }

    @Test("the guide's applicationDidFinishLaunching example works as written, through the bundle")
    func guideExample() throws {
        let bundle = try TemporaryBundle()
        try bundle.write(
            "Main.nibxml",
            """
            <nib version="1">
              <filesOwner id="owner" class="AppDelegate"/>
              <externalObject id="proxy" identifier="AppDelegate" class="AppDelegate">
                <connections><outlet property="window" destination="window"/></connections>
              </externalObject>
              <object id="window" class="Window"/>
            </nib>
            """)
        let delegate = LaunchingDelegate()
        delegate.bundle = try NibBundle(url: bundle.root)
        let application = Application()
        application.delegate = delegate
        try ApplicationLauncher.launch(
            application, bundle: try NibBundle(url: bundle.root), registry: Toolkit.registry, traits: ResourceTraits())
        #expect(delegate.launchError == nil)
        #expect(delegate.topLevelCount == 1)
        #expect(delegate.window?.isVisible == true)
    }

    @Test("Base internationalization: fr.lproj/Main.strings replaces a Base xib's strings before connections")
    func baseInternationalization() throws {
        let bundle = try TemporaryBundle()
        try bundle.write(
            "Base.lproj/Main.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="root">
                  <subviews>
                    <label text="Hello" id="Gr1-ab-cde"/>
                    <button id="Bt1-ab-cde"><state key="normal" title="Log In"/></button>
                  </subviews>
                </view>
              </objects>
            </document>
            """)
        try bundle.write(
            "fr.lproj/Main.strings",
            """
            /* Class = "UILabel"; text = "Hello"; ObjectID = "Gr1-ab-cde"; */
            "Gr1-ab-cde.text" = "Bonjour";
            "Bt1-ab-cde.normalTitle" = "Connexion";
            "Zz9-zz-zzz.text" = "Nobody";
            """)
        try bundle.write("fr_CA.lproj/Main.strings", #""Gr1-ab-cde.text" = "Allô";"#)
        let nibBundle = try NibBundle(url: bundle.root)
        func load(_ languages: [String]) throws -> (label: DynamicObject, button: DynamicObject, warnings: [Diagnostic])
        {
            let template = try nibBundle.nibTemplate(
                named: "Main", registry: .dynamic, traits: ResourceTraits(languages: languages))
            let graph = try template.instantiate(owner: DynamicObject(className: "Owner"))
            return (
                try #require(graph.object(withID: "Gr1-ab-cde") as? DynamicObject),
                try #require(graph.object(withID: "Bt1-ab-cde") as? DynamicObject), graph.warnings
            )
        }
        let french = try load(["fr"])
        #expect(french.label.values["text"] as? String == "Bonjour")
        #expect((french.button.values["normal"] as? [String: Any])?["title"] as? String == "Connexion")
        #expect(french.warnings.contains { $0.message.contains("'Zz9-zz-zzz.text'") })
        let canadian = try load(["fr-CA"])
        #expect(canadian.label.values["text"] as? String == "Allô", "the region's table overrides its language's")
        #expect((canadian.button.values["normal"] as? [String: Any])?["title"] as? String == "Connexion")
        let english = try load(["en"])
        #expect(english.label.values["text"] as? String == "Hello")
    }
}
