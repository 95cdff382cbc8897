import NibKit
import Testing

@testable import NibKitLayout

/// Incremental edits against solving the edited system from scratch, and systems too big to write
/// by hand.
@Suite("Constraint solver, incremental and large")
struct SolverIncrementalTests {
    /// A row of `count` views laid left to right in a container: each view's width wants 60
    /// (priority 250 plus its index, so the optimum is unique) and is at least 20, the gaps are 8, the first leading edge is 16, and the last
    /// trailing edge stays 16 inside the container of `width`, which is required. `constants`
    /// overrides a constraint's constant by its identifier.
    static func chain(count: Int, width: Double, constants: [String: Double] = [:]) throws -> (
        ConstraintSolver, [SolverVariable]
    ) {
        var solver = ConstraintSolver()
        var variables: [SolverVariable] = []
        func add(
            _ id: String, _ expression: LinearExpression, _ relation: LinearConstraint.Relation,
            _ strength: ConstraintStrength = .required
        ) throws {
            var expression = expression
            if let constant = constants[id] { expression.constant = constant }
            try solver.add(LinearConstraint(id: id, expression, relation, strength: strength))
        }
        var previousRight: SolverVariable?
        for index in 0..<count {
            let left = solver.makeVariable(named: "left\(index)")
            let right = solver.makeVariable(named: "right\(index)")
            variables += [left, right]
            if let previousRight {
                try add("gap\(index)", left - previousRight - 8, .equal)
            } else {
                try add("leading", left - 16, .equal)
            }
            try add("min\(index)", right - left - 20, .greaterThanOrEqual)
            try add("want\(index)", right - left - 60, .equal, ConstraintStrength(priority: 250 + Double(index)))
            previousRight = right
        }
        if let previousRight {
            try add("trailing", LinearExpression(previousRight) - (width - 16), .lessThanOrEqual)
        }
        return (solver, variables)
    }

    @Test(
        "changing a constant re-solves to the values of a solve from scratch",
        arguments: [("gap3", -30.0), ("leading", -40), ("min2", -50), ("want4", -10), ("trailing", -200)]
    )
    func constantMatchesScratch(id: String, constant: Double) throws {
        var (solver, variables) = try Self.chain(count: 6, width: 320)
        try solver.setConstant(constant, ofConstraintWithID: id)
        let (scratch, scratchVariables) = try Self.chain(count: 6, width: 320, constants: [id: constant])
        let incremental = variables.map { solver.value(of: $0) }
        let fresh = scratchVariables.map { scratch.value(of: $0) }
        for (lhs, rhs) in zip(incremental, fresh) {
            #expect(abs(lhs - rhs) < 1e-9, "\(id): \(incremental) vs \(fresh)")
        }
        #expect(solver.constraint(withID: id)?.expression.constant == constant)
    }

    @Test("constants changed back and forth return to the first solution")
    func constantRoundTrip() throws {
        var (solver, variables) = try Self.chain(count: 8, width: 500)
        let first = variables.map { solver.value(of: $0) }
        // 412 points for eight widths: the higher priorities, the later views, get their 60 first.
        let widths = stride(from: 0, to: 16, by: 2).map { first[$0 + 1] - first[$0] }
        #expect(widths == [20, 32, 60, 60, 60, 60, 60, 60])
        #expect(first[15] == 484)
        for constant in [-10.0, -80, -3, -8] {
            try solver.setConstant(constant, ofConstraintWithID: "gap4")
        }
        let last = variables.map { solver.value(of: $0) }
        for (lhs, rhs) in zip(first, last) { #expect(abs(lhs - rhs) < 1e-9) }
    }

    @Test("a thousand independent rows each get their own values, through a constant change and a resize")
    func thousandRows() throws {
        var solver = ConstraintSolver()
        let container = solver.makeVariable(named: "container")
        try solver.addEditVariable(container, strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(320, for: container)
        var rows: [(left: SolverVariable, width: SolverVariable)] = []
        for index in 0..<1_000 {
            let left = solver.makeVariable(named: "left\(index)")
            let width = solver.makeVariable(named: "width\(index)")
            let right = solver.makeVariable(named: "right\(index)")
            // Each row's preferred left edge and width differ, so no value can be right by accident.
            let preferredLeft = Double(index % 50)
            let preferredWidth = Double(100 + index % 200)
            try solver.add(LinearConstraint(id: "\(index).a", LinearExpression(left), .greaterThanOrEqual))
            try solver.add(LinearConstraint(id: "\(index).b", width - 44, .greaterThanOrEqual))
            try solver.add(LinearConstraint(id: "\(index).c", right - left - width, .equal))
            try solver.add(LinearConstraint(id: "\(index).d", right - container, .lessThanOrEqual))
            try solver.add(LinearConstraint(id: "\(index).e", left - preferredLeft, .equal, strength: .defaultHigh))
            try solver.add(LinearConstraint(id: "\(index).f", width - preferredWidth, .equal, strength: .defaultLow))
            rows.append((left, width))
        }
        #expect(solver.constraintCount == 6_000)
        func expectRows(container width: Double, shifted: Int? = nil, by shift: Double = 0) {
            var wrong = 0
            for (index, row) in rows.enumerated() {
                let left = Double(index % 50) + (index == shifted ? shift : 0)
                let expectedWidth = max(44, min(Double(100 + index % 200), width - left))
                if solver.value(of: row.left) != left || abs(solver.value(of: row.width) - expectedWidth) > 1e-9 {
                    wrong += 1
                }
            }
            #expect(wrong == 0)
        }
        expectRows(container: 320)
        try solver.setConstant(-(Double(500 % 50) + 70), ofConstraintWithID: "500.e")
        expectRows(container: 320, shifted: 500, by: 70)
        try solver.suggestValue(200, for: container)
        expectRows(container: 200, shifted: 500, by: 70)
        try solver.suggestValue(1_000, for: container)
        expectRows(container: 1_000, shifted: 500, by: 70)
        #expect(try solver.ambiguousVariables(among: rows.map(\.width)).isEmpty)
    }

    @Test("a generated system with every kind of constraint, removed again in another order, leaves the variables free")
    func addAndRemoveAll() throws {
        var solver = ConstraintSolver()
        let variables = (0..<40).map { solver.makeVariable(named: "v\($0)") }
        var ids: [String] = []
        for (index, variable) in variables.enumerated() {
            let next = variables[(index + 1) % variables.count]
            let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][index % 3]
            let strength =
                index % 4 == 0 ? ConstraintStrength.required : ConstraintStrength(priority: Double(100 + index))
            let id = "k\(index)"
            if try solver.addRecovering(
                LinearConstraint(id: id, variable - next - Double(index % 7), relation, strength: strength)) == nil
            {
                ids.append(id)
            }
            try solver.add(LinearConstraint(id: "s\(index)", variable - Double(index), .equal, strength: .defaultLow))
            ids.append("s\(index)")
        }
        // Removing every other one first, then the rest, each time re-solving.
        for id in ids.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            try solver.removeConstraint(withID: id)
        }
        for id in ids.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            try solver.removeConstraint(withID: id)
        }
        #expect(solver.constraintCount == 0)
        #expect(try solver.ambiguousVariables(among: variables) == variables)
        #expect(solver.tableau.rows.isEmpty)
        #expect(solver.tableau.columns.isEmpty)
        // The emptied solver solves a new system as a new one would.
        try solver.add(LinearConstraint(id: "again", variables[3] - 7, .equal))
        #expect(solver.value(of: variables[3]) == 7)
    }
}
