import NibKitLoader

/// A control that picks a date, a time or a duration, as UIKit's `UIDatePicker`.
open class UIDatePicker: UIControl {
    /// What the picker picks.
    public var datePickerMode = Mode.dateAndTime
    /// The look the picker asks for.
    public var preferredDatePickerStyle = Style.automatic
    /// The step of the minutes wheel.
    public var minuteInterval = 1

    /// What a date picker picks, as Interface Builder spells it (`datePickerMode="time"`).
    public enum Mode: String, Sendable, CaseIterable {
        /// A time.
        case time
        /// A date.
        case date
        /// A date and a time.
        case dateAndTime
        /// A duration.
        case countDownTimer
    }

    /// A date picker's look, as Interface Builder spells it (`style="wheels"`).
    public enum Style: String, Sendable, CaseIterable {
        /// As the system decides.
        case automatic
        /// Spinning wheels.
        case wheels
        /// A compact label that opens a calendar.
        case compact
        /// A calendar in place.
        case inline
    }

    /// The keys of Interface Builder's `<datePicker>`: `datePickerMode`,
    /// `style` and `minuteInterval`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("datePickerMode", \UIDatePicker.datePickerMode),
            KeyBinding("style", \UIDatePicker.preferredDatePickerStyle),
            KeyBinding("minuteInterval", \UIDatePicker.minuteInterval),
        ]
    }
}
