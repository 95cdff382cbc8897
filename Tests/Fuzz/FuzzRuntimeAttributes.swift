import Foundation

/// libFuzzer entry point for user-defined runtime attributes and undefined
/// keys: the input chooses chains of runtime attributes (key paths over a
/// small graph of classes with optional object properties; nil, numbers,
/// strings, booleans and the archive's objects as values; undefined keys; a
/// class that accepts any key, whose validation hook refuses some keys and
/// whose setter throws for the same keys) on File's Owner and on the
/// archive's objects, and outlets from File's Owner after them. The xib text
/// is built from those choices and loaded against a registry of the classes
/// and an owner with a child and a bag.
///
/// Every load must either succeed, or fail with a located error having left
/// the owner's graph exactly as it was, with no observer notified: anything
/// else stops the fuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var choices = FuzzChoices(UnsafeBufferPointer(start: bytes, count: size))
    let xml = RuntimeAttributeArchive.make(&choices)
    let template: NibTemplate
    do {
        template = try NibTemplate(data: Data(xml.utf8), path: "fuzz.xib", registry: RuntimeAttributeArchive.registry)
    } catch {
        checkLocated(error)
        return 0
    }
    // Object properties are weak (an input may link the archive's objects in
    // a cycle), so the owner's graph is kept alive here.
    let owner = FuzzNode()
    let child = FuzzNode()
    let leaf = FuzzLeaf()
    let bag = FuzzBag()
    owner.name = "owner"
    owner.child = child
    child.name = "child"
    child.child = leaf
    owner.bag = bag
    let before = FuzzSnapshot(owner)
    let watch = FuzzWatch(owner)
    do {
        _ = try template.instantiate(owner: owner)
    } catch {
        checkLocated(error)
        let after = FuzzSnapshot(owner)
        if after != before || watch.notifications > 0 {
            fatalError(
                "a failed load changed the owner (\(watch.notifications) notifications):\n\(before.text)\n→\n\(after.text)\n\(error.diagnostics)\n\(xml)"
            )
        }
    }
    withExtendedLifetime((watch, child, leaf, bag)) {}
    return 0
}

/// The input read as a sequence of small choices; past its end every choice is 0.
struct FuzzChoices {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A number below `count`.
    mutating func next(_ count: Int) -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    /// One of `items`.
    mutating func pick<Item>(_ items: [Item]) -> Item { items[next(items.count)] }
}

/// The classes of the graph: a node with optional object properties and
/// plain values, a leaf with one more key, and a bag that accepts any key.
/// Object properties are weak, so that no input can make a cycle that leaks.
class FuzzNode: NibObject, NibKeyValueCoding {
    weak var child: FuzzNode?
    weak var other: FuzzNode?
    weak var bag: FuzzBag?
    var name = ""
    var count = 0
    var ratio = 0.0
    var flag = false

    class var keyBindings: [KeyBinding] {
        [
            KeyBinding("child", \FuzzNode.child), KeyBinding("other", \FuzzNode.other),
            KeyBinding("bag", \FuzzNode.bag), KeyBinding("name", \FuzzNode.name),
            KeyBinding("count", \FuzzNode.count), KeyBinding("ratio", \FuzzNode.ratio),
            KeyBinding("flag", \FuzzNode.flag),
        ]
    }
}

final class FuzzLeaf: FuzzNode {
    var colour = ""

    override class var keyBindings: [KeyBinding] { super.keyBindings + [KeyBinding("colour", \FuzzLeaf.colour)] }
}

/// Accepts any key; refuses, in its hook and its setter alike, keys that
/// start with `no` and booleans. Objects are kept weakly, so a graph that
/// loads cannot leak through a bag.
final class FuzzBag: NibObject {
    private final class WeakBox {
        weak var object: NibObject?
        init(_ object: NibObject) { self.object = object }
    }

    private(set) var values: [String: Any] = [:]

    override class var acceptsAnyKey: Bool { true }

    override func validateValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        if key.hasPrefix("no") { throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key) }
        if value is Bool {
            throw KeyValueCodingError(
                .typeMismatch(expected: "no boolean", actual: "a boolean"), className: nibClassName, key: key)
        }
    }

    override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        try validateValue(value, forUndefinedKey: key)
        switch value {
        case let object as NibObject: values[key] = WeakBox(object)
        case let value?: values[key] = value
        case nil: values[key] = nil
        }
    }

    override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
        if let box = values[key] as? WeakBox { return box.object }
        return values[key]
    }

    /// The bag's contents as text, objects by identity.
    var text: String {
        values.keys.sorted().map { key in
            let value = values[key]
            if let box = value as? WeakBox {
                return "\(key)=#\(box.object.map { "\(ObjectIdentifier($0).hashValue)" } ?? "gone")"
            }
            return "\(key)=\(String(describing: value))"
        }.joined(separator: ",")
    }
}

/// Everything reachable from the owner, as text: each node's identity and
/// values, each bag's contents.
struct FuzzSnapshot: Equatable {
    let text: String

    init(_ owner: FuzzNode) {
        var lines: [String] = []
        var seen: Set<ObjectIdentifier> = []
        func describe(_ node: FuzzNode?, _ path: String) {
            guard let node else {
                lines.append("\(path)=nil")
                return
            }
            let id = ObjectIdentifier(node)
            guard seen.insert(id).inserted else {
                lines.append("\(path)=#\(id.hashValue)")
                return
            }
            var line =
                "\(path)=#\(id.hashValue) \(type(of: node)) name=\(node.name) count=\(node.count) ratio=\(node.ratio) flag=\(node.flag)"
            if let leaf = node as? FuzzLeaf { line += " colour=\(leaf.colour)" }
            line += " bag=" + (node.bag.map { "#\(ObjectIdentifier($0).hashValue)[\($0.text)]" } ?? "nil")
            lines.append(line)
            describe(node.child, path + ".child")
            describe(node.other, path + ".other")
        }
        describe(owner, "owner")
        text = lines.joined(separator: "\n")
    }
}

/// Observers on every key of every object reachable from the owner.
final class FuzzWatch {
    private(set) var notifications = 0
    private var tokens: [KeyValueObservation] = []

    init(_ owner: FuzzNode) {
        var objects: [NibObject] = []
        var seen: Set<ObjectIdentifier> = []
        func collect(_ node: FuzzNode?) {
            guard let node, seen.insert(ObjectIdentifier(node)).inserted else { return }
            objects.append(node)
            if let bag = node.bag { objects.append(bag) }
            collect(node.child)
            collect(node.other)
        }
        collect(owner)
        for object in objects {
            for key in RuntimeAttributeArchive.keys {
                tokens.append(object.observe(key) { [unowned self] _ in notifications += 1 })
            }
        }
    }
}

/// The xib an input describes.
enum RuntimeAttributeArchive {
    static let registry: ClassRegistry = {
        var registry = ClassRegistry()
        registry.register(FuzzNode.self, as: "FuzzNode")
        registry.register(FuzzLeaf.self, as: "FuzzLeaf")
        registry.register(FuzzBag.self, as: "FuzzBag")
        return registry
    }()

    /// The keys a key path is made of: the graph's, the leaf's, keys the bag
    /// accepts and refuses, and a key no class binds.
    static let keys = [
        "child", "other", "bag", "name", "count", "ratio", "flag", "colour", "extra", "nothing", "undefined",
    ]

    /// The archive's objects besides File's Owner, by id and class.
    static let objects = [("n1", "FuzzNode"), ("l1", "FuzzLeaf"), ("b1", "FuzzBag")]

    static func make(_ choices: inout FuzzChoices) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FuzzNode">

            """
        xml += attributes(&choices)
        var outlets = ""
        for _ in 0..<choices.next(4) {
            let key = choices.pick(["child", "other", "bag", "name", "undefined"])
            let (id, _) = choices.pick(objects)
            outlets += "            <outlet property=\"\(key)\" destination=\"\(id)\"/>\n"
        }
        if !outlets.isEmpty { xml += "        <connections>\n\(outlets)        </connections>\n" }
        xml += "        </placeholder>\n"
        for (id, className) in objects {
            xml += "        <customObject id=\"\(id)\" customClass=\"\(className)\">\n"
            xml += attributes(&choices)
            xml += "        </customObject>\n"
        }
        xml += "    </objects>\n</document>\n"
        return xml
    }

    /// Up to seven runtime attributes, each a key path of one to three keys and a value.
    private static func attributes(_ choices: inout FuzzChoices) -> String {
        let count = choices.next(8)
        guard count > 0 else { return "" }
        var xml = "            <userDefinedRuntimeAttributes>\n"
        for _ in 0..<count {
            let keyPath = (0...choices.next(3)).map { _ in choices.pick(keys) }.joined(separator: ".")
            xml += "                "
            switch choices.next(6) {
            case 0:
                xml += "<userDefinedRuntimeAttribute type=\"nil\" keyPath=\"\(keyPath)\"/>"
            case 1:
                xml +=
                    "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(keyPath)\" value=\"\(choices.pick(["x", "", "12", "no"]))\"/>"
            case 2:
                xml +=
                    "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"\(keyPath)\"><integer key=\"value\" value=\"\(choices.pick(["0", "7", "-1", "9223372036854775807"]))\"/></userDefinedRuntimeAttribute>"
            case 3:
                xml +=
                    "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"\(keyPath)\"><real key=\"value\" value=\"\(choices.pick(["0.5", "1e300", "-2"]))\"/></userDefinedRuntimeAttribute>"
            case 4:
                xml +=
                    "<userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"\(keyPath)\" value=\"\(choices.pick(["YES", "NO"]))\"/>"
            default:
                // The value names one of the archive's objects by its id.
                let (id, className) = choices.pick(objects)
                xml +=
                    "<userDefinedRuntimeAttribute type=\"object\" keyPath=\"\(keyPath)\"><customObject key=\"value\" id=\"\(id)\" customClass=\"\(className)\"/></userDefinedRuntimeAttribute>"
            }
            xml += "\n"
        }
        return xml + "            </userDefinedRuntimeAttributes>\n"
    }
}
