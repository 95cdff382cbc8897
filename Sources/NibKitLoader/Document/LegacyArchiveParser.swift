import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

/// Reads the archives Interface Builder 3 saved as `.xib` files before
/// Xcode 5, `<archive type="com.apple.InterfaceBuilder3.….XIB"
/// version="7.xx|8.00">`, into the same ``NibDocument`` a modern xib
/// becomes.
///
/// Such an archive is a keyed archive of Interface Builder's design-time
/// objects: `IBDocument.RootObjects` holds the top-level objects and
/// placeholders, each with its subtree inline, and `IBDocument.Objects` the
/// document's records: the connections, one record per object (its object
/// id, the number Interface Builder shows, and its label) and the
/// "flattened" properties (custom classes, runtime attributes, visible at
/// launch). Foundation's values (strings, numbers, arrays, dictionaries,
/// colors, fonts) become plain values; every other object a
/// ``DocumentObject`` with its archive keys as properties, translated into
/// a xib's by ``ArchivedKeys`` (an Interface Builder plug-in's class keeps
/// its own), nested as the archive nests it. `LegacyArchiveParser+Values.swift` reads the value
/// vocabulary; Docs/XIB.md describes the mapping.
struct LegacyArchiveParser {
    typealias Element = XMLTree.Element

    /// The element and attribute names this parser reads, spelt as in the XML.
    enum Name: String {
        case data, object, reference, string, int, integer, bool, boolean, `nil`, bytes, real, double, float
        case characters, array, dictionary, set
        case `class`, key, id, ref, type, value, version
    }

    /// How far an object has been read: objects are read depth first, so
    /// those being read are exactly the holders of the element read now.
    enum Progress { case unread, reading, read }

    /// The archive types NibKit reads, and the platform each follows.
    static let types: [String: Platform] = [
        "com.apple.InterfaceBuilder3.Cocoa.XIB": .macOS,
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB": .iOS,
        "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": .iOS,
    ]

    /// How many plain values, arrays and dictionaries references may expand
    /// an archive's values to: a reference to a value copies it, so a few
    /// kilobytes of arrays that refer to each other twice over could
    /// otherwise stand for billions of values.
    static let maximumValues = 1 << 20

    /// `IBEventType`, the number of the control event's bit plus one, as
    /// the event names the rest of NibKit uses (`touchUpInside` is 7).
    static let eventTypes: [Int: ControlEvent] = [
        1: .touchDown, 2: .touchDownRepeat, 3: .touchDragInside, 4: .touchDragOutside, 5: .touchDragEnter,
        6: .touchDragExit, 7: .touchUpInside, 8: .touchUpOutside, 9: .touchCancel, 13: .valueChanged,
        14: .primaryActionTriggered, 15: .menuActionTriggered, 17: .editingDidBegin, 18: .editingChanged,
        19: .editingDidEnd, 20: .editingDidEndOnExit,
    ]

    let path: String
    let mode: ReadingMode
    let xml: NamedXMLTree<Name>
    let tree: XMLTree
    var lines: SourceLines
    var diagnostics = DiagnosticCollector()
    var platform: Platform = .iOS
    var keys = SpellingTable()
    /// Every element with an `id`, by id.
    var definitions: [String: Element] = [:]
    /// Per element: how far it has been read as an object.
    var progress: [Progress]
    /// The document id of each object element asked for, by element number.
    var documentIDs: [Int: String] = [:]
    /// The object id of each recorded object, by element number.
    var objectIDs: [Int: String] = [:]
    var recordedIDs: Set<String> = []
    /// The elements read as First Responder, which no property may hold.
    var firstResponders: Set<Int> = []
    /// The elements read as placeholders.
    var placeholders: Set<Int> = []
    /// Flattened properties, by object id.
    var customClasses: [String: String] = [:]
    var visibleAtLaunch: [String: Bool] = [:]
    var runtimeAttributes: [String: [DocumentProperty]] = [:]
    /// The connections of each object, by the element of the object that makes them.
    var connectionsBySource: [Int: [DocumentConnection]] = [:]
    /// Objects named before they are read, each with the element naming it,
    /// checked once the root objects are read.
    var namedAhead: [(object: Element, at: Element)] = []
    /// The object read now, for diagnostics.
    var holder: (id: String, className: String?)?
    /// Values read through references, each with how many values it expands to.
    var referencedValues: [Int: (value: DocumentValue, size: Int)] = [:]
    /// The values being read through references, to catch a value that holds itself.
    var resolving: Set<Int> = []
    /// How many values have been made, references expanded.
    var expandedValues = 0
    var reportedExpansion = false
    var objectCount = 0
    /// The translation of the objects' coder keys into the xib vocabulary.
    var archivedKeys = ArchivedKeys(platform: .iOS, translatesEveryKey: true)
    /// The counts `nibtool inspect` prints: connection records by kind as
    /// they are read, object records at the end.
    var statistics = ArchiveStatistics.none

    init(_ tree: XMLTree, mode: ReadingMode) {
        path = tree.path
        self.mode = mode
        self.tree = tree
        xml = NamedXMLTree(tree)
        lines = SourceLines(tree)
        progress = Array(repeating: .unread, count: tree.elementNames.count)
    }

    mutating func parse() throws(NibError) -> NibDocument {
        let root = xml.root
        let type = xml.string(.type, of: root) ?? ""
        let version = xml.string(.version, of: root) ?? ""
        guard let platform = Self.types[type] else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "legacy Interface Builder archive type '\(type)' is not one NibKit reads; expected com.apple.InterfaceBuilder3.Cocoa.XIB, com.apple.InterfaceBuilder3.CocoaTouch.XIB or com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
                    at: location(root)))
        }
        guard Self.isSupported(version: version) else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "legacy Interface Builder archive version '\(version)' is not supported; NibKit reads versions 7.x and 8.00",
                    at: location(root)))
        }
        self.platform = platform
        archivedKeys = ArchivedKeys(platform: platform, translatesEveryKey: true)
        guard let data = xml.children(of: root).first(where: { xml.name(of: $0) == .data }) else {
            throw NibError(
                .invalidArchive, Diagnostic(.error, "the <archive> has no <data> element", at: location(root)))
        }
        indexDefinitions()
        var rootObjects: Element?
        var container: Element?
        for child in xml.children(of: data) {
            if xml.attribute(.key, of: child, is: "IBDocument.RootObjects") { rootObjects = rootObjects ?? child }
            if xml.attribute(.key, of: child, is: "IBDocument.Objects") { container = container ?? child }
        }
        guard let rootObjects = rootObjects.map(resolved) else {
            throw NibError(
                .invalidArchive,
                Diagnostic(
                    .error, "the archive has no IBDocument.RootObjects, the objects it holds", at: location(data)))
        }
        var document = NibDocument(path: path, format: .xibArchive, placeholders: [], objects: [])
        document.platform = platform
        var records: [Record] = []
        if let container = container.map(resolved) {
            records = readRecords(container)
            readFlattenedProperties(container)
            readConnections(container)
        } else {
            diagnostics.report(
                mode == .strict ? .error : .warning,
                "the archive has no IBDocument.Objects, so no object ids, connections or custom classes; Cocoa's placeholders cannot be told from custom objects",
                at: location(data))
        }
        var topLevel = 0
        for child in items(of: rootObjects) {
            guard isInterfaceObject(child) else {
                error("<\(tree.name(of: child))> in IBDocument.RootObjects is not an object", at: child)
                continue
            }
            guard progress[child.index] == .unread else { continue }
            let object = object(child, depth: 1)
            if object.role.isPlaceholder {
                document.placeholders.append(object)
            } else {
                document.objects.append(object)
                topLevel += 1
            }
        }
        checkReadAhead()
        document.objectCount = objectCount - archivedKeys.foldedObjects
        if let warning = archivedKeys.warning(at: location(root)) { document.warnings.append(warning) }
        document.userLabels = Dictionary(
            records.compactMap { record in record.name.map { (record.id, $0) } },
            uniquingKeysWith: { first, _ in first })
        countRecords(records, topLevel: topLevel)
        document.statistics = statistics
        return document
    }

    /// Whether NibKit reads archives of `version`: `7.` and digits, or `8.00`.
    static func isSupported(version: String) -> Bool {
        version == "8.00"
            || (version.hasPrefix("7.") && version.count > 2 && version.dropFirst(2).allSatisfy(\.isNumber))
    }

    /// Notes every element's `id`; two elements with one id are an error.
    private mutating func indexDefinitions() {
        for index in tree.elementNames.indices {
            let element = Element(index: index)
            guard let id = xml.string(.id, of: element) else { continue }
            if let first = definitions[id] {
                let firstUse = location(first)
                error("duplicate id '\(id)'; it is first used at \(firstUse.line):\(firstUse.column)", at: element)
            } else {
                definitions[id] = element
            }
        }
    }

    // MARK: Records

    /// One `IBObjectRecord`: an object's id, its object, its label.
    struct Record {
        var id: String
        var object: Element
        var name: String?
    }

    private mutating func readRecords(_ container: Element) -> [Record] {
        guard let set = keyed("objectRecords", in: container).map(resolved),
            let ordered = keyed("orderedObjects", in: set).map(resolved)
        else { return [] }
        var records: [Record] = []
        for recordElement in items(of: ordered) {
            let fields = keyedChildren(of: recordElement)
            guard let idElement = fields["objectID"] ?? fields["id"], let id = scalarText(idElement) else {
                error("an IBObjectRecord needs an objectID", at: recordElement)
                continue
            }
            guard let objectElement = fields["object"] else {
                error("the IBObjectRecord '\(id)' names no object", at: recordElement)
                continue
            }
            guard let object = target(of: objectElement) else { continue }
            if recordedIDs.contains(id) {
                error("two IBObjectRecords have the objectID '\(id)'", at: idElement)
                continue
            }
            if objectIDs[object.index] != nil {
                error("the object '\(xml.string(.id, of: object) ?? "")' has two IBObjectRecords", at: recordElement)
                continue
            }
            recordedIDs.insert(id)
            objectIDs[object.index] = id
            let name = fields["objectName"].flatMap { element -> String? in
                if case .plain(.string(let text))? = value(element, depth: 1, inline: false) { return text }
                return nil
            }
            records.append(Record(id: id, object: object, name: name))
        }
        return records
    }

    /// Counts the object records less the document root's (record 0), each
    /// as a placeholder or an object, and the top-level objects.
    private mutating func countRecords(_ records: [Record], topLevel: Int) {
        for record in records where record.id != "0" {
            statistics.countObject(isPlaceholder: placeholders.contains(record.object.index))
        }
        statistics.topLevel = topLevel
    }

    // MARK: Flattened properties

    /// `flattenedProperties`, keyed `<objectID>.<property>`: custom classes,
    /// a window's visible-at-launch flag, runtime attributes. The rest are
    /// Interface Builder's editor settings.
    private mutating func readFlattenedProperties(_ container: Element) {
        guard let properties = keyed("flattenedProperties", in: container) else { return }
        for entry in dictionaryEntries(resolved(properties), depth: 1) {
            guard let dot = entry.key.firstIndex(of: "."), dot != entry.key.startIndex else { continue }
            let id = String(entry.key[..<dot])
            switch entry.key[entry.key.index(after: dot)...] {
            case "CustomClassName":
                guard case .plain(.string(let name))? = value(entry.value, depth: 1, inline: false), !name.isEmpty
                else {
                    error("'\(entry.key)' is not a class name", at: entry.value)
                    continue
                }
                customClasses[id] = name
            case "NSWindowTemplate.visibleAtLaunch":
                switch value(entry.value, depth: 1, inline: false) {
                case .plain(.bool(let flag))?: visibleAtLaunch[id] = flag
                case .plain(.integer(let flag))?: visibleAtLaunch[id] = flag != 0
                default: error("'\(entry.key)' is not a flag", at: entry.value)
                }
            case "IBAttributePlaceholdersKey":
                readRuntimeAttributes(entry.value, of: id)
            default:
                continue
            }
        }
    }

    /// User-defined runtime attributes: an `IBUserDefinedRuntimeAttributesPlaceholder`
    /// under `IBUserDefinedRuntimeAttributesPlaceholderName`, whose
    /// `userDefinedRuntimeAttributes` are `IBUserDefinedRuntimeAttribute`s
    /// of a `keyPath`, a `typeIdentifier` and a `value`.
    private mutating func readRuntimeAttributes(_ element: Element, of id: String) {
        let placeholders = resolved(element)
        for entry in dictionaryEntries(placeholders, depth: 1)
        where entry.key == "IBUserDefinedRuntimeAttributesPlaceholderName" {
            let placeholder = resolved(entry.value)
            guard let list = keyed("userDefinedRuntimeAttributes", in: placeholder) else { continue }
            for attribute in items(of: resolved(list)) {
                let attribute = resolved(attribute)
                let fields = keyedChildren(of: attribute)
                guard let keyPathElement = fields["keyPath"],
                    case .plain(.string(let keyPath))? = value(keyPathElement, depth: 1, inline: false),
                    !keyPath.isEmpty
                else {
                    error("a runtime attribute of '\(id)' needs a keyPath", at: attribute)
                    continue
                }
                var type = ""
                if let typeElement = fields["typeIdentifier"],
                    case .plain(.string(let identifier))? = value(typeElement, depth: 1, inline: false)
                {
                    type = identifier
                }
                let attributeLocation = documentLocation(attribute)
                var attributeValue = fields["value"].flatMap { value($0, depth: 1, inline: false) } ?? .null
                if type.hasSuffix(".image"), case .plain(.string(let name)) = attributeValue {
                    attributeValue = .resource(.image, name: name, location: attributeLocation)
                }
                runtimeAttributes[id, default: []].append(
                    DocumentProperty(key: keyPath, value: attributeValue, location: attributeLocation))
            }
        }
    }

    // MARK: Connections

    private mutating func readConnections(_ container: Element) {
        guard let list = keyed("connectionRecords", in: container) else { return }
        for record in items(of: resolved(list)) {
            guard let connection = keyed("connection", in: resolved(record)).map(resolved) else {
                error("an IBConnectionRecord needs a connection", at: record)
                continue
            }
            readConnection(connection)
        }
    }

    private mutating func readConnection(_ element: Element) {
        let kind = xml.string(.class, of: element) ?? ""
        let fields = keyedChildren(of: element)
        var label = ""
        if let labelElement = fields["label"],
            case .plain(.string(let text))? = value(labelElement, depth: 1, inline: false)
        {
            label = text
        }
        guard !label.isEmpty || kind == "IBBindingConnection" else {
            error("the \(kind) needs a label", at: element)
            return
        }
        guard let sourceElement = fields["source"], let destinationElement = fields["destination"] else {
            error("the \(kind) '\(label)' needs a source and a destination", at: element)
            return
        }
        guard let source = connectedObject(sourceElement, kind: kind, label: label),
            let destination = connectedObject(destinationElement, kind: kind, label: label)
        else { return }
        let at = documentLocation(element)
        switch kind {
        case "IBCocoaTouchOutletConnection", "IBOutletConnection":
            add(.outlet(property: label, destination: documentID(of: destination)), from: source, at: at)
        case "IBCocoaTouchEventConnection":
            var event: String?
            if let type = fields["IBEventType"] {
                guard case .plain(.integer(let number))? = value(type, depth: 1, inline: false),
                    let name = Self.eventTypes[number]
                else {
                    error(
                        "IBEventType '\(scalarText(type) ?? "")' of the action '\(label)' is no control event", at: type
                    )
                    return
                }
                event = name.rawValue
            }
            add(.action(selector: label, target: documentID(of: destination), event: event), from: source, at: at)
        case "IBActionConnection":
            // Cocoa records the target as the source, and the sender as the destination.
            add(.action(selector: label, target: documentID(of: source), event: nil), from: destination, at: at)
        case "IBBindingConnection":
            guard let binding = binding(fields, label: label, to: destination, at: element) else { return }
            add(binding, from: source, at: at)
        default:
            unknown("unknown connection class '\(kind)'", at: element)
        }
    }

    /// A binding's name, key path and options, from its `NSNibBindingConnector`,
    /// or else from its label, `name: keyPath`.
    private mutating func binding(
        _ fields: [String: Element], label: String, to destination: Element, at element: Element
    ) -> DocumentConnection.Kind? {
        var name: String?
        var keyPath: String?
        var options: [(key: String, value: TemplateValue)] = []
        if let connector = fields["connector"].map(resolved) {
            let connectorFields = keyedChildren(of: connector)
            if let binding = connectorFields["NSBinding"],
                case .plain(.string(let text))? = value(binding, depth: 1, inline: false)
            {
                name = text
            }
            if let path = connectorFields["NSKeyPath"],
                case .plain(.string(let text))? = value(path, depth: 1, inline: false)
            {
                keyPath = text
            }
            if let list = connectorFields["NSOptions"] {
                for entry in dictionaryEntries(resolved(list), depth: 1) {
                    switch value(entry.value, depth: 1, inline: false) {
                    case .plain(let option)?: options.append((entry.key, option))
                    case nil: break
                    default: unknown("the binding option '\(entry.key)' is not a plain value", at: entry.value)
                    }
                }
            }
        }
        if name == nil || keyPath == nil, let colon = label.firstIndex(of: ":") {
            name = name ?? String(label[..<colon])
            keyPath = keyPath ?? label[label.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let name, let keyPath, !name.isEmpty, !keyPath.isEmpty else {
            error("the binding '\(label)' needs a binding name and a key path", at: element)
            return nil
        }
        return .binding(name: name, destination: documentID(of: destination), keyPath: keyPath, options: options)
    }

    /// The object a connection's `source` or `destination` names.
    private mutating func connectedObject(_ element: Element, kind: String, label: String) -> Element? {
        guard let object = target(of: element) else { return nil }
        guard isInterfaceObject(object) else {
            error("the \(kind) '\(label)' connects <\(tree.name(of: object))>, which is not an object", at: element)
            return nil
        }
        namedAhead.append((object, element))
        return object
    }

    private mutating func add(_ kind: DocumentConnection.Kind, from source: Element, at location: DocumentLocation) {
        statistics.countConnection(kind.counted)
        connectionsBySource[source.index, default: []].append(DocumentConnection(kind: kind, location: location))
    }

    // MARK: Objects

    /// Whether `element` is an object NibKit creates or a placeholder,
    /// rather than a value.
    func isInterfaceObject(_ element: Element) -> Bool {
        guard xml.name(of: element) == .object else { return false }
        return valueClass(xml.string(.class, of: element) ?? "") == nil
    }

    /// The id the document gives the object at `element`: its object id,
    /// the number Interface Builder shows and Xcode keeps when it converts
    /// the archive, when it has a record; else its `id` in the archive, when
    /// no record takes that number; else its place in the file.
    mutating func documentID(of element: Element) -> String {
        if let id = documentIDs[element.index] { return id }
        var id: String
        if let recorded = objectIDs[element.index] {
            id = recorded
        } else if let archived = xml.string(.id, of: element), !recordedIDs.contains(archived) {
            id = archived
        } else {
            let place = location(element)
            id = "@\(place.line):\(place.column)"
        }
        documentIDs[element.index] = id
        return id
    }

    mutating func object(_ element: Element, depth: Int) -> DocumentObject {
        progress[element.index] = .reading
        defer { progress[element.index] = .read }
        objectCount += 1
        let archived = xml.string(.class, of: element) ?? ""
        let id = documentID(of: element)
        let objectID = objectIDs[element.index]
        let fields = keyedChildren(of: element)
        func named(_ key: String) -> String? {
            guard let field = fields[key], xml.name(of: field) == .string else { return nil }
            return string(field)
        }
        var role = ObjectRole.archived
        var className: String? = InterfaceBuilderClassNames.className(forArchivedClass: archived)
        var consumed: Set<String> = []
        var isWindowCustom = false
        switch archived {
        case "IBProxyObject":
            role = placeholderRole(
                objectID: objectID, identifier: named("IBProxiedObjectIdentifier") ?? "", at: element)
            className = nil
        case "NSCustomObject":
            consumed = ["NSClassName"]
            if platform == .macOS, let placeholder = objectID.flatMap({ InterfaceBuilderParser.cocoaPlaceholders[$0] })
            {
                role = placeholder
                className = placeholder == .firstResponder ? nil : named("NSClassName")
            } else {
                className = named("NSClassName") ?? "NSObject"
                role = platform == .macOS ? InterfaceBuilderParser.cocoaCustomObjectRole(className: className) : .custom
            }
        case "IBUICustomObject":
            role = .custom
        case "NSCustomView":
            consumed = ["NSClassName"]
            className = named("NSClassName") ?? "NSView"
        case "NSWindowTemplate":
            consumed = ["NSWindowClass"]
            className = named("NSWindowClass") ?? "NSWindow"
            // A window of the application's own class (AppKit's are all `NS`).
            if let window = named("NSWindowClass"), !window.hasPrefix("NS") { isWindowCustom = true }
        default:
            break
        }
        // Named by a custom class record, or by NSClassName.
        var isCustom = isWindowCustom || (consumed.contains("NSClassName") && named("NSClassName") != nil)
        if let objectID, let custom = customClasses[objectID], role != .firstResponder {
            className = custom
            isCustom = true
        }
        var object = DocumentObject(id: id, className: className, role: role, location: documentLocation(element))
        object.isCustomClass = isCustom
        if role.isPlaceholder { placeholders.insert(element.index) }
        if role == .firstResponder { firstResponders.insert(element.index) }
        if archived == "NSWindowTemplate" || archived == "IBUIWindow" {
            object.isVisibleAtLaunch = platform.showsWindowAtLaunch(flag: objectID.flatMap { visibleAtLaunch[$0] })
        }
        let connections = connectionsBySource.removeValue(forKey: element.index) ?? []
        if let objectID { object.runtimeAttributes = runtimeAttributes[objectID] ?? [] }
        // A placeholder stands for an object made elsewhere: it has no properties.
        guard !role.isPlaceholder else {
            object.connections = connections
            return object
        }
        // The properties, and the outlets made of them, are in the
        // archive's keys until they are translated at the end.
        let outer = holder
        holder = (id, className)
        defer { holder = outer }
        for child in xml.children(of: element) {
            guard let keySpan = xml.attribute(.key, of: child) else {
                unknown("<\(tree.name(of: child))> in the \(archived) '\(id)' has no key", at: child)
                continue
            }
            let key = keys.intern(keySpan, in: tree)
            if consumed.contains(key) { continue }
            let childLocation = documentLocation(child)
            if xml.name(of: child) == .reference, let ref = xml.string(.ref, of: child), let target = definitions[ref],
                isInterfaceObject(target)
            {
                switch progress[target.index] {
                case .read:
                    object.properties.append(
                        DocumentProperty(key: key, value: link(to: target, at: childLocation), location: childLocation))
                case .reading:
                    // A holder of this object (its superview, next responder,
                    // control, menu, window): the holder sets that link itself
                    // when it takes the object, and as a property it could
                    // not be made before the holder is.
                    continue
                case .unread:
                    // An object read later: connected in phase 3, as an outlet.
                    namedAhead.append((target, child))
                    object.connections.append(
                        DocumentConnection(
                            kind: .outlet(property: key, destination: documentID(of: target)), location: childLocation))
                }
                continue
            }
            if let value = value(child, depth: depth + 1, inline: true) {
                object.properties.append(DocumentProperty(key: key, value: value, location: childLocation))
            }
        }
        // An Interface Builder plug-in's own class decodes its own keys.
        if ArchivedKeys.isFrameworkClass(archived) { archivedKeys.translate(&object) }
        object.connections = connections + object.connections
        return object
    }

    /// A property's value for a read object: a reference, or nil for First
    /// Responder, which stands for no object (a nil target is the responder
    /// chain).
    mutating func link(to target: Element, at location: DocumentLocation) -> DocumentValue {
        firstResponders.contains(target.index) ? .null : .reference(id: documentID(of: target), location: location)
    }

    private mutating func placeholderRole(objectID: String?, identifier: String, at element: Element) -> ObjectRole {
        if platform == .iOS {
            if objectID == "-1" { return .filesOwner }
            if objectID == "-2" { return .firstResponder }
        } else if let objectID, let role = InterfaceBuilderParser.cocoaPlaceholders[objectID] {
            return role
        }
        if identifier.isEmpty { error("an IBProxyObject needs an IBProxiedObjectIdentifier", at: element) }
        return ObjectRole(placeholderIdentifier: identifier)
    }

    /// Every object a connection or a property named before it was read
    /// must be read by the end: an object outside `IBDocument.RootObjects`
    /// is never created.
    private mutating func checkReadAhead() {
        var reported: Set<Int> = []
        for (object, at) in namedAhead where progress[object.index] == .unread && reported.insert(at.index).inserted {
            error(
                "'\(xml.string(.id, of: object) ?? "")' (\(xml.string(.class, of: object) ?? "")) is not among the objects of IBDocument.RootObjects, so it is never created",
                at: at)
        }
        for (index, connections) in connectionsBySource.sorted(by: { $0.key < $1.key }) {
            guard let first = connections.first, reported.insert(index).inserted else { continue }
            let element = Element(index: index)
            error(
                "'\(xml.string(.id, of: element) ?? "")' (\(xml.string(.class, of: element) ?? "")) makes the connection on line \(first.location.line) but is not among the objects of IBDocument.RootObjects",
                at: element)
        }
    }

    // MARK: Diagnostics

    mutating func location(_ element: Element) -> SourceLocation { lines.location(of: element, in: tree) }

    mutating func documentLocation(_ element: Element) -> DocumentLocation { DocumentLocation(location(element)) }

    /// The object, class and key of a diagnostic at `element`: the object
    /// being read, and the nearest key.
    private func context(_ element: Element) -> (id: String?, className: String?, key: String?) {
        (holder?.id, holder?.className ?? xml.string(.class, of: element), xml.string(.key, of: element))
    }

    mutating func error(_ message: Diagnostic.Message, at element: Element) {
        let (id, className, key) = context(element)
        diagnostics.error(message, at: location(element), objectID: id, className: className, key: key)
    }

    /// Unknown content: an error when reading strictly, a warning otherwise.
    mutating func unknown(_ message: Diagnostic.Message, at element: Element) {
        let (id, className, key) = context(element)
        diagnostics.unknown(message, mode: mode, at: location(element), objectID: id, className: className, key: key)
    }
}
