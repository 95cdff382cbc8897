/// What an app shows while it launches: a launch storyboard or a static image.
///
/// The description is the form `nibtool launch-image` prints: the image's
/// file name, or `storyboard:NAME`.
///
/// ```swift
/// LaunchImageChoice.storyboard("LaunchScreen").description  // "storyboard:LaunchScreen"
/// LaunchImageChoice.image("Default@2x.png").description     // "Default@2x.png"
/// ```
public enum LaunchImageChoice: Hashable, Sendable, CustomStringConvertible {
    /// The launch storyboard or XIB named by `UILaunchStoryboardName`,
    /// without its extension.
    case storyboard(String)
    /// A static launch image, by its file name at the bundle's top level.
    case image(String)

    /// The image's file name, or `storyboard:NAME`.
    public var description: String {
        switch self {
        case .storyboard(let name): "storyboard:\(name)"
        case .image(let fileName): fileName
        }
    }
}
