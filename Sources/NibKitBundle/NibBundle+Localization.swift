import Foundation
import NibKitCore
import NibKitStrings

extension NibBundle {
    /// The localizations to use for `languages`, most specific first: for the
    /// first preferred language the bundle has (a region folder, then its
    /// language folder), else the development region's.
    ///
    /// With `fr-CA, fr, en` and folders `fr.lproj` and `en.lproj`, the result is
    /// `["fr"]`; with `fr_CA.lproj` too, `["fr_CA", "fr"]`.
    public func preferredLocalizations(for languages: [String]) -> [String] {
        let named = localizations.filter { $0 != "Base" }
        func folders(for preferred: String) -> [String] {
            let tag = LocalizationName.tag(preferred)
            let language = LocalizationName.language(of: tag)
            var result = named.filter { LocalizationName.tag($0) == tag && tag.contains("-") }
            result += named.filter { LocalizationName.tag($0) == language }
            if result.isEmpty {
                // A language asked for without a region accepts a regional folder.
                result = named.filter { LocalizationName.language(of: $0) == language }.prefix(1).map { $0 }
            }
            return result
        }
        for preferred in languages {
            let found = folders(for: preferred)
            if !found.isEmpty { return found }
        }
        return folders(for: developmentRegion)
    }

    /// The directories a resource is looked for in, in order: the preferred
    /// localizations (region, then language), `Base.lproj`, the resources
    /// directory itself, and last the development region's folders.
    func searchDirectories(for languages: [String]) -> [URL] {
        var names = preferredLocalizations(for: languages).map { "\($0).lproj" }
        if localizations.contains("Base") { names.append("Base.lproj") }
        names.append("")
        for folder in preferredLocalizations(for: [developmentRegion]) where !names.contains("\(folder).lproj") {
            names.append("\(folder).lproj")
        }
        return names.map { $0.isEmpty ? resourcesURL : resourcesURL.appendingPathComponent($0) }
    }

    /// The entries of a `.strings` file, or nil when there is none or it
    /// cannot be read (`nibtool lint` says why; `nibtool bundle lint` says
    /// why a file is refused).
    func stringsEntries(at url: URL) -> [String: String]? {
        stringsTable(at: url)?.dictionary
    }

    /// The `.strings` file at `url`, its entries located in it; nil as for
    /// ``stringsEntries(at:)``.
    func stringsTable(at url: URL) -> StringsTable? {
        guard let data = try? files.read(url) else { return nil }
        return try? StringsTable(data: data, path: url.relativePath)
    }

    /// A user-visible Info.plist value in the preferred language: the entry
    /// of `InfoPlist.strings` in the best localization, else the Info.plist's.
    ///
    /// ```swift
    /// bundle.localizedInfoValue(forKey: "CFBundleDisplayName", languages: ["de"])
    /// ```
    public func localizedInfoValue(forKey key: String, languages: [String]) -> String? {
        for folder in preferredLocalizations(for: languages) {
            let url = resourcesURL.appendingPathComponent("\(folder).lproj/InfoPlist.strings")
            if let value = stringsEntries(at: url)?[key] {
                return value
            }
        }
        return info[key]?.string
    }
}
