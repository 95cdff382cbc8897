/// Turns the bytes a terminal in raw mode sends into keys.
///
/// Arrow keys and Shift-Tab arrive as escape sequences (`ESC [ A`), and the
/// Esc key as a lone escape byte, so an escape byte at the end of what has
/// been read may be either: the decoder keeps it (``isWaiting``) until more
/// bytes come or the caller decides, after a short wait, that none will
/// (``flush()``). Multi-byte UTF-8 characters are kept until complete too.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[B\r".utf8)) // [.down, .enter]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether the bytes read so far end in the middle of a key.
    public var isWaiting: Bool { !pending.isEmpty }

    /// Decodes `bytes` after whatever was pending, returning every complete
    /// key and keeping an incomplete one for the next call.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends the pending bytes: a lone escape byte is the Esc key, and the rest
    /// of an unfinished sequence is dropped.
    public mutating func flush() -> [Key] {
        defer { pending = [] }
        return pending.first == 0x1B ? [.escape] : []
    }

    /// The key at the start of `bytes` and how many bytes it takes; a nil key
    /// for bytes that mean nothing here; nil when more bytes are needed.
    private static func key(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B:
            return escapeSequence(in: bytes)
        case 0x09:
            return (.tab, 1)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        case 0xC0...0xF7:
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            guard bytes.count >= length else { return nil }
            let text = String(decoding: bytes.prefix(length), as: UTF8.self)
            return (text.first.map(Key.character), length)
        default:
            return (nil, 1)
        }
    }

    /// `ESC [ … final` (CSI) and `ESC O letter` (SS3) sequences; an escape
    /// byte followed by anything else is the Esc key on its own.
    private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // Parameters and intermediates run until a final byte in @...~.
            var index = start + 2
            while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return nil }
            return (arrow(bytes[index]) ?? (bytes[index] == UInt8(ascii: "Z") ? .backtab : nil), index - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (arrow(bytes[start + 2]), 3)
        default:
            return (.escape, 1)
        }
    }

    private static func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }
}
