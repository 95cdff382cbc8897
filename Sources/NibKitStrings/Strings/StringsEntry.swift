import NibKitCore

/// One `"key" = "value";` pair of a strings table, with the comment written
/// above it and its place in the file.
///
/// ```swift
/// let entry = StringsEntry(key: "Cancel", value: "Annuler", comment: "Button title")
/// print(entry.key, entry.value) // Cancel Annuler
/// ```
public struct StringsEntry: Hashable, Sendable {
    /// The key code looks the string up by.
    public var key: String
    /// The localized string, with escapes resolved.
    public var value: String
    /// The comment directly above the entry, without its `/* */` or `//`
    /// delimiters and surrounding whitespace; nil when there is none.
    public var comment: String?
    /// Where the key is written. In a compiled (binary) table, which keeps no
    /// places, every entry is at line 1, column 1.
    public var location: SourceLocation

    /// Creates an entry.
    public init(
        key: String, value: String, comment: String? = nil,
        location: SourceLocation = SourceLocation.start(of: "<memory>")
    ) {
        self.key = key
        self.value = value
        self.comment = comment
        self.location = location
    }
}
