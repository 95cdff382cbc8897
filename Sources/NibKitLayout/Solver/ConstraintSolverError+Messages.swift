extension ConstraintSolverError {
    static func unsatisfiable(_ id: String, conflictingWith conflict: [String] = []) -> ConstraintSolverError {
        var error = ConstraintSolverError(
            .unsatisfiable,
            constraintID: id,
            message: "constraint '\(id)' cannot be satisfied together with the required constraints"
        )
        error.conflictingConstraintIDs = conflict
        return error
    }

    static func unsatisfiableConstant(_ id: String, _ constant: Double) -> ConstraintSolverError {
        ConstraintSolverError(
            .unsatisfiable,
            constraintID: id,
            message: "constraint '\(id)' with the constant \(constant) cannot be satisfied together with "
                + "the required constraints; the constant was not changed"
        )
    }

    static func duplicateConstraint(_ id: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .duplicateConstraint,
            constraintID: id,
            message: "a constraint with the identifier '\(id)' is already in the solver"
        )
    }

    static func unknownConstraint(_ id: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .unknownConstraint,
            constraintID: id,
            message: "no constraint with the identifier '\(id)' is in the solver"
        )
    }

    static func unknownVariable(_ variable: SolverVariable, constraintID: String? = nil) -> ConstraintSolverError {
        let place = constraintID.map { " (in constraint '\($0)')" } ?? ""
        return ConstraintSolverError(
            .unknownVariable,
            constraintID: constraintID,
            variable: variable,
            message: "the variable \(variable) was not made by this solver\(place)"
        )
    }

    static func duplicateEditVariable(_ variable: SolverVariable, name: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .duplicateEditVariable,
            variable: variable,
            message: "the variable '\(name)' is already an edit variable"
        )
    }

    static func unknownEditVariable(_ variable: SolverVariable, name: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .unknownEditVariable,
            variable: variable,
            message: "the variable '\(name)' is not an edit variable"
        )
    }

    static func nonFinite(constraintID: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .nonFiniteValue,
            constraintID: constraintID,
            message: "constraint '\(constraintID)' has a coefficient or a constant that is not a finite number"
        )
    }

    static func nonFiniteValue(_ value: Double, variable: SolverVariable, name: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .nonFiniteValue,
            variable: variable,
            message: "the value \(value) suggested for '\(name)' is not a finite number"
        )
    }

    static func nonFiniteConstant(_ value: Double, constraintID: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .nonFiniteValue,
            constraintID: constraintID,
            message: "the constant \(value) given to constraint '\(constraintID)' is not a finite number"
        )
    }

    static func invalidStrength(_ strength: ConstraintStrength, constraintID: String) -> ConstraintSolverError {
        ConstraintSolverError(
            .invalidStrength,
            constraintID: constraintID,
            message: "constraint '\(constraintID)' has the priority \(strength.priority) and the weight "
                + "\(strength.weight); a priority is above 0 and at most 1000, a weight positive and finite"
        )
    }

    static func invalidEditStrength(_ strength: ConstraintStrength, variable: SolverVariable, name: String)
        -> ConstraintSolverError
    {
        ConstraintSolverError(
            .invalidStrength,
            variable: variable,
            message: "the edit variable '\(name)' cannot have the strength \(strength); an edit variable's "
                + "priority is above 0 and below 1000, its weight positive and finite"
        )
    }

    static func iterationLimit(constraintID: String?) -> ConstraintSolverError {
        let place = constraintID.map { " while solving for constraint '\($0)'" } ?? ""
        return ConstraintSolverError(
            .iterationLimitExceeded,
            constraintID: constraintID,
            message: "the simplex did not finish within its bound of pivots\(place)"
        )
    }
}
