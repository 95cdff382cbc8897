import Foundation
import NibKitLoader

/// What Interface Builder records about a view for itself, and UIKit ignores
/// when it loads the view: where its canvas shows a top-level view, the
/// simulated bars and screen it drew the view with, the old frame insets and
/// size-class variations. Kept so that a strict reading accepts these keys,
/// and for tools that want them.
public struct InterfaceBuilderMetadata {
    /// Where Interface Builder's canvas shows a top-level view, or nil.
    public var canvasLocation: CGPoint?
    /// The simulated metrics (`simulatedStatusBarMetrics`,
    /// `simulatedDestinationMetrics`, ...) by key, each as the generic
    /// dictionary its element becomes (one written empty, or as `<nil>`, has
    /// no entry).
    public var simulatedMetrics: [String: [String: Any]] = [:]
    /// Size-class variations (`<variation key="default">`) by key.
    public var variations: [String: [String: Any]] = [:]
    /// The frame insets of an Xcode 4 storyboard, or nil.
    public var frameInset: FrameInset?

    /// Metadata with nothing recorded.
    public init() {}

    /// The keys of the simulated metrics Interface Builder writes on a view.
    static let simulatedMetricsKeys = [
        "simulatedStatusBarMetrics", "simulatedDestinationMetrics", "simulatedTopBarMetrics",
        "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "freeformSimulatedSizeMetrics",
    ]

    /// The keys of the size-class variations read: the default (any width,
    /// any height), each size class alone and each pair, as Interface
    /// Builder writes them (`heightClass=compact-widthClass=regular`).
    static let variationKeys =
        ["default"]
        + ["widthClass", "heightClass"].flatMap { axis in ["compact", "regular"].map { "\(axis)=\($0)" } }
        + ["compact", "regular"].flatMap { height in
            ["compact", "regular"].map { "heightClass=\(height)-widthClass=\($0)" }
        }

    /// The frame insets of an Xcode 4 storyboard: each edge's distance, or
    /// the size, as far as the document gives them.
    public struct FrameInset: NibValueConvertible, Equatable {
        /// The left inset.
        public var minX: Double?
        /// The top inset.
        public var minY: Double?
        /// The right inset.
        public var maxX: Double?
        /// The bottom inset.
        public var maxY: Double?
        /// The width.
        public var width: Double?
        /// The height.
        public var height: Double?

        /// Reads a `<size key="frameInset">` or the dictionary of an
        /// `<inset key="frameInset">`, whose numbers may be written as text.
        public init?(nibValue: Any) {
            if let size = nibValue as? CGSize {
                width = Double(size.width)
                height = Double(size.height)
                return
            }
            guard let entries = nibValue as? [String: Any] else { return nil }
            func number(_ key: String) -> Double? {
                switch entries[key] {
                case let value as Int: Double(value)
                case let value as Double: value
                case let value as String: Double(value)
                default: nil
                }
            }
            minX = number("minX")
            minY = number("minY")
            maxX = number("maxX")
            maxY = number("maxY")
            width = number("width")
            height = number("height")
        }
    }
}
