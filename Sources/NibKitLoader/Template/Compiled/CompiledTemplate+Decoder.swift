import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

// MARK: - Decoding

extension CompiledTemplate {
    struct Decoder {
        /// The whole file; decoding starts at the payload.
        let bytes: [UInt8]
        let start: Int
        var offset: Int
        var strings: [String] = []
        /// Where each object and connection starts, and where the top-level
        /// list and the creation order start and end, counted from the
        /// payload's start: errors about the tables read point there.
        var objectOffsets: [Int] = []
        var connectionOffsets: [Int] = []
        var topLevelOffsets: Range<Int> = 0..<0
        var creationOrderOffsets: Range<Int> = 0..<0
        /// How many templates deep inside others this one is.
        let level: Int
        /// Binds a nested template's tables, as the template holding it is bound.
        let bind: Binder
        /// Why a nested template could not be bound: its own located errors.
        var boundFailure: NibError?

        init(bytes: [UInt8], start: Int, level: Int = 0, bind: @escaping Binder = CompiledTemplate.unbound) {
            self.bytes = bytes
            self.start = start
            self.offset = start
            self.level = level
            self.bind = bind
        }

        /// An error at the current position, counted from the payload's start.
        func failure(_ message: String) -> DecodeError { DecodeError(message: message, offset: offset - start) }

        mutating func byte() throws(DecodeError) -> UInt8 {
            guard offset < bytes.count else { throw failure("unexpected end of data") }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// Most numbers (indices, lines, small counts) take one byte; the
        /// rest (string and object indices, columns) up to three, read here
        /// without a check per byte when the data cannot end inside them.
        @inline(__always)
        mutating func varint() throws(DecodeError) -> Int {
            if offset < bytes.count, bytes[offset] < 0x80 {
                offset += 1
                return Int(bytes[offset - 1])
            }
            if offset + 3 <= bytes.count {
                let first = Int(bytes[offset] & 0x7F)
                let second = bytes[offset + 1]
                if second < 0x80 {
                    offset += 2
                    return first | Int(second) << 7
                }
                let third = bytes[offset + 2]
                if third < 0x80 {
                    offset += 3
                    return first | Int(second & 0x7F) << 7 | Int(third) << 14
                }
            }
            return try longVarint()
        }

        mutating func longVarint() throws(DecodeError) -> Int {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 63 || (shift == 63 && next <= 1) else { throw failure("a number is too large") }
                result |= UInt64(next & 0x7F) << shift
                if next & 0x80 == 0 { break }
                shift += 7
            }
            guard result <= UInt64(Int.max) else { throw failure("a number is too large") }
            return Int(result)
        }

        /// A count of items that each take at least `minimumSize` bytes: never
        /// more than fit in the bytes left, so an array made at this size
        /// before its items are read costs at most a few times the input.
        mutating func count(_ items: String, minimumSize: Int) throws(DecodeError) -> Int {
            let start = offset
            let value = try varint()
            guard value <= (bytes.count - offset) / minimumSize else {
                offset = start
                throw failure("a count of \(value) \(items) exceeds the data left")
            }
            return value
        }

        /// The fewest bytes each kind of item is written in (every number and
        /// string index takes at least one byte, a location three).
        enum MinimumSize {
            static let string = 1
            /// Id, class, role, location (3), visibility, custom class, parent, two property counts.
            static let object = 11
            /// Key, value, location (3), attribute-text flag.
            static let property = 6
            /// Kind, source, destination, destination id, name, segue kind and id, event, location (3).
            static let connection = 11
            /// Kind, name, location (3).
            static let resource = 5
            static let index = 1
            /// Severity, message, location (3), object, class and key.
            static let warning = 8
            /// Name, four components of 8 bytes, name and catalog.
            static let color = 35
            static let value = 1
            /// Key and value.
            static let entry = 2
        }

        /// The payload offset of the place a structural problem was found.
        func offset(of place: TemplateStructure.Place) -> Int {
            func offset(ofEntry position: Int, in range: Range<Int>) -> Int {
                // The entries are varints: walk to the one asked for.
                var cursor = start + range.lowerBound
                for _ in 0..<position {
                    while cursor < start + range.upperBound, bytes[cursor] & 0x80 != 0 { cursor += 1 }
                    cursor += 1
                }
                return min(cursor, start + range.upperBound) - start
            }
            switch place {
            case .object(let index): return index < objectOffsets.count ? objectOffsets[index] : 0
            case .connection(let index): return index < connectionOffsets.count ? connectionOffsets[index] : 0
            case .topLevel(let position): return offset(ofEntry: position, in: topLevelOffsets)
            case .creationOrder(let position): return offset(ofEntry: position, in: creationOrderOffsets)
            }
        }

        mutating func signed() throws(DecodeError) -> Int {
            let raw = UInt(try varint())
            return Int(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        }

        mutating func bool() throws(DecodeError) -> Bool {
            switch try byte() {
            case 0: return false
            case 1: return true
            default: throw failure("a boolean is neither 0 nor 1")
            }
        }

        mutating func double() throws(DecodeError) -> Double {
            guard bytes.count - offset >= 8 else { throw failure("unexpected end of data") }
            let bits = bytes.withUnsafeBytes {
                UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            let value = Double(bitPattern: bits)
            offset += 8
            return value
        }

        mutating func finite() throws(DecodeError) -> Double {
            let value = try double()
            guard value.isFinite else { throw failure("a number is not finite") }
            return value
        }

        mutating func string() throws(DecodeError) -> String {
            let index = try varint()
            guard index < strings.count else { throw failure("string \(index) of \(strings.count)") }
            return strings[index]
        }

        mutating func optionalString() throws(DecodeError) -> String? {
            try bool() ? try string() : nil
        }

        mutating func optionalInt() throws(DecodeError) -> Int? {
            let value = try varint()
            return value == 0 ? nil : value - 1
        }

        mutating func location() throws(DecodeError) -> SourceLocation {
            let location = SourceLocation(file: try string(), line: try varint(), column: try varint())
            // Lines and columns count from 1: a diagnostic must point somewhere.
            guard location.line >= 1, location.column >= 1 else {
                throw failure("a source location has line or column 0")
            }
            return location
        }

        mutating func enumeration<T: RawRepresentable>(_ type: T.Type) throws(DecodeError) -> T
        where T.RawValue == String {
            let raw = try string()
            guard let value = T(rawValue: raw) else { throw failure("unknown \(T.self) '\(raw)'") }
            return value
        }

        mutating func decodeTables() throws(DecodeError) -> TemplateTables {
            let stringCount = try count("strings", minimumSize: MinimumSize.string)
            strings.reserveCapacity(stringCount)
            for _ in 0..<stringCount {
                let length = try count("bytes", minimumSize: 1)
                let start = offset
                let string = bytes.withUnsafeBufferPointer {
                    let utf8 = UnsafeBufferPointer(rebasing: $0[start..<start + length])
                    // ASCII, as ids, keys and class names almost always are, is valid
                    // UTF-8 as it stands: one pass over the bytes, without the validator.
                    return utf8.allSatisfy { $0 < 0x80 }
                        ? String(decoding: utf8, as: UTF8.self) : String(validating: utf8, as: UTF8.self)
                }
                guard let string else {
                    throw failure("a string is not valid UTF-8")
                }
                strings.append(string)
                offset += length
            }
            let path = try string()
            let format = try enumeration(NibDocument.Format.self)
            let platform = try enumeration(Platform.self)
            let mode = try enumeration(ReadingMode.self)
            var objects: [TemplateObject] = []
            let objectCount = try count("objects", minimumSize: MinimumSize.object)
            objects.reserveCapacity(objectCount)
            objectOffsets.reserveCapacity(objectCount)
            for _ in 0..<objectCount {
                objectOffsets.append(offset - start)
                objects.append(try object(objectCount: objectCount))
            }
            var connections: [TemplateConnection] = []
            let connectionCount = try count("connections", minimumSize: MinimumSize.connection)
            connections.reserveCapacity(connectionCount)
            connectionOffsets.reserveCapacity(connectionCount)
            for _ in 0..<connectionCount {
                connectionOffsets.append(offset - start)
                connections.append(try connection())
            }
            var resources: [TemplateResource] = []
            for _ in 0..<(try count("resources", minimumSize: MinimumSize.resource)) {
                resources.append(
                    TemplateResource(
                        kind: try enumeration(NibResource.Kind.self), name: try string(), location: try location()))
            }
            let topLevel: [Int]
            (topLevel, topLevelOffsets) = try indices()
            let creationOrder: [Int]
            (creationOrder, creationOrderOffsets) = try indices()
            var warnings: [Diagnostic] = []
            for _ in 0..<(try count("warnings", minimumSize: MinimumSize.warning)) {
                let severity = try enumeration(Diagnostic.Severity.self)
                warnings.append(
                    Diagnostic(
                        severity, try string(), at: try location(), objectID: try optionalString(),
                        className: try optionalString(), key: try optionalString()))
            }
            var colors: [String: Color] = [:]
            for _ in 0..<(try count("colors", minimumSize: MinimumSize.color)) { colors[try string()] = try color() }
            guard offset == bytes.count else { throw failure("\(bytes.count - offset) bytes follow the template") }
            func checkResources(_ properties: [TemplateProperty]) throws(DecodeError) {
                for property in properties where !property.value.isPlain {
                    var ok = true
                    property.value.forEachResource { ok = ok && $0 < resources.count }
                    guard ok else { throw failure("a value names a resource out of range") }
                }
            }
            for index in objects.indices {
                try checkResources(objects[index].properties)
                try checkResources(objects[index].runtimeAttributes)
            }
            return TemplateTables(
                path: path, format: format, platform: platform, mode: mode, objects: objects,
                connections: connections, resources: resources, topLevel: topLevel, creationOrder: creationOrder,
                warnings: warnings, documentColors: colors, documentStatistics: nil)
        }

        /// A list of object indices, and where its entries lie.
        mutating func indices() throws(DecodeError) -> ([Int], Range<Int>) {
            let count = try count("indices", minimumSize: MinimumSize.index)
            let first = offset - start
            var list: [Int] = []
            list.reserveCapacity(count)
            for _ in 0..<count { list.append(try varint()) }
            return (list, first..<(offset - start))
        }

        mutating func object(objectCount: Int) throws(DecodeError) -> TemplateObject {
            let id = try string()
            let className = try optionalString()
            let role: ObjectRole
            switch RoleTag(rawValue: try byte()) {
            case .archived: role = .archived
            case .custom: role = .custom
            case .filesOwner: role = .filesOwner
            case .firstResponder: role = .firstResponder
            case .external: role = .external(identifier: try string())
            case .application: role = .application
            case nil: throw failure("unknown object role")
            }
            let location = try location()
            let visible = try bool()
            let isCustomClass = try bool()
            let parent = try optionalInt()
            let properties = try propertyList(objectCount: objectCount)
            let runtimeAttributes = try propertyList(objectCount: objectCount)
            return TemplateObject(
                id: id, className: className, role: role, location: location, classDescription: nil,
                properties: properties, runtimeAttributes: runtimeAttributes, isVisibleAtLaunch: visible,
                isCustomClass: isCustomClass, parent: parent)
        }

        mutating func propertyList(objectCount: Int) throws(DecodeError) -> [TemplateProperty] {
            let count = try count("properties", minimumSize: MinimumSize.property)
            var list: [TemplateProperty] = []
            list.reserveCapacity(count)
            for _ in 0..<count {
                list.append(
                    TemplateProperty(
                        key: try string(), value: try value(depth: 0, objectCount: objectCount),
                        location: try location(),
                        isAttributeText: try bool()))
            }
            return list
        }

        mutating func connection() throws(DecodeError) -> TemplateConnection {
            guard let kind = ConnectionTag(rawValue: try byte())?.kind else { throw failure("unknown connection kind") }
            let source = try varint()
            let destination = try optionalInt()
            let destinationID = try optionalString()
            let name = try string()
            let segueKind = try optionalString()
            let segueID = try optionalString()
            let segueCustomClass = try optionalString()
            let event = try optionalString().map(Control.Event.init(rawValue:))
            // The same events a template read from its source may name.
            if let event, !Control.Event.all.contains(event) { throw failure("unknown control event '\(event)'") }
            let location = try location()
            var attributes = DocumentSegueAttributes.none
            if kind == .segue {
                attributes.relationship = try optionalString()
                // Each attribute is two strings.
                for _ in 0..<(try count("segue attributes", minimumSize: 2 * MinimumSize.string)) {
                    attributes.others.append((try string(), try string()))
                }
            }
            var binding: TemplateBinding?
            if kind == .binding {
                let keyPath = try string()
                var options: [(key: String, value: TemplateValue)] = []
                // Options are plain values: no object can be named, so none is in range.
                for _ in 0..<(try count("options", minimumSize: MinimumSize.entry)) {
                    options.append((try string(), try value(depth: 0, objectCount: 0)))
                }
                binding = TemplateBinding(keyPath: keyPath, options: options)
            }
            return TemplateConnection(
                kind: kind, source: source, destination: destination, destinationID: destinationID, name: name,
                segueKind: segueKind, segueID: segueID, segueCustomClass: segueCustomClass,
                segueAttributes: attributes, event: event, location: location, binding: binding)
        }

        mutating func color() throws(DecodeError) -> Color {
            var color = Color(red: try finite(), green: try finite(), blue: try finite(), alpha: try finite())
            color.name = try optionalString()
            color.catalog = try optionalString()
            return color
        }

        mutating func value(depth: Int, objectCount: Int) throws(DecodeError) -> TemplateValue {
            guard depth < CompiledTemplate.maximumValueDepth else { throw failure("values are nested too deeply") }
            switch ValueTag(rawValue: try byte()) {
            case .string: return .string(try string())
            case .integer: return .integer(try signed())
            case .real: return .real(try finite())
            case .bool: return .boolean(try bool())
            case .point: return .point(CGPoint(x: try finite(), y: try finite()))
            case .size: return .size(CGSize(width: try finite(), height: try finite()))
            case .rect:
                return .rect(CGRect(x: try finite(), y: try finite(), width: try finite(), height: try finite()))
            case .color: return .color(try color())
            case .font:
                var font = FontDescription(
                    type: try optionalString(), name: try optionalString(), family: try optionalString(),
                    weight: try optionalString(), style: try optionalString(), metaFont: try optionalString())
                if try bool() { font.pointSize = try finite() }
                return .font(font)
            case .insets:
                return .insets(
                    EdgeInsets(top: try finite(), left: try finite(), bottom: try finite(), right: try finite()))
            case .null: return .null
            case .object:
                let index = try varint()
                guard index < objectCount else { throw failure("a value names object \(index) of \(objectCount)") }
                return .object(index)
            case .array:
                var items: [TemplateValue] = []
                for _ in 0..<(try count("items", minimumSize: MinimumSize.value)) {
                    items.append(try value(depth: depth + 1, objectCount: objectCount))
                }
                return .array(items)
            case .dictionary:
                var entries: [(key: String, value: TemplateValue)] = []
                for _ in 0..<(try count("entries", minimumSize: MinimumSize.entry)) {
                    entries.append((try string(), try value(depth: depth + 1, objectCount: objectCount)))
                }
                return .dictionary(entries)
            case .resource: return .resource(try varint())
            case .nib:
                guard level < CompiledNibParser.maximumArchiveNesting else {
                    throw failure(
                        "templates nest inside each other more than \(CompiledNibParser.maximumArchiveNesting) deep")
                }
                let length = try count("bytes", minimumSize: 1)
                let tables: TemplateTables
                do {
                    tables = try CompiledTemplate.read(
                        Data(bytes[offset..<offset + length]), path: "", level: level + 1, bind: bind)
                } catch {
                    switch error {
                    case .corrupt(let problem):
                        let message = problem.diagnostics.first?.message ?? ""
                        let reason =
                            message.hasPrefix(CompiledTemplate.corruptPrefix)
                            ? message.dropFirst(CompiledTemplate.corruptPrefix.count) : message[...]
                        throw failure("the template nested here: \(reason)")
                    case .bound(let problem):
                        boundFailure = problem
                        throw failure("a template nested here cannot be bound")
                    }
                }
                do throws(NibError) {
                    let template = try bind(tables)
                    offset += length
                    return .nib(template)
                } catch {
                    boundFailure = error
                    throw failure("the template nested here cannot be bound")
                }
            case nil: throw failure("unknown value kind")
            }
        }
    }
}

extension TemplateValue {
    /// Calls `body` with every resource index this value names.
    func forEachResource(_ body: (Int) -> Void) {
        switch self {
        case .resource(let index): body(index)
        case .array(let items): items.forEach { $0.forEachResource(body) }
        case .dictionary(let entries): entries.forEach { $0.value.forEachResource(body) }
        default: break
        }
    }
}
