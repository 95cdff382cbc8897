import NibKitCore

/// The messages of `.strings` tables and property lists that more than one
/// reader reports, declared once.
extension Diagnostic.Message {
    /// A property list of zero bytes, refused by the reader and the linter alike.
    static var emptyPropertyList: Self { "the file is empty; Foundation reads no property list from zero bytes" }

    /// A key given a second time, whose value replaces the first, as the
    /// parser named (`Apple's parser`, `Foundation`) keeps the last one.
    static func duplicateKey(_ key: String, replacing first: SourceLocation, as winner: String) -> Self {
        "duplicate key '\(key)': this value replaces the one at \(first.line):\(first.column), as the last one wins in \(winner)"
    }

    /// An XML property list's `<key>` with no value after it, in a
    /// dictionary's middle or at its end.
    static func keyWithoutValue(_ key: String) -> Self {
        "the key '\(key)' has no value: each <key> in a <dict> is followed by its value"
    }

    /// A property list read as a `.strings` table whose root is something
    /// else than a dictionary, in memory or located.
    static func notAStringsDictionary(_ kindName: String) -> Self {
        "the property list holds \(kindName), not a dictionary of strings"
    }

    /// An entry of a strings table whose value is no string, binary or located.
    static func valueNotAString(_ key: String, _ kindName: String) -> Self {
        "the value of '\(key)' is \(kindName), not a string"
    }
}
