import Foundation
import NibKit
import Testing

/// The shapes that once cost quadratic time (many actions on one control,
/// many properties on one object, many named colors, many differently named
/// children of one unknown element) are found by hashing past a few; these
/// tests check that the tables give the same answers the scans gave, on both
/// sides of the point where hashing starts. How the time grows is
/// `nibstress`'s to check (its `nibxml/repetition-actions`, `-keys`,
/// `xib/repetition-colors`, `-unknown` and `-names` cases), not a test's.
@Suite("Many actions, properties, colors and children of one kind")
struct ManyOfOneKindTests {
    final class Target: NibObject {}

    @Test("a control keeps each target-action triple once, in the order added, with few pairs and with many")
    func manyActions() {
        let control = Button()
        let first = Target()
        let second = Target()
        for round in 0..<2 {
            for index in 0..<20 {
                control.addTarget(first, action: Selector("a\(index):"), for: .touchUpInside)
                control.addTarget(index % 2 == 0 ? second : nil, action: Selector("a\(index):"), for: .touchUpInside)
                if round == 0 { control.addTarget(first, action: Selector("a\(index):"), for: .valueChanged) }
            }
        }
        #expect(control.targetActions.count == 60, "each triple once")
        #expect(control.actions(forTarget: first, forEvent: .touchUpInside) == (0..<20).map { Selector("a\($0):") })
        #expect(
            control.actions(forTarget: nil, forEvent: .touchUpInside)
                == stride(from: 1, to: 20, by: 2).map { Selector("a\($0):") })
        #expect(control.targetActions.prefix(3).map(\.action) == ["a0:", "a0:", "a0:"])
        #expect(control.targetActions.prefix(3).map(\.event) == [.touchUpInside, .touchUpInside, .valueChanged])

        control.removeTarget(first, action: nil, for: .valueChanged)
        #expect(control.targetActions.count == 40)
        control.addTarget(first, action: "a3:", for: .valueChanged)
        control.addTarget(first, action: "a3:", for: .valueChanged)
        #expect(control.actions(forTarget: first, forEvent: .valueChanged) == ["a3:"])
        #expect(control.targetActions.count == 41)
    }

    @Test("a pair whose target has gone away does not hide a pair added for a new target")
    func goneTargetsHideNothing() {
        let control = Button()
        var gone: Target? = Target()
        for index in 0..<12 {
            control.addTarget(gone, action: Selector("a\(index):"), for: .touchUpInside)
        }
        gone = nil
        // New objects may take the old one's address; each must still get its pairs.
        var kept: [Target] = []
        for _ in 0..<4 {
            let target = Target()
            kept.append(target)
            for index in 0..<12 {
                control.addTarget(target, action: Selector("a\(index):"), for: .touchUpInside)
            }
        }
        #expect(control.targetActions.count == 12 * 5)
        for target in kept {
            #expect(control.actions(forTarget: target, forEvent: .touchUpInside).count == 12)
        }
    }

    /// A Cocoa xib of one custom object with these keyed values.
    private static func objectXIB(_ values: String) -> String {
        IB.cocoaHeader + """

                <objects>
                    <customObject id="o" customClass="Anything">
            \(values)
                    </customObject>
                </objects>
            </document>
            """
    }

    @Test(
        "repeated keys among many properties: a warning at each repeat, and the last value kept where it stands",
        arguments: [4, 40])
    func repeatedKeys(count: Int) throws {
        var values = (0..<count).map { #"<string key="k\#($0)">first</string>"# }
        values.insert(#"<string key="k1">second</string>"#, at: count / 2)
        values.append(#"<string key="k0">second</string>"#)
        let xml = Self.objectXIB(values.joined(separator: "\n"))
        let template = try NibTemplate(data: Data(xml.utf8), path: "Repeated.xib", registry: .dynamic, mode: .lenient)
        let object = try #require(template.objects.first { $0.id == "o" })
        var expectedKeys = (2..<count).map { "k\($0)" }
        expectedKeys.insert("k1", at: count / 2 - 2)
        expectedKeys.append("k0")
        #expect(object.properties.map(\.key) == expectedKeys)
        for key in ["k0", "k1", "k2"] {
            guard case .string(let value)? = object.properties.first(where: { $0.key == key })?.value else {
                Issue.record("no string for \(key)")
                continue
            }
            #expect(value == (key == "k2" ? "first" : "second"), "\(key)")
        }
        let warnings = template.warnings.filter { $0.message.contains("given twice") }
        #expect(warnings.map(\.key) == ["k1", "k0"])
        #expect(warnings.map(\.location.line) == [9 + count / 2, 10 + count])

        let strict = NibTemplate.diagnose(data: Data(xml.utf8), path: "Repeated.xib", registry: .dynamic, mode: .strict)
        #expect(
            strict.filter {
                $0.message == "the property 'k1' is given twice" || $0.message == "the property 'k0' is given twice"
            }.count == 2)
    }

    @Test("named colors take the first definition of their name, among few and among many", arguments: [3, 40])
    func namedColors(count: Int) throws {
        let views = (0..<count).map { #"<view id="v\#($0)"><color key="backgroundColor" name="c\#($0)"/></view>"# }
        var definitions = (0..<count).map {
            #"<namedColor name="c\#($0)"><color red="\#(Double($0) / 100)" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        }
        // A second definition of a name, and an image of the same name before it: the first color wins.
        definitions.insert(#"<image name="c1" width="1" height="1"/>"#, at: 0)
        definitions.append(
            #"<namedColor name="c2"><color red="0.99" green="0.99" blue="0.99" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        )
        let xml =
            IB.cocoaHeader + """

                    <objects>
                \(views.joined(separator: "\n"))
                    </objects>
                    <resources>
                \(definitions.joined(separator: "\n"))
                    </resources>
                </document>
                """
        let template = try NibTemplate(data: Data(xml.utf8), path: "Colors.xib", registry: .dynamic)
        for index in 0..<count {
            let view = try #require(template.objects.first { $0.id == "v\(index)" })
            guard case .color(let color)? = view.properties.first(where: { $0.key == "backgroundColor" })?.value else {
                Issue.record("v\(index) has no color")
                continue
            }
            #expect(color.name == "c\(index)")
            #expect(color.red == Double(index) / 100 && color.green == 0 && color.blue == 1)
        }
    }

    @Test(
        "an unknown element's unkeyed children are grouped by name, in order, canonically equivalent names together",
        arguments: [3, 40])
    func unknownElementChildren(count: Int) throws {
        var children = (0..<count).map { "<child\($0)/>" }
        children.insert("<child0/>", at: count / 2)
        children.append("<caf\u{E9}/>")
        children.append("<cafe\u{301}/>")
        children.append("<child1/>")
        let xml =
            IB.cocoaHeader + """

                    <objects>
                        <view id="v"><unheardOf key="thing">
                \(children.joined(separator: "\n"))
                        </unheardOf></view>
                    </objects>
                </document>
                """
        let template = try NibTemplate(data: Data(xml.utf8), path: "Unknown.xib", registry: .dynamic, mode: .lenient)
        let view = try #require(template.objects.first { $0.id == "v" })
        guard case .dictionary(let entries)? = view.properties.first(where: { $0.key == "thing" })?.value else {
            Issue.record("no generic value for 'thing': \(view.properties)")
            return
        }
        #expect(entries.map(\.key) == (0..<count).map { "child\($0)" } + ["caf\u{E9}"])
        let sizes = entries.map { entry -> Int in
            if case .array(let items) = entry.value { return items.count }
            return -1
        }
        #expect(sizes == [2, 2] + Array(repeating: 1, count: count - 2) + [2])
    }

    @Test(
        "a document that uses more than 4096 distinct element and attribute names is refused at the element past the limit"
    )
    func tooManyNames() {
        // document, type, version, objects, view, id, unheardOf, key: eight names, then one per child.
        var xml =
            #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects><view id="v"><unheardOf key="thing">"#
        for index in 0..<5_000 { xml += "\n<child\(index)/>" }
        xml += "\n</unheardOf></view></objects></document>"
        Hostile.expect(
            Hostile.failure(Data(xml.utf8), path: "Names.xib"), .malformedXML, at: "Names.xib:4090:1",
            "the document uses more than 4096 distinct element and attribute names")

        // At the limit it loads: 4,088 children, 4,096 names.
        let atLimit =
            xml.split(separator: "\n").prefix(4_089).joined(separator: "\n")
            + "\n</unheardOf></view></objects></document>"
        #expect(Hostile.failure(Data(atLimit.utf8), path: "Names.xib") == nil)
    }
}
