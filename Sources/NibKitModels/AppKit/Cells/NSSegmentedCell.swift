import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSSegmentedCell`: the segments of a segmented control and how
/// they are chosen.
open class NSSegmentedCell: NSActionCell {
    /// How segments are chosen: AppKit's `NSSegmentedControl.SwitchTracking`.
    public enum TrackingMode: String, Sendable, CaseIterable {
        /// One segment at a time.
        case selectOne
        /// Any number of segments.
        case selectAny
        /// A segment is selected only while pressed.
        case momentary
        /// As `momentary`, pressure-sensitive.
        case momentaryAccelerator
    }

    /// How the segments are drawn: AppKit's `NSSegmentedControl.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// The system's choice.
        case automatic
        /// Rounded.
        case rounded
        /// Textured and rounded.
        case texturedRounded
        /// A rounded rectangle.
        case roundRect
        /// Textured and square.
        case texturedSquare
        /// A capsule.
        case capsule
        /// Small and square.
        case smallSquare
        /// Separate segments.
        case separated
    }

    /// One segment, as Interface Builder writes it (`<segment label=... selected="YES" tag=.../>`).
    public struct Segment {
        /// The segment's label.
        public var label = ""
        /// Whether the segment is selected.
        public var isSelected = false
        /// A number that identifies the segment.
        public var tag = 0
        /// The segment's width; 0 sizes it to fit.
        public var width: Double = 0
        /// Whether the segment can be chosen.
        public var isEnabled = true
        /// The segment's help text.
        public var toolTip: String?
        /// The segment's image.
        public var image: NibResource?

        /// A segment with a label.
        public init(label: String) { self.label = label }

        init(attributes: [String: Any]) {
            label = attributes["label"] as? String ?? ""
            isSelected = attributes["selected"] as? Bool ?? false
            tag = attributes["tag"] as? Int ?? 0
            width = ArchivedEntries(attributes)?.number("width") ?? 0
            isEnabled = attributes["enabled"] as? Bool ?? true
            toolTip = attributes["toolTip"] as? String
            image = attributes["image"] as? NibResource
        }

        var attributes: [String: Any] {
            var result: [String: Any] = ["label": label, "selected": isSelected, "tag": tag, "enabled": isEnabled]
            if width != 0 { result["width"] = width }
            if let toolTip { result["toolTip"] = toolTip }
            if let image { result["image"] = image }
            return result
        }
    }

    /// The segments, left to right.
    public var segments: [Segment] = []
    /// How segments are chosen.
    public var trackingMode = TrackingMode.selectOne
    /// How the segments are drawn.
    public var style = Style.automatic

    /// The position of the first selected segment, or -1 when none is.
    public var selectedSegment: Int {
        segments.firstIndex { $0.isSelected } ?? -1
    }

    private var segmentAttributes: [Any] { segments.map(\.attributes) }

    /// A cell's keys and `segments` (each a `<segment>`), `trackingMode` and `style`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("segments", \NSSegmentedCell.segmentAttributes) {
                $0.segments = $1.compactMap { ($0 as? [String: Any]).map(Segment.init(attributes:)) }
            },
            KeyBinding("trackingMode", \NSSegmentedCell.trackingMode),
            KeyBinding("style", \NSSegmentedCell.style),
        ]
    }
}
