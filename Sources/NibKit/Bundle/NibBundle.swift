import Foundation

/// An application, framework or loadable bundle on disk: its Info.plist, its
/// localizations and its resources, found for a device, a screen scale and a
/// list of preferred languages: NibKit's `NSBundle`.
///
/// Every layout Apple's bundle documentation describes is recognised: the
/// flat iOS application (`Name.app/Info.plist`), the macOS application and
/// loadable bundle (`Contents/Info.plist`, `Contents/Resources`,
/// `Contents/MacOS`), and the framework (`Versions/A/Resources/Info.plist`
/// with `Versions/Current` and top-level links). Loading code is out of scope.
///
/// ```swift
/// let bundle = try NibBundle(url: URL(fileURLWithPath: "Example.app"))
/// let traits = ResourceTraits(device: .ipad, scale: 2, languages: ["fr-CA", "fr", "en"])
/// let hand = bundle.url(forResource: "Hand", withExtension: "png", traits: traits)
/// ```
public struct NibBundle: Sendable {
    /// How a bundle's directories are arranged.
    public enum Layout: String, Hashable, Sendable {
        /// An iOS application: Info.plist, executable and resources at the top.
        case iOSApplication
        /// A macOS application: everything inside `Contents`.
        case macOSApplication
        /// A framework: `Versions/<version>/Resources` with `Versions/Current`.
        case framework
        /// A loadable bundle (`.bundle`, `.plugin`), laid out like a macOS application.
        case loadable
    }

    /// The bundle's root directory.
    public let url: URL
    /// The bundle's layout.
    public let layout: Layout
    /// Where the Info.plist is (or would be).
    public let infoPlistURL: URL
    /// The directory holding resources and `.lproj` folders.
    public let resourcesURL: URL
    /// The Info.plist's contents; empty when it is missing or unreadable.
    public let info: InfoDictionary
    /// Why the Info.plist could not be used, when it could not.
    public let infoPlistProblem: String?
    /// The located problems that made the Info.plist unreadable; empty when
    /// it was read or is missing.
    public let infoPlistDiagnostics: [Diagnostic]
    /// The `.lproj` folders' names without the extension, sorted.
    public let localizations: [String]
    /// The strings tables read so far, shared by copies of this bundle.
    let stringsCache = StringsTableCache()

    /// Opens the bundle at `url`. A missing or unreadable Info.plist is not an
    /// error here (`infoPlistProblem` says why); `nibtool bundle lint` reports it.
    public init(url: URL) throws(NibError) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw NibError(
                .unreadableFile,
                Diagnostic(.error, "no bundle directory here", at: SourceLocation(file: url.relativePath, line: 1, column: 1)))
        }
        self.url = url
        let contents = url.appendingPathComponent("Contents")
        let pathExtension = url.pathExtension.lowercased()
        if pathExtension == "framework" {
            layout = .framework
            let current = url.appendingPathComponent("Versions/Current/Resources")
            resourcesURL = fileManager.fileExists(atPath: current.path) ? current : url.appendingPathComponent("Resources")
            infoPlistURL = resourcesURL.appendingPathComponent("Info.plist")
        } else if fileManager.fileExists(atPath: contents.path) {
            layout = pathExtension == "bundle" || pathExtension == "plugin" ? .loadable : .macOSApplication
            resourcesURL = contents.appendingPathComponent("Resources")
            infoPlistURL = contents.appendingPathComponent("Info.plist")
        } else {
            layout = .iOSApplication
            resourcesURL = url
            infoPlistURL = url.appendingPathComponent("Info.plist")
        }
        var problem: String?
        var problems: [Diagnostic] = []
        var info = InfoDictionary()
        if let data = fileManager.contents(atPath: infoPlistURL.path) {
            do {
                info = try InfoDictionary(data: data, path: infoPlistURL.relativePath)
            } catch {
                problem = "the Info.plist is not a readable property list"
                problems = error.diagnostics
            }
        } else {
            problem = "the bundle has no Info.plist"
        }
        self.info = info
        self.infoPlistProblem = problem
        self.infoPlistDiagnostics = problems
        let entries = (try? fileManager.contentsOfDirectory(atPath: resourcesURL.path)) ?? []
        localizations = entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }

    /// The development region: `CFBundleDevelopmentRegion`, or `en`.
    public var developmentRegion: String { info.developmentRegion ?? "en" }

    /// The executable named by `CFBundleExecutable`, where the layout puts it.
    public var executableURL: URL? {
        guard let name = info.executable else { return nil }
        switch layout {
        case .iOSApplication: return url.appendingPathComponent(name)
        case .macOSApplication, .loadable: return url.appendingPathComponent("Contents/MacOS/\(name)")
        case .framework: return url.appendingPathComponent("Versions/Current/\(name)")
        }
    }

    /// A path relative to the bundle's root, for messages and `nibtool resolve`.
    public func relativePath(of file: URL) -> String {
        let root = url.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        guard path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }
}
