import Foundation
import Testing

@testable import NibKitCore
@testable import NibKitLoader

/// The archive text as a document, or the error reading it.
private func read(_ text: String, path: String = "Fixture.nibxml", mode: ReadingMode? = nil) throws(NibError)
    -> NibDocument
{
    try DocumentReader.read(Data(text.utf8), path: path, mode: mode)
}

/// The error reading `text`; nil when it reads.
private func failure(_ text: String, path: String = "Fixture.nibxml", mode: ReadingMode? = nil) -> NibError? {
    NibKitTests.failure { _ = try read(text, path: path, mode: mode) }
}

/// Where a located value of the document stands, as `line:column`.
private func place(_ location: DocumentLocation) -> String { "\(location.line):\(location.column)" }

/// The first nested object of an array value.
private func firstNested(in value: DocumentValue) -> DocumentObject? {
    guard case .array(let items) = value, let first = items.first, case .object(let object) = first else { return nil }
    return object
}

/// The Document stage: `DocumentReader` picks the parser by the root element
/// and gives back a `NibDocument` of plain values: placeholders, top-level
/// objects with nested ones in their values, properties as `DocumentValue`
/// cases, connections, scenes, every element located.
@Suite("The Document stage: archive text to a NibDocument")
struct DocumentReaderTests {
    static let archive = """
        <nib version="1">
          <filesOwner id="owner" class="LoginController">
            <connections>
              <outlet property="view" destination="form"/>
              <outletCollection property="fields" destination="name"/>
            </connections>
          </filesOwner>
          <firstResponder id="first"/>
          <externalObject id="ext" identifier="Session" class="AppDelegate"/>
          <object id="form" class="View" visibleAtLaunch="true">
            <rect key="frame" x="0" y="0" width="320" height="240"/>
            <array key="subviews">
              <object id="name" class="TextField">
                <string key="placeholder">Name</string>
              </object>
              <reference ref="owner"/>
            </array>
            <connections>
              <action selector="login:" target="owner" event="touchUpInside"/>
              <action selector="cancel:"/>
            </connections>
          </object>
          <customObject id="converter" class="TemperatureConverter">
            <integer key="count" value="7"/>
            <real key="factor" value="0.5"/>
            <bool key="on" value="false"/>
            <point key="origin" x="1" y="2"/>
            <size key="size" width="3" height="4"/>
            <color key="tint" red="1" green="0" blue="0.5"/>
            <nil key="nothing"/>
            <image key="picture" name="logo.png"/>
            <sound key="click" name="click.wav"/>
            <dictionary key="limits">
              <integer key="low" value="-40"/>
              <reference key="owner" ref="owner"/>
            </dictionary>
          </customObject>
        </nib>
        """

    // MARK: NibKit's own format

    @Test("a nibxml archive: placeholders in document order with their roles, classes and connections")
    func archivePlaceholders() throws {
        let document = try read(Self.archive)
        #expect(document.format == .nibArchive)
        #expect(document.platform == .iOS)
        #expect(document.path == "Fixture.nibxml")
        #expect(document.placeholders.map(\.id) == ["owner", "first", "ext"])
        #expect(document.placeholders.map(\.role) == [.filesOwner, .firstResponder, .external(identifier: "Session")])
        #expect(document.placeholders.map(\.className) == ["LoginController", nil, "AppDelegate"])
        #expect(document.placeholders.map { place($0.location) } == ["2:3", "8:3", "9:3"])
        let owner = document.placeholders[0]
        #expect(owner.connections.map(ModelText.text) == ["outlet view→form", "collection fields→name"])
        #expect(owner.connections.map { place($0.location) } == ["4:7", "5:7"])
        #expect(owner.properties.isEmpty && document.placeholders[1].connections.isEmpty)
    }

    @Test("a nibxml archive: top-level objects only, nested objects inside their parents' values")
    func archiveObjects() throws {
        let document = try read(Self.archive)
        #expect(document.objects.map(\.id) == ["form", "converter"])
        #expect(document.objects.map(\.role) == [.archived, .custom])
        #expect(document.objects.map(\.isVisibleAtLaunch) == [true, false])
        #expect(document.objects.map { place($0.location) } == ["10:3", "23:3"])
        // Six objects and placeholders, the nested text field included: the template's tables are made at this size.
        #expect(document.objectCount == 6)
        let form = document.objects[0]
        #expect(
            ModelText.properties(of: form) == [
                "frame=rect(0 0 320 240)", "subviews=[object(name: TextField), ref(owner)]",
            ])
        #expect(form.properties.map { place($0.location) } == ["11:5", "12:5"])
        #expect(form.connections.map(ModelText.text) == ["action login:→owner@touchUpInside", "action cancel:→nil"])
        let nested = try #require(firstNested(in: form.properties[1].value))
        #expect(nested.role == .archived && place(nested.location) == "13:7")
        #expect(ModelText.properties(of: nested) == [#"placeholder="Name""#])
    }

    @Test("a nibxml archive: every value element is its DocumentValue case, located at its element")
    func archiveValues() throws {
        let converter = try read(Self.archive).objects[1]
        #expect(
            ModelText.properties(of: converter) == [
                "count=7", "factor=0.5", "on=false", "origin=point(1 2)", "size=size(3 4)",
                "tint=color(rgba(1.0, 0.0, 0.5, 1.0))", "nothing=nil", "picture=image(logo.png)",
                "click=sound(click.wav)", "limits={low: -40, owner: ref(owner)}",
            ])
        #expect(converter.properties.map(\.location.line) == Array(24...33))
        // Plain data is read straight into the template's values; references and resources are the document's own cases.
        #expect(
            converter.properties.map(\.value.isPlain) == [
                true, true, true, true, true, true, true, false, false, false,
            ])
        guard case .dictionary(let entries) = converter.properties[9].value,
            case .reference(_, let location) = entries[1].value
        else {
            Issue.record("limits is not a dictionary holding a reference")
            return
        }
        #expect(place(location) == "35:7")
    }

    @Test("a nibxml archive is strict by default: an unknown value element is an error naming its key, at its element")
    func archiveStrictByDefault() throws {
        let text = """
            <nib version="1">
              <object id="a" class="View">
                <widget key="gadget"/>
              </object>
            </nib>
            """
        let error = try #require(failure(text))
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.nibxml:3:5: error: unknown element <widget>; expected a value such as <string>, <integer> or <object>"
            ])
        #expect(error.diagnostics.first?.key == "gadget")
        // Read leniently, the same element is a warning kept with the document, and the value is left out.
        let lenient = try read(text, mode: .lenient)
        #expect(lenient.objects.first?.properties.isEmpty == true)
        #expect(
            lenient.warnings.map(\.description) == [
                "Fixture.nibxml:3:5: warning: unknown element <widget>; expected a value such as <string>, <integer> or <object>; it is ignored"
            ])
    }

    @Test("every problem of a nibxml archive is collected and sorted by location, not just the first")
    func archiveCollectsProblems() throws {
        let error = try #require(
            failure(
                """
                <nib version="1">
                  <object id="a" class="View">
                    <integer key="count" value="seven"/>
                  </object>
                  <object id="b" class="View">
                    <string>no key</string>
                  </object>
                </nib>
                """))
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.nibxml:3:5: error: 'seven' is not an integer",
                "Fixture.nibxml:6:5: error: <string> inside <object> needs a key naming the property it sets",
            ])
        #expect(error.diagnostics.first?.key == "count")
    }

    // MARK: Interface Builder documents

    static let iOSDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
                    <connections>
                        <outlet property="view" destination="card" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <placeholder placeholderIdentifier="Session" id="s1"/>
                <view contentMode="scaleToFill" id="card" userLabel="Card" customClass="CardView" customModule="Demo">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <label text="Hello" hidden="YES" tag="3" id="title"/>
                    </subviews>
                    <nil key="backgroundColor"/>
                </view>
                <button id="go">
                    <connections>
                        <action selector="login:" destination="-1" eventType="touchUpInside" id="a1"/>
                        <action selector="cancel:" destination="-2" eventType="touchUpInside" id="a2"/>
                    </connections>
                </button>
            </objects>
        </document>
        """

    @Test("an iOS xib: placeholders by identifier, classes from customClass and customModule or the element name")
    func iOSDocumentObjects() throws {
        let document = try read(Self.iOSDocument, path: "Card.xib")
        #expect(document.format == .xib && document.platform == .iOS)
        #expect(document.placeholders.map(\.id) == ["-1", "-2", "s1"])
        #expect(document.placeholders.map(\.role) == [.filesOwner, .firstResponder, .external(identifier: "Session")])
        #expect(document.placeholders.map(\.className) == ["LoginController", "UIResponder", nil])
        #expect(document.objects.map(\.id) == ["card", "go"])
        #expect(document.objects.map(\.className) == ["Demo.CardView", "UIButton"])
        #expect(document.objects.map { place($0.location) } == ["11:9", "18:9"])
        #expect(document.userLabels == ["-1": "File's Owner", "card": "Card"])
        #expect(document.objectCount == 6)
        #expect(document.warnings.isEmpty)
    }

    @Test("an iOS xib: keyed elements are typed values, containers arrays, attributes untyped text after them")
    func iOSDocumentValues() throws {
        let card = try read(Self.iOSDocument, path: "Card.xib").objects[0]
        // Metadata attributes (id, userLabel, customClass, customModule) are no properties.
        #expect(
            ModelText.properties(of: card) == [
                "frame=rect(0 0 320 80)", "subviews=[object(title: UILabel)]", "backgroundColor=nil",
                #"contentMode=text("scaleToFill")"#,
            ])
        let label = try #require(firstNested(in: card.properties[1].value))
        // Text of an attribute the attribute table types, written as Interface Builder spells it, is kept as its value.
        #expect(ModelText.properties(of: label) == [#"text=text("Hello")"#, "hidden=text(true)", "tag=text(3)"])
        #expect(place(label.location) == "14:17")
    }

    @Test("an iOS xib: actions name their target as destination, with the event; outlets keep their property")
    func iOSDocumentConnections() throws {
        let document = try read(Self.iOSDocument, path: "Card.xib")
        #expect(document.placeholders[0].connections.map(ModelText.text) == ["outlet view→card"])
        #expect(
            document.objects[1].connections.map(ModelText.text) == [
                "action login:→-1@touchUpInside", "action cancel:→-2@touchUpInside",
            ])
        #expect(document.objects[1].connections.map { place($0.location) } == ["20:17", "21:17"])
        let statistics = try #require(document.statistics)
        #expect(statistics.placeholders == 3 && statistics.objects == 3 && statistics.topLevel == 2)
        #expect(statistics.outlets == 1 && statistics.actions == 2)
    }

    @Test("an Interface Builder document is lenient by default; read strictly, an element without an id is an error")
    func interfaceBuilderModes() throws {
        let text = Self.iOSDocument.replacingOccurrences(
            of: "        <button id=\"go\">", with: "        <note/>\n        <button id=\"go\">")
        let lenient = try read(text, path: "Card.xib")
        #expect(
            lenient.warnings.map(\.description) == [
                "Card.xib:18:9: warning: <note> in <objects> has no id, so it is not an object; it is ignored"
            ])
        #expect(lenient.objects.map(\.id) == ["card", "go"])
        let strict = try #require(failure(text, path: "Card.xib", mode: .strict))
        #expect(strict.code == .invalidArchive)
        #expect(
            strict.diagnostics.map(\.description) == [
                "Card.xib:18:9: error: <note> in <objects> has no id, so it is not an object"
            ])
    }

    @Test("a macOS xib: Cocoa's numbered custom objects are File's Owner, First Responder and the Application")
    func cocoaDocument() throws {
        let document = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customObject id="delegate" customClass="AppDelegate"/>
                    <window title="Main" id="w1"/>
                    <window title="Hidden" visibleAtLaunch="NO" id="w2"/>
                </objects>
            </document>
            """, path: "MainMenu.xib")
        #expect(document.format == .xib && document.platform == .macOS)
        #expect(document.placeholders.map(\.role) == [.filesOwner, .firstResponder, .application])
        #expect(document.objects.map(\.id) == ["delegate", "w1", "w2"])
        #expect(document.objects.map(\.role) == [.custom, .archived, .archived])
        #expect(document.objects.map(\.className) == ["AppDelegate", "NSWindow", "NSWindow"])
        // AppKit shows a window unless it says NO.
        #expect(document.objects.map(\.isVisibleAtLaunch) == [false, true, false])
    }

    @Test("a storyboard: scenes with their placeholders, objects and view controller; segues; the initial controller")
    func storyboardScenes() throws {
        let document = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="list">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="detail" kind="show" identifier="open" id="g1"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f2" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, path: "Main.storyboard")
        #expect(document.format == .storyboard && document.platform == .iOS)
        #expect(document.initialViewControllerID == "list")
        #expect(document.scenes.map(\.id) == ["s1", "s2"])
        #expect(document.scenes.map { place($0.location) } == ["4:9", "14:9"])
        #expect(document.scenes.map { document.placeholders[$0.placeholders].map(\.id) } == [["f1"], ["f2"]])
        #expect(document.scenes.map { document.objects[$0.objects].map(\.id) } == [["list"], ["detail"]])
        #expect(document.scenes.map(\.viewControllerID) == ["list", "detail"])
        #expect(document.scenes.map(\.storyboardIdentifier) == ["List", nil])
        // The scenes' placeholders and objects are the document's, in scene order.
        #expect(document.placeholders.map(\.id) == ["f1", "f2"])
        #expect(document.objects.map(\.className) == ["UIViewController", "DetailViewController"])
        #expect(document.objects[0].connections.map(ModelText.text) == ["segue show→detail 'open'"])
    }

    // MARK: What is not an archive

    @Test("a root element of no archive format is refused at the root, naming the formats read")
    func unknownRoot() throws {
        let error = try #require(failure("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>", path: "Info.nibxml"))
        #expect(error.code == .unsupportedFormat)
        #expect(
            error.diagnostics.map(\.description) == [
                #"Info.nibxml:2:1: error: <plist> is not an archive NibKit reads; expected <nib version="1">, an Interface Builder <document> or a legacy Interface Builder <archive>"#
            ])
    }

    @Test(
        "a legacy Interface Builder <archive> of a version NibKit does not read is refused at the archive, naming the version"
    )
    func legacyArchive() throws {
        let error = try #require(
            failure(#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="6.00"/>"#, path: "Old.xib"))
        #expect(error.code == .unsupportedFormat)
        #expect(
            error.diagnostics.map(\.description) == [
                "Old.xib:1:1: error: legacy Interface Builder archive version '6.00' is not supported; NibKit reads versions 7.x and 8.00"
            ])
    }

    @Test("XML that does not parse is malformedXML, located where libxml2 stopped")
    func malformedXML() throws {
        let error = try #require(failure("<nib version=\"1\">\n  <object id=\"a\" class=\"View\">\n</nib>\n"))
        #expect(error.code == .malformedXML)
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.location.file == "Fixture.nibxml")
        #expect(error.diagnostics.first?.location.line == 3)
    }
}
