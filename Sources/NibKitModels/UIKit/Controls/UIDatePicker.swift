import Foundation
import NibKitLoader

/// A control that picks a date, a time or a duration, as UIKit's `UIDatePicker`.
open class UIDatePicker: UIControl {
    /// What the picker picks.
    public var datePickerMode = Mode.dateAndTime
    /// The look the picker asks for.
    public var preferredDatePickerStyle = Style.automatic
    /// The step of the minutes wheel.
    public var minuteInterval = 1
    /// The date shown, or nil for the moment the picker appears.
    public var date: Date?
    /// The earliest date that can be picked, or nil.
    public var minimumDate: Date?
    /// The latest date that can be picked, or nil.
    public var maximumDate: Date?
    /// The duration of a countdown timer, in seconds.
    public var countDownDuration: TimeInterval = 0
    /// The identifier of the locale the picker shows dates in (`fr_FR`), or
    /// nil for the user's.
    public var localeIdentifier: String?

    /// A date as Interface Builder writes it: `<date
    /// timeIntervalSinceReferenceDate="…">`.
    struct ArchivedDate: NibValueConvertible {
        let date: Date?

        init(_ date: Date?) { self.date = date }

        init?(nibValue: Any) {
            guard let entries = ArchivedEntries(nibValue),
                let seconds = entries.number("timeIntervalSinceReferenceDate")
            else { return nil }
            date = Date(timeIntervalSinceReferenceDate: TimeInterval(seconds))
        }
    }

    /// A locale as Interface Builder writes it: `<locale localeIdentifier="…">`.
    struct ArchivedLocale: NibValueConvertible {
        let identifier: String?

        init(_ identifier: String?) { self.identifier = identifier }

        init?(nibValue: Any) {
            guard let entries = ArchivedEntries(nibValue), let identifier = entries.string("localeIdentifier") else {
                return nil
            }
            self.identifier = identifier
        }
    }

    private var archivedDate: ArchivedDate { ArchivedDate(date) }
    private var archivedMinimumDate: ArchivedDate { ArchivedDate(minimumDate) }
    private var archivedMaximumDate: ArchivedDate { ArchivedDate(maximumDate) }
    private var archivedLocale: ArchivedLocale { ArchivedLocale(localeIdentifier) }

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
    /// `style`, `minuteInterval`, `date`, `minimumDate`, `maximumDate`,
    /// `countDownDuration` and `locale`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("datePickerMode", \UIDatePicker.datePickerMode),
            KeyBinding("style", \UIDatePicker.preferredDatePickerStyle),
            KeyBinding("minuteInterval", \UIDatePicker.minuteInterval),
            KeyBinding("date", \UIDatePicker.archivedDate) { $0.date = $1.date },
            KeyBinding("minimumDate", \UIDatePicker.archivedMinimumDate) { $0.minimumDate = $1.date },
            KeyBinding("maximumDate", \UIDatePicker.archivedMaximumDate) { $0.maximumDate = $1.date },
            KeyBinding("countDownDuration", \UIDatePicker.countDownDuration),
            KeyBinding("locale", \UIDatePicker.archivedLocale) { $0.localeIdentifier = $1.identifier },
        ]
    }
}
