import NibKit
import Testing

@testable import NibKitLayout

@Suite("Constraint solver errors")
struct SolverErrorTests {
    @Test("a contradicting required equality throws naming it and leaves the solver as it was")
    func unsatisfiableEquality() throws {
        var fixture = SolverFixture("x", "y")
        try fixture.add("c1", fixture["x"] - 10, .equal)
        try fixture.add("c2", fixture["y"] - fixture["x"], .equal, .defaultLow)
        let error = #expect(throws: ConstraintSolverError.self) {
            try fixture.add("c3", fixture["x"] - 20, .equal)
        }
        #expect(error?.code == .unsatisfiable)
        #expect(error?.constraintID == "c3")
        #expect(error?.message == "constraint 'c3' cannot be satisfied together with the required constraints")
        #expect(error?.conflictingConstraintIDs == ["c1"])
        #expect(fixture.solver.constraintCount == 2)
        #expect(fixture.solver.constraint(withID: "c3") == nil)
        #expect([fixture.value("x"), fixture.value("y")] == [10, 10])
        // The same identifier can be added once the contradiction is gone.
        try fixture.solver.removeConstraint(withID: "c1")
        try fixture.add("c3", fixture["x"] - 20, .equal)
        #expect([fixture.value("x"), fixture.value("y")] == [20, 20])
    }

    @Test("contradicting required inequalities throw naming the one added last, through phase one")
    func unsatisfiableInequality() throws {
        var fixture = SolverFixture("x", "y")
        try fixture.add("low", fixture["x"] - 10, .greaterThanOrEqual)
        try fixture.add("sum", fixture["x"] + fixture["y"] - 30, .lessThanOrEqual)
        try fixture.add("y", fixture["y"] - 5, .equal, .defaultHigh)
        try fixture.add("x", LinearExpression(fixture["x"]), .equal, .defaultLow)
        let error = #expect(throws: ConstraintSolverError.self) {
            try fixture.add("y.min", fixture["y"] - 25, .greaterThanOrEqual)
        }
        #expect(error?.code == .unsatisfiable)
        #expect(error?.constraintID == "y.min")
        #expect(error?.conflictingConstraintIDs == ["low", "sum"])
        #expect([fixture.value("x"), fixture.value("y")] == [10, 5])
        // The solver goes on: a satisfiable constraint after the failed one.
        try fixture.add("y.floor", fixture["y"] - 20, .greaterThanOrEqual)
        #expect([fixture.value("x"), fixture.value("y")] == [10, 20])
        try fixture.solver.removeConstraint(withID: "low")
        #expect([fixture.value("x"), fixture.value("y")] == [0, 20])
    }

    @Test("a constant equality that is not zero is unsatisfiable")
    func constantContradiction() throws {
        var solver = ConstraintSolver()
        let error = #expect(throws: ConstraintSolverError.self) {
            try solver.add(LinearConstraint(id: "five", LinearExpression(5), .equal))
        }
        #expect(error?.code == .unsatisfiable)
        #expect(error?.constraintID == "five")
        #expect(error?.conflictingConstraintIDs == [])
        let inequality = #expect(throws: ConstraintSolverError.self) {
            try solver.add(LinearConstraint(id: "negative", LinearExpression(-1), .greaterThanOrEqual))
        }
        #expect(inequality?.constraintID == "negative")
        #expect(solver.constraintCount == 0)
    }

    @Test("addRecovering leaves out a contradicting constraint and returns why, as UIKit breaks one")
    func recovering() throws {
        var fixture = SolverFixture("width")
        try fixture.add("a", fixture["width"] - 100, .equal)
        let broken = try fixture.solver.addRecovering(
            LinearConstraint(id: "b", LinearExpression(fixture["width"]) - 200, .equal))
        #expect(broken?.code == .unsatisfiable)
        #expect(broken?.constraintID == "b")
        #expect(broken?.conflictingConstraintIDs == ["a"])
        let kept = try fixture.solver.addRecovering(
            LinearConstraint(id: "c", LinearExpression(fixture["width"]) - 150, .lessThanOrEqual))
        #expect(kept == nil)
        #expect(fixture.value("width") == 100)
        #expect(fixture.solver.constraintCount == 2)
        #expect(throws: ConstraintSolverError.duplicateConstraint("a")) {
            try fixture.solver.addRecovering(LinearConstraint(id: "a", LinearExpression(fixture["width"]), .equal))
        }
    }

    @Test("a new constant that contradicts the required constraints throws and is not applied")
    func unsatisfiableConstant() throws {
        var fixture = SolverFixture("x", "y")
        try fixture.add("min", fixture["x"] - 10, .greaterThanOrEqual)
        try fixture.add("fixed", fixture["x"] - 20, .equal)
        try fixture.add("follow", fixture["y"] - fixture["x"] - 1, .equal)
        let error = #expect(throws: ConstraintSolverError.self) {
            try fixture.solver.setConstant(-5, ofConstraintWithID: "fixed")
        }
        #expect(error?.code == .unsatisfiable)
        #expect(error?.constraintID == "fixed")
        #expect(fixture.solver.constraint(withID: "fixed")?.expression.constant == -20)
        #expect([fixture.value("x"), fixture.value("y")] == [20, 21])
        try fixture.solver.setConstant(-12, ofConstraintWithID: "fixed")
        #expect([fixture.value("x"), fixture.value("y")] == [12, 13])

        // A redundant equality whose constant would contradict its twin.
        try fixture.add("twin", fixture["x"] - 12, .equal)
        #expect(throws: ConstraintSolverError.unsatisfiableConstant("twin", -13)) {
            try fixture.solver.setConstant(-13, ofConstraintWithID: "twin")
        }
        #expect(fixture.value("x") == 12)
    }

    @Test("identifiers, variables and edit variables are checked")
    func bookkeeping() throws {
        var fixture = SolverFixture("x")
        try fixture.add("a", LinearExpression(fixture["x"]), .equal)
        #expect(throws: ConstraintSolverError.duplicateConstraint("a")) {
            try fixture.add("a", fixture["x"] - 1, .equal, .defaultLow)
        }
        #expect(throws: ConstraintSolverError.unknownConstraint("b")) {
            try fixture.solver.removeConstraint(withID: "b")
        }
        #expect(throws: ConstraintSolverError.unknownConstraint("b")) {
            try fixture.solver.setConstant(1, ofConstraintWithID: "b")
        }
        var other = ConstraintSolver()
        _ = other.makeVariable(named: "p")
        let stranger = other.makeVariable(named: "q")
        let unknown = #expect(throws: ConstraintSolverError.self) {
            try fixture.add("c", LinearExpression(stranger), .equal)
        }
        #expect(unknown?.code == .unknownVariable)
        #expect(unknown?.variable == stranger)
        #expect(unknown?.message == "the variable v1 was not made by this solver (in constraint 'c')")
        #expect(throws: ConstraintSolverError.unknownVariable(stranger)) {
            try fixture.solver.isAmbiguous(stranger)
        }
        #expect(throws: ConstraintSolverError.unknownVariable(stranger)) {
            try fixture.solver.addEditVariable(stranger, strength: .defaultHigh)
        }
        #expect(fixture.solver.name(of: stranger) == nil)
        #expect(fixture.solver.name(of: fixture["x"]) == "x")

        #expect(throws: ConstraintSolverError.unknownEditVariable(fixture["x"], name: "x")) {
            try fixture.solver.suggestValue(3, for: fixture["x"])
        }
        #expect(throws: ConstraintSolverError.unknownEditVariable(fixture["x"], name: "x")) {
            try fixture.solver.removeEditVariable(fixture["x"])
        }
        try fixture.solver.addEditVariable(fixture["x"], strength: .defaultHigh)
        #expect(throws: ConstraintSolverError.duplicateEditVariable(fixture["x"], name: "x")) {
            try fixture.solver.addEditVariable(fixture["x"], strength: .defaultLow)
        }
    }

    @Test("infinite and NaN coefficients, constants and values are refused")
    func nonFinite() throws {
        var fixture = SolverFixture("x")
        let x = fixture["x"]
        for (id, expression) in [
            ("nan", Double.nan * x), ("infinity", Double.infinity * x), ("constant", x - .infinity),
            ("overflow", 1e308 * x + 1e308 * x),
        ] {
            let error = #expect(throws: ConstraintSolverError.self) { try fixture.add(id, expression, .equal) }
            #expect(error?.code == .nonFiniteValue)
            #expect(error?.constraintID == id)
        }
        try fixture.add("fine", x - 3, .equal, .defaultLow)
        #expect(throws: ConstraintSolverError.nonFiniteConstant(.nan, constraintID: "fine")) {
            try fixture.solver.setConstant(.nan, ofConstraintWithID: "fine")
        }
        try fixture.solver.addEditVariable(x, strength: .defaultHigh)
        let suggestion = #expect(throws: ConstraintSolverError.self) {
            try fixture.solver.suggestValue(-.infinity, for: x)
        }
        #expect(suggestion?.code == .nonFiniteValue)
        #expect(suggestion?.message == "the value -inf suggested for 'x' is not a finite number")
        #expect(fixture.value("x") == 3)
        #expect(fixture.solver.constraintCount == 1)
    }

    @Test("priorities outside (0, 1000], bad weights and required edit variables are refused")
    func invalidStrengths() throws {
        var fixture = SolverFixture("x")
        for strength in [
            ConstraintStrength(priority: 0), ConstraintStrength(priority: 1001), ConstraintStrength(priority: .nan),
            ConstraintStrength(priority: 500, weight: 0), ConstraintStrength(priority: 500, weight: .infinity),
        ] {
            let error = #expect(throws: ConstraintSolverError.self) {
                try fixture.add("s", LinearExpression(fixture["x"]), .equal, strength)
            }
            #expect(error?.code == .invalidStrength)
            #expect(error?.constraintID == "s")
        }
        let edit = #expect(throws: ConstraintSolverError.self) {
            try fixture.solver.addEditVariable(fixture["x"], strength: .required)
        }
        #expect(edit?.code == .invalidStrength)
        #expect(edit?.variable == fixture["x"])
        #expect(fixture.solver.constraintCount == 0)
        #expect(!fixture.solver.isEditVariable(fixture["x"]))
    }
}
