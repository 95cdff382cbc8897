import Foundation

/// Reads NibKit's own archive format (`<nib version="1">`, see Docs/Format.md)
/// from an XML tree into a ``NibDocument``.
///
/// The format is strict: an unknown element or attribute is an error, because
/// a typo in a hand-written file should never be silently ignored. Every
/// problem is collected, not just the first.
struct NibArchiveParser {
    static let version = "1"

    let path: String
    let mode: ReadingMode
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, mode: ReadingMode) {
        self.path = path
        self.mode = mode
    }

    mutating func parse(_ root: XMLElement) -> NibDocument {
        var document = NibDocument(path: path, format: .nibArchive, placeholders: [], objects: [])
        checkAttributes(root, allowed: ["version"])
        noText(root)
        if let version = required("version", of: root), version != Self.version {
            error("unsupported archive version '\(version)'; this NibKit reads version \(Self.version)", at: root)
        }
        for child in root.children {
            switch child.name {
            case "filesOwner":
                checkAttributes(child, allowed: ["id", "class"])
                document.placeholders.append(placeholder(child, role: .filesOwner))
            case "firstResponder":
                checkAttributes(child, allowed: ["id"])
                if !child.children.isEmpty {
                    error("First Responder holds nothing: it cannot be the source of connections", at: child)
                }
                document.placeholders.append(
                    DocumentObject(
                        id: required("id", of: child) ?? "", className: nil, role: .firstResponder,
                        location: child.location))
            case "externalObject":
                checkAttributes(child, allowed: ["id", "identifier", "class"])
                let identifier = required("identifier", of: child) ?? ""
                document.placeholders.append(placeholder(child, role: .external(identifier: identifier)))
            case "object", "customObject":
                if child.attribute("key") != nil {
                    error("a top-level object has no key; keys belong to objects nested in other objects", at: child)
                }
                if let object = object(child) { document.objects.append(object) }
            default:
                unknown("unknown element <\(child.name)> in <nib>", at: child)
            }
        }
        return document
    }

    // MARK: Objects

    private mutating func placeholder(_ element: XMLElement, role: ObjectRole) -> DocumentObject {
        noText(element)
        var object = DocumentObject(
            id: required("id", of: element) ?? "", className: element.attribute("class"), role: role,
            location: element.location)
        for child in element.children {
            if child.name == "connections" {
                object.connections += connections(child)
            } else {
                error("unknown element <\(child.name)> in <\(element.name)>; placeholders hold only <connections>", at: child)
            }
        }
        return object
    }

    private mutating func object(_ element: XMLElement) -> DocumentObject? {
        checkAttributes(element, allowed: ["id", "class", "key", "visibleAtLaunch"])
        noText(element)
        let id = required("id", of: element)
        let className = required("class", of: element)
        var object = DocumentObject(
            id: id ?? "", className: className, role: element.name == "customObject" ? .custom : .archived,
            location: element.location)
        if let flag = element.attribute("visibleAtLaunch") {
            object.isVisibleAtLaunch = boolean(flag, attribute: "visibleAtLaunch", of: element) ?? false
        }
        for child in element.children {
            if child.name == "connections" {
                object.connections += connections(child)
                continue
            }
            guard let key = child.attribute("key") else {
                error("<\(child.name)> inside <\(element.name)> needs a key naming the property it sets", at: child)
                continue
            }
            if key.isEmpty {
                error("the key of <\(child.name)> is empty", at: child)
                continue
            }
            if let value = value(child) {
                object.properties.append(DocumentProperty(key: key, value: value, location: child.location))
            }
        }
        guard id != nil, className != nil else { return nil }
        return object
    }

    // MARK: Values

    private mutating func value(_ element: XMLElement) -> DocumentValue? {
        let keyed: Set<String> = ["key"]
        switch element.name {
        case "object", "customObject":
            return object(element).map { .object($0) }
        case "string":
            checkAttributes(element, allowed: keyed)
            for child in element.children {
                error("<string> cannot contain <\(child.name)>", at: child)
            }
            return .string(element.text)
        case "integer":
            checkAttributes(element, allowed: keyed.union(["value"]))
            noChildren(element)
            guard let text = required("value", of: element) else { return nil }
            guard let integer = Int(text) else {
                if text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" }) && !text.isEmpty {
                    error("integer '\(text)' does not fit in 64 bits", at: element)
                } else {
                    error("'\(text)' is not an integer", at: element)
                }
                return nil
            }
            return .integer(integer)
        case "real":
            checkAttributes(element, allowed: keyed.union(["value"]))
            noChildren(element)
            return number("value", of: element).map { .real($0) }
        case "bool":
            checkAttributes(element, allowed: keyed.union(["value"]))
            noChildren(element)
            guard let text = required("value", of: element) else { return nil }
            return boolean(text, attribute: "value", of: element).map { .bool($0) }
        case "point":
            checkAttributes(element, allowed: keyed.union(["x", "y"]))
            noChildren(element)
            guard let x = number("x", of: element), let y = number("y", of: element) else { return nil }
            return .point(CGPoint(x: x, y: y))
        case "size":
            checkAttributes(element, allowed: keyed.union(["width", "height"]))
            noChildren(element)
            guard let width = number("width", of: element), let height = number("height", of: element)
            else { return nil }
            return .size(CGSize(width: width, height: height))
        case "rect":
            checkAttributes(element, allowed: keyed.union(["x", "y", "width", "height"]))
            noChildren(element)
            let x = number("x", of: element)
            let y = number("y", of: element)
            let width = number("width", of: element)
            let height = number("height", of: element)
            guard let x, let y, let width, let height else { return nil }
            return .rect(CGRect(x: x, y: y, width: width, height: height))
        case "color":
            checkAttributes(element, allowed: keyed.union(["red", "green", "blue", "alpha"]))
            noChildren(element)
            let red = component("red", of: element)
            let green = component("green", of: element)
            let blue = component("blue", of: element)
            let alpha = element.attribute("alpha") == nil ? 1 : component("alpha", of: element)
            guard let red, let green, let blue, let alpha else { return nil }
            return .color(Color(red: red, green: green, blue: blue, alpha: alpha))
        case "nil":
            checkAttributes(element, allowed: keyed)
            noChildren(element)
            return .null
        case "reference":
            checkAttributes(element, allowed: keyed.union(["ref"]))
            noChildren(element)
            return required("ref", of: element).map { .reference(id: $0, location: element.location) }
        case "image", "sound":
            checkAttributes(element, allowed: keyed.union(["name"]))
            noChildren(element)
            guard let name = required("name", of: element) else { return nil }
            let kind: NibResource.Kind = element.name == "image" ? .image : .sound
            return .resource(kind, name: name, location: element.location)
        case "array":
            checkAttributes(element, allowed: keyed)
            noText(element)
            var items: [DocumentValue] = []
            for child in element.children {
                if child.attribute("key") != nil {
                    error("items of an <array> have no key", at: child)
                }
                if let item = value(child) { items.append(item) }
            }
            return .array(items)
        case "dictionary":
            checkAttributes(element, allowed: keyed)
            noText(element)
            var entries: [(key: String, value: DocumentValue)] = []
            var seen: Set<String> = []
            for child in element.children {
                guard let key = child.attribute("key") else {
                    error("entries of a <dictionary> need a key", at: child)
                    continue
                }
                if !seen.insert(key).inserted {
                    error("the dictionary has two entries for the key '\(key)'", at: child, key: key)
                }
                if let entry = value(child) { entries.append((key, entry)) }
            }
            return .dictionary(entries)
        default:
            unknown("unknown element <\(element.name)>; expected a value such as <string>, <integer> or <object>", at: element)
            return nil
        }
    }

    // MARK: Connections

    private mutating func connections(_ element: XMLElement) -> [DocumentConnection] {
        checkAttributes(element, allowed: [])
        noText(element)
        var result: [DocumentConnection] = []
        for child in element.children {
            switch child.name {
            case "outlet", "outletCollection":
                checkAttributes(child, allowed: ["property", "destination"])
                noChildren(child)
                guard let property = required("property", of: child),
                    let destination = required("destination", of: child)
                else { continue }
                let kind: DocumentConnection.Kind =
                    child.name == "outlet"
                    ? .outlet(property: property, destination: destination)
                    : .outletCollection(property: property, destination: destination)
                result.append(DocumentConnection(kind: kind, location: child.location))
            case "action":
                checkAttributes(child, allowed: ["selector", "target", "event"])
                noChildren(child)
                guard let selector = required("selector", of: child) else { continue }
                for optional in ["target", "event"] where child.attribute(optional)?.isEmpty == true {
                    error("the attribute '\(optional)' of <action> is empty; leave it out instead", at: child)
                }
                result.append(
                    DocumentConnection(
                        kind: .action(selector: selector, target: child.attribute("target"), event: child.attribute("event")),
                        location: child.location))
            default:
                error("unknown element <\(child.name)> in <connections>; expected <outlet>, <outletCollection> or <action>", at: child)
            }
        }
        return result
    }

    // MARK: Helpers

    private mutating func error(_ message: String, at element: XMLElement, key: String? = nil) {
        diagnostics.append(
            Diagnostic(
                .error, message, at: element.location, objectID: element.attribute("id"),
                className: element.attribute("class"), key: key ?? element.attribute("key")))
    }

    /// Unknown content is an error when reading strictly and a warning
    /// (the content is skipped) when reading leniently.
    private mutating func unknown(_ message: String, at element: XMLElement) {
        if mode == .strict {
            error(message, at: element)
        } else {
            diagnostics.append(
                Diagnostic(
                    .warning, message + "; it is ignored", at: element.location, objectID: element.attribute("id"),
                    className: element.attribute("class"), key: element.attribute("key")))
        }
    }

    private mutating func checkAttributes(_ element: XMLElement, allowed: Set<String>) {
        for attribute in element.attributes where !allowed.contains(attribute.name) {
            unknown("unknown attribute '\(attribute.name)' on <\(element.name)>", at: element)
        }
    }

    private mutating func noChildren(_ element: XMLElement) {
        for child in element.children {
            error("<\(element.name)> cannot contain <\(child.name)>", at: child)
        }
        noText(element)
    }

    /// Only `<string>` holds text; anywhere else, text is a mistake.
    private mutating func noText(_ element: XMLElement) {
        if !NumberText.isBlank(element.text) {
            error("<\(element.name)> cannot contain text", at: element)
        }
    }

    private mutating func required(_ name: String, of element: XMLElement) -> String? {
        guard let value = element.attribute(name) else {
            error("<\(element.name)> needs the attribute '\(name)'", at: element)
            return nil
        }
        if value.isEmpty {
            error("the attribute '\(name)' of <\(element.name)> is empty", at: element)
            return nil
        }
        return value
    }

    private mutating func number(_ name: String, of element: XMLElement) -> Double? {
        guard let text = required(name, of: element) else { return nil }
        guard let number = NumberText.decimal(text) else {
            error("'\(text)' is not a number (attribute '\(name)' of <\(element.name)>)", at: element)
            return nil
        }
        guard number.isFinite else {
            error("'\(text)' is not a finite number (attribute '\(name)' of <\(element.name)>)", at: element)
            return nil
        }
        return number
    }

    private mutating func component(_ name: String, of element: XMLElement) -> Double? {
        guard let value = number(name, of: element) else { return nil }
        guard (0...1).contains(value) else {
            error("the color component '\(name)' is \(value); components run from 0 to 1", at: element)
            return nil
        }
        return value
    }

    private mutating func boolean(_ text: String, attribute: String, of element: XMLElement) -> Bool? {
        switch text {
        case "true": return true
        case "false": return false
        default:
            error("'\(text)' is not a boolean; write true or false (attribute '\(attribute)' of <\(element.name)>)", at: element)
            return nil
        }
    }
}
