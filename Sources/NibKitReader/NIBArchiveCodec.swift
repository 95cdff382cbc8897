import Foundation
import NibKitCore

/// Apple's compiled nib format, NIB Archive, as its four tables, read from
/// bytes and written to bytes.
///
/// This is the binary `.nib` that Xcode compiles a `.xib` or a storyboard
/// scene into (iOS 6 and later; macOS from Xcode 15). It is neither
/// ``NibArchiveParser``, which reads NibKit's own XML format `.nibxml`, nor
/// ``CompiledTemplate``, NibKit's own compiled form `.nibc`. The codec knows
/// only the container: what the objects, keys and values mean (UIKit's or
/// AppKit's vocabulary) is the business of the stages above it.
///
/// Layout (all fixed-width integers little-endian):
///
/// ```
/// "NIBArchive"              10 bytes  magic
/// format version            UInt32    1
/// coder version             UInt32    9 (iOS), 10 (macOS, Xcode 15)
/// objects count, offset     UInt32 × 2
/// keys count, offset        UInt32 × 2
/// values count, offset      UInt32 × 2
/// class names count, offset UInt32 × 2
/// object:     varint class index, varint first value index, varint value count
/// key:        varint length, UTF-8 bytes
/// value:      varint key index, type byte, payload (see `Payload`)
/// class name: varint length (with the trailing NUL), varint n,
///             n × Int32 fallback class indexes, the NUL-terminated name
/// ```
///
/// A varint is 7-bit groups, least significant first, whose *last* byte has
/// the high bit set: the opposite of LEB128. Decoding is safe for hostile
/// input: every count and offset is checked against the bytes left before
/// anything is reserved, every index against its table, the objects' value
/// ranges against each other (no two share a value, so no value is read
/// twice), and every failure is a ``DecodeError`` carrying the byte offset. Encoding writes the layout
/// every file Xcode writes has (the four tables one after the other from
/// byte 50 to the end, each number in its shortest form), so decoding such a
/// file and encoding the tables again gives back the same bytes.
///
/// ```swift
/// let tables = try NIBArchiveCodec.decode(data)
/// let root = tables.objects[0]
/// print(tables.className(of: root) ?? "?") // NSObject
/// assert(NIBArchiveCodec.encode(tables) == data)
/// ```
package enum NIBArchiveCodec {
    static let magic = Array("NIBArchive".utf8)
    /// The magic and ten 32-bit numbers.
    package static let headerSize = 50
    /// The only format version there is.
    static let formatVersion: UInt32 = 1
    /// 9 in iOS nibs, 10 in macOS nibs from Xcode 15.
    static let coderVersions: ClosedRange<UInt32> = 9...10
    /// The largest file read: the XML readers' limit.
    static let maximumSize = XMLReader.maximumSize

    /// Whether `data` starts with the NIB Archive magic.
    static func isNIBArchive(_ data: some Collection<UInt8>) -> Bool {
        data.starts(with: magic)
    }

    /// The four tables of a NIB Archive, with the header's two versions.
    ///
    /// Indexes are positions in the other tables: an object's class in
    /// `classes`, its values in `values`, a value's key in `keys`, an object
    /// reference in `objects`. Tables that ``NIBArchiveCodec/decode(_:)``
    /// returns have every index in range and no value in two objects' ranges.
    package struct Tables: Hashable, Sendable {
        package var formatVersion: UInt32 = NIBArchiveCodec.formatVersion
        package var coderVersion: UInt32 = 9
        package var objects: [Object] = []
        package var keys: [String] = []
        package var values: [Value] = []
        package var classes: [ClassName] = []

        /// The name of `object`'s class, if its index is in range.
        package func className(of object: Object) -> String? {
            classes.indices.contains(object.classIndex) ? classes[object.classIndex].name : nil
        }

        /// The values of `object`, or none if its range is out of bounds.
        package func values(of object: Object) -> ArraySlice<Value> {
            object.valueRange.clamped(to: values.indices) == object.valueRange ? values[object.valueRange] : []
        }

        /// The key of `value`, if its index is in range.
        package func key(of value: Value) -> String? {
            keys.indices.contains(value.keyIndex) ? keys[value.keyIndex] : nil
        }

        package init(
            formatVersion: UInt32 = NIBArchiveCodec.formatVersion, coderVersion: UInt32 = 9, objects: [Object] = [],
            keys: [String] = [], values: [Value] = [], classes: [ClassName] = []
        ) {
            self.formatVersion = formatVersion
            self.coderVersion = coderVersion
            self.objects = objects
            self.keys = keys
            self.values = values
            self.classes = classes
        }
    }

    /// An object: its class and the contiguous run of its values.
    package struct Object: Hashable, Sendable {
        package var classIndex: Int
        /// Which entries of the values table are this object's, in order.
        package var valueRange: Range<Int>

        package init(classIndex: Int, valueRange: Range<Int>) {
            self.classIndex = classIndex
            self.valueRange = valueRange
        }
    }

    /// One value of an object: a key and a typed payload.
    package struct Value: Hashable, Sendable {
        package var keyIndex: Int
        package var payload: Payload

        package init(keyIndex: Int, payload: Payload) {
            self.keyIndex = keyIndex
            self.payload = payload
        }
    }

    /// A value's payload, by its type byte.
    package enum Payload: Hashable, Sendable {
        /// Type 0.
        case int8(Int8)
        /// Type 1.
        case int16(Int16)
        /// Type 2.
        case int32(Int32)
        /// Type 3.
        case int64(Int64)
        /// Type 4 (true) or 5 (false), without payload bytes.
        case bool(Bool)
        /// Type 6.
        case float32(Float)
        /// Type 7.
        case float64(Double)
        /// Type 8: a varint length and the bytes (strings, geometry, nested archives).
        case data([UInt8])
        /// Type 9, without payload bytes.
        case `nil`
        /// Type 10: a UInt32 index into the objects table.
        case object(Int)

        // Floats compare and hash by their bits, so a NaN read is equal to
        // itself and tables decoded twice are always equal.
        package static func == (left: Payload, right: Payload) -> Bool {
            switch (left, right) {
            case (.int8(let a), .int8(let b)): a == b
            case (.int16(let a), .int16(let b)): a == b
            case (.int32(let a), .int32(let b)): a == b
            case (.int64(let a), .int64(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.float32(let a), .float32(let b)): a.bitPattern == b.bitPattern
            case (.float64(let a), .float64(let b)): a.bitPattern == b.bitPattern
            case (.data(let a), .data(let b)): a == b
            case (.nil, .nil): true
            case (.object(let a), .object(let b)): a == b
            default: false
            }
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(typeByte)
            switch self {
            case .int8(let value): hasher.combine(value)
            case .int16(let value): hasher.combine(value)
            case .int32(let value): hasher.combine(value)
            case .int64(let value): hasher.combine(value)
            case .bool, .nil: break
            case .float32(let value): hasher.combine(value.bitPattern)
            case .float64(let value): hasher.combine(value.bitPattern)
            case .data(let bytes): hasher.combine(bytes)
            case .object(let index): hasher.combine(index)
            }
        }

        /// The byte that stands before the payload in the file.
        var typeByte: UInt8 {
            switch self {
            case .int8: 0
            case .int16: 1
            case .int32: 2
            case .int64: 3
            case .bool(let value): value ? 4 : 5
            case .float32: 6
            case .float64: 7
            case .data: 8
            case .nil: 9
            case .object: 10
            }
        }
    }

    /// A class name with the classes to use where it does not exist
    /// (UIColor falls back to NSColor, UIFont to NSFont).
    package struct ClassName: Hashable, Sendable {
        /// The name, without the trailing NUL the file stores.
        package var name: String
        /// Indexes into the class names table.
        package var fallbackClassIndexes: [Int] = []

        package init(name: String, fallbackClassIndexes: [Int] = []) {
            self.name = name
            self.fallbackClassIndexes = fallbackClassIndexes
        }
    }

    /// Where each entry of each table starts in the decoded file, for errors
    /// that the stages above the codec find in the tables.
    struct Layout: Hashable, Sendable {
        var objectOffsets: [Int] = []
        var keyOffsets: [Int] = []
        var valueOffsets: [Int] = []
        var classOffsets: [Int] = []
    }

    /// Why bytes are not a NIB Archive NibKit reads, and where.
    struct DecodeError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The byte offset of the field found wrong, from the file's start.
        var offset: Int
        /// The entry being read ("value 12", "class name 3"), or nil for the header.
        var entry: String?
        /// What is wrong.
        var reason: String
        /// `.unsupportedFormat` for a version NibKit does not read, else `.invalidArchive`.
        var code: NibError.Code = .invalidArchive

        /// "value 12 at byte 340: key index 99 out of range (38 keys)".
        var description: String {
            "\(entry.map { "\($0) " } ?? "")at byte \(offset): \(reason)"
        }

        /// The error as NibKit's public API reports it, at the start of the
        /// file `path` (a binary file has no lines; the message says the byte).
        func nibError(path: String) -> NibError {
            NibError(code, Diagnostic(.error, "NIB Archive: \(description)", at: SourceLocation.start(of: path)))
        }
    }
}

// MARK: - Decoding

extension NIBArchiveCodec {
    /// The tables of `data`, every count, offset and index checked.
    static func decode(_ data: Data) throws(DecodeError) -> Tables {
        try decodeWithLayout(data).tables
    }

    /// The tables of `data` and where each of their entries starts.
    static func decodeWithLayout(_ data: Data) throws(DecodeError) -> (tables: Tables, layout: Layout) {
        // Before the bytes are copied.
        guard data.count <= maximumSize else {
            throw DecodeError(
                offset: 0,
                reason: "the file is \(data.count) bytes; NibKit reads NIB Archives of at most \(maximumSize) bytes")
        }
        var decoder = Decoder(bytes: [UInt8](data))
        return try decoder.decode()
    }

    /// The smallest size of an entry of each table, which bounds its count by the bytes left.
    private enum MinimumSize {
        /// Three one-byte varints.
        static let object = 3
        /// A one-byte length.
        static let key = 1
        /// A one-byte key index and the type byte.
        static let value = 2
        /// A one-byte length, a one-byte fallback count and the NUL.
        static let className = 3
    }

    private struct Decoder {
        let bytes: [UInt8]
        var offset = 0
        /// The entry being read, which errors name.
        var entry: String?

        init(bytes: [UInt8]) { self.bytes = bytes }

        func failure(_ reason: String, at position: Int) -> DecodeError {
            DecodeError(offset: position, entry: entry, reason: reason)
        }

        mutating func decode() throws(DecodeError) -> (tables: Tables, layout: Layout) {
            let header = try readHeader()
            var tables = Tables(formatVersion: header.formatVersion, coderVersion: header.coderVersion)
            var layout = Layout()
            let counts = header.tables.map(\.count)
            let (objectCount, keyCount, valueCount, classCount) = (counts[0], counts[1], counts[2], counts[3])

            offset = header.tables[0].offset
            // The object each value belongs to, -1 for none yet (a file
            // NibKit reads holds fewer than 2^31 objects).
            var owners = [Int32](repeating: -1, count: valueCount)
            tables.objects.reserveCapacity(objectCount)
            layout.objectOffsets.reserveCapacity(objectCount)
            for index in 0..<objectCount {
                entry = "object \(index)"
                layout.objectOffsets.append(offset)
                let classIndex = try self.index(in: classCount, "class", plural: "class names")
                let first = offset
                let firstValue = try varint()
                let countOffset = offset
                let count = try varint()
                guard firstValue <= valueCount else {
                    throw failure("first value index \(firstValue) out of range (\(valueCount) values)", at: first)
                }
                guard count <= valueCount - firstValue else {
                    throw failure(
                        "\(count) values from value \(firstValue) run past the end of the values table (\(valueCount) values)",
                        at: countOffset)
                }
                // Each value belongs to one object, so the objects cost what
                // the values table costs, however many there are.
                for value in firstValue..<firstValue + count where owners[value] >= 0 {
                    let owner = tables.objects[Int(owners[value])].valueRange
                    throw failure(
                        "its values \(firstValue) to \(firstValue + count - 1) overlap those of object \(owners[value]) (values \(owner.lowerBound) to \(owner.upperBound - 1)); each value belongs to one object",
                        at: first)
                }
                for value in firstValue..<firstValue + count { owners[value] = Int32(truncatingIfNeeded: index) }
                tables.objects.append(Object(classIndex: classIndex, valueRange: firstValue..<firstValue + count))
            }

            offset = header.tables[1].offset
            tables.keys.reserveCapacity(keyCount)
            layout.keyOffsets.reserveCapacity(keyCount)
            for index in 0..<keyCount {
                entry = "key \(index)"
                layout.keyOffsets.append(offset)
                let bytes = try lengthPrefixedBytes()
                guard let key = String(validating: bytes, as: UTF8.self) else {
                    throw failure("the key is not UTF-8", at: layout.keyOffsets[index])
                }
                tables.keys.append(key)
            }

            offset = header.tables[2].offset
            tables.values.reserveCapacity(valueCount)
            layout.valueOffsets.reserveCapacity(valueCount)
            for index in 0..<valueCount {
                entry = "value \(index)"
                layout.valueOffsets.append(offset)
                let keyIndex = try self.index(in: keyCount, "key", plural: "keys")
                tables.values.append(Value(keyIndex: keyIndex, payload: try payload(objectCount: objectCount)))
            }

            offset = header.tables[3].offset
            tables.classes.reserveCapacity(classCount)
            layout.classOffsets.reserveCapacity(classCount)
            for index in 0..<classCount {
                entry = "class name \(index)"
                layout.classOffsets.append(offset)
                tables.classes.append(try className(classCount: classCount))
            }
            return (tables, layout)
        }

        struct Header {
            var formatVersion: UInt32
            var coderVersion: UInt32
            /// Objects, keys, values, class names.
            var tables: [(count: Int, offset: Int)]
        }

        mutating func readHeader() throws(DecodeError) -> Header {
            entry = nil
            let magic = NIBArchiveCodec.magic
            guard bytes.starts(with: magic.prefix(bytes.count)) else {
                throw failure("the file does not start with 'NIBArchive'", at: 0)
            }
            guard bytes.count >= headerSize else {
                throw failure("the file ends inside the \(headerSize)-byte header", at: bytes.count)
            }
            offset = magic.count
            let formatVersion = try uint32()
            guard formatVersion == NIBArchiveCodec.formatVersion else {
                var error = failure(
                    "format version \(formatVersion) is not supported; NibKit reads format version \(NIBArchiveCodec.formatVersion)",
                    at: offset - 4)
                error.code = .unsupportedFormat
                throw error
            }
            let coderVersion = try uint32()
            guard coderVersions.contains(coderVersion) else {
                var error = failure(
                    "coder version \(coderVersion) is not supported; NibKit reads coder versions \(coderVersions.lowerBound) and \(coderVersions.upperBound)",
                    at: offset - 4)
                error.code = .unsupportedFormat
                throw error
            }
            let names = ["objects", "keys", "values", "class names"]
            let minimumSizes = [MinimumSize.object, MinimumSize.key, MinimumSize.value, MinimumSize.className]
            var tables: [(count: Int, offset: Int)] = []
            for (name, minimumSize) in zip(names, minimumSizes) {
                let countOffset = offset
                let count = Int(try uint32())
                let start = Int(try uint32())
                guard start >= headerSize, start <= bytes.count else {
                    throw failure(
                        "the \(name) table starts at byte \(start), outside the \(bytes.count - headerSize) bytes after the header",
                        at: countOffset + 4)
                }
                guard count <= (bytes.count - start) / minimumSize else {
                    throw failure(
                        "\(count) \(name) cannot fit in the \(bytes.count - start) bytes from byte \(start) to the end of the file",
                        at: countOffset)
                }
                tables.append((count, start))
            }
            return Header(formatVersion: formatVersion, coderVersion: coderVersion, tables: tables)
        }

        mutating func byte() throws(DecodeError) -> UInt8 {
            guard offset < bytes.count else { throw failure("the file ends here", at: offset) }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func uint32() throws(DecodeError) -> UInt32 {
            UInt32(truncatingIfNeeded: try fixed(byteCount: 4))
        }

        /// `byteCount` little-endian bytes, as the low bits of a UInt64.
        mutating func fixed(byteCount: Int) throws(DecodeError) -> UInt64 {
            guard byteCount <= bytes.count - offset else {
                throw failure("the file ends inside a \(byteCount)-byte number", at: offset)
            }
            defer { offset += byteCount }
            return UInt64(littleEndianBytes: bytes[offset..<offset + byteCount])
        }

        /// A varint of at most nine groups (63 bits), which every count,
        /// length and index that fits in a file fits in.
        mutating func varint() throws(DecodeError) -> Int {
            let start = offset
            var result = 0
            var shift = 0
            while true {
                guard offset < bytes.count else { throw failure("the file ends inside a number", at: start) }
                let next = bytes[offset]
                offset += 1
                result |= Int(next & 0x7F) << shift
                if next & 0x80 != 0 { return result }
                shift += 7
                guard shift < 63 else { throw failure("a number runs on for more than 9 bytes", at: start) }
            }
        }

        /// A varint index into a table of `count` entries.
        mutating func index(in count: Int, _ what: String, plural: String) throws(DecodeError) -> Int {
            let start = offset
            let value = try varint()
            guard value < count else {
                throw failure("\(what) index \(value) out of range (\(count) \(plural))", at: start)
            }
            return value
        }

        /// A varint length and that many bytes.
        mutating func lengthPrefixedBytes() throws(DecodeError) -> ArraySlice<UInt8> {
            let start = offset
            let length = try varint()
            guard length <= bytes.count - offset else {
                throw failure(
                    "a length of \(length) bytes runs past the end of the file (\(bytes.count - offset) bytes left)",
                    at: start)
            }
            defer { offset += length }
            return bytes[offset..<offset + length]
        }

        mutating func payload(objectCount: Int) throws(DecodeError) -> Payload {
            let typeOffset = offset
            switch try byte() {
            case 0: return .int8(Int8(truncatingIfNeeded: try fixed(byteCount: 1)))
            case 1: return .int16(Int16(truncatingIfNeeded: try fixed(byteCount: 2)))
            case 2: return .int32(Int32(truncatingIfNeeded: try fixed(byteCount: 4)))
            case 3: return .int64(Int64(bitPattern: try fixed(byteCount: 8)))
            case 4: return .bool(true)
            case 5: return .bool(false)
            case 6: return .float32(Float(bitPattern: UInt32(truncatingIfNeeded: try fixed(byteCount: 4))))
            case 7: return .float64(Double(bitPattern: try fixed(byteCount: 8)))
            case 8: return .data(Array(try lengthPrefixedBytes()))
            case 9: return .nil
            case 10:
                let start = offset
                let index = Int(try uint32())
                guard index < objectCount else {
                    throw failure("object reference \(index) out of range (\(objectCount) objects)", at: start)
                }
                return .object(index)
            case let type:
                throw failure("unknown value type \(type); NIB Archive types are 0 to 10", at: typeOffset)
            }
        }

        mutating func className(classCount: Int) throws(DecodeError) -> ClassName {
            let start = offset
            let length = try varint()
            guard length >= 1 else { throw failure("a class name's length of 0 leaves no room for its NUL", at: start) }
            let fallbackOffset = offset
            let fallbackCount = try varint()
            guard fallbackCount <= (bytes.count - offset) / 4 else {
                throw failure(
                    "\(fallbackCount) fallback classes cannot fit in the \(bytes.count - offset) bytes left",
                    at: fallbackOffset)
            }
            var fallbacks: [Int] = []
            fallbacks.reserveCapacity(fallbackCount)
            for _ in 0..<fallbackCount {
                let position = offset
                let fallback = Int(Int32(bitPattern: try uint32()))
                guard fallback >= 0, fallback < classCount else {
                    throw failure(
                        "fallback class index \(fallback) out of range (\(classCount) class names)", at: position)
                }
                fallbacks.append(fallback)
            }
            let nameOffset = offset
            guard length <= bytes.count - offset else {
                throw failure(
                    "a name of \(length) bytes runs past the end of the file (\(bytes.count - offset) bytes left)",
                    at: start)
            }
            let bytes = self.bytes[offset..<offset + length]
            offset += length
            guard bytes.last == 0 else { throw failure("the class name does not end in a NUL byte", at: offset - 1) }
            let name = bytes.dropLast()
            if let nul = name.firstIndex(of: 0) {
                throw failure("the class name holds a NUL byte before its end", at: nul)
            }
            guard let string = String(validating: name, as: UTF8.self) else {
                throw failure("the class name is not UTF-8", at: nameOffset)
            }
            return ClassName(name: string, fallbackClassIndexes: fallbacks)
        }
    }
}

// MARK: - Encoding

extension NIBArchiveCodec {
    /// The bytes of `tables`, in the layout Xcode writes: the header, then
    /// objects, keys, values and class names from byte 50 to the end.
    ///
    /// It writes any tables without trapping; an index out of range (which
    /// decoded tables never have) is written as it is, and decoding refuses it.
    package static func encode(_ tables: Tables) -> Data {
        var objects: [UInt8] = []
        for object in tables.objects {
            appendVarint(object.classIndex, to: &objects)
            appendVarint(object.valueRange.lowerBound, to: &objects)
            appendVarint(object.valueRange.count, to: &objects)
        }
        var keys: [UInt8] = []
        for key in tables.keys {
            appendVarint(key.utf8.count, to: &keys)
            keys.append(contentsOf: key.utf8)
        }
        var values: [UInt8] = []
        for value in tables.values {
            appendVarint(value.keyIndex, to: &values)
            appendPayload(value.payload, to: &values)
        }
        var classes: [UInt8] = []
        for className in tables.classes {
            appendVarint(className.name.utf8.count + 1, to: &classes)
            appendVarint(className.fallbackClassIndexes.count, to: &classes)
            for fallback in className.fallbackClassIndexes {
                classes.append(littleEndian: Int32(truncatingIfNeeded: fallback))
            }
            classes.append(contentsOf: className.name.utf8)
            classes.append(0)
        }

        var data = Data(magic)
        data.reserveCapacity(headerSize + objects.count + keys.count + values.count + classes.count)
        data.append(littleEndian: tables.formatVersion)
        data.append(littleEndian: tables.coderVersion)
        var start = headerSize
        for (count, bytes) in [
            (tables.objects.count, objects), (tables.keys.count, keys), (tables.values.count, values),
            (tables.classes.count, classes),
        ] {
            data.append(littleEndian: UInt32(truncatingIfNeeded: count))
            data.append(littleEndian: UInt32(truncatingIfNeeded: start))
            start += bytes.count
        }
        for bytes in [objects, keys, values, classes] { data.append(contentsOf: bytes) }
        return data
    }

    /// A NIB Archive varint: 7-bit groups, least significant first, the high
    /// bit set on the last byte. A negative number is written as its 64-bit pattern.
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(truncatingIfNeeded: value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(rest) | 0x80)
    }

    private static func appendPayload(_ payload: Payload, to bytes: inout [UInt8]) {
        bytes.append(payload.typeByte)
        switch payload {
        case .int8(let value): bytes.append(littleEndian: value)
        case .int16(let value): bytes.append(littleEndian: value)
        case .int32(let value): bytes.append(littleEndian: value)
        case .int64(let value): bytes.append(littleEndian: value)
        case .bool, .nil: break
        case .float32(let value): bytes.append(littleEndian: value.bitPattern)
        case .float64(let value): bytes.append(littleEndian: value.bitPattern)
        case .data(let data):
            appendVarint(data.count, to: &bytes)
            bytes.append(contentsOf: data)
        case .object(let index): bytes.append(littleEndian: UInt32(truncatingIfNeeded: index))
        }
    }
}
