/// The simplex tableau: one row per basic symbol, and for every parametric symbol the basic
/// symbols whose rows contain it.
///
/// The column index is what keeps incremental edits local: substituting a symbol that just became
/// basic, or shifting the constants along a constraint's marker, visits only the rows that contain
/// it instead of every row, so adding one constraint to a system of independent rows costs the
/// same at any size (the Cassowary paper's implementation keeps the same index of columns).
struct Tableau: Sendable {
    private(set) var rows: [Symbol: Row] = [:]
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    /// Rows whose basic symbol is restricted and whose constant went negative: the dual simplex's work.
    var infeasible = SymbolQueue()

    func row(of basic: Symbol) -> Row? { rows[basic] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

    /// The basic symbols whose rows contain `symbol`.
    func users(of symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        for symbol in row.terms.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.terms.keys { removeUser(basic, of: symbol) }
        infeasible.remove(basic)
        return row
    }

    /// Replaces `symbol` by `replacement` in every row that contains it, noting the restricted rows
    /// whose constant becomes negative.
    mutating func substitute(_ symbol: Symbol, with replacement: Row) {
        guard let users = columns.removeValue(forKey: symbol) else { return }
        for basic in users {
            guard var row = rows.removeValue(forKey: basic) else { continue }
            let coefficient = row.terms.removeValue(forKey: symbol) ?? 0
            row.constant += coefficient * replacement.constant
            for (other, factor) in replacement.terms {
                let before = row.terms[other]
                let sum = (before ?? 0) + coefficient * factor
                if ConstraintSolver.isNearZero(sum) {
                    if before != nil {
                        row.terms.removeValue(forKey: other)
                        removeUser(basic, of: other)
                    }
                } else {
                    row.terms[other] = sum
                    if before == nil { columns[other, default: []].insert(basic) }
                }
            }
            noteFeasibility(of: basic, constant: row.constant)
            rows[basic] = row
        }
    }

    /// Adds `delta` to the constant of `basic`'s row.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        guard var row = rows.removeValue(forKey: basic) else { return }
        row.constant += delta
        noteFeasibility(of: basic, constant: row.constant)
        rows[basic] = row
    }

    /// Removes `symbol` from every row, as if its value were fixed at zero.
    mutating func eliminate(_ symbol: Symbol) {
        guard let users = columns.removeValue(forKey: symbol) else { return }
        for basic in users {
            rows[basic]?.terms.removeValue(forKey: symbol)
        }
    }

    private mutating func noteFeasibility(of basic: Symbol, constant: Double) {
        if !basic.isExternal && constant < -ConstraintSolver.epsilon {
            infeasible.insert(basic)
        }
    }

    private mutating func removeUser(_ basic: Symbol, of symbol: Symbol) {
        guard var users = columns.removeValue(forKey: symbol) else { return }
        users.remove(basic)
        if !users.isEmpty { columns[symbol] = users }
    }
}
