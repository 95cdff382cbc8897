import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Storyboards written as `.storyboardc` folders and read back through
/// `NibStoryboard(contentsOf:)`: the same scenes, identifiers, entry point
/// and segues, and each scene's trace; the folder's Info.plist and scene
/// nibs as UIKit's vocabulary has them; what cannot be written refused at
/// its place.
@Suite("Storyboardc writer")
struct StoryboardcWriterTests {
    /// Two scenes: a navigation controller whose root is the second, which
    /// has a storyboard identifier and a button with a segue back to a third.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Nav-aa-001">
            <scenes>
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <navigationController id="Nav-aa-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-aa-001">
                                <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Dtl-aa-001" kind="relationship" relationship="rootViewController" id="Seg-aa-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Scn-aa-002">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Dtl-aa-001" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vew-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="Btn-aa-001">
                                        <rect key="frame" x="20" y="20" width="100" height="44"/>
                                        <connections>
                                            <segue destination="Inf-aa-001" kind="presentation" identifier="showInfo" id="Seg-aa-002"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="infoButton" destination="Btn-aa-001" id="Out-aa-001"/>
                                <segue destination="Inf-aa-001" kind="show" identifier="manual" id="Seg-aa-003"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Scn-aa-003">
                    <objects>
                        <viewController id="Inf-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vew-aa-002"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func fixture(_ text: String = storyboard) throws -> NibStoryboard {
        try NibStoryboard(data: Data(text.utf8), path: "Fixture.storyboard", registry: .dynamic)
    }

    /// A new, empty temporary folder, removed by `body`'s end.
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboardc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// `storyboard` written as a `.storyboardc` and read back.
    static func readBack(_ storyboard: NibStoryboard) throws -> NibStoryboard {
        try withFolder { folder in
            let url = folder.appendingPathComponent("Written.storyboardc")
            try storyboard.writeCompiledStoryboard(to: url)
            return try NibStoryboard(contentsOf: url, registry: .dynamic)
        }
    }

    /// Whether an event belongs to segues: a segue, or the creation or awake
    /// of a segue template the read-back scene holds for one.
    /// A segue event of a scene's view, as the scene nib reads it back:
    /// from the view controller, which holds the template.
    static func fromController(_ event: LifecycleEvent, _ controllerID: String) -> LifecycleEvent {
        guard case .segue(let id, _, let identifier, let destination, let kind) = event else { return event }
        return .segue(id: id, source: controllerID, identifier: identifier, destination: destination, kind: kind)
    }

    static func isSegueEvent(_ event: LifecycleEvent, templates: Set<String>) -> Bool {
        switch event {
        case .segue: return true
        case .initialize(let id, _, _), .awake(let id): return templates.contains(id)
        default: return false
        }
    }

    /// `storyboard` written as a `.storyboardc` and read back has the same
    /// scenes, identifiers and entry point, and each scene its trace: every
    /// event but segues exactly, each object named by its archive index and
    /// the view controller by its id; the segues in order, each from the view
    /// controller (which holds the segue templates) with no id, as a compiled
    /// storyboard keeps them.
    ///
    /// A view controller keeps its id when it is Interface Builder's
    /// `xxx-xx-xxx`, which the scene nib's name `<Class>-<id>` carries; any
    /// other is read back as its storyboard identifier, or without one as
    /// its nib's name, which is then its identifier too.
    static func readBackNames(_ scene: NibStoryboard.Scene) -> (id: String, identifier: String?) {
        let id = scene.viewControllerID ?? ""
        let className = scene.template.objects.first { $0.id == id }?.className ?? "UIViewController"
        let nibName = "\(className)-\(id)"
        if NibStoryboard.isGeneratedName(nibName) { return (id, scene.storyboardIdentifier) }
        let identifier = scene.storyboardIdentifier ?? nibName
        return (identifier, identifier)
    }

    static func checkRoundTrip(_ storyboard: NibStoryboard, path: String) throws {
        let read = try readBack(storyboard)
        var names: [String: String] = [:]
        for scene in storyboard.scenes { names[scene.viewControllerID ?? ""] = readBackNames(scene).id }
        #expect(read.scenes.count == storyboard.scenes.count, "\(path)")
        #expect(read.initialViewControllerID == storyboard.initialViewControllerID.map { names[$0] ?? $0 }, "\(path)")
        #expect(
            Set(read.storyboardIdentifiers) == Set(storyboard.scenes.compactMap { readBackNames($0).identifier }),
            "\(path)")
        for scene in storyboard.scenes {
            let (controllerID, identifier) = readBackNames(scene)
            guard let readScene = read.scenes.first(where: { $0.viewControllerID == controllerID }) else {
                Issue.record("\(path): no scene of '\(controllerID)' read back")
                continue
            }
            #expect(readScene.storyboardIdentifier == identifier, "\(path)")
            let source = scene.template
            var indexes = names
            for (index, object) in source.objects.enumerated() { indexes[object.id] = "\(index + 1)" }
            indexes[scene.viewControllerID ?? ""] = controllerID
            let expected = try NIBArchiveWriterTests.compiledTrace(source).map {
                NIBArchiveWriterTests.decodedCustomObject(
                    NIBArchiveWriterTests.renamed($0, { indexes[$0] ?? $0 }), in: source)
            }
            // Segue templates are written after the template's objects.
            let templates = Set(
                readScene.template.objects.filter { object in
                    (Int(object.id) ?? 0) > source.objects.count && object.className?.hasSuffix("SegueTemplate") == true
                }.map(\.id))
            let traced = try dynamicTrace(readScene.template)
            let others = expected.filter { !isSegueEvent($0, templates: []) }
            let tracedOthers = traced.filter { !isSegueEvent($0, templates: templates) }
            #expect(
                tracedOthers == others, "\(path): \(NIBArchiveWriterTests.changes(from: others, to: tracedOthers))")
            // The segues of the scene's view (its controls') are the scene
            // nib's segue templates too, after the controller's own; the
            // view nib, with every other event of the view, is its own.
            var viewEvents: [LifecycleEvent] = []
            if let sourceView = scene.viewTemplate {
                var viewIndexes = names
                for (index, object) in sourceView.objects.enumerated() { viewIndexes[object.id] = "\(index + 1)" }
                viewEvents = try NIBArchiveWriterTests.compiledTrace(sourceView).map {
                    NIBArchiveWriterTests.decodedCustomObject(
                        NIBArchiveWriterTests.renamed($0, { viewIndexes[$0] ?? $0 }), in: sourceView)
                }
                let readView = try #require(readScene.viewTemplate, "\(path)")
                // A control's segue is its action `perform:` to an upstream
                // placeholder, the template the scene nib gives the view.
                let upstream = Set(
                    readView.objects.filter {
                        if case .external(let name) = $0.role { name.hasPrefix("UpstreamPlaceholder-") } else { false }
                    }.map(\.id))
                let tracedView = try dynamicTrace(readView).filter { event in
                    switch event {
                    case .placeholder(let id, _): !upstream.contains(id)
                    case .action(_, "perform:", let target?, _): !upstream.contains(target)
                    default: true
                    }
                }
                let others = viewEvents.filter { !isSegueEvent($0, templates: []) }
                #expect(
                    tracedView == others, "\(path): \(NIBArchiveWriterTests.changes(from: others, to: tracedView))")
                let triggered = viewEvents.filter { event in
                    guard case .segue(_, _, _, _, let kind) = event else { return false }
                    return kind != "embed" && kind != "relationship"
                }
                #expect(upstream.count == triggered.count, "\(path)")
            }
            // The controller nib's triggers (bar button items) stay the
            // segues' sources; the view's segues are the controller's.
            let segues = (expected + viewEvents.map { Self.fromController($0, controllerID) }).compactMap {
                event -> LifecycleEvent? in
                guard case .segue(_, let source, let identifier, let destination, let kind) = event else { return nil }
                return .segue(
                    id: nil, source: kind == "relationship" ? controllerID : source,
                    identifier: identifier.flatMap { $0.isEmpty ? nil : $0 }, destination: destination, kind: kind)
            }
            let tracedSegues = traced.filter { if case .segue = $0 { true } else { false } }.map { event in
                guard case .segue(let id, let source, let identifier, let destination, let kind) = event else {
                    return event
                }
                return .segue(
                    id: id, source: source, identifier: identifier.flatMap { $0.isEmpty ? nil : $0 },
                    destination: destination, kind: kind)
            }
            // In document order, which the traces, one a nib, do not keep.
            #expect(tracedSegues.map { "\($0)" }.sorted() == segues.map { "\($0)" }.sorted(), "\(path)")
            #expect(templates.count == segues.count, "\(path)")
        }
    }

    @Test(
        "a storyboard written as a .storyboardc reads back with its scenes, identifiers, entry point, segues and traces"
    )
    func roundTrip() throws {
        let storyboard = try Self.fixture()
        try Self.checkRoundTrip(storyboard, path: "Fixture.storyboard")
        let read = try Self.readBack(storyboard)
        #expect(read.initialViewControllerID == "Nav-aa-001")
        #expect(read.storyboardIdentifiers == ["Detail"])
        let detail = try #require(read.scenes.first { $0.storyboardIdentifier == "Detail" })
        #expect(detail.viewControllerID == "Dtl-aa-001")
        // The scene's view is a view nib of its own, as Xcode writes it.
        #expect(!detail.template.objects.contains { $0.className == "UIButton" })
        #expect(detail.viewTemplate?.objects.contains { $0.className == "UIButton" } == true)
        let segues = detail.template.connections.filter { $0.kind == .segue }
        // In document order: the view's button's segue, then the controller's own.
        #expect(segues.map(\.name) == ["showInfo", "manual"])
        #expect(segues.map(\.segueKind) == ["presentation", "show"])
        #expect(segues.map(\.destinationID) == ["Inf-aa-001", "Inf-aa-001"])
        let navigation = try #require(read.scenes.first { $0.viewControllerID == "Nav-aa-001" })
        let relationship = navigation.template.connections.filter { $0.kind == .segue }
        #expect(relationship.map(\.segueKind) == ["relationship"])
        #expect(relationship.map(\.destinationID) == ["Dtl-aa-001"])
        let controller = try storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(controller is DynamicObject)
    }

    @Test("Info.plist names each scene nib by its key, the entry point by the initial view controller's")
    func infoPlist() throws {
        let files = try Self.fixture().compiledStoryboardFiles()
        #expect(
            files.keys.sorted() == [
                "DetailViewController-Dtl-aa-001.nib", "Dtl-aa-001-view-Vew-aa-001.nib",
                "Inf-aa-001-view-Vew-aa-002.nib", "Info.plist", "UINavigationController-Nav-aa-001.nib",
                "UIViewController-Inf-aa-001.nib",
            ])
        let data = try #require(files["Info.plist"])
        #expect(data.starts(with: Array("bplist00".utf8)))
        let info = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(info["UIStoryboardVersion"] as? Int == 1)
        #expect(
            info["UIViewControllerIdentifiersToNibNames"] as? [String: String] == [
                "Detail": "DetailViewController-Dtl-aa-001",
                "UINavigationController-Nav-aa-001": "UINavigationController-Nav-aa-001",
                "UIViewController-Inf-aa-001": "UIViewController-Inf-aa-001",
            ])
        #expect(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "UINavigationController-Nav-aa-001")
    }

    @Test("a scene nib holds UIKit's bookkeeping and the view controller's segue templates")
    func sceneNib() throws {
        let files = try Self.fixture().compiledStoryboardFiles()
        let archive = try NIBArchiveWriterTests.Archive(try #require(files["DetailViewController-Dtl-aa-001.nib"]))
        let topLevel = archive.rootList("UINibTopLevelObjectsKey")
        let proxies = topLevel.filter { archive.className($0) == "UIProxyObject" }.map {
            archive.string(archive.object($0, "UIProxiedObjectIdentifier"))
        }
        #expect(proxies == ["IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        let outlets = archive.rootList("UINibConnectionsKey").filter {
            archive.className($0) == "UIRuntimeOutletConnection"
        }.map { archive.string(archive.object($0, "UILabel")) }
        #expect(outlets.prefix(2) == ["sceneViewController", "storyboard"])
        let controller = try #require(topLevel.first { archive.className($0) == "DetailViewController" })
        let templates = archive.elements(archive.object(controller, "UIStoryboardSegueTemplates"))
        #expect(
            templates.map { archive.className($0) } == [
                "UIStoryboardPresentationSegueTemplate", "UIStoryboardShowSegueTemplate",
            ])
        #expect(templates.map { archive.string(archive.object($0, "UIIdentifier")) } == ["showInfo", "manual"])
        // The view's button triggers its segue through an upstream
        // placeholder, which the controller gives the view nib as the template.
        let upstream = archive.elements(archive.object(controller, "UIExternalObjectsTableForViewLoading"))
        #expect(upstream.count == 2)
        #expect(archive.string(upstream.first) == "UpstreamPlaceholder-Seg-aa-002")
        #expect(upstream.last == templates.first)
        let view = try NIBArchiveWriterTests.Archive(try #require(files["Dtl-aa-001-view-Vew-aa-001.nib"]))
        let placeholder = try #require(
            view.rootList("UINibTopLevelObjectsKey").first {
                view.string(view.object($0, "UIProxiedObjectIdentifier")) == "UpstreamPlaceholder-Seg-aa-002"
            })
        let triggers = view.rootList("UINibConnectionsKey").filter {
            view.className($0) == "UIRuntimeEventConnection" && view.object($0, "UIDestination") == placeholder
        }
        #expect(triggers.map { view.string(view.object($0, "UILabel")) } == ["perform:"])
        #expect(triggers.map { view.className(view.object($0, "UISource") ?? 0) } == ["UIButton"])
        #expect(
            templates.map { archive.string(archive.object($0, "UIDestinationViewControllerIdentifier")) } == [
                "UIViewController-Inf-aa-001", "UIViewController-Inf-aa-001",
            ])
    }

    @Test("a segue of a kind with no template class is refused at the segue, naming it")
    func unknownSegueKindRefused() throws {
        let text = Self.storyboard.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"custom\"")
        let error = try #require(throws: NibError.self) { try Self.fixture(text).compiledStoryboardFiles() }
        #expect(error.code == .unsupportedFormat)
        #expect(error.diagnostics.map(\.key) == ["showInfo"])
        #expect(error.diagnostics.map(\.location.description) == ["Fixture.storyboard:26:37"])
        #expect(
            error.diagnostics.first?.message
                == "cannot write a NIB Archive: the segue 'showInfo' is of the kind 'custom', which has no segue template class NibKit knows"
        )
    }

    @Test("a segue to an object that is no scene's view controller is refused at the segue")
    func segueToNoViewControllerRefused() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: "<segue destination=\"Inf-aa-001\" kind=\"show\"",
            with: "<segue destination=\"Vew-aa-002\" kind=\"show\"")
        let error = try #require(throws: NibError.self) { try Self.fixture(text).compiledStoryboardFiles() }
        #expect(error.diagnostics.map(\.key) == ["manual"])
        #expect(error.diagnostics.map(\.objectID) == ["Dtl-aa-001"])
        #expect(
            error.diagnostics.first?.message
                == "cannot write a NIB Archive: the segue 'manual' leads to 'Vew-aa-002', which is no scene's view controller; a segue template names only those"
        )
    }

    @Test("a storyboard identifier that is no file name is refused at its view controller")
    func identifierThatIsNoFileName() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: "storyboardIdentifier=\"Detail\"", with: "storyboardIdentifier=\"../Detail\"")
        let error = try #require(throws: NibError.self) { try Self.fixture(text).compiledStoryboardFiles() }
        #expect(error.diagnostics.map(\.objectID) == ["Dtl-aa-001"])
        #expect(
            error.diagnostics.first?.message
                == "cannot write a .storyboardc: '../Detail' cannot name a scene nib, a file in the .storyboardc")
    }

    @Test("a folder that exists and is not empty is refused and left as it was; an empty one is used")
    func existingFolder() throws {
        let storyboard = try Self.fixture()
        try Self.withFolder { folder in
            let url = folder.appendingPathComponent("Main.storyboardc")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            let mine = url.appendingPathComponent("notes.txt")
            try Data("mine".utf8).write(to: mine)
            let error = try #require(throws: NibError.self) { try storyboard.writeCompiledStoryboard(to: url) }
            #expect(error.code == .unwritableFile)
            #expect(error.diagnostics.first?.message.contains("exists and is not an empty folder") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["notes.txt"])
            #expect(try Data(contentsOf: mine) == Data("mine".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Main.storyboardc"])

            try FileManager.default.removeItem(at: mine)
            try storyboard.writeCompiledStoryboard(to: url)
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).count == 6)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Main.storyboardc"])
        }
    }

    @Test(
        "a compiled storyboard of the corpus written again reads back with its scenes and segues, or is refused for insets in an array",
        arguments: CompiledStoryboardTests.storyboards)
    func corpusStoryboardc(name: String) throws {
        let storyboard = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        let read: NibStoryboard
        do {
            read = try Self.readBack(storyboard)
        } catch let error as NibError {
            // What the reader makes of UIKit's own insets data values inside containers.
            for diagnostic in error.diagnostics {
                #expect(diagnostic.message.contains("insets inside an array"), "\(diagnostic)")
            }
            return
        }
        #expect(
            read.scenes.compactMap(\.viewControllerID).sorted()
                == storyboard.scenes.compactMap(\.viewControllerID).sorted())
        #expect(read.initialViewControllerID == storyboard.initialViewControllerID)
        #expect(Set(read.storyboardIdentifiers) == Set(storyboard.storyboardIdentifiers))
        func segues(_ storyboard: NibStoryboard) -> [String] {
            storyboard.scenes.flatMap { scene in
                scene.template.connections.filter { $0.kind == .segue }.map {
                    "\(scene.viewControllerID ?? "") \($0.name) \($0.segueKind ?? "") \($0.destinationID ?? "")"
                }
            }.sorted()
        }
        #expect(segues(read) == segues(storyboard))
        #expect(
            read.scenes.filter { $0.viewTemplate != nil }.count
                == storyboard.scenes.filter { $0.viewTemplate != nil }.count)
    }

    @Test("nibtool compile writes a storyboard as a .storyboardc folder, and refuses a folder in use")
    func nibtoolCompile() throws {
        try Self.withFolder { folder in
            let source = folder.appendingPathComponent("Main.storyboard")
            try Data(Self.storyboard.utf8).write(to: source)
            let output = folder.appendingPathComponent("Main.storyboardc")
            let run = try nibtool("compile", source.path, "-o", output.path, "--format", "nibarchive")
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            #expect(written == (try Self.fixture().compiledStoryboardFiles()).keys.sorted())
            let read = try NibStoryboard(contentsOf: output, registry: .dynamic)
            #expect(read.storyboardIdentifiers == ["Detail"])

            let again = try nibtool("compile", source.path, "-o", output.path, "--format", "nibarchive")
            #expect(again.status == 1)
            #expect(again.stderrLines.first?.contains("error: cannot write the .storyboardc") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == written)

            // OUT's extension chooses the format; a --format that contradicts it is bad usage.
            let inferred = folder.appendingPathComponent("M.storyboardc")
            let byExtension = try nibtool("compile", source.path, "-o", inferred.path)
            #expect(byExtension.status == 0, "\(byExtension.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: inferred.path).sorted() == written)
            let nibc = try nibtool(
                "compile", source.path, "-o", folder.appendingPathComponent("N.storyboardc").path, "--format", "nibc")
            #expect(nibc.status == 2)
            #expect(
                nibc.stderrLines.first
                    == "nibtool compile: --format nibc contradicts OUT's extension .storyboardc, which is written as nibarchive"
            )

            // One nib cannot hold the storyboard's segues: the refusal says where they go.
            let single = folder.appendingPathComponent("Main.nib")
            let one = try nibtool("compile", source.path, "-o", single.path, "--format", "nibarchive")
            #expect(one.status == 1)
            #expect(
                one.stderrLines.first { $0.contains("error:") }?.hasSuffix(
                    "error: cannot write a NIB Archive: the segue to 'Dtl-aa-001' belongs in a .storyboardc, whose scene nibs hold segue templates, not in a single nib"
                ) == true, "\(one.stderr)")
            #expect(!FileManager.default.fileExists(atPath: single.path))
        }
    }

    @Test("one scene with a segue compiled to a single nib is refused at the segue, pointing to .storyboardc")
    func singleNibRefusesSegues() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vcl-aa-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Vcl-aa-001" kind="show" identifier="again" id="Seg-aa-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let template = try #require(try Self.fixture(text).scenes.first?.template)
        let error = try #require(throws: NibError.self) { try template.nibArchiveData() }
        #expect(error.diagnostics.map(\.location.description) == ["Fixture.storyboard:8:25"])
        #expect(error.diagnostics.first?.message.contains("belongs in a .storyboardc") == true)
    }
}
