import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSSliderCell`: the value, range and tick marks of a slider.
open class NSSliderCell: NSActionCell {
    /// Where tick marks are drawn: AppKit's `NSSlider.TickMarkPosition`.
    public enum TickMarkPosition: String, Sendable, CaseIterable {
        /// Below a horizontal slider.
        case below
        /// Above a horizontal slider.
        case above
        /// Left of a vertical slider.
        case leading
        /// Right of a vertical slider.
        case trailing
    }

    /// The kind of slider: AppKit's `NSSlider.SliderType`.
    public enum SliderType: String, Sendable, CaseIterable {
        /// A bar.
        case linear
        /// A dial.
        case circular
    }

    /// The current value.
    public var doubleValue: Double = 0
    /// The smallest value.
    public var minValue: Double = 0
    /// The largest value.
    public var maxValue: Double = 1
    /// How many tick marks are drawn.
    public var numberOfTickMarks = 0
    /// Whether the value stops only at tick marks.
    public var allowsTickMarkValuesOnly = false
    /// Where tick marks are drawn.
    public var tickMarkPosition = TickMarkPosition.below
    /// The kind of slider.
    public var sliderType = SliderType.linear
    /// Whether the slider is vertical.
    public var isVertical = false

    /// A cell's keys and `doubleValue`, `minValue`, `maxValue`,
    /// `numberOfTickMarks`, `allowsTickMarkValuesOnly`, `tickMarkPosition`,
    /// `sliderType` and `vertical`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("doubleValue", \NSSliderCell.doubleValue),
            KeyBinding("minValue", \NSSliderCell.minValue),
            KeyBinding("maxValue", \NSSliderCell.maxValue),
            KeyBinding("numberOfTickMarks", \NSSliderCell.numberOfTickMarks),
            KeyBinding("allowsTickMarkValuesOnly", \NSSliderCell.allowsTickMarkValuesOnly),
            KeyBinding("tickMarkPosition", \NSSliderCell.tickMarkPosition),
            KeyBinding("sliderType", \NSSliderCell.sliderType),
            KeyBinding("vertical", \NSSliderCell.isVertical),
        ]
    }
}

/// AppKit's `NSStepperCell`: the value, range and increment of a stepper.
open class NSStepperCell: NSActionCell {
    /// The current value.
    public var doubleValue: Double = 0
    /// The smallest value.
    public var minValue: Double = 0
    /// The largest value.
    public var maxValue: Double = 59
    /// The step of one click.
    public var increment: Double = 1
    /// Whether the value wraps around at the ends.
    public var valueWraps = false
    /// Whether holding the button repeats it.
    public var autorepeat = true

    /// A cell's keys and `doubleValue`, `minValue`, `maxValue`, `increment`,
    /// `valueWraps` and `autorepeat`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("doubleValue", \NSStepperCell.doubleValue),
            KeyBinding("minValue", \NSStepperCell.minValue),
            KeyBinding("maxValue", \NSStepperCell.maxValue),
            KeyBinding("increment", \NSStepperCell.increment),
            KeyBinding("valueWraps", \NSStepperCell.valueWraps),
            KeyBinding("autorepeat", \NSStepperCell.autorepeat),
        ]
    }
}

/// AppKit's `NSDatePickerCell`: the date, range and look of a date picker.
open class NSDatePickerCell: NSActionCell {
    /// How the date is shown: AppKit's `NSDatePicker.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// Text fields and a stepper.
        case textFieldAndStepper
        /// A calendar and a clock.
        case clockAndCalendar
        /// Text fields only.
        case textField
    }

    /// The date shown.
    public var date = Date(timeIntervalSinceReferenceDate: 0)
    /// The earliest date.
    public var minDate: Date?
    /// The latest date.
    public var maxDate: Date?
    /// How the date is shown.
    public var datePickerStyle = Style.textFieldAndStepper
    /// The parts of a date a picker shows: AppKit's `NSDatePicker.ElementFlags`,
    /// written as `<datePickerElements year="YES" month="YES" .../>`.
    public struct Elements: OptionSet, Hashable, Sendable {
        /// AppKit's bits.
        public let rawValue: Int
        /// The elements with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Hours and minutes.
        public static let hourMinute = Elements(rawValue: 0x000c)
        /// Hours, minutes and seconds.
        public static let hourMinuteSecond = Elements(rawValue: 0x000e)
        /// The time zone.
        public static let timeZone = Elements(rawValue: 0x0010)
        /// Year and month.
        public static let yearMonth = Elements(rawValue: 0x00c0)
        /// Year, month and day.
        public static let yearMonthDay = Elements(rawValue: 0x00e0)
        /// The era.
        public static let era = Elements(rawValue: 0x0100)
    }

    /// The parts of the date shown.
    public var datePickerElements: Elements = [.yearMonthDay, .hourMinuteSecond]
    /// The text's color.
    public var textColor: Color?
    /// The color behind the text.
    public var backgroundColor: Color?
    /// Whether the background is filled.
    public var drawsBackground = false

    /// A date as Interface Builder writes it: `<date timeIntervalSinceReferenceDate="...">`.
    static func date(_ attributes: [String: Any]) -> Date? {
        ArchivedEntries(attributes)?.number("timeIntervalSinceReferenceDate").map {
            Date(timeIntervalSinceReferenceDate: Double($0))
        }
    }

    private var dateAttributes: [String: Any] {
        ["timeIntervalSinceReferenceDate": date.timeIntervalSinceReferenceDate]
    }

    private var minDateAttributes: [String: Any] {
        minDate.map { ["timeIntervalSinceReferenceDate": $0.timeIntervalSinceReferenceDate] } ?? [:]
    }

    private var maxDateAttributes: [String: Any] {
        maxDate.map { ["timeIntervalSinceReferenceDate": $0.timeIntervalSinceReferenceDate] } ?? [:]
    }

    /// A cell's keys and `date`, `minDate`, `maxDate` (each a `<date>`),
    /// `datePickerStyle`, `datePickerElements`, `textColor`,
    /// `backgroundColor` and `drawsBackground`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("date", \NSDatePickerCell.dateAttributes) { cell, attributes in
                if let date = Self.date(attributes) { cell.date = date }
            },
            KeyBinding("minDate", \NSDatePickerCell.minDateAttributes) { $0.minDate = Self.date($1) },
            KeyBinding("maxDate", \NSDatePickerCell.maxDateAttributes) { $0.maxDate = Self.date($1) },
            KeyBinding("datePickerStyle", \NSDatePickerCell.datePickerStyle),
            KeyBinding("datePickerElements", \NSDatePickerCell.datePickerElements.flags) {
                $0.datePickerElements = Elements(flags: $1)
            },
            KeyBinding("textColor", \NSDatePickerCell.textColor),
            KeyBinding("backgroundColor", \NSDatePickerCell.backgroundColor),
            KeyBinding("drawsBackground", \NSDatePickerCell.drawsBackground),
        ]
    }
}

/// AppKit's `NSLevelIndicatorCell`: the value, range and style of a level indicator.
open class NSLevelIndicatorCell: NSActionCell {
    /// The current value.
    public var doubleValue: Double = 0
    /// The smallest value.
    public var minValue: Double = 0
    /// The largest value.
    public var maxValue: Double = 1
    /// The value from which the level is a warning.
    public var warningValue: Double = 0
    /// The value from which the level is critical.
    public var criticalValue: Double = 0
    /// How the level is drawn: AppKit's `NSLevelIndicator.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// A continuous bar.
        case continuousCapacity
        /// A bar of segments.
        case discreteCapacity
        /// A relevancy bar.
        case relevancy
        /// Stars.
        case rating
    }

    /// How the level is drawn.
    public var levelIndicatorStyle = Style.continuousCapacity

    /// A cell's keys and `doubleValue`, `minValue`, `maxValue`,
    /// `warningValue`, `criticalValue` and `levelIndicatorStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("doubleValue", \NSLevelIndicatorCell.doubleValue),
            KeyBinding("minValue", \NSLevelIndicatorCell.minValue),
            KeyBinding("maxValue", \NSLevelIndicatorCell.maxValue),
            KeyBinding("warningValue", \NSLevelIndicatorCell.warningValue),
            KeyBinding("criticalValue", \NSLevelIndicatorCell.criticalValue),
            KeyBinding("levelIndicatorStyle", \NSLevelIndicatorCell.levelIndicatorStyle),
        ]
    }
}

/// AppKit's `NSImageCell`: the image of an image view, and its frame.
open class NSImageCell: NSCell {
    /// The frame drawn around the image: AppKit's `NSImageView.FrameStyle`.
    public enum FrameStyle: String, Sendable, CaseIterable {
        /// No frame.
        case none
        /// A photo frame.
        case photo
        /// A gray bezel.
        case grayBezel
        /// A groove.
        case groove
        /// A button's bezel.
        case button
    }

    /// The frame drawn around the image.
    public var imageFrameStyle = FrameStyle.none
    /// Where the image sits in the frame: AppKit's `NSImageAlignment`.
    public enum Alignment: String, Sendable, CaseIterable {
        /// Centered.
        case center
        /// At the top.
        case top
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the left.
        case left
        /// At the bottom.
        case bottom
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
        /// At the right.
        case right
    }

    /// Where the image sits in the frame.
    public var imageAlignment = Alignment.center

    /// A cell's keys and `imageFrameStyle` and `imageAlignment`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("imageFrameStyle", \NSImageCell.imageFrameStyle),
            KeyBinding("imageAlignment", \NSImageCell.imageAlignment),
        ]
    }
}

/// AppKit's `NSPathCell`: the URL and style of a path control.
open class NSPathCell: NSActionCell {
    /// The URL the path shows.
    public var url: URL?

    private var urlAttributes: [String: Any] {
        url.map { ["string": $0.absoluteString] } ?? [:]
    }

    /// A cell's keys and `url` (a `<url string=...>`).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("url", \NSPathCell.urlAttributes) { cell, attributes in
                cell.url = (attributes["string"] as? String).flatMap(URL.init(string:))
            }
        ]
    }
}

extension NSDatePickerCell.Elements: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSDatePickerCell.Elements)] = [
        ("hour", .hourMinute), ("minute", .hourMinute), ("second", .hourMinuteSecond), ("timeZone", .timeZone),
        ("year", .yearMonth), ("month", .yearMonth), ("day", .yearMonthDay), ("era", .era),
    ]
}
