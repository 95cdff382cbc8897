import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

/// Reads one of Apple's compiled nibs (a NIB Archive or a keyed-archive
/// `.nib`, as ``CompiledNibGraph`` holds it) into the ``NibDocument`` every
/// format becomes, with the meaning UIKit or AppKit gives its objects.
///
/// Not NibKit's own formats: ``NibArchiveParser`` reads `.nibxml`, and
/// ``CompiledTemplate`` the `.nibc` that `nibtool compile` writes.
///
/// - UIKit: the root's `UINibTopLevelObjectsKey` lists the top-level
///   objects, `UIProxyObject`s among them placeholders by their
///   `UIProxiedObjectIdentifier` (`IBFilesOwner`, `IBFirstResponder`, else an
///   external object); `UINibConnectionsKey` the connections
///   (`UIRuntimeOutletConnection`, `UIRuntimeOutletCollectionConnection`,
///   `UIRuntimeEventConnection` with its `UIEventMask` as event names);
///   `UINibVisibleWindowsKey` and `UINibKeyValuePairsKey` (runtime
///   attributes). `UIClassSwapper` gives its `UIClassName` as the class.
/// - AppKit: `IB.objectdata`, an `NSIBObjectData`: `NSRoot` is File's Owner,
///   the objects whose parent (`NSObjectsKeys`/`NSObjectsValues`) is the root
///   are the top level, an `NSCustomObject` of `FirstResponder` or
///   `NSApplication` is that placeholder; `NSConnections` holds
///   `NSNibOutletConnector`, `NSNibControlConnector` and
///   `NSNibBindingConnector`. `NSCustomObject`, `NSCustomView` and
///   `NSClassSwapper` give their `NSClassName` as the class.
///
/// Foundation and UIKit value objects become the values a xib gives:
/// strings, numbers, arrays, sets and dictionaries, `NSValue` geometry, fonts
/// (`UIFont`, `NSFont`), images (`UIImageNibPlaceholder`, an
/// `NSCustomResource` of `NSImage`) as resources by name, colors with
/// components, and system and catalog colors (`UISystemColorName`,
/// `NSColorName`) as named colors with a color resource each; geometry also
/// from iOS data values tagged 6 or 7, and strings such as
/// `{{0, 0}, {320, 44}}` under geometry keys. A NIB Archive nested in a data
/// value, or a `UINib`'s `archiveData` (a storyboard's prototype cell), is
/// read as a document of its own, which the template builder makes a nested
/// template (``DocumentValue/nib(_:)``).
/// Every other object is an archived object whose archive keys become its
/// properties, translated into a xib's by ``ArchivedKeys``; an object that
/// only keys no table names refer to is not made. An object referred to from several places is written where its
/// parent (AppKit) or, without one, the first object in a walk from the top
/// level refers to it, and is a reference everywhere else.
///
/// Shared values are written at every reference, so reading spends from an
/// ``ExpansionBudget``: every object and value written, every value walked
/// to place objects, every connection, and a nested nib's whole expansion at
/// each reference (each nested archive is read once). Past the budget, and
/// when an object would be written deeper than ``maximumDepth``, reading
/// stops with one located error; a problem of a shared value is reported
/// once, at the value.
///
/// A binary file has no lines: objects of a NIB Archive are located at line
/// 1, column 1 + the byte offset of their entry; those of a keyed archive at
/// 1:1, with their `$objects` index as the object id.
struct CompiledNibParser {
    typealias Value = CompiledNibGraph.Value

    /// How deep objects and Foundation containers may nest, as in the XML readers.
    static let maximumDepth = 256

    private let graph: CompiledNibGraph
    private let path: String
    /// Every problem found, through the one funnel.
    private(set) var diagnostics = DiagnosticCollector()

    private enum Vocabulary { case uiKit, appKit }

    /// What an object is, worked out once.
    private enum Kind {
        case string(String)
        case number(TemplateValue)
        case array
        case dictionary
        case color(Color)
        case font(FontDescription)
        /// An image or sound the nib names, loaded in phase 1.
        case resource(NibResource.Kind, name: String)
        /// A `UINib` whose `archiveData` is a NIB Archive (a storyboard's
        /// prototype cell): the nested nib, not an object of this one.
        case nib(Data)
        case null
        /// An interface object (or a placeholder), made a document object.
        /// `isCustom`: named by a class swapper or a custom object or view.
        case object(className: String?, role: ObjectRole, isCustom: Bool = false)

        var isContainer: Bool {
            switch self {
            case .array, .dictionary: return true
            default: return false
            }
        }
    }

    private var kinds: [Int: Kind] = [:]
    /// The object each object is written in.
    private var holders: [Int: Int] = [:]
    /// Where each placed object's subtree of holders begins and ends in a
    /// depth-first numbering, so that "is written in, at any distance" is
    /// one comparison.
    private var spans: [Int: Range<Int>] = [:]
    /// The interface objects each object's values refer to, walked once.
    private var references: [Int: [Int]] = [:]
    /// Objects already written in their holder.
    private var written: Set<Int> = []
    /// Foundation containers being read, to refuse one that holds itself.
    private var reading: Set<Int> = []
    /// The innermost of them, which a problem of an element is reported at.
    private var innerContainer: Int?
    /// The objects being built: a value referring back to one of them.
    private var ancestors: Set<Int> = []
    private struct Pair: Hashable {
        var holder: Int
        var target: Int
    }
    /// A scene nib's File's Owner and storyboard placeholder, left out.
    private var skipped: Set<Int> = []
    /// References made outlets, so that no two objects wait for each other.
    private var outletReferences: Set<Pair> = []
    private var connections: [Int: [DocumentConnection]] = [:]
    private var runtimeAttributes: [Int: [DocumentProperty]] = [:]
    private var visible: Set<Int> = []
    /// A second File's Owner or First Responder proxy (a storyboard scene has
    /// two of the latter) stands for the first.
    private var aliases: [Int: Int] = [:]
    private var objectCount = 0
    /// The translation of the objects' coder keys into the xib vocabulary.
    private var archivedKeys = ArchivedKeys(platform: .iOS, translatesEveryKey: false)
    /// What reading has spent: every object and value written, every
    /// element walked to place objects, a nested nib's whole expansion at
    /// each reference. Shared with the nibs nested in this one.
    private(set) var budget: ExpansionBudget
    /// Whether the budget ran out, which was reported once: nothing more is made.
    private var exhausted = false
    /// Problems of a shared value (a container, a nested nib) already
    /// reported: each is reported once, at the value, not at every reference.
    private var reportedOnce: Set<String> = []
    /// Nested archives read, each once, by where its bytes lie (the graph
    /// keeps them while it is read): a `UINib` or a keyed archive's data
    /// object that many values name is one buffer.
    private var nestedNibs: [NestedKey: Nested] = [:]
    private struct NestedKey: Hashable {
        var address: Int
        var count: Int
    }
    private enum Nested {
        /// The nib, and what it spent, which every further reference spends again.
        case read(DocumentValue, spent: Int)
        /// Reported at the first reference.
        case failed
    }
    /// The images, sounds and named colors the nib names, by kind and name:
    /// the resources an Interface Builder document lists.
    private var resources: [String: DocumentResource] = [:]

    /// For a storyboard's scene nib: the id its view controller gets, and
    /// the view controller id of each storyboard identifier its segue
    /// templates lead to.
    struct Scene {
        var controllerID: String
        var destinations: [String: String]
    }

    private let scene: Scene?
    /// Ids given instead of the graph's (a scene's view controller).
    private var ids: [Int: String] = [:]
    /// The view controller of a scene nib, when one was found.
    private(set) var sceneController: Int?

    /// How many NIB Archives deep inside data values this one is.
    private var archiveLevel = 0
    /// How deep the value holding this archive lies in the archives around
    /// it: nesting is bounded across them all, as one recursion.
    private var baseDepth = 0
    /// How deep NIB Archives may nest inside each other's data values (a
    /// storyboard's prototype cells are one level; each level is read by
    /// recursion, and a hostile file could nest thousands).
    static let maximumArchiveNesting = 4

    private init(graph: CompiledNibGraph, path: String, scene: Scene? = nil, budget: ExpansionBudget) {
        self.graph = graph
        self.path = path
        self.scene = scene
        self.budget = budget
    }

    private func id(of index: Int) -> String { ids[index] ?? graph.id(of: index) }

    /// The object `index` stands for: the first proxy of its role for a
    /// second one, else itself.
    private func standIn(_ index: Int) -> Int { aliases[index] ?? index }

    /// Reads the compiled nib `data`; on failure, throws the located problems.
    static func read(_ data: Data, path: String, scene: Scene? = nil) throws(NibError) -> NibDocument {
        var budget = ExpansionBudget()
        return try read(data, path: path, scene: scene, budget: &budget)
    }

    /// Reads the compiled nib `data`, spending from `budget`, which a reader
    /// of several nibs (the scenes of a `.storyboardc`) passes to each, so
    /// that they expand to ``ExpansionBudget/maximumValues`` values together.
    static func read(_ data: Data, path: String, scene: Scene? = nil, budget: inout ExpansionBudget)
        throws(NibError) -> NibDocument
    {
        let graph: CompiledNibGraph
        do {
            graph = try CompiledNibGraph.read(data)
        } catch {
            throw NibError(
                error.isUnsupported ? .unsupportedFormat : .invalidArchive,
                Diagnostic(.error, error.message, at: SourceLocation.start(of: path)))
        }
        var parser = CompiledNibParser(graph: graph, path: path, scene: scene, budget: budget)
        let document = parser.parse()
        budget = parser.budget
        guard var document, !parser.diagnostics.hasErrors else {
            throw NibError(
                .invalidArchive,
                diagnostics: Diagnostic.sorted(
                    parser.diagnostics.hasErrors ? parser.diagnostics.errors : parser.diagnostics.diagnostics))
        }
        document.warnings += parser.diagnostics.sorted
        return document
    }

    // MARK: Locations and problems

    private func location(_ index: Int?) -> DocumentLocation {
        guard let index, case .nibArchive = graph.source, graph.objects.indices.contains(index) else {
            return DocumentLocation(SourceLocation.start(of: path))
        }
        return DocumentLocation(SourceLocation(file: path, line: 1, column: graph.objects[index].position + 1))
    }

    /// The adapter to the collector: a problem of the object `index` (of the
    /// file, when nil), located at its entry and named by its place in the graph.
    private mutating func problem(
        _ message: Diagnostic.Message, object index: Int?, key: String? = nil, warning: Bool = false
    ) {
        diagnostics.report(
            warning ? .warning : .error,
            index.map { Diagnostic.Message("\(graph.place(of: $0)): ") + message } ?? message,
            at: location(index).located(in: path), objectID: index.map(id(of:)),
            className: index.flatMap { graph.objects.indices.contains($0) ? graph.objects[$0].className : nil },
            key: key)
    }

    /// A problem of a value many objects may refer to (a container, a
    /// nested nib), reported the first time only: at the value, once for
    /// each `topic` (by default the message).
    private mutating func problemOnce(
        _ message: Diagnostic.Message, object index: Int?, key: String? = nil, warning: Bool = false,
        topic: String? = nil
    ) {
        guard reportedOnce.insert("\(index ?? -1) \(topic ?? message.text)").inserted else { return }
        problem(message, object: index, key: key, warning: warning)
    }

    /// Spends `values` from the budget; false, with one error at the object
    /// `index` the first time, once it has run out.
    private mutating func spend(_ values: Int, at index: Int?) -> Bool {
        guard !exhausted else { return false }
        guard budget.spend(values) else {
            exhausted = true
            problem(
                "the nib expands to more than \(ExpansionBudget.maximumValues) values: its objects refer to the same arrays, dictionaries or nested nibs again and again, and each reference is written as a copy",
                object: index)
            return false
        }
        return true
    }

    // MARK: Reading the graph

    private func entry(_ index: Int, _ key: String) -> Value? {
        graph.objects[index].value(forKey: key)
    }

    private func className(_ index: Int) -> String { graph.objects[index].className }

    /// The elements of a Foundation container: its `UINibEncoderEmptyKey` entries.
    private func elements(_ index: Int) -> [Value] {
        graph.objects[index].elements
    }

    /// The objects a value lists: the elements of the container it refers to.
    private func objectList(_ value: Value?) -> [Int] {
        guard case .object(let index)? = value else { return [] }
        return elements(index).compactMap { if case .object(let element) = $0 { element } else { nil } }
    }

    /// The objects the list under `key` of `holder` names (the top-level
    /// objects, connections, visible windows): none when the key is absent
    /// or null, and an error when it holds anything but an array, which
    /// would otherwise read as a nib without objects.
    private mutating func list(_ key: String, of holder: Int) -> [Int] {
        let value = entry(holder, key)
        let found: String
        switch value {
        case nil, .null?: return []
        case .object(let index)? where Self.arrayClasses.contains(className(index)): return objectList(value)
        case .object(let index)?: found = "an object of class \(className(index))"
        case .integer?, .real?: found = "a number"
        case .bool?: found = "a boolean"
        case .string?: found = "a string"
        case .data?: found = "data"
        }
        problem("\(key) holds \(found), not an array of objects", object: holder, key: key)
        return []
    }

    private static let stringClasses: Set<String> = ["NSString", "NSMutableString", "NSLocalizableString"]
    private static let arrayClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]
    private static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]

    /// The text of a string value, or of an `NSString` object.
    private func string(_ value: Value?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .object(let index)? where Self.stringClasses.contains(className(index)):
            return Self.text(of: index, in: graph)
        default: return nil
        }
    }

    /// The bytes of a data value, or of an `NSData` object (`NS.bytes`).
    private func bytes(_ value: Value?) -> Data? {
        switch value {
        case .data(let bytes)?: return bytes
        case .object(let index)? where ["NSData", "NSMutableData"].contains(className(index)):
            if case .data(let bytes)? = entry(index, "NS.bytes") { return bytes }
            return nil
        default: return nil
        }
    }

    /// The text of an `NSString`: its first `NS.bytes` or `NS.string` entry.
    private static func text(of index: Int, in graph: CompiledNibGraph) -> String? {
        let object = graph.objects[index]
        let first = [object.position(ofKey: "NS.bytes"), object.position(ofKey: "NS.string")].compactMap { $0 }.min()
        switch first.map({ object.entries[$0].value }) {
        case .string(let text)?: return text
        case .data(let bytes)?: return String(decoding: bytes, as: UTF8.self)
        default: return nil
        }
    }

    private mutating func kind(_ index: Int) -> Kind {
        if let known = kinds[index] { return known }
        let kind = classify(index)
        kinds[index] = kind
        return kind
    }

    private func classify(_ index: Int) -> Kind {
        let name = className(index)
        if Self.stringClasses.contains(name) { return .string(Self.text(of: index, in: graph) ?? "") }
        if Self.arrayClasses.contains(name) { return .array }
        if Self.dictionaryClasses.contains(name) { return .dictionary }
        switch name {
        case "NSNull": return .null
        case "NSValue":
            if let geometry = geometryValue(index) { return .number(geometry) }
            return .object(className: name, role: .archived)
        case "NSNumber":
            switch entry(index, "NS.intval") ?? entry(index, "NS.dblval") ?? entry(index, "NS.boolval") {
            case .integer(let number)?: return .number(.integer(number))
            case .real(let number)?: return .number(.real(number))
            case .bool(let flag)?: return .number(.boolean(flag))
            default: return .number(.integer(0))
            }
        case "UIColor", "NSColor":
            if let color = color(index) { return .color(color) }
        case "UIFont", "NSFont":
            return .font(font(index))
        case "UINib":
            if let bytes = self.bytes(entry(index, "archiveData")), CompiledNibGraph.kind(of: bytes) == .nibArchive {
                return .nib(bytes)
            }
        case "UIImageNibPlaceholder":
            if let resource = string(entry(index, "UIResourceName")) { return .resource(.image, name: resource) }
        case "NSCustomResource":
            let resource = string(entry(index, "NSResourceName"))
            switch string(entry(index, "NSClassName")) {
            case "NSImage": if let resource { return .resource(.image, name: resource) }
            case "NSSound": if let resource { return .resource(.sound, name: resource) }
            default: break
            }
        case "UIProxyObject":
            let identifier = string(entry(index, "UIProxiedObjectIdentifier")) ?? ""
            return .object(className: nil, role: ObjectRole(placeholderIdentifier: identifier))
        case "UIClassSwapper":
            return .object(className: string(entry(index, "UIClassName")) ?? name, role: .archived, isCustom: true)
        case "NSCustomObject":
            let custom = string(entry(index, "NSClassName")) ?? "NSObject"
            switch custom {
            case "FirstResponder": return .object(className: nil, role: .firstResponder)
            default:
                return .object(
                    className: custom, role: InterfaceBuilderParser.cocoaCustomObjectRole(className: custom),
                    isCustom: entry(index, "NSClassName") != nil)
            }
        case "NSWindowTemplate":
            let window = string(entry(index, "NSWindowClass")) ?? "NSWindow"
            return .object(className: window, role: .archived, isCustom: !window.hasPrefix("NS"))
        case "NSCustomView", "NSClassSwapper":
            let custom = string(entry(index, "NSClassName"))
            return .object(className: custom ?? name, role: .archived, isCustom: custom != nil)
        default: break
        }
        return .object(className: name, role: .archived)
    }

    /// A color: a system or catalog color by its name (`UISystemColorName`;
    /// `NSColorName` in `NSCatalogName`), with the components archived
    /// beside it (AppKit: in the `NSColor` it falls back to) when there are
    /// any, else one with components; nil for a color with neither (a
    /// pattern), which stays an object.
    private func color(_ index: Int) -> Color? {
        if let name = string(entry(index, "UISystemColorName")) {
            var color = components(index) ?? Color(red: 0, green: 0, blue: 0)
            color.name = name
            return color
        }
        if let name = string(entry(index, "NSColorName")) {
            var fallback: Color?
            if case .object(let other)? = entry(index, "NSColor"), other != index, className(other) == "NSColor" {
                fallback = components(other)
            }
            var color = fallback ?? components(index) ?? Color(red: 0, green: 0, blue: 0)
            color.name = name
            color.catalog = string(entry(index, "NSCatalogName"))
            return color
        }
        return components(index)
    }

    /// A color's components, when it has them.
    private func components(_ index: Int) -> Color? {
        func number(_ key: String) -> Double? {
            switch entry(index, key) {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        if let red = number("UIRed"), let green = number("UIGreen"), let blue = number("UIBlue") {
            return Color(red: red, green: green, blue: blue, alpha: number("UIAlpha") ?? 1)
        }
        if let white = number("UIWhite") {
            return Color(red: white, green: white, blue: white, alpha: number("UIAlpha") ?? 1)
        }
        for key in ["NSRGB", "NSWhite"] {
            guard case .data(let bytes)? = entry(index, key) else { continue }
            let numbers = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self).split(separator: " ")
                .compactMap { Double($0) }
            if key == "NSRGB", numbers.count >= 3 {
                return Color(
                    red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count > 3 ? numbers[3] : 1)
            }
            if key == "NSWhite", let white = numbers.first {
                return Color(red: white, green: white, blue: white, alpha: numbers.count > 1 ? numbers[1] : 1)
            }
        }
        return nil
    }

    /// A font as a xib describes it: its name (`UIFontName`, `NSName`) and
    /// size (`UIFontPointSize`, `NSSize`); a system font UIKit names by no
    /// name (`UISystemFont`, an empty `UIFontName`) by its type, from its
    /// `UIFontTraits`.
    private func font(_ index: Int) -> FontDescription {
        func number(_ key: String) -> Double? {
            switch entry(index, key) {
            case .real(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: return nil
            }
        }
        let name = (string(entry(index, "UIFontName")) ?? string(entry(index, "NSName"))).flatMap {
            $0.isEmpty ? nil : $0
        }
        var font = FontDescription(name: name, pointSize: number("UIFontPointSize") ?? number("NSSize"))
        if name == nil, case .bool(true)? = entry(index, "UISystemFont") {
            var traits = 0
            if case .integer(let value)? = entry(index, "UIFontTraits") { traits = value }
            font.type = FontDescription.systemFontType(traits: traits)
        }
        return font
    }

    /// An `NSValue`'s point, size or rect: `NS.special` 1, 2 or 3 (else the
    /// key) says which, `NS.pointval`, `NS.sizeval` or `NS.rectval` holds it
    /// as text (`{{x, y}, {w, h}}`).
    private func geometryValue(_ index: Int) -> TemplateValue? {
        var special: Int?
        if case .integer(let value)? = entry(index, "NS.special") { special = value }
        for (key, value) in graph.objects[index].entries where key.hasPrefix("NS.") && key.hasSuffix("val") {
            let text: String?
            switch value {
            case .string(let string): text = string
            case .object(let target) where Self.stringClasses.contains(className(target)):
                text = Self.text(of: target, in: graph)
            default: text = nil
            }
            let kind: String
            switch special {
            case 1?: kind = "Point"
            case 2?: kind = "Size"
            case 3?: kind = "Rect"
            default: kind = key == "NS.pointval" ? "Point" : key == "NS.sizeval" ? "Size" : "Rect"
            }
            if let text, let geometry = Self.geometry(text, key: kind) { return geometry }
        }
        return nil
    }

    /// Whether the object `index` decodes `key` (``ArchivedKeys``): a
    /// constraint's keys are translated on their own.
    private func decodes(_ key: String, of index: Int) -> Bool {
        className(index) == "NSLayoutConstraint" || archivedKeys.decodes(key)
    }

    /// The keys that name an object's class rather than hold its state.
    private func isClassKey(_ key: String, of index: Int) -> Bool {
        switch className(index) {
        case "UIClassSwapper": return key == "UIClassName" || key == "UIOriginalClassName"
        case "NSCustomObject", "NSCustomView": return key == "NSClassName"
        case "NSClassSwapper": return key == "NSClassName" || key == "NSOriginalClassName"
        case "UIProxyObject": return key == "UIProxiedObjectIdentifier"
        case "NSWindowTemplate": return key == "NSWindowClass"
        default: return false
        }
    }

    // MARK: Parsing

    private mutating func parse() -> NibDocument? {
        let root = graph.root
        let vocabulary: Vocabulary
        var topLevel: [Int]
        var parents: [Int: Int] = [:]
        if case .object(let data)? = entry(root, "IB.objectdata") {
            vocabulary = .appKit
            guard case .object(let owner)? = entry(data, "NSRoot") else {
                problem("IB.objectdata has no NSRoot, the File's Owner", object: data)
                return nil
            }
            kinds[owner] = .object(className: string(entry(owner, "NSClassName")), role: .filesOwner)
            let keys = list("NSObjectsKeys", of: data)
            let values = list("NSObjectsValues", of: data)
            if keys.count != values.count {
                problem(
                    "NSObjectsKeys lists \(keys.count) objects but NSObjectsValues \(values.count) parents",
                    object: data,
                    key: "NSObjectsKeys")
            }
            for (child, parent) in zip(keys, values) where parents[child] == nil { parents[child] = parent }
            topLevel = [owner] + keys.filter { $0 != owner && parents[$0] == owner }
        } else if entry(root, "UINibTopLevelObjectsKey") != nil || entry(root, "UINibObjectsKey") != nil {
            vocabulary = .uiKit
            topLevel = list("UINibTopLevelObjectsKey", of: root)
        } else {
            problem(
                "the root object has neither UINibTopLevelObjectsKey (UIKit) nor IB.objectdata (AppKit); this is no nib",
                object: root)
            return nil
        }
        var platform: Platform = vocabulary == .appKit ? .macOS : .iOS
        if case .nibArchive(let coderVersion) = graph.source, coderVersion >= 10 { platform = .macOS }
        archivedKeys = ArchivedKeys(platform: platform, translatesEveryKey: false)
        var seenTop: Set<Int> = []
        topLevel = topLevel.filter { seenTop.insert($0).inserted }
        // One placeholder of each role: later proxies (a scene nib's second
        // First Responder or UIStoryboardPlaceholder) stand for the first.
        // Every NSCustomObject of NSApplication stays one of its own, as in
        // the document it was compiled from: each stands for the application.
        var firstOfRole: [ObjectRole: Int] = [:]
        for index in topLevel {
            guard case .object(_, let role, _) = kind(index), role.isPlaceholder, role != .application else { continue }
            if let first = firstOfRole[role] { aliases[index] = first } else { firstOfRole[role] = index }
        }
        topLevel = topLevel.filter { aliases[$0] == nil }
        switch vocabulary {
        case .appKit:
            if case .object(let data)? = entry(root, "IB.objectdata") {
                readAppKitConnections(list("NSConnections", of: data))
                visible = Set(list("NSVisibleWindows", of: data))
            }
        case .uiKit:
            readUIKitConnections(list("UINibConnectionsKey", of: root))
            visible = Set(list("UINibVisibleWindowsKey", of: root))
            readKeyValuePairs(list("UINibKeyValuePairsKey", of: root))
        }
        if let scene { nameSceneController(scene, topLevel: topLevel) }
        topLevel = topLevel.filter { !skipped.contains($0) }
        guard place(topLevel: topLevel, parents: parents) else { return nil }
        breakCycles(topLevel: topLevel)
        guard !exhausted else { return nil }

        var document = NibDocument(path: path, format: .compiledNib, placeholders: [], objects: [])
        document.platform = platform
        for index in topLevel {
            guard case .object(_, let role, _) = kind(index) else {
                problem(
                    "a top-level object is a Foundation value, not an interface object", object: index, warning: true)
                continue
            }
            guard let object = build(index, depth: 0) else { continue }
            if role.isPlaceholder {
                document.placeholders.append(object)
            } else {
                document.objects.append(object)
            }
        }
        document.objectCount = objectCount - archivedKeys.foldedObjects
        if let warning = archivedKeys.warning(at: SourceLocation.start(of: path)) { document.warnings.append(warning) }
        document.resources = resources.values.sorted {
            (Self.resourceOrder($0.kind), $0.name) < (Self.resourceOrder($1.kind), $1.name)
        }
        return document
    }

    /// A compiled nib keeps no `<resources>`: its resources are listed as
    /// Interface Builder lists them, images, then sounds, then colors, each
    /// by name.
    private static func resourceOrder(_ kind: NibResource.Kind) -> Int {
        switch kind {
        case .image: 0
        case .sound: 1
        case .color: 2
        }
    }

    private mutating func addResource(_ kind: NibResource.Kind, name: String, color: Color?, holder: Int?) {
        let key = "\(kind.rawValue):\(name)"
        guard resources[key] == nil else { return }
        resources[key] = DocumentResource(kind: kind, name: name, color: color, location: location(holder))
    }

    /// A scene nib's view controller is the destination of File's Owner's
    /// `sceneViewController` outlet (else its first top-level object that
    /// is no placeholder): it takes the scene's id, and its segue templates
    /// (`UIStoryboardSegueTemplates`) become segues.
    private mutating func nameSceneController(_ scene: Scene, topLevel: [Int]) {
        let owner = topLevel.first { if case .object(_, .filesOwner, _) = kind($0) { true } else { false } }
        let outlet = owner.flatMap { owner in
            connections[owner]?.lazy.compactMap { connection -> String? in
                if case .outlet("sceneViewController", let destination) = connection.kind { return destination }
                return nil
            }.first
        }
        // File's Owner (UIKit's UIStoryboardScene) and the storyboard
        // placeholder are the storyboard's bookkeeping, which NibStoryboard
        // does itself: their connections are left out.
        let bookkeeping = Set(
            topLevel.filter { index in
                switch kind(index) {
                case .object(_, .filesOwner, _), .object(_, .external("UIStoryboardPlaceholder"), _): return true
                default: return false
                }
            }.map { id(of: $0) })
        let controller =
            outlet.flatMap { destination in topLevel.first { id(of: $0) == destination } }
            ?? topLevel.first { if case .object(_, let role, _) = kind($0) { !role.isPlaceholder } else { false } }
        guard let controller else { return }
        let old = id(of: controller)
        ids[controller] = scene.controllerID
        sceneController = controller
        for index in topLevel where bookkeeping.contains(id(of: index)) {
            connections[index] = nil
            skipped.insert(index)
        }
        // Connections already read name the controller by its old id.
        for (source, list) in connections {
            connections[source] = list.filter { connection in
                switch connection.kind {
                case .outlet(_, let destination), .outletCollection(_, let destination):
                    return !bookkeeping.contains(destination)
                default: return true
                }
            }.map { connection in
                var connection = connection
                switch connection.kind {
                case .outlet(let property, old):
                    connection.kind = .outlet(property: property, destination: scene.controllerID)
                case .outletCollection(let property, old):
                    connection.kind = .outletCollection(property: property, destination: scene.controllerID)
                case .action(let selector, old?, let event):
                    connection.kind = .action(selector: selector, target: scene.controllerID, event: event)
                case .binding(let name, old, let keyPath, let options):
                    connection.kind = .binding(
                        name: name, destination: scene.controllerID, keyPath: keyPath, options: options)
                default: break
                }
                return connection
            }
        }
        // A control or bar button item of the scene nib that sends
        // `perform:` to a template triggers its segue: it is the segue's
        // source, as a source storyboard writes it, and the action goes.
        var triggers: [String: Int] = [:]
        for (source, list) in connections {
            for connection in list {
                if case .action("perform:", let target?, _) = connection.kind { triggers[target] = source }
            }
        }
        for template in objectList(entry(controller, "UIStoryboardSegueTemplates")) {
            let name = className(template)
            let kind = StoryboardSegueTemplates.kind(ofClassName: name)
            let trigger = triggers[id(of: template)]
            // An unwind template names no destination: UIKit finds it by the
            // unwind action, and a .storyboardc keeps no exit to name.
            let identifier = string(entry(template, "UIDestinationViewControllerIdentifier"))
            guard let destination = identifier.flatMap({ scene.destinations[$0] }) ?? (kind == "unwind" ? "" : nil)
            else { continue }
            if let trigger {
                let templateID = id(of: template)
                connections[trigger]?.removeAll {
                    if case .action("perform:", templateID, _) = $0.kind { true } else { false }
                }
            }
            var attributes = DocumentSegueAttributes.none
            attributes.relationship = string(entry(template, StoryboardSegueTemplates.relationshipKey))
            attributes.others = StoryboardSegueTemplates.attributes(ofCompiledTemplate: { key in
                // A NIB Archive's strings are NSString objects.
                let value = entry(template, key)
                return string(value).map { .string($0) } ?? value
            })
            add(
                .segue(
                    destination: destination, kind: kind, identifier: string(entry(template, "UIIdentifier")), id: nil,
                    customClass: nil, attributes: attributes),
                from: trigger ?? controller, at: template)
        }
    }

    /// Chooses the object each object is written in: its parent when that
    /// refers to it (AppKit), else the first object to refer to it in a walk
    /// from the top level, breadth first. Each object is placed once, so the
    /// walk ends. False, with one error, when an object would be written
    /// deeper than ``maximumDepth`` (each holder is one level of the
    /// document, so building it would fail there) or the walk runs out of
    /// budget: found here, before anything is built, a chain of thousands of
    /// views is one error at once.
    private mutating func place(topLevel: [Int], parents: [Int: Int]) -> Bool {
        var placed = Set(topLevel)
        var queue = topLevel.filter {
            if case .object(_, let role, _) = kind($0) { !role.isPlaceholder } else { false }
        }
        var levels = Dictionary(queue.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
        var deferred: [(holder: Int, object: Int)] = []
        var next = 0
        var nextDeferred = 0
        func hold(_ object: Int, in holder: Int) -> Bool {
            placed.insert(object)
            holders[object] = holder
            queue.append(object)
            let level = (levels[holder] ?? 0) + 1
            levels[object] = level
            return baseDepth + level < Self.maximumDepth
        }
        while true {
            while next < queue.count {
                let holder = queue[next]
                next += 1
                for object in referencedObjects(holder) where !placed.contains(object) {
                    if let parent = parents[object], parent != holder, graph.objects.indices.contains(parent) {
                        deferred.append((holder, object))
                        continue
                    }
                    guard hold(object, in: holder) else {
                        problem(Self.objectsTooDeep, object: object)
                        return false
                    }
                }
                guard !exhausted else { return false }
            }
            // An object whose parent never refers to it goes where it was first met.
            while nextDeferred < deferred.count, placed.contains(deferred[nextDeferred].object) { nextDeferred += 1 }
            guard nextDeferred < deferred.count else { break }
            let (holder, object) = deferred[nextDeferred]
            guard hold(object, in: holder) else {
                problem(Self.objectsTooDeep, object: object)
                return false
            }
        }
        numberHolders(topLevel: queue.filter { holders[$0] == nil })
        return true
    }

    private static let objectsTooDeep: Diagnostic.Message = "objects nest more than \(maximumDepth) deep"

    /// Numbers the tree of holders depth first (``spans``), iteratively.
    private mutating func numberHolders(topLevel: [Int]) {
        var children: [Int: [Int]] = [:]
        for (object, holder) in holders { children[holder, default: []].append(object) }
        var clock = 0
        for root in topLevel {
            var stack: [(object: Int, start: Int, next: Int)] = [(root, clock, 0)]
            clock += 1
            while let top = stack.last {
                let list = children[top.object] ?? []
                if top.next < list.count {
                    stack[stack.count - 1].next += 1
                    stack.append((list[top.next], clock, 0))
                    clock += 1
                } else {
                    spans[top.object] = top.start..<clock
                    stack.removeLast()
                }
            }
        }
    }

    /// Whether `object` is `other` or holds it, at any distance.
    private func holds(_ object: Int, _ other: Int) -> Bool {
        guard object != other else { return true }
        guard let outer = spans[object], let inner = spans[other] else { return false }
        return outer.contains(inner.lowerBound)
    }

    /// Finds the references that would make objects depend on each other
    /// in a circle (a key-view loop, a window and its delegate), which a
    /// template cannot create in any order, and makes them outlets of their
    /// holder, connected once every object exists. A depth-first walk from
    /// the top level, with an explicit stack.
    private mutating func breakCycles(topLevel: [Int]) {
        var state: [Int: Bool] = [:]  // false: on the stack; true: done
        for start in topLevel where state[start] == nil {
            var stack: [(object: Int, targets: [Int], next: Int)] = [(start, dependencies(start), 0)]
            state[start] = false
            while let top = stack.last {
                guard top.next < top.targets.count else {
                    state[top.object] = true
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = top.targets[top.next]
                switch state[target] {
                case false?:
                    if holders[target] != top.object {
                        outletReferences.insert(Pair(holder: top.object, target: target))
                    }
                case true?: break
                case nil:
                    state[target] = false
                    stack.append((target, dependencies(target), 0))
                }
            }
        }
    }

    /// The objects an object's creation waits for: those its values refer
    /// to, less the objects it is written in (left out, see ``convert``).
    private mutating func dependencies(_ object: Int) -> [Int] {
        guard case .object(_, let role, _) = kind(object), !role.isPlaceholder else { return [] }
        return referencedObjects(object).filter { !holds($0, object) && !isPlaceholder($0) }
    }

    private mutating func isPlaceholder(_ index: Int) -> Bool {
        if case .object(_, let role, _) = kind(index) { return role.isPlaceholder }
        return false
    }

    /// The interface objects an object's values refer to, in order, through
    /// Foundation containers (each container walked once for each holder,
    /// each holder walked once, every value walked spent from the budget:
    /// one array of thousands of views that thousands of views name is
    /// refused, not walked millions of times).
    private mutating func referencedObjects(_ holder: Int) -> [Int] {
        if let known = references[holder] { return known }
        guard !exhausted else { return [] }
        var result: [Int] = []
        var containers: Set<Int> = []
        var pending: [Value] = graph.objects[holder].entries.reversed().compactMap {
            isClassKey($0.key, of: holder) || !decodes($0.key, of: holder) ? nil : $0.value
        }
        var walked = 0
        while let value = pending.popLast() {
            walked += 1
            guard case .object(let index) = value else { continue }
            let target = standIn(index)
            switch kind(target) {
            case .array, .dictionary:
                if containers.insert(target).inserted { pending += elements(target).reversed() }
            case .object: result.append(target)
            default: break
            }
        }
        guard spend(walked, at: holder) else { return [] }
        references[holder] = result
        return result
    }

    /// The document object of `index`, with the objects written in it.
    private mutating func build(_ index: Int, depth: Int) -> DocumentObject? {
        guard case .object(let className, let role, let isCustom) = kind(index) else { return nil }
        guard baseDepth + depth < Self.maximumDepth else {
            problem(Self.objectsTooDeep, object: index)
            return nil
        }
        guard spend(1, at: index) else { return nil }
        objectCount += 1
        ancestors.insert(index)
        defer { ancestors.remove(index) }
        var object = DocumentObject(id: id(of: index), className: className, role: role, location: location(index))
        object.isCustomClass = isCustom
        // NibKit's own classes under Apple's names bind Interface Builder's
        // keys, not the archive's: a constraint's are translated, the rest left out.
        let builtIn = className.map { ClassDescription.builtIn[$0] != nil } ?? false
        if builtIn, className == "NSLayoutConstraint" {
            translateConstraint(index, into: &object, depth: depth)
        } else if !role.isPlaceholder, !builtIn {
            for (key, value) in graph.objects[index].entries where !isClassKey(key, of: index) {
                guard decodes(key, of: index) else {
                    _ = archivedKeys.name(for: key)
                    continue
                }
                if case .object(let raw) = value,
                    outletReferences.contains(Pair(holder: index, target: standIn(raw)))
                {
                    object.connections.append(
                        DocumentConnection(
                            kind: .outlet(property: key, destination: id(of: standIn(raw))),
                            location: location(index)))
                    continue
                }
                if let converted = convert(value, key: key, holder: index, depth: depth + 1) {
                    object.properties.append(DocumentProperty(key: key, value: converted, location: location(index)))
                }
            }
            archivedKeys.translate(&object)
        }
        object.connections += connections[index] ?? []
        object.runtimeAttributes = runtimeAttributes[index] ?? []
        object.isVisibleAtLaunch = visible.contains(index)
        return object
    }

    /// `NSLayoutAttribute` numbers and the names Interface Builder gives them.
    private static let layoutAttributes: [Int: String] = [
        0: "notAnAttribute", 1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width",
        8: "height", 9: "centerX", 10: "centerY", 11: "lastBaseline", 12: "firstBaseline", 13: "leftMargin",
        14: "rightMargin", 15: "topMargin", 16: "bottomMargin", 17: "leadingMargin", 18: "trailingMargin",
        19: "centerXWithinMargins", 20: "centerYWithinMargins",
    ]

    /// A constraint's archive keys as ``LayoutConstraint`` binds them
    /// (`NSFirstItem` → `firstItem`, `NSFirstAttribute` 5 → `leading`, …);
    /// keys it has no counterpart for (`NSShouldBeArchived`, the `V2` copies) are left out.
    private mutating func translateConstraint(_ index: Int, into object: inout DocumentObject, depth: Int) {
        func number(_ value: Value) -> Double? {
            switch value {
            case .integer(let number): return Double(number)
            case .real(let number): return number
            default: return nil
            }
        }
        for (key, value) in graph.objects[index].entries {
            var translated: (String, DocumentValue)?
            switch key {
            case "NSFirstItem", "NSSecondItem":
                // Outlets, as a xib's constraint items are: the item is often
                // the very view that holds the constraint.
                if case .object(let raw) = value {
                    object.connections.append(
                        DocumentConnection(
                            kind: .outlet(
                                property: key == "NSFirstItem" ? "firstItem" : "secondItem",
                                destination: id(of: standIn(raw))),
                            location: location(index)))
                }
            case "NSFirstAttribute", "NSSecondAttribute":
                if let raw = number(value).flatMap({ Int(exactly: $0) }), let name = Self.layoutAttributes[raw] {
                    translated = (
                        key == "NSFirstAttribute" ? "firstAttribute" : "secondAttribute", .attributeText(.string(name))
                    )
                }
            case "NSRelation":
                if let raw = number(value) {
                    translated = (
                        "relation",
                        .attributeText(.string(raw < 0 ? "lessThanOrEqual" : raw > 0 ? "greaterThanOrEqual" : "equal"))
                    )
                }
            case "NSMultiplier": translated = number(value).map { ("multiplier", .attributeText(.string("\($0)"))) }
            case "NSConstant": translated = number(value).map { ("constant", .plain(.real($0))) }
            case "NSPriority": translated = number(value).map { ("priority", .plain(.real($0))) }
            case "NSLayoutIdentifier": translated = string(value).map { ("identifier", .plain(.string($0))) }
            default: break
            }
            if let (name, converted) = translated {
                object.properties.append(DocumentProperty(key: name, value: converted, location: location(index)))
            }
        }
    }

    /// A value as the document holds it: plain data, a container, an object
    /// written here or a reference.
    private mutating func convert(_ value: Value, key: String, holder: Int?, depth: Int) -> DocumentValue? {
        guard spend(1, at: holder) else { return nil }
        switch value {
        case .integer(let number): return .plain(.integer(number))
        case .real(let number): return .plain(.real(number))
        case .bool(let flag): return .boolean(flag)
        case .null: return .null
        case .string(let text): return .plain(Self.geometry(text, key: key) ?? .string(text))
        case .data(let bytes): return data(bytes, key: key, holder: holder, depth: depth)
        case .object(let raw):
            let index = standIn(raw)
            guard baseDepth + depth < Self.maximumDepth else {
                problemOnce("values nest more than \(Self.maximumDepth) deep", object: index, key: key)
                return nil
            }
            switch kind(index) {
            case .string(let text): return .plain(Self.geometry(text, key: key) ?? .string(text))
            case .number(let number): return .plain(number)
            case .color(let color):
                if let name = color.name { addResource(.color, name: name, color: color, holder: holder) }
                return .plain(.color(color))
            case .font(let font): return .plain(.font(font))
            case .resource(let kind, let name):
                addResource(kind, name: name, color: nil, holder: holder)
                return .resource(kind, name: name, location: location(holder))
            case .null: return .null
            case .nib(let bytes): return nestedNib(bytes, key: key, holder: holder, depth: depth)
            case .array, .dictionary:
                return container(index, key: key, holder: holder, depth: depth)
            case .object:
                if let holder, holders[index] == holder, written.insert(index).inserted {
                    return build(index, depth: depth).map { .object($0) }
                }
                // A view's UISuperview or NSNextResponder, a navigation item's
                // bar: the unarchiver hands back the object being decoded, and
                // the hierarchy gives it again, so the template leaves it out
                // rather than make the two depend on each other.
                if holder != nil, ancestors.contains(index) || skipped.contains(index) { return nil }
                if let holder, outletReferences.contains(Pair(holder: holder, target: index)) {
                    // Once for the container, however many objects name it.
                    problemOnce(
                        "a reference under '\(key)' to \(graph.place(of: index)) inside a container would make the two objects wait for each other; it is left out, as is every such reference in the container",
                        object: innerContainer ?? holder, key: key, warning: true, topic: "wait")
                    return nil
                }
                return .reference(id: id(of: index), location: location(holder))
            }
        }
    }

    /// A Foundation array or dictionary, refused when it holds itself: the
    /// elements of an array, the key-value pairs of a dictionary.
    private mutating func container(_ index: Int, key: String, holder: Int?, depth: Int) -> DocumentValue? {
        guard reading.insert(index).inserted else {
            problemOnce("the \(className(index)) contains itself", object: index, key: key)
            return nil
        }
        let outer = innerContainer
        innerContainer = index
        defer {
            reading.remove(index)
            innerContainer = outer
        }
        let items = elements(index)
        guard case .dictionary = kind(index) else {
            return .array(items.compactMap { convert($0, key: key, holder: holder, depth: depth + 1) })
        }
        var entries: [(key: String, value: DocumentValue)] = []
        for pair in stride(from: 0, to: items.count - 1, by: 2) {
            guard let name = dictionaryKey(items[pair]) else {
                problemOnce("a key of the \(className(index)) is not a string", object: index, key: key, warning: true)
                continue
            }
            if let item = convert(items[pair + 1], key: name, holder: holder, depth: depth + 1) {
                entries.append((name, item))
            }
        }
        return .dictionary(entries)
    }

    /// A dictionary's key: a string, or a number's digits (a button's
    /// content is keyed by its control state).
    private mutating func dictionaryKey(_ value: Value) -> String? {
        if let text = string(value) { return text }
        switch value {
        case .integer(let number): return "\(number)"
        case .object(let index):
            if case .number(let number) = kind(index) {
                switch number {
                case .integer(let value): return "\(value)"
                case .real(let value): return "\(value)"
                case .bool(let value): return value ? "1" : "0"
                default: return nil
                }
            }
            return nil
        default: return nil
        }
    }

    /// Bytes: iOS geometry (a tag byte 6 and float32s, or 7 and float64s), a
    /// nested NIB Archive (a storyboard's prototype cells) as the nib it is,
    /// else text when they are UTF-8, else their Base64 text.
    private mutating func data(_ bytes: Data, key: String, holder: Int?, depth: Int) -> DocumentValue? {
        let tag = bytes.first
        if tag == 6 || tag == 7 {
            let width = tag == 6 ? 4 : 8
            if (bytes.count - 1) % width == 0, [2, 4].contains((bytes.count - 1) / width) {
                var numbers: [Double] = []
                var raw = Array(bytes.dropFirst())
                while !raw.isEmpty {
                    let chunk = raw.prefix(width)
                    raw.removeFirst(width)
                    var bits: UInt64 = 0
                    for byte in chunk.reversed() { bits = bits << 8 | UInt64(byte) }
                    numbers.append(
                        width == 4
                            ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
                }
                return .plain(Self.geometry(numbers, key: key))
            }
        }
        if CompiledNibGraph.kind(of: bytes) == .nibArchive {
            return nestedNib(bytes, key: key, holder: holder, depth: depth)
        }
        let text = bytes.last == 0 ? bytes.dropLast() : bytes[...]
        if !text.contains(0), let string = String(validating: text, as: UTF8.self) {
            return .plain(.string(string))
        }
        return .plain(.string(bytes.base64EncodedString()))
    }

    /// A NIB Archive nested in a data value, read as a document of its own
    /// (its warnings its own; its errors this nib's, at the object that
    /// holds it), which the template builder makes a nested template; null
    /// when it cannot be read. Archives nest at most
    /// ``maximumArchiveNesting`` deep, and their objects and values
    /// ``maximumDepth`` deep counted across them all.
    ///
    /// Each archive is read once, at its first reference, and every further
    /// reference shares the nib read and spends its expansion again, so one
    /// nested nib that many values name costs its reading once and its
    /// size at each reference: four levels of one nib named by 100
    /// properties are refused by the budget, not read 10^8 times. Its
    /// problems are reported at the first reference only.
    private mutating func nestedNib(_ bytes: Data, key: String, holder: Int?, depth: Int) -> DocumentValue? {
        guard archiveLevel < Self.maximumArchiveNesting else {
            problemOnce(
                "NIB Archives nest inside each other's data more than \(Self.maximumArchiveNesting) deep",
                object: holder, key: key)
            return .null
        }
        // A buffer too short to hold a header fails at once; only longer
        // ones are stored on the heap, where their address names them.
        let identity =
            bytes.count < NIBArchiveCodec.headerSize
            ? nil : bytes.withUnsafeBytes { NestedKey(address: Int(bitPattern: $0.baseAddress), count: $0.count) }
        let known: Nested? = identity.flatMap { nestedNibs[$0] }
        switch known {
        case .read(let document, let spent)?: return spend(spent, at: holder) ? document : nil
        case .failed?: return .null
        case nil: break
        }
        let read = readNestedNib(bytes, key: key, holder: holder, depth: depth)
        if let identity { nestedNibs[identity] = read }
        switch read {
        case .read(let document, _): return exhausted ? nil : document
        case .failed: return .null
        }
    }

    /// Reads a nested archive at its first reference, spending from this
    /// nib's budget.
    private mutating func readNestedNib(_ bytes: Data, key: String, holder: Int?, depth: Int) -> Nested {
        let graph: CompiledNibGraph
        do {
            graph = try CompiledNibGraph(nibArchive: bytes)
        } catch {
            problem(.nestedNib(key, error.message), object: holder, key: key)
            return .failed
        }
        var nested = CompiledNibParser(graph: graph, path: path, budget: budget)
        nested.archiveLevel = archiveLevel + 1
        nested.baseDepth = baseDepth + depth
        let document = nested.parse()
        let spent = nested.budget.spent - budget.spent
        budget = nested.budget
        // The nested nib reported running out, as its own error.
        if budget.isExhausted { exhausted = true }
        for diagnostic in nested.diagnostics.errors {
            problem(.nestedNib(key, diagnostic.message), object: holder, key: key)
        }
        guard var document, !nested.diagnostics.hasErrors else { return .failed }
        document.warnings += nested.diagnostics.sorted
        return .read(.nib(document), spent: spent)
    }

    /// Numbers as the geometry a key names: four are a rect (or insets, for a
    /// key that names insets), two a point for a key that names a center, an
    /// origin or a point, else a size.
    private static func geometry(_ numbers: [Double], key: String) -> TemplateValue {
        if numbers.count == 4 {
            if key.contains("Inset") {
                return .insets(EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
            }
            return .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        if isPointKey(key) { return .point(CGPoint(x: numbers[0], y: numbers[1])) }
        return .size(CGSize(width: numbers[0], height: numbers[1]))
    }

    private static func isPointKey(_ key: String) -> Bool {
        ["Center", "Origin", "Point", "Position", "Location"].contains { key.contains($0) }
    }

    private static let geometryKeys = [
        "Bounds", "Frame", "Rect", "Center", "Origin", "Point", "Size", "Inset", "Position", "Location", "Offset",
    ]

    /// A geometry string (`{x, y}`, `{{x, y}, {w, h}}`), as keyed archives
    /// and macOS write geometry, under a key that names geometry.
    static func geometry(_ text: String, key: String) -> TemplateValue? {
        guard text.hasPrefix("{"), geometryKeys.contains(where: { key.contains($0) }) else { return nil }
        let parts = text.split(whereSeparator: { "{}, ".contains($0) })
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == parts.count, numbers.count == 2 || numbers.count == 4 else { return nil }
        return geometry(numbers, key: key)
    }

    // MARK: Connections

    private mutating func endpoints(
        _ connection: Int, source sourceKey: String, destination destinationKey: String, label labelKey: String
    )
        -> (source: Int, destination: Int, label: String)?
    {
        guard case .object(let source)? = entry(connection, sourceKey),
            case .object(let destination)? = entry(connection, destinationKey),
            let label = string(entry(connection, labelKey))
        else {
            problem(
                "the \(className(connection)) needs \(sourceKey), \(destinationKey) and \(labelKey)", object: connection
            )
            return nil
        }
        return (standIn(source), standIn(destination), label)
    }

    private mutating func add(_ kind: DocumentConnection.Kind, from source: Int, at connection: Int) {
        // An outlet collection naming a shared array is one connection for each element.
        guard spend(1, at: connection) else { return }
        connections[source, default: []].append(DocumentConnection(kind: kind, location: location(connection)))
    }

    private mutating func readUIKitConnections(_ list: [Int]) {
        for connection in list {
            switch className(connection) {
            case "UIRuntimeOutletConnection":
                guard
                    let (source, destination, label) = endpoints(
                        connection, source: "UISource", destination: "UIDestination", label: "UILabel")
                else { continue }
                add(.outlet(property: label, destination: id(of: destination)), from: source, at: connection)
            case "UIRuntimeOutletCollectionConnection":
                guard
                    let (source, destination, label) = endpoints(
                        connection, source: "UISource", destination: "UIDestination", label: "UILabel")
                else { continue }
                let members = kind(destination).isContainer ? objectList(.object(destination)) : [destination]
                for member in members {
                    add(.outletCollection(property: label, destination: id(of: member)), from: source, at: connection)
                }
            case "UIRuntimeEventConnection":
                guard
                    let (source, destination, label) = endpoints(
                        connection, source: "UISource", destination: "UIDestination", label: "UILabel")
                else { continue }
                guard case .integer(let mask)? = entry(connection, "UIEventMask") else {
                    // A gesture recognizer's target: no event.
                    add(.action(selector: label, target: id(of: destination), event: nil), from: source, at: connection)
                    continue
                }
                var rest = mask
                for (bit, event) in ControlEvent.eventMaskBits where mask & (1 << bit) != 0 {
                    rest &= ~(1 << bit)
                    add(
                        .action(selector: label, target: id(of: destination), event: event.rawValue), from: source,
                        at: connection)
                }
                if rest != 0 {
                    problem(
                        "the UIEventMask \(mask) has bits no control event has (\(rest)); they are ignored",
                        object: connection, key: label, warning: true)
                }
            // A Cocoa binding of a macOS template NibKit wrote, whose
            // connections keep UIKit's list (NIBArchiveWriter).
            case "NSNibBindingConnector": readAppKitConnections([connection])
            default:
                problem(
                    "a connection of the unknown class \(className(connection)) is ignored", object: connection,
                    warning: true)
            }
        }
    }

    private mutating func readAppKitConnections(_ list: [Int]) {
        for connection in list {
            switch className(connection) {
            case "NSNibOutletConnector":
                guard
                    let (source, destination, label) = endpoints(
                        connection, source: "NSSource", destination: "NSDestination", label: "NSLabel")
                else { continue }
                add(.outlet(property: label, destination: id(of: destination)), from: source, at: connection)
            case "NSNibControlConnector":
                // No NSDestination: the action goes to First Responder.
                guard entry(connection, "NSDestination") != nil else {
                    guard case .object(let source)? = entry(connection, "NSSource"),
                        let label = string(entry(connection, "NSLabel"))
                    else {
                        problem("the NSNibControlConnector needs NSSource and NSLabel", object: connection)
                        continue
                    }
                    add(
                        .action(selector: label, target: nil, event: nil), from: standIn(source),
                        at: connection)
                    continue
                }
                guard
                    let (source, destination, label) = endpoints(
                        connection, source: "NSSource", destination: "NSDestination", label: "NSLabel")
                else { continue }
                add(.action(selector: label, target: id(of: destination), event: nil), from: source, at: connection)
            case "NSNibBindingConnector":
                guard
                    let (source, destination, _) = endpoints(
                        connection, source: "NSSource", destination: "NSDestination", label: "NSLabel"),
                    let name = string(entry(connection, "NSBinding")),
                    let keyPath = string(entry(connection, "NSKeyPath"))
                else {
                    problem("the NSNibBindingConnector needs NSBinding and NSKeyPath", object: connection)
                    continue
                }
                var options: [(key: String, value: TemplateValue)] = []
                if case .dictionary(let entries)? = entry(connection, "NSOptions").flatMap({
                    convert($0, key: "NSOptions", holder: nil, depth: 1)
                }) {
                    for (key, value) in entries {
                        if case .plain(let plain) = value { options.append((key, plain)) }
                    }
                }
                add(
                    .binding(name: name, destination: id(of: destination), keyPath: keyPath, options: options),
                    from: source, at: connection)
            case "NSIBUserDefinedRuntimeAttributesConnector":
                // {NSObject, NSKeyPaths, NSValues}: user-defined runtime attributes.
                guard case .object(let object)? = entry(connection, "NSObject") else {
                    problem("the NSIBUserDefinedRuntimeAttributesConnector needs NSObject", object: connection)
                    continue
                }
                guard case .object(let keyList)? = entry(connection, "NSKeyPaths"),
                    case .object(let valueList)? = entry(connection, "NSValues")
                else { continue }
                let keyPaths = elements(keyList).map { string($0) }
                let values = elements(valueList)
                for (keyPath, value) in zip(keyPaths, values) {
                    guard let keyPath, let converted = convert(value, key: keyPath, holder: nil, depth: 1) else {
                        continue
                    }
                    runtimeAttributes[standIn(object), default: []].append(
                        DocumentProperty(key: keyPath, value: converted, location: location(connection)))
                }
            default:
                problem(
                    "a connection of the unknown class \(className(connection)) is ignored", object: connection,
                    warning: true)
            }
        }
    }

    /// User-defined runtime attributes: `UINibKeyValuePair` {UIObject, UIKeyPath, UIValue}.
    private mutating func readKeyValuePairs(_ list: [Int]) {
        for pair in list {
            guard case .object(let object)? = entry(pair, "UIObject"), let keyPath = string(entry(pair, "UIKeyPath")),
                let value = entry(pair, "UIValue")
            else {
                problem("the UINibKeyValuePair needs UIObject, UIKeyPath and UIValue", object: pair)
                continue
            }
            let target = standIn(object)
            if let converted = convert(value, key: keyPath, holder: nil, depth: 1) {
                runtimeAttributes[target, default: []].append(
                    DocumentProperty(key: keyPath, value: converted, location: location(pair)))
            }
        }
    }
}
