/// How many values reading Apple's compiled nibs may expand to: one count,
/// kept across a nib, the nibs nested in it and the scene nibs of a
/// `.storyboardc`, against one limit.
///
/// A compiled nib, like a binary property list (``BinaryPropertyListGraph``),
/// stores each object once and lets others refer to it by number, but the
/// document made of it is a tree: an array named from two places is written
/// in both. So 40 levels of arrays that each name the one below twice, under
/// a kilobyte, stand for 2^40 values, and a nested nib named by 100
/// properties, four levels deep, for 10^8 objects. Whoever makes the tree
/// spends from the budget for every value and object it writes, for every
/// container it walks to place objects, and for a shared value (a nested
/// nib read once) its whole expansion at each reference; the first spend
/// past ``maximumValues`` fails, and the reader stops with one located error.
///
/// The limit is the binary property list reader's, stated once here:
/// ``BinaryPropertyListGraph`` refuses a list that expands past the same
/// ``maximumValues``.
///
/// ```swift
/// var budget = ExpansionBudget()
/// guard budget.spend(elements.count) else { return refuse() }
/// ```
package struct ExpansionBudget: Sendable, Equatable {
    /// The values a compiled nib (with the nibs nested in it), a
    /// `.storyboardc` or a binary property list may expand to: 262,144,
    /// ten times what the largest document of the corpus spends as a
    /// compiled nib (25,420: an 890 kB `.xib` written as a NIB Archive of
    /// 229 kB; the largest compiled nib of the corpus spends 2,775), and
    /// few enough that the tree made of them stays within tens of megabytes
    /// and turning it into values stays quick under the fuzzer's sanitizers
    /// (at 1,048,576 one property list took 25 s there).
    package static let maximumValues = 1 << 18

    /// How many values were spent.
    package private(set) var spent = 0

    package init() {}

    /// Whether everything that was to be spent fit in the limit.
    package var isExhausted: Bool { spent > Self.maximumValues }

    /// Spends `values`; false when the budget is now exhausted (and ever after).
    package mutating func spend(_ values: Int) -> Bool {
        // Capped just past the limit, so sums cannot overflow.
        spent = min(spent + max(0, min(values, Self.maximumValues + 1)), Self.maximumValues + 1)
        return !isExhausted
    }
}
