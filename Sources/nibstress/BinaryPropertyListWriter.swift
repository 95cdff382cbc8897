import Foundation

/// Writes `bplist00` files object by object, so that one object can be
/// referenced from many places, as Foundation's writer never does.
struct BinaryPropertyListWriter {
    /// One object of the table; containers name other objects by number.
    enum Object {
        case string(String)
        case integer(Int)
        /// A keyed archive's reference to an entry of `$objects`.
        case uid(Int)
        case array([Int])
        case dictionary([(key: Int, value: Int)])
    }

    private(set) var objects: [Object] = []

    /// Adds `object` and returns its number.
    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// The file, its top object being number `top`. References and offsets are four and eight bytes wide.
    func data(top: Int = 0) -> Data {
        func marker(_ high: UInt8, count: Int) -> [UInt8] {
            if count < 15 { return [high << 4 | UInt8(count)] }
            return [high << 4 | 0x0F, 0x13] + withUnsafeBytes(of: UInt64(count).bigEndian, Array.init)
        }
        func reference(_ index: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(index).bigEndian, Array.init) }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .string(let text):
                bytes += marker(0x5, count: text.utf8.count) + Array(text.utf8)
            case .integer(let value):
                bytes += [0x13] + withUnsafeBytes(of: Int64(value).bigEndian, Array.init)
            case .uid(let value):
                bytes += [0x83] + withUnsafeBytes(of: UInt32(value).bigEndian, Array.init)
            case .array(let items):
                bytes += marker(0xA, count: items.count)
                for item in items { bytes += reference(item) }
            case .dictionary(let entries):
                bytes += marker(0xD, count: entries.count)
                for entry in entries { bytes += reference(entry.key) }
                for entry in entries { bytes += reference(entry.value) }
            }
        }
        let offsetTable = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt64(offset).bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 8, 4]
        for value in [objects.count, top, offsetTable] {
            bytes += withUnsafeBytes(of: UInt64(value).bigEndian, Array.init)
        }
        return Data(bytes)
    }
}
