import NibKitCore

/// Chooses what an app shows while it launches: its launch storyboard, or
/// the static launch image that best fits a device, orientation, scale,
/// screen and URL scheme.
///
/// A launch storyboard named by `UILaunchStoryboardName` always wins (seed
/// 002). Otherwise every launch image of the bundle is ranked by one ordering,
/// compared field by field, the first difference deciding:
///
/// 1. screen: a `-568h` image before a standard one, on the 568h screen;
/// 2. URL scheme: the requested scheme's image before a plain one;
/// 3. orientation: the exact modifier (`-PortraitUpsideDown`,
///    `-LandscapeLeft`, `-LandscapeRight`), then the generic one
///    (`-Portrait`, `-Landscape`), then none;
/// 4. device: a `~ipad` or `~iphone` image before one for every device;
/// 5. scale: the requested scale, then the nearest; at equal distance the
///    larger, since scaling down loses less than scaling up;
/// 6. file name, so the choice never depends on the order of the listing.
///
/// Images that cannot be shown for the request take no part: another
/// device's, another screen's, another scheme's, those whose orientation
/// modifier does not serve the orientation, and names with problems, which
/// the system never looks up. An iPhone asked for landscape where its
/// launch images are portrait only (every iPhone but the 3x iPhone 6 Plus)
/// gets the portrait image. See `Docs/LaunchImages.md`.
///
/// ```swift
/// let selector = LaunchImageSelector(
///     fileNames: ["Default.png", "Default@2x.png", "Default-Landscape~ipad.png"])
/// selector.select(for: LaunchImageRequest(device: .iphone, scale: 2))
/// // .image("Default@2x.png")
/// selector.select(for: LaunchImageRequest(device: .ipad, orientation: .landscapeLeft))
/// // .image("Default-Landscape~ipad.png")
/// ```
public struct LaunchImageSelector: Hashable, Sendable {
    /// The basename launch images are named after: `Default`, or the
    /// `UILaunchImageFile` value without extension.
    public let basename: String
    /// The URL schemes the bundle declares in `CFBundleURLTypes`.
    public let urlSchemes: Set<String>
    /// The `UILaunchStoryboardName` value, when there is one.
    public let launchStoryboardName: String?
    /// Every file that parses as a launch image of the basename, in the
    /// order given, including names with problems, for a lint to report.
    public let launchImages: [LaunchImageName]

    /// Creates a selector for a bundle's files.
    ///
    /// - Parameters:
    ///   - fileNames: The names of the files at the bundle's top level. Paths
    ///     into subfolders (containing `/`) are ignored: launch images live
    ///     at the top of the bundle.
    ///   - launchImageFile: The `UILaunchImageFile` value (for the device
    ///     launched on, from `UILaunchImageFile~ipad` where the bundle has
    ///     one), or `nil` for the basename `Default`.
    ///   - urlSchemes: The URL schemes the bundle declares.
    ///   - launchStoryboardName: The `UILaunchStoryboardName` value, if any;
    ///     an empty value counts as none.
    public init(
        fileNames: [String], launchImageFile: String? = nil, urlSchemes: Set<String> = [],
        launchStoryboardName: String? = nil
    ) {
        let basename = Self.basename(forLaunchImageFile: launchImageFile)
        self.basename = basename
        self.urlSchemes = urlSchemes
        self.launchStoryboardName = launchStoryboardName.flatMap { $0.isEmpty ? nil : $0 }
        // Sorted once for every name: a bundle may declare thousands of schemes.
        let vocabulary = LaunchImageVocabulary(urlSchemes: urlSchemes)
        self.launchImages = fileNames.compactMap {
            LaunchImageName.parse($0, basename: basename, vocabulary: vocabulary)
        }
    }

    /// The basename for a `UILaunchImageFile` value.
    ///
    /// `nil` or an empty value gives `Default`. A value may name a file
    /// (`MyLaunchImage.png`) or carry modifiers (`MyLaunchImage@2x~ipad.png`);
    /// the extension, then a device modifier, then a scale modifier are
    /// removed, since the system adds its own.
    ///
    /// ```swift
    /// LaunchImageSelector.basename(forLaunchImageFile: "MyLaunchImage.png")  // "MyLaunchImage"
    /// LaunchImageSelector.basename(forLaunchImageFile: nil)                  // "Default"
    /// ```
    public static func basename(forLaunchImageFile value: String?) -> String {
        guard let value, !value.isEmpty else { return "Default" }
        var name = Substring(value)
        if name.lowercased().hasSuffix(".png") { name = name.dropLast(4) }
        for device in Device.allCases where name.hasSuffix("~" + device.rawValue) {
            name = name.dropLast(device.rawValue.count + 1)
        }
        for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        return name.isEmpty ? "Default" : String(name)
    }

    /// What the app shows while it launches: the launch storyboard when
    /// there is one, otherwise the best launch image, or `nil` when no
    /// image can be shown for the request.
    public func select(for request: LaunchImageRequest) -> LaunchImageChoice? {
        if let launchStoryboardName { return .storyboard(launchStoryboardName) }
        return rankedImages(for: request).first.map { .image($0.fileName) }
    }

    /// Every launch image that can be shown for the request, best first.
    ///
    /// This ignores the launch storyboard; `select(for:)` is what the system does.
    public func rankedImages(for request: LaunchImageRequest) -> [LaunchImageName] {
        let request = served(request)
        return
            launchImages
            .compactMap { name in Rank(name, for: request).map { (name, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// The request as launch images can serve it: portrait for an iPhone
    /// without landscape launch images, the standard screen for an iPad,
    /// and no scheme when the bundle does not declare it.
    func served(_ request: LaunchImageRequest) -> LaunchImageRequest {
        var served = request
        if served.device == .ipad { served.screen = .standard }
        if served.orientation.isLandscape,
            !LaunchImageSizes.supportsLandscape(device: served.device, scale: served.scale, screen: served.screen)
        {
            served.orientation = .portrait
        }
        if let scheme = served.urlScheme, !urlSchemes.contains(scheme) { served.urlScheme = nil }
        return served
    }

    /// A launch image's place in the order for one request; lower is better.
    struct Rank: Comparable {
        /// Each field's score, most significant first.
        let scores: [Int]
        /// The last tie-breaker.
        let fileName: String

        /// The rank of `name` for `request`, or `nil` when it cannot be shown.
        init?(_ name: LaunchImageName, for request: LaunchImageRequest) {
            guard name.problems.isEmpty else { return nil }

            guard name.screen == .standard || name.screen == request.screen else { return nil }
            let screen = name.screen == request.screen ? 0 : 1

            guard name.urlScheme == nil || name.urlScheme == request.urlScheme else { return nil }
            let urlScheme = name.urlScheme == nil ? 1 : 0

            let orientation: Int
            if let modifier = name.orientation {
                guard modifier.servedOrientations.contains(request.orientation) else { return nil }
                orientation = modifier.exactOrientation == request.orientation ? 0 : 1
            } else {
                orientation = 2
            }

            guard name.device == nil || name.device == request.device else { return nil }
            let device = name.device == nil ? 1 : 0

            let scaleDistance = abs(name.scale - request.scale)
            let smaller = name.scale < request.scale ? 1 : 0

            scores = [screen, urlScheme, orientation, device, scaleDistance, smaller]
            fileName = name.fileName
        }

        static func < (left: Rank, right: Rank) -> Bool {
            if left.scores != right.scores { return left.scores.lexicographicallyPrecedes(right.scores) }
            return left.fileName < right.fileName
        }
    }
}
