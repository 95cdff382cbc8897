import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSSlider`: a control that chooses a value in a range, which its
/// ``NSSliderCell`` holds.
///
/// ```swift
/// let volume = try #require(graph.object(withID: "volume") as? NSSlider)
/// volume.doubleValue  // 0.8, from its binding to the user defaults
/// ```
open class NSSlider: NSControl {
    /// A slider made in code gets an ``NSSliderCell``.
    open override class var cellClass: NSCell.Type { NSSliderCell.self }

    private var sliderCell: NSSliderCell? { cell as? NSSliderCell }

    /// The value.
    public var doubleValue: Double {
        get { sliderCell?.doubleValue ?? 0 }
        set { sliderCell?.doubleValue = newValue }
    }

    /// The smallest value.
    public var minValue: Double {
        get { sliderCell?.minValue ?? 0 }
        set { sliderCell?.minValue = newValue }
    }

    /// The largest value.
    public var maxValue: Double {
        get { sliderCell?.maxValue ?? 1 }
        set { sliderCell?.maxValue = newValue }
    }

    /// The number of tick marks.
    public var numberOfTickMarks: Int { sliderCell?.numberOfTickMarks ?? 0 }

    /// A control's keys, with `value` setting ``doubleValue`` from a number.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("value", \NSSlider.doubleValue) { $0.doubleValue = $1 },
            KeyBinding("maxValue", \NSSlider.maxValue) { $0.maxValue = $1 },
            KeyBinding("minValue", \NSSlider.minValue) { $0.minValue = $1 },
        ]
    }

    /// The frame, then the value.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("value", ObjectDescription.number(CGFloat(doubleValue)))]
    }
}

/// AppKit's `NSStepper`: a pair of arrows that step a value, which its
/// ``NSStepperCell`` holds.
open class NSStepper: NSControl {
    /// A stepper made in code gets an ``NSStepperCell``.
    open override class var cellClass: NSCell.Type { NSStepperCell.self }

    private var stepperCell: NSStepperCell? { cell as? NSStepperCell }

    /// The value.
    public var doubleValue: Double {
        get { stepperCell?.doubleValue ?? 0 }
        set { stepperCell?.doubleValue = newValue }
    }

    /// The step of one click.
    public var increment: Double { stepperCell?.increment ?? 1 }

    /// A control's keys, with `value` setting ``doubleValue`` from a number.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("value", \NSStepper.doubleValue) { $0.doubleValue = $1 }]
    }
}

/// AppKit's `NSDatePicker`: a control that chooses a date, which its
/// ``NSDatePickerCell`` holds.
open class NSDatePicker: NSControl {
    /// A date picker made in code gets an ``NSDatePickerCell``.
    open override class var cellClass: NSCell.Type { NSDatePickerCell.self }

    private var dateCell: NSDatePickerCell? { cell as? NSDatePickerCell }

    /// The date.
    public var dateValue: Date {
        get { dateCell?.date ?? Date(timeIntervalSinceReferenceDate: 0) }
        set { dateCell?.date = newValue }
    }

    /// The earliest date; a binding may set any value, which is kept when it is a date.
    public var minDate: Date? {
        get { dateCell?.minDate }
        set { dateCell?.minDate = newValue }
    }

    /// The latest date.
    public var maxDate: Date? {
        get { dateCell?.maxDate }
        set { dateCell?.maxDate = newValue }
    }

    /// A control's keys and `minValue` and `maxValue` for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("minValue", \NSDatePicker.minDate) { $0.minDate = $1 },
            KeyBinding("maxValue", \NSDatePicker.maxDate) { $0.maxDate = $1 },
        ]
    }
}

/// AppKit's `NSLevelIndicator`: a control that shows a level, which its
/// ``NSLevelIndicatorCell`` holds.
open class NSLevelIndicator: NSControl {
    /// A level indicator made in code gets an ``NSLevelIndicatorCell``.
    open override class var cellClass: NSCell.Type { NSLevelIndicatorCell.self }

    /// The level.
    public var doubleValue: Double {
        get { (cell as? NSLevelIndicatorCell)?.doubleValue ?? 0 }
        set { (cell as? NSLevelIndicatorCell)?.doubleValue = newValue }
    }
}

/// AppKit's `NSSegmentedControl`: a row of segments, which its
/// ``NSSegmentedCell`` holds.
///
/// ```swift
/// let control = try #require(graph.object(withID: "mode") as? NSSegmentedControl)
/// control.segmentCount     // 3
/// control.label(forSegment: 0)
/// ```
open class NSSegmentedControl: NSControl {
    /// A segmented control made in code gets an ``NSSegmentedCell``.
    open override class var cellClass: NSCell.Type { NSSegmentedCell.self }

    private var segmentedCell: NSSegmentedCell? { cell as? NSSegmentedCell }

    /// A binding's selected label (`selectedLabel`).
    public var selectedLabel: String? {
        get {
            guard let cell = segmentedCell, cell.selectedSegment >= 0 else { return nil }
            return cell.segments[cell.selectedSegment].label
        }
        set {
            guard let newValue, let index = segmentedCell?.segments.firstIndex(where: { $0.label == newValue })
            else { return }
            selectedSegment = index
        }
    }

    /// The number of segments.
    public var segmentCount: Int { segmentedCell?.segments.count ?? 0 }

    /// The first selected segment, or -1; setting it selects that one only.
    public var selectedSegment: Int {
        get { segmentedCell?.selectedSegment ?? -1 }
        set {
            guard let cell = segmentedCell else { return }
            for index in cell.segments.indices { cell.segments[index].isSelected = index == newValue }
        }
    }

    /// The label of the segment at `index`, or nil.
    public func label(forSegment index: Int) -> String? {
        guard let segments = segmentedCell?.segments, segments.indices.contains(index) else { return nil }
        return segments[index].label
    }

    /// A control's keys and `selectedLabel` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("selectedLabel", \NSSegmentedControl.selectedLabel) { $0.selectedLabel = $1 },
            KeyBinding("selectedIndex", \NSSegmentedControl.selectedSegment) { $0.selectedSegment = $1 },
        ]
    }
}

/// AppKit's `NSColorWell`: a control that chooses a color.
open class NSColorWell: NSControl {
    /// The color.
    public var color: Color?
    /// Whether a border is drawn.
    public var isBordered = true

    /// A control's keys and `color` and `bordered`, and `value` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("color", \NSColorWell.color),
            KeyBinding("bordered", \NSColorWell.isBordered),
            KeyBinding("value", \NSColorWell.color) { $0.color = $1 },
        ]
    }
}

/// AppKit's `NSImageView`: a control that shows an image, which its
/// ``NSImageCell`` holds.
open class NSImageView: NSControl {
    /// An image view made in code gets an ``NSImageCell``.
    open override class var cellClass: NSCell.Type { NSImageCell.self }

    /// Whether the user can drop an image on it.
    public var isEditable = false
    /// Whether the image's animation plays.
    public var animates = true

    /// The image.
    public var image: NibResource? {
        get { cell?.image }
        set { cell?.image = newValue }
    }

    /// How the image fits.
    public var imageScaling: NSImageScaling {
        get { cell?.imageScaling ?? .proportionallyDown }
        set { cell?.imageScaling = newValue }
    }

    /// A control's keys and `editable` and `animates`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("editable", \NSImageView.isEditable),
            KeyBinding("animates", \NSImageView.animates),
        ]
    }
}

/// AppKit's `NSPathControl`: a control that shows a file path, which its
/// ``NSPathCell`` holds.
open class NSPathControl: NSControl {
    /// A path control made in code gets an ``NSPathCell``.
    open override class var cellClass: NSCell.Type { NSPathCell.self }

    /// Whether a truncated component shows its whole text in a tool tip.
    public var allowsExpansionToolTips = false

    /// The URL shown.
    public var url: URL? {
        get { (cell as? NSPathCell)?.url }
        set { (cell as? NSPathCell)?.url = newValue }
    }

    /// A control's keys and `allowsExpansionToolTips`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("allowsExpansionToolTips", \NSPathControl.allowsExpansionToolTips)
        ]
    }
}

/// AppKit's `NSMatrix`: a grid of cells made from a prototype, such as a
/// group of radio buttons.
open class NSMatrix: NSControl {
    /// The cell each new cell copies.
    public var prototype: NSCell?
    /// The cells, row by row.
    public var cells: [NSCell] = []
    /// The size of one cell.
    public var cellSize = CGSize.zero
    /// The space between cells.
    public var intercellSpacing = CGSize.zero
    /// Whether no cell may be selected.
    public var allowsEmptySelection = true
    /// Whether cells grow with the matrix.
    public var autosizesCells = true
    /// The position of the selected cell (`selectedIndex`), or -1.
    public var selectedIndex: Int {
        get { cells.firstIndex { $0.state == .on } ?? -1 }
        set {
            for (index, cell) in cells.enumerated() { cell.state = index == newValue ? .on : .off }
        }
    }

    /// The cells Interface Builder writes in columns (`<cells><column>...`), read row by row.
    private var cellColumns: [Any] { [] }

    /// A control's keys and `prototype`, `cells` (columns of cells),
    /// `cellSize`, `intercellSpacing`, `allowsEmptySelection`,
    /// `autosizesCells`, and `selectedIndex` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("prototype", \NSMatrix.prototype),
            KeyBinding("cells", \NSMatrix.cellColumns) { matrix, columns in
                let columns = columns.map { column in
                    ((column as? [String: Any])?.values.first as? [Any] ?? []).compactMap { $0 as? NSCell }
                }
                let rows = columns.map(\.count).max() ?? 0
                matrix.cells = (0..<rows).flatMap { row in columns.compactMap { row < $0.count ? $0[row] : nil } }
            },
            KeyBinding("cellSize", \NSMatrix.cellSize),
            KeyBinding("intercellSpacing", \NSMatrix.intercellSpacing),
            KeyBinding("allowsEmptySelection", \NSMatrix.allowsEmptySelection),
            KeyBinding("autosizesCells", \NSMatrix.autosizesCells),
            KeyBinding("selectedIndex", \NSMatrix.selectedIndex) { $0.selectedIndex = $1 },
        ]
    }
}
