/// A column of the solver's tableau: a variable the caller made, or one the solver adds for a
/// constraint.
///
/// The kind sits in the low bits and the number of creation above them, so ordering symbols by
/// their raw value orders them by creation, which is the order Bland's rule picks by.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for, and so whether its value is restricted.
    enum Kind: Int {
        /// A caller's variable: unrestricted in sign.
        case external = 0
        /// The slack of an inequality, or the artificial variable of phase one: at least zero.
        case slack = 1
        /// The error of an optional constraint: at least zero, weighed in the objective.
        case error = 2
        /// The marker of a required equality: always zero, never chosen to enter the basis.
        case dummy = 3
    }

    let raw: Int

    init(number: Int, kind: Kind) {
        raw = number << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: raw & 3) ?? .external }

    var isExternal: Bool { raw & 3 == Kind.external.rawValue }

    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }

    /// Whether the simplex may choose the symbol to enter the basis: a slack or an error.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
