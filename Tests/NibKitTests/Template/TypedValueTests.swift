import Foundation
import NibKit
import Testing

/// A button whose properties have the types attribute text converts to:
/// strings, flags, integers of several widths, floating types, enumerations
/// and optionals.
private final class TypedButton: NibObject, NibKeyValueCoding {
    enum ContentMode: String {
        case scaleToFill, scaleAspectFit
    }

    enum Level: Int {
        case low = 1
        case high = 2
    }

    var text = ""
    var title: String?
    var tag = 0
    var alpha: CGFloat = 1
    var hidden = false
    var contentMode = ContentMode.scaleToFill
    var level: Level?
    var numberOfLines: Int?
    var badge: UInt8 = 0
    var scale: Float = 1
    var selectionNote = ""
    var anything: Any?

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("text", \TypedButton.text),
            KeyBinding("title", \TypedButton.title),
            KeyBinding("tag", \TypedButton.tag),
            KeyBinding("alpha", \TypedButton.alpha),
            KeyBinding("hidden", \TypedButton.hidden),
            KeyBinding("contentMode", \TypedButton.contentMode),
            KeyBinding("level", \TypedButton.level),
            KeyBinding("numberOfLines", \TypedButton.numberOfLines),
            KeyBinding("badge", \TypedButton.badge),
            KeyBinding("scale", \TypedButton.scale),
            // A key the table types as a flag, bound to a String: the binding decides.
            KeyBinding("selected", \TypedButton.selectionNote),
            KeyBinding("anything", \TypedButton.anything),
        ]
    }
}

@Suite("Interface Builder attributes typed by what receives them")
struct TypedValueTests {
    static let registry: ClassRegistry = {
        var registry = ClassRegistry()
        registry.register(TypedButton.self, as: "UIButton")
        return registry
    }()

    /// An iOS xib whose `<objects>` hold `body`, which starts on line 8.
    static func xib(_ body: String) -> String {
        IB.iOSHeader + "\n    <objects>\n" + body + "\n    </objects>\n</document>\n"
    }

    private func button(_ attributes: String, mode: ReadingMode? = nil) throws -> TypedButton {
        let xml = Self.xib(#"        <button id="xyz" "# + attributes + "/>")
        let graph = try IB.template(xml: xml, registry: Self.registry, mode: mode).instantiate()
        return try #require(graph.object(withID: "xyz") as? TypedButton)
    }

    private func dynamicValues(_ attributes: String) throws -> [String: Any] {
        let xml = Self.xib(#"        <button id="xyz" "# + attributes + "/>")
        let graph = try IB.template(xml: xml, registry: .dynamic).instantiate()
        return try #require(graph.object(withID: "xyz") as? DynamicObject).values.compactMapValues { $0 }
    }

    private func failure(_ attributes: String, mode: ReadingMode? = nil) -> NibError? {
        NibKitTests.failure {
            _ = try IB.template(
                xml: Self.xib(#"        <button id="xyz" "# + attributes + "/>"), registry: Self.registry, mode: mode)
        }
    }

    @Test("text that looks like a number or a flag stays text, for a String and for a dynamic object")
    func textStaysText() throws {
        let button = try button(#"text="007" title="YES""#)
        #expect(button.text == "007" && button.title == "YES")
        #expect(try self.button(#"text="1e3""#).text == "1e3")
        let values = try dynamicValues(#"text="007" title="YES" placeholder="1e3" identifier="42""#)
        #expect(values["text"] as? String == "007")
        #expect(values["title"] as? String == "YES")
        #expect(values["placeholder"] as? String == "1e3")
        #expect(values["identifier"] as? String == "42")
    }

    @Test(
        "the binding's type decides: integers, floating types, flags, enumerations and optionals",
        arguments: [ReadingMode.lenient, .strict])
    func boundTypes(mode: ReadingMode) throws {
        let button = try button(
            #"tag="7" alpha="0.5" hidden="YES" contentMode="scaleAspectFit" level="2" numberOfLines="3" badge="255" scale="1e3""#,
            mode: mode)
        #expect(button.tag == 7)
        #expect(button.alpha == 0.5)
        #expect(button.hidden)
        #expect(button.contentMode == .scaleAspectFit)
        #expect(button.level == .high)
        #expect(button.numberOfLines == 3)
        #expect(button.badge == 255)
        #expect(button.scale == 1000)
        #expect(try self.button(#"hidden="true" alpha="1" tag="+7""#, mode: mode).hidden)
        #expect(try self.button(#"alpha="1""#, mode: mode).alpha == 1)
        #expect(try self.button(#"tag="-007""#, mode: mode).tag == -7)
    }

    @Test("a key the table types, bound to a String, is the text; bound to Any, the table's value")
    func tableKeyBoundElsewhere() throws {
        #expect(try button(#"selected="YES""#).selectionNote == "YES")
        #expect(try button(#"anything="7""#).anything as? String == "7")
    }

    @Test("the table types the keys no binding types: dynamic objects and generic dictionaries")
    func tableForDynamicObjects() throws {
        let values = try dynamicValues(
            #"tag="7" alpha="0.5" hidden="YES" opaque="NO" constant="8" horizontalHuggingPriority="251" multiplier="16:9" numberOfLines="007" contentMode="scaleToFill""#
        )
        #expect(values["tag"] as? Int == 7)
        #expect(values["alpha"] as? Double == 0.5)
        #expect(values["hidden"] as? Bool == true)
        #expect(values["opaque"] as? Bool == false)
        #expect(values["constant"] as? Int == 8)
        #expect(values["horizontalHuggingPriority"] as? Int == 251)
        #expect(values["multiplier"] as? String == "16:9", "Interface Builder writes ratios too")
        #expect(values["numberOfLines"] as? Int == 7)
        #expect(values["contentMode"] as? String == "scaleToFill")
        // Text the table's type cannot read stays text.
        #expect(try dynamicValues(#"tag="abc""#)["tag"] as? String == "abc")

        let xml = Self.xib(
            #"        <button id="xyz"><behavior key="behavior" pushIn="YES" title="NO" tag="3"/></button>"#)
        let graph = try IB.template(xml: xml, registry: .dynamic).instantiate()
        let behavior = try #require(
            (graph.object(withID: "xyz") as? DynamicObject)?.values["behavior"] as? [String: Any])
        #expect(behavior["pushIn"] as? Bool == true)
        #expect(behavior["title"] as? String == "NO")
        #expect(behavior["tag"] as? Int == 3)
    }

    @Test(
        "text that is no value of the binding's type is a located template error",
        arguments: [ReadingMode.lenient, .strict])
    func invalidText(mode: ReadingMode) throws {
        let error = try #require(failure(#"tag="abc""#, mode: mode))
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.xib:8:9: error: 'abc' is not a valid Int for the key 'tag' of UIButton 'xyz'"
            ])
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "Fixture.xib", line: 8, column: 9))
        #expect(diagnostic.objectID == "xyz" && diagnostic.className == "UIButton" && diagnostic.key == "tag")
    }

    @Test("every kind of mismatch names the text and the type, and all are reported together")
    func mismatches() throws {
        let error = try #require(
            failure(
                #"tag="7.5" alpha="wide" hidden="1" contentMode="stretch" level="3" numberOfLines="" badge="256" scale="1e39""#
            ))
        #expect(
            error.diagnostics.map(\.message) == [
                "'7.5' is not a valid Int for the key 'tag' of UIButton 'xyz'",
                "'wide' is not a valid CGFloat for the key 'alpha' of UIButton 'xyz'",
                "'1' is not a valid Bool for the key 'hidden' of UIButton 'xyz'",
                "'stretch' is not a valid ContentMode for the key 'contentMode' of UIButton 'xyz'",
                "'3' is not a valid Level for the key 'level' of UIButton 'xyz'",
                "'' is not a valid Int for the key 'numberOfLines' of UIButton 'xyz'",
                "'256' is not a valid UInt8 for the key 'badge' of UIButton 'xyz'",
                "'1e39' is not a valid Float for the key 'scale' of UIButton 'xyz'",
            ])
    }

    @Test(
        "NibKit's format types a value by its element: a <string> that looks like a number stays a string, and fills an enumeration"
    )
    func nibArchiveElements() throws {
        let archive = """
            <nib version="1">
              <object id="xyz" class="UIButton">
                <string key="text">007</string>
                <string key="title">YES</string>
                <string key="contentMode">scaleAspectFit</string>
                <integer key="level" value="1"/>
              </object>
            </nib>
            """
        let template = try NibTemplate(data: Data(archive.utf8), path: "T.nibxml", registry: Self.registry)
        let button = try #require(try template.instantiate().object(withID: "xyz") as? TypedButton)
        #expect(button.text == "007" && button.title == "YES")
        #expect(button.contentMode == .scaleAspectFit && button.level == .low)
        let dynamic = try NibTemplate(data: Data(archive.utf8), path: "T.nibxml", registry: .dynamic)
        let values = try #require(try dynamic.instantiate().object(withID: "xyz") as? DynamicObject).values
            .compactMapValues { $0 }
        #expect(values["text"] as? String == "007")
    }

    @Test("exported strings are attribute text as written; a constraint's placeholder flag is not text")
    func exportedStrings() throws {
        let xml = Self.xib(
            #"        <label id="l" text="YES" title="1.50"><constraints><constraint firstAttribute="width" constant="24" placeholder="YES" id="c"/></constraints></label>"#
        )
        let entries = try IB.template(xml: xml, registry: .dynamic).localizableStrings()
        #expect(entries.map(\.key) == ["l.text", "l.title"])
        #expect(entries.map(\.value) == ["YES", "1.50"])
    }

    @Test("a compiled template keeps the typed values")
    func compiledRoundTrip() throws {
        let xml = Self.xib(
            #"        <button id="xyz" text="007" tag="7" alpha="0.5" hidden="YES" contentMode="scaleAspectFit" level="1"/>"#
        )
        let source = try IB.template(xml: xml, registry: Self.registry)
        let compiled = try NibTemplate(
            data: source.compiledData(), path: "Fixture.nibc", registry: Self.registry,
            resources: InMemoryResourceProvider())
        let button = try #require(try compiled.instantiate().object(withID: "xyz") as? TypedButton)
        #expect(button.text == "007" && button.tag == 7 && button.alpha == 0.5 && button.hidden)
        #expect(button.contentMode == .scaleAspectFit && button.level == .low)
    }

    @Test("a template compiled with stand-in classes types its attributes again for the classes it is bound to")
    func compiledRebinding() throws {
        let xml = Self.xib(
            #"        <button id="xyz" text="007" tag="7" alpha="0.5" hidden="YES" contentMode="scaleAspectFit" level="2" badge="9" selected="YES"/>"#
        )
        let data = try IB.template(xml: xml, registry: .dynamic).compiledData()
        let bound = try NibTemplate(
            data: data, path: "Fixture.nibc", registry: Self.registry, resources: InMemoryResourceProvider())
        let button = try #require(try bound.instantiate().object(withID: "xyz") as? TypedButton)
        #expect(button.text == "007" && button.tag == 7 && button.alpha == 0.5 && button.hidden)
        #expect(button.contentMode == .scaleAspectFit && button.level == .high && button.badge == 9)
        #expect(button.selectionNote == "YES")
        // The same checks as the source's, located in the source and said to come through the compiled file.
        let wrong = try IB.template(xml: Self.xib(#"        <button id="xyz" tag="abc"/>"#), registry: .dynamic)
            .compiledData()
        #expect {
            _ = try NibTemplate(
                data: wrong, path: "Fixture.nibc", registry: Self.registry, resources: InMemoryResourceProvider())
        } throws: { error in
            (error as? NibError)?.diagnostics.map(\.description) == [
                "Fixture.xib:8:9: error: 'abc' is not a valid Int for the key 'tag' of UIButton 'xyz' (compiled into Fixture.nibc)"
            ]
        }
    }

    @Test("nibtool dump shows the table's flags and numbers, and the text of everything else")
    func dump() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Typed.xib").path
        // A custom class, so the label is a stand-in that keeps every key, `title` too.
        let element =
            #"<label id="l" customClass="TypedLabel" text="007" title="YES" tag="7" hidden="YES" alpha="0.5"/>"#
        try Data(Self.xib("        " + element).utf8)
            .write(to: URL(fileURLWithPath: path))
        let run = try nibtool("dump", path, "--json")
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let objects = try #require(root["objects"] as? [[String: Any]])
        let label = try #require(objects.first { $0["id"] as? String == "l" }?["properties"] as? [String: Any])
        #expect(label["text"] as? String == "007")
        #expect(label["title"] as? String == "YES")
        #expect(label["tag"] as? Int == 7)
        #expect(label["hidden"] as? Bool == true)
        #expect(label["alpha"] as? Double == 0.5)
    }
}
