import Foundation
import NibKitCore
import NibKitStrings

/// The `.strings` or `.stringsdict` tables a bundle has read, by table and
/// localization, so each file is parsed once however many strings are
/// looked up in it.
final class StringsTableCache<Table: Sendable>: Sendable {
    private let tables = Locked<[String: Table]>([:])

    func entries(for key: String, load: () -> Table) -> Table {
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
        let tableName = Self.tableName(table)
        // The region's entries override the language's: search region, then
        // language, then the table outside every localization.
        for folder in searchedLocalizations(languages) {
            if let found = stringsEntries(tableName, in: folder)[key] { return found }
        }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// The table `table` names: `Localizable` when it is nil or empty.
    private static func tableName(_ table: String?) -> String {
        guard let table, !table.isEmpty else { return "Localizable" }
        return table
    }

    /// The localizations a look-up for `languages` (by default the
    /// environment's) searches, best first, then nil: the resources outside
    /// every `.lproj` folder.
    private func searchedLocalizations(_ languages: [String]?) -> [String?] {
        preferredLocalizations(for: languages ?? ResourceTraits.environmentLanguages).map { Optional($0) } + [nil]
    }

    /// The key of `tableName` in `folder` (nil: outside every `.lproj`) in
    /// the bundle's caches of tables.
    private static func cacheKey(_ tableName: String, in folder: String?) -> String {
        "\(folder ?? "")/\(tableName)"
    }

    /// The resource path of `tableName` in `folder` without its extension.
    private static func tablePath(_ tableName: String, in folder: String?) -> String {
        folder.map { "\($0).lproj/\(tableName)" } ?? tableName
    }

    /// The entries of `tableName`.strings in `folder` (nil: outside every
    /// `.lproj`), read once per bundle; none when it is missing or has errors.
    private func stringsEntries(_ tableName: String, in folder: String?) -> [String: String] {
        stringsCache.entries(for: Self.cacheKey(tableName, in: folder)) {
            self.stringsEntries(
                at: resourcesURL.appendingPathComponent(Self.tablePath(tableName, in: folder) + ".strings")) ?? [:]
        }
    }
}

extension NibBundle {
    /// The localized string for `key` in `table` (`Localizable` when nil),
    /// formatted with `arguments`, with the plural forms of a `.stringsdict`:
    /// what `String.localizedStringWithFormat(NSLocalizedString(key, ...), ...)`
    /// gives on Apple's platforms.
    ///
    /// In each localization, best first, the entry of `<table>.stringsdict`
    /// wins over that of `<table>.strings`, as on Apple's platforms; each
    /// variable shows the form of its number's plural category in that
    /// localization's language (``PluralRules``). Without an entry the key
    /// itself is the format. Tables are read once per bundle and localization;
    /// a `.stringsdict` with errors is not used.
    ///
    /// ```swift
    /// bundle.localizedString(forKey: "%d files", table: nil, arguments: [22], languages: ["ru"]) // "22 файла"
    /// ```
    public func localizedString(
        forKey key: String, table: String?, arguments: [any CVarArg], languages: [String]? = nil
    ) -> String {
        let tableName = Self.tableName(table)
        for folder in searchedLocalizations(languages) {
            let plurals = stringsDictionaryCache.entries(for: Self.cacheKey(tableName, in: folder)) {
                let url = resourcesURL.appendingPathComponent(Self.tablePath(tableName, in: folder) + ".stringsdict")
                guard let data = try? files.read(url) else { return nil }
                return try? StringsDictionary(data: data, path: url.relativePath)
            }
            if let entry = plurals?.entry(forKey: key) {
                return entry.format(arguments: arguments, rules: PluralRules(localization: folder ?? developmentRegion))
            }
            if let found = stringsEntries(tableName, in: folder)[key] {
                return FormatTemplate(found).format(arguments: arguments)
            }
        }
        return FormatTemplate(key).format(arguments: arguments)
    }
}

// Named as Foundation names its counterparts (NSLocalizedString, Bundle.main).
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The bundle whose strings `NibLocalizedString` reads when none is given:
/// the bundle around the running executable (its directory, as Foundation's
/// `Bundle.main` sees it on Linux).
public let NibMainBundle: NibBundle? = try? NibBundle(url: Bundle.main.bundleURL)

// swift-format-ignore: AlwaysUseLowerCamelCase
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
