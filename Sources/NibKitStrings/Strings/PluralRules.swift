import Foundation
import NibKitCore

/// A plural category of the Unicode CLDR: the forms a `.stringsdict`
/// variable may give, in CLDR's order.
public enum PluralCategory: String, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Zero items: Arabic's 0 (and, in a `.stringsdict`, 0 in every language).
    case zero
    /// One item: English 1, French 0 and 1, Russian 1, 21, 31, …
    case one
    /// Two items: Arabic's 2.
    case two
    /// A few items: Russian and Polish 2–4, 22–24, …; Arabic 3–10.
    case few
    /// Many items: Russian and Polish 0 and 5–20 (they differ from 21 on), Arabic 11–99, French millions.
    case many
    /// Every other number, and every number in a language without categories.
    case other

    /// The category's name, as a `.stringsdict` key: `zero`, `one`, ...
    public var description: String { rawValue }

    /// Whether `left` comes before `right` in CLDR's order: zero, one, two, few, many, other.
    public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
        allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
    }
}

/// The operands CLDR's plural rules test, for one number as written.
///
/// `n` is the absolute value, `i` its integer digits, `v` the number of
/// visible fraction digits (trailing zeros included) and `f` those digits as
/// an integer: `1.50` has n = 1.5, i = 1, v = 2, f = 50.
///
/// ```swift
/// PluralOperands(decimal: "1.50") // n 1.5, i 1, v 2, f 50
/// PluralOperands(21)              // n 21, i 21, v 0, f 0
/// ```
public struct PluralOperands: Hashable, Sendable {
    /// The absolute value.
    public let n: Double
    /// The integer digits of `n`.
    public let i: UInt64
    /// The number of visible fraction digits, trailing zeros included.
    public let v: Int
    /// The visible fraction digits, as an integer.
    public let f: UInt64

    /// The operands of an integer.
    public init(_ integer: some BinaryInteger) {
        let magnitude = UInt64(clamping: integer.magnitude)
        self.init(n: Double(magnitude), i: magnitude, v: 0, f: 0)
    }

    /// The operands of a floating-point number, as its shortest decimal
    /// form reads (`1.0` and `1` alike have no fraction digits), which is
    /// what ICU's `select(double)` sees. A number too large or small for
    /// plain digits counts by its integer part.
    public init(_ number: Double) {
        let magnitude = abs(number)
        guard magnitude.isFinite else {
            self.init(n: magnitude, i: 0, v: 0, f: 0)
            return
        }
        if magnitude.rounded(.towardZero) == magnitude, magnitude < 1e18 {
            self.init(n: magnitude, i: UInt64(magnitude), v: 0, f: 0)
        } else if let operands = PluralOperands(decimal: "\(magnitude)") {
            self = operands
        } else {
            let integer = magnitude < 1.8e19 ? UInt64(magnitude) : UInt64.max
            self.init(n: magnitude, i: integer, v: 0, f: 0)
        }
    }

    /// The operands of a number written in decimal digits with an optional
    /// sign and fraction (`-1.50`), or nil when the text is not one.
    public init?(decimal text: String) {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = parts.first, !integerPart.isEmpty, integerPart.count <= 19,
            integerPart.allSatisfy({ ("0"..."9").contains($0) }), let integer = UInt64(integerPart)
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 18, fraction.allSatisfy({ ("0"..."9").contains($0) }),
            parts.count == 1 || !fraction.isEmpty, let value = Double(digits)
        else { return nil }
        self.init(n: value, i: integer, v: fraction.count, f: UInt64(fraction) ?? 0)
    }

    private init(n: Double, i: UInt64, v: Int, f: UInt64) {
        self.n = n
        self.i = i
        self.v = v
        self.f = f
    }

    /// Whether `n` is an integer in `range`, as a CLDR range of `n` asks.
    fileprivate func n(in range: ClosedRange<Double>) -> Bool {
        n.rounded(.towardZero) == n && range.contains(n)
    }

    /// `n % 100` for an integer `n`, nil for a fraction, as CLDR takes a
    /// modulus of `n` within the integers only.
    fileprivate var nModulo100: UInt64? {
        n.rounded(.towardZero) == n ? i % 100 : nil
    }
}

/// The plural rules of one language, from the Unicode CLDR (`plurals.xml`):
/// which category a number falls in, and which categories the language uses.
///
/// NibKit carries the rules of English, German, French, Russian, Polish,
/// Arabic, Japanese and Chinese. A region or script (`fr-CA`, `zh-Hant`,
/// `en_GB.lproj`) uses its language's rules, through `LocalizationName`;
/// a language without rules here puts every number in `other`.
///
/// ```swift
/// let russian = PluralRules(localization: "ru")
/// russian.category(for: 22)   // .few
/// russian.categories          // [.one, .few, .many, .other]
/// ```
public struct PluralRules: Hashable, Sendable {
    /// The language whose rules these are, such as `ru`.
    public let language: String
    private let rule: Rule

    /// The languages NibKit has rules for, each with its rule.
    private enum Rule: Hashable, Sendable {
        /// Japanese, Chinese, and every language without rules here: `other` only.
        case otherOnly
        /// English, German: one for i = 1 and v = 0.
        case oneForIntegerOne
        /// French: one for i = 0,1; many for a non-zero multiple of a million.
        case french
        /// Russian: one, few, many by the last digits of an integer; fractions are other.
        case russian
        /// Polish: one for 1; few and many by the last digits of other integers.
        case polish
        /// Arabic: zero, one, two, and few and many by n % 100.
        case arabic
    }

    /// The rule table: one line per language.
    private static let rules: [String: Rule] = [
        "en": .oneForIntegerOne, "de": .oneForIntegerOne, "fr": .french, "ru": .russian, "pl": .polish,
        "ar": .arabic, "ja": .otherOnly, "zh": .otherOnly,
    ]

    /// The rules for a localization or language name (`ru`, `fr-CA`,
    /// `Russian.lproj`): those of its language.
    public init(localization: String) {
        language = LocalizationName.language(of: localization)
        rule = Self.rules[language] ?? .otherOnly
    }

    /// Whether NibKit has rules for the language; without them every number is `other`.
    public var isKnown: Bool { Self.rules[language] != nil }

    /// The categories the language uses, in CLDR's order; always ending with `other`.
    public var categories: [PluralCategory] {
        switch rule {
        case .otherOnly: [.other]
        case .oneForIntegerOne: [.one, .other]
        case .french: [.one, .many, .other]
        case .russian, .polish: [.one, .few, .many, .other]
        case .arabic: PluralCategory.allCases
        }
    }

    /// The category of an integer.
    public func category(for integer: some BinaryInteger) -> PluralCategory {
        category(for: PluralOperands(integer))
    }

    /// The category of a floating-point number, as its shortest decimal form reads.
    public func category(for number: Double) -> PluralCategory {
        category(for: PluralOperands(number))
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        let (i, v) = (operands.i, operands.v)
        switch rule {
        case .otherOnly:
            return .other
        case .oneForIntegerOne:
            return i == 1 && v == 0 ? .one : .other
        case .french:
            if i == 0 || i == 1 { return .one }
            return v == 0 && i % 1_000_000 == 0 ? .many : .other
        case .russian:
            guard v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .polish:
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .arabic:
            if operands.n(in: 0...0) { return .zero }
            if operands.n(in: 1...1) { return .one }
            if operands.n(in: 2...2) { return .two }
            guard let remainder = operands.nModulo100 else { return .other }
            if (3...10).contains(remainder) { return .few }
            if (11...99).contains(remainder) { return .many }
            return .other
        }
    }
}
