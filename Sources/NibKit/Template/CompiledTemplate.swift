import Foundation

/// The compiled form of a template: NibKit's counterpart of compiling a
/// `.xib` into a `.nib`. Loading it skips XML entirely.
///
/// Layout (all integers little-endian; `varint` is unsigned LEB128):
///
/// ```
/// "NIBKITCT"  8 bytes   magic
/// version     UInt32    CompiledTemplate.version
/// length      UInt64    payload length in bytes
/// checksum    UInt64    FNV-1a 64 of the payload
/// payload:
///   string table: count, then each string as length + UTF-8 bytes
///   header, objects, connections, resources, top-level and creation order,
///   warnings, document colors (see `Encoder`)
/// ```
///
/// Strings are stored once and referred to by index; objects, values and
/// connections are flat arrays; every source location is kept, so errors
/// found when the template is bound to a registry still point into the
/// original archive. Reading checks the size, magic, version, length and
/// checksum, then every count against the bytes left, every index against its
/// table, and the tables against the shape every template has
/// (``TemplateStructure``), so truncated, corrupted or forged input is a
/// located error, never a crash.
enum CompiledTemplate {
    static let magic = Array("NIBKITCT".utf8)
    /// 2: each property says whether it is an Interface Builder attribute's
    /// text, which the registry a compiled template is bound to types again;
    /// connections include Cocoa bindings and a segue's id.
    /// 3: no statistics; a compiled template counts what it holds.
    static let version: UInt32 = 3
    static let headerSize = 8 + 4 + 8 + 8
    /// The largest compiled file read: the XML readers' limit.
    static let maximumSize = XMLReader.maximumSize
    /// Nested arrays and dictionaries deeper than this are refused.
    static let maximumValueDepth = 256

    static func isCompiled(_ data: Data) -> Bool {
        data.starts(with: magic)
    }

    /// The compiled bytes of `tables`.
    static func encode(_ tables: TemplateTables) -> Data {
        var encoder = Encoder()
        encoder.encode(tables)
        let payload = encoder.payload()
        var data = Data(magic)
        data.append(littleEndian: version)
        data.append(littleEndian: UInt64(payload.count))
        data.append(littleEndian: fnv1a(payload))
        data.append(contentsOf: payload)
        return data
    }

    /// Reads compiled bytes, checking everything; `path` names the file in errors.
    static func decode(_ data: Data, path: String) throws(NibError) -> TemplateTables {
        func corrupt(_ message: String, objectID: String? = nil, className: String? = nil) -> NibError {
            NibError(
                .invalidArchive,
                Diagnostic(
                    .error, "compiled template: \(message)", at: SourceLocation.start(of: path),
                    objectID: objectID, className: className))
        }
        // Before the bytes are copied.
        guard data.count <= maximumSize else {
            throw corrupt("the file is \(data.count) bytes; NibKit reads compiled templates of at most \(maximumSize) bytes")
        }
        let bytes = [UInt8](data)
        guard bytes.count >= headerSize, Array(bytes[0..<8]) == magic else {
            throw corrupt("the file is shorter than its header or is not a compiled template")
        }
        let version = UInt32(littleEndianBytes: bytes[8..<12])
        guard version == Self.version else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "compiled template version \(version) is not supported; this NibKit reads version \(Self.version): compile the archive again",
                    at: SourceLocation.start(of: path)))
        }
        let length = UInt64(littleEndianBytes: bytes[12..<20])
        let checksum = UInt64(littleEndianBytes: bytes[20..<28])
        guard length == UInt64(bytes.count - headerSize) else {
            throw corrupt("the payload should be \(length) bytes but is \(bytes.count - headerSize); the file is truncated or padded")
        }
        let payload = bytes[headerSize...]
        guard fnv1a(payload) == checksum else {
            throw corrupt("the checksum does not match; the file is corrupted")
        }
        var decoder = Decoder(bytes: bytes, start: headerSize)
        let tables: TemplateTables
        do {
            tables = try decoder.decodeTables()
        } catch {
            throw corrupt("\(error.message) (at payload byte \(error.offset))")
        }
        do {
            try TemplateStructure.check(tables)
        } catch {
            let offset = decoder.offset(of: error.place)
            var object: TemplateObject?
            if case .object(let index) = error.place { object = tables.objects[index] }
            throw corrupt(
                "\(error.message) (at payload byte \(offset))", objectID: object?.id, className: object?.className)
        }
        return tables
    }

    /// FNV-1a, 64 bits: fast, and enough to notice flipped bytes (the file is
    /// not protected against deliberate forgery; reading checks every index anyway).
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            return hash
        }
        // Over contiguous bytes (arrays, slices, Data) the loop runs on a buffer pointer.
        return bytes.withContiguousStorageIfAvailable { hash($0) } ?? hash(bytes)
    }

    struct DecodeError: Error {
        var message: String
        var offset: Int
    }
}

// MARK: - Encoding

extension CompiledTemplate {
    struct Encoder {
        private var strings: [String] = []
        private var stringIndex: [String: Int] = [:]
        private var body: [UInt8] = []

        mutating func payload() -> [UInt8] {
            var table: [UInt8] = []
            Self.appendVarint(strings.count, to: &table)
            for string in strings {
                let utf8 = Array(string.utf8)
                Self.appendVarint(utf8.count, to: &table)
                table += utf8
            }
            return table + body
        }

        static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
            var rest = UInt64(value)
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func varint(_ value: Int) { Self.appendVarint(value, to: &body) }
        mutating func byte(_ value: UInt8) { body.append(value) }
        mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }
        mutating func double(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
        }
        mutating func signed(_ value: Int) {
            // Zig-zag, so small negative numbers stay small.
            varint(Int(bitPattern: UInt((value << 1) ^ (value >> (Int.bitWidth - 1)))))
        }

        mutating func string(_ value: String) {
            if let index = stringIndex[value] {
                varint(index)
            } else {
                stringIndex[value] = strings.count
                varint(strings.count)
                strings.append(value)
            }
        }

        mutating func optionalString(_ value: String?) {
            if let value {
                byte(1)
                string(value)
            } else {
                byte(0)
            }
        }

        mutating func optionalInt(_ value: Int?) { varint(value.map { $0 + 1 } ?? 0) }

        mutating func location(_ location: SourceLocation) {
            string(location.file)
            varint(location.line)
            varint(location.column)
        }

        mutating func encode(_ tables: TemplateTables) {
            string(tables.path)
            string(tables.format.rawValue)
            string(tables.platform.rawValue)
            string(tables.mode.rawValue)
            varint(tables.objects.count)
            for object in tables.objects { encode(object) }
            varint(tables.connections.count)
            for connection in tables.connections { encode(connection) }
            varint(tables.resources.count)
            for resource in tables.resources {
                string(resource.kind.rawValue)
                string(resource.name)
                location(resource.location)
            }
            varint(tables.topLevel.count)
            tables.topLevel.forEach { varint($0) }
            varint(tables.creationOrder.count)
            tables.creationOrder.forEach { varint($0) }
            varint(tables.warnings.count)
            for warning in tables.warnings {
                string(warning.severity.rawValue)
                string(warning.message)
                location(warning.location)
                optionalString(warning.objectID)
                optionalString(warning.className)
                optionalString(warning.key)
            }
            let colors = tables.documentColors.sorted { $0.key < $1.key }
            varint(colors.count)
            for (name, value) in colors {
                string(name)
                color(value)
            }
        }

        mutating func encode(_ object: TemplateObject) {
            string(object.id)
            optionalString(object.className)
            switch object.role {
            case .archived: byte(0)
            case .custom: byte(1)
            case .filesOwner: byte(2)
            case .firstResponder: byte(3)
            case .external(let identifier):
                byte(4)
                string(identifier)
            case .application: byte(5)
            }
            location(object.location)
            bool(object.isVisibleAtLaunch)
            optionalInt(object.parent)
            for list in [object.properties, object.runtimeAttributes] {
                varint(list.count)
                for property in list {
                    string(property.key)
                    value(property.value)
                    location(property.location)
                    bool(property.isAttributeText)
                }
            }
        }

        mutating func encode(_ connection: TemplateConnection) {
            switch connection.kind {
            case .outlet: byte(0)
            case .outletCollection: byte(1)
            case .action: byte(2)
            case .segue: byte(3)
            case .binding: byte(4)
            }
            varint(connection.source)
            optionalInt(connection.destination)
            optionalString(connection.destinationID)
            string(connection.name)
            optionalString(connection.segueKind)
            optionalString(connection.segueID)
            optionalString(connection.event?.rawValue)
            location(connection.location)
            if let binding = connection.binding {
                string(binding.keyPath)
                varint(binding.options.count)
                for option in binding.options {
                    string(option.key)
                    value(option.value)
                }
            }
        }

        mutating func color(_ value: Color) {
            for component in [value.red, value.green, value.blue, value.alpha] { double(component) }
            optionalString(value.name)
            optionalString(value.catalog)
        }

        mutating func value(_ value: TemplateValue) {
            switch value {
            case .string(let string):
                byte(0)
                self.string(string)
            case .integer(let integer):
                byte(1)
                signed(integer)
            case .real(let real):
                byte(2)
                double(real)
            case .bool(let bool):
                byte(3)
                self.bool(bool)
            case .point(let point):
                byte(4)
                double(Double(point.x))
                double(Double(point.y))
            case .size(let size):
                byte(5)
                double(Double(size.width))
                double(Double(size.height))
            case .rect(let rect):
                byte(6)
                for component in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] {
                    double(Double(component))
                }
            case .color(let color):
                byte(7)
                self.color(color)
            case .font(let font):
                byte(8)
                for part in [font.type, font.name, font.family, font.weight, font.style, font.metaFont] {
                    optionalString(part)
                }
                if let size = font.pointSize {
                    byte(1)
                    double(size)
                } else {
                    byte(0)
                }
            case .insets(let insets):
                byte(9)
                for component in [insets.top, insets.left, insets.bottom, insets.right] { double(component) }
            case .null:
                byte(10)
            case .object(let index):
                byte(11)
                varint(index)
            case .array(let items):
                byte(12)
                varint(items.count)
                items.forEach { self.value($0) }
            case .dictionary(let entries):
                byte(13)
                varint(entries.count)
                for entry in entries {
                    string(entry.key)
                    self.value(entry.value)
                }
            case .resource(let index):
                byte(14)
                varint(index)
            }
        }
    }
}

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

        init(bytes: [UInt8], start: Int) {
            self.bytes = bytes
            self.start = start
            self.offset = start
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
            /// Id, class, role, location (3), visibility, parent, two property counts.
            static let object = 10
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
            let bits = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
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
            guard location.line >= 1, location.column >= 1 else { throw failure("a source location has line or column 0") }
            return location
        }

        mutating func enumeration<T: RawRepresentable>(_ type: T.Type) throws(DecodeError) -> T where T.RawValue == String {
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
                    TemplateResource(kind: try enumeration(NibResource.Kind.self), name: try string(), location: try location()))
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
            switch try byte() {
            case 0: role = .archived
            case 1: role = .custom
            case 2: role = .filesOwner
            case 3: role = .firstResponder
            case 4: role = .external(identifier: try string())
            case 5: role = .application
            default: throw failure("unknown object role")
            }
            let location = try location()
            let visible = try bool()
            let parent = try optionalInt()
            let properties = try propertyList(objectCount: objectCount)
            let runtimeAttributes = try propertyList(objectCount: objectCount)
            return TemplateObject(
                id: id, className: className, role: role, location: location, classDescription: nil,
                properties: properties, runtimeAttributes: runtimeAttributes, isVisibleAtLaunch: visible, parent: parent)
        }

        mutating func propertyList(objectCount: Int) throws(DecodeError) -> [TemplateProperty] {
            let count = try count("properties", minimumSize: MinimumSize.property)
            var list: [TemplateProperty] = []
            list.reserveCapacity(count)
            for _ in 0..<count {
                list.append(
                    TemplateProperty(
                        key: try string(), value: try value(depth: 0, objectCount: objectCount), location: try location(),
                        isAttributeText: try bool()))
            }
            return list
        }

        mutating func connection() throws(DecodeError) -> TemplateConnection {
            let kind: TemplateConnection.Kind
            switch try byte() {
            case 0: kind = .outlet
            case 1: kind = .outletCollection
            case 2: kind = .action
            case 3: kind = .segue
            case 4: kind = .binding
            default: throw failure("unknown connection kind")
            }
            let source = try varint()
            let destination = try optionalInt()
            let destinationID = try optionalString()
            let name = try string()
            let segueKind = try optionalString()
            let segueID = try optionalString()
            let event = try optionalString().map(Control.Event.init(rawValue:))
            // The same events a template read from its source may name.
            if let event, !Control.Event.all.contains(event) { throw failure("unknown control event '\(event)'") }
            let location = try location()
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
                segueKind: segueKind, segueID: segueID, event: event, location: location, binding: binding)
        }

        mutating func color() throws(DecodeError) -> Color {
            var color = Color(red: try finite(), green: try finite(), blue: try finite(), alpha: try finite())
            color.name = try optionalString()
            color.catalog = try optionalString()
            return color
        }

        mutating func value(depth: Int, objectCount: Int) throws(DecodeError) -> TemplateValue {
            guard depth < CompiledTemplate.maximumValueDepth else { throw failure("values are nested too deeply") }
            switch try byte() {
            case 0: return .string(try string())
            case 1: return .integer(try signed())
            case 2: return .real(try finite())
            case 3: return .boolean(try bool())
            case 4: return .point(CGPoint(x: try finite(), y: try finite()))
            case 5: return .size(CGSize(width: try finite(), height: try finite()))
            case 6: return .rect(CGRect(x: try finite(), y: try finite(), width: try finite(), height: try finite()))
            case 7: return .color(try color())
            case 8:
                var font = FontDescription(
                    type: try optionalString(), name: try optionalString(), family: try optionalString(),
                    weight: try optionalString(), style: try optionalString(), metaFont: try optionalString())
                if try bool() { font.pointSize = try finite() }
                return .font(font)
            case 9:
                return .insets(EdgeInsets(top: try finite(), left: try finite(), bottom: try finite(), right: try finite()))
            case 10: return .null
            case 11:
                let index = try varint()
                guard index < objectCount else { throw failure("a value names object \(index) of \(objectCount)") }
                return .object(index)
            case 12:
                var items: [TemplateValue] = []
                for _ in 0..<(try count("items", minimumSize: MinimumSize.value)) {
                    items.append(try value(depth: depth + 1, objectCount: objectCount))
                }
                return .array(items)
            case 13:
                var entries: [(key: String, value: TemplateValue)] = []
                for _ in 0..<(try count("entries", minimumSize: MinimumSize.entry)) {
                    entries.append((try string(), try value(depth: depth + 1, objectCount: objectCount)))
                }
                return .dictionary(entries)
            case 14: return .resource(try varint())
            default: throw failure("unknown value kind")
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

extension Data {
    mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

extension FixedWidthInteger {
    init<Bytes: Collection>(littleEndianBytes bytes: Bytes) where Bytes.Element == UInt8 {
        var value: Self = 0
        for (shift, byte) in bytes.enumerated() { value |= Self(byte) << (shift * 8) }
        self = value
    }
}
