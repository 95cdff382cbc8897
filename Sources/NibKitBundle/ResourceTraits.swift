import Foundation
import NibKitCore

/// What decides which variant of a resource a user sees: the device, the
/// screen scale and the preferred languages.
///
/// ```swift
/// let traits = ResourceTraits(device: .ipad, scale: 2, languages: ["fr-CA", "fr", "en"])
/// let url = bundle.url(forResource: "Hand", withExtension: "png", traits: traits)
/// ```
public struct ResourceTraits: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// The screen scale: 1, 2 or 3.
    public var scale: Int
    /// The preferred languages, most preferred first, as BCP 47 tags (`fr-CA`).
    public var languages: [String]

    /// Creates traits.
    public init(device: Device = .iphone, scale: Int = 1, languages: [String] = []) {
        self.device = device
        self.scale = scale
        self.languages = languages
    }

    /// The preferred languages of the process's environment (`LANGUAGE`,
    /// then `LC_ALL`, `LC_MESSAGES`, `LANG`), as BCP 47 tags.
    public static var environmentLanguages: [String] {
        let environment = ProcessInfo.processInfo.environment
        if let list = environment["LANGUAGE"], !list.isEmpty {
            return list.split(separator: ":").map { bcp47(String($0)) }
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty, value != "C", value != "POSIX" {
                return [bcp47(value)]
            }
        }
        return []
    }

    /// `fr_CA.UTF-8` → `fr-CA`.
    private static func bcp47(_ locale: String) -> String {
        let withoutEncoding = locale.split(separator: ".").first.map(String.init) ?? locale
        let withoutModifier = withoutEncoding.split(separator: "@").first.map(String.init) ?? withoutEncoding
        return withoutModifier.replacingOccurrences(of: "_", with: "-")
    }
}
