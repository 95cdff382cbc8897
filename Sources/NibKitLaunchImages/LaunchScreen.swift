/// The screen a launch image is requested for, as far as launch image names
/// can tell screens apart.
///
/// Only the 4-inch iPhone screen has a modifier of its own, `-568h`; every
/// other screen is `standard`, and the device and scale say the rest. The raw
/// values are the spellings `nibtool launch-image --screen` accepts.
///
/// ```swift
/// LaunchScreen(rawValue: "568h")  // .tall568h
/// ```
public enum LaunchScreen: String, Hashable, Sendable, CaseIterable {
    /// Any screen without a modifier of its own: the 3.5-inch iPhone, the
    /// iPhone 6 Plus at 3x, and every iPad.
    case standard
    /// The 4-inch screen of the iPhone 5 and the 5th-generation iPod touch,
    /// 640x1136 pixels, named by `-568h`.
    case tall568h = "568h"

    /// The modifier that names images for this screen, or `nil` for the
    /// standard screen, which has none.
    public var modifier: String? {
        switch self {
        case .standard: nil
        case .tall568h: "-568h"
        }
    }
}
