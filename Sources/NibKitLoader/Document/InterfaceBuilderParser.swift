import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

/// Reads Xcode's Interface Builder documents (`.xib` and `.storyboard`,
/// document format 3.0 and the storyboard versions 1.1 and 2.0) into a
/// ``NibDocument``.
///
/// An element inside `<objects>` (or a storyboard scene) is an object when it
/// has an `id`. Its attributes become properties, its keyed children typed
/// values, its keyed child objects object-valued properties and its container
/// elements (`subviews`, `constraints`, `items`, ...) arrays. Docs/XIB.md
/// describes the mapping.
struct InterfaceBuilderParser {
    typealias Element = XMLTree.Element
    typealias Span = XMLTree.Span

    /// The element and attribute names this parser reads, spelt as in the XML.
    enum Name: String {
        // Attributes that describe the document in Interface Builder and are
        // not properties of the object.
        case id, key, customClass, customModule, customModuleProvider, userLabel, sceneMemberID
        case placeholderIdentifier, colorLabel, misplaced, ambiguous, fixedFrame, visibleAtLaunch, userComments
        // The keyed value elements with a typed meaning.
        case rect, point, size, color, `nil`, string, mutableString, integer, real, bool, autoresizingMask, inset
        case edgeInsets, fontDescription, font, array, dictionary, state, textInputTraits
        // Structure.
        case type, version, targetRuntime, initialViewController, launchScreen, objects, scenes, scene, sceneID
        case storyboardIdentifier, viewControllerPlaceholder, controllerPlaceholder, resources, image, name, namedColor,
            systemColor, placeholder, customObject
        case window, exit, connections, userDefinedRuntimeAttributes, userDefinedRuntimeAttribute, keyPath, value
        case outlet, outletCollection, action, segue, binding, property, destination, selector, target, eventType
        case kind, identifier, constraint, constraints, firstItem, secondItem
        // A segue's attributes beyond destination, kind, identifier, id and custom class.
        case relationship, unwindAction, modalPresentationStyle, modalTransitionStyle, animates, popoverAnchorView
        case popoverAnchorBarButtonItem, popoverBehavior, preferredEdge, trigger, destinationCreationSelector
        // Value attributes.
        case x, y, width, height
        case base64UTF8 = "base64-UTF8"
        case minX, minY, maxX, maxY, top, left, bottom, right
        case white, red, green, blue, cyan, magenta, yellow, black, alpha, cocoaTouchSystemColor, catalog
        case family, pointSize, weight, style, metaFont
        case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY
        // Keyed elements Xcode writes that NibKit reads as generic dictionaries.
        case accessibility, accessibilityTraits, attributedString, audiovisualMediaTypes, backgroundConfiguration
        case behavior, buttonConfiguration, classReference, dataDetectorTypes, date, freeformSimulatedSizeMetrics
        case frame, imageReference, mask, modifierMask, shadow, simulatedScreenMetrics, simulatedStatusBarMetrics
        case tabBarAppearance, tableColumnResizingMask, tableHeaderCell, url, variation, view
        case windowCollectionBehavior, windowPositionMask, windowStyleMask, wkPreferences, wkWebViewConfiguration

        /// Whether an attribute of this name describes the document in
        /// Interface Builder rather than a property of the object.
        var isMetadata: Bool {
            switch self {
            case .id, .key, .customClass, .customModule, .customModuleProvider, .userLabel, .sceneMemberID,
                .placeholderIdentifier, .colorLabel, .misplaced, .ambiguous, .fixedFrame, .visibleAtLaunch,
                .userComments:
                return true
            default:
                return false
            }
        }

        /// Whether a keyed element of this name is one NibKit knows: a typed
        /// value (`rect`, `color`, `fontDescription`, ...) or one of the
        /// elements Xcode writes that are read as generic dictionaries
        /// (`state`, `buttonConfiguration`, `modifierMask`, ...). In strict
        /// mode any other keyed element is an error, in lenient mode a
        /// dictionary too.
        var isKnownElement: Bool {
            switch self {
            case .rect, .point, .size, .color, .nil, .string, .mutableString, .integer, .real, .bool,
                .autoresizingMask, .inset, .edgeInsets, .fontDescription, .font, .array, .dictionary, .state,
                .textInputTraits:
                return true
            case .accessibility, .accessibilityTraits, .attributedString, .audiovisualMediaTypes,
                .backgroundConfiguration, .behavior, .buttonConfiguration, .classReference, .dataDetectorTypes, .date,
                .freeformSimulatedSizeMetrics, .frame, .imageReference, .mask, .modifierMask, .shadow,
                .simulatedScreenMetrics, .simulatedStatusBarMetrics, .tabBarAppearance, .tableColumnResizingMask,
                .tableHeaderCell, .url, .value, .variation, .view, .windowCollectionBehavior, .windowPositionMask,
                .windowStyleMask, .wkPreferences, .wkWebViewConfiguration:
                return true
            default:
                return false
            }
        }
    }

    static let supportedVersions: Set<String> = ["3.0", "2.0", "1.1"]

    /// Cocoa's placeholders, by the id a document (or a legacy archive's
    /// record) gives them.
    static let cocoaPlaceholders: [String: ObjectRole] = ["-2": .filesOwner, "-1": .firstResponder, "-3": .application]

    /// The role of a Cocoa custom object of `className` that is not one of
    /// the placeholders by id: one of `NSApplication` stands for the
    /// application, as AppKit's `NSCustomObject` of `NSApplication` loads as
    /// `NSApp` (every Interface Builder reader, compiled nibs included, follows
    /// this one rule); any other is created with `init()`.
    static func cocoaCustomObjectRole(className: String?) -> ObjectRole {
        className == "NSApplication" ? .application : .custom
    }

    /// Interface Builder's base64 text, which both Interface Builder parsers
    /// decode through here: white space is ignored, the padding is left out,
    /// and a last character that no whole number of bytes can give (a length
    /// one more than a multiple of four, which legacy archives write) is
    /// dropped.
    static func decodeBase64(_ text: String) -> Data? {
        var compact = text.filter { !$0.isWhitespace }
        if compact.utf8.count % 4 == 1 { compact.removeLast() }
        compact += String(repeating: "=", count: (4 - compact.utf8.count % 4) % 4)
        return Data(base64Encoded: compact)
    }

    let path: String
    let mode: ReadingMode
    private let xml: NamedXMLTree<Name>
    private let tree: XMLTree
    private var lines: SourceLines
    private(set) var diagnostics = DiagnosticCollector()
    /// The keys read so far, so that a key repeated by many objects is stored once.
    private var keys = SpellingTable()
    /// The fonts read so far, by the spelling of their attributes.
    private var fonts: [[UInt8]: DocumentValue] = [:]
    /// The spelling of the font read last and its shared value (nil when it
    /// is not shared), and the buffer the next font is spelt into.
    private var lastFont: (spelling: [UInt8], value: DocumentValue?) = ([], nil)
    private var fontScratch: [UInt8] = []
    /// The integers -1 to 1022, each boxed once when first read.
    private var smallIntegers = [DocumentValue?](repeating: nil, count: 1024)
    private var platform: Platform = .iOS
    /// The object library that names elements without a `customClass`.
    private var library: InterfaceBuilderClassNames.Library = .uiKit
    /// The images the document lists in `<resources>`, which attributes such
    /// as `image="logo"` name.
    private var imageNames: Set<String> = []
    /// Per name number: whether the name ends in "image", any case, as
    /// image-valued attributes do.
    private let namesImages: [Bool]
    /// Per name number: what ``InterfaceBuilderAttributeTypes`` types an
    /// attribute of that name as, or nil for text.
    private let attributeKinds: [InterfaceBuilderAttributeTypes.Kind?]
    /// Per name number: the class an element of that name stands for, once asked.
    private var classNames: [String?]
    /// The objects made so far (see `NibDocument.objectCount`).
    private var objectCount = 0
    private var statistics = ArchiveStatistics.none

    init(_ tree: XMLTree, mode: ReadingMode) {
        path = tree.path
        self.mode = mode
        self.tree = tree
        xml = NamedXMLTree(tree)
        lines = SourceLines(tree)
        namesImages = tree.names.map { $0.lowercased().hasSuffix("image") }
        attributeKinds = tree.names.map(InterfaceBuilderAttributeTypes.kind(of:))
        classNames = Array(repeating: nil, count: tree.names.count)
    }

    mutating func parse() throws(NibError) -> NibDocument {
        let root = xml.root
        let type = xml.string(.type, of: root) ?? ""
        let version = xml.string(.version, of: root) ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error, "<document type=\"\(type)\"> is not an Interface Builder document", at: location(root)))
        }
        guard Self.supportedVersions.contains(version) else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "Interface Builder document version '\(version)' is not supported; NibKit reads versions 3.0, 2.0 and 1.1",
                    at: location(root)))
        }
        let runtime = xml.string(.targetRuntime, of: root) ?? ""
        platform = runtime.hasPrefix("MacOSX") || (runtime.isEmpty && type.contains(".Cocoa.")) ? .macOS : .iOS
        library = InterfaceBuilderClassNames.Library(targetRuntime: runtime, platform: platform)
        let format: NibDocument.Format = type.contains("Storyboard") ? .storyboard : .xib
        var document = NibDocument(path: path, format: format, placeholders: [], objects: [])
        document.platform = platform
        document.initialViewControllerID = xml.string(.initialViewController, of: root)
        document.isLaunchScreen = xml.string(.launchScreen, of: root) == "YES"
        // Resources come last in the file, but attributes name their images.
        for resources in xml.children(of: root) where xml.name(of: resources) == .resources {
            for image in xml.children(of: resources) where xml.name(of: image) == .image {
                if let name = xml.string(.name, of: image) { imageNames.insert(name) }
            }
        }
        for child in xml.children(of: root) {
            switch xml.name(of: child) {
            case .objects:
                readObjects(child, into: &document)
            case .scenes:
                for scene in xml.children(of: child) where xml.name(of: scene) == .scene {
                    readScene(scene, into: &document)
                }
            case .resources:
                document.resources += resources(child)
            default:
                // dependencies, device, capabilities: Interface Builder's own settings.
                break
            }
        }
        document.statistics = statistics
        document.objectCount = objectCount
        return document
    }

    // MARK: Counting

    /// Counts an `<objects>` element's contents by the elements alone, as
    /// `nibtool inspect` promises: placeholders are `<placeholder>` elements
    /// and Cocoa's `<customObject>`s with id -1, -2 or -3 or of class
    /// `NSApplication`; objects every other
    /// element with an id outside `<connections>`; connections the children of
    /// `<connections>`; top-level objects the direct children with an id that
    /// are not placeholders.
    private mutating func count(_ objects: Element) {
        for child in xml.children(of: objects) where xml.hasAttribute(.id, child) && !isCountedAsPlaceholder(child) {
            statistics.topLevel += 1
        }
        // The subtree in document order, skipping what lies inside <connections>.
        var index = objects.index + 1
        let end = tree.subtreeEnd(of: objects)
        while index < end {
            let element = Element(index: index)
            if xml.name(of: element) == .connections {
                for connection in xml.children(of: element) {
                    let kind: TemplateConnection.Kind? =
                        switch xml.name(of: connection) {
                        case .outlet: .outlet
                        case .outletCollection: .outletCollection
                        case .action: .action
                        case .segue: .segue
                        case .binding: .binding
                        default: nil
                        }
                    if let kind { statistics.countConnection(kind) }
                }
                index = tree.subtreeEnd(of: element)
                continue
            }
            if xml.hasAttribute(.id, element) {
                statistics.countObject(isPlaceholder: isCountedAsPlaceholder(element))
            }
            index += 1
        }
    }

    private func isCountedAsPlaceholder(_ element: Element) -> Bool {
        switch xml.name(of: element) {
        case .placeholder:
            return true
        case .customObject:
            guard let id = xml.attribute(.id, of: element) else { return false }
            return tree.span(id, equals: "-1") || tree.span(id, equals: "-2") || tree.span(id, equals: "-3")
                || (platform == .macOS
                    && Self.cocoaCustomObjectRole(className: xml.string(.customClass, of: element)) == .application)
        default:
            return false
        }
    }

    // MARK: Objects

    private mutating func readObjects(_ element: Element, into document: inout NibDocument) {
        count(element)
        for child in xml.children(of: element) {
            guard xml.hasAttribute(.id, child) else {
                unknown("<\(tree.name(of: child))> in <objects> has no id, so it is not an object", at: child)
                continue
            }
            let object = object(child)
            if object.role.isPlaceholder {
                document.placeholders.append(object)
            } else {
                document.objects.append(object)
            }
        }
    }

    private mutating func readScene(_ scene: Element, into document: inout NibDocument) {
        var record = DocumentScene(
            id: xml.string(.sceneID, of: scene) ?? "", location: documentLocation(scene), placeholders: 0..<0,
            objects: 0..<0)
        var sceneDocument = NibDocument(path: path, format: .storyboard, placeholders: [], objects: [])
        for objects in xml.children(of: scene) where xml.name(of: objects) == .objects {
            readObjects(objects, into: &sceneDocument)
            let controller =
                xml.children(of: objects).first { xml.attribute(.sceneMemberID, of: $0, is: "viewController") }
                ?? xml.children(of: objects).first {
                    xml.name(of: $0) != .placeholder && xml.name(of: $0) != .exit && xml.hasAttribute(.id, $0)
                }
            if record.viewControllerID == nil, let controller {
                record.viewControllerID = xml.string(.id, of: controller)
                record.storyboardIdentifier = xml.string(.storyboardIdentifier, of: controller)
                record.isStoryboardReference = [.viewControllerPlaceholder, .controllerPlaceholder].contains(
                    xml.name(of: controller))
            }
        }
        record.placeholders =
            document.placeholders.count..<(document.placeholders.count + sceneDocument.placeholders.count)
        record.objects = document.objects.count..<(document.objects.count + sceneDocument.objects.count)
        document.placeholders += sceneDocument.placeholders
        document.objects += sceneDocument.objects
        document.scenes.append(record)
    }

    private mutating func object(_ element: Element) -> DocumentObject {
        let id = xml.string(.id, of: element) ?? ""
        let role = self.role(of: element, id: id)
        var className = xml.string(.customClass, of: element)
        if let name = className, let module = xml.string(.customModule, of: element), !module.isEmpty {
            className = "\(module).\(name)"
        }
        if className == nil && !role.isPlaceholder {
            className = defaultClassName(of: element)
        }
        let elementLocation = documentLocation(element)
        var object = DocumentObject(id: id, className: className, role: role, location: elementLocation)
        object.isCustomClass = xml.hasAttribute(.customClass, element)
        objectCount += 1
        if xml.name(of: element) == .window {
            // Only YES and NO are flags; any other text is the default.
            let flag = xml.attribute(.visibleAtLaunch, of: element).flatMap { text -> Bool? in
                tree.span(text, equals: "YES") ? true : tree.span(text, equals: "NO") ? false : nil
            }
            object.isVisibleAtLaunch = platform.showsWindowAtLaunch(flag: flag)
        }
        object.properties.reserveCapacity(role.isPlaceholder ? 0 : propertyCount(of: element))
        for child in xml.children(of: element) {
            switch xml.name(of: child) {
            case .connections:
                object.connections += connections(child)
                continue
            case .userDefinedRuntimeAttributes:
                object.runtimeAttributes += runtimeAttributes(child)
                continue
            default:
                break
            }
            // A placeholder stands for an object made elsewhere: it has no
            // properties, and cannot hold objects.
            guard !role.isPlaceholder else {
                if xml.hasAttribute(.id, child)
                    || xml.children(of: child).contains(where: { xml.hasAttribute(.id, $0) })
                {
                    unknown(
                        "a placeholder cannot hold objects; <\(tree.name(of: child))> belongs in <objects>", at: child)
                }
                continue
            }
            // Located before its contents are read, so that locations are
            // asked for in file order.
            let childLocation = documentLocation(child)
            if let key = xml.attribute(.key, of: child) {
                if let value = value(child) {
                    object.properties.append(
                        DocumentProperty(key: keys.intern(key, in: tree), value: value, location: childLocation))
                }
            } else if xml.hasAttribute(.id, child) {
                let nested = self.object(child)
                object.properties.append(
                    DocumentProperty(key: tree.name(of: child), value: .object(nested), location: childLocation))
            } else {
                // A container such as <subviews> or <constraints>: an array under its name.
                var items = xml.children(of: child).compactMap { value($0) }
                if xml.name(of: child) == .constraints { constrainHolder(id, in: &items) }
                object.properties.append(
                    DocumentProperty(key: tree.name(of: child), value: .array(items), location: childLocation))
            }
        }
        if !role.isPlaceholder {
            let isConstraint = xml.name(of: element) == .constraint
            for attribute in tree.attributes(of: element) where !(xml.attributeName(attribute)?.isMetadata ?? false) {
                if isConstraint, let name = xml.attributeName(attribute), name == .firstItem || name == .secondItem {
                    // A constraint's items are objects of the graph, which may
                    // hold the constraint: set in phase 3, as outlets are.
                    object.connections.append(
                        DocumentConnection(
                            kind: .outlet(
                                property: name.rawValue, destination: tree.string(tree.attributeValue(attribute))),
                            location: elementLocation))
                    continue
                }
                object.properties.append(
                    DocumentProperty(
                        key: tree.attributeName(attribute), value: attributeValue(attribute, at: elementLocation),
                        location: elementLocation))
            }
        }
        return object
    }

    /// Gives each constraint of a view's `<constraints>` that names no
    /// `firstItem` the view itself, as Interface Builder means it (a width or
    /// a height of the view that holds it).
    private func constrainHolder(_ holder: String, in items: inout [DocumentValue]) {
        for position in items.indices {
            guard case .object(var constraint) = items[position] else { continue }
            let named = constraint.connections.contains {
                if case .outlet(property: "firstItem", _) = $0.kind { return true }
                return false
            }
            guard !named else { continue }
            constraint.connections.append(
                DocumentConnection(
                    kind: .outlet(property: "firstItem", destination: holder), location: constraint.location))
            items[position] = .object(constraint)
        }
    }

    /// How many properties `element` gives its object at most: one for each
    /// child other than its connections and runtime attributes, and one for
    /// each attribute that is not metadata. Counted first, so that the
    /// array is made at its final size rather than doubled as it fills.
    private func propertyCount(of element: Element) -> Int {
        var count = 0
        for child in xml.children(of: element) {
            switch xml.name(of: child) {
            case .connections, .userDefinedRuntimeAttributes: continue
            default: count += 1
            }
        }
        for attribute in tree.attributes(of: element) where !(xml.attributeName(attribute)?.isMetadata ?? false) {
            count += 1
        }
        return count
    }

    /// The class for an element that names no `customClass`, worked out once
    /// per element name.
    private mutating func defaultClassName(of element: Element) -> String {
        let number = tree.nameID(of: element)
        if let className = classNames[number] { return className }
        let className = InterfaceBuilderClassNames.className(forElement: tree.names[number], library: library)
        classNames[number] = className
        return className
    }

    /// An attribute's value: an image of `<resources>` when an image-valued
    /// attribute (`image`, `highlightedImage`, `backgroundImage`, ...) names
    /// one, else its text, which the template types.
    private mutating func attributeValue(_ attribute: Int, at location: DocumentLocation) -> DocumentValue {
        let value = tree.attributeValue(attribute)
        let name = tree.attributeNameID(attribute)
        if namesImages[name], case let image = tree.string(value), imageNames.contains(image) {
            return .resource(.image, name: image, location: location)
        }
        if let kind = attributeKinds[name], let shared = canonicalValue(value, kind) {
            return .attributeText(shared)
        }
        return .attributeText(.string(tree.string(value)))
    }

    /// The value the text of an attribute of the table stands for when the
    /// text is exactly how Interface Builder spells that value (`YES`, `NO`,
    /// a whole number without a sign `+` or leading zeros), so it can be
    /// spelt back unchanged: flags and small numbers then stay shared boxes
    /// rather than a string each. Nil for any other text.
    private mutating func canonicalValue(_ value: Span, _ kind: InterfaceBuilderAttributeTypes.Kind) -> TemplateValue? {
        let integer: Int? = tree.withBytes(value) { text in
            guard kind != .boolean, let first = text.first, first != UInt8(ascii: "+") else { return nil }
            let firstDigit = first == UInt8(ascii: "-") && text.count > 1 ? text[1] : first
            guard firstDigit != UInt8(ascii: "0") || text.count == 1 else { return nil }
            return NumberText.integer(text)
        }
        if let integer, case .plain(let shared) = integerValue(integer) { return shared }
        guard kind == .boolean else { return nil }
        if tree.span(value, equals: "YES") { return .yes }
        if tree.span(value, equals: "NO") { return .no }
        return nil
    }

    private mutating func role(of element: Element, id: String) -> ObjectRole {
        switch xml.name(of: element) {
        case .placeholder:
            guard let identifier = xml.string(.placeholderIdentifier, of: element) else {
                error("a <placeholder> needs a placeholderIdentifier", at: element)
                return .external(identifier: "")
            }
            return ObjectRole(placeholderIdentifier: identifier)
        case .customObject:
            if platform == .macOS {
                if let placeholder = Self.cocoaPlaceholders[id] { return placeholder }
                // A Cocoa storyboard scene's First Responder has a generated id.
                if xml.attribute(.sceneMemberID, of: element, is: "firstResponder") { return .firstResponder }
                return Self.cocoaCustomObjectRole(className: xml.string(.customClass, of: element))
            }
            return .custom
        default:
            return .archived
        }
    }

    // MARK: Values

    /// The value of a keyed element or of an item in a container.
    private mutating func value(_ element: Element) -> DocumentValue? {
        if xml.hasAttribute(.id, element) {
            return .object(object(element))
        }
        let name = xml.name(of: element)
        switch name {
        case .rect:
            return .plain(
                .rect(
                    CGRect(
                        x: number(.x, of: element), y: number(.y, of: element), width: number(.width, of: element),
                        height: number(.height, of: element))))
        case .point:
            return .plain(.point(CGPoint(x: number(.x, of: element), y: number(.y, of: element))))
        case .size:
            return .plain(.size(CGSize(width: number(.width, of: element), height: number(.height, of: element))))
        case .color:
            return .plain(.color(color(element)))
        case .nil:
            return .null
        case .string, .mutableString:
            if xml.attribute(.base64UTF8, of: element, is: "YES") {
                guard let data = Self.decodeBase64(tree.text(of: element)) else {
                    error("the base64 text of <\(tree.name(of: element))> cannot be decoded", at: element)
                    return nil
                }
                return .plain(.string(String(decoding: data, as: UTF8.self)))
            }
            return .plain(.string(xml.string(.value, of: element) ?? tree.text(of: element)))
        case .integer:
            guard let integer = xml.attribute(.value, of: element).flatMap({ tree.withBytes($0, NumberText.integer) })
            else {
                error("'\(xml.string(.value, of: element) ?? "")' is not an integer", at: element)
                return nil
            }
            return integerValue(integer)
        case .real:
            return .plain(.real(number(.value, of: element)))
        case .bool:
            let text = xml.attribute(.value, of: element)
            if let text, tree.span(text, equals: "YES") || tree.span(text, equals: "true") { return .yes }
            if let text, tree.span(text, equals: "NO") || tree.span(text, equals: "false") { return .no }
            error("'\(text.map(tree.string) ?? "")' is not a boolean; expected YES or NO", at: element)
            return nil
        case .autoresizingMask:
            return integerValue(autoresizingMask(element))
        case .inset:
            return .plain(
                .insets(
                    EdgeInsets(
                        top: number(.minY, of: element), left: number(.minX, of: element),
                        bottom: number(.maxY, of: element), right: number(.maxX, of: element))))
        case .edgeInsets:
            return .plain(
                .insets(
                    EdgeInsets(
                        top: number(.top, of: element), left: number(.left, of: element),
                        bottom: number(.bottom, of: element), right: number(.right, of: element))))
        case .fontDescription, .font:
            return sharedFont(element)
        case .array:
            return .array(xml.children(of: element).compactMap { value($0) })
        default:
            if xml.hasAttribute(.key, element) && !(name?.isKnownElement ?? false) && mode == .strict {
                error("unknown element <\(tree.name(of: element))>", at: element)
                return nil
            }
            return dictionary(element)
        }
    }

    /// A generic value: the element's attributes, keyed children, and
    /// unkeyed children grouped by name into arrays.
    private mutating func dictionary(_ element: Element) -> DocumentValue {
        var entries: [(key: String, value: DocumentValue)] = []
        let elementLocation = documentLocation(element)
        for attribute in tree.attributes(of: element) {
            let name = xml.attributeName(attribute)
            guard name != .key && name != .id else { continue }
            entries.append((tree.attributeName(attribute), attributeValue(attribute, at: elementLocation)))
        }
        var groups: [(name: Int, items: [DocumentValue])] = []
        // Grouped as names compare as strings, canonically equivalent
        // spellings together (a String's hash agrees with its ==), and found
        // by hashing: an element may have any number of differently named children.
        var groupByName: [String: Int] = [:]
        for child in xml.children(of: element) {
            if let key = xml.attribute(.key, of: child) {
                if let value = value(child) { entries.append((keys.intern(key, in: tree), value)) }
            } else if let item = value(child) {
                let name = tree.nameID(of: child)
                if let last = groups.last, last.name == name {
                    groups[groups.count - 1].items.append(item)
                } else if let index = groupByName[tree.names[name]] {
                    groups[index].items.append(item)
                } else {
                    groupByName[tree.names[name]] = groups.count
                    groups.append((name, [item]))
                }
            }
        }
        for group in groups { entries.append((tree.names[group.name], .array(group.items))) }
        if !tree.textIsBlank(element) {
            entries.append(
                ("text", .plain(.string(tree.text(of: element).trimmingCharacters(in: .whitespacesAndNewlines)))))
        }
        return .dictionary(entries)
    }

    /// A runtime attribute's `value` text of type `number` (or of no type
    /// NibKit knows), which says it is a number: a boolean (`YES`/`NO`), a
    /// number or, when it reads as neither, a string.
    private mutating func scalar(_ value: Span) -> DocumentValue {
        let integer = tree.withBytes(value) { NumberText.looksNumeric($0) ? NumberText.integer($0) : nil }
        if let integer { return integerValue(integer) }
        return tree.withBytes(value) { text in
            if XMLText.equals(text, "YES") { return .yes }
            if XMLText.equals(text, "NO") { return .no }
            if NumberText.looksNumeric(text) {
                if let real = NumberText.decimal(text), real.isFinite, !text.contains(UInt8(ascii: "+")) {
                    return .plain(.real(real))
                }
            }
            return .plain(.string(String(decoding: text, as: UTF8.self)))
        }
    }

    /// `integer` as a value, boxed once for the whole document when it is
    /// small, as priorities, tags and insets are: thousands of controls
    /// repeat them.
    private mutating func integerValue(_ integer: Int) -> DocumentValue {
        guard integer >= -1, integer < smallIntegers.count - 1 else { return .plain(.integer(integer)) }
        if let shared = smallIntegers[integer + 1] { return shared }
        let value = DocumentValue.plain(.integer(integer))
        smallIntegers[integer + 1] = value
        return value
    }

    private mutating func number(_ name: Name, of element: Element) -> Double {
        number(xml.attribute(name, of: element), name, of: element)
    }

    /// The number in the attribute `name`, whose value is `text`.
    private mutating func number(_ text: Span?, _ name: Name, of element: Element) -> Double {
        guard let text else { return 0 }
        guard let value = tree.withBytes(text, NumberText.decimal), value.isFinite else {
            error(
                "'\(tree.string(text))' is not a finite number (attribute '\(name.rawValue)' of <\(tree.name(of: element))>)",
                at: element)
            return 0
        }
        return value
    }

    private mutating func color(_ element: Element) -> Color {
        // Colors are many: their attributes are looked at in one pass.
        var white: Span?
        var red: Span?
        var green: Span?
        var blue: Span?
        var cyan: Span?
        var magenta: Span?
        var yellow: Span?
        var black: Span?
        var alpha: Span?
        var systemName: Span?
        var touchSystemName: Span?
        var name: Span?
        var catalog: Span?
        for attribute in tree.attributes(of: element) {
            let value = tree.attributeValue(attribute)
            switch xml.attributeName(attribute) {
            case .white: white = white ?? value
            case .red: red = red ?? value
            case .green: green = green ?? value
            case .blue: blue = blue ?? value
            case .cyan: cyan = cyan ?? value
            case .magenta: magenta = magenta ?? value
            case .yellow: yellow = yellow ?? value
            case .black: black = black ?? value
            case .alpha: alpha = alpha ?? value
            case .cocoaTouchSystemColor: touchSystemName = touchSystemName ?? value
            case .systemColor: systemName = systemName ?? value
            case .name: name = name ?? value
            case .catalog: catalog = catalog ?? value
            default: break
            }
        }
        var color = Color(red: 0, green: 0, blue: 0)
        if white != nil {
            let value = number(white, .white, of: element)
            color = Color(red: value, green: value, blue: value)
        } else if red != nil || green != nil || blue != nil {
            color = Color(
                red: number(red, .red, of: element), green: number(green, .green, of: element),
                blue: number(blue, .blue, of: element))
        } else if cyan != nil {
            let black = number(black, .black, of: element)
            color = Color(
                red: (1 - number(cyan, .cyan, of: element)) * (1 - black),
                green: (1 - number(magenta, .magenta, of: element)) * (1 - black),
                blue: (1 - number(yellow, .yellow, of: element)) * (1 - black))
        }
        if alpha != nil { color.alpha = number(alpha, .alpha, of: element) }
        if let systemName = touchSystemName ?? systemName {
            color.name = tree.string(systemName)
        } else if let name {
            color.name = tree.string(name)
            color.catalog = catalog.map { tree.string($0) }
        }
        return color
    }

    /// The font `element` describes, boxed once for each distinct spelling of
    /// its attributes (its key aside): an archive gives thousands of controls
    /// the same few fonts. A font with a wrong attribute is not shared, so
    /// that each element spelt so reports its own problem.
    private mutating func sharedFont(_ element: Element) -> DocumentValue {
        // Each attribute's name number, then its value's bytes, then 0xFF,
        // which UTF-8 never holds; spelt into a buffer kept from font to
        // font, and compared with the last font's spelling first, so a font
        // spelt as the last one costs no allocation and no hashing.
        var spelling = fontScratch
        fontScratch = []
        spelling.removeAll(keepingCapacity: true)
        for attribute in tree.attributes(of: element) where xml.attributeName(attribute) != .key {
            withUnsafeBytes(of: Int32(tree.attributeNameID(attribute))) { spelling.append(contentsOf: $0) }
            tree.withBytes(tree.attributeValue(attribute)) { spelling.append(contentsOf: $0) }
            spelling.append(0xFF)
        }
        if let value = lastFont.value, spelling == lastFont.spelling {
            fontScratch = spelling
            return value
        }
        fontScratch = lastFont.spelling
        lastFont = (spelling, fonts[spelling])
        if let shared = lastFont.value { return shared }
        let problems = diagnostics.count
        let value = DocumentValue.plain(.font(font(element)))
        if diagnostics.count == problems {
            fonts[spelling] = value
            lastFont.value = value
        }
        return value
    }

    private mutating func font(_ element: Element) -> FontDescription {
        FontDescription(
            type: xml.string(.type, of: element), name: xml.string(.name, of: element),
            family: xml.string(.family, of: element),
            pointSize: xml.hasAttribute(.pointSize, element)
                ? number(.pointSize, of: element)
                : xml.hasAttribute(.size, element) ? number(.size, of: element) : nil,
            weight: xml.string(.weight, of: element), style: xml.string(.style, of: element),
            metaFont: xml.string(.metaFont, of: element))
    }

    /// The mask's flags as UIKit's and AppKit's bits, which agree: left or
    /// min-x margin 1, width 2, right or max-x margin 4, top or min-y 8,
    /// height 16, bottom or max-y 32.
    private func autoresizingMask(_ element: Element) -> Int {
        let bits: [(Name, Int)] = [
            (.flexibleMinX, 1), (.widthSizable, 2), (.flexibleMaxX, 4), (.flexibleMinY, 8), (.heightSizable, 16),
            (.flexibleMaxY, 32),
        ]
        var mask = 0
        for (name, bit) in bits where xml.attribute(name, of: element, is: "YES") { mask |= bit }
        return mask
    }

    // MARK: Connections and runtime attributes

    private mutating func connections(_ element: Element) -> [DocumentConnection] {
        var result: [DocumentConnection] = []
        for child in xml.children(of: element) {
            let name = xml.name(of: child)
            switch name {
            case .outlet, .outletCollection:
                guard let property = xml.string(.property, of: child),
                    let destination = xml.string(.destination, of: child)
                else {
                    error("<\(tree.name(of: child))> needs a property and a destination", at: child)
                    continue
                }
                result.append(
                    DocumentConnection(
                        kind: name == .outlet
                            ? .outlet(property: property, destination: destination)
                            : .outletCollection(property: property, destination: destination),
                        location: documentLocation(child)))
            case .action:
                guard let selector = xml.string(.selector, of: child) else {
                    error("<action> needs a selector", at: child)
                    continue
                }
                // iOS names the target `destination` and gives an event; Cocoa names it `target`.
                let target = xml.string(.destination, of: child) ?? xml.string(.target, of: child)
                result.append(
                    DocumentConnection(
                        kind: .action(selector: selector, target: target, event: xml.string(.eventType, of: child)),
                        location: documentLocation(child)))
            case .segue:
                guard let destination = xml.string(.destination, of: child) else {
                    error("<segue> needs a destination", at: child)
                    continue
                }
                result.append(
                    DocumentConnection(
                        kind: .segue(
                            destination: destination, kind: xml.string(.kind, of: child),
                            identifier: xml.string(.identifier, of: child), id: xml.string(.id, of: child),
                            customClass: xml.string(.customClass, of: child), attributes: segueAttributes(child)),
                        location: documentLocation(child)))
            case .binding:
                if let binding = binding(child) { result.append(binding) }
            default:
                unknown("unknown connection <\(tree.name(of: child))>", at: child)
            }
        }
        return result
    }

    /// What a `<segue>` says beyond its destination, kind, identifier, id
    /// and custom class, each attribute by the name Xcode writes it with;
    /// an attribute of another name is unknown content.
    private mutating func segueAttributes(_ element: Element) -> DocumentSegueAttributes {
        var attributes = DocumentSegueAttributes.none
        for attribute in tree.attributes(of: element) {
            switch xml.attributeName(attribute) {
            case .destination, .kind, .identifier, .id, .customClass, .customModule, .customModuleProvider:
                continue
            case .relationship:
                attributes.relationship = tree.string(tree.attributeValue(attribute))
            case .unwindAction, .modalPresentationStyle, .modalTransitionStyle, .animates, .popoverAnchorView,
                .popoverAnchorBarButtonItem, .popoverBehavior, .preferredEdge, .trigger, .action,
                .destinationCreationSelector:
                attributes.others.append(
                    (tree.attributeName(attribute), tree.string(tree.attributeValue(attribute))))
            default:
                unknown("unknown attribute '\(tree.attributeName(attribute))' on <segue>", at: element)
            }
        }
        return attributes
    }

    /// A Cocoa binding: `<binding name="value" destination="ID" keyPath="values.key">`
    /// with its options in a `<dictionary key="options">` of plain values.
    private mutating func binding(_ element: Element) -> DocumentConnection? {
        guard let name = xml.string(.name, of: element), let destination = xml.string(.destination, of: element),
            let keyPath = xml.string(.keyPath, of: element)
        else {
            error("<binding> needs a name, a destination and a keyPath", at: element)
            return nil
        }
        let bindingLocation = documentLocation(element)
        var options: [(key: String, value: TemplateValue)] = []
        for child in xml.children(of: element) {
            guard xml.attribute(.key, of: child, is: "options") else {
                unknown("unknown element <\(tree.name(of: child))> in <binding>", at: child)
                continue
            }
            for option in xml.children(of: child) {
                guard let key = xml.string(.key, of: option) else {
                    unknown("a binding option needs a key", at: option)
                    continue
                }
                switch value(option) {
                case .plain(let value)?: options.append((key, value))
                case nil: break
                default: unknown("the binding option '\(key)' is not a plain value", at: option)
                }
            }
        }
        return DocumentConnection(
            kind: .binding(name: name, destination: destination, keyPath: keyPath, options: options),
            location: bindingLocation)
    }

    private mutating func runtimeAttributes(_ element: Element) -> [DocumentProperty] {
        var result: [DocumentProperty] = []
        for attribute in xml.children(of: element) where xml.name(of: attribute) == .userDefinedRuntimeAttribute {
            guard let keyPath = xml.string(.keyPath, of: attribute) else {
                error("<userDefinedRuntimeAttribute> needs a keyPath", at: attribute)
                continue
            }
            let attributeLocation = documentLocation(attribute)
            let text = xml.attribute(.value, of: attribute)
            let child = xml.children(of: attribute).first { xml.attribute(.key, of: $0, is: "value") }
            var value: DocumentValue?
            switch xml.string(.type, of: attribute) {
            case "boolean":
                value =
                    text.map { .boolean(tree.span($0, equals: "YES") || tree.span($0, equals: "true")) }
                    ?? child.flatMap { self.value($0) }
            case "number":
                value = text.map { scalar($0) } ?? child.flatMap { self.value($0) }
            case "string", "localizedString":
                value = text.map { .plain(.string(tree.string($0))) } ?? child.flatMap { self.value($0) }
            case "image":
                value = text.map { .resource(.image, name: tree.string($0), location: attributeLocation) }
            case "nil":
                value = .null
            default:
                value = child.flatMap { self.value($0) } ?? text.map { scalar($0) }
            }
            result.append(DocumentProperty(key: keyPath, value: value ?? .null, location: attributeLocation))
        }
        return result
    }

    // MARK: Resources

    private mutating func resources(_ element: Element) -> [DocumentResource] {
        var result: [DocumentResource] = []
        for child in xml.children(of: element) {
            guard let name = xml.string(.name, of: child) else { continue }
            switch xml.name(of: child) {
            case .image:
                result.append(DocumentResource(kind: .image, name: name, color: nil, location: documentLocation(child)))
            case .namedColor, .systemColor:
                let definition = xml.children(of: child).first { xml.name(of: $0) == .color }.map { color($0) }
                result.append(
                    DocumentResource(kind: .color, name: name, color: definition, location: documentLocation(child)))
            default:
                unknown("unknown resource <\(tree.name(of: child))>", at: child)
            }
        }
        return result
    }

    // MARK: Diagnostics

    private mutating func location(_ element: Element) -> SourceLocation { lines.location(of: element, in: tree) }

    /// Where `element`'s start tag begins, as the document keeps it.
    private mutating func documentLocation(_ element: Element) -> DocumentLocation {
        DocumentLocation(location(element))
    }

    private mutating func error(_ message: Diagnostic.Message, at element: Element) {
        diagnostics.error(
            message, at: location(element), objectID: xml.string(.id, of: element),
            className: xml.string(.customClass, of: element), key: xml.string(.key, of: element))
    }

    /// Unknown content: an error when reading strictly, a warning otherwise.
    private mutating func unknown(_ message: Diagnostic.Message, at element: Element) {
        diagnostics.unknown(
            message, mode: mode, at: location(element), objectID: xml.string(.id, of: element),
            className: xml.string(.customClass, of: element), key: xml.string(.key, of: element))
    }
}
