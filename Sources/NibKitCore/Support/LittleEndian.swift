import Foundation

// Little-endian integers in bytes (Data or [UInt8]), as every binary format NibKit reads and
// writes stores them (its compiled templates, NIB Archives).

extension RangeReplaceableCollection<UInt8> {
    package mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

extension FixedWidthInteger {
    package init<Bytes: Collection>(littleEndianBytes bytes: Bytes) where Bytes.Element == UInt8 {
        var value: Self = 0
        for (shift, byte) in bytes.enumerated() { value |= Self(byte) << (shift * 8) }
        self = value
    }
}
