import NibKitReader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Strings a document repeats, each spelling stored once.
///
/// An archive gives thousands of objects the same few keys, such as
/// `translatesAutoresizingMaskIntoConstraints`; read as a new `String` each
/// time, a key too long to be stored inline would be stored as many times.
/// Spellings are told apart by their bytes, as the tree's names are:
/// `String`'s equality would merge canonically equivalent ones.
struct SpellingTable {
    private struct Spelling: Hashable {
        let string: String

        static func == (a: Spelling, b: Spelling) -> Bool { a.string.utf8.elementsEqual(b.string.utf8) }

        func hash(into hasher: inout Hasher) {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }

    /// Strings of at most this many bytes are stored inline, so sharing them saves nothing.
    private static let inlineCapacity = 15
    private var spellings: Set<Spelling> = []
    /// The spellings read last from bytes, one for each of a few slots
    /// chosen by the bytes' length, ends and middle: an archive's keys are a handful,
    /// so a key read again is found here by comparing bytes, without making
    /// a `String`, validating its UTF-8 or hashing it. Lossy: a spelling
    /// whose slot another took is made and interned again.
    private var recent: [(bytes: [UInt8], string: String)] = Array(
        repeating: ([], ""), count: SpellingTable.recentSlots)
    private static let recentSlots = 64

    /// `string`, or the string of the same bytes seen before.
    mutating func intern(_ string: String) -> String {
        guard string.utf8.count > Self.inlineCapacity else { return string }
        return spellings.insert(Spelling(string: string)).memberAfterInsert.string
    }

    /// The text of `span` in `tree` as a string, the string of the same bytes
    /// seen before when there is one.
    mutating func intern(_ span: XMLTree.Span, in tree: XMLTree) -> String {
        tree.withBytes(span) { bytes in
            let slot = Self.slot(of: bytes)
            let isSame = recent[slot].bytes.withUnsafeBytes { kept in
                guard let keptBase = kept.baseAddress, let base = bytes.baseAddress, kept.count == bytes.count
                else { return false }
                return memcmp(keptBase, base, bytes.count) == 0
            }
            if isSame { return recent[slot].string }
            let string = intern(String(decoding: bytes, as: UTF8.self))
            recent[slot] = (Array(bytes), string)
            return string
        }
    }

    private static func slot(of bytes: UnsafeRawBufferPointer) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        let middle = bytes[bytes.count / 2]
        let mixed = bytes.count &* 31 &+ Int(first) &* 7 &+ Int(middle) &* 131 &+ Int(last) &* 17
        return mixed & (recentSlots - 1)
    }
}
