import Foundation
import NibKitCore

/// The object graph of a binary property list, walked without decoding it,
/// to learn what reading it would cost before Foundation reads it.
///
/// A binary property list stores each object once and lets arrays and
/// dictionaries refer to it by number, so one object may be referred to many
/// times. Foundation on Linux gives back every reference as a copy of its own,
/// as must any reader that produces values rather than objects: an array of
/// two references to an array of two references to … doubles with each level,
/// and 60 levels written in under 300 bytes would expand to 2^60 values.
/// Foundation also reads nesting by recursion, without a limit.
///
/// So the graph is checked first: the trailer and offset table, each
/// reachable object's marker, length and references, then, in one iterative
/// walk (children before parents, each object once), how many values the
/// object expands to, how many bytes of text, data and numbers those hold, and
/// how deep it nests. A reference cycle, a graph that expands past
/// ``maximumValues`` or ``maximumBytes``, or nesting deeper than
/// ``maximumDepth`` is refused, naming the object and its byte offset.
package struct BinaryPropertyListGraph {
    /// The values (containers, keys and leaves, each reference counted again)
    /// a binary property list may expand to: the compiled readers' one limit,
    /// ``ExpansionBudget/maximumValues`` (262,144), over a hundred times the
    /// values of the largest table in the corpus (1,031 entries).
    static let maximumValues = ExpansionBudget.maximumValues
    /// The bytes of strings, data and numbers it may expand to: the largest
    /// file NibKit reads (`XMLReader.maximumSize`).
    static let maximumBytes = XMLReader.maximumSize
    /// The nesting of arrays and dictionaries, as for OpenStep text.
    static let maximumDepth = 512

    /// What is wrong with the graph.
    package struct Problem: Error, Equatable {
        package var message: String
    }

    /// What one object costs once expanded.
    private struct Cost {
        var values: Int
        var bytes: Int
        var depth: Int
    }

    /// One object's marker, read: what it holds and where.
    private struct Object {
        /// For containers, where the references start and how many there are
        /// (a dictionary's keys, then its values).
        var references: (start: Int, count: Int)?
        /// For dictionaries, how many of the references are keys.
        var keys = 0
        /// The bytes the leaf holds.
        var bytes: Int
        /// The marker byte, where the leaf's payload starts, and how many
        /// units (bytes, or UTF-16 code units) it holds.
        var marker: UInt8 = 0
        var body = 0
        var count = 0
    }

    private let bytes: [UInt8]
    /// Whether a UID is read (as Foundation's XML spelling of one, see
    /// ``read(_:allowingUIDs:)``) rather than refused.
    private var allowsUIDs = false
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTable: Int

    private init(bytes: [UInt8]) throws(Problem) {
        self.bytes = bytes
        // bplist0x, at least one object, the offset table and the 32-byte trailer.
        guard bytes.count >= 8 + 1 + 1 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw Self.broken("it is too short to hold the header, an object and the trailer")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Self.broken(
                "the trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize) bytes; each is 1 to 8"
            )
        }
        let count = Self.integer(bytes, at: trailer + 8, size: 8)
        let top = Self.integer(bytes, at: trailer + 16, size: 8)
        let table = Self.integer(bytes, at: trailer + 24, size: 8)
        guard let count, count >= 1, let top, top < count, let table, table >= 9, table < trailer,
            count <= (trailer - table) / offsetSize
        else {
            throw Self.broken("its trailer's object count, top object and offset table do not fit the file")
        }
        objectCount = count
        topObject = top
        offsetTable = table
    }

    /// The value of the binary property list `bytes`.
    ///
    /// Each object is read once, when its graph has been checked, and an
    /// object that several containers refer to stays one shared value.
    ///
    /// - Parameter allowingUIDs: Whether the list is an `NSKeyedArchiver`
    ///   archive, whose objects refer to each other by UID: each UID is then
    ///   read as Foundation writes one in XML, a dictionary whose one key
    ///   `CF$UID` holds the number (``uidKey``); otherwise a UID is refused.
    /// - Throws: ``Problem`` when the tables are broken, a container holds
    ///   itself, a value is not one a property list holds (a null, a UID, a
    ///   set, a string that is not text), or reading the list would pass a
    ///   bound.
    package static func read(_ bytes: [UInt8], allowingUIDs: Bool = false) throws(Problem) -> PropertyListValue {
        var graph = try BinaryPropertyListGraph(bytes: bytes)
        graph.allowsUIDs = allowingUIDs
        return try graph.walk()
    }

    /// The key of the dictionary a UID is read as: Foundation's XML spelling.
    static let uidKey = "CF$UID"

    /// Children before parents, each object once: an explicit stack, since a
    /// hostile file may nest as deep as it is long.
    private func walk() throws(Problem) -> PropertyListValue {
        // Where each object stands, by its number: not reached, on the walk's
        // stack, or read (its place in `costs` and `values`). Four bytes an
        // object, and the trailer's object count is bounded by the file's size,
        // so the table is at most four times the file; what is read, at most
        // `maximumValues` objects, sits in the arrays beside it. An array, not a
        // dictionary: every reference is a look-up, and hashing them cost a
        // fifth of the walk and its locality.
        var slots = [Int32](repeating: Self.notReached, count: objectCount)
        var costs: [Cost] = []
        var values: [PropertyListValue] = []
        slots[topObject] = Self.onStack
        var stack: [(index: Int, object: Object, next: Int)] = [(topObject, try object(topObject), 0)]
        while let top = stack.last {
            let (index, object, next) = top
            if let references = object.references, next < references.count {
                stack[stack.count - 1].next += 1
                let child = try reference(references.start, next)
                if next < object.keys, ![0x5, 0x6, 0x7].contains(bytes[try offset(of: child)] >> 4) {
                    throw Self.broken(
                        "the dictionary object \(index) (at byte \(try offset(of: index))) has a key that is not a string, object \(child)"
                    )
                }
                switch slots[child] {
                case Self.notReached: break
                case Self.onStack:
                    throw Problem(
                        message:
                            "not a valid binary property list: object \(child) (at byte \(try offset(of: child))) contains itself through its references"
                    )
                default: continue
                }
                if costs.count + stack.count >= Self.maximumValues {
                    throw try valuesProblem(at: child)
                }
                slots[child] = Self.onStack
                stack.append((child, try self.object(child), 0))
                continue
            }
            stack.removeLast()
            var cost = Cost(values: 1, bytes: object.bytes, depth: 0)
            if let references = object.references {
                cost.depth = 1
                for position in 0..<references.count {
                    let slot = Int(slots[try reference(references.start, position)])
                    guard slot >= 0 else { continue }
                    let child = costs[slot]
                    // Capped just past the bounds, so sums cannot overflow.
                    cost.values = min(cost.values + child.values, Self.maximumValues + 1)
                    cost.bytes = min(cost.bytes + child.bytes, Self.maximumBytes + 1)
                    cost.depth = max(cost.depth, child.depth + 1)
                }
            }
            if cost.depth > Self.maximumDepth {
                throw Problem(
                    message:
                        "the binary property list nests arrays and dictionaries more than \(Self.maximumDepth) deep, at \(try place(of: index))"
                )
            }
            if cost.values > Self.maximumValues {
                throw try valuesProblem(at: index)
            }
            if cost.bytes > Self.maximumBytes {
                throw Problem(
                    message:
                        "the binary property list expands to more than \(Self.maximumBytes) bytes of strings, data and numbers, at \(try place(of: index)): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy"
                )
            }
            let value = try self.value(of: index, object) { child in
                let slot = Int(slots[child])
                return slot >= 0 ? values[slot] : nil
            }
            slots[index] = Int32(values.count)
            costs.append(cost)
            values.append(value)
        }
        let slot = Int(slots[topObject])
        guard slot >= 0 else { throw Self.broken("it has no top object") }
        return values[slot]
    }

    /// An object's slot before it is reached, and while it is on the walk's stack.
    private static let notReached: Int32 = -2
    private static let onStack: Int32 = -1

    /// The value of object `index`, whose children's values are read already.
    private func value(
        of index: Int, _ object: Object, children: (Int) -> PropertyListValue?
    ) throws(Problem) -> PropertyListValue {
        let body = object.body
        switch object.marker >> 4 {
        case 0x0:
            switch object.marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default:
                throw Problem(
                    message: "the binary property list holds a null at \(try place(of: index)); NibKit reads no nulls")
            }
        case 0x1:
            // 1, 2 and 4 bytes are unsigned, 8 signed; of 16, the low 8, as Foundation reads them.
            let size = object.count
            var raw: UInt64 = 0
            for byte in bytes[(body + max(0, size - 8))..<(body + size)] { raw = raw << 8 | UInt64(byte) }
            return .integer(Int(truncatingIfNeeded: raw))
        case 0x2:
            var raw: UInt64 = 0
            for byte in bytes[body..<(body + object.count)] { raw = raw << 8 | UInt64(byte) }
            switch object.count {
            case 4: return .real(Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))))
            case 8: return .real(Double(bitPattern: raw))
            default: throw Self.broken("\(try place(of: index)) is a real of \(object.count) bytes; reals have 4 or 8")
            }
        case 0x3:
            var raw: UInt64 = 0
            for byte in bytes[body..<(body + 8)] { raw = raw << 8 | UInt64(byte) }
            return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: raw)))
        case 0x4:
            return .data(Data(bytes[body..<(body + object.count)]))
        case 0x5:
            // ASCII, as Foundation reads it: each byte one character.
            var text = String.UnicodeScalarView()
            for byte in bytes[body..<(body + object.count)] { text.append(Unicode.Scalar(byte)) }
            return .string(String(text))
        case 0x7:
            guard let text = String(validating: bytes[body..<(body + object.count)], as: UTF8.self) else {
                throw Self.broken("\(try place(of: index)) is a UTF-8 string that is not valid UTF-8")
            }
            return .string(text)
        case 0x6:
            let units = (0..<object.count).lazy.map {
                UInt16(self.bytes[body + 2 * $0]) << 8 | UInt16(self.bytes[body + 2 * $0 + 1])
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw Self.broken("\(try place(of: index)) is a UTF-16 string with a lone surrogate")
            }
            return .string(text)
        case 0x8:
            if allowsUIDs {
                var raw: UInt64 = 0
                for byte in bytes[body..<(body + object.count)] { raw = raw << 8 | UInt64(byte) }
                return .dictionary([Self.uidKey: .integer(Int(truncatingIfNeeded: raw))])
            }
            throw Problem(
                message:
                    "the binary property list holds a UID at \(try place(of: index)); UIDs belong to keyed archives, not to property lists NibKit reads"
            )
        case 0xA:
            guard let references = object.references else { return .array([]) }
            var items: [PropertyListValue] = []
            items.reserveCapacity(references.count)
            for position in 0..<references.count {
                guard let item = children(try reference(references.start, position)) else {
                    throw Self.broken("\(try place(of: index)) refers to an object not read")
                }
                items.append(item)
            }
            return .array(items)
        case 0xD:
            guard let references = object.references else { return .dictionary([:]) }
            var entries: [String: PropertyListValue] = [:]
            entries.reserveCapacity(object.keys)
            for position in 0..<object.keys {
                guard case .string(let key)? = children(try reference(references.start, position)),
                    let value = children(try reference(references.start, object.keys + position))
                else {
                    throw Self.broken("\(try place(of: index)) refers to an object not read")
                }
                entries[key] = value
            }
            return .dictionary(entries)
        default:
            throw Self.broken(
                "\(try place(of: index)) has the unknown marker \(String(format: "0x%02X", object.marker))")
        }
    }

    /// Where object `index` is, for a problem's message; only built when one is thrown.
    private func place(of index: Int) throws(Problem) -> String {
        "object \(index) (at byte \(try offset(of: index)))"
    }

    private func valuesProblem(at index: Int) throws(Problem) -> Problem {
        Problem(
            message:
                "the binary property list expands to more than \(Self.maximumValues) values, at \(try place(of: index)): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy"
        )
    }

    // MARK: Tables

    private static func broken(_ reason: String) -> Problem {
        Problem(message: "not a valid binary property list: \(reason)")
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, nil when
    /// it does not fit in an `Int` or the bytes run out.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    private func offset(of index: Int) throws(Problem) -> Int {
        guard let offset = Self.integer(bytes, at: offsetTable + index * offsetSize, size: offsetSize),
            offset >= 8, offset < offsetTable
        else {
            throw Self.broken("the offset of object \(index) lies outside the object table")
        }
        return offset
    }

    /// The `position`th reference of the list starting at `start`.
    private func reference(_ start: Int, _ position: Int) throws(Problem) -> Int {
        guard let index = Self.integer(bytes, at: start + position * referenceSize, size: referenceSize),
            index < objectCount
        else {
            throw Self.broken("a reference at byte \(start + position * referenceSize) names no object")
        }
        return index
    }

    /// Reads the marker and length of object `index`, checking that what it
    /// holds lies within the object table.
    private func object(_ index: Int) throws(Problem) -> Object {
        let start = try offset(of: index)
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        func within(_ length: Int, from begin: Int) throws(Problem) -> Int {
            guard length >= 0, begin <= offsetTable, length <= offsetTable - begin else {
                throw Self.broken("\(try place(of: index)) holds more bytes than the object table has")
            }
            return length
        }
        // A length of 15 in the marker means the length follows as an integer object.
        func length() throws(Problem) -> (count: Int, body: Int) {
            guard low == 0x0F else { return (low, start + 1) }
            guard start + 1 < offsetTable, bytes[start + 1] & 0xF0 == 0x10, bytes[start + 1] & 0x0F <= 3,
                let count = Self.integer(bytes, at: start + 2, size: 1 << Int(bytes[start + 1] & 0x0F))
            else {
                throw Self.broken("\(try place(of: index)) has a length that is not an integer")
            }
            return (count, start + 2 + 1 << Int(bytes[start + 1] & 0x0F))
        }
        switch marker >> 4 {
        case 0x0:
            // null, false, true, fill
            return Object(bytes: 1, marker: marker)
        case 0x1, 0x2:
            // integers and reals of 2^n bytes
            let size = 1 << min(low, 4)
            return Object(bytes: try within(size, from: start + 1), marker: marker, body: start + 1, count: size)
        case 0x3:
            // dates: 8 bytes
            return Object(bytes: try within(8, from: start + 1), marker: marker, body: start + 1, count: 8)
        case 0x4, 0x5, 0x7:
            // data, ASCII strings, UTF-8 strings
            let (count, body) = try length()
            return Object(bytes: try within(count, from: body), marker: marker, body: body, count: count)
        case 0x6:
            // UTF-16 strings: two bytes a character
            let (count, body) = try length()
            guard count <= Int.max / 2 else {
                throw Self.broken("\(try place(of: index)) holds more bytes than the object table has")
            }
            return Object(bytes: try within(count * 2, from: body), marker: marker, body: body, count: count)
        case 0x8:
            // UIDs of n + 1 bytes (at most 8 are read as a number)
            guard low < 8 || !allowsUIDs else {
                throw Self.broken("\(try place(of: index)) is a UID of \(low + 1) bytes; UIDs have 1 to 8")
            }
            return Object(bytes: try within(low + 1, from: start + 1), marker: marker, body: start + 1, count: low + 1)
        case 0xB, 0xC:
            // Foundation on Linux crashes turning a set into Swift values, and
            // no property-list writer makes one.
            throw Self.broken(
                "\(try place(of: index)) is a set; a property list holds arrays and dictionaries, never sets")
        case 0xA, 0xD:
            // arrays: n references; dictionaries: n keys and n values
            var (count, body) = try length()
            if marker >> 4 == 0xD {
                guard count <= Int.max / 2 else {
                    throw Self.broken("\(try place(of: index)) holds more bytes than the object table has")
                }
                count *= 2
            }
            guard count <= Int.max / referenceSize else {
                throw Self.broken("\(try place(of: index)) holds more bytes than the object table has")
            }
            _ = try within(count * referenceSize, from: body)
            return Object(references: (body, count), keys: marker >> 4 == 0xD ? count / 2 : 0, bytes: 0, marker: marker)
        default:
            throw Self.broken("\(try place(of: index)) has the unknown marker \(String(format: "0x%02X", marker))")
        }
    }
}
