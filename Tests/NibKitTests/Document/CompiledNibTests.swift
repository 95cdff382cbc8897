import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Apple's compiled nibs: every `.nib` file and `.nib` directory of the
/// corpus loads and instantiates with dynamic stand-ins, its connections
/// counted against what the file holds (read here independently: NIB
/// Archives through the codec's tables, keyed archives through Foundation's
/// `PropertyListSerialization`); facts of specific files; the member a
/// `.nib` directory is read from; and hand-made damage, each a located error.
@Suite("Compiled nibs")
struct CompiledNibTests {
    static let nibFolder = CorpusTests.corpus.appendingPathComponent("nib")

    /// Every `.nib` of the corpus folder (files and directories), as its name.
    static let corpusNibs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: nibFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".nib") }.sorted()
    }()

    static let typedStream = "fruitsamples__ClipboardViewer__English.lproj__MainMenu.nib"

    static func url(_ name: String) -> URL { nibFolder.appendingPathComponent(name) }

    // MARK: Independent counts

    /// What the connection records of a compiled nib say, counted from its
    /// objects' classes.
    struct Expected: Equatable {
        var outlets = 0
        var collections = 0
        var actions = 0
        var bindings = 0
    }

    /// The bytes of the member NibKit reads (its path ends the template's path).
    static func memberData(_ template: NibTemplate) throws -> Data {
        let name = try #require(template.path.split(separator: "/").last)
        let file =
            name.hasSuffix(".nib") && template.path.contains(".nib/")
            ? nibFolder.appendingPathComponent(
                String(template.path.split(separator: "/").suffix(2).joined(separator: "/")))
            : url(String(name))
        return try Data(contentsOf: file)
    }

    /// Counts connection classes in a NIB Archive's tables.
    static func expected(nibArchive data: Data) throws -> Expected {
        let tables = try NIBArchiveCodec.decode(data)
        var result = Expected()
        for object in tables.objects {
            switch tables.className(of: object) {
            case "UIRuntimeOutletConnection": result.outlets += 1
            case "UIRuntimeOutletCollectionConnection": result.collections += 1
            case "UIRuntimeEventConnection":
                let mask = tables.values(of: object).first { tables.key(of: $0) == "UIEventMask" }
                switch mask?.payload {
                case .int8(let bits)?: result.actions += max(1, Int(bits).nonzeroBitCount)
                case .int16(let bits)?: result.actions += max(1, Int(bits).nonzeroBitCount)
                case .int32(let bits)?: result.actions += max(1, Int(bits).nonzeroBitCount)
                case .int64(let bits)?: result.actions += max(1, Int(bits).nonzeroBitCount)
                default: result.actions += 1
                }
            default: break
            }
        }
        return result
    }

    /// Counts connection classes in a keyed archive, read by Foundation.
    static func expected(keyedArchive data: Data) throws -> Expected {
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let objects = try #require(plist["$objects"] as? [Any])
        func className(_ object: Any) -> String? {
            guard let dictionary = object as? [String: Any], let reference = dictionary["$class"] else { return nil }
            // Foundation on Linux gives a UID as an opaque object holding its number as `value`.
            let number = Mirror(reflecting: reference).children.first { $0.label == "value" }.map { "\($0.value)" }
            guard let index = number.flatMap({ Int($0) }), index < objects.count,
                let classDictionary = objects[index] as? [String: Any]
            else { return nil }
            return classDictionary["$classname"] as? String
        }
        var result = Expected()
        for object in objects {
            switch className(object) {
            case "UIRuntimeOutletConnection", "NSNibOutletConnector": result.outlets += 1
            case "UIRuntimeOutletCollectionConnection": result.collections += 1
            case "UIRuntimeEventConnection":
                let mask = (object as? [String: Any])?["UIEventMask"] as? Int
                result.actions += max(1, (mask ?? 0).nonzeroBitCount)
            case "NSNibControlConnector": result.actions += 1
            case "NSNibBindingConnector": result.bindings += 1
            default: break
            }
        }
        return result
    }

    /// What inspect counts (`NibTemplate.statistics`), by connection kind.
    static func counted(_ template: NibTemplate) -> Expected {
        let statistics = template.statistics
        var result = Expected()
        result.outlets = statistics.outlets
        result.collections = statistics.outletCollections
        result.actions = statistics.actions
        result.bindings = statistics.bindings
        return result
    }

    // MARK: The corpus

    @Test("the corpus holds the compiled nibs its manifest lists")
    func corpusIsComplete() throws {
        let manifest = try String(contentsOf: Self.nibFolder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let rows = manifest.split(whereSeparator: \.isNewline).dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        let listed = rows.compactMap { $0.first.map(String.init) }.filter { $0.hasSuffix(".nib") }
        #expect(!listed.isEmpty, "no corpus at \(Self.nibFolder.path)")
        #expect(Set(listed) == Set(Self.corpusNibs))
    }

    @Test("every compiled nib of the corpus loads and instantiates with dynamic stand-ins", arguments: corpusNibs)
    func corpusNibLoads(name: String) throws {
        guard name != Self.typedStream else { return }
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        #expect(template.formatName == "nib")
        #expect(!template.topLevel.isEmpty)
        let graph = try template.instantiate(owner: DynamicObject(), application: DynamicObject())
        let topLevelObjects = template.topLevel.filter { !template.objects[$0].role.isPlaceholder }
        #expect(graph.topLevelObjects.count == topLevelObjects.count)
        #expect(template.warnings.allSatisfy { $0.severity == .warning })
    }

    @Test("inspect's connection counts are the connection records the file holds", arguments: corpusNibs)
    func connectionsMatchTheFile(name: String) throws {
        guard name != Self.typedStream else { return }
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        let data = try Self.memberData(template)
        let expected =
            data.starts(with: Array("NIBArchive".utf8))
            ? try Self.expected(nibArchive: data) : try Self.expected(keyedArchive: data)
        var counted = Self.counted(template)
        // A reference that would make objects wait for each other in a circle
        // is made an outlet named by its key, translated (NSNextKeyView is
        // nextKeyView): one in the corpus, the key-view loop of
        // BITCrashReportUI, whose outlets name no nextKeyView of their own.
        let fromKeys = template.connections.filter { $0.kind == .outlet && $0.name == "nextKeyView" }
        #expect(fromKeys.count == (name.hasPrefix("bitstadium") ? 1 : 0))
        counted.outlets -= fromKeys.count
        #expect(counted == expected)
        #expect(expected != Expected() || name.contains("ABKFeedViewController"), "\(name) has no connections at all")
    }

    @Test("a NeXT typedstream nib is refused, at its objects.nib")
    func typedStreamIsRefused() throws {
        let error = try #require(throws: NibError.self) {
            try NibTemplate(contentsOf: Self.url(Self.typedStream), registry: .dynamic)
        }
        #expect(error.code == .unsupportedFormat)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix("NeXT typedstream nib (NSArchiver), not supported"))
        #expect(diagnostic.location.file.hasSuffix("\(Self.typedStream)/objects.nib"))
        #expect((diagnostic.location.line, diagnostic.location.column) == (1, 1))
    }

    @Test("GPPACLSearchView: File's Owner's outlets, the table's data source, a runtime attribute, iOS geometry")
    func searchViewFacts() throws {
        let name =
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPCommonSharedResources.bundle__GPPACLSearchView.nib"
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        #expect(template.platform == .iOS)
        let owner = try #require(template.objects.firstIndex { $0.role == .filesOwner })
        let outlets = template.connections.filter { $0.kind == .outlet && $0.source == owner }
        #expect(Set(outlets.map(\.name)) == ["rootView", "view", "tableView"])
        let tableView = try #require(outlets.first { $0.name == "tableView" }?.destination)
        #expect(template.objects[tableView].className == "GPPTableView")
        let fromTable = template.connections.filter { $0.source == tableView }
        #expect(Set(fromTable.map(\.name)) == ["dataSource", "delegate"])
        #expect(fromTable.allSatisfy { $0.destination == owner })
        let view = try #require(outlets.first { $0.name == "view" }?.destination)
        #expect(template.objects[view].className == "GPPView")
        #expect(template.objects[view].runtimeAttributes.map(\.key) == ["ignoredInLayout"])
        // UIBounds and UICenter, translated into the frame.
        guard case .rect(let bounds)? = template.objects[view].properties.first(where: { $0.key == "frame" })?.value
        else {
            Issue.record("the frame is not a rect")
            return
        }
        #expect((bounds.width, bounds.height) == (320, 568))
        // The table view is written inside the view's subviews, once.
        #expect(template.objects[tableView].parent == view)
    }

    @Test("SUAutomaticUpdateAlert: a macOS keyed archive whose File's Owner has its class")
    func sparkleFacts() throws {
        let name =
            "TechSmith__SparkleOfficialPrebuilt__Sparkle.framework__Versions__A__Resources__en.lproj__SUAutomaticUpdateAlert.nib"
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        #expect(template.platform == .macOS)
        let owner = try #require(template.objects.first { $0.role == .filesOwner })
        #expect(owner.className == "SUAutomaticUpdateAlert")
        // Its NSCustomObject of NSApplication is the Application placeholder; it has no First Responder.
        #expect(template.objects.filter { $0.role == .application }.count == 1)
        #expect(!template.objects.contains { $0.role == .firstResponder })
        let window = try #require(
            template.connections.first {
                $0.kind == .outlet && $0.name == "window" && template.objects[$0.source].role == .filesOwner
            })
        // An NSWindowTemplate is the window its NSWindowClass names.
        #expect(template.objects[try #require(window.destination)].className == "NSWindow")
    }

    /// Every value of `template`'s objects, nested ones included.
    static func values(_ template: NibTemplate) -> [TemplateValue] {
        var result: [TemplateValue] = []
        func collect(_ value: TemplateValue) {
            result.append(value)
            switch value {
            case .array(let items): items.forEach(collect)
            case .dictionary(let entries): entries.forEach { collect($0.value) }
            default: break
            }
        }
        for object in template.objects { object.properties.forEach { collect($0.value) } }
        return result
    }

    @Test(
        "ABKCaptionedMessageCardCell: UIFont is a font value, UIImageNibPlaceholder an image resource, UISystemColorName a color resource"
    )
    func uiKitValueObjects() throws {
        let name = "Appboy__appboy-ios-sdk__AppboyKit__Appboy.bundle__ABKCaptionedMessageCardCell.nib"
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        #expect(
            template.resources.map { "\($0.kind) \($0.name)" } == [
                "image Icons_Read.png", "image Icons_Unread.png", "color darkTextColor",
            ])
        #expect(
            !template.objects.contains {
                ["UIFont", "UIFontDescriptor", "UIImageNibPlaceholder", "UIColor"].contains($0.className)
            })
        let values = Self.values(template)
        let fonts = Set(values.compactMap { if case .font(let font) = $0 { font } else { nil } })
        #expect(fonts.contains(FontDescription(name: "HelveticaNeue-Bold", pointSize: 19)))
        let named = values.compactMap { if case .color(let color) = $0, color.name != nil { color } else { nil } }
        #expect(!named.isEmpty && named.allSatisfy { $0.name == "darkTextColor" && $0.red == 0 && $0.alpha == 1 })
        let image = try #require(template.objects.first { $0.properties.contains { $0.key == "image" } })
        guard case .resource(let index)? = image.properties.first(where: { $0.key == "image" })?.value else {
            Issue.record("UIImage (image) is not a resource")
            return
        }
        #expect(template.resources[index].name == "Icons_Read.png")
        let events = try dynamicTrace(template)
        #expect(
            events.prefix(3) == [
                .resource(kind: .image, name: "Icons_Read.png", found: false),
                .resource(kind: .image, name: "Icons_Unread.png", found: false),
                .resource(kind: .color, name: "darkTextColor", found: true),
            ])
    }

    @Test(
        "SUUpdateAlert: NSFont is a font value, NSCustomResource an image resource, a catalog NSColor a color resource with its catalog"
    )
    func appKitValueObjects() throws {
        let name =
            "TechSmith__SparkleOfficialPrebuilt__Sparkle.framework__Versions__A__Resources__en.lproj__SUUpdateAlert.nib"
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        #expect(
            template.resources.map { "\($0.kind) \($0.name)" } == [
                // A switch's NSSwitch image is under a key its cell does not decode (NSNormalImage).
                "image NSApplicationIcon", "color controlColor", "color controlTextColor", "color labelColor",
                "color textBackgroundColor",
            ])
        #expect(!template.objects.contains { ["NSFont", "NSCustomResource", "NSColor"].contains($0.className) })
        let values = Self.values(template)
        let fonts = Set(values.compactMap { if case .font(let font) = $0 { font } else { nil } })
        #expect(fonts.contains(FontDescription(name: ".AppleSystemUIFont", pointSize: 13)))
        let control = values.compactMap {
            if case .color(let color) = $0, color.name == "controlColor" { color } else { nil }
        }
        #expect(!control.isEmpty && control.allSatisfy { $0.catalog == "System" })
    }

    @Test("MainMenu.nib (IB 2.5): an action with no NSDestination goes to First Responder")
    func actionToFirstResponder() throws {
        let template = try NibTemplate(contentsOf: Self.url("K8TIY__STOP-SHOUTING__MainMenu.nib"), registry: .dynamic)
        #expect(template.path.hasSuffix("MainMenu.nib/keyedobjects.nib"))
        let terminate = try #require(template.connections.first { $0.kind == .action && $0.name == "terminate:" })
        #expect(terminate.destination == nil)
        #expect(template.objects.contains { $0.role == .application })
    }

    // MARK: Nib directories

    @Test(
        "a nib directory is read from the member its deployment target loads",
        arguments: [
            (DeploymentTarget.newest, "runtime.nib"), (DeploymentTarget(13, 0), "objects-8.0+.nib"),
            (DeploymentTarget(8, 0), "objects-8.0+.nib"), (DeploymentTarget(7, 1), "objects.nib"),
        ])
    func directoryMember(target: DeploymentTarget, member: String) throws {
        let name = "Appboy__appboy-ios-sdk__AppboyKit__Appboy.bundle__ABKInAppMessageModalViewController.nib"
        let template = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic, deploymentTarget: target)
        #expect(template.path == Self.url(name).appendingPathComponent(member).relativePath)
    }

    @Test("the choice among members, for iOS and macOS names")
    func memberChoice() {
        let iOS = ["objects-13.0+.nib", "objects-11.0+.nib", "objects.nib", "runtime.nib", "designable.nib"]
        #expect(CompiledNibDirectory.choose(among: iOS, for: .newest) == "runtime.nib")
        #expect(CompiledNibDirectory.choose(among: iOS, for: DeploymentTarget(12, 4)) == "objects-11.0+.nib")
        #expect(CompiledNibDirectory.choose(among: iOS, for: DeploymentTarget(10)) == "objects.nib")
        #expect(
            CompiledNibDirectory.choose(among: ["objects-13.0+.nib", "runtime.nib"], for: DeploymentTarget(12))
                == "runtime.nib")
        let macOS = ["keyedobjects-110000.nib", "keyedobjects-101300.nib", "keyedobjects.nib", "designable.nib"]
        #expect(CompiledNibDirectory.choose(among: macOS, for: .newest) == "keyedobjects-110000.nib")
        #expect(CompiledNibDirectory.choose(among: macOS, for: DeploymentTarget(10, 14)) == "keyedobjects-101300.nib")
        #expect(CompiledNibDirectory.choose(among: macOS, for: DeploymentTarget(10, 12)) == "keyedobjects.nib")
        #expect(CompiledNibDirectory.choose(among: ["designable.nib", "info.nib", "classes.nib"], for: .newest) == nil)
    }

    @Test("the runtime member and the newest variant hold the same connections")
    func runtimeMatchesVariant() throws {
        let name = "Appboy__appboy-ios-sdk__Appboy-Push-Story__AppboyPushStory.framework__ABKPageView.nib"
        let runtime = try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        let variant = try NibTemplate(
            contentsOf: Self.url(name), registry: .dynamic, deploymentTarget: DeploymentTarget(13))
        #expect(runtime.path.hasSuffix("runtime.nib") && variant.path.hasSuffix("objects-13.0+.nib"))
        #expect(Self.counted(runtime) == Self.counted(variant))
        #expect(runtime.objects.count == variant.objects.count)
        #expect(Set(runtime.objects.compactMap(\.className)) == Set(variant.objects.compactMap(\.className)))
    }

    @Test("a directory with no compiled member says what it holds")
    func directoryWithoutMember() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cnib-\(UUID().uuidString).nib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<archive/>".utf8).write(to: folder.appendingPathComponent("designable.nib"))
        let error = try #require(throws: NibError.self) { try NibTemplate(contentsOf: folder, registry: .dynamic) }
        #expect(error.code == .unsupportedFormat)
        let message = try #require(error.diagnostics.first?.message)
        #expect(message.hasPrefix("the nib directory holds no compiled nib for deployment target newest"))
        #expect(message.contains("only designable.nib"))
    }

    // MARK: Bundles

    @Test("a bundle finds a compiled .nib file or directory, the .nib before the .xib, ~ipad and .lproj as ever")
    func bundleFindsCompiledNibs() throws {
        let bundle = try TemporaryBundle()
        let cell = try Data(
            contentsOf: Self.url("Appboy__appboy-ios-sdk__AppboyKit__Appboy.bundle__ABKBannerCardCell.nib"))
        let directory = "Appboy__appboy-ios-sdk__Appboy-Push-Story__AppboyPushStory.framework__ABKPageView.nib"
        try bundle.write("Cell.nib", cell)
        try bundle.write("Cell.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>")
        for member in ["runtime.nib", "objects-13.0+.nib"] {
            try bundle.write(
                "fr.lproj/Page.nib/\(member)", try Data(contentsOf: Self.url(directory).appendingPathComponent(member)))
        }
        try bundle.write("fr.lproj/Page~ipad.nib", cell)
        let nibBundle = try NibBundle(url: bundle.root)
        let template = try nibBundle.nibTemplate(named: "Cell", registry: .dynamic, traits: ResourceTraits())
        #expect(template.formatName == "nib")
        #expect(template.path.hasSuffix("Cell.nib"))
        let page = try nibBundle.nibTemplate(
            named: "Page", registry: .dynamic, traits: ResourceTraits(languages: ["fr"]))
        #expect(page.path.hasSuffix("fr.lproj/Page.nib/runtime.nib"))
        let ipad = try nibBundle.nibTemplate(
            named: "Page", registry: .dynamic, traits: ResourceTraits(device: .ipad, languages: ["fr"]))
        #expect(ipad.path.hasSuffix("Page~ipad.nib"))
        // A provider hands out files: the flat .nib is tried before the .xib.
        let named = try NibTemplate(
            named: "Cell", provider: DirectoryResourceProvider(directory: bundle.root), registry: .dynamic)
        #expect(named.path.hasSuffix("Cell.nib"))
    }

    // MARK: nibtool

    @Test("nibtool inspects, lints and compiles a compiled nib, and names the member of a nib directory")
    func nibtoolReadsCompiledNibs() throws {
        let file = Self.url(
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPCommonSharedResources.bundle__GPPACLSearchView.nib"
        ).path
        let inspect = try nibtool("inspect", file, "--json")
        #expect(inspect.status == 0)
        #expect(inspect.stdout.contains(#""format": "nib""#))
        #expect(inspect.stdout.contains(#""outlets": 5"#))
        let lint = try nibtool("lint", Self.url(Self.typedStream).path)
        #expect(lint.status == 1)
        #expect(lint.stderrLines.count == 1)
        #expect(lint.stderr.contains("\(Self.typedStream)/objects.nib:1:1: error: NeXT typedstream nib"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cnib-\(UUID().uuidString).nibc")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try nibtool("compile", file, "-o", output.path).status == 0)
        let compiled = try NibTemplate(contentsOf: output, registry: .dynamic)
        #expect(
            compiled.connections.count
                == (try NibTemplate(contentsOf: URL(fileURLWithPath: file), registry: .dynamic)).connections.count)
    }

    @Test("a .storyboardc given as a nib says to read it as a storyboard")
    func storyboardcIsNoNib() throws {
        let name =
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPShareboxSharedResources.bundle__GPPNativeShareBuilderImpl.storyboardc"
        let error = try #require(throws: NibError.self) {
            try NibTemplate(contentsOf: Self.url(name), registry: .dynamic)
        }
        #expect(error.code == .unsupportedFormat)
        #expect(
            error.diagnostics.first?.message.hasSuffix("NibStoryboard(contentsOf:) reads it, one scene at a time")
                == true)
    }

    // MARK: Prototype cells

    static let mainStoryboard =
        "Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__en.lproj__MainStoryboard.storyboardc"

    /// The nibs of the corpus storyboard whose table views hold prototype cells.
    static func storyboardNibs() throws -> [URL] {
        let folder = url(mainStoryboard)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nib") }
            .sorted().map { folder.appendingPathComponent($0) }
    }

    /// The prototype cells of a NIB Archive, read from the codec's tables:
    /// each table view's `UITableViewCellPrototypeNibs`, a dictionary of
    /// reuse identifiers and `UINib`s, and the bytes of each one's `archiveData`.
    static func prototypes(nibArchive data: Data) throws -> [(identifier: String, archive: Data)] {
        let tables = try NIBArchiveCodec.decode(data)
        func value(_ object: Int, _ key: String) -> NIBArchiveCodec.Payload? {
            tables.values(of: tables.objects[object]).first { tables.key(of: $0) == key }?.payload
        }
        func bytes(_ payload: NIBArchiveCodec.Payload?) -> [UInt8]? {
            switch payload {
            case .data(let bytes)?: return bytes
            case .object(let object)?: return bytes(value(object, "NS.bytes"))
            default: return nil
            }
        }
        var result: [(identifier: String, archive: Data)] = []
        for (index, object) in tables.objects.enumerated() where tables.className(of: object) == "UITableView" {
            guard case .object(let dictionary)? = value(index, "UITableViewCellPrototypeNibs") else { continue }
            let items = tables.values(of: tables.objects[dictionary]).filter {
                tables.key(of: $0) == "UINibEncoderEmptyKey"
            }
            for pair in stride(from: 0, to: items.count - 1, by: 2) {
                guard case .object(let key) = items[pair].payload, case .object(let nib) = items[pair + 1].payload,
                    let name = bytes(value(key, "NS.bytes")), let archive = bytes(value(nib, "archiveData"))
                else { continue }
                result.append((String(decoding: name, as: UTF8.self), Data(archive)))
            }
        }
        return result
    }

    /// The nested templates of a template's table views, by reuse identifier, in order.
    static func nestedTemplates(_ template: NibTemplate) -> [(identifier: String, template: NibTemplate)] {
        var result: [(identifier: String, template: NibTemplate)] = []
        for object in template.objects where object.className == "UITableView" {
            for property in object.properties where property.key == "UITableViewCellPrototypeNibs" {
                guard case .dictionary(let entries) = property.value else { continue }
                for entry in entries {
                    if case .nib(let nested) = entry.value { result.append((entry.key, nested)) }
                }
            }
        }
        return result
    }

    @Test("a compiled storyboard's prototype cells are nested templates, each what its archive data gives alone")
    func prototypeCells() throws {
        var found = 0
        for file in try Self.storyboardNibs() {
            let data = try Data(contentsOf: file)
            let expected = try Self.prototypes(nibArchive: data)
            let template = try NibTemplate(contentsOf: file, registry: .dynamic)
            let nested = Self.nestedTemplates(template)
            #expect(nested.map(\.identifier) == expected.map(\.identifier), "\(file.lastPathComponent)")
            #expect(template.statistics.nestedNibs == expected.count)
            // The UINib and its NSData are values, not objects of the view nib.
            #expect(!template.objects.contains { $0.className == "UINib" || $0.className == "NSData" })
            for (cell, archive) in zip(nested, expected) {
                let alone = try NibTemplate(data: archive.archive, path: template.path, registry: .dynamic)
                #expect(cell.template.objects.map(\.className) == alone.objects.map(\.className))
                #expect(cell.template.objects.map(\.id) == alone.objects.map(\.id))
                #expect(cell.template.connections.map(\.name) == alone.connections.map(\.name))
                #expect(cell.template.statistics == alone.statistics)
                #expect(cell.template.statistics.objects > 0)
                #expect(cell.template.mode == template.mode)
                let cellClass = try #require(
                    cell.template.topLevel.first.flatMap { cell.template.objects[$0].className })
                #expect(cellClass.hasSuffix("Cell"), "\(cell.identifier): \(cellClass)")
            }
            found += nested.count
        }
        // The corpus storyboard's view nibs hold 13 prototype cells (nibtool inspect: nestedNibs).
        #expect(found == 13)
    }

    @Test("a prototype cell written as a NIB Archive is a UINib again, read back as the same cell")
    func prototypeCellsWritten() throws {
        let file = try #require(
            try Self.storyboardNibs().first {
                !Self.nestedTemplates(try NibTemplate(contentsOf: $0, registry: .dynamic)).isEmpty
            })
        let template = try NibTemplate(contentsOf: file, registry: .dynamic)
        let written = try template.nibArchiveData()
        let tables = try NIBArchiveCodec.decode(written)
        #expect(tables.objects.contains { tables.className(of: $0) == "UINib" })
        let back = try NibTemplate(data: written, path: "Written.nib", registry: .dynamic)
        let before = Self.nestedTemplates(template)
        let after = Self.nestedTemplates(back)
        #expect(after.map(\.identifier) == before.map(\.identifier))
        #expect(after.map(\.template.statistics) == before.map(\.template.statistics))
        #expect(
            after.map { $0.template.objects.map(\.className) } == before.map { $0.template.objects.map(\.className) })
    }

    @Test("nibtool dump, trace and inspect show each prototype cell as a nib of its class and object count")
    func prototypeCellsInNibtool() throws {
        let file = try #require(
            try Self.storyboardNibs().first {
                !Self.nestedTemplates(try NibTemplate(contentsOf: $0, registry: .dynamic)).isEmpty
            })
        let template = try NibTemplate(contentsOf: file, registry: .dynamic)
        let nested = Self.nestedTemplates(template)
        let table = try #require(template.objects.first { $0.className == "UITableView" })
        let dump = try nibtool("dump", file.path)
        let trace = try nibtool("trace", file.path)
        let inspect = try nibtool("inspect", file.path, "--json")
        #expect(dump.status == 0 && trace.status == 0 && inspect.status == 0)
        for (identifier, cell) in nested {
            let className = try #require(cell.topLevel.first.flatMap { cell.objects[$0].className })
            let objects = cell.statistics.objects
            #expect(dump.stdout.contains("\(identifier): nib(\(className), \(objects) objects)"), "\(identifier)")
            #expect(
                trace.stdout.contains(
                    "\(table.id).UITableViewCellPrototypeNibs[\"\(identifier)\"] = nib of \(className), \(objects) objects"
                ),
                "\(identifier)")
        }
        #expect(inspect.stdout.contains("\"nestedNibs\": \(nested.count)"))
    }
}
