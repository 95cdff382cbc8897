import Foundation
import FoundationXML
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Keeps Docs/NibArchive.rng and NibKit's parser honest with each other:
/// every example passes both, every structural mistake fails both.
///
/// Serialized because libxml2 2.9 sets up its RELAX NG and XML Schema type
/// tables lazily, without a lock, the first time a schema is parsed.
@Suite("The RELAX NG schema of the archive format", .serialized)
struct SchemaTests {
    static var packageRoot: URL { TestPackage.root }

    static let schemaURL = packageRoot.appendingPathComponent("Docs/NibArchive.rng")

    static var validator: RelaxNGValidator {
        get throws { RelaxNGValidator(schema: try Data(contentsOf: schemaURL)) }
    }

    /// Every example archive, by file name.
    static let examples: [String] = {
        let folder = packageRoot.appendingPathComponent("ExampleNibs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".nibxml") }.sorted()
    }()

    /// Examples that are schema-invalid on purpose, with the line of their
    /// one violation and a word its message contains.
    static let schemaInvalidExamples: [String: (line: Int, mentions: String)] = [
        // The misspelled control event; its other faults are semantic.
        "Broken.nibxml": (27, "event")
    ]

    /// The `id` attributes of an archive, read with FoundationXML.
    static func ids(in data: Data) throws -> Set<String> {
        let document = try XMLDocument(data: data)
        let nodes = try document.nodes(forXPath: "//*[@id]").compactMap { $0 as? XMLElement }
        return Set(nodes.compactMap { $0.attribute(forName: "id")?.stringValue })
    }

    static func example(_ name: String) throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("ExampleNibs").appendingPathComponent(name))
    }

    @Test("the schema compiles with libxml2")
    func schemaCompiles() throws {
        let violations = try Self.validator.violations(in: Data(#"<nib version="1"/>"#.utf8))
        #expect(violations == [])
    }

    @Test("the examples folder holds the archives the tests expect")
    func examplesFound() {
        #expect(
            Self.examples == [
                "Broken.nibxml", "CustomObjects.nibxml", "LoginForm.nibxml", "MainWindow.nibxml", "Terminal.nibxml",
            ])
        #expect(Set(Self.schemaInvalidExamples.keys).isSubset(of: Self.examples))
    }

    @Test("every example archive is schema-valid, except the ones broken on purpose", arguments: examples)
    func exampleValidates(name: String) throws {
        let violations = try Self.validator.violations(in: Self.example(name))
        if let expected = Self.schemaInvalidExamples[name] {
            #expect(violations.count == 1, "\(violations)")
            let violation = try #require(violations.first)
            #expect(violation.line == expected.line)
            #expect(violation.message.contains(expected.mentions), "\(violation.message)")
        } else {
            #expect(violations == [])
        }
    }

    @Test("every schema-valid example is accepted by NibKit's parser and validator", arguments: examples)
    func schemaValidExampleLoads(name: String) throws {
        let data = try Self.example(name)
        guard try Self.validator.violations(in: data).isEmpty else { return }
        let template = try NibTemplate(data: data, path: name, registry: .dynamic)
        // Every element with an id is an object of the template.
        let ids = try Self.ids(in: data)
        #expect(Set(template.objects.map(\.id)) == ids)
    }

    @Test("Broken.nibxml's other faults are semantic: the schema passes them, NibKit reports them")
    func brokenSemanticFaults() throws {
        let data = try Self.example("Broken.nibxml")
        let error = try #require(throws: NibError.self) {
            try NibTemplate(data: data, path: "Broken.nibxml", registry: .dynamic)
        }
        #expect(error.code == .invalidArchive)
        let found = error.diagnostics.map { "\($0.location.line):\($0.location.column)" }
        #expect(found.sorted() == ["25:5", "27:7", "30:3"])
        #expect(error.diagnostics.contains { $0.message.contains("duplicate object id 'button'") })
        #expect(error.diagnostics.contains { $0.message.contains("'missingView' names no object") })
        #expect(error.diagnostics.contains { $0.message.contains("unknown control event 'tuchUpInside'") })
    }

    @Test("the schema's control events are exactly Control.Event.all, in order")
    func eventNamesMatch() throws {
        let schema = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        let start = try #require(schema.range(of: #"<define name="controlEvent">"#))
        let end = try #require(schema.range(of: "</define>", range: start.upperBound..<schema.endIndex))
        let names = schema[start.upperBound..<end.lowerBound]
            .components(separatedBy: "</value>")
            .dropLast()
            .compactMap { $0.components(separatedBy: ">").last }
        #expect(names == Control.Event.all.map(\.rawValue))
    }

    // MARK: Inline fixtures

    /// A schema-valid archive that uses every element and attribute.
    static let everything = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- comments are allowed anywhere -->
        <nib version="1">
          <filesOwner id="owner" class="Controller">
            <connections>
              <outlet property="view" destination="root"/>
              <outletCollection property="fields" destination="first"/>
              <outletCollection property="fields" destination="second"/>
            </connections>
          </filesOwner>
          <firstResponder id="firstResponder"/>
          <externalObject id="delegate" identifier="AppDelegate" class="AppDelegate">
            <connections/>
          </externalObject>
          <object id="root" class="View" visibleAtLaunch="false">
            <string key="title">Hello <!-- split --> world</string>
            <string key="empty"/>
            <integer key="tag" value="-9223372036854775808"/>
            <real key="alpha" value=".5e0"/>
            <bool key="hidden" value="false"/>
            <point key="origin" x="+1" y="-2.5"/>
            <size key="size" width="1E3" height="0"/>
            <rect key="frame" x="0" y="0" width="320" height="480"/>
            <color key="tint" red="0" green="0.5" blue="1"/>
            <color key="shadow" red="0" green="0" blue="0" alpha="0.25"/>
            <nil key="hint"/>
            <reference key="owner" ref="owner"/>
            <image key="icon" name="logo"/>
            <sound key="click" name="click.wav"/>
            <image key="pressed" name="Tom &amp; Jerry &#233;.png"/>
            <array key="subviews">
              <object id="first" class="TextField"/>
              <customObject id="second" class="TextField"/>
              <string>plain</string>
              <array><integer value="1"/></array>
              <dictionary><bool key="flag" value="true"/></dictionary>
            </array>
            <dictionary key="info">
              <string key="">an empty key is still a key</string>
              <object key="nested" id="button" class="Button">
                <connections>
                  <action selector="go:" target="owner" event="touchUpInside"/>
                  <action selector="back:" target="firstResponder"/>
                  <action selector="help:" event="editingDidEndOnExit"/>
                </connections>
              </object>
            </dictionary>
            <customObject key="formatter" id="formatter" class="Formatter"/>
            <connections>
              <outlet property="delegate" destination="delegate"/>
            </connections>
          </object>
          <customObject id="model" class="Model">
            <real key="value" value="1.7976931348623157E308"/>
          </customObject>
        </nib>
        """

    @Test("an archive using every element is valid for the schema and for NibKit")
    func everythingValidates() throws {
        let data = Data(Self.everything.utf8)
        #expect(try Self.validator.violations(in: data) == [])
        let template = try NibTemplate(data: data, path: "Everything.nibxml", registry: .dynamic)
        #expect(
            template.objects.map(\.id) == [
                "owner", "firstResponder", "delegate", "root", "first", "second", "button", "formatter", "model",
            ])
        #expect(template.connections.count == 7)
        #expect(template.resources.map(\.name) == ["logo", "click.wav", "Tom & Jerry é.png"])
    }

    /// One structural mistake per fixture, on line 3, that both the schema
    /// and the parser refuse.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var line: String
        /// A word the libxml2 message contains.
        var mentions: String

        var testDescription: String { name }

        var archive: String {
            """
            <nib version="1">
              <object id="root" class="View">
                \(line)
              </object>
            </nib>
            """
        }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "unknown attribute", line: #"<string key="title" font="Helvetica">Hi</string>"#, mentions: "font"),
        Mistake(name: "bool spelled YES", line: #"<bool key="hidden" value="YES"/>"#, mentions: "bool"),
        Mistake(
            name: "nested object without a key", line: #"<object id="child" class="View"/>"#, mentions: "object"),
        Mistake(
            name: "color component 2", line: #"<color key="tint" red="2" green="0" blue="0"/>"#, mentions: "color"),
        Mistake(name: "unknown element", line: #"<float key="alpha" value="1"/>"#, mentions: "float"),
        Mistake(name: "real that is not finite", line: #"<real key="alpha" value="INF"/>"#, mentions: "real"),
        Mistake(name: "real that overflows a Double", line: #"<real key="alpha" value="1e400"/>"#, mentions: "real"),
        Mistake(
            name: "integer beyond 64 bits", line: #"<integer key="tag" value="9223372036854775808"/>"#,
            mentions: "9223372036854775808"),
        Mistake(name: "integer with spaces", line: #"<integer key="tag" value=" 7"/>"#, mentions: "integer"),
        Mistake(name: "array item with a key", line: #"<array key="items"><nil key="x"/></array>"#, mentions: "key"),
        Mistake(
            name: "dictionary entry without a key", line: #"<dictionary key="info"><nil/></dictionary>"#,
            mentions: "nil"),
        Mistake(name: "empty reference", line: #"<reference key="owner" ref=""/>"#, mentions: "reference"),
        Mistake(name: "rect missing its height", line: #"<rect key="frame" x="0" y="0" width="1"/>"#, mentions: "rect"),
        Mistake(
            name: "outlet without a destination", line: #"<connections><outlet property="view"/></connections>"#,
            mentions: "outlet"),
    ]

    @Test(
        "a structural mistake is a schema violation on its line, and NibKit's parser refuses it too",
        arguments: mistakes)
    func mistakeIsRefused(mistake: Mistake) throws {
        let data = Data(mistake.archive.utf8)
        let violations = try Self.validator.violations(in: data)
        #expect(!violations.isEmpty)
        #expect(violations.contains { $0.line == 3 && $0.message.contains(mistake.mentions) }, "\(violations)")

        let error = try #require(throws: NibError.self) {
            try NibTemplate(data: data, path: "Mistake.nibxml", registry: .dynamic)
        }
        #expect(error.code == .invalidArchive)
        #expect(error.diagnostics.contains { $0.location.line == 3 }, "\(error.diagnostics)")
    }

    @Test("text outside <string>, which the parser ignores, is a schema violation")
    func strayText() throws {
        let archive = """
            <nib version="1">
              <object id="root" class="View">
                <integer key="tag" value="7">seven</integer>
              </object>
            </nib>
            """
        let violations = try Self.validator.violations(in: Data(archive.utf8))
        #expect(violations.contains { $0.line == 3 && $0.message.contains("integer") }, "\(violations)")
    }

    @Test("First Responder has no content and a top-level object has no key")
    func placementRules() throws {
        let archive = """
            <nib version="1">
              <firstResponder id="firstResponder">
                <connections><outlet property="view" destination="root"/></connections>
              </firstResponder>
              <object key="main" id="root" class="View"/>
            </nib>
            """
        let violations = try Self.validator.violations(in: Data(archive.utf8))
        #expect(violations.contains { $0.line == 3 }, "\(violations)")
        #expect(violations.contains { $0.line == 5 && $0.message.contains("key") }, "\(violations)")
    }
}
