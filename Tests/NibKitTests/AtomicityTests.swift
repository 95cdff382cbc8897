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

/// An owner and an external object watched for any change a load could make.
private final class Witness {
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

    /// Expects the load to fail with `code` and to have changed nothing.
    func expectUntouched(after load: () throws -> Void, code: NibError.Code, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try load()
        } throws: { error in
            (error as? NibError)?.code == code
        }
        #expect(owner.nameField === originalField, sourceLocation: sourceLocation)
        #expect(owner.view == nil && owner.passwordField == nil && owner.fields.isEmpty, sourceLocation: sourceLocation)
        #expect(external.window == nil, sourceLocation: sourceLocation)
        #expect(notifications.isEmpty, "no observer was notified", sourceLocation: sourceLocation)
        #expect(owner.awakeCount == 0 && external.awakeCount == 0, sourceLocation: sourceLocation)
        #expect(!events.contains { $0.phase >= 3 }, "nothing was connected or awoken", sourceLocation: sourceLocation)
    }
}

@Suite("A failed load changes nothing")
struct AtomicityTests {
    /// Connects the owner's outlets first, then `tail`, which is where each case fails.
    private func archive(_ tail: String, objects: String = "") -> String {
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

    @Test("a missing external object")
    func missingExternal() throws {
        let witness = Witness()
        let template = try Toolkit.template(xml: archive(""))
        witness.expectUntouched(after: { _ = try template.instantiate(owner: witness.owner, options: witness.options) }, code: .missingExternalObject)
    }

    @Test("no owner given for a connected File's Owner")
    func missingOwner() throws {
        let witness = Witness()
        let template = try Toolkit.template(xml: archive(""))
        witness.expectUntouched(
            after: { _ = try template.instantiate(externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .missingExternalObject)
    }

    @Test("an owner whose class lacks an outlet's key")
    func ownerLacksKey() throws {
        let witness = Witness()
        var registry = Toolkit.registry
        registry.register(DynamicObject.self, as: "Anything")
        // The external placeholder names no class, so its outlet is checked only against the live object.
        let xml = archive("").replacingOccurrences(of: #"property="window""#, with: #"property="mainWindow""#)
        let template = try Toolkit.template(xml: xml, registry: registry)
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .instantiationFailed)
    }

    @Test("an outlet whose destination does not fit the property's type, after outlets that would fit")
    func typeMismatch() throws {
        let witness = Witness()
        let xml = archive("").replacingOccurrences(
            of: #"<outlet property="window" destination="window"/>"#,
            with: #"<outlet property="window" destination="form"/>"#)
        let template = try Toolkit.template(xml: xml)
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .instantiationFailed)
    }

    @Test("an action the owner does not perform")
    func ownerLacksAction() throws {
        let witness = Witness()
        let xml = archive(#"<object id="b" class="Button"><connections><action selector="fly:" target="ext"/></connections></object>"#)
        let template = try Toolkit.template(xml: xml)
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .instantiationFailed)
    }

    @Test("an external object that is not a control asked to send an action")
    func externalNotAControl() throws {
        let witness = Witness()
        let xml = archive("").replacingOccurrences(
            of: #"<connections><outlet property="window" destination="window"/></connections>"#,
            with: #"<connections><outlet property="window" destination="window"/><action selector="login:" target="owner"/></connections>"#)
        let template = try Toolkit.template(xml: xml)
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .instantiationFailed)
    }

    @Test("an object whose init(coder:) throws")
    func creationFails() throws {
        let witness = Witness()
        var registry = Toolkit.registry
        registry.register(Fragile.self, as: "Fragile")
        let template = try Toolkit.template(xml: archive(#"<object id="f" class="Fragile"/>"#), registry: registry)
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .instantiationFailed)
    }

    @Test("an image that cannot be read")
    func unreadableResource() throws {
        let witness = Witness()
        let xml = archive(#"<object id="i" class="ImageView"><image key="image" name="logo.png"/></object>"#)
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "A.nibxml", registry: Toolkit.registry, resources: FailingProvider())
        witness.expectUntouched(
            after: { _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options) },
            code: .unreadableFile)
    }

    @Test("the same archive with everything supplied loads and connects the owner and the external object")
    func controlCase() throws {
        let witness = Witness()
        let template = try Toolkit.template(xml: archive(""))
        _ = try template.instantiate(owner: witness.owner, externalObjects: ["AppDelegate": witness.external], options: witness.options)
        #expect(witness.owner.nameField !== witness.originalField)
        #expect(witness.external.window != nil)
        #expect(witness.notifications.count == 8)
    }

    @Test("a runtime failure is located at the connection and names the object, class and key")
    func locatedRuntimeFailure() throws {
        let xml = archive("").replacingOccurrences(
            of: #"<outlet property="window" destination="window"/>"#,
            with: #"<outlet property="window" destination="form"/>"#)
        let template = try Toolkit.template(xml: xml)
        #expect {
            _ = try template.instantiate(owner: LoginController(), externalObjects: ["AppDelegate": AppDelegate()])
        } throws: { error in
            guard let diagnostic = (error as? NibError)?.diagnostics.first else { return false }
            return diagnostic.description == "Fixture.nibxml:10:18: error: AppDelegate cannot set 'window' to an object of class View: the property holds Window?"
                && diagnostic.objectID == "ext" && diagnostic.className == "AppDelegate" && diagnostic.key == "window"
        }
    }
}
