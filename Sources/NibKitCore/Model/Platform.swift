/// The platform an archive is written for. Interface Builder documents say
/// so in their target runtime; NibKit's own archives follow iOS.
public enum Platform: String, Hashable, Sendable {
    /// iOS, iPadOS, tvOS and watchOS (UIKit): awakeFromNib never goes to placeholders.
    case iOS
    /// macOS (AppKit): awakeFromNib also goes to File's Owner and the application.
    case macOS
}
