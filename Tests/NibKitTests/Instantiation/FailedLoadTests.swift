import Foundation
import NibKit
import Testing

/// A class that fails in `init(coder:)`.
final class Fragile: NibObject {
    struct Refusal: Error {}
    required init() { super.init() }
    required init(coder: NibCoder) throws { throw Refusal() }
}

/// A provider whose files cannot be read.
struct FailingProvider: ResourceProvider {
    struct Unreadable: Error {}
    func data(forResource name: String) throws -> Data? { throw Unreadable() }
    func displayPath(forResource name: String) -> String { name }
}

/// For every kind of error a load can raise after the archive was read, the
/// owner and the external objects are unchanged, no observer heard anything,
/// nothing was woken, and every object the load had already created is
/// released. Two fixtures: `Witness`, an owner of the test toolkit that
/// already holds a value the load would replace, and `Scene`, whose objects
/// report their own lifetime.
@Suite("A failed load changes nothing and leaves nothing alive")
struct FailedLoadTests {
    /// One failing load: its own test name for the tracker, an owner and an external object.
    final class Scene {
        let test = "failed-load-\(UUID().uuidString)"
        let owner = Bystander()
        let external = Bystander()
        let recorder = Recorder<LifecycleEvent>()
        var events: [LifecycleEvent] { recorder.all }

        var options: InstantiationOptions {
            var options = InstantiationOptions()
            options.eventHandler = { [recorder] in recorder.append($0) }
            return options
        }

        /// An archive connecting the owner and the external object first,
        /// then creating `objects`, each tracked under this scene's test.
        func archive(_ objects: String, ownerConnections: String = "") -> String {
            """
            <nib version="1">
              <filesOwner id="owner" class="Bystander">
                <connections>
                  <outlet property="view" destination="first"/>
                  <outletCollection property="items" destination="first"/>
                  <outletCollection property="items" destination="second"/>
                  \(ownerConnections)
                </connections>
              </filesOwner>
              <externalObject id="ext" identifier="Shared" class="Bystander">
                <connections><outlet property="delegate" destination="second"/></connections>
              </externalObject>
              <object id="first" class="Tracked">
                <string key="test">\(test)</string>
                <integer key="value" value="1"/>
                <connections><action selector="poke:" target="owner" event="touchUpInside"/></connections>
              </object>
              <object id="second" class="Tracked">
                <string key="test">\(test)</string>
              </object>
              \(objects)
            </nib>
            """
        }

        /// A registry without the placeholders' class, `Bystander`: the
        /// template cannot check a connection at File's Owner or the external
        /// object, so only the load, meeting the objects supplied, refuses it.
        static let placeholdersUnchecked: ClassRegistry = {
            var registry = Toolkit.registry
            registry.register(Tracked.self, as: "Tracked")
            return registry
        }()

        func template(_ xml: String, registry: ClassRegistry = Toolkit.trackingRegistry) throws -> NibTemplate {
            try Toolkit.template(xml: xml, registry: registry, path: "Failing.nibxml")
        }

        /// Instantiates and expects `code`, then that nothing changed and nothing survived.
        func expectNothingChanged(
            _ template: NibTemplate, code: NibError.Code, externalObjects: [String: NibObject]? = nil,
            options: InstantiationOptions? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            var error: NibError?
            do {
                _ = try template.instantiate(
                    owner: owner, externalObjects: externalObjects ?? ["Shared": external],
                    options: options ?? self.options)
            } catch let caught {
                error = caught
            }
            #expect(error?.code == code, "\(String(describing: error))", sourceLocation: sourceLocation)
            #expect(error?.diagnostics.first.map { $0.location.line >= 1 } == true, sourceLocation: sourceLocation)
            expectUntouched(sourceLocation: sourceLocation)
        }

        func expectUntouched(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            #expect(owner.isUntouched, "owner: \(owner.notifications)", sourceLocation: sourceLocation)
            #expect(external.isUntouched, "external: \(external.notifications)", sourceLocation: sourceLocation)
            #expect(
                !events.contains { $0.phase >= 3 }, "nothing connected or woken: \(events)",
                sourceLocation: sourceLocation)
            #expect(Tracker.shared.awakeCount(in: test) == 0, sourceLocation: sourceLocation)
            #expect(
                Tracker.shared.aliveCount(in: test) == 0, "objects of the failed load are still alive",
                sourceLocation: sourceLocation)
        }
    }

    /// An owner and an external object watched for any change a load could make.
    final class Witness {
        let owner = LoginController()
        let external = AppDelegate()
        let originalField = TextField()
        var notifications: [String] = []
        let recorder = Recorder<LifecycleEvent>()
        var events: [LifecycleEvent] { recorder.all }
        private var tokens: [KeyValueObservation] = []

        init() {
            owner.nameField = originalField
            for key in ["view", "nameField", "passwordField", "fields"] {
                tokens.append(owner.observe(key) { [unowned self] in notifications.append("owner.\($0.key)") })
            }
            tokens.append(external.observe("window") { [unowned self] in notifications.append("external.\($0.key)") })
        }

        var options: InstantiationOptions {
            var options = InstantiationOptions()
            options.eventHandler = { [recorder] in recorder.append($0) }
            return options
        }

        /// Expects loading `template` with the owner and the external object
        /// to fail with `code` and to have changed nothing.
        func expectUntouched(
            loading template: NibTemplate, code: NibError.Code,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            expectUntouched(
                after: {
                    _ = try template.instantiate(
                        owner: owner, externalObjects: ["AppDelegate": external], options: options)
                },
                code: code, sourceLocation: sourceLocation)
        }

        /// Expects the load to fail with `code` and to have changed nothing.
        func expectUntouched(
            after load: () throws -> Void, code: NibError.Code,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            #expect(sourceLocation: sourceLocation) {
                try load()
            } throws: { error in
                (error as? NibError)?.code == code
            }
            #expect(owner.nameField === originalField, sourceLocation: sourceLocation)
            #expect(
                owner.view == nil && owner.passwordField == nil && owner.fields.isEmpty, sourceLocation: sourceLocation)
            #expect(external.window == nil, sourceLocation: sourceLocation)
            #expect(notifications.isEmpty, "no observer was notified", sourceLocation: sourceLocation)
            #expect(owner.awakeCount == 0 && external.awakeCount == 0, sourceLocation: sourceLocation)
            #expect(
                !events.contains { $0.phase >= 3 }, "nothing was connected or awoken", sourceLocation: sourceLocation)
        }
    }

    /// Connects the owner's outlets first, then `tail`, which is where each case fails.
    private func witnessArchive(_ tail: String, objects: String = "") -> String {
        """
        <nib version="1">
          <filesOwner id="owner" class="LoginController">
            <connections>
              <outlet property="view" destination="form"/>
              <outlet property="nameField" destination="field"/>
              <outletCollection property="fields" destination="field"/>
            </connections>
          </filesOwner>
          <externalObject id="ext" identifier="AppDelegate">
            <connections><outlet property="window" destination="window"/></connections>
          </externalObject>
          <object id="form" class="View"/>
          <object id="field" class="TextField"/>
          <object id="window" class="Window"/>
          \(objects)
          \(tail)
        </nib>
        """
    }

    @Test("missingExternalObject: an external object not given; the owner keeps the outlet it had")
    func externalObjectMissing() throws {
        let witness = Witness()
        let template = try Toolkit.template(xml: witnessArchive(""))
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, options: witness.options) },
            code: .missingExternalObject)
    }

    @Test("missingExternalObject: no owner given for a connected File's Owner")
    func missingOwner() throws {
        let witness = Witness()
        let template = try Toolkit.template(xml: witnessArchive(""))
        witness.expectUntouched(
            after: {
                _ = try template.instantiate(
                    externalObjects: ["AppDelegate": witness.external], options: witness.options)
            },
            code: .missingExternalObject)
    }

    @Test("instantiationFailed: an external object whose class lacks an outlet's key")
    func ownerLacksKey() throws {
        let witness = Witness()
        var registry = Toolkit.registry
        registry.register(DynamicObject.self, as: "Anything")
        // The external placeholder names no class, so its outlet is checked only against the live object.
        let xml = witnessArchive("").replacingOccurrences(of: #"property="window""#, with: #"property="mainWindow""#)
        let template = try Toolkit.template(xml: xml, registry: registry)
        witness.expectUntouched(loading: template, code: .instantiationFailed)
    }

    @Test(
        "instantiationFailed: an outlet whose destination does not fit the property's type, after outlets that would fit"
    )
    func typeMismatch() throws {
        let witness = Witness()
        let xml = witnessArchive("").replacingOccurrences(
            of: #"<outlet property="window" destination="window"/>"#,
            with: #"<outlet property="window" destination="form"/>"#)
        let template = try Toolkit.template(xml: xml)
        witness.expectUntouched(loading: template, code: .instantiationFailed)
    }

    @Test("instantiationFailed: an action its target does not perform")
    func ownerLacksAction() throws {
        let witness = Witness()
        let xml = witnessArchive(
            #"<object id="b" class="Button"><connections><action selector="fly:" target="ext"/></connections></object>"#
        )
        let template = try Toolkit.template(xml: xml)
        witness.expectUntouched(loading: template, code: .instantiationFailed)
    }

    @Test("instantiationFailed: an external object that is not a control asked to send an action")
    func externalNotAControl() throws {
        let witness = Witness()
        let xml = witnessArchive("").replacingOccurrences(
            of: #"<connections><outlet property="window" destination="window"/></connections>"#,
            with:
                #"<connections><outlet property="window" destination="window"/><action selector="login:" target="owner"/></connections>"#
        )
        let template = try Toolkit.template(xml: xml)
        witness.expectUntouched(loading: template, code: .instantiationFailed)
    }

    @Test(
        "the control case of the owner's fixture: everything supplied, the owner and the external object are connected")
    func witnessControlCase() throws {
        let witness = Witness()
        let template = try Toolkit.template(xml: witnessArchive(""))
        let graph = try template.instantiate(
            owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options)
        #expect(witness.owner.nameField === graph.object(withID: "field"))
        #expect(witness.external.window === graph.object(withID: "window"))
        #expect(
            witness.notifications == [
                "owner.view", "owner.view", "owner.nameField", "owner.nameField", "owner.fields", "owner.fields",
                "external.window", "external.window",
            ])
    }

    @Test("a runtime failure is located at the connection and names the object, class and key")
    func locatedRuntimeFailure() throws {
        let xml = witnessArchive("").replacingOccurrences(
            of: #"<outlet property="window" destination="window"/>"#,
            with: #"<outlet property="window" destination="form"/>"#)
        let template = try Toolkit.template(xml: xml)
        #expect {
            _ = try template.instantiate(owner: LoginController(), externalObjects: ["AppDelegate": AppDelegate()])
        } throws: { error in
            guard let diagnostic = (error as? NibError)?.diagnostics.first else { return false }
            return diagnostic.description
                == "Fixture.nibxml:10:18: error: AppDelegate cannot set 'window' to an object of class View: the property holds Window?"
                && diagnostic.objectID == "ext" && diagnostic.className == "AppDelegate" && diagnostic.key == "window"
        }
    }

    @Test("invalidArchive: an archived object's property of the wrong type is refused before anything is created")
    func archivedPropertyRefused() throws {
        let scene = Scene()
        let error = failure {
            _ = try scene.template(
                scene.archive(
                    "<object id=\"bad\" class=\"Tracked\"><string key=\"test\">\(scene.test)</string><string key=\"value\">seven</string></object>"
                ))
        }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Failing.nibxml:21:112: error: Tracked cannot set 'value' to a string: the property holds Int"
            ])
        #expect(Tracker.shared.createdCount(in: scene.test) == 0)
        scene.expectUntouched()
    }

    @Test("invalidArchive: a custom object's value its setter cannot take is refused before anything is created")
    func customPropertyRefused() throws {
        let scene = Scene()
        let error = failure {
            _ = try scene.template(
                scene.archive(
                    "<customObject id=\"bad\" class=\"Tracked\"><string key=\"test\">\(scene.test)</string><real key=\"value\" value=\"0.5\"/></customObject>"
                ))
        }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Failing.nibxml:21:118: error: Tracked cannot set 'value' to a real number: the property holds Int"
            ])
        #expect(Tracker.shared.createdCount(in: scene.test) == 0)
        scene.expectUntouched()
    }

    @Test("instantiationFailed: init(coder:) throws after other objects were created")
    func initializerThrows() throws {
        let scene = Scene()
        var registry = Toolkit.trackingRegistry
        registry.register(Fragile.self, as: "Fragile")
        let template = try scene.template(scene.archive("<object id=\"bad\" class=\"Fragile\"/>"), registry: registry)
        scene.expectNothingChanged(template, code: .instantiationFailed)
    }

    @Test("instantiationFailed: an outlet collection whose members do not fit, after valid outlets")
    func outletCollectionRefused() throws {
        let scene = Scene()
        let template = try scene.template(
            scene.archive(
                "<object id=\"stranger\" class=\"View\"/>",
                ownerConnections: "<outletCollection property=\"items\" destination=\"stranger\"/>"),
            registry: Scene.placeholdersUnchecked)
        scene.expectNothingChanged(template, code: .instantiationFailed)
    }

    @Test("instantiationFailed: the last of two hundred connections fails; none of the others is made")
    func lastConnectionRefused() throws {
        let scene = Scene()
        let many = (0..<100).map { index in
            "<action selector=\"poke:\" target=\"owner\" event=\"touchDown\"/><outlet property=\"peer\" destination=\"\(index % 2 == 0 ? "first" : "second")\"/>"
        }.joined()
        let template = try scene.template(
            scene.archive(
                "<object id=\"busy\" class=\"Tracked\"><string key=\"test\">\(scene.test)</string><connections>\(many)<outletCollection property=\"members\" destination=\"owner\"/></connections></object>",
                ownerConnections: "<outlet property=\"delegate\" destination=\"ext\"/>"),
            registry: Scene.placeholdersUnchecked)
        scene.expectNothingChanged(template, code: .instantiationFailed)
    }

    @Test("instantiationFailed: a runtime attribute the live object refuses")
    func runtimeAttributeRefused() throws {
        let scene = Scene()
        var registry = ClassRegistry()
        registry.register(Tracked.self, as: "Tracked")
        registry.register(Bystander.self, as: "Bystander")
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Bystander">
                            <connections>
                                <outlet property="view" destination="first" id="o1"/>
                            </connections>
                        </placeholder>
                        <customObject id="first" customClass="Tracked">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="test" value="\(scene.test)"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="peer.title" value="unreachable"/>
                            </userDefinedRuntimeAttributes>
                        </customObject>
                    </objects>
                </document>
                """
        let template = try NibTemplate(data: Data(xml.utf8), path: "Failing.xib", registry: registry)
        scene.expectNothingChanged(template, code: .instantiationFailed, externalObjects: [:])
    }

    @Test("missingExternalObject: a macOS document connects the Application, and no application is given")
    func applicationMissing() throws {
        let scene = Scene()
        var registry = ClassRegistry()
        registry.register(Tracked.self, as: "Tracked")
        registry.register(Bystander.self, as: "Bystander", "NSApplication")
        let xml =
            IB.cocoaHeader + """

                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="Bystander">
                            <connections>
                                <outlet property="view" destination="first" id="o1"/>
                            </connections>
                        </customObject>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSApplication">
                            <connections>
                                <outlet property="delegate" destination="-2" id="o2"/>
                            </connections>
                        </customObject>
                        <customObject id="first" customClass="Tracked">
                            <string key="test">\(scene.test)</string>
                        </customObject>
                    </objects>
                </document>
                """
        let template = try NibTemplate(data: Data(xml.utf8), path: "Failing.xib", registry: registry)
        scene.expectNothingChanged(template, code: .missingExternalObject, externalObjects: [:])
    }

    @Test("missingExternalObject: two external objects missing are both reported, and nothing is created")
    func externalObjectsMissing() throws {
        let scene = Scene()
        let xml = scene.archive(
            "<externalObject id=\"ext2\" identifier=\"Other\"><connections><outlet property=\"delegate\" destination=\"first\"/></connections></externalObject>"
        )
        let template = try scene.template(xml)
        var error: NibError?
        do {
            _ = try template.instantiate(owner: scene.owner, options: scene.options)
        } catch let caught {
            error = caught
        }
        #expect(error?.code == .missingExternalObject)
        #expect(error?.diagnostics.count == 2)
        #expect(Tracker.shared.createdCount(in: scene.test) == 0)
        scene.expectUntouched()
    }

    @Test(
        "unreadableFile: an image or a sound that cannot be read, with every object able to load",
        arguments: [
            #"<object id="i" class="ImageView"><image key="image" name="logo.png"/></object>"#,
            #"<object id="s" class="Label"><sound key="tapSound" name="click.wav"/></object>"#,
        ])
    func resourceUnreadable(object: String) throws {
        let scene = Scene()
        let xml = scene.archive(object)
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "Failing.nibxml", registry: Toolkit.trackingRegistry,
            resources: FailingProvider())
        scene.expectNothingChanged(template, code: .unreadableFile)
        #expect(Tracker.shared.createdCount(in: scene.test) == 0, "phase 1 fails before anything is created")
    }

    @Test("resourceNotFound, malformedXML and invalidArchive through a bundle leave the owner untouched")
    func bundleLoads() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist(
            "Info.plist", ["CFBundleIdentifier": "org.example.failing", "CFBundleExecutable": "Failing"])
        try bundle.write("Broken.nibxml", "<nib version=\"1\"><object id=\"a\" class=\"View\">")
        try bundle.write("Invalid.nibxml", "<nib version=\"1\"><object id=\"a\" class=\"Nowhere\"/></nib>")
        let nibBundle = try NibBundle(url: bundle.root)
        let traits = ResourceTraits(device: .iphone, scale: 1, languages: ["en"])
        for (name, code) in [
            ("Missing", NibError.Code.resourceNotFound), ("Broken", .malformedXML), ("Invalid", .invalidArchive),
        ] {
            let scene = Scene()
            #expect {
                _ = try nibBundle.loadNibNamed(
                    name, owner: scene.owner, externalObjects: ["Shared": scene.external],
                    registry: Toolkit.trackingRegistry, traits: traits, options: scene.options)
            } throws: { error in
                (error as? NibError)?.code == code
            }
            scene.expectUntouched()
        }
    }

    @Test("the control case: the same archive with everything supplied connects, wakes and keeps its objects")
    func controlCase() throws {
        let scene = Scene()
        let template = try scene.template(scene.archive(""))
        do {
            let graph = try template.instantiate(
                owner: scene.owner, externalObjects: ["Shared": scene.external], options: scene.options)
            #expect(graph.topLevelObjects.count == 2)
            #expect(scene.owner.view != nil && scene.owner.items.count == 2 && scene.external.delegate != nil)
            #expect(scene.owner.notifications == ["view", "view", "items", "items"])
            #expect(Tracker.shared.awakeCount(in: scene.test) == 2)
        }
        // The graph is gone; the owner's outlets still hold what they point at.
        #expect(Tracker.shared.aliveCount(in: scene.test) == 2)
        scene.owner.view = nil
        scene.owner.items = []
        scene.external.delegate = nil
        #expect(Tracker.shared.aliveCount(in: scene.test) == 0)
    }
}
