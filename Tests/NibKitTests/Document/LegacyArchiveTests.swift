import Foundation
import FoundationXML
import NibKit
import Testing

/// Interface Builder 3's archives (`<archive type="com.apple.InterfaceBuilder3.….XIB">`):
/// the corpus's legacy files, and small archives written here for each word
/// of the vocabulary, each encoding, the records and the located errors.
@Suite("Legacy Interface Builder 3 archives")
struct LegacyArchiveTests {
    // MARK: Writing archives

    /// An archive of `type` and `version` whose root objects are `roots`
    /// and whose `IBDocument.Objects` holds `container`.
    static func archive(
        _ roots: String, container: String = "", type: String = "CocoaTouch", version: String = "8.00"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.\(type).XIB" version="\(version)">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1280</int>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \(roots)
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \(container)
        \t\t</object>
        \t</data>
        </archive>

        """
    }

    /// The iOS placeholders: File's Owner (`372490531`, object id -1) and
    /// First Responder (`843779117`, -2).
    static let touchPlaceholders = """
        \t\t\t<object class="IBProxyObject" id="372490531">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \t\t\t<object class="IBProxyObject" id="843779117">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFirstResponder</string>
        \t\t\t</object>
        """

    /// Object records: `(objectID, archive id)` pairs after the document root.
    static func records(_ pairs: [(String, String)], objectIDKey: String = "int key=\"objectID\"") -> String {
        let closing = objectIDKey.split(separator: " ").first.map(String.init) ?? "int"
        var text = """
            \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
            \t\t\t\t<array key="orderedObjects">
            \t\t\t\t\t<object class="IBObjectRecord">
            \t\t\t\t\t\t<\(objectIDKey)>0</\(closing)>
            \t\t\t\t\t\t<array key="object" id="0"/>
            \t\t\t\t\t\t<reference key="children" ref="1000"/>
            \t\t\t\t\t\t<nil key="parent"/>
            \t\t\t\t\t</object>

            """
        for (objectID, ref) in pairs {
            text += """
                \t\t\t\t\t<object class="IBObjectRecord">
                \t\t\t\t\t\t<\(objectIDKey)>\(objectID)</\(closing)>
                \t\t\t\t\t\t<reference key="object" ref="\(ref)"/>
                \t\t\t\t\t\t<reference key="parent" ref="0"/>
                \t\t\t\t\t</object>

                """
        }
        return text + "\t\t\t\t</array>\n\t\t\t</object>"
    }

    static func load(_ xml: String, path: String = "Old.xib", mode: ReadingMode? = nil) throws -> NibTemplate {
        try NibTemplate(data: Data(xml.utf8), path: path, registry: .dynamic, mode: mode)
    }

    static func failure(_ xml: String, path: String = "Old.xib") -> NibError? {
        NibKitTests.failure { _ = try load(xml, path: path) }
    }

    static func object(_ id: String, in template: NibTemplate) throws -> TemplateObject {
        try #require(template.objects.first { $0.id == id }, "no object '\(id)'")
    }

    static func value(_ key: String, of id: String, in template: NibTemplate) throws -> TemplateValue {
        try #require(try object(id, in: template).properties.first { $0.key == key }?.value, "no '\(key)' in '\(id)'")
    }

    /// Plain values as text, to compare them in one expectation.
    static func text(_ value: TemplateValue, in template: NibTemplate) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return "\(number)"
        case .real(let number): return "\(number)"
        case .bool(let flag): return flag ? "YES" : "NO"
        case .null: return "nil"
        case .color(let color): return "\(color)"
        case .font(let font):
            return "font(\(font.type ?? "-"), \(font.name ?? "-"), \(font.pointSize.map { "\($0)" } ?? "-"))"
        case .object(let index): return "@" + template.objects[index].id
        case .array(let items): return "[" + items.map { text($0, in: template) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "{" + entries.map { "\($0.key): \(text($0.value, in: template))" }.joined(separator: ", ") + "}"
        case .resource(let index): return "resource(\(template.resources[index].name))"
        default: return "\(value)"
        }
    }

    // MARK: The corpus

    /// The counts of a legacy archive, made from its XML with FoundationXML.
    struct RecordCounts {
        var records = 0
        var placeholders = 0
        var root = 0

        init(_ document: XMLDocument, cocoa: Bool) throws {
            var classByID: [String: String] = [:]
            for element in try document.nodes(forXPath: "//*[@id]") {
                guard let element = element as? XMLElement, let id = element.attribute(forName: "id")?.stringValue
                else { continue }
                classByID[id] = element.attribute(forName: "class")?.stringValue ?? element.name
            }
            for record in try document.nodes(forXPath: "//object[@class='IBObjectRecord']") {
                guard let record = record as? XMLElement else { continue }
                records += 1
                let children = record.children?.compactMap { $0 as? XMLElement } ?? []
                func keyed(_ key: String) -> XMLElement? {
                    children.first { $0.attribute(forName: "key")?.stringValue == key }
                }
                let objectID = (keyed("objectID") ?? keyed("id"))?.stringValue?.trimmingCharacters(in: .whitespaces)
                if objectID == "0" { root += 1 }
                let ref = keyed("object")?.attribute(forName: "ref")?.stringValue
                let isProxy = ref.flatMap { classByID[$0] } == "IBProxyObject"
                let isCocoaPlaceholder = cocoa && ["-1", "-2", "-3"].contains(objectID ?? "")
                if isProxy || isCocoaPlaceholder { placeholders += 1 }
            }
        }
    }

    @Test(
        "every legacy archive of the corpus loads, counting its object records less placeholders and the root",
        arguments: CorpusTests.legacyArchives)
    func corpusArchiveLoads(path: String) throws {
        let data = try CorpusTests.data(path)
        let document = try XMLDocument(data: data)
        let type = document.rootElement()?.attribute(forName: "type")?.stringValue ?? ""
        let counts = try RecordCounts(document, cocoa: type.contains(".Cocoa."))
        let diagnostics = NibTemplate.diagnose(data: data, path: path, registry: .dynamic, mode: .lenient)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let template = try CorpusTests.template(path)
        #expect(template.formatName == "xib-archive")
        #expect(template.platform == (type.contains(".Cocoa.") ? .macOS : .iOS))
        #expect(counts.root == 1)
        #expect(template.statistics.objects == counts.records - counts.placeholders - counts.root)
        #expect(template.statistics.placeholders == counts.placeholders)
        #expect(template.objects.count { $0.role.isPlaceholder } == counts.placeholders)
        #expect(template.objects.contains { $0.role == .filesOwner })
    }

    @Test(
        "every legacy archive of the corpus compiles, and the compiled form loads the same objects",
        arguments: CorpusTests.legacyArchives)
    func corpusArchiveCompiles(path: String) throws {
        let template = try CorpusTests.template(path)
        let compiled = try NibTemplate(data: template.compiledData(), path: path + "c", registry: .dynamic)
        #expect(compiled.formatName == "xib-archive")
        #expect(compiled.objects.map(\.id) == template.objects.map(\.id))
        #expect(compiled.objects.map(\.className) == template.objects.map(\.className))
        #expect(compiled.connections.count == template.connections.count)
        var externals: [String: NibObject] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                externals[identifier] = DynamicObject(className: "NSObject")
            }
        }
        let graph = try compiled.instantiate(
            owner: DynamicObject(className: "NSObject"), externalObjects: externals,
            application: DynamicObject(className: "NSApplication"))
        #expect(graph.topLevelObjects.count == template.topLevel.count)
    }

    @Test("strings export of a legacy archive yields the titles and texts it holds")
    func corpusStringsExport() throws {
        let preferences = try CorpusTests.template(
            "xib/AlanQuatermain__cocoa-game-of-life__English.lproj__Preferences.xib")
        let entries = preferences.localizableStrings()
        #expect(entries.first { $0.key == "1.title" }?.value == "Preferences")
        #expect(entries.first { $0.key == "8.title" }?.value == "Background Color")
        #expect(entries.first { $0.key == "30.title" }?.value == "Border Size")
        #expect(
            Set(entries.map(\.value))
                == [
                    "Preferences", "Background Color", "Major Border Color", "Cell Alive Color", "Cell Dead Color",
                    "Colors",
                    "Border Size",
                ])
        let cell = try CorpusTests.template("xib/diegort__iSWAD__iSWAD__NotificationCell.xib")
        let texts = cell.localizableStrings()
        #expect(texts.first { $0.key == "8.text" }?.value == "Type")
        #expect(texts.first { $0.key == "8.text" }?.comment == #"Class = "UILabel"; text = "Type"; ObjectID = "8";"#)
    }

    // MARK: The vocabulary

    @Test("each value element and encoding becomes the plain value it stands for")
    func vocabulary() throws {
        let xml = Self.archive(
            Self.touchPlaceholders + """

                \t\t\t<object class="PLValueHolder" id="500">
                \t\t\t\t<string key="plain">Hello</string>
                \t\t\t\t<string type="base64-UTF8" key="base64">RmlsZSdzIE93bmVyA</string>
                \t\t\t\t<string type="base64-UTF8" key="padded">w6l0w6kA</string>
                \t\t\t\t<int key="int">-42</int>
                \t\t\t\t<integer value="7" key="integer"/>
                \t\t\t\t<bool key="bool">YES</bool>
                \t\t\t\t<boolean value="NO" key="boolean"/>
                \t\t\t\t<nil key="nil"/>
                \t\t\t\t<bytes key="bytes">MC43NQA</bytes>
                \t\t\t\t<real value="1536" key="real"/>
                \t\t\t\t<double key="double">1.300000e+01</double>
                \t\t\t\t<float key="float">0.5</float>
                \t\t\t\t<object class="NSMutableString" key="characters"><characters key="NS.bytes">text</characters></object>
                \t\t\t\t<array key="array"><integer value="1"/><string>two</string></array>
                \t\t\t\t<object class="NSMutableArray" key="oldArray">
                \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t<integer value="1" id="600"/>
                \t\t\t\t\t<string>two</string>
                \t\t\t\t</object>
                \t\t\t\t<object class="NSMutableSet" key="set">
                \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t<object class="NSArray" key="set.sortedObjects">
                \t\t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t\t<string>NSColor pasteboard type</string>
                \t\t\t\t\t</object>
                \t\t\t\t</object>
                \t\t\t\t<dictionary key="dictionary"><string key="a">A</string><integer value="2" key="b"/></dictionary>
                \t\t\t\t<object class="NSMutableDictionary" key="sorted">
                \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t<object class="NSArray" key="dict.sortedKeys">
                \t\t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t\t<string>a</string>
                \t\t\t\t\t\t<string>b</string>
                \t\t\t\t\t</object>
                \t\t\t\t\t<object class="NSMutableArray" key="dict.values">
                \t\t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t\t<string>A</string>
                \t\t\t\t\t\t<reference ref="600"/>
                \t\t\t\t\t</object>
                \t\t\t\t</object>
                \t\t\t\t<object class="NSMutableDictionary" key="pairs">
                \t\t\t\t\t<string key="NS.key.0">a</string>
                \t\t\t\t\t<string key="NS.object.0">A</string>
                \t\t\t\t</object>
                \t\t\t\t<reference key="copied" ref="600"/>
                \t\t\t\t<object class="NSColor" key="white">
                \t\t\t\t\t<int key="NSColorSpace">3</int>
                \t\t\t\t\t<bytes key="NSWhite">MC43NQA</bytes>
                \t\t\t\t</object>
                \t\t\t\t<object class="NSColor" key="rgb">
                \t\t\t\t\t<int key="NSColorSpace">1</int>
                \t\t\t\t\t<bytes key="NSRGB">MSAwIDAuNQA</bytes>
                \t\t\t\t</object>
                \t\t\t\t<object class="NSFont" key="font">
                \t\t\t\t\t<string key="NSName">Helvetica</string>
                \t\t\t\t\t<double key="NSSize">18</double>
                \t\t\t\t</object>
                \t\t\t\t<object class="IBUIFontDescription" key="fontDescription">
                \t\t\t\t\t<int key="type">1</int>
                \t\t\t\t\t<double key="pointSize">14</double>
                \t\t\t\t</object>
                \t\t\t</object>
                """,
            container: Self.records([("-1", "372490531"), ("-2", "843779117"), ("6", "500")]))
        let template = try Self.load(xml)
        let expected: [(String, String)] = [
            ("plain", "\"Hello\""), ("base64", "\"File's Owner\""), ("padded", "\"été\""), ("int", "-42"),
            ("integer", "7"), ("bool", "YES"), ("boolean", "NO"), ("nil", "nil"), ("bytes", "\"MC43NQA\""),
            ("real", "1536.0"), ("double", "13.0"), ("float", "0.5"), ("characters", "\"text\""),
            ("array", "[1, \"two\"]"), ("oldArray", "[1, \"two\"]"), ("set", "[\"NSColor pasteboard type\"]"),
            ("dictionary", "{a: \"A\", b: 2}"), ("sorted", "{a: \"A\", b: 1}"), ("pairs", "{a: \"A\"}"),
            ("copied", "1"),
            ("white", "\(Color(red: 0.75, green: 0.75, blue: 0.75))"), ("rgb", "\(Color(red: 1, green: 0, blue: 0.5))"),
            ("font", "font(-, Helvetica, 18.0)"), ("fontDescription", "font(system, -, 14.0)"),
        ]
        for (key, text) in expected {
            #expect(Self.text(try Self.value(key, of: "6", in: template), in: template) == text, "\(key)")
        }
        // An Interface Builder plug-in's class keeps the keys it wrote.
        #expect(try Self.object("6", in: template).className == "PLValueHolder")
    }

    @Test("a catalog color keeps its name and the value it was saved with")
    func catalogColor() throws {
        let xml = Self.archive(
            Self.touchPlaceholders + """

                \t\t\t<object class="IBUILabel" id="500">
                \t\t\t\t<object class="NSColor" key="IBUITextColor">
                \t\t\t\t\t<int key="NSColorSpace">6</int>
                \t\t\t\t\t<string key="NSCatalogName">System</string>
                \t\t\t\t\t<string key="NSColorName">controlTextColor</string>
                \t\t\t\t\t<object class="NSColor" key="NSColor">
                \t\t\t\t\t\t<int key="NSColorSpace">3</int>
                \t\t\t\t\t\t<bytes key="NSWhite">MAA</bytes>
                \t\t\t\t\t</object>
                \t\t\t\t</object>
                \t\t\t</object>
                """)
        let template = try Self.load(xml)
        let label = try #require(template.objects.first { $0.className == "UILabel" })
        guard case .color(let color)? = label.properties.first(where: { $0.key == "textColor" })?.value else {
            Issue.record("no color")
            return
        }
        #expect(color.name == "controlTextColor")
        #expect(color.catalog == "System")
        #expect(color.red == 0 && color.alpha == 1)
    }

    // MARK: Objects, placeholders, classes

    @Test(
        "iOS placeholders are -1 File's Owner and -2 First Responder; others are external by IBProxiedObjectIdentifier")
    func touchPlaceholders() throws {
        let xml = Self.archive(
            Self.touchPlaceholders + """

                \t\t\t<object class="IBProxyObject" id="700">
                \t\t\t\t<string key="IBProxiedObjectIdentifier">SessionStore</string>
                \t\t\t</object>
                \t\t\t<object class="IBUICustomObject" id="701"/>
                \t\t\t<object class="IBUILabel" id="702"/>
                """,
            container: Self.records([
                ("-1", "372490531"), ("-2", "843779117"), ("3", "700"), ("4", "701"), ("5", "702"),
            ])
                + """

                \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
                \t\t\t\t<string key="-1.CustomClassName">LoginController</string>
                \t\t\t\t<string key="-2.CustomClassName">UIResponder</string>
                \t\t\t\t<string key="5.CustomClassName">FancyLabel</string>
                \t\t\t\t<string key="5.IBPluginDependency">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
                \t\t\t</dictionary>
                """)
        let template = try Self.load(xml)
        #expect(template.platform == .iOS)
        #expect(try Self.object("-1", in: template).role == .filesOwner)
        #expect(try Self.object("-1", in: template).className == "LoginController")
        #expect(try Self.object("-2", in: template).role == .firstResponder)
        #expect(try Self.object("3", in: template).role == .external(identifier: "SessionStore"))
        #expect(try Self.object("4", in: template).role == .custom)
        #expect(try Self.object("4", in: template).className == "NSObject")
        #expect(try Self.object("5", in: template).className == "FancyLabel")
        #expect(try Self.object("5", in: template).role == .archived)
        #expect(template.statistics.objects == 2)
        #expect(template.statistics.placeholders == 3)
        #expect(template.statistics.topLevel == 2)
    }

    @Test(
        "Cocoa placeholders are -2 File's Owner, -1 First Responder, -3 Application; windows and custom objects take their class names"
    )
    func cocoaPlaceholders() throws {
        let xml = Self.archive(
            """
            \t\t\t<object class="NSCustomObject" id="1001"><string key="NSClassName">PreferenceController</string></object>
            \t\t\t<object class="NSCustomObject" id="1003"><string key="NSClassName">FirstResponder</string></object>
            \t\t\t<object class="NSCustomObject" id="1004"><string key="NSClassName">NSApplication</string></object>
            \t\t\t<object class="NSCustomObject" id="1005"><string key="NSClassName">AppDelegate</string></object>
            \t\t\t<object class="NSWindowTemplate" id="1006">
            \t\t\t\t<string key="NSWindowTitle">Preferences</string>
            \t\t\t\t<string key="NSWindowClass">NSPanel</string>
            \t\t\t</object>
            \t\t\t<object class="NSWindowTemplate" id="1007"><string key="NSWindowTitle">Main</string></object>
            """,
            container: Self.records([
                ("-2", "1001"), ("-1", "1003"), ("-3", "1004"), ("7", "1005"), ("1", "1006"), ("2", "1007"),
            ])
                + """

                \t\t\t<object class="NSMutableDictionary" key="flattenedProperties">
                \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t<object class="NSMutableArray" key="dict.sortedKeys">
                \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t<string>1.NSWindowTemplate.visibleAtLaunch</string>
                \t\t\t\t</object>
                \t\t\t\t<object class="NSMutableArray" key="dict.values">
                \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \t\t\t\t\t<integer value="0"/>
                \t\t\t\t</object>
                \t\t\t</object>
                """,
            type: "Cocoa", version: "7.10")
        let template = try Self.load(xml)
        #expect(template.platform == .macOS)
        #expect(try Self.object("-2", in: template).role == .filesOwner)
        #expect(try Self.object("-2", in: template).className == "PreferenceController")
        #expect(try Self.object("-1", in: template).role == .firstResponder)
        #expect(try Self.object("-3", in: template).role == .application)
        #expect(try Self.object("7", in: template).role == .custom)
        #expect(try Self.object("7", in: template).className == "AppDelegate")
        #expect(try Self.object("7", in: template).properties.isEmpty)
        #expect(try Self.object("1", in: template).className == "NSPanel")
        #expect(try Self.object("1", in: template).isVisibleAtLaunch == false)
        #expect(try Self.object("2", in: template).className == "NSWindow")
        #expect(try Self.object("2", in: template).isVisibleAtLaunch == true)
        #expect(template.statistics.objects == 3)
        #expect(template.statistics.placeholders == 3)
    }

    @Test(
        "a link to a holder is left to the holder; a link to an object written later is an outlet; a written one a reference"
    )
    func links() throws {
        // Objects of a plug-in's classes, which keep their keys as written.
        let xml = Self.archive(
            Self.touchPlaceholders + """

                \t\t\t<object class="PLView" id="500">
                \t\t\t\t<reference key="NSNextResponder"/>
                \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
                \t\t\t\t\t<object class="PLLabel" id="501">
                \t\t\t\t\t\t<reference key="NSNextResponder" ref="500"/>
                \t\t\t\t\t\t<reference key="NSSuperview" ref="500"/>
                \t\t\t\t\t\t<reference key="NSNextKeyView" ref="502"/>
                \t\t\t\t\t</object>
                \t\t\t\t\t<object class="PLLabel" id="502">
                \t\t\t\t\t\t<reference key="NSSuperview" ref="500"/>
                \t\t\t\t\t\t<reference key="NSNextKeyView" ref="501"/>
                \t\t\t\t\t\t<reference key="IBUITarget" ref="843779117"/>
                \t\t\t\t\t</object>
                \t\t\t\t</array>
                \t\t\t</object>
                """,
            container: Self.records([
                ("-1", "372490531"), ("-2", "843779117"), ("1", "500"), ("2", "501"), ("3", "502"),
            ]))
        let template = try Self.load(xml)
        let first = try Self.object("2", in: template)
        #expect(first.properties.map(\.key) == [])
        let second = try Self.object("3", in: template)
        #expect(second.properties.map(\.key) == ["NSNextKeyView", "IBUITarget"])
        #expect(Self.text(try Self.value("NSNextKeyView", of: "3", in: template), in: template) == "@2")
        #expect(Self.text(try Self.value("IBUITarget", of: "3", in: template), in: template) == "nil")
        #expect(Self.text(try Self.value("NSNextResponder", of: "1", in: template), in: template) == "nil")
        let outlet = try #require(template.connections.first { $0.kind == .outlet })
        #expect(outlet.name == "NSNextKeyView")
        #expect(template.objects[outlet.source].id == "2")
        #expect(outlet.destinationID == "3")
        #expect(outlet.location == SourceLocation(file: "Old.xib", line: 18, column: 7))
    }

    // MARK: Connections, runtime attributes, labels

    @Test("outlets, events by IBEventType, Cocoa actions and bindings become the connections of a document")
    func connections() throws {
        func record(_ connection: String) -> String {
            "\t\t\t\t<object class=\"IBConnectionRecord\">\n\(connection)\n\t\t\t\t\t<int key=\"connectionID\">9</int>\n\t\t\t\t</object>"
        }
        let touch = Self.archive(
            Self.touchPlaceholders + "\n\t\t\t<object class=\"IBUIButton\" id=\"500\"/>",
            container: """
                \t\t\t<array class="NSMutableArray" key="connectionRecords">
                \(record("""
                \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
                \t\t\t\t\t\t<string key="label">button</string>
                \t\t\t\t\t\t<reference key="source" ref="372490531"/>
                \t\t\t\t\t\t<reference key="destination" ref="500"/>
                \t\t\t\t\t</object>
                """))
                \(record("""
                \t\t\t\t\t<object class="IBCocoaTouchEventConnection" key="connection">
                \t\t\t\t\t\t<string key="label">login:</string>
                \t\t\t\t\t\t<reference key="source" ref="500"/>
                \t\t\t\t\t\t<reference key="destination" ref="372490531"/>
                \t\t\t\t\t\t<int key="IBEventType">7</int>
                \t\t\t\t\t</object>
                """))
                \(record("""
                \t\t\t\t\t<object class="IBCocoaTouchEventConnection" key="connection">
                \t\t\t\t\t\t<string key="label">changed:</string>
                \t\t\t\t\t\t<reference key="source" ref="500"/>
                \t\t\t\t\t\t<reference key="destination" ref="843779117"/>
                \t\t\t\t\t\t<int key="IBEventType">13</int>
                \t\t\t\t\t</object>
                """))
                \t\t\t</array>
                """
                    + Self.records(
                        [("-1", "372490531"), ("-2", "843779117"), ("4", "500")], objectIDKey: "string key=\"id\""))
        let template = try Self.load(touch)
        let outlet = try #require(template.connections.first { $0.kind == .outlet })
        #expect(outlet.name == "button")
        #expect(template.objects[outlet.source].id == "-1")
        #expect(outlet.destinationID == "4")
        let actions = template.connections.filter { $0.kind == .action }
        #expect(actions.map(\.name) == ["login:", "changed:"])
        #expect(actions.map { $0.event?.rawValue } == ["touchUpInside", "valueChanged"])
        #expect(actions.map { template.objects[$0.source].id } == ["4", "4"])
        #expect(actions.map(\.destinationID) == ["-1", "-2"])
        #expect(template.statistics.outlets == 1)
        #expect(template.statistics.actions == 2)

        let cocoa = Self.archive(
            """
            \t\t\t<object class="NSCustomObject" id="1001"><string key="NSClassName">Owner</string></object>
            \t\t\t<object class="NSCustomObject" id="1003"><string key="NSClassName">FirstResponder</string></object>
            \t\t\t<object class="NSMenuItem" id="1005"><string key="NSTitle">Save</string></object>
            \t\t\t<object class="NSUserDefaultsController" id="1006"/>
            """,
            container: """
                \t\t\t<object class="NSMutableArray" key="connectionRecords">
                \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
                \(record("""
                \t\t\t\t\t<object class="IBActionConnection" key="connection">
                \t\t\t\t\t\t<string key="label">save:</string>
                \t\t\t\t\t\t<reference key="source" ref="1003"/>
                \t\t\t\t\t\t<reference key="destination" ref="1005"/>
                \t\t\t\t\t</object>
                """))
                \(record("""
                \t\t\t\t\t<object class="IBBindingConnection" key="connection">
                \t\t\t\t\t\t<string key="label">enabled: values.canSave</string>
                \t\t\t\t\t\t<reference key="source" ref="1005"/>
                \t\t\t\t\t\t<reference key="destination" ref="1006"/>
                \t\t\t\t\t\t<object class="NSNibBindingConnector" key="connector">
                \t\t\t\t\t\t\t<string key="NSBinding">enabled</string>
                \t\t\t\t\t\t\t<string key="NSKeyPath">values.canSave</string>
                \t\t\t\t\t\t\t<object class="NSDictionary" key="NSOptions">
                \t\t\t\t\t\t\t\t<string key="NS.key.0">NSValueTransformerName</string>
                \t\t\t\t\t\t\t\t<string key="NS.object.0">NSNegateBoolean</string>
                \t\t\t\t\t\t\t</object>
                \t\t\t\t\t\t</object>
                \t\t\t\t\t</object>
                """))
                \t\t\t</object>
                """ + Self.records([("-2", "1001"), ("-1", "1003"), ("5", "1005"), ("6", "1006")]),
            type: "Cocoa")
        let cocoaTemplate = try Self.load(cocoa)
        let action = try #require(cocoaTemplate.connections.first { $0.kind == .action })
        #expect(action.name == "save:")
        #expect(cocoaTemplate.objects[action.source].id == "5")
        #expect(action.destinationID == "-1")
        let binding = try #require(cocoaTemplate.connections.first { $0.kind == .binding })
        #expect(binding.name == "enabled")
        #expect(cocoaTemplate.objects[binding.source].id == "5")
        #expect(binding.destinationID == "6")
        #expect(binding.binding?.keyPath == "values.canSave")
        #expect(cocoaTemplate.statistics.bindings == 1)
    }

    @Test("runtime attributes come from the flattened IBAttributePlaceholdersKey, labels from objectName")
    func runtimeAttributesAndLabels() throws {
        let xml = Self.archive(
            Self.touchPlaceholders + "\n\t\t\t<object class=\"IBUIView\" id=\"500\"/>",
            container: """
                \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
                \t\t\t\t<array key="orderedObjects">
                \t\t\t\t\t<object class="IBObjectRecord">
                \t\t\t\t\t\t<int key="objectID">0</int>
                \t\t\t\t\t\t<array key="object" id="0"/>
                \t\t\t\t\t</object>
                \t\t\t\t\t<object class="IBObjectRecord">
                \t\t\t\t\t\t<int key="objectID">-1</int>
                \t\t\t\t\t\t<reference key="object" ref="372490531"/>
                \t\t\t\t\t</object>
                \t\t\t\t\t<object class="IBObjectRecord">
                \t\t\t\t\t\t<int key="objectID">8</int>
                \t\t\t\t\t\t<reference key="object" ref="500"/>
                \t\t\t\t\t\t<string type="base64-UTF8" key="objectName">Q2FyZCBWaWV3</string>
                \t\t\t\t\t</object>
                \t\t\t\t</array>
                \t\t\t</object>
                \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
                \t\t\t\t<object class="NSMutableDictionary" key="8.IBAttributePlaceholdersKey">
                \t\t\t\t\t<string key="NS.key.0">IBUserDefinedRuntimeAttributesPlaceholderName</string>
                \t\t\t\t\t<object class="IBUIUserDefinedRuntimeAttributesPlaceholder" key="NS.object.0">
                \t\t\t\t\t\t<string key="name">IBUserDefinedRuntimeAttributesPlaceholderName</string>
                \t\t\t\t\t\t<reference key="object" ref="500"/>
                \t\t\t\t\t\t<array key="userDefinedRuntimeAttributes">
                \t\t\t\t\t\t\t<object class="IBUserDefinedRuntimeAttribute">
                \t\t\t\t\t\t\t\t<string key="typeIdentifier">com.apple.InterfaceBuilder.userDefinedRuntimeAttributeType.number</string>
                \t\t\t\t\t\t\t\t<string key="keyPath">layer.cornerRadius</string>
                \t\t\t\t\t\t\t\t<integer value="8" key="value"/>
                \t\t\t\t\t\t\t</object>
                \t\t\t\t\t\t\t<object class="IBUserDefinedRuntimeAttribute">
                \t\t\t\t\t\t\t\t<string key="typeIdentifier">com.apple.InterfaceBuilder.userDefinedRuntimeAttributeType.string</string>
                \t\t\t\t\t\t\t\t<string key="keyPath">accessibilityIdentifier</string>
                \t\t\t\t\t\t\t\t<string key="value">card</string>
                \t\t\t\t\t\t\t</object>
                \t\t\t\t\t\t</array>
                \t\t\t\t\t</object>
                \t\t\t\t</object>
                \t\t\t</dictionary>
                """)
        let template = try Self.load(xml)
        let view = try Self.object("8", in: template)
        #expect(view.runtimeAttributes.map(\.key) == ["layer.cornerRadius", "accessibilityIdentifier"])
        #expect(view.runtimeAttributes.map { Self.text($0.value, in: template) } == ["8", "\"card\""])
        #expect(view.runtimeAttributes.first?.location == SourceLocation(file: "Old.xib", line: 39, column: 8))
        let graph = try template.instantiate(owner: DynamicObject(className: "NSObject"))
        #expect(graph.object(withUserLabel: "Card View") === graph.object(withID: "8"))
    }

    // MARK: Located errors

    @Test("a malformed archive is a located error naming the object, class and key")
    func locatedErrors() throws {
        let view = Self.touchPlaceholders + "\n\t\t\t<object class=\"IBUIView\" id=\"500\">\n"
        let end = "\n\t\t\t</object>"
        let cases: [(String, String)] = [
            (
                Self.archive(view + "\t\t\t\t<reference key=\"NSNextKeyView\" ref=\"999\"/>" + end),
                "Old.xib:13:5: error: the reference '999' names no element of the archive"
            ),
            (
                Self.archive(view + "\t\t\t\t<string type=\"base64-UTF8\" key=\"IBUIText\">R%%%</string>" + end),
                "Old.xib:13:5: error: the base64 text of <string> cannot be decoded"
            ),
            (
                Self.archive(view + "\t\t\t\t<widget key=\"IBUIText\">1</widget>" + end),
                "Old.xib:13:5: error: unknown value element <widget>"
            ),
            (
                Self.archive(view + "\t\t\t\t<int key=\"IBUITag\">seven</int>" + end),
                "Old.xib:13:5: error: 'seven' is not an integer"
            ),
            (
                Self.archive(view + "\t\t\t\t<bool key=\"IBUIOpaque\">maybe</bool>" + end),
                "Old.xib:13:5: error: 'maybe' is not a boolean; expected YES or NO"
            ),
            (
                Self.archive(view + "\t\t\t\t<array key=\"loop\" id=\"600\"><reference ref=\"600\"/></array>" + end),
                "Old.xib:13:32: error: the reference '600' is part of the value it names"
            ),
            (
                Self.archive(view + "\t\t\t\t<integer value=\"1\" key=\"a\" id=\"500\"/>" + end),
                "Old.xib:13:5: error: duplicate id '500'; it is first used at 12:4"
            ),
        ]
        for (xml, expected) in cases {
            let error = try #require(Self.failure(xml), "\(expected)")
            #expect(error.code == .invalidArchive)
            #expect(error.diagnostics.filter { $0.severity == .error }.map(\.description) == [expected])
        }
        let error = try #require(
            Self.failure(
                Self.archive(
                    view + "\t\t\t\t<int key=\"IBUITag\">x</int>" + end, container: Self.records([("6", "500")]))))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.objectID == "6")
        #expect(diagnostic.className == "UIView")
        #expect(diagnostic.key == "IBUITag")
    }

    @Test("the structure's errors: no RootObjects, a record of nothing, an event that is none, an object never created")
    func structuralErrors() throws {
        let missing = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1280</int>
            \t</data>
            </archive>
            """
        let noRoots = try #require(Self.failure(missing))
        #expect(noRoots.code == .invalidArchive)
        #expect(
            noRoots.diagnostics.map(\.description) == [
                "Old.xib:3:2: error: the archive has no IBDocument.RootObjects, the objects it holds"
            ])
        let dangling = try #require(
            Self.failure(Self.archive(Self.touchPlaceholders, container: Self.records([("5", "404")]))))
        #expect(
            dangling.diagnostics.map(\.description).contains(
                "Old.xib:24:7: error: the reference '404' names no element of the archive"))
        let event = Self.archive(
            Self.touchPlaceholders + "\n\t\t\t<object class=\"IBUIButton\" id=\"500\"/>",
            container: """
                \t\t\t<array key="connectionRecords"><object class="IBConnectionRecord">
                \t\t\t\t<object class="IBCocoaTouchEventConnection" key="connection">
                \t\t\t\t\t<string key="label">tap:</string>
                \t\t\t\t\t<reference key="source" ref="500"/>
                \t\t\t\t\t<reference key="destination" ref="372490531"/>
                \t\t\t\t\t<int key="IBEventType">99</int>
                \t\t\t\t</object>
                \t\t\t</object></array>
                """)
        Hostile.expect(
            Self.failure(event), .invalidArchive,
            ["Old.xib:20:6: error: IBEventType '99' of the action 'tap:' is no control event"])
        let outside = Self.archive(
            Self.touchPlaceholders,
            container: """
                \t\t\t<array key="connectionRecords"><object class="IBConnectionRecord">
                \t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
                \t\t\t\t\t<string key="label">view</string>
                \t\t\t\t\t<reference key="source" ref="372490531"/>
                \t\t\t\t\t<object class="IBUIView" key="destination" id="800"/>
                \t\t\t\t</object>
                \t\t\t</object></array>
                """)
        Hostile.expect(
            Self.failure(outside), .invalidArchive,
            [
                "Old.xib:18:6: error: '800' (IBUIView) is not among the objects of IBDocument.RootObjects, so it is never created"
            ])
        Hostile.expect(
            Self.failure(Self.archive(Self.touchPlaceholders, version: "6.00")), .unsupportedFormat,
            [
                "Old.xib:2:1: error: legacy Interface Builder archive version '6.00' is not supported; NibKit reads versions 7.x and 8.00"
            ])
    }

    @Test("an archive without IBDocument.Objects loads with a warning, its objects under their archive ids")
    func noRecords() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            \t<data>
            \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            \t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
            \(Self.touchPlaceholders)
            \t\t\t<object class="IBUIView" id="500"/>
            \t\t</object>
            \t</data>
            </archive>
            """
        let template = try Self.load(xml)
        #expect(
            template.warnings.map(\.description) == [
                "Old.xib:3:2: warning: the archive has no IBDocument.Objects, so no object ids, connections or custom classes; Cocoa's placeholders cannot be told from custom objects"
            ])
        #expect(template.objects.map(\.id) == ["372490531", "843779117", "500"])
        #expect(template.objects.map(\.role) == [.filesOwner, .firstResponder, .archived])
    }

    @Test("references that expand values past the bound are one error, not a hang")
    func expansionIsBounded() throws {
        var values = "\t\t\t\t<array key=\"v0\" id=\"v0\"><integer value=\"1\"/><integer value=\"2\"/></array>\n"
        for level in 1..<24 {
            values +=
                "\t\t\t\t<array key=\"v\(level)\" id=\"v\(level)\"><reference ref=\"v\(level - 1)\"/><reference ref=\"v\(level - 1)\"/></array>\n"
        }
        let xml = Self.archive(
            Self.touchPlaceholders + "\n\t\t\t<object class=\"IBUIView\" id=\"500\">\n" + values + "\t\t\t</object>")
        let error = try #require(Self.failure(xml))
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "Old.xib:1:1: error: the archive's references expand its values past 1048576 values"
            ])
    }

    @Test("strict reading makes an unknown connection class an error; lenient a warning")
    func unknownConnection() throws {
        let xml = Self.archive(
            Self.touchPlaceholders,
            container: """
                \t\t\t<array key="connectionRecords"><object class="IBConnectionRecord">
                \t\t\t\t<object class="IBFutureConnection" key="connection">
                \t\t\t\t\t<string key="label">x</string>
                \t\t\t\t\t<reference key="source" ref="372490531"/>
                \t\t\t\t\t<reference key="destination" ref="843779117"/>
                \t\t\t\t</object>
                \t\t\t</object></array>
                """)
        let lenient = try Self.load(xml)
        #expect(lenient.mode == .lenient)
        #expect(
            lenient.warnings.map(\.description) == [
                "Old.xib:15:5: warning: unknown connection class 'IBFutureConnection'; it is ignored"
            ])
        Hostile.expect(
            { () -> NibError? in
                do {
                    _ = try Self.load(xml, mode: .strict)
                    return nil
                } catch { return error as? NibError }
            }(), .invalidArchive, ["Old.xib:15:5: error: unknown connection class 'IBFutureConnection'"])
    }
}
