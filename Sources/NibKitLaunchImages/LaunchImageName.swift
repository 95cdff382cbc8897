import NibKitCore

/// A launch image file name taken apart by the grammar
/// `<basename>[-568h][-<url scheme>][-<orientation>][@2x|@3x][~ipad|~iphone].png`.
///
/// Parsing is lenient: a name whose modifiers are all known but misplaced or
/// contradictory still parses, and says what is wrong in `problems`, so a
/// lint can report it. The system builds launch image names in the grammar's
/// order, so it never finds a name with problems, and `LaunchImageSelector`
/// never chooses one. See `Docs/LaunchImages.md`.
///
/// ```swift
/// let name = LaunchImageName.parse("Default-Landscape@2x~ipad.png", basename: "Default")
/// name?.orientation  // .landscape
/// name?.scale        // 2
/// name?.device       // .ipad
///
/// LaunchImageName.parse("Default-Portrait-568h@2x.png", basename: "Default")?.problems
/// // [.tallModifierNotFirst]
/// ```
public struct LaunchImageName: Hashable, Sendable, CustomStringConvertible {
    /// An orientation modifier in a launch image name.
    ///
    /// The raw value is the modifier's spelling without its hyphen.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// `-Portrait`: upright portrait, and upside-down portrait when there
        /// is no `-PortraitUpsideDown` image.
        case portrait = "Portrait"
        /// `-PortraitUpsideDown`: upside-down portrait only.
        case portraitUpsideDown = "PortraitUpsideDown"
        /// `-Landscape`: both landscape orientations, when there is no image
        /// for the specific one.
        case landscape = "Landscape"
        /// `-LandscapeLeft`: landscape with the home button on the left.
        case landscapeLeft = "LandscapeLeft"
        /// `-LandscapeRight`: landscape with the home button on the right.
        case landscapeRight = "LandscapeRight"

        /// The modifier as it appears in a file name, such as `-Portrait`.
        public var modifier: String { "-" + rawValue }

        /// Whether images with this modifier are wider than they are tall.
        public var isLandscape: Bool {
            self == .landscape || self == .landscapeLeft || self == .landscapeRight
        }

        /// The interface orientation the modifier is made for, or `nil` for
        /// `-Landscape`, made for both landscape orientations alike.
        ///
        /// `-Portrait` is made for upright portrait and only stands in for
        /// upside-down portrait.
        public var exactOrientation: InterfaceOrientation? {
            switch self {
            case .landscape: nil
            case .portrait: .portrait
            case .portraitUpsideDown: .portraitUpsideDown
            case .landscapeLeft: .landscapeLeft
            case .landscapeRight: .landscapeRight
            }
        }

        /// The interface orientations an image with this modifier may be shown in.
        public var servedOrientations: Set<InterfaceOrientation> {
            switch self {
            case .portrait: [.portrait, .portraitUpsideDown]
            case .portraitUpsideDown: [.portraitUpsideDown]
            case .landscape: [.landscapeLeft, .landscapeRight]
            case .landscapeLeft: [.landscapeLeft]
            case .landscapeRight: [.landscapeRight]
            }
        }
    }

    /// Something wrong with a launch image name whose modifiers are all known.
    ///
    /// The description is a lower-case sentence without the file name, in the
    /// style of `Diagnostic.message`.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// `-568h` comes after another modifier (`Default-Portrait-568h@2x.png`);
        /// it must come first.
        case tallModifierNotFirst
        /// `-568h` without `@2x` (`Default-568h.png`): 4-inch screens are
        /// Retina screens, so the system only looks for `@2x`.
        case tallModifierWithoutDoubleScale
        /// `-568h` together with `~ipad`: `-568h` names an iPhone screen.
        case tallModifierForIPad
        /// A landscape modifier together with `~iphone` at a scale whose
        /// iPhones have no landscape launch images (only the iPhone 6 Plus,
        /// at 3x, has them).
        case landscapeForIPhone
        /// Two modifiers in the wrong order: `modifier` must come before `before`,
        /// as `@2x` must come before `~ipad`.
        case outOfOrder(modifier: String, before: String)
        /// A device modifier the system does not look for, such as `~ipad7`,
        /// which asset catalogs use for iOS 7 iPad images; it is read as
        /// the device it starts with.
        case unrecognizedDeviceModifier(String)

        /// The problem as a sentence.
        public var description: String {
            switch self {
            case .tallModifierNotFirst:
                "-568h must be the first modifier after the basename"
            case .tallModifierWithoutDoubleScale:
                "-568h must be used with @2x, since 4-inch screens are Retina screens"
            case .tallModifierForIPad:
                "-568h names a 4-inch iPhone screen and cannot be used with ~ipad"
            case .landscapeForIPhone:
                "iPhone launch images at this scale are portrait only"
            case .outOfOrder(let modifier, let before):
                "\(modifier) must come before \(before)"
            case .unrecognizedDeviceModifier(let modifier):
                "\(modifier) is not a device modifier the system looks for (only ~ipad and ~iphone)"
            }
        }
    }

    /// The whole file name, as parsed.
    public let fileName: String
    /// The basename the name was parsed against: `Default` or the
    /// `UILaunchImageFile` value.
    public let basename: String
    /// `.tall568h` when the name carries `-568h`.
    public let screen: LaunchScreen
    /// The declared URL scheme the name carries, if any.
    public let urlScheme: String?
    /// The orientation modifier, if any.
    public let orientation: Orientation?
    /// The scale: 2 or 3 from `@2x` or `@3x`, 1 without a scale modifier.
    public let scale: Int
    /// The device from `~iphone` or `~ipad`; `nil` for an image for every device.
    public let device: Device?
    /// What is wrong with the name, in the order found; empty for a name the
    /// system would look up.
    public let problems: [Problem]

    /// The file name.
    public var description: String { fileName }
}
