/// The quantity the simplex minimises: one row per priority level, compared lexicographically.
///
/// Each optional priority in use has its own row of weighted errors, and levels are compared from
/// the highest priority down: a symbol's cost is the vector of its coefficients, and it is negative
/// when its first coefficient that is not near zero is negative. A higher priority therefore wins
/// over any number of lower ones, which a single weighted sum cannot promise.
///
/// `candidates` holds every symbol whose cost may be negative: each change to a coefficient adds
/// the symbol, and a search for an entering symbol drops those it finds non-negative, so the search
/// after adding one constraint looks only at the symbols that constraint touched.
struct Objective: Sendable {
    struct Level: Sendable {
        var priority: Double
        var row: Row
    }

    /// The levels, highest priority first.
    private(set) var levels: [Level] = []
    private var candidates: Set<Symbol> = []

    /// Adds `weight × symbol` at `priority`.
    mutating func add(_ symbol: Symbol, weight: Double, priority: Double) {
        let index = levelIndex(for: priority)
        levels[index].row.insert(symbol, weight)
        candidates.insert(symbol)
    }

    /// Adds `weight × row` at `priority`.
    mutating func add(_ row: Row, weight: Double, priority: Double) {
        let index = levelIndex(for: priority)
        levels[index].row.insert(row, times: weight)
        candidates.formUnion(row.terms.keys)
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var changed = false
        for index in levels.indices where levels[index].row.terms[symbol] != nil {
            levels[index].row.substitute(symbol, with: row)
            changed = true
        }
        if changed { candidates.formUnion(row.terms.keys) }
    }

    /// Removes `symbol` from every level, as if its value were fixed at zero.
    mutating func eliminate(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.terms.removeValue(forKey: symbol) }
        candidates.remove(symbol)
    }

    /// Removes the level at `priority`, if there is one.
    mutating func removeLevel(priority: Double) {
        levels.removeAll { $0.priority == priority }
    }

    /// The sign of `symbol`'s cost vector: -1, 0 or 1.
    func sign(of symbol: Symbol) -> Int {
        for level in levels {
            let coefficient = level.row.coefficient(for: symbol)
            if coefficient < -ConstraintSolver.epsilon { return -1 }
            if coefficient > ConstraintSolver.epsilon { return 1 }
        }
        return 0
    }

    /// Whether `lhs.cost / lhsCoefficient` is lexicographically smaller than `rhs.cost / rhsCoefficient`,
    /// the dual simplex's ratio test.
    func ratio(_ lhs: Symbol, _ lhsCoefficient: Double, isLessThan rhs: Symbol, _ rhsCoefficient: Double) -> Bool {
        for level in levels {
            let left = level.row.coefficient(for: lhs) / lhsCoefficient
            let right = level.row.coefficient(for: rhs) / rhsCoefficient
            if left < right - ConstraintSolver.epsilon { return true }
            if left > right + ConstraintSolver.epsilon { return false }
        }
        return lhs < rhs
    }

    /// The symbol to enter the basis by Bland's rule: the lowest-numbered symbol with a negative
    /// cost that is not a dummy, or `nil` when the objective is optimal.
    mutating func enteringSymbol() -> Symbol? {
        var best: Symbol?
        var settled: [Symbol] = []
        for symbol in candidates {
            if symbol.isDummy || sign(of: symbol) >= 0 {
                settled.append(symbol)
            } else if best.map({ symbol < $0 }) ?? true {
                best = symbol
            }
        }
        for symbol in settled { candidates.remove(symbol) }
        return best
    }

    private mutating func levelIndex(for priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority, row: Row()), at: index)
            return index
        }
        levels.append(Level(priority: priority, row: Row()))
        return levels.count - 1
    }
}
