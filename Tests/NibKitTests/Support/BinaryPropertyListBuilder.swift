import Foundation

/// Writes binary property lists object by object, so tests can make what
/// Foundation's writer never does: objects shared many times over, nesting
/// deeper than any real file, references that form a cycle.
enum BinaryPropertyListBuilder {
    /// One object of the table; containers name other objects by number.
    enum Object {
        case string(String)
        case integer(UInt8)
        case array([Int])
        case set([Int])
        case dictionary([(key: Int, value: Int)])
        /// An object's bytes exactly as given, marker included.
        case raw([UInt8])
    }

    /// The `bplist00` file holding `objects`, the first the top one.
    static func build(_ objects: [Object], top: Int = 0) -> Data {
        let referenceSize = objects.count <= 0xFF ? 1 : 2
        func reference(_ index: Int) -> [UInt8] {
            referenceSize == 1 ? [UInt8(index)] : [UInt8(index >> 8), UInt8(index & 0xFF)]
        }
        func marker(_ high: UInt8, count: Int) -> [UInt8] {
            if count < 15 { return [high << 4 | UInt8(count)] }
            return [high << 4 | 0x0F, 0x12] + withUnsafeBytes(of: UInt32(count).bigEndian, Array.init)
        }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .string(let text):
                bytes += marker(0x5, count: text.utf8.count) + Array(text.utf8)
            case .integer(let value):
                bytes += [0x10, value]
            case .array(let items):
                bytes += marker(0xA, count: items.count) + items.flatMap(reference)
            case .set(let items):
                bytes += marker(0xC, count: items.count) + items.flatMap(reference)
            case .dictionary(let entries):
                bytes +=
                    marker(0xD, count: entries.count) + entries.flatMap { reference($0.key) }
                    + entries.flatMap { reference($0.value) }
            case .raw(let raw):
                bytes += raw
            }
        }
        let offsetTable = bytes.count
        let offsetSize = offsetTable <= 0xFF ? 1 : offsetTable <= 0xFFFF ? 2 : 4
        for offset in offsets {
            bytes += (0..<offsetSize).reversed().map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) }
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        for value in [objects.count, top, offsetTable] {
            bytes += withUnsafeBytes(of: UInt64(value).bigEndian, Array.init)
        }
        return Data(bytes)
    }

    /// Object i is `[i + 1, i + 1]` for `depth` levels, the last a string:
    /// a few bytes a level, expanding to 2^(depth + 1) - 1 values.
    static func doublingArrays(depth: Int, from first: Int = 0) -> [Object] {
        (0..<depth).map { Object.array([first + $0 + 1, first + $0 + 1]) } + [.string("lol")]
    }

    /// A dictionary `{ key: doubling arrays of depth }`, as an Info.plist or a
    /// compiled strings table would start.
    static func doublingDictionary(depth: Int, key: String = "CFBundleIdentifier") -> Data {
        build([.dictionary([(key: 1, value: 2)]), .string(key)] + doublingArrays(depth: depth, from: 2))
    }
}
