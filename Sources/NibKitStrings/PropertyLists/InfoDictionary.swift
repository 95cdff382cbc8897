import Foundation
import NibKitCore

/// A bundle's Info.plist, with typed accessors for the keys Apple's bundle
/// documentation describes.
///
/// Keys that have device-specific variants (`NSMainNibFile~ipad`) are read
/// through `value(forKey:device:)`, which prefers the variant for the device.
///
/// ```swift
/// let info = try InfoDictionary(data: plistData)
/// print(info.identifier ?? "no identifier", info.mainNibFile(for: .ipad) ?? "no main nib")
/// ```
public struct InfoDictionary: Hashable, Sendable {
    /// Every key and value, as read.
    public let values: [String: PropertyListValue]

    /// Creates an info dictionary from values.
    public init(_ values: [String: PropertyListValue] = [:]) {
        self.values = values
    }

    /// Reads an Info.plist in any of the three formats: XML, binary or
    /// OpenStep; `path` names it in diagnostics.
    ///
    /// The file is read within the bounds every property list NibKit reads
    /// is held to (see Docs/Security.md): a binary list that would expand to
    /// more than a million values, or nest more than 512 deep, is refused
    /// before Foundation reads it.
    ///
    /// - Throws: ``NibError`` with code `invalidPropertyList` and every
    ///   located problem, or when the file holds something else than a
    ///   dictionary.
    public init(data: Data, path: String = "Info.plist") throws(NibError) {
        let (value, diagnostics) = PropertyListReader.read(data, path: path)
        guard let value else { throw NibError(.invalidPropertyList, diagnostics: diagnostics) }
        guard let dictionary = value.dictionary else {
            throw NibError(
                .invalidPropertyList,
                Diagnostic(
                    .error, "the property list holds \(value.kindName), not a dictionary of keys and values",
                    at: SourceLocation.start(of: path)))
        }
        self.values = dictionary
    }

    /// The value for `key`.
    public subscript(key: String) -> PropertyListValue? { values[key] }

    /// The value for `key` on `device`: `key~ipad` (or `key~iphone`) when the
    /// bundle has it, else `key`.
    public func value(forKey key: String, device: Device?) -> PropertyListValue? {
        if let device, let specific = values["\(key)~\(device.rawValue)"] { return specific }
        return values[key]
    }

    private func string(_ key: String) -> String? { values[key]?.string }
    private func bool(_ key: String) -> Bool? { values[key]?.bool }

    // MARK: Identity and version

    /// `CFBundleIdentifier`: the reverse-DNS identifier, such as `com.Ajax.Hello`.
    public var identifier: String? { string("CFBundleIdentifier") }
    /// `CFBundleVersion`: the build version, period-separated integers.
    public var version: String? { string("CFBundleVersion") }
    /// `CFBundleShortVersionString`: the release version, three period-separated integers.
    public var shortVersionString: String? { string("CFBundleShortVersionString") }
    /// `CFBundleName`: the short name.
    public var name: String? { string("CFBundleName") }
    /// `CFBundleDisplayName`: the name shown under the icon (localizable).
    public var displayName: String? { string("CFBundleDisplayName") }
    /// `CFBundleExecutable`: the executable's file name.
    public var executable: String? { string("CFBundleExecutable") }
    /// `CFBundlePackageType`: `APPL` for applications, `FMWK`, `BNDL`.
    public var packageType: String? { string("CFBundlePackageType") }
    /// `CFBundleSignature`: the four-character creator code.
    public var signature: String? { string("CFBundleSignature") }
    /// `CFBundleDevelopmentRegion`: the language of the bundle's own strings;
    /// nil when empty or an unexpanded build setting (`$(DEVELOPMENT_LANGUAGE)`,
    /// as an Info.plist in a source tree has it), which names no language.
    public var developmentRegion: String? {
        guard let region = string("CFBundleDevelopmentRegion"), !region.isEmpty, !region.contains("$(") else {
            return nil
        }
        return region
    }
    /// `NSHumanReadableCopyright` (localizable).
    public var copyright: String? { string("NSHumanReadableCopyright") }
    /// `NSPrincipalClass`: the application or plug-in's principal class.
    public var principalClass: String? { string("NSPrincipalClass") }
    /// `LSMinimumSystemVersion`: the oldest macOS version, `n.n.n`.
    public var minimumSystemVersion: String? { string("LSMinimumSystemVersion") }

    // MARK: Resources

    /// `CFBundleIconFiles`: the icon image file names.
    public var iconFiles: [String] { values["CFBundleIconFiles"]?.strings ?? [] }

    /// One entry of `CFBundleDocumentTypes`.
    public struct DocumentType: Hashable, Sendable {
        /// `CFBundleTypeName`.
        public var name: String?
        /// `CFBundleTypeExtensions`.
        public var extensions: [String]
        /// `CFBundleTypeRole`: Editor, Viewer, Shell or None.
        public var role: String?
        /// `LSItemContentTypes`.
        public var contentTypes: [String]
    }

    /// `CFBundleDocumentTypes`: the document types the application opens.
    public var documentTypes: [DocumentType] {
        (values["CFBundleDocumentTypes"]?.array ?? []).compactMap(\.dictionary).map { entry in
            DocumentType(
                name: entry["CFBundleTypeName"]?.string, extensions: entry["CFBundleTypeExtensions"]?.strings ?? [],
                role: entry["CFBundleTypeRole"]?.string, contentTypes: entry["LSItemContentTypes"]?.strings ?? [])
        }
    }

    /// One entry of `CFBundleURLTypes`.
    public struct URLType: Hashable, Sendable {
        /// `CFBundleURLName`.
        public var name: String?
        /// `CFBundleURLSchemes`.
        public var schemes: [String]
    }

    /// `CFBundleURLTypes`: the URL schemes the application handles.
    public var urlTypes: [URLType] {
        (values["CFBundleURLTypes"]?.array ?? []).compactMap(\.dictionary).map { entry in
            URLType(name: entry["CFBundleURLName"]?.string, schemes: entry["CFBundleURLSchemes"]?.strings ?? [])
        }
    }

    /// Every URL scheme the bundle declares.
    public var urlSchemes: [String] { urlTypes.flatMap(\.schemes) }

    /// `NSMainNibFile` (or `NSMainNibFile~ipad` on an iPad): the main nib's base name.
    public func mainNibFile(for device: Device? = nil) -> String? {
        value(forKey: "NSMainNibFile", device: device)?.string
    }

    /// `UILaunchImageFile` (device-specific variants first): the launch images' base name.
    public func launchImageFile(for device: Device? = nil) -> String? {
        value(forKey: "UILaunchImageFile", device: device)?.string
    }

    /// `UILaunchStoryboardName` (device-specific variants first): the launch file.
    public func launchStoryboardName(for device: Device? = nil) -> String? {
        value(forKey: "UILaunchStoryboardName", device: device)?.string
    }

    // MARK: iOS launch settings

    /// `LSRequiresIPhoneOS`: whether the bundle runs only on iOS.
    public var requiresIPhoneOS: Bool? { bool("LSRequiresIPhoneOS") }

    /// `UIRequiredDeviceCapabilities`, given as an array (each listed feature
    /// required) or a dictionary (each feature true or false).
    public var requiredDeviceCapabilities: [String: Bool] {
        switch values["UIRequiredDeviceCapabilities"] {
        case .array(let items)?:
            return Dictionary(items.compactMap(\.string).map { ($0, true) }, uniquingKeysWith: { first, _ in first })
        case .dictionary(let entries)?:
            return entries.compactMapValues(\.bool)
        default:
            return [:]
        }
    }

    /// `UIStatusBarStyle`, such as `UIStatusBarStyleDefault`.
    public var statusBarStyle: String? { string("UIStatusBarStyle") }
    /// `UIStatusBarHidden`; false when absent.
    public var statusBarHidden: Bool { bool("UIStatusBarHidden") ?? false }
    /// `UIInterfaceOrientation`; `UIInterfaceOrientationPortrait` when absent.
    public var interfaceOrientation: String { string("UIInterfaceOrientation") ?? "UIInterfaceOrientationPortrait" }
    /// `UIPrerenderedIcon`; false when absent.
    public var prerenderedIcon: Bool { bool("UIPrerenderedIcon") ?? false }
    /// `UIRequiresPersistentWiFi`; false when absent.
    public var requiresPersistentWiFi: Bool { bool("UIRequiresPersistentWiFi") ?? false }
}
