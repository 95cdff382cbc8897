import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLoader
@testable import NibKitStrings

/// Base internationalization end to end: what `localizableStrings()` (and
/// `nibtool strings export`) writes, a localized bundle load applies, key by
/// key, for hand-written interfaces of every key shape and for every
/// interface of the corpus.
@Suite("Base internationalization: one key grammar for export and import")
struct BaseInternationalizationTests {
    /// The stand-in translation of a text.
    static func translated(_ text: String) -> String { "⟦" + text + "⟧" }

    /// The entries with every value translated.
    static func translation(of entries: [StringsEntry]) -> [StringsEntry] {
        entries.map { StringsEntry(key: $0.key, value: translated($0.value), comment: $0.comment) }
    }

    /// Every plain value of a template as text, by `objectID|property path`:
    /// dictionaries are entered as `key.field`, arrays as `key[i]`, runtime
    /// attributes as `@keyPath`. Read independently of the export's table,
    /// so a change it does not name shows.
    static func leaves(_ template: NibTemplate) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ value: TemplateValue, _ path: String) {
            switch value {
            case .string(let text): result[path] = text
            case .integer(let integer): result[path] = String(integer)
            case .real(let real): result[path] = String(real)
            case .bool(let flag): result[path] = String(flag)
            case .dictionary(let entries): for entry in entries { walk(entry.value, path + "." + entry.key) }
            case .array(let items): for (index, item) in items.enumerated() { walk(item, path + "[\(index)]") }
            case .object(let index): result[path] = "object \(template.objects[index].id)"
            default: result[path] = String(describing: value)
            }
        }
        for object in template.objects {
            for property in object.properties { walk(property.value, object.id + "|" + property.key) }
            for attribute in object.runtimeAttributes { walk(attribute.value, object.id + "|@" + attribute.key) }
        }
        return result
    }

    /// Checks that `localized` is `original` with exactly the exported texts
    /// translated: the export of it is the translation, the plain values
    /// that changed are as many as the entries and each is its old text
    /// translated, and nothing else changed.
    static func expectTranslated(
        _ localized: NibTemplate, from original: NibTemplate, entries: [StringsEntry], _ name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let expected = translation(of: entries)
        let exported = localized.localizableStrings()
        #expect(exported.map(\.key) == expected.map(\.key), "\(name)", sourceLocation: sourceLocation)
        #expect(exported.map(\.value) == expected.map(\.value), "\(name)", sourceLocation: sourceLocation)
        let before = leaves(original)
        let after = leaves(localized)
        #expect(Set(before.keys) == Set(after.keys), "\(name)", sourceLocation: sourceLocation)
        let changed = before.filter { after[$0.key] != $0.value }
        #expect(
            changed.count == entries.count, "\(name): \(changed.count) values changed for \(entries.count) entries",
            sourceLocation: sourceLocation)
        for (path, text) in changed {
            #expect(after[path] == translated(text), "\(name): \(path)", sourceLocation: sourceLocation)
        }
    }

    /// Loads `data` as `Base.lproj/Interface.<ext>` of a bundle whose
    /// `fr.lproj/Interface.strings` is `strings`, for a French user.
    static func loadLocalized(_ data: Data, extension ext: String, strings: String) throws -> NibTemplate {
        let bundle = try TemporaryBundle()
        try bundle.write("Base.lproj/Interface.\(ext)", data)
        try bundle.write("fr.lproj/Interface.strings", strings)
        return try NibBundle(url: bundle.root).nibTemplate(
            named: "Interface", registry: .dynamic, traits: ResourceTraits(languages: ["fr"]), mode: .lenient)
    }

    /// The warnings of a localized load that are about its strings table.
    static func tableWarnings(_ template: NibTemplate) -> [Diagnostic] {
        template.warnings.filter { $0.location.file.hasSuffix(".strings") }
    }

    // MARK: Key shapes

    static let iOS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="Vw1-aa-000">
              <subviews>
                <label text="Hello" id="Lbl-aa-001">
                  <accessibility key="accessibilityConfiguration" label="Greeting" hint="Says hello"/>
                </label>
                <button id="Btn-bb-002">
                  <state key="normal" title="Log In"/>
                  <state key="highlighted" title="Logging In"/>
                  <buttonConfiguration key="configuration" style="filled" title="Cancel" subtitle="Stops"/>
                </button>
                <textField placeholder="Name" text="7" id="Fld-cc-003"/>
                <textView id="Txt-cc-004">
                  <string key="text">Two
        lines</string>
                </textView>
                <segmentedControl id="Seg-ee-005">
                  <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                  </segments>
                </segmentedControl>
                <searchBar placeholder="Search" prompt="Find" id="Sch-ff-006">
                  <scopeButtonTitles>
                    <string>All</string>
                    <string>Mine</string>
                  </scopeButtonTitles>
                </searchBar>
                <view id="Dot.ted.id" title="Dotted"/>
              </subviews>
              <constraints>
                <constraint firstAttribute="width" constant="24" placeholder="YES" id="Cns-gg-007"/>
              </constraints>
            </view>
            <navigationItem title="Welcome" prompt="Hi" backButtonTitle="Back" id="Nav-dd-008"/>
          </objects>
        </document>
        """

    static let macOS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <menu title="Main" id="Mnu-aa-001">
              <items>
                <menuItem title="1" id="Itm-aa-002"/>
                <menuItem id="Itm-aa-003">
                  <string key="title">Tab	Title</string>
                </menuItem>
              </items>
            </menu>
            <customView id="Cvw-bb-001">
              <subviews>
                <button toolTip="Presses" id="Btn-bb-002">
                  <buttonCell key="cell" type="push" title="Push" alternateTitle="Pushed" id="Cel-bb-003"/>
                </button>
                <tableColumn identifier="name" width="100" id="Col-cc-001">
                  <tableHeaderCell key="headerCell" title="Name"/>
                </tableColumn>
                <segmentedControl id="Seg-dd-001">
                  <segmentedCell key="cell" id="Seg-dd-002">
                    <segments>
                      <segment label="All" toolTip="Every item"/>
                      <segment label="None"/>
                    </segments>
                  </segmentedCell>
                </segmentedControl>
                <comboBox id="Cmb-ee-001">
                  <comboBoxCell key="cell" placeholderString="Pick" id="Cmb-ee-002">
                    <objectValues>
                      <string>Red</string>
                      <string>Green</string>
                    </objectValues>
                  </comboBoxCell>
                </comboBox>
                <textField id="Txf-ff-001">
                  <string key="toolTip">A long tip</string>
                </textField>
              </subviews>
            </customView>
            <toolbarItem label="Share" paletteLabel="Share It" toolTip="Shares" id="Tbi-gg-001"/>
            <tabViewItem label="General" identifier="general" id="Tab-hh-001"/>
          </objects>
        </document>
        """

    @Test("an iOS interface exports every key shape as Xcode writes it, with Xcode's comments")
    func iOSKeys() throws {
        let template = try NibTemplate(data: Data(Self.iOS.utf8), path: "Main.xib", registry: .dynamic)
        let entries = template.localizableStrings()
        #expect(
            entries.map(\.key) == [
                "Btn-bb-002.configuration.subtitle", "Btn-bb-002.configuration.title", "Btn-bb-002.highlightedTitle",
                "Btn-bb-002.normalTitle", "Dot.ted.id.title", "Fld-cc-003.placeholder", "Fld-cc-003.text",
                "Lbl-aa-001.accessibilityHint", "Lbl-aa-001.accessibilityLabel", "Lbl-aa-001.text",
                "Nav-dd-008.backButtonTitle",
                "Nav-dd-008.prompt", "Nav-dd-008.title", "Sch-ff-006.placeholder", "Sch-ff-006.prompt",
                "Sch-ff-006.scopeButtonTitles[0]", "Sch-ff-006.scopeButtonTitles[1]", "Seg-ee-005.segmentTitles[0]",
                "Seg-ee-005.segmentTitles[1]", "Txt-cc-004.text",
            ])
        let byKey = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0) })
        #expect(byKey["Btn-bb-002.configuration.title"]?.value == "Cancel")
        #expect(byKey["Lbl-aa-001.accessibilityLabel"]?.value == "Greeting")
        #expect(byKey["Txt-cc-004.text"]?.value == "Two\nlines")
        #expect(byKey["Fld-cc-003.text"]?.value == "7")
        #expect(
            byKey["Seg-ee-005.segmentTitles[1]"]?.comment
                == #"Class = "UISegmentedControl"; segmentTitles[1] = "Second"; ObjectID = "Seg-ee-005";"#)
        #expect(
            byKey["Btn-bb-002.configuration.title"]?.comment
                == #"Class = "UIButton"; configuration.title = "Cancel"; ObjectID = "Btn-bb-002";"#)
        let location = try #require(byKey["Lbl-aa-001.accessibilityHint"]?.location)
        #expect(location.file == "Main.xib" && location.line == 8)
    }

    @Test("a macOS interface exports tool tips, header cells, segment labels and combo box items")
    func macOSKeys() throws {
        let template = try NibTemplate(data: Data(Self.macOS.utf8), path: "MainMenu.xib", registry: .dynamic)
        let entries = template.localizableStrings()
        #expect(
            entries.map(\.key) == [
                "Btn-bb-002.ibShadowedToolTip", "Cel-bb-003.alternateTitle", "Cel-bb-003.title",
                "Cmb-ee-002.ibShadowedObjectValues[0]", "Cmb-ee-002.ibShadowedObjectValues[1]",
                "Cmb-ee-002.placeholderString",
                "Col-cc-001.headerCell.title", "Itm-aa-002.title", "Itm-aa-003.title", "Mnu-aa-001.title",
                "Seg-dd-002.ibShadowedLabels[0]", "Seg-dd-002.ibShadowedLabels[1]", "Seg-dd-002.ibShadowedToolTips[0]",
                "Tab-hh-001.label", "Tbi-gg-001.ibShadowedToolTip", "Tbi-gg-001.label", "Tbi-gg-001.paletteLabel",
                "Txf-ff-001.ibShadowedToolTip",
            ])
        let byKey = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0) })
        #expect(byKey["Itm-aa-003.title"]?.value == "Tab\tTitle")
        #expect(
            byKey["Col-cc-001.headerCell.title"]?.comment
                == #"Class = "NSTableColumn"; headerCell.title = "Name"; ObjectID = "Col-cc-001";"#)
    }

    @Test(
        "every key shape exported is applied by a localized bundle load, and nothing else changes",
        arguments: ["iOS", "macOS"])
    func keyShapesRoundTrip(platform: String) throws {
        let xml = platform == "iOS" ? Self.iOS : Self.macOS
        let original = try NibTemplate(data: Data(xml.utf8), path: "Interface.xib", registry: .dynamic, mode: .lenient)
        let entries = original.localizableStrings()
        let localized = try Self.loadLocalized(
            Data(xml.utf8), extension: "xib", strings: StringsFileWriter.text(for: Self.translation(of: entries)))
        #expect(Self.tableWarnings(localized).map(\.message) == [])
        Self.expectTranslated(localized, from: original, entries: entries, platform)
    }

    @Test("numbers set as titles export as written and take their translation as text, in NibKit's own format too")
    func numericTitles() throws {
        let nib = """
            <nib version="1">
              <object id="Btn-aa-001" class="UIButton">
                <integer key="title" value="5"/>
                <real key="text" value="2.5"/>
                <real key="label" value="3"/>
                <bool key="message" value="true"/>
              </object>
            </nib>
            """
        let original = try NibTemplate(
            data: Data(nib.utf8), path: "Interface.nibxml", registry: .dynamic, mode: .lenient)
        let entries = original.localizableStrings()
        #expect(entries.map(\.key) == ["Btn-aa-001.label", "Btn-aa-001.text", "Btn-aa-001.title"])
        #expect(entries.map(\.value) == ["3", "2.5", "5"])
        let localized = try Self.loadLocalized(
            Data(nib.utf8), extension: "nibxml", strings: StringsFileWriter.text(for: Self.translation(of: entries)))
        #expect(Self.tableWarnings(localized).map(\.message) == [])
        let button = try #require(try localized.instantiate().object(withID: "Btn-aa-001") as? DynamicObject)
        #expect(button.values["title"] as? String == "⟦5⟧")
        #expect(button.values["text"] as? String == "⟦2.5⟧")
        #expect(button.values["label"] as? String == "⟦3⟧")
        #expect(button.values["message"] as? Bool == true, "a flag is no text")
    }

    @Test("the translations reach the objects a localized nib creates")
    func liveObjects() throws {
        let localized = try Self.loadLocalized(
            Data(Self.iOS.utf8), extension: "xib",
            strings: """
                "Lbl-aa-001.accessibilityLabel" = "Salutation";
                "Btn-bb-002.normalTitle" = "Connexion";
                "Btn-bb-002.configuration.title" = "Annuler";
                "Seg-ee-005.segmentTitles[1]" = "Deuxième";
                "Sch-ff-006.scopeButtonTitles[0]" = "Tous";
                "Dot.ted.id.title" = "Pointé";
                """)
        let graph = try localized.instantiate(owner: DynamicObject(className: "Owner"))
        func values(_ id: String) throws -> [String: Any] {
            try #require(graph.object(withID: id) as? DynamicObject).values.compactMapValues { $0 }
        }
        #expect(
            (try values("Lbl-aa-001")["accessibilityConfiguration"] as? [String: Any])?["label"] as? String
                == "Salutation")
        #expect((try values("Btn-bb-002")["normal"] as? [String: Any])?["title"] as? String == "Connexion")
        #expect((try values("Btn-bb-002")["configuration"] as? [String: Any])?["title"] as? String == "Annuler")
        let segments = try #require(try values("Seg-ee-005")["segments"] as? [Any])
        #expect((segments[1] as? [String: Any])?["title"] as? String == "Deuxième")
        #expect((segments[0] as? [String: Any])?["title"] as? String == "First")
        #expect(
            (try values("Sch-ff-006")["scopeButtonTitles"] as? [Any])?.compactMap { $0 as? String } == ["Tous", "Mine"])
        #expect(try values("Dot.ted.id")["title"] as? String == "Pointé")
    }

    @Test("a registered class's property takes the translation in its own type")
    func registeredClass() throws {
        var registry = ClassRegistry()
        registry.register(TitledButton.self, as: "UIButton")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <objects>
                <button title="OK" text="3" id="Btn-aa-001"/>
              </objects>
            </document>
            """
        let template = try NibTemplate(data: Data(xml.utf8), path: "Button.xib", registry: registry)
        #expect(template.localizableStrings().map(\.value) == ["3", "OK"])
        let localized = template.localized(with: [
            StringsEntry(key: "Btn-aa-001.title", value: "D'accord"),
            StringsEntry(
                key: "Btn-aa-001.text", value: "drei",
                location: SourceLocation(file: "fr.lproj/Button.strings", line: 2, column: 1)),
        ])
        let button = try #require(try localized.instantiate().object(withID: "Btn-aa-001") as? TitledButton)
        #expect(button.title == "D'accord")
        #expect(button.text == 3, "the archive's number is kept")
        let warning = try #require(localized.warnings.last)
        #expect(warning.severity == .warning)
        #expect(
            warning.message == "the translation of 'Btn-aa-001.text' is not a valid Int; the archive's value is kept")
        #expect(warning.location == SourceLocation(file: "fr.lproj/Button.strings", line: 2, column: 1))
        #expect(warning.objectID == "Btn-aa-001" && warning.className == "UIButton" && warning.key == "Btn-aa-001.text")
    }

    @Test(
        "a key that names nothing is ignored with a warning at its entry, naming the object and class",
        arguments: [
            ("Zz9-zz-zzz.text", nil as String?),
            ("Lbl-aa-001", nil),
            ("Lbl-aa-001.", "UILabel"),
            ("Lbl-aa-001.text[0]", "UILabel"),
            ("Lbl-aa-001.accessibilityConfiguration.label", "UILabel"),
            ("Seg-ee-005.segmentTitles[2]", "UISegmentedControl"),
            ("Seg-ee-005.segmentTitles[x]", "UISegmentedControl"),
            ("Seg-ee-005.segmentTitles[-1]", "UISegmentedControl"),
            ("Seg-ee-005.segmentTitles[99999999999]", "UISegmentedControl"),
            ("Seg-ee-005.segmentTitles", "UISegmentedControl"),
            ("Seg-ee-005.segmentTitles[0]x", "UISegmentedControl"),
            ("Btn-bb-002.disabledTitle", "UIButton"),
            ("Btn-bb-002.normalTitle.title", "UIButton"),
            ("Cns-gg-007.placeholder", "NSLayoutConstraint"),
            ("-1.title", nil),
            ("Vw1-aa-000.contentMode", "UIView"),
        ])
    func unmatchedKey(key: String, className: String?) throws {
        let localized = try Self.loadLocalized(
            Data(Self.iOS.utf8), extension: "xib",
            strings: """
                "Lbl-aa-001.text" = "Bonjour";
                /* a key of no text */
                "\(key)" = "Rien";
                """)
        let warnings = Self.tableWarnings(localized)
        try #require(warnings.count == 1, "\(warnings)")
        let warning = warnings[0]
        #expect(warning.severity == .warning)
        #expect(
            warning.message.hasPrefix(
                "the localized string '\(key)' names nothing \(localized.path) sets; it is ignored"))
        #expect(warning.location.file.hasSuffix("fr.lproj/Interface.strings"))
        #expect(warning.location.line == 3 && warning.location.column == 1)
        #expect(warning.key == key)
        #expect(warning.className == className)
        #expect(Self.leaves(localized)["Lbl-aa-001|text"] == "Bonjour", "the other entries are applied")
        #expect(Self.leaves(localized)["Seg-ee-005|segments[0].title"] == "First")
    }

    @Test("an unmatched key suggests the object's closest key, or another object's when its id is misspelt")
    func unmatchedKeySuggestion() throws {
        let template = try NibTemplate(data: Data(Self.iOS.utf8), path: "Main.xib", registry: .dynamic)
        let localized = template.localized(with: [
            StringsEntry(key: "Lbl-aa-001.txet", value: "Bonjour"),
            StringsEntry(key: "Lbl-aa-01.text", value: "Bonjour"),
            StringsEntry(key: "Zz9-zz-zzz.text", value: "Bonjour"),
        ])
        #expect(
            localized.warnings.map(\.message) == [
                "the localized string 'Lbl-aa-001.txet' names nothing Main.xib sets; it is ignored; did you mean 'Lbl-aa-001.text'?",
                "the localized string 'Lbl-aa-01.text' names nothing Main.xib sets; it is ignored; did you mean 'Lbl-aa-001.text'?",
                "the localized string 'Zz9-zz-zzz.text' names nothing Main.xib sets; it is ignored",
            ])
    }

    @Test(
        "a hostile table: a key of many dots and thousands of unmatched entries warn, the first thousand kept; the first hundred get a suggestion"
    )
    func hostileTable() throws {
        let template = try NibTemplate(data: Data(Self.iOS.utf8), path: "Main.xib", registry: .dynamic)
        var entries = [StringsEntry(key: "Lbl-aa-001" + String(repeating: ".", count: 200_000), value: "x")]
        entries += (0..<5_000).map {
            StringsEntry(
                key: "Lbl-aa-001.txet\($0 % 10)", value: "x",
                location: NibKitCore.SourceLocation(file: "fr.strings", line: $0 + 2, column: 1))
        }
        entries.append(StringsEntry(key: "Lbl-aa-001.text", value: "Bonjour"))
        let localized = template.localized(with: entries)
        #expect(template.warnings.isEmpty)
        let warnings = localized.warnings
        // 5,001 warnings: the first 1,000 kept (DiagnosticCollector.maximumKept), the rest counted.
        #expect(warnings.count == 1_001)
        #expect(
            warnings.last?.description
                == "fr.strings:1001:1: warning: and 4001 more warnings; NibKit keeps at most 1000 warnings of a file")
        #expect(warnings.filter { $0.message.hasSuffix("did you mean 'Lbl-aa-001.text'?") }.count == 99)
        #expect(warnings.dropLast().allSatisfy { $0.className == "UILabel" })
        #expect(Self.leaves(localized)["Lbl-aa-001|text"] == "Bonjour")
    }

    @Test("keys of 15,000 characters matching no object, against ids as long, warn without a suggestion")
    func longUnmatchedKeys() throws {
        let tail = String(repeating: "q", count: 15_000)
        let labels = (0..<10).map { #"<label text="Hi\#($0)" id="L\#($0)-\#(tail)"/>"# }.joined(separator: "\n")
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <objects>
                <view contentMode="scaleToFill" id="Vw1-aa-000">
                  <subviews>
            \(labels)
                  </subviews>
                </view>
              </objects>
            </document>
            """
        let strings = (0..<10).map { "\"M\($0)-\(tail).text\" = \"x\";" }.joined(separator: "\n")
        let localized = try Self.loadLocalized(Data(xib.utf8), extension: "xib", strings: strings)
        let warnings = Self.tableWarnings(localized)
        #expect(warnings.count == 10)
        #expect(warnings.map(\.location.line) == Array(1...10))
        #expect(
            warnings.allSatisfy { $0.location.column == 1 && $0.location.file.hasSuffix("fr.lproj/Interface.strings") })
        #expect(
            warnings.first?.message
                == "the localized string 'M0-\(tail).text' names nothing \(localized.path) sets; it is ignored")
        #expect(localized.path.hasSuffix("Base.lproj/Interface.xib"))
        #expect(warnings.allSatisfy { !$0.message.contains("did you mean") })
    }

    @Test("the key grammar: one printer and one parser, ids with dots, list indices")
    func keyGrammar() throws {
        typealias Key = LocalizableText.Key
        let ids: Set<String> = ["Seg-ee-005", "Dot.ted.id", "Dot"]
        func parse(_ text: String) -> Key? { Key(text, maximumIDLength: 10) { ids.contains($0) } }
        let list = try #require(parse("Seg-ee-005.segmentTitles[12]"))
        #expect(list.objectID == "Seg-ee-005")
        #expect(list.path == [Key.Component(name: "segmentTitles", index: 12)])
        let nested = try #require(parse("Seg-ee-005.headerCell.title"))
        #expect(nested.path == [Key.Component(name: "headerCell"), Key.Component(name: "title")])
        // The first split whose id is an object's: `Dot` before `Dot.ted.id`.
        #expect(parse("Dot.ted.id.title")?.objectID == "Dot")
        #expect(parse("Dot.ted.id.title")?.path.map(\.name) == ["ted", "id", "title"])
        for key in [
            "Seg-ee-005.segmentTitles[12]", "Seg-ee-005.headerCell.title", "Dot.ted.id.title", "Seg-ee-005.a[0].b",
        ] {
            #expect(parse(key)?.description == key, "the printer writes what the parser read")
        }
        for bad in [
            "Seg-ee-005", "Seg-ee-005.", "Seg-ee-005..title", "Seg-ee-005.a[]", "Seg-ee-005.a[1", "Seg-ee-005.a]",
            "Seg-ee-005.[1]", "Seg-ee-005.a[1]b", "Seg-ee-005.a[+1]", "Seg-ee-005.a[1][2]", "Seg-ee-005.a[1234567890]",
            "Other.title", "Seg-ee-00.title",
        ] {
            #expect(parse(bad) == nil, "\(bad)")
        }
        // The exported keys of a template, read back, name the same text.
        let template = try NibTemplate(data: Data(Self.iOS.utf8), path: "Main.xib", registry: .dynamic)
        let entries = template.localizableStrings()
        let localized = template.localized(with: entries.map { StringsEntry(key: $0.key, value: $0.value + "!") })
        #expect(localized.warnings.count == template.warnings.count)
        #expect(localized.localizableStrings().map(\.value) == entries.map { $0.value + "!" })
    }

    // MARK: The corpus

    /// Every xib and storyboard of the corpus, modern and legacy.
    static let corpusFiles: [String] = CorpusTests.interfaceFiles.map(\.path)

    /// The corpus file's template, or nil for a legacy archive NibKit does not read.
    static func corpusTemplate(_ path: String) throws -> NibTemplate? {
        do {
            return try CorpusTests.template(path)
        } catch let error as NibError where error.code == .unsupportedFormat {
            return nil
        }
    }

    @Test(
        "every corpus interface round-trips: each exported string is applied at its key, and only there",
        arguments: corpusFiles)
    func corpusRoundTrip(path: String) throws {
        guard let original = try Self.corpusTemplate(path) else { return }
        let entries = original.localizableStrings()
        #expect(Set(entries.map(\.key)).count == entries.count, "keys are unique")
        let localized = try Self.loadLocalized(
            try CorpusTests.data(path), extension: (path as NSString).pathExtension,
            strings: StringsFileWriter.text(for: Self.translation(of: entries)))
        #expect(Self.tableWarnings(localized).map(\.description) == [])
        Self.expectTranslated(localized, from: original, entries: entries, path)
    }

    @Test(
        "every corpus storyboard round-trips scene by scene, and the scenes' exports make up the file's",
        arguments: CorpusTests.storyboards)
    func corpusScenes(path: String) throws {
        let data = try CorpusTests.data(path)
        let storyboard = try NibStoryboard(data: data, path: path, registry: .dynamic, mode: .lenient)
        var keys: [String] = []
        // Each scene's view controller's template and its view's.
        for scene in storyboard.scenes {
            for template in [scene.template] + (scene.viewTemplate.map { [$0] } ?? []) {
                let entries = template.localizableStrings()
                keys += entries.map(\.key)
                let localized = template.localized(with: Self.translation(of: entries))
                #expect(localized.warnings.count == template.warnings.count, "\(path) \(scene.id)")
                Self.expectTranslated(localized, from: template, entries: entries, "\(path) \(scene.id)")
            }
        }
        let whole = try CorpusTests.template(path).localizableStrings().map(\.key)
        #expect(keys.sorted() == whole.sorted())
    }

    @Test("the corpus exports every key shape the table knows that its interfaces use")
    func corpusKeyShapes() throws {
        var shapes: [String: Int] = [:]
        for path in Self.corpusFiles {
            guard let template = try Self.corpusTemplate(path) else { continue }
            for entry in template.localizableStrings() {
                guard let object = template.objects.first(where: { entry.key.hasPrefix($0.id + ".") }) else { continue }
                let shape = entry.key.dropFirst(object.id.count + 1).replacing(/\[\d+\]/, with: "[]")
                shapes[String(shape), default: 0] += 1
            }
        }
        for shape in [
            "title", "text", "placeholder", "placeholderString", "headerTitle", "label", "paletteLabel",
            "alternateTitle", "normalTitle", "headerCell.title", "ibShadowedToolTip", "accessibilityLabel",
            "configuration.title", "ibShadowedLabels[]",
        ] {
            #expect(shapes[shape, default: 0] > 0, "\(shape) in \(shapes)")
        }
    }

    @Test("the real translations of the corpus apply through a localized bundle load")
    func corpusTranslations() throws {
        let cases = [
            (
                "storyboard/futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__Base.lproj__Main.storyboard",
                "strings/futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__fr.lproj__Main.strings", [String]()
            ),
            (
                "xib/SelfControlApp__selfcontrol__Base.lproj__MainMenu.xib",
                "strings/SelfControlApp__selfcontrol__zh-Hans.lproj__MainMenu.strings", ["905.title"]
            ),
        ]
        for (interface, strings, unmatched) in cases {
            let table = try StringsTable(data: CorpusTests.data(strings), path: strings)
            let original = try CorpusTests.template(interface)
            let localized = try Self.loadLocalized(
                CorpusTests.data(interface), extension: (interface as NSString).pathExtension,
                strings: StringsFileWriter.text(for: table.entries))
            #expect(Self.tableWarnings(localized).compactMap(\.key) == unmatched, "\(interface)")
            let applied = table.entries.filter { !unmatched.contains($0.key) }
            let exported = Dictionary(uniqueKeysWithValues: localized.localizableStrings().map { ($0.key, $0.value) })
            for entry in applied {
                #expect(exported[entry.key] == entry.value, "\(entry.key)")
            }
            #expect(original.localizableStrings().count == exported.count)
        }
    }
}

/// A button whose title is text and whose `text` is a number, to check that a
/// translation is typed by the binding.
private final class TitledButton: NibObject, NibKeyValueCoding {
    var title = ""
    var text = 0

    static var keyBindings: [KeyBinding] {
        [KeyBinding("title", \TitledButton.title), KeyBinding("text", \TitledButton.text)]
    }
}
