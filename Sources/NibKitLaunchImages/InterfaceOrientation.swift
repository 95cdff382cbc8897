/// The orientation of the interface when an app launches.
///
/// The raw values are the spellings `nibtool launch-image --orientation`
/// accepts.
///
/// ```swift
/// InterfaceOrientation(rawValue: "landscapeLeft")?.isLandscape  // true
/// ```
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Upright portrait, the home button at the bottom.
    case portrait
    /// Portrait turned upside down.
    case portraitUpsideDown
    /// Landscape, the home button on the left.
    case landscapeLeft
    /// Landscape, the home button on the right.
    case landscapeRight

    /// Whether the screen is wider than it is tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the screen is taller than it is wide in this orientation.
    public var isPortrait: Bool { !isLandscape }
}
