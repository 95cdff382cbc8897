import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

/// The value vocabulary of Interface Builder 3's keyed archives.
///
/// `<string>` (its text, or with `type="base64-UTF8"` the base64 Interface
/// Builder writes), `<characters>`, `<int>` and `<integer value=>`,
/// `<bool>` and `<boolean value=>`, `<real>`, `<double>` and `<float>` (text
/// or `value=`), `<nil>`, `<bytes>`; 8.00's `<array>`, `<set>` and `<dictionary>`;
/// Foundation's collections written as objects (`NSMutableArray` and
/// `NSArray` with `EncodedWithXMLCoder`, `NSMutableSet` with
/// `set.sortedObjects`, dictionaries as `dict.sortedKeys` and `dict.values`,
/// as `NS.key.N` and `NS.object.N`, or keyed); strings, colors, fonts and
/// resources written as objects; and `<reference ref=>`, which names an
/// element by its `id`: an object's, or a value's, which it copies.
extension LegacyArchiveParser {
    /// What an `<object>` of a Foundation or design-time class stands for.
    enum ValueClass {
        case array, set, dictionary, string, color, font, fontDescription, resource
        /// Interface Builder's simulated metrics and text input traits: a
        /// dictionary of their keys, as a modern document's untyped elements.
        case settings
    }

    func valueClass(_ name: String) -> ValueClass? {
        switch name {
        case "NSArray", "NSMutableArray": return .array
        case "NSSet", "NSMutableSet": return .set
        case "NSDictionary", "NSMutableDictionary": return .dictionary
        case "NSString", "NSMutableString": return .string
        case "NSColor", "UIColor": return .color
        case "NSFont": return .font
        case "IBUIFontDescription": return .fontDescription
        case "NSCustomResource": return .resource
        case "IBUITextInputTraits": return .settings
        default: return name.hasPrefix("IBUISimulated") ? .settings : nil
        }
    }

    /// The value of `element`, or nil when it is left out (a problem, or a
    /// link that cannot be made). `inline` is false when the element is read
    /// through a reference: objects in it were made where they are written,
    /// so here they are references.
    mutating func value(_ element: Element, depth: Int, inline: Bool) -> DocumentValue? {
        guard count(1) else { return nil }
        guard depth <= XMLReader.maximumDepth else {
            error("values nest, through references, more than \(XMLReader.maximumDepth) levels deep", at: element)
            return nil
        }
        switch xml.name(of: element) {
        case .string:
            return string(element).map { .plain(.string($0)) }
        case .characters:
            return .plain(.string(tree.text(of: element)))
        case .int:
            return integer(tree.text(of: element), at: element)
        case .integer:
            return integer(xml.string(.value, of: element) ?? "", at: element)
        case .bool:
            return boolean(tree.text(of: element), at: element)
        case .boolean:
            return boolean(xml.string(.value, of: element) ?? "", at: element)
        case .real, .double, .float:
            return decimal(xml.string(.value, of: element) ?? tree.text(of: element), at: element).map {
                .plain(.real($0))
            }
        case .nil:
            return .null
        case .bytes:
            let text = tree.text(of: element).filter { !$0.isWhitespace }
            guard InterfaceBuilderParser.decodeBase64(text) != nil else {
                error(.undecodableBase64Bytes, at: element)
                return nil
            }
            return .plain(.string(text))
        case .array, .set:
            return .array(itemValues(element, depth: depth, inline: inline))
        case .dictionary:
            return dictionaryValue(element, depth: depth, inline: inline)
        case .reference:
            return reference(element, depth: depth)
        case .object:
            return objectValue(element, depth: depth, inline: inline)
        default:
            error("unknown value element <\(tree.name(of: element))>", at: element)
            return nil
        }
    }

    /// Adds `values` to the values made; false, with one error, once they
    /// pass ``maximumValues``.
    private mutating func count(_ values: Int) -> Bool {
        expandedValues += values
        guard expandedValues > Self.maximumValues else { return true }
        if !reportedExpansion {
            reportedExpansion = true
            diagnostics.error(
                "the archive's references expand its values past \(Self.maximumValues) values",
                at: SourceLocation.start(of: path))
        }
        return false
    }

    private mutating func objectValue(_ element: Element, depth: Int, inline: Bool) -> DocumentValue? {
        let className = xml.string(.class, of: element) ?? ""
        guard let kind = valueClass(className) else {
            guard inline, progress[element.index] == .unread else { return link(toObject: element, at: element) }
            return .object(object(element, depth: depth))
        }
        switch kind {
        case .array:
            return .array(itemValues(element, depth: depth, inline: inline))
        case .set:
            if let sorted = keyed("set.sortedObjects", in: element) {
                return value(sorted, depth: depth + 1, inline: inline)
            }
            return .array(itemValues(element, depth: depth, inline: inline))
        case .dictionary:
            return dictionaryValue(element, depth: depth, inline: inline)
        case .string:
            guard let bytes = keyed("NS.bytes", in: element) else { return .plain(.string(tree.text(of: element))) }
            return value(bytes, depth: depth + 1, inline: inline)
        case .color:
            return color(element, depth: depth).map { .plain(.color($0)) }
        case .font:
            let fields = keyedChildren(of: element)
            return .plain(
                .font(
                    FontDescription(
                        name: fields["NSName"].flatMap { string($0) },
                        pointSize: fields["NSSize"].flatMap { number($0) })))
        case .fontDescription:
            let fields = keyedChildren(of: element)
            let type = fields["type"].flatMap { number($0) }.flatMap { Self.fontTypes[Int($0)] }
            return .plain(
                .font(
                    FontDescription(
                        type: type, name: fields["name"].flatMap { string($0) },
                        family: fields["family"].flatMap { string($0) },
                        pointSize: fields["pointSize"].flatMap { number($0) })))
        case .resource:
            let fields = keyedChildren(of: element)
            guard let nameElement = fields["NSResourceName"], let name = string(nameElement), !name.isEmpty else {
                error("an NSCustomResource needs an NSResourceName", at: element)
                return nil
            }
            let kind: NibResource.Kind = fields["NSClassName"].flatMap { string($0) } == "NSSound" ? .sound : .image
            return .resource(kind, name: name, location: documentLocation(element))
        case .settings:
            var entries: [(key: String, value: DocumentValue)] = []
            for child in xml.children(of: element) {
                guard let key = xml.string(.key, of: child), let item = value(child, depth: depth + 1, inline: inline)
                else {
                    continue
                }
                entries.append((keys.intern(key), item))
            }
            return .dictionary(entries)
        }
    }

    /// The types of `IBUIFontDescription`: 1 is the system font, as in
    /// the corpus's labels; 2 and 3 follow Interface Builder's font menu.
    static let fontTypes: [Int: String] = [1: "system", 2: "boldSystem", 3: "italicSystem"]

    // MARK: References

    /// A `<reference ref=>` in a value: a read object, or a copy of a value.
    /// `<reference key=.../>` without a `ref` is nil.
    private mutating func reference(_ element: Element, depth: Int) -> DocumentValue? {
        guard let ref = xml.string(.ref, of: element) else { return .null }
        guard let target = definitions[ref] else {
            error("the reference '\(ref)' names no element of the archive", at: element)
            return nil
        }
        if isInterfaceObject(target) { return link(toObject: target, at: element) }
        if let known = referencedValues[target.index] {
            return count(known.size) ? known.value : nil
        }
        guard resolving.insert(target.index).inserted else {
            error("the reference '\(ref)' is part of the value it names", at: element)
            return nil
        }
        defer { resolving.remove(target.index) }
        let before = expandedValues
        guard let copy = value(target, depth: depth + 1, inline: false) else { return nil }
        referencedValues[target.index] = (copy, expandedValues - before)
        return copy
    }

    /// An object named inside an array or a dictionary: a reference when the
    /// object is read; left out when it holds the value (the holder sets
    /// that link itself) or comes later in the archive, since a collection's
    /// objects are made before its holder.
    private mutating func link(toObject object: Element, at element: Element) -> DocumentValue? {
        switch progress[object.index] {
        case .read:
            return link(to: object, at: documentLocation(element))
        case .reading:
            return nil
        case .unread:
            namedAhead.append((object, element))
            unknown(
                "'\(xml.string(.id, of: object) ?? "")' (\(xml.string(.class, of: object) ?? "")) is named in a collection before it is written, and objects of a collection are made before it",
                at: element)
            return nil
        }
    }

    /// The element a `<reference>` names, or `element` itself; nil, after
    /// an error, for a reference that names nothing. Used where the
    /// archive's structure, not a value, is read.
    mutating func target(of element: Element) -> Element? {
        guard xml.name(of: element) == .reference else { return element }
        guard let ref = xml.string(.ref, of: element), let target = definitions[ref] else {
            error("the reference '\(xml.string(.ref, of: element) ?? "")' names no element of the archive", at: element)
            return nil
        }
        return target
    }

    /// `element`, or what it names when it is a reference (a reference to a
    /// reference is followed a few times at most).
    func resolved(_ element: Element) -> Element {
        var current = element
        for _ in 0..<8 {
            guard xml.name(of: current) == .reference, let ref = xml.string(.ref, of: current),
                let target = definitions[ref]
            else { return current }
            current = target
        }
        return current
    }

    // MARK: Structure

    /// The first child of `element` with the key `key`.
    func keyed(_ key: StaticString, in element: Element) -> Element? {
        xml.children(of: element).first { xml.attribute(.key, of: $0, is: key) }
    }

    /// `element`'s keyed children by key, the first of each.
    func keyedChildren(of element: Element) -> [String: Element] {
        var fields: [String: Element] = [:]
        for child in xml.children(of: element) {
            if let key = xml.string(.key, of: child), fields[key] == nil { fields[key] = child }
        }
        return fields
    }

    /// The items of an array: its children without a key (7.x arrays begin
    /// with `<bool key="EncodedWithXMLCoder">`).
    func items(of element: Element) -> [Element] {
        xml.children(of: element).filter { !xml.hasAttribute(.key, $0) }
    }

    private mutating func itemValues(_ element: Element, depth: Int, inline: Bool) -> [DocumentValue] {
        var values: [DocumentValue] = []
        for item in items(of: element) {
            if let value = value(item, depth: depth + 1, inline: inline) { values.append(value) }
        }
        return values
    }

    /// A dictionary's keys, each with the element of its value, in any of
    /// the three encodings: parallel `dict.sortedKeys` and `dict.values`
    /// arrays, `NS.key.N` and `NS.object.N` pairs, or keyed children.
    mutating func dictionaryEntries(_ element: Element, depth: Int) -> [(key: String, value: Element)] {
        let fields = keyedChildren(of: element)
        if let sortedKeys = fields["dict.sortedKeys"], let values = fields["dict.values"] {
            let keyItems = items(of: resolved(sortedKeys))
            let valueItems = items(of: resolved(values))
            guard keyItems.count == valueItems.count else {
                error(
                    "the dictionary has \(keyItems.count) keys in dict.sortedKeys but \(valueItems.count) values in dict.values",
                    at: element)
                return []
            }
            var entries: [(key: String, value: Element)] = []
            for (key, value) in zip(keyItems, valueItems) {
                if let key = dictionaryKey(key, depth: depth) { entries.append((key, value)) }
            }
            return entries
        }
        var entries: [(key: String, value: Element)] = []
        var pairedKeys: [Substring: Element] = [:]
        var pairedValues: [(number: Substring, value: Element)] = []
        for child in xml.children(of: element) {
            guard let key = xml.string(.key, of: child) else { continue }
            if key.hasPrefix("NS.key.") {
                pairedKeys[key.dropFirst(7)] = child
            } else if key.hasPrefix("NS.object.") {
                pairedValues.append((key.dropFirst(10), child))
            } else if key != "EncodedWithXMLCoder" {
                entries.append((keys.intern(key), child))
            }
        }
        for (number, value) in pairedValues {
            guard let keyElement = pairedKeys.removeValue(forKey: number) else {
                error("NS.object.\(number) has no NS.key.\(number)", at: value)
                continue
            }
            if let key = dictionaryKey(keyElement, depth: depth) { entries.append((key, value)) }
        }
        for (number, keyElement) in pairedKeys.sorted(by: { $0.value.index < $1.value.index }) {
            error("NS.key.\(number) has no NS.object.\(number)", at: keyElement)
        }
        return entries
    }

    private mutating func dictionaryKey(_ element: Element, depth: Int) -> String? {
        guard case .plain(.string(let key))? = value(element, depth: depth + 1, inline: false) else {
            error("a dictionary key must be a string", at: element)
            return nil
        }
        return keys.intern(key)
    }

    private mutating func dictionaryValue(_ element: Element, depth: Int, inline: Bool) -> DocumentValue {
        var entries: [(key: String, value: DocumentValue)] = []
        for entry in dictionaryEntries(element, depth: depth) {
            if let value = value(entry.value, depth: depth + 1, inline: inline) { entries.append((entry.key, value)) }
        }
        return .dictionary(entries)
    }

    // MARK: Scalars

    /// A `<string>`'s text, decoded when it is base64.
    mutating func string(_ element: Element) -> String? {
        let text = tree.text(of: element)
        guard xml.attribute(.type, of: element, is: "base64-UTF8") else { return text }
        guard let data = InterfaceBuilderParser.decodeBase64(text) else {
            error("the base64 text of <string> cannot be decoded", at: element)
            return nil
        }
        var bytes = [UInt8](data)
        while bytes.last == 0 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of a scalar element (`<int>`, `<integer value=>`, `<string>`),
    /// as record ids are written in any of them.
    mutating func scalarText(_ element: Element) -> String? {
        switch value(element, depth: 1, inline: false) {
        case .plain(.integer(let number))?: return String(number)
        case .plain(.string(let text))?: return text.trimmingCharacters(in: .whitespaces)
        default: return nil
        }
    }

    private mutating func integer(_ text: String, at element: Element) -> DocumentValue? {
        var digits = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = digits.withUTF8({ NumberText.integer(UnsafeRawBufferPointer($0)) }) else {
            error("'\(digits)' is not an integer", at: element)
            return nil
        }
        return .plain(.integer(number))
    }

    private mutating func boolean(_ text: String, at element: Element) -> DocumentValue? {
        switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "YES", "true": return .yes
        case "NO", "false": return .no
        case let other:
            error("'\(other)' is not a boolean; expected YES or NO", at: element)
            return nil
        }
    }

    private mutating func decimal(_ text: String, at element: Element) -> Double? {
        var digits = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = digits.withUTF8({ NumberText.decimal(UnsafeRawBufferPointer($0)) }), number.isFinite else {
            error("'\(digits)' is not a finite number", at: element)
            return nil
        }
        return number
    }

    /// A number written as any numeric element, for fonts.
    private mutating func number(_ element: Element) -> Double? {
        switch value(element, depth: 1, inline: false) {
        case .plain(.integer(let number))?: return Double(number)
        case .plain(.real(let number))?: return number
        default: return nil
        }
    }

    // MARK: Colors

    /// An `NSColor` (also UIKit's, which Interface Builder 3 writes as
    /// `NSColor` too) as a ``Color``: `NSColorSpace` 1 and 2 give `NSRGB`
    /// components, 3 and 4 `NSWhite`, 5 `NSCMYK`, 6 a catalog color
    /// (`NSCatalogName`, `NSColorName`) with its `NSColor` as the value; the
    /// components are decimal text, in `<bytes>` ending in NUL.
    private mutating func color(_ element: Element, depth: Int) -> Color? {
        let fields = keyedChildren(of: element)
        var space = 1
        if let spaceElement = fields["NSColorSpace"] {
            guard case .plain(.integer(let number))? = value(spaceElement, depth: depth + 1, inline: false) else {
                return nil
            }
            space = number
        }
        func components(_ key: String, _ count: Int) -> [Double]? {
            guard let field = fields[key] else { return nil }
            let text: String
            if xml.name(of: field) == .bytes {
                guard let data = InterfaceBuilderParser.decodeBase64(tree.text(of: field)) else {
                    error(.undecodableBase64Bytes, at: field)
                    return nil
                }
                text = String(decoding: data.filter { $0 != 0 }, as: UTF8.self)
            } else {
                guard let string = string(field) else { return nil }
                text = string
            }
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map { Double($0) }
            let values = numbers.compactMap { $0 }
            guard values.count == numbers.count, values.count >= count, values.count <= count + 1,
                values.allSatisfy(\.isFinite)
            else {
                error("'\(text)' is not \(count) or \(count + 1) color components (key '\(key)' of NSColor)", at: field)
                return nil
            }
            return values
        }
        switch space {
        case 1, 2:
            guard let rgb = components("NSRGB", 3) else { return nil }
            return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: rgb.count > 3 ? rgb[3] : 1)
        case 3, 4:
            guard let white = components("NSWhite", 1) else { return nil }
            return Color(red: white[0], green: white[0], blue: white[0], alpha: white.count > 1 ? white[1] : 1)
        case 5:
            guard let cmyk = components("NSCMYK", 4) else { return nil }
            let black = cmyk[3]
            return Color(
                red: (1 - cmyk[0]) * (1 - black), green: (1 - cmyk[1]) * (1 - black), blue: (1 - cmyk[2]) * (1 - black),
                alpha: cmyk.count > 4 ? cmyk[4] : 1)
        case 6:
            var color = Color(red: 0, green: 0, blue: 0)
            if let fallback = fields["NSColor"],
                case .plain(.color(let value))? = self.value(fallback, depth: depth + 1, inline: false)
            {
                color = value
            }
            color.name = fields["NSColorName"].flatMap { string($0) }
            color.catalog = fields["NSCatalogName"].flatMap { string($0) }
            return color
        default:
            error("NSColorSpace \(space) is not a color space NibKit reads", at: fields["NSColorSpace"] ?? element)
            return nil
        }
    }
}
