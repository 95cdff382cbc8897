import NibKitCore

/// The messages of the localization check that its `.strings` and its
/// `.stringsdict` comparisons both report, declared once.
extension Diagnostic.Message {
    /// A table of a localization with no table of the development language
    /// to compare it with; `candidate` is the folder looked in first.
    static func noCounterpart(_ table: String, lookedIn candidate: String?) -> Self {
        "\(table) has no counterpart in the development language\(candidate.map { " (\($0))" } ?? "") to check it against"
    }

    /// A key of the development language that a localization leaves out.
    static func missingTranslation(_ key: String, reference: SourceLocation) -> Self {
        "missing translation of '\(key)' (development language: \(reference))"
    }

    /// A translation whose format specifiers are not those of the
    /// development language's text.
    static func differentFormatSpecifiers(_ key: String, reference: SourceLocation, _ differences: [String]) -> Self {
        "the format specifiers of '\(key)' differ from the development language's (\(reference)): \(differences.joined(separator: "; "))"
    }

    /// A key a localization has and the development language does not.
    static func notInDevelopmentLanguage(_ key: String, referencePath: String) -> Self {
        "'\(key)' is not in the development language's version (\(referencePath))"
    }
}
