import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

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
    let stringsCache = StringsTableCache<[String: String]>()
    let stringsDictionaryCache = StringsTableCache<StringsDictionary?>()
    /// What NibKit may read: regular files whose real path lies inside the bundle.
    let files: ContainedFolder

    /// Opens the bundle at `url`. A missing or unreadable Info.plist is not an
    /// error here (`infoPlistProblem` says why); `nibtool bundle lint` reports it.
    ///
    /// Only regular files inside the bundle are read: a symbolic link leading
    /// outside it, a FIFO or a device is never opened; the look-ups answer nil
    /// for it or, like ``resourceURL(named:subdirectory:traits:)``, name it in
    /// their error, and ``BundleLinter`` reports it.
    public init(url: URL) throws(NibError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw NibError(
                .unreadableFile,
                Diagnostic(.error, "no bundle directory here", at: SourceLocation.start(of: url.relativePath)))
        }
        self.url = url
        let files = ContainedFolder(root: url, noun: "bundle")
        self.files = files
        func isDirectoryInside(_ folder: URL) -> Bool {
            if case .directory = files.entry(at: folder) { return true }
            return false
        }
        let contents = url.appendingPathComponent("Contents")
        let pathExtension = url.pathExtension.lowercased()
        if pathExtension == "framework" {
            layout = .framework
            let current = url.appendingPathComponent("Versions/Current/Resources")
            resourcesURL = isDirectoryInside(current) ? current : url.appendingPathComponent("Resources")
            infoPlistURL = resourcesURL.appendingPathComponent("Info.plist")
        } else if isDirectoryInside(contents) {
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
        do {
            info = try InfoDictionary(data: try files.read(infoPlistURL), path: infoPlistURL.relativePath)
        } catch let refusal as ContainedFolder.Refusal {
            problem = refusal.reason == .missing ? "the bundle has no Info.plist" : refusal.description
        } catch {
            problem = "the Info.plist is not a readable property list"
            problems = (error as? NibError)?.diagnostics ?? []
        }
        self.info = info
        self.infoPlistProblem = problem
        self.infoPlistDiagnostics = problems
        localizations = files.entries(in: resourcesURL).compactMap { found in
            let name = found.url.lastPathComponent
            guard name.hasSuffix(".lproj"), case .directory = found.entry else { return nil }
            return String(name.dropLast(".lproj".count))
        }.sorted()
    }

    /// The development region: `CFBundleDevelopmentRegion`, or `en`.
    public var developmentRegion: String { info.developmentRegion ?? "en" }

    /// The executable named by `CFBundleExecutable`, where the layout puts it;
    /// nil when the value is not a plain file name (``isPlainFileName(_:)``).
    public var executableURL: URL? {
        guard let name = info.executable, Self.isPlainFileName(name) else { return nil }
        switch layout {
        case .iOSApplication: return url.appendingPathComponent(name)
        case .macOSApplication, .loadable: return url.appendingPathComponent("Contents/MacOS/\(name)")
        case .framework: return url.appendingPathComponent("Versions/Current/\(name)")
        }
    }

    /// Whether `name` is a plain file name, as `CFBundleExecutable` must be:
    /// not empty, not `.` or `..`, without a slash or a NUL, so it names a
    /// file in the folder the layout puts it in and nowhere else.
    public static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// A path relative to the bundle's root, for messages and `nibtool resolve`.
    public func relativePath(of file: URL) -> String {
        files.relativePath(of: file)
    }
}
