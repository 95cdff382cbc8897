import NibKitCore

/// The pixel sizes launch images must have, from the seeds' tables, and the
/// check of an image's size against what its name says.
///
/// ```swift
/// let name = LaunchImageName.parse("Default-568h@2x.png", basename: "Default")!
/// LaunchImageSizes.expectedSizes(for: name)  // [640x1136]
/// LaunchImageSizes.check(PixelSize(width: 640, height: 960), for: name)
/// // "Default-568h@2x.png is 640x960 pixels, but its name asks for 640x1136 (...); 640x960 is ..."
/// ```
public enum LaunchImageSizes {
    /// One row of the sizes table: a device at a scale on a screen.
    public struct Entry: Hashable, Sendable {
        /// The devices the row is for, as the seeds name them.
        public let deviceName: String
        /// The device kind.
        public let device: Device
        /// The screen's scale.
        public let scale: Int
        /// The screen as launch image names address it, or `nil` when no
        /// name can: the iPhone 6 needs a launch file or an asset catalog.
        public let screen: LaunchScreen?
        /// The portrait size.
        public let portrait: PixelSize
        /// The landscape size, or `nil` where the seeds say landscape launch
        /// images are not supported.
        public let landscape: PixelSize?

        init(
            _ deviceName: String, _ device: Device, scale: Int, screen: LaunchScreen?, portrait: PixelSize,
            landscape: Bool
        ) {
            self.deviceName = deviceName
            self.device = device
            self.scale = scale
            self.screen = screen
            self.portrait = portrait
            self.landscape = landscape ? portrait.rotated : nil
        }
    }

    /// Every size the seeds give, in their order: table 5-4 of seed 000, then
    /// the iPhone 6 and iPhone 6 Plus sizes of seed 002.
    public static let entries: [Entry] = [
        Entry(
            "iPhone and iPod touch", .iphone, scale: 1, screen: .standard, portrait: PixelSize(width: 320, height: 480),
            landscape: false),
        Entry(
            "iPhone and iPod touch", .iphone, scale: 2, screen: .standard, portrait: PixelSize(width: 640, height: 960),
            landscape: false),
        Entry(
            "iPhone 5 and iPod touch (5th generation)", .iphone, scale: 2, screen: .tall568h,
            portrait: PixelSize(width: 640, height: 1136), landscape: false),
        Entry(
            "iPad", .ipad, scale: 1, screen: .standard, portrait: PixelSize(width: 768, height: 1024), landscape: true),
        Entry(
            "iPad", .ipad, scale: 2, screen: .standard, portrait: PixelSize(width: 1536, height: 2048), landscape: true),
        Entry(
            "iPhone 6", .iphone, scale: 2, screen: nil, portrait: PixelSize(width: 750, height: 1334), landscape: true),
        Entry(
            "iPhone 6 Plus", .iphone, scale: 3, screen: .standard, portrait: PixelSize(width: 1242, height: 2208),
            landscape: true),
    ]

    /// The row for a device, scale and screen that a launch image name can
    /// address, or `nil` when there is none (an iPad at 3x, a 568h screen at 1x).
    public static func entry(device: Device, scale: Int, screen: LaunchScreen) -> Entry? {
        entries.first { $0.device == device && $0.scale == scale && $0.screen == screen }
    }

    /// Whether the device at that scale and screen has landscape launch images.
    ///
    /// iPads do; iPhones do only at 3x (the iPhone 6 Plus, seed 002), since
    /// seed 000's table marks landscape "Not supported" for the others.
    public static func supportsLandscape(device: Device, scale: Int, screen: LaunchScreen) -> Bool {
        entry(device: device, scale: scale, screen: screen)?.landscape != nil
    }

    /// The sizes an image may have, given its name, with the row each comes from.
    ///
    /// An image without a device modifier may be shown on either device, so
    /// it may have either's size; one without an orientation modifier may be
    /// shown in any orientation its device supports.
    static func expectations(for name: LaunchImageName) -> [(size: PixelSize, entry: Entry, landscape: Bool)] {
        let devices = name.device.map { [$0] } ?? Device.allCases
        var result: [(size: PixelSize, entry: Entry, landscape: Bool)] = []
        for device in devices {
            guard let entry = entry(device: device, scale: name.scale, screen: name.screen) else { continue }
            let wantsLandscape = name.orientation?.isLandscape
            if wantsLandscape != true {
                result.append((entry.portrait, entry, false))
            }
            if wantsLandscape != false, let landscape = entry.landscape {
                result.append((landscape, entry, true))
            }
        }
        return result
    }

    /// The sizes an image may have, given its name, in the table's order.
    ///
    /// Empty when no device shows such an image, as for `Default-568h@2x~ipad.png`.
    public static func expectedSizes(for name: LaunchImageName) -> [PixelSize] {
        var seen: Set<PixelSize> = []
        return expectations(for: name).map(\.size).filter { seen.insert($0).inserted }
    }

    /// Checks an image's size against what its name says.
    ///
    /// - Returns: `nil` when the size is one the name allows; otherwise a
    ///   sentence naming the file, its size, the sizes its name allows, and
    ///   what the actual size is the size of, when it is in the table.
    ///
    /// ```swift
    /// LaunchImageSizes.check(PixelSize(width: 750, height: 1334), for: name)
    /// // "Default@2x.png is 750x1334 pixels, but its name asks for 640x960 (iPhone and iPod touch
    /// //  @2x portrait), 1536x2048 (iPad @2x portrait) or 2048x1536 (iPad @2x landscape);
    /// //  750x1334 is the iPhone 6 @2x portrait size"
    /// ```
    public static func check(_ size: PixelSize, for name: LaunchImageName) -> String? {
        let expected = expectations(for: name)
        if expected.contains(where: { $0.size == size }) { return nil }
        guard !expected.isEmpty else {
            return "\(name.fileName) is named for no screen that has launch images"
                + " (\(summary(of: name))), so no size fits it"
        }
        let allowed = expected.map { "\($0.size) (\(label($0.entry, landscape: $0.landscape)))" }
        var message = "\(name.fileName) is \(size) pixels, but its name asks for \(list(allowed))"
        let known = entries.compactMap { entry -> String? in
            if entry.portrait == size { return label(entry, landscape: false) }
            if entry.landscape == size { return label(entry, landscape: true) }
            return nil
        }
        if !known.isEmpty {
            message += "; \(size) is the \(list(known)) size"
        }
        return message
    }

    private static func label(_ entry: Entry, landscape: Bool) -> String {
        "\(entry.deviceName) @\(entry.scale)x \(landscape ? "landscape" : "portrait")"
    }

    private static func summary(of name: LaunchImageName) -> String {
        var parts = [name.device?.rawValue ?? "any device"]
        if let modifier = name.screen.modifier { parts.append(modifier) }
        if let orientation = name.orientation { parts.append(orientation.modifier) }
        parts.append("@\(name.scale)x")
        return parts.joined(separator: ", ")
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}
