import Foundation
import FoundationXML
import NibKit
import Testing

/// Loads every Interface Builder document of a corpus of real, unmodified
/// public `.xib` and `.storyboard` files and holds NibKit to counts made
/// independently, with FoundationXML, from the documents' elements.
///
/// The corpus is found through `NIBKIT_CORPUS`, else beside the package as
/// `../shared/corpus`, else in the copy vendored as `Tests/Corpus`, whose
/// `MANIFEST.tsv` names each file's origin.
@Suite("The real-world corpus of .xib and .storyboard files")
struct CorpusTests {
    static let packageRoot = TestPackage.root

    static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let shared = packageRoot.appendingPathComponent("../shared/corpus").standardized
        if FileManager.default.fileExists(atPath: shared.path) { return shared }
        return packageRoot.appendingPathComponent("Tests/Corpus")
    }()

    /// Every file under `xib/` and `storyboard/`, as `folder/name`, with its root element.
    static let interfaceFiles: [(path: String, root: RootElement?)] = ["xib", "storyboard"].flatMap { folder in
        let directory = corpus.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().map { name in
            let path = "\(folder)/\(name)"
            return (path, (try? data(path)).flatMap(RootElement.init))
        }
    }

    /// Files in the pre-Xcode 5 format, whose root element is `<archive>`.
    static let legacyArchives = interfaceFiles.filter { $0.root?.name == "archive" }.map(\.path)
    /// Files whose root element is `<document>`, in any version.
    static let documents = interfaceFiles.filter { $0.root?.name == "document" }.map(\.path)
    static let storyboards = documents.filter { $0.hasPrefix("storyboard/") }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: corpus.appendingPathComponent(path))
    }

    static func template(_ path: String) throws -> NibTemplate {
        try NibTemplate(data: data(path), path: path, registry: .dynamic, mode: .lenient)
    }

    @Test("the corpus holds as many legacy archives and documents as its manifest lists")
    func corpusIsComplete() throws {
        let manifest = try String(decoding: Self.data("MANIFEST.tsv"), as: UTF8.self)
        let rows = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let header = try #require(rows.first)
        let kind = try #require(header.firstIndex(of: "kind"))
        let notes = try #require(header.firstIndex(of: "notes"))
        let name = try #require(header.firstIndex(of: "local_name"))
        let interface = rows.dropFirst().filter { $0.count > notes && ["xib", "storyboard"].contains($0[kind]) }
        let archives = interface.count { $0[notes].contains("format=archive") }
        let documents = interface.count { $0[notes].contains("format=document") }
        #expect(archives > 0 && documents > 0, "no corpus at \(Self.corpus.path)")
        #expect(Self.legacyArchives.count == archives)
        #expect(Self.documents.count == documents)
        let unrecognised = Self.interfaceFiles.filter { !["archive", "document"].contains($0.root?.name) }
        #expect(unrecognised.map(\.path) == [])
        #expect(Set(Self.interfaceFiles.map(\.path)) == Set(interface.map { "\($0[kind])/\($0[name])" }))
    }

    @Test("a document reads leniently without errors", arguments: documents)
    func documentHasNoErrors(path: String) throws {
        let diagnostics = NibTemplate.diagnose(
            data: try Self.data(path), path: path, registry: .dynamic, mode: .lenient)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        "a document, legacy archive or example reads strictly without an unknown element or attribute",
        arguments: interfaceFiles.map(\.path) + exampleDocuments)
    func documentReadsStrictly(path: String) throws {
        let url =
            path.hasPrefix("ExampleNibs/")
            ? Self.packageRoot.appendingPathComponent(path) : Self.corpus.appendingPathComponent(path)
        let diagnostics = NibTemplate.diagnose(contentsOf: url, registry: .dynamic, mode: .strict)
        let unknown = diagnostics.filter { $0.message.hasPrefix("unknown") || $0.message.contains("coding-compliant") }
        #expect(unknown.map(\.description) == [])
    }

    /// The package's own example documents, `ExampleNibs/*.xib`.
    static let exampleDocuments: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: packageRoot.appendingPathComponent("ExampleNibs").path)) ?? []
        return names.filter { $0.hasSuffix(".xib") }.sorted().map { "ExampleNibs/\($0)" }
    }()

    @Test("the statistics of a document match its elements", arguments: documents)
    func statisticsMatchElements(path: String) throws {
        let counts = try ElementCounts(try XMLDocument(data: Self.data(path)))
        let statistics = try Self.template(path).statistics
        var expected = statistics
        expected.objects = counts.objects
        expected.placeholders = counts.placeholders
        expected.outlets = counts.outlets
        expected.outletCollections = counts.outletCollections
        expected.actions = counts.actions
        expected.segues = counts.segues
        expected.topLevel = counts.topLevel
        #expect(statistics == expected)
        // NibKit reads only a scene's <objects>; the counts above assume nothing else in a scene has an id.
        #expect(counts.sceneElementsWithIDOutsideObjects == [])
    }

    @Test("a document goes through the whole lifecycle and every object it creates awakes", arguments: documents)
    func lifecycleCompletes(path: String) throws {
        let counts = try ElementCounts(try XMLDocument(data: Self.data(path)))
        let template = try Self.template(path)
        var externalObjects: [String: NibObject] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                externalObjects[identifier] = DynamicObject(className: object.className ?? "NSObject")
            }
        }
        let created = Recorder<String>()
        let awoken = Recorder<String>()
        var options = InstantiationOptions()
        options.eventHandler = { event in
            switch event {
            case .initialize(let id, _, _): created.append(id)
            case .awake(let id): awoken.append(id)
            default: break
            }
        }
        let graph = try template.instantiate(
            owner: DynamicObject(className: counts.filesOwnerClass ?? "NSObject"), externalObjects: externalObjects,
            application: DynamicObject(className: "NSApplication"), options: options)
        // Every object is created.all; placeholders (including a Cocoa storyboard
        // scene's First Responder, a <customObject> the element counts call an object) are not.
        let objectIDs = template.objects.filter { !$0.role.isPlaceholder }.map(\.id)
        #expect(created.all.sorted() == objectIDs.sorted())
        let firstResponderObjects = template.objects.count { object in
            object.role == .firstResponder && !["-1", "-2", "-3"].contains(object.id) && counts.isMacOS
        }
        #expect(created.all.count == counts.objects - firstResponderObjects)
        // Every object whose class takes awakeFromNib wakes (NibKit's layout
        // classes do not); AppKit also wakes File's Owner and the Application
        // placeholder, UIKit no placeholder.
        var expected = created.all.filter { graph.object(withID: $0) is any NibAwaking }
        if counts.isMacOS {
            expected += [counts.filesOwnerID, counts.applicationID].compactMap { $0 }
        }
        #expect(awoken.all.sorted() == expected.sorted())
    }

    @Test(
        "a storyboard has a scene per <scene>, each instantiable on its own, and its initial view controller",
        arguments: storyboards)
    func storyboardScenes(path: String) throws {
        let counts = try ElementCounts(try XMLDocument(data: Self.data(path)))
        let storyboard = try NibStoryboard(data: Self.data(path), path: path, registry: .dynamic, mode: .lenient)
        #expect(storyboard.scenes.count == counts.scenes)
        for scene in storyboard.scenes {
            #expect(throws: Never.self, "scene \(scene.id)") { try scene.template.instantiate() }
        }
        #expect(storyboard.initialViewControllerID == counts.initialViewControllerID)
        guard let initial = counts.initialViewControllerID else { return }
        let graph = try storyboard.instantiateInitialScene()
        #expect(graph.object(withID: initial) != nil)
        let controller = try storyboard.instantiateInitialViewController()
        #expect(controller.nibClassName == graph.object(withID: initial)?.nibClassName)
    }
}

extension CorpusTests {
    /// The name and line of a document's root element, read with FoundationXML's
    /// event parser, which stops at the first element.
    struct RootElement: Sendable {
        var name: String
        var line: Int

        init?(_ data: Data) {
            let delegate = Delegate()
            let parser = XMLParser(data: data)
            parser.delegate = delegate
            // False whenever the root is found: the delegate aborts there.
            _ = parser.parse()
            guard let name = delegate.name else { return nil }
            self.name = name
            self.line = delegate.line
        }

        private final class Delegate: NSObject, XMLParserDelegate {
            var name: String?
            var line = 0

            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                name = elementName
                line = parser.lineNumber
                parser.abortParsing()
            }
        }
    }

    /// What `ArchiveStatistics` should say of a document, counted from its
    /// elements without NibKit.
    ///
    /// The rules: placeholders are the `<placeholder>` elements plus, in macOS
    /// documents, the `<customObject>`s with id -1, -2 or -3 (First Responder,
    /// File's Owner, Application) or of class `NSApplication`; objects every other element with
    /// an id inside a xib's `<objects>` or a storyboard scene's `<objects>`,
    /// outside `<connections>`; outlets, actions, outlet collections and
    /// segues the children of `<connections>`; top-level objects the direct
    /// children of an `<objects>` that have an id and are not placeholders.
    struct ElementCounts {
        var objects = 0
        var placeholders = 0
        var outlets = 0
        var outletCollections = 0
        var actions = 0
        var segues = 0
        var topLevel = 0
        var scenes = 0
        var isMacOS = false
        var filesOwnerID: String?
        var filesOwnerClass: String?
        var applicationID: String?
        var initialViewControllerID: String?
        /// Elements of a scene, outside its `<objects>`, that have an id.
        var sceneElementsWithIDOutsideObjects: [String] = []

        init(_ document: XMLDocument) throws {
            let root = try #require(document.rootElement())
            isMacOS = root.attribute(forName: "targetRuntime")?.stringValue?.hasPrefix("MacOSX") == true
            initialViewControllerID = root.attribute(forName: "initialViewController")?.stringValue
            var lists = root.elements(forName: "objects")
            for scene in root.elements(forName: "scenes").flatMap({ $0.elements(forName: "scene") }) {
                scenes += 1
                for child in Self.elements(scene) {
                    if child.name == "objects" {
                        lists.append(child)
                    } else {
                        sceneElementsWithIDOutsideObjects += Self.descendantsWithID(child)
                    }
                }
            }
            for list in lists {
                topLevel += Self.elements(list).count { Self.id($0) != nil && !isPlaceholder($0) }
                count(list)
            }
        }

        private mutating func count(_ element: FoundationXML.XMLElement) {
            for child in Self.elements(element) {
                if child.name == "connections" {
                    for connection in Self.elements(child) {
                        switch connection.name {
                        case "outlet": outlets += 1
                        case "outletCollection": outletCollections += 1
                        case "action": actions += 1
                        case "segue": segues += 1
                        default: break
                        }
                    }
                    continue
                }
                if let id = Self.id(child) {
                    if isPlaceholder(child) {
                        placeholders += 1
                        noteRole(of: child, id: id)
                    } else {
                        objects += 1
                    }
                }
                count(child)
            }
        }

        private func isPlaceholder(_ element: FoundationXML.XMLElement) -> Bool {
            if element.name == "placeholder" { return true }
            guard isMacOS && element.name == "customObject" else { return false }
            // A xib marks its three by id; a storyboard scene's First Responder has a generated id.
            // A custom object of class NSApplication is the application too, as AppKit loads it.
            return ["-1", "-2", "-3"].contains(Self.id(element) ?? "")
                || element.attribute(forName: "customClass")?.stringValue == "NSApplication"
        }

        private mutating func noteRole(of placeholder: FoundationXML.XMLElement, id: String) {
            let customClass = placeholder.attribute(forName: "customClass")?.stringValue
            if placeholder.attribute(forName: "placeholderIdentifier")?.stringValue == "IBFilesOwner"
                || (placeholder.name == "customObject" && id == "-2")
            {
                filesOwnerID = id
                filesOwnerClass = customClass
            } else if placeholder.name == "customObject" && id == "-3" {
                applicationID = id
            }
        }

        private static func id(_ element: FoundationXML.XMLElement) -> String? {
            element.attribute(forName: "id")?.stringValue
        }

        private static func elements(_ element: FoundationXML.XMLElement) -> [FoundationXML.XMLElement] {
            (element.children ?? []).compactMap { $0 as? FoundationXML.XMLElement }
        }

        private static func descendantsWithID(_ element: FoundationXML.XMLElement) -> [String] {
            (id(element).map { ["<\(element.name ?? "")> \($0)"] } ?? []) + elements(element).flatMap(descendantsWithID)
        }
    }
}
