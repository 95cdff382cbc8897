import Foundation
import NibKit

/// A screen Interface Builder simulates a document on: its `<device>` id,
/// its size in points in portrait, and the size classes UIKit gives it.
///
/// The one table of Interface Builder's device ids (`<device id="retina6_1"
/// orientation="portrait"/>`) that `nibtool layout` lays a storyboard's
/// scenes out at, and that `--device` names.
struct SimulatedDevice: Equatable {
    /// Interface Builder's id, such as `retina6_1`.
    let id: String
    /// What Xcode's device menu calls it.
    let name: String
    /// The screen in points, in portrait.
    let portrait: CGSize
    /// Whether the width is regular in landscape (the larger iPhones and every iPad).
    let isRegularWidthInLandscape: Bool
    /// Whether it is an iPad, regular in both directions in either orientation.
    let isPad: Bool

    /// Every device id Interface Builder writes that NibKit knows, iPhones
    /// from the smallest, then iPads.
    static let all: [SimulatedDevice] = [
        phone("retina3_5", "iPhone 4s", 320, 480),
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568),
        phone("retina4_7", "iPhone 8, iPhone SE", 375, 667),
        phone("retina5_5", "iPhone 8 Plus", 414, 736, regularInLandscape: true),
        phone("retina5_9", "iPhone 11 Pro, iPhone X", 375, 812),
        phone("retina6_0", "iPhone 12, 13, 14", 390, 844),
        phone("retina6_1", "iPhone 11, iPhone XR", 414, 896, regularInLandscape: true),
        phone("retina6_3", "iPhone 16 Pro", 402, 874),
        phone("retina6_5", "iPhone 11 Pro Max", 414, 896, regularInLandscape: true),
        phone("retina6_7", "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", 428, 926, regularInLandscape: true),
        phone("retina6_12", "iPhone 14 Pro, 15, 15 Pro", 393, 852),
        phone("retina6_72", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max", 430, 932, regularInLandscape: true),
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, regularInLandscape: true),
        pad("ipad9_7", "iPad (9.7-inch)", 768, 1024),
        pad("ipad10_2", "iPad (10.2-inch)", 810, 1080),
        pad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112),
        pad("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180),
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194),
        pad("ipad12_9", "iPad Pro (12.9-inch)", 1024, 1366),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch, rounded)", 1024, 1366),
    ]

    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, regularInLandscape: Bool = false
    ) -> SimulatedDevice {
        SimulatedDevice(
            id: id, name: name, portrait: CGSize(width: width, height: height),
            isRegularWidthInLandscape: regularInLandscape, isPad: false)
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double) -> SimulatedDevice {
        SimulatedDevice(
            id: id, name: name, portrait: CGSize(width: width, height: height), isRegularWidthInLandscape: true,
            isPad: true)
    }

    /// The device whose id is `id`, or nil.
    static func named(_ id: String) -> SimulatedDevice? {
        all.first { $0.id == id }
    }

    /// The screen's size in `orientation`: landscape swaps width and height.
    func size(in orientation: Orientation) -> CGSize {
        orientation == .portrait ? portrait : CGSize(width: portrait.height, height: portrait.width)
    }

    /// The horizontal and vertical size classes UIKit gives the full screen in `orientation`.
    func sizeClasses(in orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        if isPad { return (.regular, .regular) }
        if orientation == .portrait { return (.compact, .regular) }
        return (isRegularWidthInLandscape ? .regular : .compact, .compact)
    }

    /// Portrait or landscape, as the `orientation` attribute writes it.
    enum Orientation: String {
        case portrait
        case landscape
    }

    /// A size class as `--trait` writes it.
    enum SizeClass: String {
        case compact
        case regular

        /// The engine's spelling of it.
        var engineSizeClass: LayoutOptions.SizeClass { self == .compact ? .compact : .regular }
    }
}

/// The `<device>` element of an Interface Builder document: the screen it
/// was last shown on.
struct DeclaredDevice: Equatable {
    /// The element's `id`, which may be one the table does not know.
    let id: String
    /// Its orientation; portrait when it writes none.
    let orientation: SimulatedDevice.Orientation

    /// How far into a document its `<device>` element may be: it follows the
    /// root `<document>` element, before `<dependencies>`.
    private static let headLength = 4096

    /// The `<device>` element of the Interface Builder document at `path`,
    /// or nil when it has none (a compiled nib, a `.nibxml`, an old document).
    ///
    /// The loader leaves the element out of the template, as UIKit ignores
    /// it, so it is read here from the head of the file; a document that
    /// cannot be read has no device, and its loading says why.
    static func read(fromDocumentAt path: String) -> DeclaredDevice? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: headLength), let text = String(data: head, encoding: .utf8)
        else { return nil }
        guard let start = text.range(of: "<device ")?.upperBound,
            let end = text[start...].firstIndex(of: ">")
        else { return nil }
        let attributes = attributes(of: text[start..<end])
        guard let id = attributes["id"] else { return nil }
        let orientation = attributes["orientation"].flatMap(SimulatedDevice.Orientation.init(rawValue:)) ?? .portrait
        return DeclaredDevice(id: id, orientation: orientation)
    }

    /// The `name="value"` pairs of an element's opening tag.
    private static func attributes(of tag: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...]
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            attributes[name] = String(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return attributes
    }
}
