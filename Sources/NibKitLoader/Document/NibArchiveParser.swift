import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

/// Reads NibKit's own archive format (`<nib version="1">`, see Docs/Format.md)
/// from an XML tree into a ``NibDocument``.
///
/// The format is strict: an unknown element or attribute is an error, because
/// a typo in a hand-written file should never be silently ignored. Every
/// problem is collected, not just the first.
struct NibArchiveParser {
    typealias Element = XMLTree.Element
    typealias Span = XMLTree.Span

    static let version = "1"

    /// The element and attribute names of the format, spelt as in the XML.
    enum Name: String {
        case nib, filesOwner, firstResponder, externalObject, object, customObject, connections
        case outlet, outletCollection, action
        case string, integer, real, bool, point, size, rect, color, `nil`, reference, image, sound, array, dictionary
        case version, id, `class`, key, identifier, visibleAtLaunch, value, x, y, width, height
        case red, green, blue, alpha, ref, name, property, destination, selector, target, event
    }

    /// The attributes each element allows.
    private enum Allowed {
        static let root: [Name] = [.version]
        static let filesOwner: [Name] = [.id, .class]
        static let firstResponder: [Name] = [.id]
        static let externalObject: [Name] = [.id, .identifier, .class]
        static let object: [Name] = [.id, .class, .key, .visibleAtLaunch]
        static let keyed: [Name] = [.key]
        static let keyedValue: [Name] = [.key, .value]
        static let point: [Name] = [.key, .x, .y]
        static let size: [Name] = [.key, .width, .height]
        static let rect: [Name] = [.key, .x, .y, .width, .height]
        static let color: [Name] = [.key, .red, .green, .blue, .alpha]
        static let reference: [Name] = [.key, .ref]
        static let resource: [Name] = [.key, .name]
        static let outlet: [Name] = [.property, .destination]
        static let action: [Name] = [.selector, .target, .event]
        static let none: [Name] = []
    }

    let path: String
    let mode: ReadingMode
    private let xml: NamedXMLTree<Name>
    private let tree: XMLTree
    private var lines: SourceLines
    private(set) var diagnostics = DiagnosticCollector()
    /// The keys read so far, so that a key repeated by many objects is stored once.
    private var keys = SpellingTable()
    /// The objects made so far (see `NibDocument.objectCount`).
    private var objectCount = 0

    init(_ tree: XMLTree, mode: ReadingMode) {
        path = tree.path
        self.mode = mode
        self.tree = tree
        xml = NamedXMLTree(tree)
        lines = SourceLines(tree)
    }

    mutating func parse() -> NibDocument {
        let root = xml.root
        var document = NibDocument(path: path, format: .nibArchive, placeholders: [], objects: [])
        checkAttributes(root, allowed: Allowed.root)
        noText(root)
        if let version = required(.version, of: root).map(tree.string), version != Self.version {
            error("unsupported archive version '\(version)'; this NibKit reads version \(Self.version)", at: root)
        }
        for child in xml.children(of: root) {
            switch xml.name(of: child) {
            case .filesOwner:
                checkAttributes(child, allowed: Allowed.filesOwner)
                document.placeholders.append(placeholder(child, role: .filesOwner))
            case .firstResponder:
                checkAttributes(child, allowed: Allowed.firstResponder)
                if tree.hasChildren(child) {
                    error("First Responder holds nothing: it cannot be the source of connections", at: child)
                }
                objectCount += 1
                document.placeholders.append(
                    DocumentObject(
                        id: requiredString(.id, of: child) ?? "", className: nil, role: .firstResponder,
                        location: documentLocation(child)))
            case .externalObject:
                checkAttributes(child, allowed: Allowed.externalObject)
                let identifier = requiredString(.identifier, of: child) ?? ""
                document.placeholders.append(placeholder(child, role: .external(identifier: identifier)))
            case .object, .customObject:
                if xml.hasAttribute(.key, child) {
                    error("a top-level object has no key; keys belong to objects nested in other objects", at: child)
                }
                if let object = object(child) { document.objects.append(object) }
            default:
                unknown("unknown element <\(tree.name(of: child))> in <nib>", at: child)
            }
        }
        document.objectCount = objectCount
        return document
    }

    // MARK: Objects

    private mutating func placeholder(_ element: Element, role: ObjectRole) -> DocumentObject {
        noText(element)
        objectCount += 1
        var object = DocumentObject(
            id: requiredString(.id, of: element) ?? "", className: xml.string(.class, of: element), role: role,
            location: documentLocation(element))
        for child in xml.children(of: element) {
            if xml.name(of: child) == .connections {
                object.connections += connections(child)
            } else {
                error(
                    "unknown element <\(tree.name(of: child))> in <\(tree.name(of: element))>; placeholders hold only <connections>",
                    at: child)
            }
        }
        return object
    }

    private mutating func object(_ element: Element) -> DocumentObject? {
        checkAttributes(element, allowed: Allowed.object)
        noText(element)
        let id = requiredString(.id, of: element)
        let className = requiredString(.class, of: element)
        objectCount += 1
        var object = DocumentObject(
            id: id ?? "", className: className, role: xml.name(of: element) == .customObject ? .custom : .archived,
            location: documentLocation(element))
        // NibKit's own format names the application's (or toolkit's) classes.
        object.isCustomClass = true
        if let flag = xml.attribute(.visibleAtLaunch, of: element) {
            object.isVisibleAtLaunch = boolean(flag, attribute: "visibleAtLaunch", of: element) ?? false
        }
        // Counted first, so that the array is made at its final size rather
        // than doubled as it fills.
        object.properties.reserveCapacity(xml.children(of: element).count { xml.name(of: $0) != .connections })
        for child in xml.children(of: element) {
            if xml.name(of: child) == .connections {
                object.connections += connections(child)
                continue
            }
            guard let key = xml.attribute(.key, of: child) else {
                error(
                    "<\(tree.name(of: child))> inside <\(tree.name(of: element))> needs a key naming the property it sets",
                    at: child)
                continue
            }
            if key.start == key.end {
                error("the key of <\(tree.name(of: child))> is empty", at: child)
                continue
            }
            // Located before its contents are read, so that locations are
            // asked for in file order.
            let childLocation = documentLocation(child)
            if let value = value(child) {
                object.properties.append(
                    DocumentProperty(key: keys.intern(key, in: tree), value: value, location: childLocation))
            }
        }
        guard id != nil, className != nil else { return nil }
        return object
    }

    // MARK: Values

    private mutating func value(_ element: Element) -> DocumentValue? {
        let name = xml.name(of: element)
        switch name {
        case .object, .customObject:
            return object(element).map { .object($0) }
        case .string:
            checkAttributes(element, allowed: Allowed.keyed)
            for child in xml.children(of: element) {
                error("<string> cannot contain <\(tree.name(of: child))>", at: child)
            }
            return .plain(.string(tree.text(of: element)))
        case .integer:
            checkAttributes(element, allowed: Allowed.keyedValue)
            noChildren(element)
            guard let value = required(.value, of: element) else { return nil }
            guard let integer = tree.withBytes(value, NumberText.integer) else {
                let text = tree.string(value)
                if text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" }) && !text.isEmpty {
                    error("integer '\(text)' does not fit in 64 bits", at: element)
                } else {
                    error("'\(text)' is not an integer", at: element)
                }
                return nil
            }
            return .plain(.integer(integer))
        case .real:
            checkAttributes(element, allowed: Allowed.keyedValue)
            noChildren(element)
            return number(.value, of: element).map { .plain(.real($0)) }
        case .bool:
            checkAttributes(element, allowed: Allowed.keyedValue)
            noChildren(element)
            guard let value = required(.value, of: element) else { return nil }
            return boolean(value, attribute: "value", of: element).map { .boolean($0) }
        case .point:
            checkAttributes(element, allowed: Allowed.point)
            noChildren(element)
            guard let x = number(.x, of: element), let y = number(.y, of: element) else { return nil }
            return .plain(.point(CGPoint(x: x, y: y)))
        case .size:
            checkAttributes(element, allowed: Allowed.size)
            noChildren(element)
            guard let width = number(.width, of: element), let height = number(.height, of: element)
            else { return nil }
            return .plain(.size(CGSize(width: width, height: height)))
        case .rect:
            checkAttributes(element, allowed: Allowed.rect)
            noChildren(element)
            let x = number(.x, of: element)
            let y = number(.y, of: element)
            let width = number(.width, of: element)
            let height = number(.height, of: element)
            guard let x, let y, let width, let height else { return nil }
            return .plain(.rect(CGRect(x: x, y: y, width: width, height: height)))
        case .color:
            checkAttributes(element, allowed: Allowed.color)
            noChildren(element)
            let red = component(.red, of: element)
            let green = component(.green, of: element)
            let blue = component(.blue, of: element)
            let alpha = xml.hasAttribute(.alpha, element) ? component(.alpha, of: element) : 1
            guard let red, let green, let blue, let alpha else { return nil }
            return .plain(.color(Color(red: red, green: green, blue: blue, alpha: alpha)))
        case .nil:
            checkAttributes(element, allowed: Allowed.keyed)
            noChildren(element)
            return .null
        case .reference:
            checkAttributes(element, allowed: Allowed.reference)
            noChildren(element)
            return requiredString(.ref, of: element).map { .reference(id: $0, location: documentLocation(element)) }
        case .image, .sound:
            checkAttributes(element, allowed: Allowed.resource)
            noChildren(element)
            guard let name = requiredString(.name, of: element) else { return nil }
            let kind: NibResource.Kind = xml.name(of: element) == .image ? .image : .sound
            return .resource(kind, name: name, location: documentLocation(element))
        case .array:
            checkAttributes(element, allowed: Allowed.keyed)
            noText(element)
            var items: [DocumentValue] = []
            for child in xml.children(of: element) {
                if xml.hasAttribute(.key, child) {
                    error("items of an <array> have no key", at: child)
                }
                if let item = value(child) { items.append(item) }
            }
            return .array(items)
        case .dictionary:
            checkAttributes(element, allowed: Allowed.keyed)
            noText(element)
            var entries: [(key: String, value: DocumentValue)] = []
            var seen: Set<String> = []
            for child in xml.children(of: element) {
                guard let key = xml.string(.key, of: child) else {
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
            unknown(
                "unknown element <\(tree.name(of: element))>; expected a value such as <string>, <integer> or <object>",
                at: element)
            return nil
        }
    }

    // MARK: Connections

    private mutating func connections(_ element: Element) -> [DocumentConnection] {
        checkAttributes(element, allowed: Allowed.none)
        noText(element)
        var result: [DocumentConnection] = []
        for child in xml.children(of: element) {
            let name = xml.name(of: child)
            switch name {
            case .outlet, .outletCollection:
                checkAttributes(child, allowed: Allowed.outlet)
                noChildren(child)
                guard let property = requiredString(.property, of: child),
                    let destination = requiredString(.destination, of: child)
                else { continue }
                let kind: DocumentConnection.Kind =
                    name == .outlet
                    ? .outlet(property: property, destination: destination)
                    : .outletCollection(property: property, destination: destination)
                result.append(DocumentConnection(kind: kind, location: documentLocation(child)))
            case .action:
                checkAttributes(child, allowed: Allowed.action)
                noChildren(child)
                guard let selector = requiredString(.selector, of: child) else { continue }
                for optional in [Name.target, .event]
                where xml.attribute(optional, of: child).map({ $0.start == $0.end }) == true {
                    error("the attribute '\(optional.rawValue)' of <action> is empty; leave it out instead", at: child)
                }
                result.append(
                    DocumentConnection(
                        kind: .action(
                            selector: selector, target: xml.string(.target, of: child),
                            event: xml.string(.event, of: child)),
                        location: documentLocation(child)))
            default:
                error(
                    "unknown element <\(tree.name(of: child))> in <connections>; expected <outlet>, <outletCollection> or <action>",
                    at: child)
            }
        }
        return result
    }

    // MARK: Helpers

    private mutating func location(_ element: Element) -> SourceLocation { lines.location(of: element, in: tree) }

    /// Where `element`'s start tag begins, as the document keeps it.
    private mutating func documentLocation(_ element: Element) -> DocumentLocation {
        DocumentLocation(location(element))
    }

    /// The id, class and key a diagnostic about an element names.
    private typealias Naming = (id: String?, className: String?, key: String?)

    private func naming(_ element: Element) -> Naming {
        (xml.string(.id, of: element), xml.string(.class, of: element), xml.string(.key, of: element))
    }

    private mutating func error(
        _ message: Diagnostic.Message, at element: Element, key: String? = nil, naming given: Naming? = nil
    ) {
        let naming = given ?? naming(element)
        diagnostics.error(
            message, at: location(element), objectID: naming.id, className: naming.className, key: key ?? naming.key)
    }

    /// Unknown content is an error when reading strictly and a warning
    /// (the content is skipped) when reading leniently.
    private mutating func unknown(_ message: Diagnostic.Message, at element: Element, naming given: Naming? = nil) {
        let naming = given ?? naming(element)
        diagnostics.unknown(
            message, mode: mode, at: location(element), objectID: naming.id, className: naming.className,
            key: naming.key)
    }

    private mutating func checkAttributes(_ element: Element, allowed: [Name]) {
        // Looked up once per element, however many attributes are unknown.
        var elementNaming: Naming?
        for attribute in tree.attributes(of: element) {
            if let name = xml.attributeName(attribute), allowed.contains(name) { continue }
            let naming = elementNaming ?? naming(element)
            elementNaming = naming
            unknown(
                "unknown attribute '\(tree.attributeName(attribute))' on <\(tree.name(of: element))>", at: element,
                naming: naming)
        }
    }

    private mutating func noChildren(_ element: Element) {
        for child in xml.children(of: element) {
            error("<\(tree.name(of: element))> cannot contain <\(tree.name(of: child))>", at: child)
        }
        noText(element)
    }

    /// Only `<string>` holds text; anywhere else, text is a mistake.
    private mutating func noText(_ element: Element) {
        if !tree.textIsBlank(element) {
            error("<\(tree.name(of: element))> cannot contain text", at: element)
        }
    }

    /// The value of the attribute `name`, which must be present and not empty.
    private mutating func required(_ name: Name, of element: Element) -> Span? {
        guard let value = xml.attribute(name, of: element) else {
            error("<\(tree.name(of: element))> needs the attribute '\(name.rawValue)'", at: element)
            return nil
        }
        if value.start == value.end {
            error("the attribute '\(name.rawValue)' of <\(tree.name(of: element))> is empty", at: element)
            return nil
        }
        return value
    }

    private mutating func requiredString(_ name: Name, of element: Element) -> String? {
        // Not `.map(tree.string)`: a method taken as a closure holds a copy
        // of the tree, which retains every one of its arrays.
        guard let span = required(name, of: element) else { return nil }
        return tree.string(span)
    }

    private mutating func number(_ name: Name, of element: Element) -> Double? {
        guard let text = required(name, of: element) else { return nil }
        guard let number = tree.withBytes(text, NumberText.decimal) else {
            error(
                "'\(tree.string(text))' is not a number (attribute '\(name.rawValue)' of <\(tree.name(of: element))>)",
                at: element)
            return nil
        }
        guard number.isFinite else {
            error(
                "'\(tree.string(text))' is not a finite number (attribute '\(name.rawValue)' of <\(tree.name(of: element))>)",
                at: element)
            return nil
        }
        return number
    }

    private mutating func component(_ name: Name, of element: Element) -> Double? {
        guard let value = number(name, of: element) else { return nil }
        guard (0...1).contains(value) else {
            error("the color component '\(name.rawValue)' is \(value); components run from 0 to 1", at: element)
            return nil
        }
        return value
    }

    private mutating func boolean(_ text: Span, attribute: String, of element: Element) -> Bool? {
        if tree.span(text, equals: "true") { return true }
        if tree.span(text, equals: "false") { return false }
        error(
            "'\(tree.string(text))' is not a boolean; write true or false (attribute '\(attribute)' of <\(tree.name(of: element))>)",
            at: element)
        return nil
    }
}
