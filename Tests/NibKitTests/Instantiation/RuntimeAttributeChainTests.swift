import Foundation
import NibKit
import Testing

/// A node of a small object graph: an optional child, a name and a count.
class ChainNode: NibObject, NibKeyValueCoding {
    var child: ChainNode?
    var name = ""
    var count = 0

    class var keyBindings: [KeyBinding] {
        [
            KeyBinding("child", \ChainNode.child), KeyBinding("name", \ChainNode.name),
            KeyBinding("count", \ChainNode.count),
        ]
    }
}

/// A node with one more key.
final class ChainLeaf: ChainNode {
    var colour = ""

    override class var keyBindings: [KeyBinding] { super.keyBindings + [KeyBinding("colour", \ChainLeaf.colour)] }
}

/// An object that accepts any key but those starting with `forbidden`: its
/// validation hook refuses them, as its setter does.
final class PickyBag: NibObject {
    private(set) var values: [String: Any?] = [:]

    override class var acceptsAnyKey: Bool { true }

    override func validateValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        if key.hasPrefix("forbidden") { throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key) }
    }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        if key.hasPrefix("forbidden") { throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key) }
        values[key] = value
    }
}

/// A class that breaks the hook's contract: it validates every key and then
/// refuses every key it is asked to set.
final class Unreliable: NibObject {
    override class var acceptsAnyKey: Bool { true }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
    }
}

@Suite("Runtime attributes and undefined keys fail before anything changes")
struct RuntimeAttributeChainTests {
    /// File's Owner and its child, watched for every change a load could make.
    final class Witness {
        let owner = ChainNode()
        let child = ChainNode()
        private(set) var notifications: [String] = []
        private var tokens: [KeyValueObservation] = []

        init() {
            owner.name = "owner"
            child.name = "child"
            owner.child = child
            for key in ["child", "name", "count"] {
                tokens.append(owner.observe(key) { [unowned self] in notifications.append("owner.\($0.key)") })
                tokens.append(child.observe(key) { [unowned self] in notifications.append("child.\($0.key)") })
            }
        }

        func expectUntouched(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            #expect(owner.child === child, "the owner keeps its child", sourceLocation: sourceLocation)
            #expect(owner.name == "owner" && owner.count == 0, sourceLocation: sourceLocation)
            #expect(child.name == "child" && child.count == 0 && child.child == nil, sourceLocation: sourceLocation)
            #expect(notifications.isEmpty, "no observer was notified: \(notifications)", sourceLocation: sourceLocation)
        }
    }

    static let registry: ClassRegistry = {
        var registry = ClassRegistry()
        registry.register(ChainNode.self, as: "ChainNode")
        registry.register(ChainLeaf.self, as: "ChainLeaf")
        registry.register(PickyBag.self, as: "PickyBag")
        registry.register(Unreliable.self, as: "Unreliable")
        return registry
    }()

    /// An iOS xib whose File's Owner is a `ChainNode` with these runtime
    /// attributes; the first attribute is on line 10.
    static func ownerXIB(_ attributes: String, objects: String = "") -> String {
        IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ChainNode">
                        <userDefinedRuntimeAttributes>
            \(attributes)
                        </userDefinedRuntimeAttributes>
                    </placeholder>
            \(objects)
                </objects>
            </document>
            """
    }

    static func template(_ xml: String) throws -> NibTemplate {
        try NibTemplate(data: Data(xml.utf8), path: "Chain.xib", registry: registry)
    }

    /// The one error of a failed load.
    static func failure(
        _ load: () throws -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        do {
            try load()
        } catch let error as NibError {
            #expect(error.code == .instantiationFailed, sourceLocation: sourceLocation)
            #expect(error.diagnostics.count == 1, "\(error.diagnostics)", sourceLocation: sourceLocation)
            return error.diagnostics.first
        } catch {
            Issue.record("not a NibError: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        Issue.record("the load succeeded", sourceLocation: sourceLocation)
        return nil
    }

    @Test(
        "a key path through a key an earlier attribute sets to nil fails at that attribute, before the first is applied"
    )
    func throughNilSetEarlier() throws {
        let witness = Witness()
        let template = try Self.template(
            Self.ownerXIB(
                """
                                <userDefinedRuntimeAttribute type="nil" keyPath="child"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="child.name" value="x"/>
                """))
        let diagnostic = Self.failure { _ = try template.instantiate(owner: witness.owner) }
        #expect(
            diagnostic?.description
                == "Chain.xib:11:17: error: ChainNode cannot set 'child.name': the runtime attribute 'child' at 10:17 sets 'child' to nil first"
        )
        #expect(diagnostic?.objectID == "-1" && diagnostic?.className == "ChainNode" && diagnostic?.key == "child.name")
        witness.expectUntouched()
    }

    @Test("the same attributes in the other order load: the child gets its name, then the owner lets it go")
    func throughThenNil() throws {
        let witness = Witness()
        let template = try Self.template(
            Self.ownerXIB(
                """
                                <userDefinedRuntimeAttribute type="string" keyPath="child.name" value="x"/>
                                <userDefinedRuntimeAttribute type="nil" keyPath="child"/>
                """))
        _ = try template.instantiate(owner: witness.owner)
        #expect(witness.child.name == "x")
        #expect(witness.owner.child == nil)
        #expect(witness.notifications == ["child.name", "child.name", "owner.child", "owner.child"])
    }

    @Test("a key path through an object an earlier attribute sets is checked against that object's class")
    func throughObjectSetEarlier() throws {
        // The first attribute's value names the archive's object "leaf" by its id.
        let attributes = """
                            <userDefinedRuntimeAttribute type="object" keyPath="child">
                                <customObject key="value" id="leaf" customClass="ChainLeaf"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="child.colour" value="green"/>
            """
        let leaf = #"<customObject id="leaf" customClass="ChainLeaf"/>"#
        let witness = Witness()
        let graph = try Self.template(Self.ownerXIB(attributes, objects: leaf)).instantiate(owner: witness.owner)
        let created = try #require(graph.object(withID: "leaf") as? ChainLeaf)
        #expect(witness.owner.child === created && created.colour == "green")

        // The same path through a plain node, which has no colour, fails before anything is set.
        let other = Witness()
        let plain = #"<customObject id="leaf" customClass="ChainNode"/>"#
        let diagnostic = Self.failure {
            _ = try Self.template(Self.ownerXIB(attributes, objects: plain)).instantiate(owner: other.owner)
        }
        #expect(
            diagnostic?.description
                == "Chain.xib:13:17: error: ChainNode is not key value coding-compliant for the key 'colour'")
        other.expectUntouched()
    }

    @Test("a value of the wrong type after valid attributes changes nothing")
    func wrongTypeAfterValidAttributes() throws {
        let witness = Witness()
        let template = try Self.template(
            Self.ownerXIB(
                """
                                <userDefinedRuntimeAttribute type="string" keyPath="name" value="renamed"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="child.name" value="renamed"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="child.name" value="YES"/>
                """))
        let diagnostic = Self.failure { _ = try template.instantiate(owner: witness.owner) }
        #expect(
            diagnostic?.description
                == "Chain.xib:12:17: error: ChainNode cannot set 'name' to a boolean: the property holds String")
        witness.expectUntouched()
    }

    @Test(
        "an outlet the validation hook of a class that accepts any key refuses fails before the owner's outlets are set"
    )
    func hookRefusesOutlet() throws {
        let scene = FailedLoadTests.Scene()
        let bag = PickyBag()
        var registry = Toolkit.trackingRegistry
        registry.register(PickyBag.self, as: "PickyBag")
        let xml = scene.archive(
            #"<externalObject id="bag" identifier="Bag" class="PickyBag"><connections><outlet property="kept" destination="first"/><outlet property="forbiddenLink" destination="first"/></connections></externalObject>"#
        )
        let template = try scene.template(xml, registry: registry)
        let diagnostic = Self.failure {
            _ = try template.instantiate(
                owner: scene.owner, externalObjects: ["Shared": scene.external, "Bag": bag], options: scene.options)
        }
        #expect(
            diagnostic?.description
                == "Failing.nibxml:21:120: error: PickyBag is not key value coding-compliant for the key 'forbiddenLink'"
        )
        #expect(
            diagnostic?.objectID == "bag" && diagnostic?.className == "PickyBag" && diagnostic?.key == "forbiddenLink")
        #expect(bag.values.isEmpty)
        scene.expectUntouched()
    }

    @Test("a runtime attribute the hook refuses fails before the attributes before it are applied")
    func hookRefusesRuntimeAttribute() throws {
        let witness = Witness()
        let template = try Self.template(
            Self.ownerXIB(
                #"                <userDefinedRuntimeAttribute type="string" keyPath="name" value="renamed"/>"#,
                objects: """
                            <customObject id="bag" customClass="PickyBag">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="fine" value="1"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="forbiddenKey" value="2"/>
                                </userDefinedRuntimeAttributes>
                            </customObject>
                    """))
        let diagnostic = Self.failure { _ = try template.instantiate(owner: witness.owner) }
        #expect(
            diagnostic?.description
                == "Chain.xib:16:17: error: PickyBag is not key value coding-compliant for the key 'forbiddenKey'")
        #expect(diagnostic?.objectID == "bag" && diagnostic?.key == "forbiddenKey")
        witness.expectUntouched()
    }

    @Test("a setter that refuses what its validation hook accepted fails the load with a located error, not a trap")
    func setterBreaksTheContract() throws {
        let scene = FailedLoadTests.Scene()
        var registry = Toolkit.trackingRegistry
        registry.register(Unreliable.self, as: "Unreliable")
        let xml = scene.archive(
            #"<externalObject id="liar" identifier="Liar" class="Unreliable"><connections><outlet property="link" destination="first"/></connections></externalObject>"#
        )
        let template = try scene.template(xml, registry: registry)
        let diagnostic = Self.failure {
            _ = try template.instantiate(
                owner: scene.owner, externalObjects: ["Shared": scene.external, "Liar": Unreliable()],
                options: scene.options)
        }
        #expect(
            diagnostic?.description
                == "Failing.nibxml:21:79: error: Unreliable refused the key 'link' after its validateValue(_:forUndefinedKey:) accepted it (Unreliable is not key value coding-compliant for the key 'link'); the connections before it are made"
        )
        #expect(diagnostic?.objectID == "liar" && diagnostic?.className == "Unreliable" && diagnostic?.key == "link")
    }
}
