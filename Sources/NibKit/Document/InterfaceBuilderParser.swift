import Foundation

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
    /// Attributes that describe the document in Interface Builder and are not
    /// properties of the object.
    static let metadataAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID",
        "placeholderIdentifier", "colorLabel", "misplaced", "ambiguous", "fixedFrame", "visibleAtLaunch",
        "userComments",
    ]

    /// The keyed value elements with a typed meaning; in strict mode any
    /// other keyed element is an error, in lenient mode a dictionary.
    static let typedElements: Set<String> = [
        "rect", "point", "size", "color", "nil", "string", "mutableString", "integer", "real", "bool",
        "autoresizingMask", "inset", "edgeInsets", "fontDescription", "font", "array", "dictionary", "state",
        "textInputTraits",
    ]

    static let supportedVersions: Set<String> = ["3.0", "2.0", "1.1"]

    let path: String
    let mode: ReadingMode
    private(set) var diagnostics: [Diagnostic] = []
    private var platform: Platform = .iOS
    private var ignoredBindings = 0
    /// The images the document lists in `<resources>`, which attributes such
    /// as `image="logo"` name.
    private var imageNames: Set<String> = []
    private var statistics = ArchiveStatistics(
        objects: 0, placeholders: 0, outlets: 0, outletCollections: 0, actions: 0, segues: 0, topLevel: 0, resources: 0)

    init(path: String, mode: ReadingMode) {
        self.path = path
        self.mode = mode
    }

    mutating func parse(_ root: XMLElement) throws(NibError) -> NibDocument {
        let type = root.attribute("type") ?? ""
        let version = root.attribute("version") ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(.error, "<document type=\"\(type)\"> is not an Interface Builder document", at: root.location))
        }
        guard Self.supportedVersions.contains(version) else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "Interface Builder document version '\(version)' is not supported; NibKit reads versions 3.0, 2.0 and 1.1",
                    at: root.location))
        }
        let runtime = root.attribute("targetRuntime") ?? ""
        platform = runtime.hasPrefix("MacOSX") || (runtime.isEmpty && type.contains(".Cocoa.")) ? .macOS : .iOS
        let format: NibDocument.Format = type.contains("Storyboard") ? .storyboard : .xib
        var document = NibDocument(path: path, format: format, placeholders: [], objects: [])
        document.platform = platform
        document.initialViewControllerID = root.attribute("initialViewController")
        // Resources come last in the file, but attributes name their images.
        for resources in root.children(named: "resources") {
            for image in resources.children(named: "image") {
                if let name = image.attribute("name") { imageNames.insert(name) }
            }
        }
        for child in root.children {
            switch child.name {
            case "objects":
                readObjects(child, into: &document)
            case "scenes":
                for scene in child.children where scene.name == "scene" {
                    readScene(scene, into: &document)
                }
            case "resources":
                document.resources += resources(child)
            default:
                // dependencies, device, capabilities: Interface Builder's own settings.
                break
            }
        }
        document.statistics = statistics
        if ignoredBindings > 0 {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(ignoredBindings) Cocoa binding\(ignoredBindings == 1 ? " is" : "s are") not supported and ignored",
                    at: root.location))
        }
        return document
    }

    // MARK: Counting

    /// Counts an `<objects>` element's contents by the elements alone, as
    /// `nibtool inspect` promises: placeholders are `<placeholder>` elements
    /// and Cocoa's `<customObject>`s with id -1, -2 or -3; objects every other
    /// element with an id outside `<connections>`; connections the children of
    /// `<connections>`; top-level objects the direct children with an id that
    /// are not placeholders.
    private mutating func count(_ objects: XMLElement) {
        func isPlaceholder(_ element: XMLElement) -> Bool {
            element.name == "placeholder"
                || element.name == "customObject" && ["-1", "-2", "-3"].contains(element.attribute("id") ?? "")
        }
        func walk(_ element: XMLElement) {
            for child in element.children {
                if child.name == "connections" {
                    for connection in child.children {
                        switch connection.name {
                        case "outlet": statistics.outlets += 1
                        case "outletCollection": statistics.outletCollections += 1
                        case "action": statistics.actions += 1
                        case "segue": statistics.segues += 1
                        default: break
                        }
                    }
                    continue
                }
                if child.attribute("id") != nil {
                    if isPlaceholder(child) { statistics.placeholders += 1 } else { statistics.objects += 1 }
                }
                walk(child)
            }
        }
        statistics.topLevel += objects.children.count { $0.attribute("id") != nil && !isPlaceholder($0) }
        walk(objects)
    }

    // MARK: Objects

    private mutating func readObjects(_ element: XMLElement, into document: inout NibDocument) {
        count(element)
        for child in element.children {
            guard child.attribute("id") != nil else {
                unknown("<\(child.name)> in <objects> has no id, so it is not an object", at: child)
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

    private mutating func readScene(_ scene: XMLElement, into document: inout NibDocument) {
        var record = DocumentScene(
            id: scene.attribute("sceneID") ?? "", location: scene.location, placeholderIDs: [], objectIDs: [])
        var sceneDocument = NibDocument(path: path, format: .storyboard, placeholders: [], objects: [])
        for objects in scene.children where objects.name == "objects" {
            readObjects(objects, into: &sceneDocument)
            let controller =
                objects.children.first { $0.attribute("sceneMemberID") == "viewController" }
                ?? objects.children.first { $0.name != "placeholder" && $0.name != "exit" && $0.attribute("id") != nil }
            if record.viewControllerID == nil, let controller {
                record.viewControllerID = controller.attribute("id")
                record.storyboardIdentifier = controller.attribute("storyboardIdentifier")
            }
        }
        record.placeholderIDs = sceneDocument.placeholders.map(\.id)
        record.objectIDs = sceneDocument.objects.map(\.id)
        document.placeholders += sceneDocument.placeholders
        document.objects += sceneDocument.objects
        document.scenes.append(record)
    }

    private mutating func object(_ element: XMLElement) -> DocumentObject {
        let id = element.attribute("id") ?? ""
        let role = self.role(of: element, id: id)
        var className = element.attribute("customClass")
        if let name = className, let module = element.attribute("customModule"), !module.isEmpty {
            className = "\(module).\(name)"
        }
        if className == nil && !role.isPlaceholder {
            className = InterfaceBuilderClassNames.className(forElement: element.name, platform: platform)
        }
        var object = DocumentObject(id: id, className: className, role: role, location: element.location)
        if element.name == "window" {
            // AppKit shows a window unless told not to; UIKit only when told to.
            let flag = element.attribute("visibleAtLaunch")
            object.isVisibleAtLaunch = platform == .macOS ? flag != "NO" : flag == "YES"
        }
        for child in element.children {
            switch child.name {
            case "connections":
                object.connections += connections(child)
                continue
            case "userDefinedRuntimeAttributes":
                object.runtimeAttributes += runtimeAttributes(child)
                continue
            default:
                break
            }
            // A placeholder stands for an object made elsewhere: it has no
            // properties, and cannot hold objects.
            guard !role.isPlaceholder else {
                if child.attribute("id") != nil || child.children.contains(where: { $0.attribute("id") != nil }) {
                    unknown("a placeholder cannot hold objects; <\(child.name)> belongs in <objects>", at: child)
                }
                continue
            }
            if let key = child.attribute("key") {
                if let value = value(child) {
                    object.properties.append(DocumentProperty(key: key, value: value, location: child.location))
                }
            } else if child.attribute("id") != nil {
                let nested = self.object(child)
                object.properties.append(DocumentProperty(key: child.name, value: .object(nested), location: child.location))
            } else {
                // A container such as <subviews> or <constraints>: an array under its name.
                let items = child.children.compactMap { value($0) }
                object.properties.append(DocumentProperty(key: child.name, value: .array(items), location: child.location))
            }
        }
        if !role.isPlaceholder {
            for attribute in element.attributes where !Self.metadataAttributes.contains(attribute.name) {
                object.properties.append(
                    DocumentProperty(
                        key: attribute.name, value: attributeValue(attribute, at: element.location),
                        location: element.location))
            }
        }
        return object
    }

    /// An attribute's value: an image of `<resources>` when an image-valued
    /// attribute (`image`, `highlightedImage`, `backgroundImage`, ...) names
    /// one, else a scalar.
    private func attributeValue(_ attribute: (name: String, value: String), at location: SourceLocation)
        -> DocumentValue
    {
        if attribute.name.lowercased().hasSuffix("image"), imageNames.contains(attribute.value) {
            return .resource(.image, name: attribute.value, location: location)
        }
        return scalar(attribute.value)
    }

    private mutating func role(of element: XMLElement, id: String) -> ObjectRole {
        if element.name == "placeholder" {
            switch element.attribute("placeholderIdentifier") {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            case let identifier?: return .external(identifier: identifier)
            case nil:
                error("a <placeholder> needs a placeholderIdentifier", at: element)
                return .external(identifier: "")
            }
        }
        if element.name == "customObject" {
            if platform == .macOS {
                switch id {
                case "-2": return .filesOwner
                case "-1": return .firstResponder
                case "-3": return .application
                default: break
                }
                // A Cocoa storyboard scene's First Responder has a generated id.
                if element.attribute("sceneMemberID") == "firstResponder" { return .firstResponder }
            }
            return .custom
        }
        return .archived
    }

    // MARK: Values

    /// The value of a keyed element or of an item in a container.
    private mutating func value(_ element: XMLElement) -> DocumentValue? {
        if element.attribute("id") != nil {
            return .object(object(element))
        }
        switch element.name {
        case "rect":
            return .rect(
                CGRect(
                    x: number("x", of: element), y: number("y", of: element), width: number("width", of: element),
                    height: number("height", of: element)))
        case "point":
            return .point(CGPoint(x: number("x", of: element), y: number("y", of: element)))
        case "size":
            return .size(CGSize(width: number("width", of: element), height: number("height", of: element)))
        case "color":
            return .color(color(element))
        case "nil":
            return .null
        case "string", "mutableString":
            if element.attribute("base64-UTF8") == "YES" {
                let compact = element.text.filter { !$0.isWhitespace }
                let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
                guard let data = Data(base64Encoded: padded) else {
                    error("the base64 text of <\(element.name)> cannot be decoded", at: element)
                    return nil
                }
                return .string(String(decoding: data, as: UTF8.self))
            }
            return .string(element.attribute("value") ?? element.text)
        case "integer":
            guard let integer = Int(element.attribute("value") ?? "") else {
                error("'\(element.attribute("value") ?? "")' is not an integer", at: element)
                return nil
            }
            return .integer(integer)
        case "real":
            return .real(number("value", of: element))
        case "bool":
            switch element.attribute("value") {
            case "YES", "true": return .bool(true)
            case "NO", "false": return .bool(false)
            default:
                error("'\(element.attribute("value") ?? "")' is not a boolean; expected YES or NO", at: element)
                return nil
            }
        case "autoresizingMask":
            return .integer(autoresizingMask(element))
        case "inset":
            return .insets(
                EdgeInsets(
                    top: number("minY", of: element), left: number("minX", of: element),
                    bottom: number("maxY", of: element), right: number("maxX", of: element)))
        case "edgeInsets":
            return .insets(
                EdgeInsets(
                    top: number("top", of: element), left: number("left", of: element),
                    bottom: number("bottom", of: element), right: number("right", of: element)))
        case "fontDescription", "font":
            return .font(font(element))
        case "array":
            return .array(element.children.compactMap { value($0) })
        default:
            if element.attribute("key") != nil && !Self.typedElements.contains(element.name) && mode == .strict {
                error("unknown element <\(element.name)>", at: element)
                return nil
            }
            return dictionary(element)
        }
    }

    /// A generic value: the element's attributes, keyed children, and
    /// unkeyed children grouped by name into arrays.
    private mutating func dictionary(_ element: XMLElement) -> DocumentValue {
        var entries: [(key: String, value: DocumentValue)] = []
        for attribute in element.attributes where attribute.name != "key" && attribute.name != "id" {
            entries.append((attribute.name, attributeValue(attribute, at: element.location)))
        }
        var groups: [(name: String, items: [DocumentValue])] = []
        for child in element.children {
            if let key = child.attribute("key") {
                if let value = value(child) { entries.append((key, value)) }
            } else if let item = value(child) {
                if let index = groups.firstIndex(where: { $0.name == child.name }) {
                    groups[index].items.append(item)
                } else {
                    groups.append((child.name, [item]))
                }
            }
        }
        for group in groups { entries.append((group.name, .array(group.items))) }
        if !NumberText.isBlank(element.text) {
            entries.append(("text", .string(element.text.trimmingCharacters(in: .whitespacesAndNewlines))))
        }
        return .dictionary(entries)
    }

    /// An attribute's text as a boolean (`YES`/`NO`), a number or a string.
    private func scalar(_ text: String) -> DocumentValue {
        switch text {
        case "YES": return .bool(true)
        case "NO": return .bool(false)
        default: break
        }
        guard NumberText.looksNumeric(text) else { return .string(text) }
        if let integer = Int(text) { return .integer(integer) }
        if let real = NumberText.decimal(text), real.isFinite, !text.utf8.contains(UInt8(ascii: "+")) {
            return .real(real)
        }
        return .string(text)
    }

    private mutating func number(_ name: String, of element: XMLElement) -> Double {
        guard let text = element.attribute(name) else { return 0 }
        guard let value = NumberText.decimal(text), value.isFinite else {
            error("'\(text)' is not a finite number (attribute '\(name)' of <\(element.name)>)", at: element)
            return 0
        }
        return value
    }

    private mutating func color(_ element: XMLElement) -> Color {
        var color = Color(red: 0, green: 0, blue: 0)
        if element.attribute("white") != nil {
            let value = number("white", of: element)
            color = Color(red: value, green: value, blue: value)
        } else if element.attribute("red") != nil || element.attribute("green") != nil
            || element.attribute("blue") != nil
        {
            color = Color(
                red: number("red", of: element), green: number("green", of: element), blue: number("blue", of: element))
        } else if element.attribute("cyan") != nil {
            let black = number("black", of: element)
            color = Color(
                red: (1 - number("cyan", of: element)) * (1 - black),
                green: (1 - number("magenta", of: element)) * (1 - black),
                blue: (1 - number("yellow", of: element)) * (1 - black))
        }
        if element.attribute("alpha") != nil { color.alpha = number("alpha", of: element) }
        if let name = element.attribute("cocoaTouchSystemColor") ?? element.attribute("systemColor") {
            color.name = name
        } else if let name = element.attribute("name") {
            color.name = name
            color.catalog = element.attribute("catalog")
        }
        return color
    }

    private mutating func font(_ element: XMLElement) -> FontDescription {
        FontDescription(
            type: element.attribute("type"), name: element.attribute("name"), family: element.attribute("family"),
            pointSize: element.attribute("pointSize") != nil
                ? number("pointSize", of: element)
                : element.attribute("size") != nil ? number("size", of: element) : nil,
            weight: element.attribute("weight"), style: element.attribute("style"),
            metaFont: element.attribute("metaFont"))
    }

    /// The mask's flags as UIKit's and AppKit's bits, which agree: left or
    /// min-x margin 1, width 2, right or max-x margin 4, top or min-y 8,
    /// height 16, bottom or max-y 32.
    private func autoresizingMask(_ element: XMLElement) -> Int {
        let bits: [String: Int] = [
            "flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4, "flexibleMinY": 8, "heightSizable": 16,
            "flexibleMaxY": 32,
        ]
        var mask = 0
        for (name, bit) in bits where element.attribute(name) == "YES" { mask |= bit }
        return mask
    }

    // MARK: Connections and runtime attributes

    private mutating func connections(_ element: XMLElement) -> [DocumentConnection] {
        var result: [DocumentConnection] = []
        for child in element.children {
            switch child.name {
            case "outlet", "outletCollection":
                guard let property = child.attribute("property"), let destination = child.attribute("destination")
                else {
                    error("<\(child.name)> needs a property and a destination", at: child)
                    continue
                }
                result.append(
                    DocumentConnection(
                        kind: child.name == "outlet"
                            ? .outlet(property: property, destination: destination)
                            : .outletCollection(property: property, destination: destination),
                        location: child.location))
            case "action":
                guard let selector = child.attribute("selector") else {
                    error("<action> needs a selector", at: child)
                    continue
                }
                // iOS names the target `destination` and gives an event; Cocoa names it `target`.
                let target = child.attribute("destination") ?? child.attribute("target")
                result.append(
                    DocumentConnection(
                        kind: .action(selector: selector, target: target, event: child.attribute("eventType")),
                        location: child.location))
            case "segue":
                guard let destination = child.attribute("destination") else {
                    error("<segue> needs a destination", at: child)
                    continue
                }
                result.append(
                    DocumentConnection(
                        kind: .segue(
                            destination: destination, kind: child.attribute("kind"),
                            identifier: child.attribute("identifier")),
                        location: child.location))
            case "binding":
                ignoredBindings += 1
            default:
                unknown("unknown connection <\(child.name)>", at: child)
            }
        }
        return result
    }

    private mutating func runtimeAttributes(_ element: XMLElement) -> [DocumentProperty] {
        var result: [DocumentProperty] = []
        for attribute in element.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute.attribute("keyPath") else {
                error("<userDefinedRuntimeAttribute> needs a keyPath", at: attribute)
                continue
            }
            let text = attribute.attribute("value")
            let child = attribute.children.first { $0.attribute("key") == "value" }
            var value: DocumentValue?
            switch attribute.attribute("type") {
            case "boolean":
                value = text.map { .bool($0 == "YES" || $0 == "true") } ?? child.flatMap { self.value($0) }
            case "number":
                value = text.map { scalar($0) } ?? child.flatMap { self.value($0) }
            case "string", "localizedString":
                value = text.map { .string($0) } ?? child.flatMap { self.value($0) }
            case "image":
                value = text.map { .resource(.image, name: $0, location: attribute.location) }
            case "nil":
                value = .null
            default:
                value = child.flatMap { self.value($0) } ?? text.map { scalar($0) }
            }
            result.append(DocumentProperty(key: keyPath, value: value ?? .null, location: attribute.location))
        }
        return result
    }

    // MARK: Resources

    private mutating func resources(_ element: XMLElement) -> [DocumentResource] {
        var result: [DocumentResource] = []
        for child in element.children {
            guard let name = child.attribute("name") else { continue }
            switch child.name {
            case "image":
                result.append(DocumentResource(kind: .image, name: name, color: nil, location: child.location))
            case "namedColor", "systemColor":
                let definition = child.children.first { $0.name == "color" }.map { color($0) }
                result.append(DocumentResource(kind: .color, name: name, color: definition, location: child.location))
            default:
                unknown("unknown resource <\(child.name)>", at: child)
            }
        }
        return result
    }

    // MARK: Diagnostics

    private mutating func error(_ message: String, at element: XMLElement) {
        diagnostics.append(
            Diagnostic(
                .error, message, at: element.location, objectID: element.attribute("id"),
                className: element.attribute("customClass"), key: element.attribute("key")))
    }

    /// Unknown content: an error when reading strictly, a warning otherwise.
    private mutating func unknown(_ message: String, at element: XMLElement) {
        diagnostics.append(
            Diagnostic(
                mode == .strict ? .error : .warning, mode == .strict ? message : message + "; it is ignored",
                at: element.location, objectID: element.attribute("id"), className: element.attribute("customClass"),
                key: element.attribute("key")))
    }
}
