import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Compiled storyboards (`.storyboardc`) of the corpus through
/// `NibStoryboard(contentsOf:)`: scenes, identifiers and the entry point
/// against the folder's Info.plist read by Foundation, segue templates
/// against the scene nibs' objects, view nibs, instantiation.
@Suite("Compiled storyboards")
struct CompiledStoryboardTests {
    static let storyboards: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CompiledNibTests.nibFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboardc") }.sorted()
    }()

    static func info(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: CompiledNibTests.url(name).appendingPathComponent("Info.plist"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test("the corpus has its four compiled storyboards")
    func corpusHasStoryboards() {
        #expect(Self.storyboards.count == 4)
    }

    @Test("every scene of Info.plist is read, with its identifier and the entry point", arguments: storyboards)
    func scenesMatchInfoPlist(name: String) throws {
        let storyboard = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        let info = try Self.info(name)
        let nibNames = try #require(info["UIViewControllerIdentifiersToNibNames"] as? [String: String])
        #expect(storyboard.scenes.count == nibNames.count)
        #expect(Set(storyboard.scenes.map(\.id)) == Set(nibNames.values))
        // A storyboard identifier is an Info.plist key that is no made-up `<Class>-<xxx-xx-xxx>` name.
        let named = nibNames.keys.filter { key in
            let parts = key.split(separator: "-")
            return !(parts.count >= 4 && parts.suffix(3).map(\.count) == [3, 2, 3])
        }
        #expect(Set(storyboard.storyboardIdentifiers) == Set(named))
        let entry = try #require(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String)
        let initial = try #require(
            storyboard.scenes.first { $0.viewControllerID == storyboard.initialViewControllerID })
        #expect(initial.id == nibNames[entry])
        let controller = try storyboard.instantiateInitialViewController(options: InstantiationOptions())
        #expect(controller is DynamicObject)
        for scene in storyboard.scenes {
            #expect(scene.template.objects.contains { $0.id == scene.viewControllerID })
            _ = try scene.template.instantiate(owner: DynamicObject())
        }
    }

    @Test("segue templates become segues to the scenes they name")
    func segues() throws {
        let name =
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPShareboxSharedResources.bundle__GPPNativeShareBuilderImpl.storyboardc"
        let storyboard = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        let scene = try #require(storyboard.scenes.first { $0.id == "UIViewController-KtL-yL-JvP" })
        #expect(scene.viewControllerID == "KtL-yL-JvP")
        #expect(scene.storyboardIdentifier == nil)
        let segues = scene.template.connections.filter { $0.kind == .segue }
        #expect(segues.map(\.name) == ["segueToComposeViewController"])
        #expect(segues.map(\.destinationID) == ["compose"])
        #expect(segues.map(\.segueKind) == ["modal"])
        let compose = try #require(storyboard.scenes.first { $0.storyboardIdentifier == "compose" })
        #expect(compose.viewControllerID == "compose")
        // The scene's view comes from its view nib, named by UINibName.
        let view = try #require(scene.viewTemplate)
        #expect(view.path.hasSuffix("KtL-yL-JvP-view-FgH-Tb-vUZ.nib"))
        #expect(view.objects.contains { $0.role == .filesOwner })
    }

    @Test("scene nibs that are nib directories are read from their chosen member")
    func sceneNibDirectories() throws {
        let name =
            "Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__PlugIns__StopwatchNotificationContentExtension.appex__Base.lproj__MainInterface.storyboardc"
        let newest = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        #expect(
            newest.scenes.map { $0.template.path.hasSuffix("UIViewController-M4Y-Lb-cyx.nib/runtime.nib") } == [true])
        let older = try NibStoryboard(
            contentsOf: CompiledNibTests.url(name), registry: .dynamic, deploymentTarget: DeploymentTarget(11))
        #expect(
            older.scenes.map { $0.template.path.hasSuffix("UIViewController-M4Y-Lb-cyx.nib/objects-11.0+.nib") } == [
                true
            ])
        #expect(
            older.scenes.first?.viewTemplate?.path.hasSuffix("M4Y-Lb-cyx-view-S3S-Oj-5AN.nib/objects-11.0+.nib") == true
        )
    }

    /// A `.storyboardc` made in a temporary folder from the nibs of the
    /// corpus's GPPNativeShareBuilderImpl, with the Info.plist given.
    static func shareBuilder(info: Data) throws -> (folder: TemporaryBundle, url: URL) {
        let source = CompiledNibTests.url(
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPShareboxSharedResources.bundle__GPPNativeShareBuilderImpl.storyboardc"
        )
        let folder = try TemporaryBundle(name: "Share.storyboardc")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".nib") {
            try folder.write(name, try Data(contentsOf: source.appendingPathComponent(name)))
        }
        try folder.write("Info.plist", info)
        return (folder, folder.root)
    }

    @Test("20,000 identifiers naming one scene nib: the nib is read once, and every identifier names its scene")
    func identifiersNamingOneNib() throws {
        var nibNames: [String: String] = ["compose": "compose"]
        for number in 0..<10_000 {
            nibNames["made-\(number)"] = "UIViewController-KtL-yL-JvP"
            nibNames["named-\(number)"] = "compose"
        }
        let info = try PropertyListSerialization.data(
            fromPropertyList: [
                "UIStoryboardVersion": 1, "UIViewControllerIdentifiersToNibNames": nibNames,
                "UIStoryboardDesignatedEntryPointIdentifier": "made-0",
            ], format: .binary, options: 0)
        let (folder, url) = try Self.shareBuilder(info: info)
        let storyboard = try NibStoryboard(contentsOf: url, registry: .dynamic)
        #expect(storyboard.scenes.count == 20_001)
        // A made-up nib name gives the controller its id; another name is the controller's id.
        #expect(Set(storyboard.scenes.map(\.id)) == ["UIViewController-KtL-yL-JvP", "compose"])
        #expect(Set(storyboard.scenes.map(\.viewControllerID)) == ["KtL-yL-JvP", "compose"])
        #expect(storyboard.storyboardIdentifiers.count == 20_001)
        #expect(storyboard.initialViewControllerID == "KtL-yL-JvP")
        // Every scene of one nib has its counts, its view nib and no warning twice.
        let made = try #require(storyboard.scenes.first { $0.id == "UIViewController-KtL-yL-JvP" })
        let single = try Self.shareBuilder(
            info: try PropertyListSerialization.data(
                fromPropertyList: [
                    "UIViewControllerIdentifiersToNibNames": [
                        "made-0": "UIViewController-KtL-yL-JvP", "compose": "compose",
                    ]
                ], format: .binary, options: 0))
        let alone = try #require(
            try NibStoryboard(contentsOf: single.url, registry: .dynamic).scenes.first {
                $0.id == "UIViewController-KtL-yL-JvP"
            })
        #expect(made.template.objects.map(\.id) == alone.template.objects.map(\.id))
        #expect(made.template.statistics == alone.template.statistics)
        #expect(made.viewTemplate?.path == url.relativePath + "/KtL-yL-JvP-view-FgH-Tb-vUZ.nib")
        // By place and each once (warnings at one place keep their order).
        let warnings = storyboard.allWarnings
        #expect(Set(warnings).count == warnings.count)
        #expect(warnings == Diagnostic.sorted(warnings))
        let controller = try storyboard.instantiateViewController(withIdentifier: "named-9999")
        #expect(controller is DynamicObject)
        _ = folder
    }

    /// An XML Info.plist of a `.storyboardc` whose map is `entries`, one line each.
    static func xmlInfo(_ map: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>UIStoryboardVersion</key>
              <integer>1</integer>
            \(map)
            </dict>
            </plist>

            """.utf8)
    }

    @Test("an XML Info.plist's entries naming a missing nib, or no nib, are errors at the entry")
    func locatedInfoPlistErrors() throws {
        let (folder, url) = try Self.shareBuilder(
            info: Self.xmlInfo(
                """
                  <key>UIViewControllerIdentifiersToNibNames</key>
                  <dict>
                    <key>compose</key>
                    <string>compose</string>
                    <key>Gone</key>
                    <string>Nowhere</string>
                    <key>Number</key>
                    <integer>7</integer>
                    <key>Also-gone</key> <string>Nowhere</string>
                  </dict>
                """))
        let path = url.relativePath + "/Info.plist"
        let error = try #require(throws: NibError.self) { try NibStoryboard(contentsOf: url, registry: .dynamic) }
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "\(path):12:5: error: the storyboard identifier 'Gone' names the nib 'Nowhere': 'Nowhere.nib' does not exist",
                "\(path):14:5: error: the storyboard identifier 'Number' names no nib",
                "\(path):15:26: error: the storyboard identifier 'Also-gone' names the nib 'Nowhere': 'Nowhere.nib' does not exist",
            ])
        #expect(error.diagnostics.map(\.key) == ["Gone", "Number", "Also-gone"])
        let lint = try nibtool("lint", url.path)
        #expect(lint.status == 1)
        #expect(
            lint.stderrLines.first
                == "\(url.path)/Info.plist:12:5: error: the storyboard identifier 'Gone' names the nib 'Nowhere': 'Nowhere.nib' does not exist"
        )

        try folder.write(
            "Info.plist",
            Self.xmlInfo(
                """
                  <key>UIViewControllerIdentifiersToNibNames</key>
                  <array/>
                """))
        let notMap = try #require(throws: NibError.self) { try NibStoryboard(contentsOf: url, registry: .dynamic) }
        #expect(
            notMap.diagnostics.map(\.description) == [
                "\(path):8:3: error: the compiled storyboard's Info.plist has no UIViewControllerIdentifiersToNibNames dictionary: its value is an array"
            ])
        try folder.write("Info.plist", Self.xmlInfo(""))
        let noMap = try #require(throws: NibError.self) { try NibStoryboard(contentsOf: url, registry: .dynamic) }
        #expect(
            noMap.diagnostics.map(\.description) == [
                "\(path):4:1: error: the compiled storyboard's Info.plist has no UIViewControllerIdentifiersToNibNames dictionary"
            ])
        // A binary list has no lines: its entries stand at 1:1.
        try folder.write(
            "Info.plist",
            try PropertyListSerialization.data(
                fromPropertyList: ["UIViewControllerIdentifiersToNibNames": ["Gone": "Nowhere"]], format: .binary,
                options: 0))
        let binary = try #require(throws: NibError.self) { try NibStoryboard(contentsOf: url, registry: .dynamic) }
        #expect(binary.code == .unreadableFile)
        #expect(
            binary.diagnostics.map(\.description) == [
                "\(path):1:1: error: the storyboard identifier 'Gone' names the nib 'Nowhere': 'Nowhere.nib' does not exist"
            ])
    }

    /// Every object a value of a dynamic object holds, and the objects they hold, once each.
    static func reachable(from start: NibObject) -> [ObjectIdentifier] {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var order: [ObjectIdentifier] = []
        var pending: [Any] = [start]
        while let next = pending.popLast() {
            switch next {
            case let object as DynamicObject:
                if object !== start, !seen.insert(ObjectIdentifier(object)).inserted { continue }
                order.append(ObjectIdentifier(object))
                pending += object.keyOrder.compactMap { object.values[$0] ?? nil }
            case let object as NibObject:
                if seen.insert(ObjectIdentifier(object)).inserted { order.append(ObjectIdentifier(object)) }
            case let array as [Any]: pending += array
            case let dictionary as [String: Any]: pending += Array(dictionary.values)
            default: break
            }
        }
        return order
    }

    @Test(
        "a scene's view creates none of its prototype cells; its table view dequeues cells wired to their subviews")
    func prototypeCells() throws {
        var registry = ClassRegistry.dynamic
        registry.register(TableView.self, as: "UITableView")
        let storyboard = try NibStoryboard(
            contentsOf: CompiledNibTests.url(CompiledNibTests.mainStoryboard), registry: registry)
        var dequeued = 0
        for scene in storyboard.scenes {
            guard let view = scene.viewTemplate else { continue }
            var externalObjects: [String: NibObject] = [:]
            for object in view.objects {
                if case .external(let identifier) = object.role { externalObjects[identifier] = DynamicObject() }
            }
            let created = Locked<[String]>([])
            var options = InstantiationOptions()
            options.eventHandler = { event in
                if case .initialize(_, let className, _) = event { created.withLock { $0.append(className) } }
            }
            let graph = try view.instantiate(owner: DynamicObject(), externalObjects: externalObjects, options: options)
            // Only the view nib's own objects: a prototype's are made when a cell is dequeued.
            #expect(created.withLock { $0.count } == view.statistics.objects)
            for table in graph.objects(ofType: TableView.self) {
                for (identifier, prototype) in table.prototypes.sorted(by: { $0.key < $1.key }) {
                    let cellIndex = try #require(prototype.topLevel.first)
                    let cellClass = try #require(prototype.objects[cellIndex].className)
                    #expect(
                        !created.withLock { $0.contains(cellClass) }
                            || view.objects.contains { $0.className == cellClass })
                    let cell = try #require(try table.dequeueCell(withIdentifier: identifier) as? DynamicObject)
                    #expect(cell.className == cellClass)
                    // Each dequeue is a new cell.
                    #expect(try table.dequeueCell(withIdentifier: identifier) !== cell)
                    let cellGraph = try prototype.instantiate(
                        externalObjects: table.prototypeExternalObjects[identifier] ?? [:])
                    let top = try #require(cellGraph.topLevelObjects.first as? DynamicObject)
                    let inside = Set(Self.reachable(from: top))
                    let outlets = prototype.connections.filter { $0.kind == .outlet && $0.source == cellIndex }
                    for outlet in outlets {
                        let destination = try #require(
                            outlet.destination.flatMap { cellGraph.object(withID: prototype.objects[$0].id) })
                        #expect(top.values[outlet.name] as? NibObject === destination, "\(identifier).\(outlet.name)")
                        #expect(inside.contains(ObjectIdentifier(destination)), "\(identifier).\(outlet.name)")
                    }
                    #expect(inside.count > 1)
                    dequeued += 1
                }
            }
        }
        // Every one of the storyboard's 13 prototype cells.
        #expect(dequeued == 13)
        #expect(try TableView().dequeueCell(withIdentifier: "none") == nil)
    }

    @Test("Embedding.md shows the table view the prototype cell test uses, line for line")
    func embeddingExample() throws {
        let markdown = try String(
            contentsOf: Toolkit.packageRoot.appendingPathComponent("Docs/Embedding.md"), encoding: .utf8)
        let blocks = ReadmeTests.swiftBlocks(of: markdown).filter {
            $0.joined().contains("UITableViewCellPrototypeNibs")
        }
        let file = ReadmeTests.normalized(
            try String(
                contentsOf: Toolkit.packageRoot.appendingPathComponent(
                    "Tests/NibKitTests/Readme/EmbeddingSnippets.swift"),
                encoding: .utf8
            ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        #expect(blocks.count == 1)
        for block in blocks {
            let lines = ReadmeTests.normalized(block)
            #expect(
                file.count >= lines.count
                    && (0...(file.count - lines.count)).contains { Array(file[$0..<($0 + lines.count)]) == lines })
        }
    }

    @Test(
        "nibtool inspect and lint read a .storyboardc whole: the counts are its scenes' and view nibs'; trace its initial scene, dump refuses it",
        arguments: storyboards)
    func nibtoolReadsCompiledStoryboards(name: String) throws {
        let folder = CompiledNibTests.url(name)
        let storyboard = try NibStoryboard(contentsOf: folder, registry: .dynamic)
        let counts = storyboard.statistics

        // Each nib of the folder read on its own, as one archive: actions,
        // collections, resources and nested nibs are the same whether a nib
        // is read as a scene or alone (a scene's proxies and segue templates
        // are not), but for the triggers below.
        var alone = (actions: 0, collections: 0, resources: 0, nested: 0)
        let nibs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nib") }
        #expect(nibs.count >= storyboard.scenes.count)
        for nib in nibs {
            let statistics = try NibTemplate(contentsOf: folder.appendingPathComponent(nib), registry: .dynamic)
                .statistics
            alone.actions += statistics.actions
            alone.collections += statistics.outletCollections
            alone.resources += statistics.resources
            alone.nested += statistics.nestedNibs
        }
        // A scene nib's `perform:` to one of its own segue templates (a bar
        // button item's) is read as the segue's trigger, not as an action.
        let triggers = storyboard.scenes.reduce(0) { total, scene in
            total
                + scene.template.connections.filter {
                    $0.kind == .segue && scene.template.objects[$0.source].id != scene.viewControllerID
                }.count
        }
        #expect(counts.actions == alone.actions - triggers)
        #expect(counts.outletCollections == alone.collections)
        #expect(counts.resources == alone.resources)
        #expect(counts.nestedNibs == alone.nested)
        // Every scene has its File's Owner and First Responder at least.
        #expect(counts.placeholders >= 2 * storyboard.scenes.count)
        #expect(counts.segues == storyboard.scenes.reduce(0) { $0 + $1.template.statistics.segues })

        // nibtool loads the standard UIKit classes; a storyboard that sets keys an
        // application adds to them (a runtime attribute of its own) is loaded with
        // stand-ins, after one warning that says so.
        let refused =
            (try? NibStoryboard(contentsOf: folder, registry: .standard(for: .iOS, allowsDynamicObjects: true))) == nil
        let fallbackLines = refused ? 1 : 0
        let inspect = try nibtool("inspect", folder.path, "--json")
        #expect(inspect.status == 0)
        #expect(inspect.stderrLines.prefix(1).filter { $0.contains("standard classes refuse") }.count == fallbackLines)
        #expect(Array(inspect.stderrLines.dropFirst(fallbackLines)) == storyboard.allWarnings.map(\.description))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "storyboardc")
        #expect(json["objects"] as? Int == counts.objects)
        #expect(json["placeholders"] as? Int == counts.placeholders)
        #expect(json["outlets"] as? Int == counts.outlets)
        #expect(json["actions"] as? Int == counts.actions)
        #expect(json["segues"] as? Int == counts.segues)
        #expect(json["topLevel"] as? Int == counts.topLevel)
        #expect(json["nestedNibs"] as? Int == counts.nestedNibs)

        let lint = try nibtool("lint", folder.path)
        #expect(lint.status == 0)
        #expect(lint.stderrLines.prefix(1).filter { $0.contains("standard classes refuse") }.count == fallbackLines)
        #expect(Array(lint.stderrLines.dropFirst(fallbackLines)) == storyboard.allWarnings.map(\.description))

        // trace loads the initial view controller's nib, as UIKit does; a
        // command that reads one archive refuses the folder.
        let trace = try nibtool("trace", folder.path)
        #expect(trace.status == 0)
        #expect(trace.stdout.contains("\nTop-level objects: \(try #require(storyboard.initialViewControllerID))"))
        let dump = try nibtool("dump", folder.path)
        #expect(dump.status == 1)
        #expect(
            dump.stderr.hasPrefix(
                "\(folder.path):1:1: error: this is a compiled storyboard, a scene nib per view controller: nibtool inspect and lint read it whole"
            ))
    }
}
