/// A linear combination of symbols plus a constant.
///
/// A basic row reads `basic = constant + Σ coefficient × symbol`; a row that is being built from a
/// constraint reads `0 = constant + Σ coefficient × symbol`. A coefficient that comes within
/// ``ConstraintSolver/epsilon`` of zero is removed, so a symbol that cancels out leaves the row.
struct Row: Sendable {
    var constant: Double
    var terms: [Symbol: Double]

    init(constant: Double = 0) {
        self.constant = constant
        terms = [:]
    }

    func coefficient(for symbol: Symbol) -> Double { terms[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, removing the symbol when its coefficient becomes negligible.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let sum = (terms[symbol] ?? 0) + coefficient
        if ConstraintSolver.isNearZero(sum) {
            terms.removeValue(forKey: symbol)
        } else {
            terms[symbol] = sum
        }
    }

    /// Adds `multiplier × row`.
    mutating func insert(_ row: Row, times multiplier: Double) {
        constant += multiplier * row.constant
        for (symbol, coefficient) in row.terms {
            insert(symbol, multiplier * coefficient)
        }
    }

    mutating func negate() {
        constant = -constant
        for key in terms.keys { terms[key] = -(terms[key] ?? 0) }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -(constant + rest) / a`.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = terms.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for key in terms.keys { terms[key] = (terms[key] ?? 0) * factor }
    }

    /// Turns `lhs = row` into `rhs = ...`: the pivot's exchange of a basic symbol for one of its row.
    mutating func solve(for lhs: Symbol, exchanging rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` wherever it occurs.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = terms.removeValue(forKey: symbol) else { return }
        insert(row, times: coefficient)
    }

    /// Whether the constant and every coefficient are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.values.allSatisfy(\.isFinite)
    }
}
