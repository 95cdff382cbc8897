import NibKit
import Testing

@testable import NibKitLayout

/// A solver with named variables, for tests that build small systems.
struct SolverFixture {
    var solver = ConstraintSolver()
    private var variables: [String: SolverVariable] = [:]

    init(_ names: String...) {
        for name in names { variables[name] = solver.makeVariable(named: name) }
    }

    subscript(name: String) -> SolverVariable { variables[name] ?? SolverVariable(index: -1) }

    func value(_ name: String) -> Double { solver.value(of: self[name]) }

    mutating func add(
        _ id: String,
        _ expression: LinearExpression,
        _ relation: LinearConstraint.Relation,
        _ strength: ConstraintStrength = .required
    ) throws {
        try solver.add(LinearConstraint(id: id, expression, relation, strength: strength))
    }
}

@Suite("Constraint solver")
struct SolverTests {
    @Test("required equalities and inequalities give the values they determine")
    func requiredSystem() throws {
        var fixture = SolverFixture("x", "y", "z")
        try fixture.add("c1", fixture["x"] - 20, .equal)
        try fixture.add("c2", fixture["y"] - fixture["x"] - 15, .equal)
        try fixture.add("c3", 2 * fixture["z"] - fixture["y"] - 5, .equal)
        #expect(fixture.value("x") == 20)
        #expect(fixture.value("y") == 35)
        #expect(fixture.value("z") == 20)
    }

    @Test("the paper's midpoint example: the edited midpoint moves the ends within their bounds")
    func midpoint() throws {
        // Badros, Borning and Stuckey's running example: xm = (xl + xr) / 2, xl + 10 <= xr, 0 <= xl, xr <= 100,
        // with weak stays on the ends and the midpoint edited.
        var fixture = SolverFixture("xl", "xm", "xr")
        let (left, middle, right) = (fixture["xl"], fixture["xm"], fixture["xr"])
        try fixture.add("mid", 2 * middle - left - right, .equal)
        try fixture.add("gap", left + 10 - right, .lessThanOrEqual)
        try fixture.add("min", LinearExpression(left), .greaterThanOrEqual)
        try fixture.add("max", right - 100, .lessThanOrEqual)
        try fixture.add("stay.xl", left - 0, .equal, .defaultLow)
        try fixture.add("stay.xr", right - 100, .equal, .defaultLow)
        #expect([fixture.value("xl"), fixture.value("xm"), fixture.value("xr")] == [0, 50, 100])

        try fixture.solver.addEditVariable(middle, strength: .defaultHigh)
        #expect(fixture.value("xm") == 50)
        try fixture.solver.suggestValue(60, for: middle)
        #expect([fixture.value("xl"), fixture.value("xm"), fixture.value("xr")] == [20, 60, 100])
        try fixture.solver.suggestValue(90, for: middle)
        #expect([fixture.value("xl"), fixture.value("xm"), fixture.value("xr")] == [80, 90, 100])
        try fixture.solver.suggestValue(10, for: middle)
        #expect([fixture.value("xl"), fixture.value("xm"), fixture.value("xr")] == [0, 10, 20])
        // Below the bounds: xl >= 0 and xr >= xl + 10 hold, so xm stops at 5.
        try fixture.solver.suggestValue(-40, for: middle)
        #expect([fixture.value("xl"), fixture.value("xm"), fixture.value("xr")] == [0, 5, 10])
        try fixture.solver.removeEditVariable(middle)
        #expect([fixture.value("xl"), fixture.value("xm"), fixture.value("xr")] == [0, 50, 100])
    }

    @Test("required beats strong beats weak")
    func strengths() throws {
        var fixture = SolverFixture("x")
        try fixture.add("weak", fixture["x"] - 10, .equal, .defaultLow)
        #expect(fixture.value("x") == 10)
        try fixture.add("strong", fixture["x"] - 20, .equal, .defaultHigh)
        #expect(fixture.value("x") == 20)
        try fixture.add("required", fixture["x"] - 15, .lessThanOrEqual)
        #expect(fixture.value("x") == 15)
        try fixture.solver.removeConstraint(withID: "required")
        #expect(fixture.value("x") == 20)
        try fixture.solver.removeConstraint(withID: "strong")
        #expect(fixture.value("x") == 10)
    }

    @Test("one constraint at priority 751 wins over three hundred at 750")
    func priorityIsLexicographic() throws {
        var fixture = SolverFixture("x")
        // A weighted sum would need a weight for 751 above 300 times that of 750; the comparison
        // is by priority first, so no count of lower constraints is enough.
        for index in 0..<300 {
            try fixture.add("low\(index)", LinearExpression(fixture["x"]), .equal, ConstraintStrength(priority: 750))
        }
        #expect(fixture.value("x") == 0)
        try fixture.add("high", fixture["x"] - 100, .equal, ConstraintStrength(priority: 751))
        #expect(fixture.value("x") == 100)
        // A priority just above, not a whole step, wins too.
        try fixture.add("higher", fixture["x"] - 40, .equal, ConstraintStrength(priority: 751.5))
        #expect(fixture.value("x") == 40)
    }

    @Test("within one priority, errors add up by weight")
    func weightsWithinAPriority() throws {
        var fixture = SolverFixture("x")
        try fixture.add("a", LinearExpression(fixture["x"]), .equal, .defaultHigh)
        try fixture.add("b", LinearExpression(fixture["x"]), .equal, .defaultHigh)
        try fixture.add("c", fixture["x"] - 10, .equal, .defaultHigh)
        #expect(fixture.value("x") == 0)
        try fixture.add("d", fixture["x"] - 10, .equal, ConstraintStrength(priority: 750, weight: 3))
        #expect(fixture.value("x") == 10)
    }

    @Test("an inequality holds at its boundary and lets go inside it")
    func inequalityBoundaries() throws {
        var fixture = SolverFixture("width")
        try fixture.add("min", fixture["width"] - 44, .greaterThanOrEqual)
        try fixture.add("max", fixture["width"] - 300, .lessThanOrEqual)
        try fixture.add("want", fixture["width"] - 10, .equal, .defaultLow)
        #expect(fixture.value("width") == 44)
        try fixture.solver.setConstant(-500, ofConstraintWithID: "want")
        #expect(fixture.value("width") == 300)
        try fixture.solver.setConstant(-120, ofConstraintWithID: "want")
        #expect(fixture.value("width") == 120)
        // Both bounds at one value: the only solution.
        try fixture.solver.setConstant(-44, ofConstraintWithID: "max")
        #expect(fixture.value("width") == 44)
    }

    @Test("an edit variable follows suggestions and yields to required bounds")
    func editVariable() throws {
        var fixture = SolverFixture("window", "content")
        try fixture.add("inset", fixture["content"] - fixture["window"] + 40, .equal)
        try fixture.add("max", fixture["content"] - 600, .lessThanOrEqual)
        try fixture.solver.addEditVariable(fixture["window"], strength: ConstraintStrength(priority: 999))
        #expect(fixture.solver.isEditVariable(fixture["window"]))
        for width in [320.0, 375, 414, 640] {
            try fixture.solver.suggestValue(width, for: fixture["window"])
            #expect(fixture.value("window") == width)
            #expect(fixture.value("content") == width - 40)
        }
        try fixture.solver.suggestValue(1024, for: fixture["window"])
        #expect(fixture.value("window") == 640)
        #expect(fixture.value("content") == 600)
        try fixture.solver.suggestValue(100, for: fixture["window"])
        #expect(fixture.value("content") == 60)
        try fixture.solver.removeEditVariable(fixture["window"])
        #expect(!fixture.solver.isEditVariable(fixture["window"]))
    }

    @Test("removing a constraint re-solves the others")
    func removal() throws {
        var fixture = SolverFixture("a", "b", "c")
        try fixture.add("a", fixture["a"] - 10, .equal)
        try fixture.add("ab", fixture["b"] - fixture["a"] - 5, .greaterThanOrEqual)
        try fixture.add("bc", fixture["c"] - fixture["b"] - 5, .equal)
        try fixture.add("c", fixture["c"] - 100, .equal, .defaultLow)
        try fixture.add("b", fixture["b"] - 30, .equal, .defaultHigh)
        #expect([fixture.value("a"), fixture.value("b"), fixture.value("c")] == [10, 30, 35])
        try fixture.solver.removeConstraint(withID: "b")
        #expect([fixture.value("a"), fixture.value("b"), fixture.value("c")] == [10, 95, 100])
        try fixture.solver.removeConstraint(withID: "ab")
        #expect([fixture.value("a"), fixture.value("b"), fixture.value("c")] == [10, 95, 100])
        try fixture.add("cap", fixture["c"] - 50, .lessThanOrEqual)
        #expect([fixture.value("b"), fixture.value("c")] == [45, 50])
        try fixture.solver.removeConstraint(withID: "cap")
        try fixture.solver.removeConstraint(withID: "bc")
        #expect(fixture.value("c") == 100)
        #expect(fixture.solver.constraintCount == 2)
        #expect(fixture.solver.constraint(withID: "bc") == nil)
    }

    @Test("two identical required equalities are redundant, not a conflict")
    func redundantEqualities() throws {
        var fixture = SolverFixture("x", "y")
        try fixture.add("first", fixture["x"] - 10, .equal)
        try fixture.add("second", fixture["x"] - 10, .equal)
        try fixture.add("sum", fixture["x"] + fixture["y"] - 25, .equal)
        try fixture.add("again", 2 * fixture["y"] - 30, .equal)
        #expect([fixture.value("x"), fixture.value("y")] == [10, 15])
        try fixture.solver.removeConstraint(withID: "first")
        #expect(fixture.value("x") == 10)
        #expect(try !fixture.solver.isAmbiguous(fixture["x"]))
        try fixture.solver.removeConstraint(withID: "second")
        try fixture.solver.removeConstraint(withID: "again")
        #expect(try fixture.solver.isAmbiguous(fixture["x"]))
        // An empty constraint, 0 == 0, is accepted and changes nothing.
        try fixture.add("empty", LinearExpression(), .equal)
        #expect(fixture.solver.constraintCount == 2)
    }

    @Test("a degenerate vertex where fifty inequalities meet is left along the right one")
    func degenerateVertex() throws {
        // Every k × x + (50 - k) × y >= 0 is tight at the origin, where the solve starts; Bland's
        // rule keeps the simplex from cycling among them.
        var fixture = SolverFixture("x", "y")
        for k in 1..<50 {
            try fixture.add("fan\(k)", Double(k) * fixture["x"] + Double(50 - k) * fixture["y"], .greaterThanOrEqual)
        }
        try fixture.add("x.max", fixture["x"] - 10, .lessThanOrEqual)
        try fixture.add("x", fixture["x"] - 5, .equal, .defaultHigh)
        try fixture.add("y", fixture["y"] + 3, .equal, .defaultLow)
        // x keeps its 5 at 750; y goes as low as the steepest fan allows: 5 + 49 y >= 0.
        #expect(fixture.value("x") == 5)
        #expect(abs(fixture.value("y") - -5.0 / 49) < 1e-12)
        #expect(try fixture.solver.ambiguousVariables(among: [fixture["x"], fixture["y"]]).isEmpty)
    }

    @Test("constraints and strengths describe themselves as one line")
    func descriptions() {
        var fixture = SolverFixture("x", "y")
        let (x, y) = (fixture["x"], fixture["y"])
        #expect(fixture.solver.name(of: y) == "y")
        #expect(
            LinearConstraint(id: "c1", x - 44, .greaterThanOrEqual).description
                == "c1: 1 × v\(x.index) - 44 >= 0 (required)")
        let weighted = LinearConstraint(
            id: "c2", 2.5 * y - x + 3, .equal, strength: ConstraintStrength(priority: 750, weight: 2))
        #expect(weighted.description == "c2: 2.5 × v\(y.index) - 1 × v\(x.index) + 3 == 0 (750×2)")
        let empty = LinearConstraint(id: "e", LinearExpression(), .lessThanOrEqual, strength: .defaultLow)
        #expect(empty.description == "e: 0 <= 0 (250)")
        #expect(ConstraintStrength(priority: 750.5).description == "750.5")
        fixture.solver = ConstraintSolver()
        #expect(fixture.solver.variableCount == 0)
    }

    @Test("a variable's coefficients add up, and cancelling terms leave nothing of it")
    func repeatedTerms() throws {
        var fixture = SolverFixture("x", "y")
        try fixture.add("twice", fixture["x"] + fixture["x"] - 10, .equal)
        try fixture.add("cancel", fixture["y"] - fixture["y"] + fixture["x"] - 5, .equal)
        #expect(fixture.value("x") == 5)
        #expect(try fixture.solver.isAmbiguous(fixture["y"]))
    }
}
