// The Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", 2001) on the tableau: writing a constraint as a row, choosing the
// symbol it is solved for, phase one with an artificial variable when none can be, the primal
// simplex after a change of constraints and the dual simplex after a change of constants.

extension ConstraintSolver {
    /// How the simplex ended.
    enum Outcome {
        case optimal
        /// A symbol could decrease the objective without bound: only a probe of ambiguity can.
        case unbounded
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolNumber += 1
        return Symbol(number: nextSymbolNumber, kind: kind)
    }

    /// The most pivots one optimisation may take; Bland's rule guarantees termination, so only
    /// numerical trouble can reach it.
    var pivotLimit: Int { 10_000 + 50 * tableau.rows.count }

    // MARK: Adding

    /// Writes the constraint into the tableau and re-optimises; on an unsatisfiable required
    /// constraint, undoes what it changed and throws.
    mutating func insert(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> Record {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.row(of: symbol) {
                row.insert(basic, times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        guard row.isFinite else { throw .nonFinite(constraintID: constraint.id) }

        let strength = constraint.strength
        let record: Record
        var errors: [Symbol] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=; an optional one also
            // gives way by an error: expression <= error, or expression >= -error.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            var other: Symbol?
            if !strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                errors.append(error)
                other = error
            }
            record = Record(constraint: constraint, marker: slack, other: other, markerCoefficient: sign)
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                record = Record(constraint: constraint, marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                // expression = plus - minus, both errors at least zero.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                errors = [plus, minus]
                record = Record(constraint: constraint, marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        for error in errors {
            objective.add(error, weight: strength.weight, priority: strength.priority)
        }
        if row.constant < 0 { row.negate() }

        switch subject(of: row, record) {
        case .symbol(let subject):
            row.solve(for: subject)
            substituteEverywhere(subject, with: row)
            tableau.insertRow(row, basic: subject)
        case .contradiction:
            let conflict = requiredConstraintIDs(in: row)
            undoInsert(record)
            throw .unsatisfiable(constraint.id, conflictingWith: conflict)
        case .none:
            if let infeasible = try addWithArtificialVariable(row, id: constraint.id) {
                let conflict = requiredConstraintIDs(in: infeasible)
                undoInsert(record)
                try restoreOptimum(id: constraint.id)
                throw .unsatisfiable(constraint.id, conflictingWith: conflict)
            }
        }
        try restoreOptimum(id: constraint.id)
        return record
    }

    enum Subject {
        case symbol(Symbol)
        /// Only dummies are left and the constant is not zero: a required equality that
        /// contradicts the others.
        case contradiction
        case none
    }

    /// The symbol a new row is solved for: a variable if it has one (lowest first, so the
    /// choice does not depend on hashing), else the constraint's own slack or error when it
    /// keeps the row feasible, else a dummy when the row is only dummies, else none (phase one).
    func subject(of row: Row, _ record: Record) -> Subject {
        if let external = row.terms.keys.filter(\.isExternal).min() { return .symbol(external) }
        for symbol in [record.marker, record.other].compactMap(\.self) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return .symbol(symbol) }
        }
        if row.terms.keys.allSatisfy(\.isDummy) {
            guard Self.isNearZero(row.constant) else { return .contradiction }
            if row.terms[record.marker] != nil { return .symbol(record.marker) }
            if let dummy = row.terms.keys.min() { return .symbol(dummy) }
            // 0 == 0: nothing to keep. The marker stays parametric and in no row.
            return .none
        }
        return .none
    }

    /// The identifiers of the required constraints whose markers a row holds, in the order they
    /// were added: the constraints a contradiction found in that row goes through.
    ///
    /// A marker's coefficient in a row is how much of its constraint's row the row was combined
    /// from, so the markers of the row that cannot be satisfied name the constraints that together
    /// contradict the new one. A constraint whose slack is basic does not show, so the list is what
    /// UIKit calls the constraints of which "probably at least one" is unwanted, not a proof.
    func requiredConstraintIDs(in row: Row) -> [String] {
        var owners: [Symbol: String] = [:]
        for record in records.values where record.constraint.strength.isRequired {
            owners[record.marker] = record.constraint.id
        }
        return row.terms.keys.sorted().compactMap { owners[$0] }
    }

    /// Phase one: adds the row with an artificial variable and minimises it; the row can be
    /// satisfied if the minimum is zero. Returns `nil` when it was added, else the row that could
    /// not be brought to zero.
    private mutating func addWithArtificialVariable(_ row: Row, id: String) throws(ConstraintSolverError) -> Row? {
        if row.terms.isEmpty { return Self.isNearZero(row.constant) ? nil : row }
        let artificialSymbol = makeSymbol(.slack)
        tableau.insertRow(row, basic: artificialSymbol)
        artificial = row
        defer { artificial = nil }
        _ = try optimizeArtificial(id: id)
        let satisfied = Self.isNearZero(artificial?.constant ?? 0)
        if var basic = tableau.row(of: artificialSymbol) {
            tableau.removeRow(basic: artificialSymbol)
            guard satisfied else { return basic }
            // Degenerate: the artificial variable is basic at zero. Exchange it for a slack or
            // error of its row, or drop the row when it is empty.
            if basic.terms.isEmpty { return nil }
            guard let entering = basic.terms.keys.filter(\.isPivotable).min() else { return basic }
            basic.solve(for: artificialSymbol, exchanging: entering)
            substituteEverywhere(entering, with: basic)
            tableau.insertRow(basic, basic: entering)
        }
        tableau.eliminate(artificialSymbol)
        objective.eliminate(artificialSymbol)
        return satisfied ? nil : row
    }

    /// Takes a constraint that could not be added out of the tableau and the objective. Phase one
    /// pivots only among the other rows until it succeeds, so the constraint's own symbols are
    /// in no row but the artificial one, which is gone.
    private mutating func undoInsert(_ record: Record) {
        for symbol in [record.marker, record.other].compactMap(\.self) {
            tableau.removeRow(basic: symbol)
            tableau.eliminate(symbol)
            objective.eliminate(symbol)
        }
        tableau.infeasible.removeAll()
    }

    // MARK: Removing

    /// Takes a constraint out of the objective and the tableau and re-optimises.
    mutating func remove(_ record: Record) throws(ConstraintSolverError) {
        let strength = record.constraint.strength
        if !strength.isRequired {
            let errors =
                record.constraint.relation == .equal
                ? [record.marker, record.other] : [record.other]
            for error in errors.compactMap(\.self) {
                if let row = tableau.row(of: error) {
                    objective.add(row, weight: -strength.weight, priority: strength.priority)
                } else {
                    objective.add(error, weight: -strength.weight, priority: strength.priority)
                }
            }
        }
        let marker = record.marker
        if tableau.isBasic(marker) {
            tableau.removeRow(basic: marker)
        } else if let leaving = markerLeavingRow(marker), var row = tableau.removeRow(basic: leaving) {
            row.solve(for: leaving, exchanging: marker)
            substituteEverywhere(marker, with: row)
        }
        // What is left of the constraint's symbols is rounding: their columns are zero in theory.
        for symbol in [marker, record.other].compactMap(\.self) {
            tableau.removeRow(basic: symbol)
            tableau.eliminate(symbol)
            objective.eliminate(symbol)
        }
        try restoreOptimum(id: record.constraint.id)
    }

    /// The row to exchange a parametric marker with so that its constraint can be dropped: a
    /// restricted row that stays feasible (the smallest ratio, first among rows the marker would
    /// make smaller), else a variable's row.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var decreasing: (ratio: Double, basic: Symbol)?
        var increasing: (ratio: Double, basic: Symbol)?
        var external: Symbol?
        for basic in tableau.users(of: marker) {
            guard let row = tableau.row(of: basic) else { continue }
            let coefficient = row.coefficient(for: marker)
            if basic.isExternal {
                if external.map({ basic < $0 }) ?? true { external = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if Self.isBetter(ratio, basic, than: decreasing) { decreasing = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if Self.isBetter(ratio, basic, than: increasing) { increasing = (ratio, basic) }
            }
        }
        return decreasing?.basic ?? increasing?.basic ?? external
    }

    private static func isBetter(_ ratio: Double, _ basic: Symbol, than best: (ratio: Double, basic: Symbol)?) -> Bool {
        guard let best else { return true }
        if ratio < best.ratio - epsilon { return true }
        return ratio <= best.ratio + epsilon && basic < best.basic
    }

    // MARK: Changing a constant

    /// Moves a constraint's constant by `delta` along its marker's column and restores optimality
    /// with the dual simplex; when the new constant contradicts the required constraints, moves
    /// it back and returns `false`.
    ///
    /// The row the constraint was written as is `expression + μ × marker + ... = 0`, so adding
    /// `delta` to the expression's constant is the same system with the marker's old value equal
    /// to its new value plus `delta / μ`: a basic marker's row loses `delta / μ`, and every row
    /// that holds a parametric marker with coefficient `a` gains `a × delta / μ`.
    mutating func shiftConstant(of record: Record, by delta: Double) throws(ConstraintSolverError) -> Bool {
        if applyShift(of: record, by: delta), try dualOptimize(id: record.constraint.id) { return true }
        _ = applyShift(of: record, by: -delta)
        guard try dualOptimize(id: record.constraint.id) else {
            throw .iterationLimit(constraintID: record.constraint.id)
        }
        return false
    }

    /// Applies the shift; `false` when it leaves a dummy (which must be zero) with another value.
    private mutating func applyShift(of record: Record, by delta: Double) -> Bool {
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        var consistent = true
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -shift)
            if marker.isDummy, !Self.isNearZero(tableau.row(of: marker)?.constant ?? 0) { consistent = false }
        } else {
            for basic in tableau.users(of: marker) {
                guard let coefficient = tableau.row(of: basic)?.coefficient(for: marker) else { continue }
                tableau.shiftConstant(of: basic, by: coefficient * shift)
                if basic.isDummy, !Self.isNearZero(tableau.row(of: basic)?.constant ?? 0) { consistent = false }
            }
        }
        return consistent
    }

    // MARK: The simplex

    /// Exchanges a basic symbol for a parametric one of its row.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = tableau.removeRow(basic: leaving) else { return }
        row.solve(for: leaving, exchanging: entering)
        substituteEverywhere(entering, with: row)
        tableau.insertRow(row, basic: entering)
    }

    mutating func substituteEverywhere(_ symbol: Symbol, with row: Row) {
        tableau.substitute(symbol, with: row)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on the objective after the constraints changed.
    private mutating func restoreOptimum(id: String) throws(ConstraintSolverError) {
        // The objective is a sum of errors, which are at least zero, so it cannot be unbounded.
        _ = try optimize(id: id)
    }

    /// Minimises the objective by the primal simplex with Bland's rule: the lowest-numbered
    /// entering symbol of negative cost, the leaving row of the smallest ratio, ties to the
    /// lowest-numbered basic symbol. Without ties broken so, a degenerate pivot can cycle.
    mutating func optimize(id: String?) throws(ConstraintSolverError) -> Outcome {
        for _ in 0..<pivotLimit {
            guard let entering = objective.enteringSymbol() else { return .optimal }
            guard let leaving = leavingRow(for: entering) else { return .unbounded }
            pivot(entering: entering, leaving: leaving)
        }
        throw .iterationLimit(constraintID: id)
    }

    /// Minimises phase one's artificial objective, by the same rules.
    private mutating func optimizeArtificial(id: String) throws(ConstraintSolverError) -> Outcome {
        for _ in 0..<pivotLimit {
            let candidates = artificial?.terms.filter { !$0.key.isDummy && $0.value < -Self.epsilon }
            guard let entering = candidates?.keys.min() else { return .optimal }
            guard let leaving = leavingRow(for: entering) else { return .unbounded }
            pivot(entering: entering, leaving: leaving)
        }
        throw .iterationLimit(constraintID: id)
    }

    /// The restricted row that limits `entering` first as it grows.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, basic: Symbol)?
        for basic in tableau.users(of: entering) where !basic.isExternal {
            guard let row = tableau.row(of: basic) else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < -Self.epsilon else { continue }
            let ratio = -row.constant / coefficient
            if Self.isBetter(ratio, basic, than: best) { best = (ratio, basic) }
        }
        return best?.basic
    }

    /// The dual simplex after constants changed: while a restricted row is negative (the
    /// lowest-numbered first), exchanges it for the symbol of its row with the smallest
    /// lexicographic ratio of cost to coefficient. Returns `false` when a negative row has no
    /// symbol that could raise it: the constants contradict the required constraints.
    private mutating func dualOptimize(id: String) throws(ConstraintSolverError) -> Bool {
        for _ in 0..<pivotLimit {
            guard let leaving = tableau.infeasible.popMin() else { return true }
            guard let row = tableau.row(of: leaving), row.constant < -Self.epsilon, !leaving.isExternal else {
                continue
            }
            var entering: (symbol: Symbol, coefficient: Double)?
            for (symbol, coefficient) in row.terms where coefficient > Self.epsilon && !symbol.isDummy {
                if let best = entering, !objective.ratio(symbol, coefficient, isLessThan: best.symbol, best.coefficient)
                {
                    continue
                }
                entering = (symbol, coefficient)
            }
            guard let entering else {
                tableau.infeasible.insert(leaving)
                return false
            }
            pivot(entering: entering.symbol, leaving: leaving)
        }
        throw .iterationLimit(constraintID: id)
    }
}
