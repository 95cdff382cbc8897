import NibKitCore

/// One call of a localization routine found in source code, such as
/// `NSLocalizedString("Cancel", comment: "Button title")`, with its literal
/// arguments and place.
///
/// ```swift
/// let scan = LocalizationCallScanner().scan(source, path: "Login.swift", language: .swift)
/// for call in scan.calls { print(call.table, call.key, call.comment ?? "") }
/// ```
public struct LocalizationCall: Hashable, Sendable {
    /// The key, with the literal's escapes resolved.
    public var key: String
    /// The table: the `tableName:` argument, else `Localizable`.
    public var table: String
    /// The default value, when the call gives one.
    public var value: String?
    /// The comment for translators; nil when the call gives none, `nil` or an empty one.
    public var comment: String?
    /// The routine called, such as `NSLocalizedStringFromTable`.
    public var routine: String
    /// Where the routine's name is written.
    public var location: SourceLocation

    /// Creates a call.
    public init(
        key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
        routine: String = "NSLocalizedString", location: SourceLocation
    ) {
        self.key = key
        self.table = table
        self.value = value
        self.comment = comment
        self.routine = routine
        self.location = location
    }
}
