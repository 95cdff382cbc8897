import Foundation
import NibKitCore
import NibKitLoader

/// A row of segments, one of them selected, as UIKit's `UISegmentedControl`.
///
/// ```swift
/// control.numberOfSegments                 // 2
/// control.titleForSegment(at: 0)           // "First"
/// control.selectedSegmentIndex             // 0
/// ```
open class UISegmentedControl: UIControl {
    /// The segments, in order.
    public var segments: [Segment] = []
    /// The selected segment's index, or `noSegment` (-1).
    public var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a segment springs back after a tap instead of staying selected.
    public var isMomentary = false
    /// Whether segments are as wide as their content rather than equal.
    public var apportionsSegmentWidthsByContent = false
    /// The selected segment's color, or nil.
    public var selectedSegmentTintColor: Color?
    /// The control's look before iOS 7, as Interface Builder spells it (`plain`, `bordered`, `bar`), or nil.
    public var segmentControlStyle: String?

    /// The index of no segment.
    public static let noSegment = -1

    /// One segment: Interface Builder's `<segment>`.
    public struct Segment: Hashable, Sendable {
        /// The title, or nil.
        public var title: String?
        /// The image, or nil.
        public var image: UIImage?
        /// Whether the segment can be selected.
        public var isEnabled = true
        /// The segment's width, or 0 for an automatic one.
        public var width: CGFloat = 0

        /// A segment with this title.
        public init(title: String?) { self.title = title }

        init(_ entries: ArchivedEntries) {
            title = entries.string("title")
            image = entries.image("image")
            isEnabled = entries.flag("enabled") ?? true
            width = entries.number("width") ?? 0
        }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// The title of the segment at `index`, or nil.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// The image of the segment at `index`, or nil.
    public func imageForSegment(at index: Int) -> UIImage? {
        segments.indices.contains(index) ? segments[index].image : nil
    }

    /// Selects the segment at `index` and sends `valueChanged`, as a tap
    /// does; an index outside the segments changes nothing.
    public func selectSegment(at index: Int) {
        guard segments.indices.contains(index), segments[index].isEnabled else { return }
        selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : index
        sendActions(for: .valueChanged)
    }

    private var archivedSegments: [[String: Any]] {
        segments.map { ["title": $0.title as Any, "enabled": $0.isEnabled] }
    }

    /// The keys of Interface Builder's `<segmentedControl>`: `segments`,
    /// `selectedSegmentIndex`, `momentary`,
    /// `apportionsSegmentWidthsByContent`, `selectedSegmentTintColor` and
    /// `segmentControlStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("segments", \UISegmentedControl.archivedSegments) { control, entries in
                control.segments = entries.compactMap { ArchivedEntries($0).map(Segment.init) }
            },
            KeyBinding("selectedSegmentIndex", \UISegmentedControl.selectedSegmentIndex),
            KeyBinding("momentary", \UISegmentedControl.isMomentary),
            KeyBinding("apportionsSegmentWidthsByContent", \UISegmentedControl.apportionsSegmentWidthsByContent),
            KeyBinding("selectedSegmentTintColor", \UISegmentedControl.selectedSegmentTintColor),
            KeyBinding("segmentControlStyle", \UISegmentedControl.segmentControlStyle),
        ]
    }

    /// The frame, then the selected segment's index.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("selectedSegmentIndex", String(selectedSegmentIndex))]
    }
}
