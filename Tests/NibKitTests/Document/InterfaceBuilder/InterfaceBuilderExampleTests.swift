import Foundation
import NibKit
import Testing

/// The events of one instantiation, in the order they happened.
private func trace(
    _ template: NibTemplate, owner: NibObject? = nil, externalObjects: [String: NibObject] = [:],
    application: NibObject? = nil
) throws -> (graph: NibInstantiation, events: [LifecycleEvent]) {
    let events = Recorder<LifecycleEvent>()
    var options = InstantiationOptions()
    options.eventHandler = { events.append($0) }
    let graph = try template.instantiate(owner: owner, externalObjects: externalObjects, application: application, options: options)
    return (graph, events.all)
}

/// The error a throwing load produced, to assert on its code and diagnostics;
/// nil when it did not throw, or threw something other than a ``NibError``.
private func failure(_ body: () throws -> Void) -> NibError? {
    do {
        try body()
        return nil
    } catch {
        return error as? NibError
    }
}

private func role(of id: String, in template: NibTemplate) -> ObjectRole? {
    template.objects.first { $0.id == id }?.role
}

private func className(of id: String, in template: NibTemplate) -> String? {
    template.objects.first { $0.id == id }?.className
}

@Suite("Interface Builder documents: .xib and .storyboard")
struct InterfaceBuilderTests {
    // MARK: The example documents

    @Test("LoginForm.xib connects like LoginForm.nibxml: outlets, a collection, and both actions")
    func loginForm() throws {
        // The logo's image is the subject of its own test; here an image view
        // that binds no image key skips it, as the lenient reading allows.
        var registry = IB.registry
        registry.register(IB.UIView.self, as: "UIImageView")
        let template = try NibTemplate(contentsOf: Toolkit.example("LoginForm.xib"), registry: registry)
        #expect(template.formatName == "xib")
        #expect(template.platform == .iOS)
        #expect(template.mode == .lenient)
        let controller = IB.LoginController()
        let (graph, events) = try trace(template, owner: controller)

        let form = try #require(graph.topLevelObjects.first as? IB.UIView)
        #expect(graph.topLevelObjects.count == 1)
        #expect(controller.view === form)
        let name = try #require(graph.object(withID: "nMe-Fl-d01") as? IB.UITextField)
        let password = try #require(graph.object(withID: "pWd-Fl-d02") as? IB.UITextField)
        #expect(controller.nameField === name)
        #expect(controller.passwordField === password)
        #expect(controller.fields.count == 2)
        #expect(controller.fields.first === name && controller.fields.last === password)
        #expect(name.placeholder == "Name")
        #expect(password.placeholder == "Password")
        #expect(password.textInputTraits["secureTextEntry"] as? Bool == true)
        #expect(form.subviews.count == 5)

        let login = try #require(graph.object(withID: "Lgn-Bt-n01") as? IB.UIButton)
        let cancel = try #require(graph.object(withID: "Cnl-Bt-n02") as? IB.UIButton)
        #expect(login.title == "Log In")
        #expect(cancel.title == "Cancel")
        #expect(login.layer.cornerRadius == 8)
        #expect(login.font == FontDescription(type: "boldSystem", pointSize: 17))
        #expect(login.backgroundColor?.name == "systemBlueColor")
        #expect(login.backgroundColor?.blue == 1)

        // The button targets File's Owner; Cancel has a nil target and reaches
        // the controller along the responder chain: button, form, controller.
        #expect(login.targetActions.map(\.action) == ["login:"])
        #expect(login.targetActions.first?.target === controller)
        #expect(login.targetActions.first?.event == .touchUpInside)
        #expect(cancel.targetActions.first?.hasTarget == false)
        #expect(cancel.targetActions.first?.event == .touchUpInside)
        login.sendActions(for: .touchUpInside)
        cancel.sendActions(for: .touchUpInside)
        #expect(controller.logins == 1)
        #expect(controller.cancels == 1)

        #expect(events.first == .resource(kind: .image, name: "logo", found: true))
        #expect(!events.contains(.awake(id: "-1")), "UIKit never wakes File's Owner")
        #expect(controller.awakeCount == 0)
        #expect(form.awakeCount == 1)
    }

    @Test("an image attribute names an image of <resources>: the property gets the image loaded in phase 1")
    func imageAttribute() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("LoginForm.xib"), registry: IB.registry)
        let graph = try template.instantiate(owner: IB.LoginController())
        let logo = try #require(graph.object(withID: "Lgo-Im-V01") as? IB.UIImageView)
        #expect(logo.image?.name == "logo")
        #expect(logo.image?.data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("MainMenu.xib: Cocoa's numbered placeholders, the application, the menu and a window shown at launch")
    func mainMenu() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("MainMenu.xib"), registry: IB.registry)
        #expect(template.platform == .macOS)
        #expect(role(of: "-2", in: template) == .filesOwner)
        #expect(role(of: "-1", in: template) == .firstResponder)
        #expect(role(of: "-3", in: template) == .application)
        #expect(role(of: "Voe-Tx-rLC", in: template) == .custom)

        let owner = IB.NSApplication()
        let application = IB.NSApplication()
        let presenter = RecordingPresenter()
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        let graph = try template.instantiate(owner: owner, application: application, presenter: presenter, options: options)

        let delegate = try #require(owner.delegate as? IB.AppDelegate)
        let window = try #require(graph.object(withID: "QvC-M9-y7g") as? IB.NSWindow)
        #expect(graph.object(withID: "Voe-Tx-rLC") === delegate)
        #expect(delegate.window === window)
        #expect(events.all.contains(.initialize(id: "Voe-Tx-rLC", className: "AppDelegate", initializer: .plain)))
        #expect(window.title == "Population Clock")
        #expect(window.contentRect == CGRect(x: 335, y: 390, width: 480, height: 360))
        #expect(window.styleMask["closable"] as? Bool == true)
        let field = try #require(window.contentView?.subviews.first as? IB.NSTextField)
        #expect(field.cell?.title == "7,942,645,086")
        #expect(field.cell?.font == FontDescription(pointSize: 32, metaFont: "system"))
        #expect(field.cell?.textColor == Color(named: "labelColor", catalog: "System"))

        // AppKit also wakes File's Owner and the application.
        #expect(owner.awakeCount == 1)
        #expect(application.awakeCount == 1)
        #expect(delegate.awakeCount == 1)
        #expect(window.awakeCount == 1)
        #expect(presenter.shown == ["QvC-M9-y7g"])
        #expect(graph.visibleAtLaunchObjects.count == 1 && graph.visibleAtLaunchObjects.first === window)
        #expect(graph.topLevelObjects.count == 3)
    }

    @Test("MainMenu.xib: menus hold their items as arrays, and target=\"-1\" is a nil target")
    func mainMenuItems() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("MainMenu.xib"), registry: IB.registry)
        let owner = IB.NSApplication()
        let (graph, events) = try trace(template, owner: owner, application: IB.NSApplication())
        let delegate = try #require(owner.delegate as? IB.AppDelegate)

        let menu = try #require(graph.object(withID: "AYu-sK-qS6") as? IB.NSMenu)
        let titles = menu.items.compactMap { ($0 as? IB.NSMenuItem)?.title }
        #expect(titles == ["Population Clock", "File"])
        let appMenu = try #require((menu.items.first as? IB.NSMenuItem)?.submenu)
        #expect(appMenu.items.count == 3)
        #expect((appMenu.items[1] as? IB.NSMenuItem)?.isSeparatorItem == true)

        let quit = try #require(graph.object(withID: "4sb-4s-VLi") as? IB.NSMenuItem)
        #expect(quit.keyEquivalent == "q")
        #expect(quit.targetActions.count == 1)
        #expect(quit.targetActions.first?.hasTarget == false)
        #expect(quit.targetActions.first?.action == "terminate:")
        #expect(quit.targetActions.first?.event == .primaryActionTriggered)
        #expect(events.contains(.action(source: "4sb-4s-VLi", selector: "terminate:", target: nil, event: nil)))

        let newWindow = try #require(graph.object(withID: "Was-JA-tGl") as? IB.NSMenuItem)
        #expect(newWindow.targetActions.first?.target === delegate)
        newWindow.sendActions(for: .primaryActionTriggered)
        #expect(delegate.newWindows == 1)
    }

    // MARK: Placeholders

    @Test("iOS placeholders: IBFilesOwner, IBFirstResponder, and any other identifier is an external object")
    func iOSPlaceholders() throws {
        let xml = IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                        <connections>
                            <outlet property="button" destination="Btn-Cd-001" id="Out-Cd-001"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <placeholder placeholderIdentifier="SessionStore" id="Ext-St-001" userLabel="Session Store" customClass="SessionStore">
                        <connections>
                            <outlet property="statusLabel" destination="Lbl-St-001" id="Out-St-001"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Signed out" textAlignment="natural" lineBreakMode="tailTruncation" id="Lbl-St-001">
                                <rect key="frame" x="16" y="16" width="288" height="21"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                                <rect key="frame" x="16" y="60" width="288" height="44"/>
                                <state key="normal" title="Sign In"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let template = try IB.template(xml: xml)
        #expect(role(of: "-1", in: template) == .filesOwner)
        #expect(role(of: "-2", in: template) == .firstResponder)
        #expect(role(of: "Ext-St-001", in: template) == .external(identifier: "SessionStore"))
        #expect(role(of: "Crd-Vw-001", in: template) == .archived)
        #expect(template.statistics.placeholders == 3)

        let owner = IB.CardController()
        let store = IB.SessionStore()
        let graph = try template.instantiate(owner: owner, externalObjects: ["SessionStore": store])
        #expect(owner.button === graph.object(withID: "Btn-Cd-001"))
        #expect(owner.button?.title == "Sign In")
        #expect(store.statusLabel?.text == "Signed out")
        #expect(graph.object(withID: "Ext-St-001") == nil, "placeholders are not objects the load created")

        let error = failure { _ = try template.instantiate(owner: IB.CardController()) }
        #expect(error?.code == .missingExternalObject)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:14:9: error: no external object was supplied for the identifier 'SessionStore'"
            ])
    }

    @Test("awakeFromNib goes to File's Owner on macOS and never on iOS")
    func awakeOnFilesOwner() throws {
        let iOS = IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PreferencesController">
                        <connections>
                            <outlet property="window" destination="Win-Pr-001" id="Out-Pr-001"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Win-Pr-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </window>
                </objects>
            </document>
            """
        let cocoa = IB.cocoaHeader + """

                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController">
                        <connections>
                            <outlet property="window" destination="F0z-JX-Cv5" id="gIp-Ho-8D9"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="F0z-JX-Cv5">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                        <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                        <view key="contentView" id="se5-gp-TjO">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let touchOwner = IB.PreferencesController()
        let (_, touchEvents) = try trace(try IB.template(xml: iOS), owner: touchOwner)
        #expect(touchOwner.window is IB.UIWindow)
        #expect(touchOwner.awakeCount == 0)
        #expect(touchEvents.filter { $0.phase == 4 } == [.awake(id: "Win-Pr-001")])

        let cocoaOwner = IB.PreferencesController()
        let (_, cocoaEvents) = try trace(try IB.template(xml: cocoa), owner: cocoaOwner)
        #expect(cocoaOwner.window is IB.NSWindow)
        #expect(cocoaOwner.awakeCount == 1)
        #expect(
            cocoaEvents.filter { $0.phase == 4 } == [
                .awake(id: "-2"), .awake(id: "F0z-JX-Cv5"), .awake(id: "se5-gp-TjO"),
            ])
    }

    @Test("a custom placeholder in a macOS document is an error at the placeholder")
    func customPlaceholderOnMacOS() {
        let xml = IB.cocoaHeader + """

                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <placeholder placeholderIdentifier="SessionStore" id="Ext-St-001" customClass="SessionStore"/>
                </objects>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:10:9: error: custom placeholders are not supported on macOS; 'SessionStore' can only be used in an iOS document"
            ])
        #expect(error?.diagnostics.first?.objectID == "Ext-St-001")
    }

    // MARK: Connections

    @Test("actions: iOS destination and eventType, Cocoa target; First Responder is a nil target on both")
    func actionSpellings() throws {
        let touch = IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="Frm-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Lgn-Bt-001">
                                <rect key="frame" x="16" y="60" width="288" height="44"/>
                                <connections>
                                    <action selector="login:" destination="-1" eventType="touchUpInside" id="Act-Lg-001"/>
                                </connections>
                            </button>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="Fld-Nm-001">
                                <rect key="frame" x="16" y="16" width="288" height="34"/>
                                <connections>
                                    <action selector="cancelOperation:" destination="-2" eventType="editingDidEndOnExit" id="Act-Cn-001"/>
                                </connections>
                            </textField>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let owner = IB.LoginController()
        let (graph, events) = try trace(try IB.template(xml: touch), owner: owner)
        let button = try #require(graph.object(withID: "Lgn-Bt-001") as? IB.UIButton)
        let field = try #require(graph.object(withID: "Fld-Nm-001") as? IB.UITextField)
        #expect(button.targetActions.count == 1)
        #expect(button.targetActions.first?.target === owner)
        #expect(button.targetActions.first?.action == "login:")
        #expect(button.targetActions.first?.event == .touchUpInside)
        #expect(field.targetActions.first?.hasTarget == false)
        #expect(field.targetActions.first?.event == .editingDidEndOnExit)
        #expect(
            events.filter { if case .action = $0 { true } else { false } } == [
                .action(source: "Lgn-Bt-001", selector: "login:", target: "-1", event: "touchUpInside"),
                .action(source: "Fld-Nm-001", selector: "cancelOperation:", target: nil, event: "editingDidEndOnExit"),
            ])

        let cocoa = IB.cocoaHeader + """

                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customObject id="Voe-Tx-rLC" customClass="AppDelegate"/>
                    <menu title="File" id="bib-Uj-vzu">
                        <items>
                            <menuItem title="New Window" keyEquivalent="n" id="Was-JA-tGl">
                                <connections>
                                    <action selector="newWindow:" target="Voe-Tx-rLC" id="3ka-rm-6Lt"/>
                                </connections>
                            </menuItem>
                            <menuItem title="Close" keyEquivalent="w" id="DVo-aG-piG">
                                <connections>
                                    <action selector="performClose:" target="-1" id="HmO-Ls-i7Q"/>
                                </connections>
                            </menuItem>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let (cocoaGraph, cocoaEvents) = try trace(try IB.template(xml: cocoa))
        let newWindow = try #require(cocoaGraph.object(withID: "Was-JA-tGl") as? IB.NSMenuItem)
        let close = try #require(cocoaGraph.object(withID: "DVo-aG-piG") as? IB.NSMenuItem)
        #expect(newWindow.targetActions.first?.target === cocoaGraph.object(withID: "Voe-Tx-rLC"))
        #expect(close.targetActions.first?.hasTarget == false)
        #expect(close.targetActions.first?.event == .primaryActionTriggered)
        #expect(
            cocoaEvents.filter { if case .action = $0 { true } else { false } } == [
                .action(source: "Was-JA-tGl", selector: "newWindow:", target: "Voe-Tx-rLC", event: nil),
                .action(source: "DVo-aG-piG", selector: "performClose:", target: nil, event: nil),
            ])
    }

    @Test("outlet collections collect their members in connection order")
    func outletCollections() throws {
        let xml = IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                        <connections>
                            <outletCollection property="labels" destination="Lbl-Cd-003" collectionClass="NSMutableArray" id="Col-Cd-001"/>
                            <outletCollection property="labels" destination="Lbl-Cd-001" collectionClass="NSMutableArray" id="Col-Cd-002"/>
                            <outletCollection property="labels" destination="Lbl-Cd-002" collectionClass="NSMutableArray" id="Col-Cd-003"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <label opaque="NO" text="One" id="Lbl-Cd-001"/>
                            <label opaque="NO" text="Two" id="Lbl-Cd-002"/>
                            <label opaque="NO" text="Three" id="Lbl-Cd-003"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let template = try IB.template(xml: xml)
        #expect(template.statistics.outletCollections == 3)
        let owner = IB.CardController()
        let (_, events) = try trace(template, owner: owner)
        #expect(owner.labels.map(\.text) == ["Three", "One", "Two"])
        #expect(
            events.filter { $0.phase == 3 } == [
                .outletCollection(source: "-1", property: "labels", destination: "Lbl-Cd-003"),
                .outletCollection(source: "-1", property: "labels", destination: "Lbl-Cd-001"),
                .outletCollection(source: "-1", property: "labels", destination: "Lbl-Cd-002"),
            ])
    }

    @Test("Cocoa bindings are read as binding connections, without warnings (CocoaBindingTests has the rest)")
    func cocoaBindings() throws {
        let xml = IB.cocoaHeader + """

                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <userDefaultsController representsSharedInstance="YES" id="Udc-00-001"/>
                    <button verticalHuggingPriority="750" id="Chk-Bx-001">
                        <rect key="frame" x="18" y="20" width="200" height="18"/>
                        <connections>
                            <binding destination="Udc-00-001" name="value" keyPath="values.checkForUpdates" id="Bnd-00-001"/>
                            <binding destination="Udc-00-001" name="enabled" keyPath="values.canUpdate" id="Bnd-00-002"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """
        let template = try IB.template(xml: xml, registry: .dynamic)
        #expect(template.statistics.outlets == 0)
        #expect(template.statistics.bindings == 2)
        #expect(template.connections.filter { $0.kind == .binding }.map(\.name) == ["value", "enabled"])
        #expect(template.warnings.isEmpty)
    }

    // MARK: Runtime attributes

    @Test("runtime attributes are set by key path after creation and before every connection")
    func runtimeAttributes() throws {
        let xml = IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                        <connections>
                            <outlet property="button" destination="Btn-Cd-001" id="Out-Cd-001"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                        <rect key="frame" x="16" y="60" width="288" height="44"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <real key="value" value="12.5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card.button"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="tintColor">
                                <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </button>
                </objects>
            </document>
            """
        let owner = IB.CardController()
        let (graph, events) = try trace(try IB.template(xml: xml), owner: owner)
        let button = try #require(graph.object(withID: "Btn-Cd-001") as? IB.UIButton)
        #expect(button.layer.cornerRadius == 12.5)
        #expect(button.layer.masksToBounds)
        #expect(button.accessibilityIdentifier == "card.button")
        #expect(button.tintColor == Color(red: 1, green: 0.5, blue: 0))
        // The outlet's observer already sees the radius.
        #expect(owner.cornerRadiusWhenConnected == 12.5)
        #expect(
            events.filter { $0.phase == 3 } == [
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "layer.cornerRadius"),
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "layer.masksToBounds"),
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "accessibilityIdentifier"),
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "tintColor"),
                .outlet(source: "-1", property: "button", destination: "Btn-Cd-001"),
            ])
    }

    @Test("a runtime attribute for a key the class does not bind is an error naming object, class and key")
    func runtimeAttributeUnknownKey() {
        let xml = IB.iOSHeader + """

                <objects>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                        <rect key="frame" x="16" y="60" width="288" height="44"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                <integer key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </button>
                </objects>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(error?.code == .invalidArchive)
        let diagnostic = error?.diagnostics.first
        #expect(error?.diagnostics.count == 1)
        #expect(diagnostic?.location == SourceLocation(file: "Fixture.xib", line: 11, column: 17))
        #expect(diagnostic?.objectID == "Btn-Cd-001")
        #expect(diagnostic?.className == "UIButton")
        #expect(diagnostic?.key == "cornerRadius")
        #expect(
            diagnostic?.message
                == "UIButton is not key value coding-compliant for the key 'cornerRadius' (runtime attribute 'cornerRadius')")
    }

    @Test("image runtime attributes load through the resource provider; a missing image gives nil and a warning")
    func imageRuntimeAttributes() throws {
        let xml = IB.iOSHeader + """

                <objects>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="Img-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="image" keyPath="image" value="logo"/>
                        </userDefinedRuntimeAttributes>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="Img-Vw-002">
                        <rect key="frame" x="0.0" y="80" width="64" height="64"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="image" keyPath="image" value="missing"/>
                        </userDefinedRuntimeAttributes>
                    </imageView>
                </objects>
            </document>
            """
        let png = try Data(contentsOf: Toolkit.example("logo.png"))
        let template = try IB.template(xml: xml, resources: InMemoryResourceProvider(["logo.png": png]))
        let (graph, events) = try trace(template)
        let found = try #require(graph.object(withID: "Img-Vw-001") as? IB.UIImageView)
        let missing = try #require(graph.object(withID: "Img-Vw-002") as? IB.UIImageView)
        #expect(found.image?.data == png)
        #expect(missing.image == nil)
        #expect(
            events.filter { $0.phase == 1 } == [
                .resource(kind: .image, name: "logo", found: true),
                .resource(kind: .image, name: "missing", found: false),
            ])
        #expect(
            graph.warnings.map(\.description) == [
                "Fixture.xib:17:17: warning: no image named 'missing' was found; the property gets nil"
            ])
    }

    // MARK: Classes

    @Test("the class is customClass, qualified by customModule, or derived from the element name")
    func classNames() throws {
        let touch = IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController" customModule="Demo" customModuleProvider="target"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <customObject id="Obj-Nl-001"/>
                    <customObject id="Obj-Fm-001" customClass="DateFormatterProxy" customModule=""/>
                    <view contentMode="scaleToFill" id="Crd-Vw-001" customClass="CardView" customModule="Demo" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                        <subviews>
                            <label opaque="NO" text="Title" id="Lbl-Cd-001"/>
                            <textField opaque="NO" borderStyle="roundedRect" id="Fld-Cd-001"/>
                            <tableViewCell contentMode="scaleToFill" id="Cel-Cd-001"/>
                            <mapView clipsSubviews="YES" mapType="standard" id="Map-Cd-001"/>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="300" id="Hgt-Cd-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let touchTemplate = try IB.template(xml: touch, registry: .dynamic)
        #expect(className(of: "-1", in: touchTemplate) == "Demo.CardViewController")
        #expect(className(of: "-2", in: touchTemplate) == "UIResponder")
        #expect(className(of: "Obj-Nl-001", in: touchTemplate) == "NSObject")
        #expect(role(of: "Obj-Nl-001", in: touchTemplate) == .custom)
        #expect(className(of: "Obj-Fm-001", in: touchTemplate) == "DateFormatterProxy")
        #expect(className(of: "Crd-Vw-001", in: touchTemplate) == "Demo.CardView")
        #expect(className(of: "Lbl-Cd-001", in: touchTemplate) == "UILabel")
        #expect(className(of: "Fld-Cd-001", in: touchTemplate) == "UITextField")
        #expect(className(of: "Cel-Cd-001", in: touchTemplate) == "UITableViewCell")
        #expect(className(of: "Map-Cd-001", in: touchTemplate) == "MKMapView")
        #expect(className(of: "Hgt-Cd-001", in: touchTemplate) == "NSLayoutConstraint")

        let cocoa = IB.cocoaHeader + """

                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="ChartViewController" customModule="ChartsDemo" customModuleProvider="target"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customObject id="Obj-Nl-002"/>
                    <customView id="Cus-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                        <subviews>
                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="Txt-Fd-001">
                                <rect key="frame" x="18" y="236" width="444" height="16"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="Txt-Ce-001">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                            <customView id="Cht-Vw-001" customClass="LineChartView" customModule="Charts">
                                <rect key="frame" x="20" y="20" width="440" height="200"/>
                            </customView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let cocoaTemplate = try IB.template(xml: cocoa, registry: .dynamic)
        #expect(className(of: "-2", in: cocoaTemplate) == "ChartsDemo.ChartViewController")
        #expect(className(of: "Obj-Nl-002", in: cocoaTemplate) == "NSObject")
        #expect(className(of: "Cus-Vw-001", in: cocoaTemplate) == "NSView")
        #expect(className(of: "Txt-Fd-001", in: cocoaTemplate) == "NSTextField")
        #expect(className(of: "Txt-Ce-001", in: cocoaTemplate) == "NSTextFieldCell")
        #expect(className(of: "Cht-Vw-001", in: cocoaTemplate) == "Charts.LineChartView")
    }

    @Test("an unregistered derived class is an error at its element, even when reading leniently")
    func unregisteredClass() {
        let xml = IB.iOSHeader + """

                <objects>
                    <view contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                        <subviews>
                            <switch opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Swi-Cd-001"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:11:17: error: unknown class 'UISwitch': register it in the ClassRegistry, or allow dynamic objects"
            ])
    }

    // MARK: Values

    @Test("keyed elements become typed values: rect, autoresizingMask, colors, fonts, insets, nil, base64 strings")
    func typedValues() throws {
        let xml = IB.iOSHeader + """

                <objects>
                    <view contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" id="Lbl-Cd-001">
                                <rect key="frame" x="16" y="20" width="343" height="21"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <string key="text" base64-UTF8="YES">
            CUluZGVudGVk
            </string>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                <color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <color key="shadowColor" cocoaTouchSystemColor="darkTextColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                                <rect key="frame" x="16" y="60" width="343" height="44"/>
                                <color key="backgroundColor" systemColor="systemBlueColor"/>
                                <inset key="contentEdgeInsets" minX="8" minY="4" maxX="12" maxY="6"/>
                                <state key="normal" title="Go">
                                    <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </state>
                            </button>
                        </subviews>
                        <color key="backgroundColor" white="0.5" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="tintColor" name="AccentColor"/>
                        <edgeInsets key="layoutMargins" top="8" left="16" bottom="10" right="20"/>
                    </view>
                </objects>
                <resources>
                    <namedColor name="AccentColor">
                        <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <systemColor name="systemBlueColor">
                        <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
            </document>
            """
        let graph = try IB.template(xml: xml).instantiate()
        let view = try #require(graph.object(withID: "Crd-Vw-001") as? IB.UIView)
        let label = try #require(graph.object(withID: "Lbl-Cd-001") as? IB.UILabel)
        let button = try #require(graph.object(withID: "Btn-Cd-001") as? IB.UIButton)

        #expect(view.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(view.autoresizingMask == 4 | 8)
        #expect(label.autoresizingMask == 2 | 16)
        #expect(view.backgroundColor == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        var accent = Color(red: 0.1, green: 0.2, blue: 0.3)
        accent.name = "AccentColor"
        #expect(view.tintColor == accent, "a named color takes its value from <namedColor>")
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 10, right: 20))

        #expect(label.text == "\tIndented")
        #expect(label.font == FontDescription(type: "system", pointSize: 15, weight: "semibold"))
        #expect(label.textColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(label.shadowColor == Color(named: "darkTextColor"))
        #expect(label.highlightedColor == nil)

        var blue = Color(red: 0, green: 0.47843137254901963, blue: 1)
        blue.name = "systemBlueColor"
        #expect(button.backgroundColor == blue, "a system color takes its value from <systemColor>")
        #expect(button.contentEdgeInsets == EdgeInsets(top: 4, left: 8, bottom: 6, right: 12))
        #expect(button.title == "Go")
        #expect(button.normalState["titleColor"] as? Color == Color(red: 1, green: 1, blue: 1))
    }

    @Test("Cocoa colors: CMYK components, catalog colors, and attributes as booleans, numbers and strings")
    func cocoaValues() throws {
        let xml = IB.cocoaHeader + """

                <objects>
                    <box boxType="custom" borderType="line" cornerRadius="4" title="Box" transparent="NO" id="Box-Cd-001">
                        <rect key="frame" x="20" y="20" width="200" height="100"/>
                        <color key="borderColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>
                        <color key="fillColor" cyan="0.0" magenta="1" yellow="1" black="0.5" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
                    </box>
                    <menuItem title="Delete" id="Del-Mi-001">
                        <string key="keyEquivalent" base64-UTF8="YES">
            CA
            </string>
                    </menuItem>
                </objects>
            </document>
            """
        let graph = try IB.template(xml: xml, registry: .dynamic).instantiate()
        let box = try #require(graph.object(withID: "Box-Cd-001") as? DynamicObject)
        #expect(box.nibClassName == "NSBox")
        #expect(box.values["borderColor"] as? Color == Color(named: "controlAccentColor", catalog: "System"))
        #expect(box.values["fillColor"] as? Color == Color(red: 0.5, green: 0, blue: 0))
        #expect(box.values["cornerRadius"] as? Int == 4)
        #expect(box.values["transparent"] as? Bool == false)
        #expect(box.values["title"] as? String == "Box")
        #expect(box.values["id"] == nil, "metadata attributes are not properties")
        let item = try #require(graph.object(withID: "Del-Mi-001") as? DynamicObject)
        #expect(item.values["keyEquivalent"] as? String == "\u{8}")
    }

    @Test("lenient reading: an unknown keyed element is a generic dictionary, and unbound properties are skipped")
    func lenientReading() throws {
        let template = try IB.template(xml: Self.accessibleButton, registry: .dynamic)
        #expect(template.mode == .lenient)
        let graph = try template.instantiate()
        let button = try #require(graph.object(withID: "Btn-Ax-001") as? DynamicObject)
        let configuration = try #require(button.values["accessibilityConfiguration"] as? [String: Any])
        #expect(configuration["identifier"] as? String == "login.button")
        #expect(configuration["label"] as? String == "Log in")

        // A registered class gets only the properties it binds.
        let registered = try IB.template(xml: Self.accessibleButton).instantiate()
        let typed = try #require(registered.object(withID: "Btn-Ax-001") as? IB.UIButton)
        #expect(typed.frame == CGRect(x: 16, y: 60, width: 288, height: 44))
    }

    @Test("strict reading: an unknown keyed element is an error, and so is every property the class does not bind")
    func strictReading() throws {
        let unknown = failure { _ = try IB.template(xml: Self.accessibleButton, registry: .dynamic, mode: .strict) }
        #expect(unknown?.code == .invalidArchive)
        #expect(
            unknown?.diagnostics.map(\.description) == [
                "Fixture.xib:10:13: error: unknown element <accessibility>"
            ])
        #expect(unknown?.diagnostics.first?.key == "accessibilityConfiguration")

        let plain = IB.iOSHeader + """

                <objects>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Ax-001">
                        <rect key="frame" x="16" y="60" width="288" height="44"/>
                    </button>
                </objects>
            </document>
            """
        let unbound = failure { _ = try IB.template(xml: plain, mode: .strict) }
        #expect(unbound?.code == .invalidArchive)
        #expect(
            unbound?.diagnostics.map(\.description) == [
                "Fixture.xib:8:9: error: UIButton is not key value coding-compliant for the key 'contentMode'",
                "Fixture.xib:8:9: error: UIButton is not key value coding-compliant for the key 'buttonType'",
            ])
        #expect(try IB.template(xml: plain).mode == .lenient, "the same document loads when read leniently")
    }

    static let accessibleButton = IB.iOSHeader + """

            <objects>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Ax-001">
                    <rect key="frame" x="16" y="60" width="288" height="44"/>
                    <accessibility key="accessibilityConfiguration" identifier="login.button" label="Log in"/>
                </button>
            </objects>
        </document>
        """

    @Test("containers become arrays: subviews and constraints of objects, segments of generic values")
    func containers() throws {
        let xml = IB.iOSHeader + """

                <objects>
                    <view contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <label opaque="NO" text="One" id="Lbl-Cd-001"/>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Seg-Cd-001">
                                <rect key="frame" x="16" y="40" width="288" height="32"/>
                                <segments>
                                    <segment title="First"/>
                                    <segment title="Second"/>
                                </segments>
                            </segmentedControl>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="120" id="Hgt-Cd-001"/>
                            <constraint firstAttribute="width" constant="320" id="Wdt-Cd-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        var registry = IB.registry
        registry.allowsDynamicObjects = true
        let graph = try IB.template(xml: xml, registry: registry).instantiate()
        let view = try #require(graph.object(withID: "Crd-Vw-001") as? IB.UIView)
        #expect(view.subviews.count == 2)
        #expect((view.subviews.first as? IB.UILabel)?.text == "One")
        let constraints = view.constraints
        #expect(constraints.map(\.firstAttribute) == [.height, .width])
        #expect(constraints.map(\.constant) == [120, 320])
        #expect(constraints.allSatisfy { $0.firstItem === view && $0.secondItem == nil }, "no firstItem: the view that holds it")
        let segmented = try #require(view.subviews.last as? DynamicObject)
        let segments = try #require(segmented.values["segments"] as? [Any])
        #expect(segments.compactMap { ($0 as? [String: Any])?["title"] as? String } == ["First", "Second"])
    }

    @Test("visibleAtLaunch: a Cocoa window is shown unless it says NO; an iOS window only when it says YES")
    func visibleAtLaunch() throws {
        let cocoa = IB.cocoaHeader + """

                <objects>
                    <window title="Default" releasedWhenClosed="NO" animationBehavior="default" id="Win-Df-001">
                        <rect key="contentRect" x="0.0" y="0.0" width="480" height="270"/>
                    </window>
                    <window title="Hidden" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="Win-Hd-001">
                        <rect key="contentRect" x="0.0" y="0.0" width="480" height="270"/>
                    </window>
                </objects>
            </document>
            """
        let touch = IB.iOSHeader + """

                <objects>
                    <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Win-Df-002">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </window>
                    <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="Win-Vs-002">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </window>
                </objects>
            </document>
            """
        for (xml, shown) in [(cocoa, ["Win-Df-001"]), (touch, ["Win-Vs-002"])] {
            let template = try IB.template(xml: xml)
            #expect(template.objects.filter(\.isVisibleAtLaunch).map(\.id) == shown)
            let presenter = RecordingPresenter()
            let graph = try template.instantiate(presenter: presenter)
            #expect(presenter.shown == shown)
            #expect(graph.visibleAtLaunchObjects.count == 1)
        }
    }

    // MARK: Storyboards

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Home-->
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController title="Home" id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Shw-Dt-l01">
                                        <rect key="frame" x="150" y="400" width="93" height="35"/>
                                        <state key="normal" title="Show Detail"/>
                                        <connections>
                                            <segue destination="Det-VC-001" kind="show" identifier="showDetail" id="Seg-ue-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="139" y="4"/>
                </scene>
                <!--Detail View Controller-->
                <scene sceneID="Xc2-Ab-9Qd">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Det-VC-001" customClass="DetailViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dv0-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="Dlb-Lb-001">
                                        <rect key="frame" x="16" y="100" width="361" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sfa-Gd-002"/>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="Dlb-Lb-001" id="Out-Dt-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Rs-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="900" y="4"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test("a storyboard's scenes are instantiated one at a time, each with its own First Responder")
    func storyboardScenes() throws {
        let storyboard = try NibStoryboard(data: Data(Self.storyboard.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(storyboard.initialViewControllerID == "BYZ-38-t0r")
        #expect(storyboard.scenes.map(\.id) == ["tne-QT-ifu", "Xc2-Ab-9Qd"])
        #expect(storyboard.scenes.map(\.viewControllerID) == ["BYZ-38-t0r", "Det-VC-001"])
        #expect(storyboard.scenes.map(\.storyboardIdentifier) == [nil, "Detail"])
        #expect(
            storyboard.scenes.map { $0.template.objects.filter { $0.role == .firstResponder }.map(\.id) } == [
                ["dkx-z0-nzr"], ["Fr2-Rs-001"],
            ])

        let home = try #require(try storyboard.instantiateInitialViewController() as? IB.UIViewController)
        #expect(!(home is IB.DetailViewController))
        #expect(home.title == "Home")
        let button = try #require(home.view?.subviews.first as? IB.UIButton)
        #expect(button.title == "Show Detail")

        let detail = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Detail") as? IB.DetailViewController)
        #expect(detail.titleLabel?.text == "Detail")
        #expect(detail.titleLabel?.font == FontDescription(style: "UICTFontTextStyleHeadline"))
        #expect(detail.view?.subviews.first === detail.titleLabel)

        // Each instantiation is a fresh graph.
        let again = try storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(again !== detail)

        let error = failure { _ = try storyboard.instantiateViewController(withIdentifier: "Settings") }
        #expect(error?.code == .resourceNotFound)
        #expect(error?.diagnostics.first?.message == "no view controller has the storyboard identifier 'Settings'")
    }

    @Test("segues are recorded, not performed, and counted in the statistics")
    func segues() throws {
        let storyboard = try NibStoryboard(data: Data(Self.storyboard.utf8), path: "Main.storyboard", registry: IB.registry)
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        _ = try storyboard.instantiateInitialScene(options: options)
        let segue = LifecycleEvent.segue(
            id: "Seg-ue-001", source: "Shw-Dt-l01", identifier: "showDetail", destination: "Det-VC-001", kind: "show")
        #expect(events.all.contains(segue))
        #expect(segue.phase == 3)
        #expect(!events.all.contains { if case .initialize(let id, _, _) = $0 { id == "Det-VC-001" } else { false } })
        #expect(storyboard.scenes.map(\.template.statistics.segues) == [1, 0])
        #expect(storyboard.scenes.map(\.template.statistics.placeholders) == [1, 1])

        // Read whole, as nibtool does, the storyboard is one template with every scene.
        let whole = try IB.template(xml: Self.storyboard, path: "Main.storyboard")
        #expect(whole.formatName == "storyboard")
        #expect(whole.statistics.segues == 1)
        #expect(whole.statistics.placeholders == 2)
        #expect(whole.statistics.topLevel == 2)
    }

    @Test("a Cocoa storyboard marks each scene's First Responder with sceneMemberID: actions to it get a nil target")
    func cocoaStoryboardFirstResponder() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <deployment identifier="macosx"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                </dependencies>
                <scenes>
                    <!--Application-->
                    <scene sceneID="JPo-4y-FX3">
                        <objects>
                            <application id="hnw-xV-0zn" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                    <items>
                                        <menuItem title="Quit Demo" keyEquivalent="q" id="4sb-4s-VLi">
                                            <connections>
                                                <action selector="terminate:" target="Ady-hI-5gd" id="Te7-pn-YzF"/>
                                            </connections>
                                        </menuItem>
                                    </items>
                                </menu>
                                <connections>
                                    <outlet property="delegate" destination="Voe-Tx-rLC" id="PrD-fu-P6m"/>
                                </connections>
                            </application>
                            <customObject id="Voe-Tx-rLC" customClass="AppDelegate" customModule="Demo" customModuleProvider="target"/>
                            <customObject id="Ady-hI-5gd" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="75" y="0.0"/>
                    </scene>
                </scenes>
            </document>
            """
        let template = try IB.template(xml: xml, registry: .dynamic, path: "Main.storyboard")
        #expect(template.platform == .macOS)
        #expect(role(of: "Ady-hI-5gd", in: template) == .firstResponder)
        let (graph, events) = try trace(template)
        #expect(graph.object(withID: "Ady-hI-5gd") == nil, "First Responder is not an object the load creates")
        let quit = try #require(graph.object(withID: "4sb-4s-VLi") as? DynamicObject)
        #expect(quit.targetActions.first?.hasTarget == false)
        #expect(events.contains(.action(source: "4sb-4s-VLi", selector: "terminate:", target: nil, event: nil)))
    }

    @Test("a xib is not a storyboard")
    func xibIsNotAStoryboard() throws {
        let data = try Data(contentsOf: Toolkit.example("LoginForm.xib"))
        let error = failure { _ = try NibStoryboard(data: data, path: "LoginForm.xib", registry: IB.registry) }
        #expect(error?.code == .unsupportedFormat)
        #expect(error?.diagnostics.map(\.description) == ["LoginForm.xib:1:1: error: this is not a storyboard"])
    }

    // MARK: Documents NibKit does not read, and located errors

    @Test("a legacy <archive> xib is refused with one located error saying how to convert it")
    func legacyArchive() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1280</int>
            \t\t<string key="IBDocument.SystemVersion">11C25</string>
            \t\t<string key="IBDocument.InterfaceBuilderVersion">1919</string>
            \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000000000">
            \t\t\t<object class="IBProxyObject" id="372490531">
            \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
            \t\t\t</object>
            \t\t</object>
            \t</data>
            </archive>
            """
        let error = failure { _ = try IB.template(xml: xml, path: "ViewController.xib") }
        #expect(error?.code == .unsupportedFormat)
        #expect(
            error?.diagnostics == [
                Diagnostic(
                    .error,
                    "legacy Interface Builder archive (com.apple.InterfaceBuilder3.CocoaTouch.XIB, version 8.00), not supported; open it in Xcode 5 or later to save it as a document in format 3.0",
                    at: SourceLocation(file: "ViewController.xib", line: 2, column: 1))
            ])
    }

    @Test("a document version other than 3.0, 2.0 and 1.1 is refused at the document element")
    func unsupportedVersion() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="4.0" targetRuntime="iOS.CocoaTouch">
                <objects/>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(error?.code == .unsupportedFormat)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:2:1: error: Interface Builder document version '4.0' is not supported; NibKit reads versions 3.0, 2.0 and 1.1"
            ])
    }

    @Test("every broken connection is reported at its own element, path:line:col")
    func locatedConnectionErrors() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
                        <connections>
                            <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                            <outlet property="nameField" destination="Gon-e0-001" id="Out-Nm-001"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Lgn-Bt-n01">
                                <rect key="frame" x="20" y="180" width="130" height="44"/>
                                <connections>
                                    <action selector="login:" destination="Gon-e0-002" eventType="touchUpInside" id="aLg-In-001"/>
                                    <action selector="logout:" destination="-1" eventType="touchUpInside" id="aLg-Ot-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml, path: "Login.xib") }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Login.xib:7:17: error: the outlet 'nameField' points at 'Gon-e0-001', which names no object in the archive",
                "Login.xib:17:25: error: the action 'login:' targets 'Gon-e0-002', which names no object in the archive",
                "Login.xib:18:25: error: LoginController does not perform the action 'logout:'",
            ])
        let outlet = error?.diagnostics.first
        #expect(outlet?.objectID == "-1")
        #expect(outlet?.className == "LoginController")
        #expect(outlet?.key == "nameField")
    }
}
