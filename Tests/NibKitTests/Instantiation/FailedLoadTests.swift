import Foundation
import NibKit
import Testing

/// For every kind of error a load can raise after the archive was read, the
/// owner and the external objects are unchanged, no observer heard anything,
/// nothing was woken, and every object the load had already created is
/// released. AtomicityTests covers the owner's and external objects' side of
/// some of these; this suite adds the remaining error paths and the objects
/// the failed load made itself.
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

        func template(_ xml: String, registry: ClassRegistry = Toolkit.trackingRegistry) throws -> NibTemplate {
            try NibTemplate(data: Data(xml.utf8), path: "Failing.nibxml", registry: registry)
        }

        /// Instantiates and expects `code`, then that nothing changed and nothing survived.
        func expectNothingChanged(
            _ template: NibTemplate, code: NibError.Code, externalObjects: [String: NibObject]? = nil,
            options: InstantiationOptions? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            var error: NibError?
            do {
                _ = try template.instantiate(
                    owner: owner, externalObjects: externalObjects ?? ["Shared": external], options: options ?? self.options)
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
            #expect(!events.contains { $0.phase >= 3 }, "nothing connected or woken: \(events)", sourceLocation: sourceLocation)
            #expect(Tracker.shared.awakeCount(in: test) == 0, sourceLocation: sourceLocation)
            #expect(Tracker.shared.aliveCount(in: test) == 0, "objects of the failed load are still alive", sourceLocation: sourceLocation)
        }
    }

    @Test("instantiationFailed: an archived object's property of the wrong type, after other objects were created")
    func archivedPropertyRefused() throws {
        let scene = Scene()
        let template = try scene.template(
            scene.archive(
                "<object id=\"bad\" class=\"Tracked\"><string key=\"test\">\(scene.test)</string><string key=\"value\">seven</string></object>"))
        scene.expectNothingChanged(template, code: .instantiationFailed)
        #expect(Tracker.shared.createdCount(in: scene.test) == 3, "two objects and the failing one were created")
    }

    @Test("instantiationFailed: a custom object's setter refuses a value")
    func customPropertyRefused() throws {
        let scene = Scene()
        let template = try scene.template(
            scene.archive(
                "<customObject id=\"bad\" class=\"Tracked\"><string key=\"test\">\(scene.test)</string><real key=\"value\" value=\"0.5\"/></customObject>"))
        scene.expectNothingChanged(template, code: .instantiationFailed)
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
                ownerConnections: "<outletCollection property=\"items\" destination=\"stranger\"/>"))
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
                ownerConnections: "<outlet property=\"delegate\" destination=\"ext\"/>"))
        scene.expectNothingChanged(template, code: .instantiationFailed)
    }

    @Test("instantiationFailed: a runtime attribute the live object refuses")
    func runtimeAttributeRefused() throws {
        let scene = Scene()
        var registry = ClassRegistry()
        registry.register(Tracked.self, as: "Tracked")
        registry.register(Bystander.self, as: "Bystander")
        let xml = IB.iOSHeader + """

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
        let xml = IB.cocoaHeader + """

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
            "<externalObject id=\"ext2\" identifier=\"Other\"><connections><outlet property=\"delegate\" destination=\"first\"/></connections></externalObject>")
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

    @Test("unreadableFile: a sound that cannot be read, with every object able to load")
    func resourceUnreadable() throws {
        let scene = Scene()
        let xml = scene.archive("<object id=\"s\" class=\"Label\"><sound key=\"tapSound\" name=\"click.wav\"/></object>")
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "Failing.nibxml", registry: Toolkit.trackingRegistry, resources: FailingProvider())
        scene.expectNothingChanged(template, code: .unreadableFile)
        #expect(Tracker.shared.createdCount(in: scene.test) == 0, "phase 1 fails before anything is created")
    }

    @Test("resourceNotFound, malformedXML and invalidArchive through a bundle leave the owner untouched")
    func bundleLoads() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["CFBundleIdentifier": "org.example.failing", "CFBundleExecutable": "Failing"])
        try bundle.write("Broken.nibxml", "<nib version=\"1\"><object id=\"a\" class=\"View\">")
        try bundle.write("Invalid.nibxml", "<nib version=\"1\"><object id=\"a\" class=\"Nowhere\"/></nib>")
        let nibBundle = try NibBundle(url: bundle.root)
        let traits = ResourceTraits(device: .iphone, scale: 1, languages: ["en"])
        for (name, code) in [("Missing", NibError.Code.resourceNotFound), ("Broken", .malformedXML), ("Invalid", .invalidArchive)] {
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
            let graph = try template.instantiate(owner: scene.owner, externalObjects: ["Shared": scene.external], options: scene.options)
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
