extension ConstraintSolver {
    /// How far apart the least and the greatest optimal value of a variable may be before the
    /// variable counts as ambiguous: 1e-7.
    public static let ambiguityTolerance = 1e-7

    /// Whether the constraints leave the variable's value open: whether another solution, as good
    /// for every priority, gives it another value. Auto Layout's `hasAmbiguousLayout` asks this of
    /// a view's frame.
    ///
    /// See ``ambiguousVariables(among:)`` for the method.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unknownVariable``, or
    ///   ``ConstraintSolverError/Code-swift.struct/iterationLimitExceeded``.
    public func isAmbiguous(_ variable: SolverVariable) throws(ConstraintSolverError) -> Bool {
        try !ambiguousVariables(among: [variable]).isEmpty
    }

    /// The variables, of those given, whose values the constraints leave open, in the order given.
    ///
    /// The current solution is optimal, so the solutions as good as it are those in which every
    /// parametric symbol with a positive cost stays zero; the others, of zero cost, are the
    /// directions the solution can move in. A variable is determined when:
    /// - it is basic and its row holds no variable and no slack or error of zero cost, so every
    ///   optimal solution gives it its row's constant;
    ///
    /// and it is ambiguous when it is parametric (no constraint relates it to a constant), or its
    /// row holds another parametric variable (which no restricted row and no priority constrains).
    /// Otherwise a copy of the solver answers it exactly: it minimises and then maximises the
    /// variable below every priority, so the simplex moves only along zero-cost directions, and
    /// the variable is ambiguous when the two differ by more than ``ambiguityTolerance`` or either
    /// is unbounded. The solver itself is not changed.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unknownVariable``, or
    ///   ``ConstraintSolverError/Code-swift.struct/iterationLimitExceeded``.
    public func ambiguousVariables(among variables: [SolverVariable]) throws(ConstraintSolverError)
        -> [SolverVariable]
    {
        for variable in variables where !names.indices.contains(variable.index) { throw .unknownVariable(variable) }
        var probe: ConstraintSolver?
        var ambiguous: [SolverVariable] = []
        for variable in variables {
            switch determination(of: variable) {
            case .determined: continue
            case .ambiguous: ambiguous.append(variable)
            case .unknown:
                if probe == nil { probe = self }
                if try probe?.probeRange(of: variable) == true { ambiguous.append(variable) }
            }
        }
        return ambiguous
    }

    private enum Determination {
        case determined
        case ambiguous
        case unknown
    }

    /// What the tableau shows at once about the variable.
    private func determination(of variable: SolverVariable) -> Determination {
        guard let row = tableau.row(of: symbol(for: variable)) else { return .ambiguous }
        var free = false
        for symbol in row.terms.keys {
            if symbol.isExternal { return .ambiguous }
            if !symbol.isDummy && objective.sign(of: symbol) == 0 { free = true }
        }
        return free ? .unknown : .determined
    }

    /// Whether the variable's least and greatest optimal values differ: minimises `±variable` at a
    /// level below every priority, so that no priority gets worse.
    private mutating func probeRange(of variable: SolverVariable) throws(ConstraintSolverError) -> Bool {
        let symbol = symbol(for: variable)
        var extremes: [Double] = []
        for direction in [1.0, -1.0] {
            guard let row = tableau.row(of: symbol) else { return true }
            objective.add(row, weight: direction, priority: Self.probePriority)
            let outcome = try optimize(id: nil)
            objective.removeLevel(priority: Self.probePriority)
            if outcome == .unbounded { return true }
            extremes.append(tableau.row(of: symbol)?.constant ?? 0)
        }
        return Swift.abs(extremes[0] - extremes[1]) > Self.ambiguityTolerance
    }

    /// The level of a probe: below every priority a constraint can have.
    private static let probePriority: Double = 0
}
