import Foundation
import NibKitCore

/// The `.strings` tables a bundle has read, by table and localization, so
/// each file is parsed once however many strings are looked up in it.
final class StringsTableCache: Sendable {
    private let tables = Locked<[String: [String: String]]>([:])

    func entries(for key: String, load: () -> [String: String]) -> [String: String] {
        if let cached = tables.withLock({ $0[key] }) { return cached }
        let loaded = load()
        tables.withLock { $0[key] = loaded }
        return loaded
    }
}

extension NibBundle {
    /// The localized string for `key` in `table` (`Localizable` when nil):
    /// the entry of the best localization's `<table>.strings` for
    /// `languages` (by default the environment's), else `value`, else `key`,
    /// as `NSBundle.localizedString(forKey:value:table:)` answers. Tables are
    /// read once per bundle and localization.
    ///
    /// ```swift
    /// bundle.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["fr"]) // "Annuler"
    /// ```
    public func localizedString(
        forKey key: String, value: String?, table: String?, languages: [String]? = nil
    ) -> String {
        let tableName = (table?.isEmpty ?? true) ? "Localizable" : table ?? "Localizable"
        let preferred = languages ?? ResourceTraits.environmentLanguages
        // The region's entries override the language's: search region, then language.
        for folder in preferredLocalizations(for: preferred) {
            let entries = stringsCache.entries(for: "\(folder)/\(tableName)") {
                self.stringsEntries(at: resourcesURL.appendingPathComponent("\(folder).lproj/\(tableName).strings")) ?? [:]
            }
            if let found = entries[key] { return found }
        }
        let unlocalized = stringsCache.entries(for: "/\(tableName)") {
            self.stringsEntries(at: resourcesURL.appendingPathComponent("\(tableName).strings")) ?? [:]
        }
        if let found = unlocalized[key] { return found }
        if let value, !value.isEmpty { return value }
        return key
    }
}

/// The bundle whose strings `NibLocalizedString` reads when none is given:
/// the bundle around the running executable (its directory, as Foundation's
/// `Bundle.main` sees it on Linux).
public let NibMainBundle: NibBundle? = try? NibBundle(url: Bundle.main.bundleURL)

/// A localized string, in the spirit of `NSLocalizedString`,
/// `NSLocalizedStringFromTable`, `NSLocalizedStringFromTableInBundle` and
/// `NSLocalizedStringWithDefaultValue`: the entry for `key` in `tableName`
/// (`Localizable` by default) of `bundle` (the main bundle by default), in the
/// preferred languages, else `value`, else `key`. `comment` is for translators
/// and for `nibtool genstrings`, which finds these calls in source code.
///
/// ```swift
/// let title = NibLocalizedString("Cancel", comment: "The button that closes the sheet")
/// let error = NibLocalizedString("Failed", tableName: "Errors", bundle: bundle, value: "It failed", comment: "")
/// ```
public func NibLocalizedString(
    _ key: String, tableName: String? = nil, bundle: NibBundle? = nil, value: String? = nil, comment: String
) -> String {
    guard let bundle = bundle ?? NibMainBundle else {
        if let value, !value.isEmpty { return value }
        return key
    }
    return bundle.localizedString(forKey: key, value: value, table: tableName)
}
