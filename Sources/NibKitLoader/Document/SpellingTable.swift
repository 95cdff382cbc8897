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

    /// `string`, or the string of the same bytes seen before.
    mutating func intern(_ string: String) -> String {
        guard string.utf8.count > Self.inlineCapacity else { return string }
        return spellings.insert(Spelling(string: string)).memberAfterInsert.string
    }
}
