import Foundation
import NibKitCore

/// A screen Interface Builder simulates a document on: its `<device>` id,
/// its size in points in portrait, the size classes UIKit gives it and the
/// safe area of a full-screen view on it.
///
/// The one table of Interface Builder's device ids (`<device id="retina6_1"
/// orientation="portrait"/>`): `nibtool layout` lays a storyboard's scenes
/// out at their sizes, and the layout engine insets a view controller's
/// root view at one of their sizes by its safe area.
///
/// ```swift
/// SimulatedDevice.named("retina6_12")?.size(in: .landscape)  // 852 x 393
/// ```
public struct SimulatedDevice: Equatable, Sendable {
    /// Interface Builder's id, such as `retina6_1`.
    public let id: String
    /// What Xcode's device menu calls it.
    public let name: String
    /// The screen in points, in portrait.
    public let portrait: CGSize
    /// Whether the width is regular in landscape (the larger iPhones and every iPad).
    public let isRegularWidthInLandscape: Bool
    /// Whether it is an iPad, regular in both directions in either orientation.
    public let isPad: Bool
    /// The safe area's top inset in portrait: the status bar, or the sensor housing.
    public let topInset: Double
    /// The safe area's bottom inset in portrait: the home indicator, or 0.
    public let bottomInset: Double

    /// Every device id Interface Builder writes that NibKit knows, iPhones
    /// from the smallest, then iPads; of two of one size, the newer first.
    public static let all: [SimulatedDevice] = [
        phone("retina3_5", "iPhone 4s", 320, 480, insets: (20, 0)),
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, insets: (20, 0)),
        phone("retina4_7", "iPhone 8, iPhone SE", 375, 667, insets: (20, 0)),
        phone("retina5_5", "iPhone 8 Plus", 414, 736, regularInLandscape: true, insets: (20, 0)),
        phone("retina5_9", "iPhone 11 Pro, iPhone X", 375, 812, insets: (44, 34)),
        phone("retina6_0", "iPhone 12, 13, 14", 390, 844, insets: (47, 34)),
        phone("retina6_1", "iPhone 11, iPhone XR", 414, 896, regularInLandscape: true, insets: (44, 34)),
        phone("retina6_3", "iPhone 16 Pro", 402, 874, insets: (62, 34)),
        phone("retina6_5", "iPhone 11 Pro Max", 414, 896, regularInLandscape: true, insets: (44, 34)),
        phone(
            "retina6_7", "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", 428, 926, regularInLandscape: true, insets: (47, 34)),
        phone("retina6_12", "iPhone 14 Pro, 15, 15 Pro", 393, 852, insets: (59, 34)),
        phone(
            "retina6_72", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max", 430, 932, regularInLandscape: true, insets: (59, 34)
        ),
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, regularInLandscape: true, insets: (62, 34)),
        pad("ipad9_7", "iPad (9.7-inch)", 768, 1024, insets: (20, 0)),
        pad("ipad10_2", "iPad (10.2-inch)", 810, 1080, insets: (20, 0)),
        pad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, insets: (20, 0)),
        pad("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180, insets: (24, 20)),
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194, insets: (24, 20)),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch, rounded)", 1024, 1366, insets: (24, 20)),
        pad("ipad12_9", "iPad Pro (12.9-inch)", 1024, 1366, insets: (20, 0)),
    ]

    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, regularInLandscape: Bool = false,
        insets: (top: Double, bottom: Double)
    ) -> SimulatedDevice {
        SimulatedDevice(
            id: id, name: name, portrait: CGSize(width: width, height: height),
            isRegularWidthInLandscape: regularInLandscape, isPad: false, topInset: insets.top,
            bottomInset: insets.bottom)
    }

    private static func pad(
        _ id: String, _ name: String, _ width: Double, _ height: Double, insets: (top: Double, bottom: Double)
    ) -> SimulatedDevice {
        SimulatedDevice(
            id: id, name: name, portrait: CGSize(width: width, height: height), isRegularWidthInLandscape: true,
            isPad: true, topInset: insets.top, bottomInset: insets.bottom)
    }

    /// The device whose id is `id`, or nil.
    public static func named(_ id: String) -> SimulatedDevice? {
        all.first { $0.id == id }
    }

    /// The screen's size in `orientation`: landscape swaps width and height.
    public func size(in orientation: Orientation) -> CGSize {
        orientation == .portrait ? portrait : CGSize(width: portrait.height, height: portrait.width)
    }

    /// The horizontal and vertical size classes UIKit gives the full screen in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        if isPad { return (.regular, .regular) }
        if orientation == .portrait { return (.compact, .regular) }
        return (isRegularWidthInLandscape ? .regular : .compact, .compact)
    }

    /// Portrait or landscape, as the `orientation` attribute writes it.
    public enum Orientation: String, Sendable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }

    /// A size class as `--trait` writes it.
    public enum SizeClass: String, Sendable {
        /// Compact.
        case compact
        /// Regular.
        case regular

        /// The engine's spelling of it.
        public var engineSizeClass: LayoutOptions.SizeClass { self == .compact ? .compact : .regular }
    }

    /// The device whose screen is `size` points, in either orientation, or
    /// nil when none is; the newer when two share a size (the table lists it first).
    public static func screen(ofSize size: CGSize) -> SimulatedDevice? {
        let short = min(size.width, size.height)
        let long = max(size.width, size.height)
        return all.first { $0.portrait.width == short && $0.portrait.height == long }
    }

    /// The safe area insets UIKit gives a full-screen view on the device in
    /// `orientation`: the status bar and home indicator in portrait; in
    /// landscape an iPhone with a sensor housing keeps it and the rounded
    /// corners at the sides, and an iPad its insets.
    public func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
        if orientation == .portrait || isPad {
            return EdgeInsets(top: topInset, left: 0, bottom: bottomInset, right: 0)
        }
        let side = bottomInset > 0 ? topInset : 0
        return EdgeInsets(top: 0, left: side, bottom: bottomInset > 0 ? 21 : 0, right: side)
    }
}
