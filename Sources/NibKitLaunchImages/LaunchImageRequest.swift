import NibKitCore

/// What a launching app asks for: the device, its orientation, scale and
/// screen, and the URL scheme it was opened with, if any.
///
/// ```swift
/// let request = LaunchImageRequest(device: .iphone, scale: 2, screen: .tall568h)
/// selector.select(for: request)  // .image("Default-568h@2x.png")
/// ```
public struct LaunchImageRequest: Hashable, Sendable {
    /// The device the app launches on.
    public var device: Device
    /// The orientation of the interface at launch.
    public var orientation: InterfaceOrientation
    /// The screen's scale: 1, 2 or 3 pixels per point.
    public var scale: Int
    /// The screen, when it has a launch image modifier of its own.
    public var screen: LaunchScreen
    /// The URL scheme that opened the app, or `nil` for an ordinary launch.
    public var urlScheme: String?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - device: The device the app launches on.
    ///   - orientation: The orientation of the interface; portrait when omitted.
    ///   - scale: Pixels per point; 1 when omitted.
    ///   - screen: The screen; `.standard` when omitted.
    ///   - urlScheme: The URL scheme that opened the app, if any.
    public init(
        device: Device, orientation: InterfaceOrientation = .portrait, scale: Int = 1,
        screen: LaunchScreen = .standard, urlScheme: String? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.screen = screen
        self.urlScheme = urlScheme
    }
}
