import Foundation
import NibKitCore
import NibKitLaunchImages
import NibKitLoader

extension NibBundle {
    /// The scales to try for `scale`, nearest first; between two equally near,
    /// the larger, since scaling an image down looks better than up.
    static func scaleOrder(for scale: Int) -> [Int] {
        [1, 2, 3].sorted { a, b in
            let (da, db) = (abs(a - scale), abs(b - scale))
            return da != db ? da < db : a > b
        }
    }

    /// The file names a resource can have for `traits`, best first: for each
    /// scale (the exact one, then the nearest), the device-specific name before
    /// the generic one. `@2x` comes before the device modifier: `Hand@2x~ipad.png`.
    static func candidateNames(_ name: String, extension pathExtension: String?, traits: ResourceTraits) -> [String] {
        let suffix = pathExtension.map { $0.isEmpty ? "" : ".\($0)" } ?? ""
        var names: [String] = []
        for scale in scaleOrder(for: traits.scale) {
            let scaleModifier = scale == 1 ? "" : "@\(scale)x"
            names.append("\(name)\(scaleModifier)~\(traits.device.rawValue)\(suffix)")
            names.append("\(name)\(scaleModifier)\(suffix)")
        }
        return names
    }

    /// The file that `name` resolves to for `traits`: searched in the
    /// preferred localization's folders, Base, the top level and the
    /// development region, and in each for the best device and scale variant.
    ///
    /// Nil when there is none, and when the best candidate is a file NibKit
    /// does not read (a symbolic link leading outside the bundle, a FIFO):
    /// ``resourceURL(named:subdirectory:traits:)`` says why.
    ///
    /// - Parameters:
    ///   - name: The resource's base name; it may carry its extension.
    ///   - pathExtension: The extension, or nil when `name` carries it.
    ///   - subdirectory: A folder inside the resources (and inside each `.lproj`).
    public func url(
        forResource name: String, withExtension pathExtension: String? = nil, subdirectory: String? = nil,
        traits: ResourceTraits
    ) -> URL? {
        try? lookUp(name, withExtension: pathExtension, subdirectory: subdirectory, traits: traits)
    }

    /// `url(forResource:withExtension:subdirectory:traits:)`, throwing what is refused.
    func lookUp(
        _ name: String, withExtension pathExtension: String?, subdirectory: String? = nil, traits: ResourceTraits
    )
        throws(ContainedFolder.Refusal) -> URL?
    {
        guard pathExtension == nil, !(name as NSString).pathExtension.isEmpty else {
            return try lookUp(name, extensions: [pathExtension], subdirectory: subdirectory, traits: traits)
        }
        return try lookUp(
            (name as NSString).deletingPathExtension, extensions: [(name as NSString).pathExtension],
            subdirectory: subdirectory, traits: traits)
    }

    /// The file a resource name resolves to, the way an archive names its
    /// images and sounds and `nibtool resolve` takes names: with its
    /// extension, or without one, when the name as written and then the name
    /// with each extension NibKit assumes for images, sounds and nibs
    /// (`.png` first) are tried, a more specific folder winning over the
    /// extension order.
    ///
    /// ```swift
    /// try bundle.resourceURL(named: "Hand", traits: traits)  // …/Hand.png
    /// ```
    ///
    /// - Returns: The file, or nil when there is none.
    /// - Throws: ``NibError`` `unreadableFile`, located at the file, when the
    ///   best candidate is a file NibKit does not read: "'pw.png' is a symbolic
    ///   link leading outside the bundle", "'Default.png' is not a regular file
    ///   but a FIFO".
    public func resourceURL(named name: String, subdirectory: String? = nil, traits: ResourceTraits) throws(NibError)
        -> URL?
    {
        do {
            guard (name as NSString).pathExtension.isEmpty else {
                return try lookUp(name, withExtension: nil, subdirectory: subdirectory, traits: traits)
            }
            var extensions: [String?] = [nil]
            extensions += ResourceCache.assumedExtensions(of: .image) + ResourceCache.assumedExtensions(of: .sound)
            extensions += Self.nibExtensions
            return try lookUp(name, extensions: extensions, subdirectory: subdirectory, traits: traits)
        } catch {
            throw error.nibError
        }
    }

    /// The best file among several extensions (the first extension wins within
    /// one directory; a more specific directory wins over the extension order).
    /// The first candidate that exists decides: a regular file inside the
    /// bundle is the answer, anything else NibKit refuses is thrown.
    func lookUp(_ name: String, extensions: [String?], subdirectory: String? = nil, traits: ResourceTraits)
        throws(ContainedFolder.Refusal) -> URL?
    {
        guard !name.isEmpty, !name.contains("..") else { return nil }
        for directory in searchDirectories(for: traits.languages) {
            let folder = subdirectory.map { directory.appendingPathComponent($0) } ?? directory
            for pathExtension in extensions {
                for candidate in Self.candidateNames(name, extension: pathExtension, traits: traits) {
                    let file = folder.appendingPathComponent(candidate, isDirectory: false)
                    switch files.entry(at: file) {
                    case .file: return file
                    // A compiled nib may be a directory of variants.
                    case .directory where pathExtension == "nib": return file
                    case .refused(let refusal): throw refusal
                    case .missing, .directory: continue
                    }
                }
            }
        }
        return nil
    }

    /// A resource provider that finds files through this bundle's lookup, for
    /// templates whose images, sounds and archives live in the bundle.
    public func resourceProvider(traits: ResourceTraits) -> any ResourceProvider {
        BundleResourceProvider(bundle: self, traits: traits)
    }
}

/// Finds resources through a bundle's device, scale and language lookup.
/// A file found but refused (a link out of the bundle, a FIFO) is an error,
/// so the load fails and says why.
struct BundleResourceProvider: ResourceProvider {
    let bundle: NibBundle
    let traits: ResourceTraits

    func data(forResource name: String) throws -> Data? {
        guard let url = try bundle.lookUp(name, withExtension: nil, traits: traits) else { return nil }
        return try bundle.files.read(url)
    }

    func displayPath(forResource name: String) -> String {
        guard let url = try? bundle.lookUp(name, withExtension: nil, traits: traits) else { return name }
        return url.relativePath
    }
}

extension NibBundle {
    /// The launch screen for `request`: the launch storyboard when Info.plist
    /// names one (`UILaunchStoryboardName`), else the launch image the
    /// file-name rules choose among the images at the top level, or nil.
    ///
    /// ```swift
    /// bundle.launchImage(for: LaunchImageRequest(device: .ipad, orientation: .landscapeLeft, scale: 2))
    /// ```
    public func launchImage(for request: LaunchImageRequest) -> LaunchImageChoice? {
        launchImageSelector(for: request.device).select(for: request)
    }

    /// The launch-image rules for this bundle on `device`.
    /// Only regular files inside the bundle are candidates.
    func launchImageSelector(for device: Device?) -> LaunchImageSelector {
        let names = files.entries(in: resourcesURL).compactMap { found -> String? in
            guard case .file = found.entry else { return nil }
            return found.url.lastPathComponent
        }
        return LaunchImageSelector(
            fileNames: names, launchImageFile: info.launchImageFile(for: device),
            urlSchemes: Set(info.urlSchemes), launchStoryboardName: info.launchStoryboardName(for: device))
    }
}
