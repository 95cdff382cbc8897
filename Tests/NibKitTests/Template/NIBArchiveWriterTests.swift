import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Templates written as NIB Archives in UIKit's vocabulary, read back with
/// the codec and held to the template: every object, class, outlet, action
/// with its event mask, collection, runtime attribute and the top-level list;
/// and what the vocabulary cannot say refused at its place in the source.
@Suite("NIB Archive writer")
struct NIBArchiveWriterTests {
    /// A decoded archive, read the way UIKit's vocabulary is read.
    struct Archive {
        let tables: NIBArchiveCodec.Tables

        init(_ data: Data) throws {
            tables = try NIBArchiveCodec.decode(data)
        }

        func className(_ index: Int) -> String? { tables.className(of: tables.objects[index]) }

        func keys(_ index: Int) -> [String] {
            tables.values(of: tables.objects[index]).compactMap { tables.key(of: $0) }
        }

        func payload(_ index: Int, _ key: String) -> NIBArchiveCodec.Payload? {
            tables.values(of: tables.objects[index]).first { tables.key(of: $0) == key }?.payload
        }

        func object(_ index: Int, _ key: String) -> Int? {
            if case .object(let target)? = payload(index, key) { return target }
            return nil
        }

        /// An NSString's text.
        func string(_ index: Int?) -> String? {
            guard let index, className(index) == "NSString", case .data(let bytes)? = payload(index, "NS.bytes") else {
                return nil
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// An NSArray's (or NSDictionary's) references, after NSInlinedValue.
        func elements(_ index: Int?) -> [Int] {
            guard let index else { return [] }
            let values = tables.values(of: tables.objects[index])
            guard values.first.map({ tables.key(of: $0) == "NSInlinedValue" && $0.payload == .bool(false) }) == true
            else { return [] }
            return values.dropFirst().compactMap { value in
                guard tables.key(of: value) == "UINibEncoderEmptyKey", case .object(let target) = value.payload else {
                    return nil
                }
                return target
            }
        }

        func rootList(_ key: String) -> [Int] { elements(object(0, key)) }
    }

    static func template(_ example: String) throws -> NibTemplate {
        try NibTemplate(contentsOf: Toolkit.example(example), registry: .dynamic)
    }

    /// Every example archive: each is written.
    static let writable = [
        "LoginForm.nibxml", "MainWindow.nibxml", "Terminal.nibxml", "CustomObjects.nibxml", "LoginForm.xib",
        "MainMenu.xib", "Preferences.xib", "Profile.xib", "Terminal.xib", "Example.app/MainWindow.nibxml",
        "Example.app/MainWindow~ipad.nibxml", "Example.app/Base.lproj/Greeting.xib",
    ]

    @Test(
        "every object, placeholder, connection and the top-level list of an example are in its archive",
        arguments: writable)
    func examples(example: String) throws {
        let template = try Self.template(example)
        let data = try template.nibArchiveData()
        let archive = try Archive(data)
        #expect(NIBArchiveCodec.encode(archive.tables) == data)
        #expect(archive.tables.coderVersion == (template.platform == .macOS ? 10 : 9))
        #expect(archive.className(0) == "NSObject")
        #expect(
            archive.keys(0) == [
                "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
                "UINibAccessibilityConfigurationsKey", "UINibKeyValuePairsKey",
            ])

        // Object i of the template is object i + 1 of the archive.
        #expect(archive.rootList("UINibObjectsKey") == template.objects.indices.map { $0 + 1 })
        for (index, object) in template.objects.enumerated() {
            let written = index + 1
            switch object.role {
            case .filesOwner, .firstResponder, .external:
                let identifier: String =
                    switch object.role {
                    case .filesOwner: "IBFilesOwner"
                    case .firstResponder: "IBFirstResponder"
                    case .external(let identifier): identifier
                    default: ""
                    }
                #expect(archive.className(written) == "UIProxyObject")
                #expect(archive.string(archive.object(written, "UIProxiedObjectIdentifier")) == identifier)
            case .custom where template.platform == .iOS:
                // As Xcode compiles a custom object for UIKit: an object of its class.
                #expect(archive.className(written) == object.className)
                #expect(archive.keys(written) == object.properties.map(\.key))
            case .custom, .application:
                #expect(archive.className(written) == "NSCustomObject")
                let className = object.role == .application ? "NSApplication" : object.className
                #expect(archive.string(archive.object(written, "NSClassName")) == className)
            case .archived:
                #expect(archive.className(written) == object.className)
                #expect(archive.keys(written) == object.properties.map(\.key))
            }
        }
        let placeholders = template.objects.indices.filter { template.objects[$0].role.isPlaceholder }
        #expect(archive.rootList("UINibTopLevelObjectsKey") == (placeholders + template.topLevel).map { $0 + 1 })
        #expect(
            archive.rootList("UINibVisibleWindowsKey")
                == template.objects.indices.filter { template.objects[$0].isVisibleAtLaunch }.map { $0 + 1 })

        // The connections, read back as the template's.
        let firstResponder = template.objects.firstIndex { $0.role == .firstResponder }.map { $0 + 1 }
        var expected: [String] = []
        var collections: [String: [Int]] = [:]
        for connection in template.connections {
            switch connection.kind {
            case .outlet:
                expected.append(
                    "outlet \(connection.name) \(connection.source + 1) -> \((connection.destination ?? -2) + 1)")
            case .action:
                let target = connection.destination.map { $0 + 1 } ?? firstResponder ?? -1
                let mask = connection.event.map { event in
                    ControlEvent.eventMaskBits.first { $0.event == event }.map { 1 << $0.bit } ?? -1
                }
                expected.append(
                    "action \(connection.name) \(connection.source + 1) -> \(target) \(mask.map(String.init) ?? "none")"
                )
            case .outletCollection:
                let group = "collection \(connection.name) \(connection.source + 1)"
                if collections[group] == nil { expected.append(group) }
                collections[group, default: []].append((connection.destination ?? -2) + 1)
            case .binding:
                expected.append(
                    "binding \(connection.name) \(connection.source + 1) -> \((connection.destination ?? -2) + 1) \(connection.binding?.keyPath ?? "?")"
                )
            case .segue:
                Issue.record("\(example) has a segue, which a single nib cannot hold")
            }
        }
        var read: [String] = []
        for connection in archive.rootList("UINibConnectionsKey") {
            let label = archive.string(archive.object(connection, "UILabel")) ?? "?"
            let source = archive.object(connection, "UISource") ?? -1
            let destination = archive.object(connection, "UIDestination") ?? -1
            switch archive.className(connection) {
            case "UIRuntimeOutletConnection":
                read.append("outlet \(label) \(source) -> \(destination)")
            case "UIRuntimeEventConnection":
                var mask = "none"
                switch archive.payload(connection, "UIEventMask") {
                case .int8(let value)?: mask = "\(value)"
                case .int16(let value)?: mask = "\(value)"
                case .int32(let value)?: mask = "\(value)"
                default: break
                }
                read.append("action \(label) \(source) -> \(destination) \(mask)")
            case "NSNibBindingConnector":
                let binding = archive.string(archive.object(connection, "NSBinding")) ?? "?"
                let keyPath = archive.string(archive.object(connection, "NSKeyPath")) ?? "?"
                let source = archive.object(connection, "NSSource") ?? -1
                let destination = archive.object(connection, "NSDestination") ?? -1
                read.append("binding \(binding) \(source) -> \(destination) \(keyPath)")
            case "UIRuntimeOutletCollectionConnection":
                let group = "collection \(label) \(source)"
                read.append(group)
                #expect(archive.elements(destination) == collections[group])
                #expect(archive.string(archive.object(connection, "runtimeCollectionClassName")) == "NSArray")
            default:
                Issue.record("a connection of class \(archive.className(connection) ?? "?")")
            }
        }
        #expect(read == expected)

        // Runtime attributes, each a UINibKeyValuePair.
        let pairs = archive.rootList("UINibKeyValuePairsKey").map { pair in
            "\(archive.object(pair, "UIObject") ?? -1) \(archive.string(archive.object(pair, "UIKeyPath")) ?? "?")"
        }
        let attributes = template.objects.enumerated().flatMap { index, object in
            object.runtimeAttributes.map { "\(index + 1) \($0.key)" }
        }
        #expect(pairs == attributes)
    }

    /// A written template holds every object and connection, or its refusal
    /// is only errors of the writer, each located in `path`.
    static func checkWritten(_ template: NibTemplate, path: String) throws -> Bool {
        let data: Data
        do {
            data = try template.nibArchiveData()
        } catch {
            #expect(error.code == .unsupportedFormat, "\(path)")
            for diagnostic in error.diagnostics {
                #expect(
                    diagnostic.severity == .error && diagnostic.message.hasPrefix("cannot write a NIB Archive: "),
                    "\(diagnostic)")
                #expect(diagnostic.location.file.hasSuffix(path), "\(diagnostic)")
            }
            return false
        }
        let archive = try Archive(data)
        #expect(archive.rootList("UINibObjectsKey").count == template.objects.count, "\(path)")
        let collections = Set(
            template.connections.filter { $0.kind == .outletCollection }.map { "\($0.source) \($0.name)" })
        let connections =
            template.connections.count { [.outlet, .action, .binding].contains($0.kind) } + collections.count
        #expect(archive.rootList("UINibConnectionsKey").count == connections, "\(path)")
        return true
    }

    @Test(
        "a corpus xib or storyboard scene is written whole, or refused only for what UIKit's vocabulary cannot say",
        arguments: CorpusTests.documents)
    func corpusDocuments(path: String) throws {
        let data = try CorpusTests.data(path)
        if path.hasPrefix("storyboard/") {
            let storyboard = try NibStoryboard(data: data, path: path, registry: .dynamic, mode: .lenient)
            for scene in storyboard.scenes { _ = try Self.checkWritten(scene.template, path: path) }
        } else {
            _ = try Self.checkWritten(try CorpusTests.template(path), path: path)
        }
    }

    /// `event` with each object id replaced by `rename`'s.
    static func renamed(_ event: LifecycleEvent, _ rename: (String) -> String) -> LifecycleEvent {
        switch event {
        case .resource: event
        case .placeholder(let id, let role): .placeholder(id: rename(id), role: role)
        case .initialize(let id, let className, let initializer):
            .initialize(id: rename(id), className: className, initializer: initializer)
        case .nestedNib(let id, let keyPath, let className, let objects):
            .nestedNib(id: rename(id), keyPath: keyPath, className: className, objects: objects)
        case .runtimeAttribute(let id, let keyPath, let value):
            .runtimeAttribute(id: rename(id), keyPath: keyPath, value: value)
        case .outlet(let source, let property, let destination):
            .outlet(source: rename(source), property: property, destination: rename(destination))
        case .outletCollection(let source, let property, let destination):
            .outletCollection(source: rename(source), property: property, destination: rename(destination))
        case .action(let source, let selector, let target, let controlEvent):
            .action(source: rename(source), selector: selector, target: target.map(rename), event: controlEvent)
        case .segue(let id, let source, let identifier, let destination, let kind):
            .segue(id: id, source: rename(source), identifier: identifier, destination: rename(destination), kind: kind)
        case .binding(let source, let binding, let destination, let keyPath, let options):
            .binding(
                source: rename(source), binding: binding, destination: rename(destination), keyPath: keyPath,
                options: options)
        case .awake(let id): .awake(id: rename(id))
        case .defaultAwake(let id): .defaultAwake(id: rename(id))
        case .show(let id): .show(id: rename(id))
        }
    }

    /// `source` written as a NIB Archive and read back as a compiled nib
    /// gives its trace, each object named by its archive index; the
    /// template read back is returned.
    @discardableResult
    ///
    /// With `ordered` false the events are compared as a multiset, and must
    /// differ in order: for an archive whose objects the reader nests under
    /// other holders than the source's, which reorders awakes and connections.
    static func checkTrace(
        _ source: NibTemplate, path: String, resources: any ResourceProvider = InMemoryResourceProvider(),
        ordered: Bool = true
    ) throws -> NibTemplate {
        let read = try NibTemplate(
            data: source.nibArchiveData(), path: "Written.nib", registry: .dynamic, resources: resources)
        var indexes: [String: String] = [:]
        for (index, object) in source.objects.enumerated() { indexes[object.id] = "\(index + 1)" }
        let expected = try Self.compiledTrace(source).map { Self.renamed($0, { indexes[$0] ?? $0 }) }.map {
            Self.decodedCustomObject($0, in: source)
        }
        #expect(read.platform == source.platform, "\(path)")
        #expect(read.topLevel.map { read.objects[$0].id } == source.topLevel.map { "\($0 + 1)" }, "\(path)")
        let traced = try dynamicTrace(read)
        if ordered {
            #expect(traced == expected, "\(path): \(Self.changes(from: expected, to: traced))")
        } else {
            #expect(traced != expected, "\(path) reads back in order")
            #expect(traced.map { "\($0)" }.sorted() == expected.map { "\($0)" }.sorted(), "\(path)")
        }
        return read
    }

    /// An iOS custom object is written as Xcode compiles one, an object of
    /// its class, which UIKit and the reader create with init(coder:).
    static func decodedCustomObject(_ event: LifecycleEvent, in source: NibTemplate) -> LifecycleEvent {
        guard source.platform == .iOS, case .initialize(let id, let className, .plain) = event else { return event }
        return .initialize(id: id, className: className, initializer: .coder)
    }

    /// The trace of `source` as a compiled nib gives it: a compiled nib
    /// lists no resources, so phase 1 loads those its values name (images
    /// and sounds, and named colors, which the nib defines), images, then
    /// sounds, then colors, each by name; every other event is the source's.
    static func compiledTrace(_ source: NibTemplate) throws -> [LifecycleEvent] {
        let events = try dynamicTrace(source)
        var named: [NibResource.Kind: Set<String>] = [:]
        func collect(_ value: TemplateValue) {
            switch value {
            case .resource(let index):
                named[source.resources[index].kind, default: []].insert(source.resources[index].name)
            case .color(let color): if let name = color.name { named[.color, default: []].insert(name) }
            case .array(let items): items.forEach(collect)
            case .dictionary(let entries): entries.forEach { collect($0.value) }
            default: break
            }
        }
        for object in source.objects {
            object.properties.forEach { collect($0.value) }
            object.runtimeAttributes.forEach { collect($0.value) }
        }
        var resources: [LifecycleEvent] = []
        for kind in [NibResource.Kind.image, .sound, .color] {
            for name in (named[kind] ?? []).sorted() {
                let found = events.contains { $0 == .resource(kind: kind, name: name, found: true) }
                resources.append(.resource(kind: kind, name: name, found: kind == .color || found))
            }
        }
        return resources + events.filter { if case .resource = $0 { false } else { true } }
    }

    /// What `traced` adds to and removes from `expected`, a line each.
    static func changes(from expected: [LifecycleEvent], to traced: [LifecycleEvent]) -> String {
        traced.map { "\($0)" }.difference(from: expected.map { "\($0)" }).prefix(12).map { change in
            switch change {
            case .insert(_, let element, _): "+ \(element)"
            case .remove(_, let element, _): "- \(element)"
            }
        }.joined(separator: "; ")
    }

    @Test(
        "written and read back as a compiled nib, an example gives its trace, each object named by its archive index",
        arguments: writable)
    func traceRoundTrip(example: String) throws {
        let url = Toolkit.example(example)
        let source = try NibTemplate(contentsOf: url, registry: .dynamic)
        try Self.checkTrace(
            source, path: example, resources: DirectoryResourceProvider(directory: url.deletingLastPathComponent()))
    }

    /// What the writer refuses, as Docs/XIB.md lists it: each message (after
    /// "cannot write a NIB Archive: ") and whether the template holds such a thing.
    static let refusals: [(message: String, holds: @Sendable (NibTemplate) -> Bool)] = [
        (
            "whose nibs have no Application placeholder",
            { template in template.platform == .iOS && template.objects.contains { $0.role == .application } }
        ),
        ("the segue ", { $0.connections.contains { $0.kind == .segue } }),
        ("has no form in a NIB Archive, whose colors are values", { $0.resources.contains { $0.kind == .color } }),
        ("insets inside an array", { _ in true }),
        ("which has no UIEventMask bit", { $0.connections.contains { $0.event != nil && $0.event?.eventMask == nil } }),
    ]

    /// Corpus archives whose read-back trace has every event but not in the
    /// source's order. In this Interface Builder 3 archive a tab view's view
    /// is held by its tab view item (`NSView`, the source's holder) and listed
    /// in the tab view's `NSSubviews`; UIKit's vocabulary has no table of
    /// holders (AppKit's `NSObjectsKeys`), so the reader nests it where its
    /// breadth-first walk meets it first, and its subtree awakes later.
    static let reorderedByHolder: Set<String> = ["xib/pokeb__asi-http-request__Mac Sample__English.lproj__MainMenu.xib"]

    @Test(
        "every corpus xib and storyboard scene the writer accepts reads back with its trace; the others are refused only for what the vocabulary cannot say"
    )
    func corpusTraceRoundTrip() throws {
        var accepted = 0
        var refused = 0
        for path in CorpusTests.documents + CorpusTests.legacyArchives {
            let data = try CorpusTests.data(path)
            if path.hasPrefix("storyboard/") {
                // A storyboard is written whole, as a .storyboardc.
                let storyboard = try NibStoryboard(data: data, path: path, registry: .dynamic, mode: .lenient)
                try StoryboardcWriterTests.checkRoundTrip(storyboard, path: path)
                accepted += storyboard.scenes.count
                continue
            }
            let template = try CorpusTests.template(path)
            do {
                _ = try template.nibArchiveData()
            } catch {
                refused += 1
                #expect(error.code == .unsupportedFormat, "\(path)")
                for diagnostic in error.diagnostics {
                    let message = diagnostic.message.replacingOccurrences(of: "cannot write a NIB Archive: ", with: "")
                    let kind = Self.refusals.first { message.contains($0.message) }
                    #expect(kind != nil, "\(diagnostic)")
                    #expect(kind?.holds(template) == true, "\(diagnostic)")
                }
                continue
            }
            accepted += 1
            try Self.checkTrace(template, path: path, ordered: !Self.reorderedByHolder.contains(path))
        }
        // Every corpus document and storyboard is sayable.
        #expect(refused == 0, "\(accepted) accepted, \(refused) refused")
        #expect(accepted > 0, "\(accepted) accepted, \(refused) refused")
    }

    @Test(
        "LoginForm.xib: the Log In action's mask is touchUpInside's, Cancel goes to First Responder, the image and frame are UIKit's"
    )
    func loginForm() throws {
        let template = try Self.template("LoginForm.xib")
        let archive = try Archive(template.nibArchiveData())
        let index = { (id: String) throws -> Int in try #require(template.objects.firstIndex { $0.id == id }) + 1 }
        let actions = archive.rootList("UINibConnectionsKey").filter {
            archive.className($0) == "UIRuntimeEventConnection"
        }
        let login = try #require(actions.first { archive.string(archive.object($0, "UILabel")) == "login:" })
        #expect(archive.payload(login, "UIEventMask") == .int8(64))
        #expect(archive.object(login, "UISource") == (try index("Lgn-Bt-n01")))
        #expect(archive.object(login, "UIDestination") == (try index("-1")))
        let cancel = try #require(actions.first { archive.string(archive.object($0, "UILabel")) == "cancelOperation:" })
        let firstResponder = try #require(archive.object(cancel, "UIDestination"))
        #expect(archive.string(archive.object(firstResponder, "UIProxiedObjectIdentifier")) == "IBFirstResponder")

        let logo = try index("Lgo-Im-V01")
        let image = try #require(archive.object(logo, "image"))
        #expect(archive.className(image) == "UIImageNibPlaceholder")
        #expect(archive.string(archive.object(image, "UIResourceName")) == "logo")

        // The form's frame: the tag 7 and four little-endian float64s.
        var frame: [UInt8] = [7]
        for number in [0.0, 0, 320, 240] { withUnsafeBytes(of: number.bitPattern.littleEndian) { frame += $0 } }
        #expect(archive.payload(try index("i5M-Pr-FkT"), "frame") == .data(frame))

        let pair = try #require(archive.rootList("UINibKeyValuePairsKey").first)
        #expect(archive.string(archive.object(pair, "UIKeyPath")) == "layer.cornerRadius")
        let number = try #require(archive.object(pair, "UIValue"))
        #expect(archive.className(number) == "NSNumber")
        #expect(archive.payload(number, "NS.intval") == .int8(8))
    }

    @Test("a macOS template is coder version 10, its application and custom objects AppKit's NSCustomObject")
    func macOS() throws {
        let template = try Self.template("MainMenu.xib")
        #expect(template.platform == .macOS)
        let archive = try Archive(template.nibArchiveData())
        #expect(archive.tables.coderVersion == 10)
        let application = try #require(template.objects.firstIndex { $0.role == .application }) + 1
        #expect(archive.className(application) == "NSCustomObject")
        #expect(archive.string(archive.object(application, "NSClassName")) == "NSApplication")
        let delegate = try #require(template.objects.firstIndex { $0.id == "Voe-Tx-rLC" }) + 1
        #expect(archive.string(archive.object(delegate, "NSClassName")) == "AppDelegate")
    }

    @Test(
        "events map to UIControlEvents bits",
        arguments: [
            ("touchDown", 1), ("touchUpInside", 64), ("valueChanged", 4096), ("primaryActionTriggered", 8192),
            ("editingChanged", 131_072), ("editingDidEndOnExit", 524_288),
        ])
    func eventMasks(event: String, mask: Int) {
        #expect(ControlEvent(rawValue: event).eventMask == mask)
    }

    @Test(
        "a sound is AppKit's NSCustomResource of NSSound, which UIKit's vocabulary lacks, and reads back as the sound")
    func soundWritten() throws {
        let template = try Self.template("CustomObjects.nibxml")
        let archive = try Archive(template.nibArchiveData())
        let label = try #require(template.objects.firstIndex { $0.id == "label" }) + 1
        let sounds = archive.tables.objects.indices.filter { archive.className($0) == "NSCustomResource" }
        #expect(sounds.count == 1)
        let sound = try #require(sounds.first)
        #expect(archive.string(archive.object(sound, "NSClassName")) == "NSSound")
        #expect(archive.string(archive.object(sound, "NSResourceName")) == "click.wav")
        let holder = archive.tables.objects.indices.first { index in
            archive.tables.values(of: archive.tables.objects[index]).contains { $0.payload == .object(sound) }
        }
        #expect(holder == label)

        let read = try NibTemplate(data: try template.nibArchiveData(), path: "Custom.nib", registry: .dynamic)
        #expect(read.resources.map { "\($0.kind) \($0.name)" }.contains("sound click.wav"))
    }

    @Test(
        "an iOS custom object is an object of its class, as Xcode compiles it, read back as decoded with init(coder:)")
    func iOSCustomObject() throws {
        let template = try Toolkit.template(
            xml: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                            <connections>
                                <outlet property="dataSource" destination="src" id="o1"/>
                            </connections>
                        </placeholder>
                        <customObject id="src" customClass="ListDataSource"/>
                    </objects>
                </document>
                """, registry: .dynamic, path: "Fixture.xib")
        let source = try #require(template.objects.firstIndex { $0.id == "src" })
        #expect(template.objects[source].role == .custom)
        let archive = try Archive(template.nibArchiveData())
        #expect(archive.className(source + 1) == "ListDataSource")
        let read = try Self.checkTrace(template, path: "Fixture.xib")
        let object = try #require(read.objects.first { $0.id == "\(source + 1)" })
        #expect(object.role == .archived && object.className == "ListDataSource")
    }

    @Test("a Cocoa binding is an NSNibBindingConnector with its name, key path and options")
    func bindingsWritten() throws {
        let template = try Self.template("Preferences.xib")
        let bindings = template.connections.filter { $0.kind == .binding }
        #expect(bindings.count > 1)
        let archive = try Archive(template.nibArchiveData())
        let connectors = archive.rootList("UINibConnectionsKey").filter {
            archive.className($0) == "NSNibBindingConnector"
        }
        #expect(connectors.count == bindings.count)
        for (connector, binding) in zip(connectors, bindings) {
            let keyPath = binding.binding?.keyPath ?? ""
            #expect(archive.object(connector, "NSSource") == binding.source + 1)
            #expect(archive.object(connector, "NSDestination") == binding.destination.map { $0 + 1 })
            #expect(archive.string(archive.object(connector, "NSBinding")) == binding.name)
            #expect(archive.string(archive.object(connector, "NSKeyPath")) == keyPath)
            #expect(archive.string(archive.object(connector, "NSLabel")) == "\(binding.name): \(keyPath)")
            let options = archive.elements(archive.object(connector, "NSOptions"))
            #expect(options.count == 2 * (binding.binding?.options.count ?? 0))
        }
        #expect(bindings.contains { !($0.binding?.options.isEmpty ?? true) })
    }

    @Test("read back, every binding has its name, observed object, key path and options")
    func bindingsReadBack() throws {
        let url = Toolkit.example("Preferences.xib")
        let template = try NibTemplate(contentsOf: url, registry: .dynamic)
        let read = try Self.checkTrace(
            template, path: "Preferences.xib",
            resources: DirectoryResourceProvider(directory: url.deletingLastPathComponent()))
        func described(_ template: NibTemplate, id: (Int) -> String) -> [String] {
            template.connections.filter { $0.kind == .binding }.map { connection in
                let options = (connection.binding?.options ?? []).map { "\($0.key)=\($0.value)" }
                return
                    "\(id(connection.source)).\(connection.name) -> \(connection.destination.map(id) ?? "?").\(connection.binding?.keyPath ?? "") \(options)"
            }
        }
        #expect(described(read) { read.objects[$0].id } == described(template) { "\($0 + 1)" })
    }

    @Test("geometry inside an array is an NSValue with its kind and its text")
    func geometryInArray() throws {
        let template = try Toolkit.template(
            xml: """
                <nib version="1">
                  <object id="view" class="View">
                    <array key="shapes">
                      <point x="1" y="-2.5"/>
                      <size width="3" height="4"/>
                      <rect x="-5" y="0" width="68" height="110"/>
                    </array>
                  </object>
                </nib>
                """, registry: .dynamic)
        let archive = try Archive(template.nibArchiveData())
        let shapes = archive.elements(archive.object(1, "shapes"))
        #expect(shapes.map { archive.className($0) } == ["NSValue", "NSValue", "NSValue"])
        #expect(shapes.map { archive.payload($0, "NS.special") } == [.int8(1), .int8(2), .int8(3)])
        #expect(archive.string(archive.object(shapes[0], "NS.pointval")) == "{1, -2.5}")
        #expect(archive.string(archive.object(shapes[1], "NS.sizeval")) == "{3, 4}")
        #expect(archive.string(archive.object(shapes[2], "NS.rectval")) == "{{-5, 0}, {68, 110}}")
    }

    @Test("read back, geometry in an array is the point, size and rect NS.special names, whatever the key")
    func geometryInArrayReadBack() throws {
        let template = try Toolkit.template(
            xml: """
                <nib version="1">
                  <object id="view" class="View">
                    <array key="shapes">
                      <point x="1" y="-2.5"/>
                      <size width="3" height="4"/>
                      <rect x="-5" y="0" width="68" height="110"/>
                    </array>
                  </object>
                </nib>
                """, registry: .dynamic)
        let read = try NibTemplate(data: template.nibArchiveData(), path: "Written.nib", registry: .dynamic)
        let view = try #require(read.objects.first { $0.className == "View" })
        guard case .array(let shapes)? = view.properties.first(where: { $0.key == "shapes" })?.value, shapes.count == 3,
            case .point(let point) = shapes[0], case .size(let size) = shapes[1], case .rect(let rect) = shapes[2]
        else {
            Issue.record("shapes is not a point, a size and a rect")
            return
        }
        #expect(point == CGPoint(x: 1, y: -2.5))
        #expect(size == CGSize(width: 3, height: 4))
        #expect(rect == CGRect(x: -5, y: 0, width: 68, height: 110))
    }

    @Test(
        "read back, fonts are font values (a system font by its type) and a system color a color resource with its value"
    )
    func fontsAndColorsReadBack() throws {
        let template = try Toolkit.template(
            xml: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="v1">
                            <fontDescription key="titleFont" type="boldSystem" pointSize="17"/>
                            <fontDescription key="bodyFont" name="Helvetica-Bold" family="Helvetica" pointSize="12"/>
                            <color key="tintColor" systemColor="systemBlueColor"/>
                        </view>
                    </objects>
                    <resources>
                        <systemColor name="systemBlueColor">
                            <color red="0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </systemColor>
                    </resources>
                </document>
                """, registry: .dynamic, path: "Fixture.xib")
        let read = try NibTemplate(data: template.nibArchiveData(), path: "Written.nib", registry: .dynamic)
        let view = try #require(read.objects.first { $0.className == "UIView" })
        let font = { (key: String) -> FontDescription? in
            if case .font(let font)? = view.properties.first(where: { $0.key == key })?.value { return font }
            return nil
        }
        #expect(font("titleFont") == FontDescription(type: "boldSystem", pointSize: 17))
        // A NIB Archive names a font, not its family.
        #expect(font("bodyFont") == FontDescription(name: "Helvetica-Bold", pointSize: 12))
        var blue = Color(red: 0, green: 0.5, blue: 1)
        blue.name = "systemBlueColor"
        guard case .color(let tint)? = view.properties.first(where: { $0.key == "tintColor" })?.value else {
            Issue.record("tintColor is not a color")
            return
        }
        #expect(tint == blue)
        #expect(read.resources.map { "\($0.kind) \($0.name)" } == ["color systemBlueColor"])
        #expect(!read.objects.contains { ["UIFont", "UIColor"].contains($0.className) })
    }

    @Test(
        "a macOS custom object of class NSApplication is the application, as AppKit loads it, and is written and read back so"
    )
    func applicationCustomObject() throws {
        let template = try Toolkit.template(
            xml: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <customObject id="app" customClass="NSApplication">
                            <connections>
                                <outlet property="delegate" destination="dlg"/>
                            </connections>
                        </customObject>
                        <customObject id="dlg" customClass="AppDelegate"/>
                    </objects>
                </document>
                """, registry: .dynamic, path: "Fixture.xib")
        #expect(template.objects.filter { $0.role == .application }.map(\.id) == ["-3", "app"])
        #expect(template.statistics.placeholders == 3)
        #expect(template.statistics.objects == 1)

        // Both stand for the application passed in; it is woken once.
        let application = DynamicObject(className: "NSApplication")
        var awoken: [String] = []
        var options = InstantiationOptions()
        let recorder = Locked<[String]>([])
        options.eventHandler = { event in
            if case .awake(let id) = event { recorder.withLock { $0.append(id) } }
        }
        let graph = try template.instantiate(
            owner: DynamicObject(className: "NSObject"), application: application, options: options)
        awoken = recorder.withLock { $0 }
        #expect(try application.value(forKey: "delegate") as AnyObject? === graph.object(withID: "dlg"))
        #expect(awoken.filter { $0 == "-3" || $0 == "app" } == ["-3"])

        let read = try NibTemplate(
            data: try template.nibArchiveData(), path: "Fixture.nib", registry: .dynamic)
        #expect(read.objects.filter { $0.role == .application }.count == 2)
        #expect(read.objects.filter { $0.role == .custom }.map(\.className) == ["AppDelegate"])
    }

    @Test("insets inside an array are refused, naming the object and the key")
    func insetsInArrayRefused() throws {
        // Only Interface Builder documents have insets; the array is made in place.
        let template = try Toolkit.template(
            xml: """
                <nib version="1">
                  <object id="view" class="View">
                    <array key="margins"/>
                  </object>
                </nib>
                """, registry: .dynamic)
        var tables = template.tables
        tables.objects[0].properties[0].value = .array([.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))])
        let error = try #require(throws: NibError.self) { try NIBArchiveWriter.write(tables) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.key == "margins" && diagnostic.objectID == "view")
        #expect(diagnostic.location.description == "Fixture.nibxml:2:3")
        #expect(diagnostic.message.hasPrefix("cannot write a NIB Archive: insets inside an array"))
    }

    @Test("nibtool compile --format nibarchive writes a NIB Archive; an unknown format is a usage error")
    func nibtoolCompile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibarchive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("LoginForm.nib")
        let run = try nibtool("compile", "ExampleNibs/LoginForm.xib", "-o", output.path, "--format", "nibarchive")
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(try Data(contentsOf: output) == (try Self.template("LoginForm.xib").nibArchiveData()))

        let bad = try nibtool("compile", "ExampleNibs/LoginForm.xib", "-o", output.path, "--format", "nib")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--format is nibc or nibarchive, not 'nib'"))

        // A storyboard's segues fit only a .storyboardc, not one nib.
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Vc1-aa-001">
                <scenes>
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Vc2-aa-002" kind="show" identifier="next" id="Sg1-aa-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Scn-aa-002">
                        <objects>
                            <viewController id="Vc2-aa-002" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8
        ).write(to: storyboard)
        let single = folder.appendingPathComponent("C.nib")
        let refused = try nibtool("compile", storyboard.path, "-o", single.path, "--format", "nibarchive")
        #expect(refused.status == 1)
        #expect(
            refused.stderrLines.first?.hasPrefix(
                "\(storyboard.path):8:25: error: cannot write a NIB Archive: the segue 'next' belongs in a .storyboardc"
            ) == true)
        #expect(!FileManager.default.fileExists(atPath: single.path))
    }
}
