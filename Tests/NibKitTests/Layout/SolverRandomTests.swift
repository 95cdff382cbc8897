import NibKit
import Testing

@testable import NibKitLayout

/// Generated sequences of additions, removals, constant changes and suggestions: after each step
/// every required constraint the solver holds is satisfied, and a step that fails leaves every value
/// the constraints determine as it was.
@Suite("Constraint solver, generated sequences")
struct SolverRandomTests {
    /// SplitMix64: a fixed seed gives the same sequence on every run and platform.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        /// A whole number in `-range...range`, so sums stay exact and a failure is easy to read.
        mutating func number(_ range: Int) -> Double { Double(below(2 * range + 1) - range) }
    }

    /// How far `constraint` is from holding at the solver's values; 0 when it holds.
    static func violation(of constraint: LinearConstraint, in solver: ConstraintSolver) -> Double {
        let value = constraint.expression.terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * solver.value(of: $1.variable)
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Expects the variables the constraints determine to have their values of `before`: a failed
    /// step leaves the constraints as they were, but where they leave a value open, the simplex may
    /// settle on another solution that is as good.
    static func expectDeterminedValues(
        of variables: [SolverVariable], in solver: ConstraintSolver, equal before: [Double]
    ) throws {
        let open = Set(try solver.ambiguousVariables(among: variables))
        for (variable, value) in zip(variables, before) where !open.contains(variable) {
            #expect(abs(solver.value(of: variable) - value) < 1e-6, "\(variable)")
        }
    }

    /// Changes a constant, returning the error when the new constant is unsatisfiable.
    static func setConstant(_ constant: Double, of id: String, in solver: inout ConstraintSolver) throws
        -> ConstraintSolverError?
    {
        do {
            try solver.setConstant(constant, ofConstraintWithID: id)
            return nil
        } catch {
            guard error.code == .unsatisfiable else { throw error }
            return error
        }
    }

    @Test(
        "required constraints hold after every step, and failed steps change no determined value",
        arguments: [1, 2, 3, 4, 5, 6])
    func sequences(seed: UInt64) throws {
        var generator = Generator(state: seed)
        var solver = ConstraintSolver()
        let variables = (0..<12).map { solver.makeVariable(named: "x\($0)") }
        var held: [String: LinearConstraint] = [:]
        var next = 0
        var failures = 0
        try solver.addEditVariable(variables[0], strength: ConstraintStrength(priority: 900))

        for _ in 0..<400 {
            let before = variables.map { solver.value(of: $0) }
            switch generator.below(10) {
            case 0...4:
                var expression = LinearExpression(generator.number(50))
                for _ in 0..<(1 + generator.below(3)) {
                    expression = expression + generator.number(3) * variables[generator.below(variables.count)]
                }
                let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
                    generator.below(3)]
                let strength =
                    generator.below(3) == 0
                    ? ConstraintStrength.required : ConstraintStrength(priority: Double(1 + generator.below(999)))
                next += 1
                let constraint = LinearConstraint(id: "k\(next)", expression, relation, strength: strength)
                if let error = try solver.addRecovering(constraint) {
                    #expect(error.constraintID == constraint.id)
                    #expect(strength.isRequired)
                    let required = held.values.filter(\.strength.isRequired).map(\.id)
                    #expect(Set(error.conflictingConstraintIDs).isSubset(of: required))
                    try Self.expectDeterminedValues(of: variables, in: solver, equal: before)
                    failures += 1
                } else {
                    held[constraint.id] = constraint
                }
            case 5...6:
                guard !held.isEmpty else { continue }
                let id = held.keys.sorted()[generator.below(held.count)]
                try solver.removeConstraint(withID: id)
                held[id] = nil
            case 7...8:
                guard !held.isEmpty else { continue }
                let id = held.keys.sorted()[generator.below(held.count)]
                guard var constraint = held[id] else { continue }
                let constant = generator.number(50)
                if let error = try Self.setConstant(constant, of: id, in: &solver) {
                    #expect(error.constraintID == id)
                    #expect(constraint.strength.isRequired)
                    try Self.expectDeterminedValues(of: variables, in: solver, equal: before)
                    failures += 1
                } else {
                    constraint.expression.constant = constant
                    held[id] = constraint
                }
            default:
                try solver.suggestValue(generator.number(100), for: variables[0])
            }
            #expect(solver.constraintCount == held.count)
            for constraint in held.values where constraint.strength.isRequired {
                #expect(Self.violation(of: constraint, in: solver) < 1e-6, "\(constraint)")
            }
        }
        // The sequence exercised both outcomes of a step.
        #expect(failures > 0)
        #expect(!held.isEmpty)
        _ = try solver.ambiguousVariables(among: variables)
    }
}
