import NibKitCore
import NibKitLoader

/// The look of a bar, as UIKit's `UIBarAppearance`: what Interface
/// Builder's `<navigationBarAppearance>`, `<tabBarAppearance>` and
/// `<toolbarAppearance>` give a bar's `standardAppearance`,
/// `scrollEdgeAppearance` and `compactAppearance`.
public struct UIBarAppearance: NibValueConvertible, Hashable, Sendable {
    /// The background's color, or nil for the default.
    public var backgroundColor: Color?
    /// The background's image, or nil.
    public var backgroundImage: UIImage?
    /// The color of the line along the bar's edge, or nil for the default.
    public var shadowColor: Color?

    /// The default look.
    public init() {}

    /// Reads the dictionary an appearance element becomes.
    public init?(nibValue: Any) {
        guard let entries = ArchivedEntries(nibValue) else { return nil }
        backgroundColor = entries.color("backgroundColor")
        backgroundImage = entries.image("backgroundImage")
        shadowColor = entries.color("shadowColor")
    }
}

/// The look of a bar before iOS 13, as Interface Builder spells it (`barStyle="black"`).
public enum UIBarStyle: String, Sendable, CaseIterable {
    /// Light.
    case `default`
    /// Dark.
    case black
    /// Dark and see-through (before iOS 7).
    case blackTranslucent
    /// Dark and opaque (before iOS 7).
    case blackOpaque
}
