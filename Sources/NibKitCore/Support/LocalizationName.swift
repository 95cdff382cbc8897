/// The one reading of a localization's name: a `.lproj` folder's, a
/// language a user prefers, a development region.
///
/// Names are compared as lower-cased BCP 47 tags (`fr_CA`, `fr-CA` and
/// `fr-ca.lproj` are all `fr-ca`), and the old English names of Apple's
/// earliest bundles (`English.lproj`, `Norwegian.lproj`) stand for their
/// languages, in any case, as CFBundle reads them.
///
/// ```swift
/// LocalizationName.tag("Norwegian.lproj") // "nb"
/// LocalizationName.language(of: "pt_BR")  // "pt"
/// ```
package enum LocalizationName {
    /// The legacy names CFBundle still maps to languages, lower-cased, with
    /// the tag each stands for. Norwegian is Bokmål (`nb`), as CFLocale has
    /// it; Chinese without a script is `zh`.
    static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "dutch": "nl", "swedish": "sv",
        "spanish": "es", "danish": "da", "portuguese": "pt", "norwegian": "nb", "hebrew": "he",
        "japanese": "ja", "arabic": "ar", "finnish": "fi", "greek": "el", "icelandic": "is", "maltese": "mt",
        "turkish": "tr", "croatian": "hr", "chinese": "zh", "tradchinese": "zh-hant", "simpchinese": "zh-hans",
        "urdu": "ur", "hindi": "hi", "thai": "th", "korean": "ko", "lithuanian": "lt", "polish": "pl",
        "hungarian": "hu", "estonian": "et", "latvian": "lv", "farsi": "fa", "russian": "ru", "irish": "ga",
        "ukrainian": "uk", "czech": "cs", "slovak": "sk", "slovenian": "sl", "romanian": "ro",
        "bulgarian": "bg", "catalan": "ca", "welsh": "cy", "vietnamese": "vi", "indonesian": "id",
        "malay": "ms",
    ]

    /// The name as a lower-cased BCP 47 tag, without a `.lproj` suffix.
    package static func tag(_ name: String) -> String {
        let base = name.hasSuffix(".lproj") ? String(name.dropLast(".lproj".count)) : name
        let lowered = base.lowercased().replacingOccurrences(of: "_", with: "-")
        return legacyNames[lowered] ?? lowered
    }

    /// The localization of a file: the name of the `.lproj` folder that
    /// holds it (`fr-CA` for `App/fr-CA.lproj/Localizable.stringsdict`), or nil.
    package static func localization(containing path: String) -> String? {
        guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The language part of a name: `fr-CA` → `fr`, `Norwegian` → `nb`.
    package static func language(of name: String) -> String {
        String(tag(name).prefix { $0 != "-" })
    }
}
