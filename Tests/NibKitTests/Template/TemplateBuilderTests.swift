import Foundation
import Testing

@testable import NibKitCore
@testable import NibKitLoader

/// The tables the template builder makes of archive text, read with
/// `registry` (by default one that accepts every class and key, so that
/// only the builder's own rules apply).
private func build(
    _ text: String, path: String = "Fixture.nibxml", registry: ClassRegistry = .dynamic, mode: ReadingMode? = nil,
    outsideIDs: Set<String> = []
) throws(NibError) -> TemplateTables {
    let document = try DocumentReader.read(Data(text.utf8), path: path, mode: mode)
    let format = document.format
    // The ids stand in another scene (scene 1) of the storyboard the document is scene 0 of.
    let outside = StoryboardScenes.OutsideIDs(
        sceneOfID: Dictionary(uniqueKeysWithValues: outsideIDs.map { ($0, 1) }), scene: 0)
    return try TemplateBuilder.build(
        document, registry: registry, mode: mode ?? format.defaultMode, outsideIDs: outside
    )
    .get()
}

/// The problems building `text` reports, as `line:col: severity: message`; empty when it builds.
private func problems(
    _ text: String, path: String = "Fixture.nibxml", mode: ReadingMode? = nil, outsideIDs: Set<String> = []
) -> [String] {
    do {
        _ = try build(text, path: path, mode: mode, outsideIDs: outsideIDs)
        return []
    } catch {
        return error.diagnostics.map {
            "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
        }
    }
}

/// The Template stage before classes: `TemplateBuilder` numbers placeholders
/// and objects into one table, resolves every id to an index, orders creation
/// and checks the structure `TemplateStructure` states, collecting every problem.
@Suite("The Template stage: TemplateBuilder and TemplateStructure")
struct TemplateBuilderTests {
    static let nested = """
        <nib version="1">
          <object id="model" class="Model">
            <reference key="source" ref="store"/>
          </object>
          <filesOwner id="owner" class="Owner">
            <connections>
              <outlet property="view" destination="root"/>
              <outletCollection property="items" destination="leaf"/>
              <outletCollection property="items" destination="side"/>
            </connections>
          </filesOwner>
          <firstResponder id="first"/>
          <object id="root" class="View">
            <array key="subviews">
              <object id="middle" class="View">
                <object key="child" id="leaf" class="View">
                  <image key="icon" name="logo.png"/>
                </object>
              </object>
              <object id="side" class="View">
                <image key="icon" name="logo.png"/>
                <sound key="click" name="click.wav"/>
              </object>
            </array>
            <connections>
              <action selector="save:" target="owner" event="touchUpInside"/>
              <action selector="copy:" target="first"/>
            </connections>
          </object>
          <object id="store" class="Store"/>
        </nib>
        """

    @Test(
        "placeholders are numbered first, then objects in document order, each nested object after its holder, depth first"
    )
    func numbering() throws {
        let tables = try build(Self.nested)
        #expect(tables.objects.map(\.id) == ["owner", "first", "model", "root", "middle", "leaf", "side", "store"])
        #expect(tables.objects.map(\.parent) == [nil, nil, nil, nil, 3, 4, 3, nil])
        #expect(tables.topLevel == [2, 3, 7])
        #expect(tables.objects.map { "\($0.location.line):\($0.location.column)" }.prefix(3) == ["5:3", "12:3", "2:3"])
        #expect(tables.format == .nibArchive && tables.mode == .strict && tables.warnings.isEmpty)
    }

    @Test("every id becomes an index: references, nested objects, resources (one entry per name) and connections")
    func resolution() throws {
        let tables = try build(Self.nested)
        #expect(ModelText.properties(of: tables.objects[2]) == ["source=#7"])
        #expect(ModelText.properties(of: tables.objects[3]) == ["subviews=[#4, #6]"])
        #expect(ModelText.properties(of: tables.objects[4]) == ["child=#5"])
        #expect(ModelText.properties(of: tables.objects[5]) == ["icon=resource#0"])
        #expect(ModelText.properties(of: tables.objects[6]) == ["icon=resource#0", "click=resource#1"])
        #expect(
            tables.resources.map { "\($0.kind.rawValue) \($0.name) \($0.location.line)" } == [
                "image logo.png 17", "sound click.wav 22",
            ])
        // An action to First Responder has no target: the responder chain finds one.
        #expect(
            tables.connections.map(ModelText.text) == [
                "outlet view 0→3", "outletCollection items 0→5", "outletCollection items 0→6", "action save: 3→0",
                "action copy: 3→nil",
            ])
        #expect(tables.connections.map(\.destinationID) == ["root", "leaf", "side", "owner", "first"])
        #expect(tables.connections[3].event == .touchUpInside && tables.connections[4].event == nil)
    }

    @Test(
        "each object is created after the objects its properties name, otherwise in document order; placeholders never")
    func creationOrder() throws {
        let tables = try build(Self.nested)
        // model names store, written after it; root holds middle (which holds leaf) and side.
        #expect(
            tables.creationOrder.map { tables.objects[$0].id } == ["store", "model", "leaf", "middle", "side", "root"])
        #expect(TemplateStructure.topLevel(of: tables.objects) == tables.topLevel)
    }

    @Test(
        "properties that refer to each other in a cycle are one error, at the object that closes it, naming the cycle")
    func propertyCycle() {
        let text = """
            <nib version="1">
              <object id="a" class="Node"><reference key="next" ref="b"/></object>
              <object id="b" class="Node"><reference key="next" ref="a"/></object>
            </nib>
            """
        #expect(
            problems(text) == [
                "3:3: error: objects refer to each other through their properties (a → b → a); make one of these links an outlet, which is connected after every object exists"
            ])
        // The same links as outlets are made after creation, so they may form a cycle.
        let outlets = """
            <nib version="1">
              <object id="a" class="Node"><connections><outlet property="next" destination="b"/></connections></object>
              <object id="b" class="Node"><connections><outlet property="next" destination="a"/></connections></object>
            </nib>
            """
        #expect(problems(outlets) == [])
    }

    @Test("every broken id, First Responder used as an object and outlet conflict is reported, each at its element")
    func structuralErrors() {
        let text = """
            <nib version="1">
              <firstResponder id="first"/>
              <object id="a" class="View">
                <reference key="missing" ref="nowhere"/>
                <reference key="responder" ref="first"/>
                <connections>
                  <outlet property="lost" destination="ghost"/>
                  <outlet property="chain" destination="first"/>
                  <outlet property="both" destination="b"/>
                  <outletCollection property="both" destination="b"/>
                  <action selector="go:" target="phantom"/>
                  <action selector="tap:" event="touchUpInsde"/>
                </connections>
              </object>
              <object id="a" class="View"/>
              <object id="b" class="View"/>
            </nib>
            """
        #expect(
            problems(text) == [
                "4:5: error: the reference 'nowhere' names no object in the archive",
                "5:5: error: First Responder is not an object and cannot be a property value",
                "7:7: error: the outlet 'lost' points at 'ghost', which names no object in the archive",
                "8:7: error: the outlet 'chain' points at First Responder, which is not an object",
                "10:7: error: 'both' is connected both as an outlet and as an outlet collection",
                "11:7: error: the action 'go:' targets 'phantom', which names no object in the archive",
                "12:7: error: unknown control event 'touchUpInsde'; did you mean 'touchUpInside'?",
                "15:3: error: duplicate object id 'a'; it is first used at 3:3",
            ])
    }

    @Test("a builder error names the object, its class and the key, and a failed build still reports its warnings")
    func errorNaming() throws {
        let text = """
            <nib version="1">
              <object id="a" class="View">
                <reference key="missing" ref="nowhere"/>
                <connections>
                  <outlet property="peer" destination="b"/>
                  <outlet property="peer" destination="b"/>
                </connections>
              </object>
              <object id="b" class="View"/>
            </nib>
            """
        #expect {
            _ = try build(text)
        } throws: { error in
            let diagnostics = (error as? NibError)?.diagnostics ?? []
            return diagnostics.map(\.severity) == [.error, .warning]
                && diagnostics[0].objectID == "a" && diagnostics[0].className == "View"
                && diagnostics[0].key == "missing"
                && diagnostics[1].description
                    == "Fixture.nibxml:6:7: warning: the outlet 'peer' is connected twice; the last connection wins"
        }
    }

    @Test("a property given twice with the same value, as Xcode writes a text view's minSize, is one value")
    func repeatedSameValue() throws {
        let text = """
            <nib version="1">
              <object id="a" class="View">
                <size key="minSize" width="517" height="275"/>
                <integer key="tag" value="1"/>
                <size key="minSize" width="517" height="275"/>
                <size key="maxSize" width="534" height="10"/>
                <size key="maxSize" width="534" height="11"/>
              </object>
            </nib>
            """
        #expect(problems(text) == ["7:5: error: the property 'maxSize' is given twice"])
        let lenient = try build(text, mode: .lenient)
        #expect(lenient.warnings.map(\.message) == ["the property 'maxSize' is given twice; the last value wins"])
    }

    @Test("a property given twice: an error when strict; when lenient a warning, and the last value kept")
    func repeatedProperty() throws {
        let text = """
            <nib version="1">
              <object id="a" class="View">
                <string key="title">first</string>
                <integer key="tag" value="1"/>
                <string key="title">last</string>
              </object>
            </nib>
            """
        #expect(problems(text) == ["5:5: error: the property 'title' is given twice"])
        let lenient = try build(text, mode: .lenient)
        #expect(ModelText.properties(of: lenient.objects[0]) == ["tag=1", #"title="last""#])
        #expect(lenient.warnings.map(\.message) == ["the property 'title' is given twice; the last value wins"])
    }

    // MARK: Placeholders: TemplateStructure's rules

    @Test("two File's Owners or two external objects with one identifier are errors at the second")
    func duplicatePlaceholders() {
        let text = """
            <nib version="1">
              <filesOwner id="o1"/>
              <externalObject id="e1" identifier="Shared"/>
              <filesOwner id="o2"/>
              <externalObject id="e2" identifier="Shared"/>
            </nib>
            """
        #expect(
            problems(text) == [
                "4:3: error: the archive declares File's Owner twice (the first at 2:3)",
                "5:3: error: two external objects use the identifier 'Shared' (the first at 3:3)",
            ])
    }

    @Test(
        "placeholder rules: held or shown placeholders, macOS external objects; storyboards may repeat per-scene placeholders"
    )
    func placeholderRules() {
        typealias Placeholder = TemplateStructure.Placeholder
        let owner = Placeholder(role: .filesOwner, line: 2, column: 3, isHeld: false, isShownAtLaunch: false)
        let held = Placeholder(role: .firstResponder, line: 5, column: 7, isHeld: true, isShownAtLaunch: false)
        let external = Placeholder(
            role: .external(identifier: "Store"), line: 6, column: 3, isHeld: false, isShownAtLaunch: false)
        let secondOwner = Placeholder(role: .filesOwner, line: 9, column: 3, isHeld: false, isShownAtLaunch: true)
        let xib = TemplateStructure.placeholderProblems(
            [owner, held, external, secondOwner], format: .xib, platform: .macOS)
        #expect(xib.map(\.position) == [1, 2, 3, 3])
        #expect(
            xib.map(\.message) == [
                "First Responder is held by another object; a placeholder stands for an object made elsewhere and belongs among the top-level objects",
                "custom placeholders are not supported on macOS; 'Store' can only be used in an iOS document",
                "File's Owner is listed among the objects shown at launch; a placeholder stands for an object made elsewhere, and only created objects are shown",
                "the archive declares File's Owner twice (the first at 2:3)",
            ])
        // Every scene of a storyboard has its own File's Owner and First Responder; iOS documents may hold external objects.
        #expect(
            TemplateStructure.placeholderProblems([owner, external, owner], format: .storyboard, platform: .iOS)
                .isEmpty)
        #expect(TemplateStructure.placeholderProblems([owner, external], format: .xib, platform: .iOS).isEmpty)
    }

    @Test("a placeholder nested in an Interface Builder object's values is refused where it is written")
    func heldPlaceholder() {
        let text =
            IB.iOSHeader + """

                    <objects>
                        <view id="v">
                            <subviews>
                                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        #expect(
            problems(text, path: "Held.xib") == [
                "10:17: error: File's Owner is held by another object; a placeholder stands for an object made elsewhere and belongs among the top-level objects"
            ])
    }

    // MARK: Storyboards

    @Test("a connection across storyboard scenes is a warning and not made; a segue may lead outside the document")
    func acrossScenes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="list" sceneMemberID="viewController">
                                <connections>
                                    <outlet property="detail" destination="detail" id="o1"/>
                                    <segue destination="elsewhere" kind="show" identifier="out" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="detail" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let tables = try build(text, path: "Main.storyboard", outsideIDs: ["elsewhere"])
        #expect(tables.connections.map(ModelText.text) == ["segue out 0→nil"])
        #expect(tables.connections.first?.segueKind == "show")
        #expect(
            tables.warnings.map(\.description) == [
                "Main.storyboard:8:25: warning: the outlet 'detail' connects to 'detail' in another scene; Interface Builder connects objects of one scene only, so it is not made"
            ])
        // Without the other documents' ids, the segue leads nowhere; the failure keeps the warning.
        #expect(
            problems(text, path: "Main.storyboard") == [
                "9:25: error: the segue 'out' leads to 'elsewhere', which names no object in the storyboard",
                "8:25: warning: the outlet 'detail' connects to 'detail' in another scene; Interface Builder connects objects of one scene only, so it is not made",
            ])
    }
}
