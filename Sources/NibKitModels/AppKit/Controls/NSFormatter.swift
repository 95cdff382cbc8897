import Foundation
import NibKitLoader

/// AppKit's `NSFormatter`: what turns a cell's value into text. NibKit
/// keeps the settings Interface Builder archives and formats nothing.
open class NSFormatter: NibObject {}

/// Foundation's `NSNumberFormatter` as Interface Builder archives it: its
/// style, limits and symbols.
open class NSNumberFormatter: NSFormatter {
    /// How numbers are written: Foundation's `NumberFormatter.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// Digits only.
        case none
        /// With separators and a fraction.
        case decimal
        /// As an amount of money.
        case currency
        /// As a percentage.
        case percent
        /// In scientific notation.
        case scientific
        /// In words.
        case spellOut
        /// As an ordinal.
        case ordinal
        /// With the currency's ISO code.
        case currencyISOCode
        /// With the currency's plural name.
        case currencyPlural
        /// As an accountant writes amounts.
        case currencyAccounting
    }

    /// How numbers are rounded: Foundation's `NumberFormatter.RoundingMode`.
    public enum RoundingMode: String, Sendable, CaseIterable {
        /// Toward positive infinity.
        case ceiling
        /// Toward negative infinity.
        case floor
        /// Toward zero.
        case down
        /// Away from zero.
        case up
        /// To the nearest, ties to the even neighbour.
        case halfEven
        /// To the nearest, ties toward zero.
        case halfDown
        /// To the nearest, ties away from zero.
        case halfUp
    }

    /// How numbers are written.
    public var numberStyle = Style.none
    /// The behaviour of the formatter's settings: `default10_4` or `custom10_4`.
    public var formatterBehavior: String?
    /// Whether fractions are allowed.
    public var allowsFloats = true
    /// The smallest value accepted.
    public var minimum: Double?
    /// The largest value accepted.
    public var maximum: Double?
    /// The factor applied before formatting.
    public var multiplier: Double?
    /// The fewest digits before the separator.
    public var minimumIntegerDigits = 0
    /// The most digits before the separator.
    public var maximumIntegerDigits = 42
    /// The fewest digits after the separator.
    public var minimumFractionDigits = 0
    /// The most digits after the separator.
    public var maximumFractionDigits = 0
    /// How many digits a group holds.
    public var groupingSize = 0
    /// Whether groups are separated.
    public var usesGroupingSeparator = false
    /// How numbers are rounded.
    public var roundingMode = RoundingMode.halfEven
    /// The format of positive numbers.
    public var positiveFormat: String?
    /// The format of negative numbers.
    public var negativeFormat: String?
    /// The formatter's symbols, by Interface Builder's names (`decimalSeparator`,
    /// `groupingSeparator`, `minusSign`, ...); a symbol it sets to nil is absent.
    public var symbols: [String: String] = [:]

    /// The symbol keys Interface Builder writes, each kept in ``symbols``.
    static let symbolKeys = [
        "currencyDecimalSeparator", "decimalSeparator", "exponentSymbol", "groupingSeparator", "minusSign",
        "negativeInfinitySymbol", "negativePrefix", "negativeSuffix", "notANumberSymbol", "paddingCharacter",
        "perMillSymbol", "percentSymbol", "plusSign", "positiveInfinitySymbol", "positivePrefix", "positiveSuffix",
    ]

    /// The style, limits, digits, formats and every symbol Interface Builder writes.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings
            + [
                KeyBinding("numberStyle", \NSNumberFormatter.numberStyle),
                KeyBinding("formatterBehavior", \NSNumberFormatter.formatterBehavior),
                KeyBinding("allowsFloats", \NSNumberFormatter.allowsFloats),
                KeyBinding("minimum", \NSNumberFormatter.minimum),
                KeyBinding("maximum", \NSNumberFormatter.maximum),
                KeyBinding("multiplier", \NSNumberFormatter.multiplier),
                KeyBinding("minimumIntegerDigits", \NSNumberFormatter.minimumIntegerDigits),
                KeyBinding("maximumIntegerDigits", \NSNumberFormatter.maximumIntegerDigits),
                KeyBinding("minimumFractionDigits", \NSNumberFormatter.minimumFractionDigits),
                KeyBinding("maximumFractionDigits", \NSNumberFormatter.maximumFractionDigits),
                KeyBinding("groupingSize", \NSNumberFormatter.groupingSize),
                KeyBinding("usesGroupingSeparator", \NSNumberFormatter.usesGroupingSeparator),
                KeyBinding("roundingMode", \NSNumberFormatter.roundingMode),
                KeyBinding("positiveFormat", \NSNumberFormatter.positiveFormat),
                KeyBinding("negativeFormat", \NSNumberFormatter.negativeFormat),
            ]
            + symbolKeys.map { key in
                KeyBinding(key, \NSNumberFormatter.symbols[key]) { $0.symbols[key] = $1 }
            }
    }
}

/// Foundation's `NSDateFormatter` as Interface Builder archives it.
open class NSDateFormatter: NSFormatter {
    /// How much of a date or time is written: Foundation's `DateFormatter.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// Nothing.
        case none
        /// Numbers only.
        case short
        /// Abbreviated names.
        case medium
        /// Full names.
        case long
        /// Everything.
        case full
    }

    /// How the date is written.
    public var dateStyle = Style.none
    /// How the time is written.
    public var timeStyle = Style.none
    /// A fixed format, when one is set.
    public var dateFormat: String?

    /// `dateStyle`, `timeStyle` and `dateFormat`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("dateStyle", \NSDateFormatter.dateStyle),
            KeyBinding("timeStyle", \NSDateFormatter.timeStyle),
            KeyBinding("dateFormat", \NSDateFormatter.dateFormat),
        ]
    }
}
