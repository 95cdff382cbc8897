/// An incremental Cassowary solver: variables, linear equalities and inequalities, required and
/// optional strengths, and edit variables whose values the caller suggests.
///
/// The solver keeps a simplex tableau in solved form and changes it a little for each call:
/// adding or removing a constraint, changing a constraint's constant, and suggesting a value for
/// an edit variable each touch only the rows that involve the constraint, then re-optimise
/// (primal simplex after adding or removing, dual simplex after a constant or a suggestion
/// changes). Values are read at any time with ``value(of:)``; there is no separate update step.
///
/// Optional priorities compare lexicographically (``ConstraintStrength``): a constraint at 751
/// wins over any number at 750. A required constraint that contradicts those already added throws
/// ``ConstraintSolverError/Code-swift.struct/unsatisfiable`` naming it and leaves the solver's constraints as they
/// were, or, with
/// ``addRecovering(_:)``, is left out and returned, as UIKit breaks a constraint and goes on.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// try solver.add(LinearConstraint(id: "c1", left - 20, .equal))
/// try solver.add(LinearConstraint(id: "c2", width - 100, .greaterThanOrEqual))
/// try solver.add(LinearConstraint(id: "c3", width - 80, .equal, strength: .defaultLow))
/// solver.value(of: width)   // 100
/// ```
///
/// The solver is a value: copying it copies the system, and each copy changes on its own.
public struct ConstraintSolver: Sendable {
    /// How close to zero a coefficient or a value counts as zero, and how far a value may stray
    /// below zero before a row counts as infeasible: 1e-8.
    ///
    /// Coefficients within it of zero are removed from the tableau, and ``value(of:)`` returns
    /// exactly 0 for a value within it of zero.
    public static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

    /// What the solver keeps of a constraint it holds.
    struct Record: Sendable {
        var constraint: LinearConstraint
        /// The symbol whose column tracks the constraint: its slack, dummy or positive error.
        var marker: Symbol
        /// The constraint's other error, if it has one.
        var other: Symbol?
        /// The marker's coefficient in the row the constraint was written as.
        var markerCoefficient: Double
    }

    /// What the solver keeps of an edit variable: its constraint `variable - value == 0`.
    struct Edit: Sendable {
        var record: Record
        var value: Double
    }

    var tableau = Tableau()
    var objective = Objective()
    /// Phase one's objective while a constraint is added with an artificial variable.
    var artificial: Row?
    /// Each variable's name, by index: a base and a part joined only when
    /// a name is asked for, so that a layout naming four variables a view
    /// builds no text for them.
    var names: [(base: String, part: String?)] = []
    var nextSymbolNumber = 0
    var records: [String: Record] = [:]
    var edits: [SolverVariable: Edit] = [:]

    /// Creates an empty solver.
    public init() {}

    // MARK: Variables

    /// Makes a variable, whose value is 0 until constraints say otherwise.
    public mutating func makeVariable(named name: String) -> SolverVariable {
        names.append((name, nil))
        return SolverVariable(index: names.count - 1)
    }

    /// Makes a variable named `base.part`, the text joined only when the name is read.
    mutating func makeVariable(base: String, part: String) -> SolverVariable {
        names.append((base, part))
        return SolverVariable(index: names.count - 1)
    }

    /// How many variables the solver has made.
    public var variableCount: Int { names.count }

    /// The name the variable was made with, or `nil` for a variable this solver did not make.
    public func name(of variable: SolverVariable) -> String? {
        guard names.indices.contains(variable.index) else { return nil }
        let name = names[variable.index]
        return name.part.map { "\(name.base).\($0)" } ?? name.base
    }

    /// The variable's value in the current solution.
    ///
    /// A variable the constraints leave open takes its value in the solution the simplex settled
    /// on, 0 when it is parametric (no constraint ties it to a constant);
    /// ``isAmbiguous(_:)`` tells whether it is determined. A value within ``epsilon`` of zero is
    /// returned as exactly 0.
    public func value(of variable: SolverVariable) -> Double {
        let value = tableau.row(of: symbol(for: variable))?.constant ?? 0
        return Self.isNearZero(value) ? 0 : value
    }

    // MARK: Constraints

    /// How many constraints the solver holds, not counting edit variables.
    public var constraintCount: Int { records.count }

    /// The constraint with the identifier, with its current constant, or `nil`.
    public func constraint(withID id: String) -> LinearConstraint? {
        records[id]?.constraint
    }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unsatisfiable`` when a required constraint
    ///   contradicts the required constraints already added (the solver keeps the constraints it had),
    ///   ``ConstraintSolverError/Code-swift.struct/duplicateConstraint``,
    ///   ``ConstraintSolverError/Code-swift.struct/unknownVariable``, ``ConstraintSolverError/Code-swift.struct/nonFiniteValue``,
    ///   ``ConstraintSolverError/Code-swift.struct/invalidStrength``.
    public mutating func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
        try validate(constraint)
        let record = try insert(constraint)
        records[constraint.id] = record
    }

    /// Adds a constraint or, when it cannot be satisfied together with the required constraints
    /// already added, leaves it out and returns why.
    ///
    /// This is UIKit's recovery: it logs "Will attempt to recover by breaking constraint" and lays
    /// out without it. The solver keeps the constraints it had when the constraint is left out.
    ///
    /// - Returns: `nil` when the constraint was added, else the
    ///   ``ConstraintSolverError/Code-swift.struct/unsatisfiable`` error naming it.
    /// - Throws: every other error of ``add(_:)``.
    @discardableResult
    public mutating func addRecovering(_ constraint: LinearConstraint) throws(ConstraintSolverError)
        -> ConstraintSolverError?
    {
        do {
            try add(constraint)
            return nil
        } catch  where error.code == .unsatisfiable {
            return error
        }
    }

    /// Removes the constraint with the identifier and re-solves.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unknownConstraint``.
    public mutating func removeConstraint(withID id: String) throws(ConstraintSolverError) {
        guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint(id) }
        try remove(record)
    }

    /// Changes the constant of a constraint's expression and re-solves incrementally.
    ///
    /// The tableau is not rebuilt: the change moves along the column of the constraint's marker
    /// (its slack, dummy or error variable), which records how the constant reached every row, and
    /// the dual simplex restores optimality (as the Cassowary paper moves an edit constraint's constant). This is how Auto
    /// Layout applies a new `constant` of a `NSLayoutConstraint`.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unknownConstraint``,
    ///   ``ConstraintSolverError/Code-swift.struct/nonFiniteValue``, or
    ///   ``ConstraintSolverError/Code-swift.struct/unsatisfiable`` when the new constant contradicts the required
    ///   constraints (the constant is then left as it was).
    public mutating func setConstant(_ constant: Double, ofConstraintWithID id: String)
        throws(ConstraintSolverError)
    {
        guard var record = records[id] else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .nonFiniteConstant(constant, constraintID: id) }
        let delta = constant - record.constraint.expression.constant
        guard delta != 0 else { return }
        guard try shiftConstant(of: record, by: delta) else { throw .unsatisfiableConstant(id, constant) }
        record.constraint.expression.constant = constant
        records[id] = record
    }

    // MARK: Edit variables

    /// Makes a variable an edit variable: one whose value the caller suggests, such as a window's
    /// width while it is resized.
    ///
    /// The solver adds the optional constraint `variable == value` at the strength, starting from
    /// the variable's current value, and ``suggestValue(_:for:)`` changes that value. The strength
    /// must be optional, so that the required constraints always win over a suggestion.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/duplicateEditVariable``,
    ///   ``ConstraintSolverError/Code-swift.struct/unknownVariable``, ``ConstraintSolverError/Code-swift.struct/invalidStrength``.
    public mutating func addEditVariable(_ variable: SolverVariable, strength: ConstraintStrength)
        throws(ConstraintSolverError)
    {
        guard let name = name(of: variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable, name: name) }
        guard strength.isValid, !strength.isRequired else {
            throw .invalidEditStrength(strength, variable: variable, name: name)
        }
        let value = value(of: variable)
        let constraint = LinearConstraint(
            id: "edit \(name)", LinearExpression(variable) - value, .equal, strength: strength)
        let record = try insert(constraint)
        edits[variable] = Edit(record: record, value: value)
    }

    /// Stops a variable being an edit variable, removing its constraint.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unknownEditVariable``.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable(variable, name: name(of: variable) ?? variable.description)
        }
        try remove(edit.record)
    }

    /// Whether the variable is an edit variable.
    public func isEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// - Throws: ``ConstraintSolverError/Code-swift.struct/unknownEditVariable``,
    ///   ``ConstraintSolverError/Code-swift.struct/nonFiniteValue``.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(ConstraintSolverError) {
        var name: String { self.name(of: variable) ?? variable.description }
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable, name: name) }
        guard value.isFinite else { throw .nonFiniteValue(value, variable: variable, name: name) }
        // The edit constraint is `variable - value == 0`: its constant moves opposite to the value.
        guard try shiftConstant(of: edit.record, by: edit.value - value) else {
            throw .unsatisfiableConstant(edit.record.constraint.id, -value)
        }
        edit.value = value
        edit.record.constraint.expression.constant = -value
        edits[variable] = edit
    }

    // MARK: Checks

    func symbol(for variable: SolverVariable) -> Symbol {
        Symbol(number: variable.index, kind: .external)
    }

    private func validate(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
        guard records[constraint.id] == nil else { throw .duplicateConstraint(constraint.id) }
        for term in constraint.expression.terms where !names.indices.contains(term.variable.index) {
            throw .unknownVariable(term.variable, constraintID: constraint.id)
        }
        guard constraint.expression.isFinite else { throw .nonFinite(constraintID: constraint.id) }
        guard constraint.strength.isValid else {
            throw .invalidStrength(constraint.strength, constraintID: constraint.id)
        }
    }
}
