import Foundation

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
    /// - Parameters:
    ///   - name: The resource's base name; it may carry its extension.
    ///   - pathExtension: The extension, or nil when `name` carries it.
    ///   - subdirectory: A folder inside the resources (and inside each `.lproj`).
    public func url(
        forResource name: String, withExtension pathExtension: String? = nil, subdirectory: String? = nil,
        traits: ResourceTraits
    ) -> URL? {
        var base = name
        var extensions: [String?] = [pathExtension]
        if pathExtension == nil, !(name as NSString).pathExtension.isEmpty {
            base = (name as NSString).deletingPathExtension
            extensions = [(name as NSString).pathExtension]
        }
        return url(forResource: base, extensions: extensions, subdirectory: subdirectory, traits: traits)
    }

    /// The best file among several extensions (the first extension wins within
    /// one directory; a more specific directory wins over the extension order).
    func url(forResource name: String, extensions: [String?], subdirectory: String? = nil, traits: ResourceTraits)
        -> URL?
    {
        guard !name.isEmpty, !name.contains("..") else { return nil }
        let fileManager = FileManager.default
        for directory in searchDirectories(for: traits.languages) {
            let folder = subdirectory.map { directory.appendingPathComponent($0) } ?? directory
            for pathExtension in extensions {
                for candidate in Self.candidateNames(name, extension: pathExtension, traits: traits) {
                    let file = folder.appendingPathComponent(candidate)
                    var isDirectory: ObjCBool = false
                    if fileManager.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                        return file
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
struct BundleResourceProvider: ResourceProvider {
    let bundle: NibBundle
    let traits: ResourceTraits

    func data(forResource name: String) throws -> Data? {
        guard let url = bundle.url(forResource: name, traits: traits) else { return nil }
        return try Data(contentsOf: url)
    }

    func displayPath(forResource name: String) -> String {
        guard let url = bundle.url(forResource: name, traits: traits) else { return name }
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
    func launchImageSelector(for device: Device?) -> LaunchImageSelector {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: resourcesURL.path)) ?? []
        return LaunchImageSelector(
            fileNames: names.sorted(), launchImageFile: info.launchImageFile(for: device),
            urlSchemes: Set(info.urlSchemes), launchStoryboardName: info.launchStoryboardName(for: device))
    }
}
