import Foundation
import NibKit
import Testing

/// The category of each number in `numbers` under `localization`'s rules.
private func categories(_ localization: String, _ numbers: [Int]) -> [PluralCategory] {
    let rules = PluralRules(localization: localization)
    return numbers.map { rules.category(for: $0) }
}

private let boundaries = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 102, 111]

@Suite("Plural rules: CLDR categories")
struct PluralRulesTests {
    @Test("English and German: one for the integer 1 only")
    func englishAndGerman() throws {
        for language in ["en", "de"] {
            #expect(
                categories(language, boundaries)
                    == [
                        .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
                        .other,
                    ])
            let rules = PluralRules(localization: language)
            #expect(rules.categories == [.one, .other])
            #expect(rules.category(for: 1.5) == .other)
            #expect(rules.category(for: 1.0) == .one, "a double without a fraction has v = 0, as ICU's select(double)")
            #expect(
                rules.category(for: try #require(PluralOperands(decimal: "1.0"))) == .other, "1.0 as written has v = 1")
            #expect(rules.category(for: -1) == .one, "the rules see the absolute value")
        }
    }

    @Test("French: one for i = 0 and 1, fractions included; many for a multiple of a million")
    func french() {
        #expect(
            categories("fr", boundaries)
                == [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other])
        let rules = PluralRules(localization: "fr")
        #expect(rules.category(for: 1.5) == .one)
        #expect(rules.category(for: 0.5) == .one)
        #expect(rules.category(for: 2.5) == .other)
        #expect(categories("fr", [1_000_000, 2_000_000, 1_000_001]) == [.many, .many, .other])
        #expect(rules.categories == [.one, .many, .other])
    }

    @Test("Russian: one, few, many by the last digits; fractions are other")
    func russian() {
        #expect(
            categories("ru", boundaries)
                == [.many, .one, .few, .few, .many, .many, .many, .one, .few, .many, .one, .few, .many])
        #expect(PluralRules(localization: "ru").category(for: 1.5) == .other)
        #expect(PluralRules(localization: "ru").categories == [.one, .few, .many, .other])
    }

    @Test("Polish: one for 1 alone; 21 and 101 are many")
    func polish() {
        #expect(
            categories("pl", boundaries)
                == [.many, .one, .few, .few, .many, .many, .many, .many, .few, .many, .many, .few, .many])
        #expect(PluralRules(localization: "pl").category(for: 1.5) == .other)
    }

    @Test("Arabic: zero, one, two, few for n % 100 in 3...10, many for 11...99")
    func arabic() {
        #expect(
            categories("ar", boundaries)
                == [.zero, .one, .two, .few, .few, .many, .many, .many, .many, .many, .other, .other, .many])
        #expect(categories("ar", [10, 99, 100, 103, 110, 200]) == [.few, .many, .other, .few, .few, .other])
        let rules = PluralRules(localization: "ar")
        #expect(rules.category(for: 1.5) == .other)
        #expect(rules.category(for: 3.5) == .other, "a range of n holds integers only")
        #expect(rules.categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test("Japanese and Chinese: other only")
    func japaneseAndChinese() {
        for language in ["ja", "zh"] {
            #expect(Set(categories(language, boundaries)) == [.other])
            #expect(PluralRules(localization: language).category(for: 1.5) == .other)
            #expect(PluralRules(localization: language).categories == [.other])
        }
    }

    @Test("a region or script uses its language's rules; a language without rules uses other")
    func fallback() {
        #expect(PluralRules(localization: "fr-CA").category(for: 1_000_000) == .many)
        #expect(PluralRules(localization: "ru_RU.lproj").category(for: 22) == .few)
        #expect(PluralRules(localization: "zh-Hant").language == "zh")
        #expect(PluralRules(localization: "Russian").language == "ru", "the legacy .lproj names, as bundles read them")
        #expect(PluralRules(localization: "en-GB").categories == [.one, .other])
        let ukrainian = PluralRules(localization: "uk")
        #expect(!ukrainian.isKnown)
        #expect(ukrainian.category(for: 1) == .other)
        #expect(ukrainian.categories == [.other])
    }

    @Test("operands as CLDR defines them: n, i, v, f")
    func operands() throws {
        let written = try #require(PluralOperands(decimal: "-1.50"))
        #expect((written.n, written.i, written.v, written.f) == (1.5, 1, 2, 50))
        let integer = PluralOperands(21)
        #expect((integer.n, integer.i, integer.v, integer.f) == (21, 21, 0, 0))
        let double = PluralOperands(2.25)
        #expect((double.i, double.v, double.f) == (2, 2, 25))
        #expect(PluralOperands(decimal: "1e5") == nil)
        #expect(PluralOperands(decimal: ".5") == nil)
        #expect(PluralOperands(decimal: "1.") == nil)
        #expect(PluralOperands(Double.infinity).i == 0)
        #expect(PluralOperands(1e300).i == UInt64.max, "beyond 64 bits, the integer part is clamped")
        #expect(PluralOperands(Int.min).i == UInt64(Int.max) + 1)
    }
}
