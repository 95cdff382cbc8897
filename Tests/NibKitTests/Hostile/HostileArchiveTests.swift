import Foundation
import NibKit
import Testing

/// A class with a property of every type an archive value can fill.
final class EveryType: NibObject, NibKeyValueCoding {
    var string = ""
    var optionalString: String?
    var integer = 0
    var int32: Int32 = 0
    var unsigned: UInt = 0
    var real = 0.0
    var float: Float = 0
    var cgFloat: CGFloat = 0
    var flag = false
    var point = CGPoint.zero
    var size = CGSize.zero
    var rect = CGRect.zero
    var color: Color?
    var font: FontDescription?
    var insets: EdgeInsets?
    var resource: NibResource?
    var child: EveryType?
    var items: [Any] = []
    var entries: [String: Any] = [:]
    var children: [EveryType] = []

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("string", \EveryType.string), KeyBinding("optionalString", \EveryType.optionalString),
            KeyBinding("integer", \EveryType.integer), KeyBinding("int32", \EveryType.int32),
            KeyBinding("unsigned", \EveryType.unsigned), KeyBinding("real", \EveryType.real),
            KeyBinding("float", \EveryType.float), KeyBinding("cgFloat", \EveryType.cgFloat),
            KeyBinding("flag", \EveryType.flag), KeyBinding("point", \EveryType.point),
            KeyBinding("size", \EveryType.size), KeyBinding("rect", \EveryType.rect),
            KeyBinding("color", \EveryType.color), KeyBinding("font", \EveryType.font),
            KeyBinding("insets", \EveryType.insets), KeyBinding("resource", \EveryType.resource),
            KeyBinding("child", \EveryType.child), KeyBinding("items", \EveryType.items),
            KeyBinding("entries", \EveryType.entries), KeyBinding("children", \EveryType.children),
        ]
    }
}

/// A plain object of another class, to be the wrong object.
final class Stranger: NibObject {}

/// Objects whose outlets may form cycles; held weakly, as UIKit's outlets usually are.
final class Peer: Responder, NibKeyValueCoding {
    weak var peer: Peer?
    weak var partner: NibObject?

    static var keyBindings: [KeyBinding] {
        [KeyBinding("peer", \Peer.peer), KeyBinding("partner", \Peer.partner)]
    }
}

/// The cases of the hostile-input suite that are well-formed XML but bad
/// archives: each is refused with a located error, or loads as documented.
@Suite("Hostile input: the archive")
struct HostileArchiveTests {
    static let registry: ClassRegistry = {
        var registry = Toolkit.registry
        registry.register(EveryType.self, as: "EveryType")
        registry.register(Stranger.self, as: "Stranger")
        registry.register(Peer.self, as: "Peer")
        return registry
    }()

    /// An archive whose body starts on line 2.
    static func nib(_ body: String) -> String {
        "<nib version=\"1\">\n\(body)\n</nib>\n"
    }

    /// An iOS document whose `<objects>` content starts on line 8.
    static func xib(_ objects: String) -> String {
        IB.iOSHeader + "\n    <objects>\n" + objects + "\n    </objects>\n</document>\n"
    }

    static func load(
        _ text: String, path: String = "T.nibxml", registry: ClassRegistry = HostileArchiveTests.registry,
        mode: ReadingMode? = nil
    ) -> NibError? {
        Hostile.failure(text, path: path, registry: registry, mode: mode)
    }

    // MARK: Ids and references

    @Test("duplicate ids are errors naming the first use, in both formats")
    func duplicateIDs() {
        Hostile.expect(
            Self.load(Self.nib("  <object id=\"a\" class=\"View\"/>\n  <object id=\"a\" class=\"Label\"/>")),
            .invalidArchive, ["T.nibxml:3:3: error: duplicate object id 'a'; it is first used at 2:3"])
        let nested = Self.nib(
            "  <object id=\"a\" class=\"View\">\n    <array key=\"subviews\"><object id=\"a\" class=\"Label\"/></array>\n  </object>"
        )
        #expect(
            Self.load(nested)?.diagnostics.map(\.description).contains(
                "T.nibxml:3:27: error: duplicate object id 'a'; it is first used at 2:3") == true)
        let placeholder = Self.nib("  <filesOwner id=\"a\"/>\n  <object id=\"a\" class=\"View\"/>")
        Hostile.expect(Self.load(placeholder), .invalidArchive, at: "T.nibxml:3:3", "duplicate object id 'a'")
        let xib = Self.xib("        <view id=\"a\"/>\n        <view id=\"a\"/>")
        for mode in [ReadingMode.lenient, .strict] {
            Hostile.expect(
                Self.load(xib, path: "T.xib", registry: IB.registry, mode: mode), .invalidArchive,
                at: "T.xib:9:9", "duplicate object id 'a'; it is first used at 8:9")
        }
    }

    @Test("dangling references, outlets and action targets are each located")
    func danglingReferences() {
        let archive = Self.nib(
            """
              <object id="a" class="View">
                <reference key="backgroundColor" ref="nowhere"/>
                <connections><outlet property="frame" destination="gone"/></connections>
              </object>
              <object id="b" class="Button">
                <connections><action selector="login:" target="absent"/></connections>
              </object>
            """)
        let error = Self.load(archive)
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "T.nibxml:3:5: error: the reference 'nowhere' names no object in the archive",
                "T.nibxml:4:18: error: the outlet 'frame' points at 'gone', which names no object in the archive",
                "T.nibxml:7:18: error: the action 'login:' targets 'absent', which names no object in the archive",
            ])
        let xib = Self.xib(
            "        <view id=\"a\">\n            <connections><outlet property=\"x\" destination=\"zzz\" id=\"c1\"/></connections>\n        </view>"
        )
        Hostile.expect(
            Self.load(xib, path: "T.xib", registry: .dynamic), .invalidArchive, at: "T.xib:9:26",
            "the outlet 'x' points at 'zzz', which names no object in the archive")
    }

    @Test("reference cycles through outlets load, and each object points at the other")
    func outletCycles() throws {
        let archive = Self.nib(
            """
              <filesOwner id="owner" class="Peer">
                <connections><outlet property="peer" destination="a"/></connections>
              </filesOwner>
              <object id="a" class="Peer">
                <connections>
                  <outlet property="peer" destination="b"/>
                  <outlet property="partner" destination="owner"/>
                </connections>
              </object>
              <object id="b" class="Peer">
                <connections>
                  <outlet property="peer" destination="a"/>
                  <outlet property="partner" destination="b"/>
                </connections>
              </object>
            """)
        let template = try NibTemplate(data: Data(archive.utf8), path: "Cycle.nibxml", registry: Self.registry)
        let owner = Peer()
        weak var a: Peer?
        weak var b: Peer?
        do {
            let graph = try template.instantiate(owner: owner)
            a = graph.object(withID: "a") as? Peer
            b = graph.object(withID: "b") as? Peer
            #expect(owner.peer === a && a?.peer === b && b?.peer === a)
            #expect(a?.partner === owner && b?.partner === b)
        }
        // The outlets are weak: with the graph gone, nothing keeps the cycle alive.
        #expect(a == nil && b == nil)
        // The same cycle in an Interface Builder document.
        let xib = Self.xib(
            """
                    <view id="a">
                        <connections><outlet property="buddy" destination="b" id="o1"/></connections>
                    </view>
                    <view id="b">
                        <connections><outlet property="buddy" destination="a" id="o2"/></connections>
                    </view>
            """)
        let graph = try NibTemplate(data: Data(xib.utf8), path: "Cycle.xib", registry: .dynamic).instantiate()
        let viewA = try #require(graph.object(withID: "a") as? DynamicObject)
        let viewB = try #require(graph.object(withID: "b") as? DynamicObject)
        #expect(viewA.values["buddy"] as? DynamicObject === viewB)
        #expect(viewB.values["buddy"] as? DynamicObject === viewA)
    }

    // MARK: Placeholders as parents

    @Test("an Interface Builder placeholder holding an object: a warning when lenient, an error when strict")
    func placeholderAsParentInDocument() throws {
        let xib = Self.xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController">
                        <view key="view" id="x"/>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder">
                        <button id="y"/>
                    </placeholder>
            """)
        let lenient = try NibTemplate(data: Data(xib.utf8), path: "P.xib", registry: IB.registry, mode: .lenient)
        #expect(
            lenient.warnings.map(\.description) == [
                "P.xib:9:13: warning: a placeholder cannot hold objects; <view> belongs in <objects>; it is ignored",
                "P.xib:12:13: warning: a placeholder cannot hold objects; <button> belongs in <objects>; it is ignored",
            ])
        #expect(!lenient.objects.contains { $0.id == "x" || $0.id == "y" })
        let owner = IB.LoginController()
        _ = try lenient.instantiate(owner: owner)
        #expect(owner.view == nil)
        Hostile.expect(
            Self.load(xib, path: "P.xib", registry: IB.registry, mode: .strict), .invalidArchive,
            [
                "P.xib:9:13: error: a placeholder cannot hold objects; <view> belongs in <objects>",
                "P.xib:12:13: error: a placeholder cannot hold objects; <button> belongs in <objects>",
            ])
        // A macOS File's Owner is a <customObject id="-2">: the same rule.
        let cocoa =
            IB.cocoaHeader
            + "\n    <objects>\n        <customObject id=\"-2\" userLabel=\"File's Owner\" customClass=\"PreferencesController\">\n            <view id=\"z\"/>\n        </customObject>\n    </objects>\n</document>\n"
        Hostile.expect(
            Self.load(cocoa, path: "P.xib", registry: IB.registry, mode: .strict), .invalidArchive,
            at: "P.xib:9:13", "a placeholder cannot hold objects; <view> belongs in <objects>")
    }

    @Test(
        "a NibKit placeholder holding an object is an error in both modes", arguments: [ReadingMode.lenient, .strict])
    func placeholderAsParentInArchive(mode: ReadingMode) {
        let archive = Self.nib(
            """
              <filesOwner id="owner" class="LoginController">
                <object id="v" class="View"/>
              </filesOwner>
              <externalObject id="ext" identifier="AppDelegate">
                <customObject id="c" class="TemperatureConverter"/>
              </externalObject>
            """)
        let error = Self.load(archive, mode: mode)
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "T.nibxml:3:5: error: unknown element <object> in <filesOwner>; placeholders hold only <connections>",
                "T.nibxml:6:5: error: unknown element <customObject> in <externalObject>; placeholders hold only <connections>",
            ])
    }

    // MARK: Values of the wrong type

    /// Each property type of `EveryType` given a value of another type:
    /// the key, the value element, what the message calls each.
    static let wrongTypes: [(key: String, element: String, kind: String, type: String)] = [
        ("string", #"<integer key="string" value="1"/>"#, "an integer", "String"),
        ("optionalString", #"<array key="optionalString"/>"#, "an empty array", "String?"),
        ("integer", #"<real key="integer" value="1.5"/>"#, "a real number", "Int"),
        ("integer", #"<nil key="integer"/>"#, "nil", "Int"),
        ("int32", #"<string key="int32">1</string>"#, "a string", "Int32"),
        ("unsigned", #"<bool key="unsigned" value="true"/>"#, "a boolean", "UInt"),
        ("real", #"<string key="real">1.5</string>"#, "a string", "Double"),
        ("float", #"<point key="float" x="1" y="2"/>"#, "a point", "Float"),
        ("cgFloat", #"<bool key="cgFloat" value="false"/>"#, "a boolean", "CGFloat"),
        ("flag", #"<integer key="flag" value="1"/>"#, "an integer", "Bool"),
        ("point", #"<size key="point" width="1" height="2"/>"#, "a size", "CGPoint"),
        ("size", #"<rect key="size" x="0" y="0" width="1" height="2"/>"#, "a rect", "CGSize"),
        ("rect", #"<point key="rect" x="0" y="0"/>"#, "a point", "CGRect"),
        ("color", #"<string key="color">red</string>"#, "a string", "Color?"),
        ("font", #"<color key="font" red="0" green="0" blue="0"/>"#, "a color", "FontDescription?"),
        ("insets", #"<rect key="insets" x="0" y="0" width="1" height="1"/>"#, "a rect", "EdgeInsets?"),
        ("resource", #"<string key="resource">logo.png</string>"#, "a string", "NibResource?"),
        ("child", #"<object key="child" id="s" class="Stranger"/>"#, "an object of class Stranger", "EveryType?"),
        ("items", #"<dictionary key="items"/>"#, "a dictionary", "Array<Any>"),
        ("entries", #"<array key="entries"/>"#, "an empty array", "Dictionary<String, Any>"),
        (
            "children", #"<array key="children"><object id="s" class="Stranger"/></array>"#, "an array of Stranger",
            "Array<EveryType>"
        ),
    ]

    @Test(
        "each property type given a value of another type fails at instantiation, located at the property",
        arguments: ["object", "customObject"], 0..<wrongTypes.count)
    func wrongType(element: String, index: Int) throws {
        let (key, value, kind, type) = Self.wrongTypes[index]
        let archive = Self.nib("  <\(element) id=\"o\" class=\"EveryType\">\n    \(value)\n  </\(element)>")
        // Refused when the template is built, by the binding's type, as the load's setter would.
        let error = NibKitTests.failure {
            _ = try NibTemplate(data: Data(archive.utf8), path: "T.nibxml", registry: Self.registry)
        }
        Hostile.expect(
            error, .invalidArchive,
            ["T.nibxml:3:5: error: EveryType cannot set '\(key)' to \(kind): the property holds \(type)"])
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(diagnostic.objectID == "o" && diagnostic.className == "EveryType" && diagnostic.key == key)
    }

    @Test(
        "in an Interface Builder document too: elements and attributes both when the template is built",
        arguments: [ReadingMode.lenient, .strict])
    func wrongTypeInDocument(mode: ReadingMode) throws {
        let elements: [(String, String)] = [
            (
                #"<view id="v"><point key="frame" x="0" y="0"/></view>"#,
                "T.xib:8:22: error: UIView cannot set 'frame' to a point: the property holds CGRect"
            ),
            (
                #"<view id="v"><rect key="backgroundColor" x="0" y="0" width="1" height="1"/></view>"#,
                "T.xib:8:22: error: UIView cannot set 'backgroundColor' to a rect: the property holds Color?"
            ),
        ]
        for (body, expected) in elements {
            Hostile.expect(
                Self.load(Self.xib("        " + body), path: "T.xib", registry: IB.registry, mode: mode),
                .invalidArchive, [expected])
        }
        // An attribute is text that the binding's type converts when the
        // template is built.
        Hostile.expect(
            Self.load(
                Self.xib(#"        <view id="v" autoresizingMask="wide"/>"#), path: "T.xib", registry: IB.registry,
                mode: mode),
            .invalidArchive,
            ["T.xib:8:9: error: 'wide' is not a valid Int for the key 'autoresizingMask' of UIView 'v'"])
        // Nor can text be a rect or a color.
        Hostile.expect(
            Self.load(
                Self.xib(#"        <view id="v" frame="0 0 1 1" backgroundColor="red"/>"#), path: "T.xib",
                registry: IB.registry, mode: mode),
            .invalidArchive,
            [
                "T.xib:8:9: error: '0 0 1 1' is not a valid CGRect for the key 'frame' of UIView 'v'",
                "T.xib:8:9: error: 'red' is not a valid Color for the key 'backgroundColor' of UIView 'v'",
            ])
        // Text that looks like a flag is text for a String.
        #expect(
            Self.load(
                Self.xib(#"        <view id="v" accessibilityIdentifier="YES"/>"#), path: "T.xib",
                registry: IB.registry, mode: mode) == nil)
    }

    @Test("a coder's typed decoding refuses an object of another class, as decodeObject(of:forKey:) does")
    func typedDecodingRefusesAnotherClass() throws {
        // The key is declared by no binding, so only init(coder:) reads it
        // and only the load can refuse it (a bound key's value is refused
        // when the template is built).
        final class Picky: NibObject {
            var child: EveryType?
            override class var decodesUndeclaredKeys: Bool { true }
            required init() { super.init() }
            required init(coder: NibCoder) throws {
                child = try coder.decode(EveryType.self, forKey: "child")
                super.init()
            }
        }
        var registry = Self.registry
        registry.register(Picky.self, as: "Picky")
        let archive = Self.nib(
            "  <object id=\"p\" class=\"Picky\">\n    <object key=\"child\" id=\"s\" class=\"Stranger\"/>\n  </object>")
        let template = try NibTemplate(data: Data(archive.utf8), path: "T.nibxml", registry: registry)
        var error: NibError?
        do { _ = try template.instantiate() } catch let caught { error = caught }
        Hostile.expect(
            error, .instantiationFailed,
            [
                "T.nibxml:3:5: error: Picky cannot set 'child' to an object of class Stranger: the property holds EveryType"
            ])
    }

    @Test("an unregistered class is refused without dynamic objects: only registered classes are created")
    func onlyRegisteredClasses() {
        Hostile.expect(
            Self.load(Self.nib("  <object id=\"x\" class=\"Unheard\"/>")), .invalidArchive, at: "T.nibxml:2:3",
            "unknown class 'Unheard'")
        Hostile.expect(
            Self.load(Self.xib("        <view id=\"v\" customClass=\"Evil\"/>"), path: "T.xib", registry: IB.registry),
            .invalidArchive, at: "T.xib:8:9", "unknown class 'Evil'")
    }

    // MARK: Numbers

    @Test("integers and reals that overflow are refused where they are written")
    func overflowingNumbers() throws {
        let cases: [(String, String)] = [
            (
                #"<integer key="integer" value="9223372036854775808"/>"#,
                "integer '9223372036854775808' does not fit in 64 bits"
            ),
            (
                #"<integer key="integer" value="-9223372036854775809"/>"#,
                "integer '-9223372036854775809' does not fit in 64 bits"
            ),
            (#"<integer key="integer" value="99999999999999999999999999999999"/>"#, "does not fit in 64 bits"),
            (#"<real key="real" value="1e999"/>"#, "'1e999' is not a finite number (attribute 'value' of <real>)"),
            (#"<real key="real" value="-1e999"/>"#, "'-1e999' is not a finite number (attribute 'value' of <real>)"),
            (#"<real key="real" value="1.8e308"/>"#, "'1.8e308' is not a finite number"),
        ]
        for (value, message) in cases {
            Hostile.expect(
                Self.load(Self.nib("  <object id=\"o\" class=\"EveryType\">\n    \(value)\n  </object>")),
                .invalidArchive,
                at: "T.nibxml:3:5", message)
        }
        // The extremes that do fit load.
        let extremes = Self.nib(
            "  <object id=\"o\" class=\"EveryType\">\n    <integer key=\"integer\" value=\"-9223372036854775808\"/>\n    <real key=\"real\" value=\"1.7976931348623157e308\"/>\n  </object>"
        )
        let object = try #require(
            try NibTemplate(data: Data(extremes.utf8), path: "T.nibxml", registry: Self.registry).instantiate()
                .object(withID: "o") as? EveryType)
        #expect(object.integer == Int.min && object.real == .greatestFiniteMagnitude)
        // An Interface Builder <integer> is checked the same way; an attribute
        // too big for the Int that receives it is refused when the template is built.
        Hostile.expect(
            Self.load(
                Self.xib(
                    "        <view id=\"v\"><integer key=\"autoresizingMask\" value=\"99999999999999999999\"/></view>"),
                path: "T.xib", registry: IB.registry),
            .invalidArchive, at: "T.xib:8:22", "'99999999999999999999' is not an integer")
        Hostile.expect(
            Self.load(
                Self.xib("        <view id=\"v\" autoresizingMask=\"99999999999999999999\"/>"), path: "T.xib",
                registry: IB.registry),
            .invalidArchive,
            ["T.xib:8:9: error: '99999999999999999999' is not a valid Int for the key 'autoresizingMask' of UIView 'v'"]
        )
        Hostile.expect(
            Self.load(
                Self.xib("        <view id=\"v\"><real key=\"alpha\" value=\"1e999\"/></view>"), path: "T.xib",
                registry: IB.registry),
            .invalidArchive, at: "T.xib:8:22", "'1e999' is not a finite number (attribute 'value' of <real>)")
    }

    @Test(
        "a number too big for the property's type is refused, never wrapped or made infinite",
        arguments: [
            (
                #"<integer key="int32" value="2147483648"/>"#,
                "EveryType cannot set 'int32' to an integer: the property holds Int32"
            ),
            (
                #"<integer key="unsigned" value="-1"/>"#,
                "EveryType cannot set 'unsigned' to an integer: the property holds UInt"
            ),
            (
                #"<real key="float" value="1e300"/>"#,
                "EveryType cannot set 'float' to a real number: the property holds Float"
            ),
            (
                #"<real key="float" value="-3.5e38"/>"#,
                "EveryType cannot set 'float' to a real number: the property holds Float"
            ),
        ])
    func numberTooBigForItsProperty(value: String, message: String) throws {
        let archive = Self.nib("  <object id=\"o\" class=\"EveryType\">\n    \(value)\n  </object>")
        // Refused when the template is built, by the conversion the load's setter makes.
        let error = NibKitTests.failure {
            _ = try NibTemplate(data: Data(archive.utf8), path: "T.nibxml", registry: Self.registry)
        }
        Hostile.expect(error, .invalidArchive, ["T.nibxml:3:5: error: \(message)"])
    }

    @Test("NaN and infinity in geometry, colors and reals are refused, each located and named")
    func nanAndInfinity() {
        let archive = Self.nib(
            """
              <object id="o" class="EveryType">
                <rect key="rect" x="nan" y="0" width="inf" height="-infinity"/>
                <point key="point" x="0" y="Infinity"/>
                <size key="size" width="1e999" height="1"/>
                <color key="color" red="nan" green="0" blue="0"/>
                <real key="real" value="nan"/>
              </object>
            """)
        for mode in [ReadingMode.strict, .lenient] {
            Hostile.expect(
                Self.load(archive, mode: mode), .invalidArchive,
                [
                    "T.nibxml:3:5: error: 'nan' is not a number (attribute 'x' of <rect>)",
                    "T.nibxml:3:5: error: 'inf' is not a number (attribute 'width' of <rect>)",
                    "T.nibxml:3:5: error: '-infinity' is not a number (attribute 'height' of <rect>)",
                    "T.nibxml:4:5: error: 'Infinity' is not a number (attribute 'y' of <point>)",
                    "T.nibxml:5:5: error: '1e999' is not a finite number (attribute 'width' of <size>)",
                    "T.nibxml:6:5: error: 'nan' is not a number (attribute 'red' of <color>)",
                    "T.nibxml:7:5: error: 'nan' is not a number (attribute 'value' of <real>)",
                ])
        }
        let xib = Self.xib(
            """
                    <view id="v">
                        <rect key="frame" x="nan" y="0.0" width="1e999" height="inf"/>
                        <point key="center" x="-inf" y="0"/>
                        <inset key="insets" minX="nan" minY="0" maxX="0" maxY="0"/>
                        <real key="alpha" value="NaN"/>
                    </view>
            """)
        for mode in [ReadingMode.lenient, .strict] {
            Hostile.expect(
                Self.load(xib, path: "T.xib", registry: IB.registry, mode: mode), .invalidArchive,
                [
                    "T.xib:9:13: error: 'nan' is not a finite number (attribute 'x' of <rect>)",
                    "T.xib:9:13: error: '1e999' is not a finite number (attribute 'width' of <rect>)",
                    "T.xib:9:13: error: 'inf' is not a finite number (attribute 'height' of <rect>)",
                    "T.xib:10:13: error: '-inf' is not a finite number (attribute 'x' of <point>)",
                    "T.xib:11:13: error: 'nan' is not a finite number (attribute 'minX' of <inset>)",
                    "T.xib:12:13: error: 'NaN' is not a finite number (attribute 'value' of <real>)",
                ])
        }
    }

    @Test("fonts spelt alike with a wrong size each report it where they are written")
    func repeatedWrongFonts() {
        let xib = Self.xib(
            """
                    <view id="v">
                        <fontDescription key="font" type="system" pointSize="1e999"/>
                    </view>
                    <view id="w">
                        <fontDescription key="font" type="system" pointSize="1e999"/>
                    </view>
            """)
        Hostile.expect(
            Self.load(xib, path: "T.xib", registry: IB.registry), .invalidArchive,
            [
                "T.xib:9:13: error: '1e999' is not a finite number (attribute 'pointSize' of <fontDescription>)",
                "T.xib:12:13: error: '1e999' is not a finite number (attribute 'pointSize' of <fontDescription>)",
            ])
    }

    // MARK: Unknown elements and attributes

    static let unknownsArchive = nib(
        """
          <object id="a" class="View" color="red">
            <gizmo key="g"/>
          </object>
          <gadget id="z"/>
        """)

    static let unknownsDocument = xib(
        """
                <view id="v" wobble="3">
                    <gizmo key="g" size="2"/>
                    <connections>
                        <wire property="x" destination="v" id="w1"/>
                    </connections>
                </view>
        """)

    @Test("unknown elements and attributes in NibKit's format: warnings when lenient, errors when strict")
    func unknownsInArchive() throws {
        let lenient = try NibTemplate(
            data: Data(Self.unknownsArchive.utf8), path: "U.nibxml", registry: Self.registry,
            resources: InMemoryResourceProvider(), mode: .lenient)
        #expect(
            lenient.warnings.map(\.description) == [
                "U.nibxml:2:3: warning: unknown attribute 'color' on <object>; it is ignored",
                "U.nibxml:3:5: warning: unknown element <gizmo>; expected a value such as <string>, <integer> or <object>; it is ignored",
                "U.nibxml:5:3: warning: unknown element <gadget> in <nib>; it is ignored",
            ])
        #expect(lenient.objects.map(\.id) == ["a"])
        _ = try lenient.instantiate()
        Hostile.expect(
            Self.load(Self.unknownsArchive, path: "U.nibxml", mode: .strict), .invalidArchive,
            [
                "U.nibxml:2:3: error: unknown attribute 'color' on <object>",
                "U.nibxml:3:5: error: unknown element <gizmo>; expected a value such as <string>, <integer> or <object>",
                "U.nibxml:5:3: error: unknown element <gadget> in <nib>",
            ])
        // An unknown element among connections is an error in both modes:
        // connections are checked strictly everywhere in NibKit's format.
        let connection = Self.nib(
            "  <object id=\"a\" class=\"View\">\n    <connections><wire property=\"frame\" destination=\"a\"/></connections>\n  </object>"
        )
        for mode in [ReadingMode.lenient, .strict] {
            Hostile.expect(
                Self.load(connection, path: "U.nibxml", mode: mode), .invalidArchive,
                [
                    "U.nibxml:3:18: error: unknown element <wire> in <connections>; expected <outlet>, <outletCollection> or <action>"
                ])
        }
    }

    @Test(
        "unknown elements and attributes in Interface Builder documents: skipped or warned when lenient, errors when strict"
    )
    func unknownsInDocument() throws {
        let lenient = try NibTemplate(
            data: Data(Self.unknownsDocument.utf8), path: "U.xib", registry: IB.registry,
            resources: InMemoryResourceProvider(), mode: .lenient)
        #expect(
            lenient.warnings.map(\.description) == ["U.xib:11:17: warning: unknown connection <wire>; it is ignored"])
        _ = try lenient.instantiate()
        Hostile.expect(
            Self.load(Self.unknownsDocument, path: "U.xib", registry: IB.registry, mode: .strict), .invalidArchive,
            [
                "U.xib:9:13: error: unknown element <gizmo>",
                "U.xib:11:17: error: unknown connection <wire>",
            ])
        // Strict reading also refuses the attribute UIView does not bind, once the document itself is clean.
        Hostile.expect(
            Self.load(
                Self.xib("        <view id=\"v\" wobble=\"3\"/>"), path: "U.xib", registry: IB.registry, mode: .strict),
            .invalidArchive, ["U.xib:8:9: error: UIView is not key value coding-compliant for the key 'wobble'"])
    }

    @Test("an element with 2,000 unknown attributes: the first 1,000 are reported and the rest counted, in linear work")
    func manyUnknownAttributes() throws {
        // Each diagnostic must not rescan the element's attributes: with
        // 20,000 attributes (a 200 kB file) that made reading take minutes.
        let attributes = (0..<2_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let archive = Self.nib("  <object id=\"o\" class=\"View\" \(attributes)/>")
        let error = try #require(Self.load(archive, path: "Wide.nibxml", mode: .strict))
        #expect(error.code == .invalidArchive)
        // The first 1,000 are kept (DiagnosticCollector.maximumKept), the rest counted in one closing line.
        #expect(error.diagnostics.count == 1_001)
        #expect(error.diagnostics.first?.description == "Wide.nibxml:2:3: error: unknown attribute 'a0' on <object>")
        #expect(error.diagnostics.dropLast().allSatisfy { $0.objectID == "o" && $0.className == "View" })
        #expect(
            error.diagnostics.last?.description
                == "Wide.nibxml:2:3: error: and 1000 more errors; NibKit keeps at most 1000 errors of a file")
        let lenient = try NibTemplate(
            data: Data(archive.utf8), path: "Wide.nibxml", registry: Self.registry, mode: .lenient)
        #expect(lenient.warnings.count == 1_001)
        #expect(
            lenient.warnings.last?.message == "and 1000 more warnings; NibKit keeps at most 1000 warnings of a file")
    }

    @Test("XInclude is not processed: an <xi:include> is only an unknown element")
    func xinclude() {
        let archive = Self.nib(
            "  <object id=\"o\" class=\"View\" xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n    <xi:include href=\"file:///etc/passwd\" parse=\"text\"/>\n  </object>"
        )
        let error = Self.load(archive, mode: .strict)
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.contains {
                $0.location.description == "T.nibxml:3:5" && $0.message.contains("<xi:include>")
            } == true)
        #expect(!(error?.description.contains("root:") ?? true))
    }

    // MARK: Resources

    @Test("an image or sound name never reaches outside the archive's folder")
    func resourceNamesStayInside() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("archives")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("SECRET".utf8).write(to: root.appendingPathComponent("secret.png"))
        let names = ["../secret.png", "../secret", "sub/../../secret.png", "\(root.path)/secret.png", "/etc/passwd"]
        let values = names.enumerated().map { "    <image key=\"i\($0.offset)\" name=\"\($0.element)\"/>" }
        let url = folder.appendingPathComponent("Escape.nibxml")
        try Data(Self.nib("  <object id=\"o\" class=\"Holder\">\n\(values.joined(separator: "\n"))\n  </object>").utf8)
            .write(to: url)
        let graph = try NibTemplate(contentsOf: url, registry: .dynamic).instantiate()
        let holder = try #require(graph.object(withID: "o") as? DynamicObject)
        for index in names.indices {
            #expect(holder.values["i\(index)"] as? NibResource == nil, "\(names[index]) was read")
        }
        #expect(graph.warnings.count == names.count)
        #expect(graph.warnings.allSatisfy { $0.message.contains("the property gets nil") })
    }

    // MARK: Legacy archives

    static let legacyArchive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1280</int>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000000000">
        \t\t\t<object class="IBProxyObject" id="372490531">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>

        """

    @Test(
        "a legacy Interface Builder archive loads in every reader but the storyboard's; one of no known type is unsupported"
    )
    func legacyArchive() {
        for path in ["Old.xib", "Old.nibxml"] {
            #expect(Self.load(Self.legacyArchive, path: path, registry: .dynamic) == nil)
        }
        #expect {
            try NibStoryboard(data: Data(Self.legacyArchive.utf8), path: "Old.storyboard", registry: .dynamic)
        } throws: { error in
            (error as? NibError)?.code == .unsupportedFormat
        }
        Hostile.expect(
            Self.load("<archive/>", path: "Bare.xib"), .unsupportedFormat, at: "Bare.xib:1:1",
            "legacy Interface Builder archive type '' is not one NibKit reads")
    }

    // MARK: Strings tables

    static func utf16LE(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test("a .strings file with a NUL byte is a located error, wherever the byte is")
    func stringsWithNUL() {
        let inKey = Data(Array("\"a\" = \"1\";\n\"b".utf8) + [0] + Array("c\" = \"2\";\n".utf8))
        Hostile.expect(
            stringsFailure(inKey, path: "N.strings"), .invalidStringsTable, at: "N.strings:2:3",
            "a NUL byte in the text")
        let inComment = Data(Array("/* a ".utf8) + [0] + Array(" */\n\"a\" = \"1\";\n".utf8))
        Hostile.expect(
            stringsFailure(inComment, path: "N.strings"), .invalidStringsTable, at: "N.strings:1:6",
            "a NUL byte in the text")
        let atEnd = Data(Array("\"a\" = \"1\";\n".utf8) + [0])
        Hostile.expect(
            stringsFailure(atEnd, path: "N.strings"), .invalidStringsTable, at: "N.strings:2:1",
            "a NUL byte in the text")
        let utf16 = Data([0xFF, 0xFE] + Self.utf16LE("\"a\" = \"x") + [0, 0] + Self.utf16LE("\";\n"))
        Hostile.expect(
            stringsFailure(utf16, path: "N.strings"), .invalidStringsTable, at: "N.strings:1:9",
            "a NUL character (U+0000) in the text")
    }

    @Test("a .strings value nested 100,000 deep stops at the 513th level")
    func stringsNesting() {
        let deep = Data(("\"a\" = " + String(repeating: "(", count: 100_000) + ";\n").utf8)
        Hostile.expect(
            stringsFailure(deep, path: "D.strings"), .invalidStringsTable, at: "D.strings:1:518",
            "arrays and dictionaries are nested more than 512 deep")
    }

    @Test("a .strings file with a lone UTF-16 surrogate is a located error, however it is written")
    func stringsWithLoneSurrogate() {
        let lowAlone = Data([0xFF, 0xFE] + Self.utf16LE("\"a\" = \"") + [0x00, 0xDC] + Self.utf16LE("\";\n"))
        Hostile.expect(
            stringsFailure(lowAlone, path: "S.strings"), .invalidStringsTable, at: "S.strings:1:8",
            "invalid UTF-16: lone low surrogate 0xDC00")
        let highAtEnd = Data([0xFF, 0xFE] + Self.utf16LE("\"a\" = \"1\";\n") + [0x3D, 0xD8])
        Hostile.expect(
            stringsFailure(highAtEnd, path: "S.strings"), .invalidStringsTable, at: "S.strings:2:1",
            "invalid UTF-16: lone high surrogate 0xD83D")
        let oddLength = Data([0xFF, 0xFE] + Self.utf16LE("\"a\" = \"1\";") + [0x0A])
        let odd = stringsFailure(oddLength, path: "S.strings")
        #expect(odd?.code == .invalidStringsTable)
        #expect(odd?.diagnostics.first.map { $0.location.line >= 1 && $0.location.column >= 1 } == true)
        // A surrogate encoded in UTF-8 (CESU-8) is invalid UTF-8.
        let cesu = Data(Array("\"a\" = \"".utf8) + [0xED, 0xA0, 0xBD] + Array("\";\n".utf8))
        Hostile.expect(
            stringsFailure(cesu, path: "S.strings"), .invalidStringsTable, at: "S.strings:1:8", "invalid UTF-8")
        // An escape that names a lone surrogate.
        let escape = Data(#""a" = "\UD83D";"#.utf8 + [0x0A])
        Hostile.expect(
            stringsFailure(escape, path: "S.strings"), .invalidStringsTable, at: "S.strings:1:8", "surrogate")
    }
}
