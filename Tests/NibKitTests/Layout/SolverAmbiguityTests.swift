import NibKit
import Testing

@testable import NibKitLayout

@Suite("Constraint solver ambiguity")
struct SolverAmbiguityTests {
    @Test("an underdetermined system is ambiguous until a constraint fixes it")
    func underdetermined() throws {
        var fixture = SolverFixture("left", "width", "right", "unused")
        try fixture.add("right", fixture["right"] - fixture["left"] - fixture["width"], .equal)
        try fixture.add("container", fixture["right"] - 320, .equal)
        let all = ["left", "width", "right", "unused"].map { fixture[$0] }
        #expect(
            try fixture.solver.ambiguousVariables(among: all) == [fixture["left"], fixture["width"], fixture["unused"]])
        try fixture.add("left", fixture["left"] - 20, .equal)
        #expect(try fixture.solver.ambiguousVariables(among: all) == [fixture["unused"]])
        #expect([fixture.value("left"), fixture.value("width"), fixture.value("right")] == [20, 300, 320])
    }

    @Test("a range left by inequalities is ambiguous; a range of one value is not")
    func inequalityRange() throws {
        var fixture = SolverFixture("x")
        try fixture.add("min", fixture["x"] - 10, .greaterThanOrEqual)
        try fixture.add("max", fixture["x"] - 100, .lessThanOrEqual)
        #expect(try fixture.solver.isAmbiguous(fixture["x"]))
        try fixture.solver.setConstant(-10, ofConstraintWithID: "max")
        #expect(try !fixture.solver.isAmbiguous(fixture["x"]))
        #expect(fixture.value("x") == 10)
        // A bound that only one side holds again: ambiguous, and the solver is unchanged by asking.
        try fixture.solver.setConstant(-11, ofConstraintWithID: "max")
        #expect(try fixture.solver.isAmbiguous(fixture["x"]))
        #expect(fixture.value("x") == 10)
    }

    @Test("two optional constraints at one priority that disagree leave a range; different priorities do not")
    func optionalTies() throws {
        var fixture = SolverFixture("x")
        try fixture.add("a", LinearExpression(fixture["x"]), .equal, .defaultLow)
        try fixture.add("b", fixture["x"] - 10, .equal, .defaultLow)
        #expect(try fixture.solver.isAmbiguous(fixture["x"]))
        try fixture.add("c", fixture["x"] - 4, .equal, ConstraintStrength(priority: 251))
        #expect(try !fixture.solver.isAmbiguous(fixture["x"]))
        #expect(fixture.value("x") == 4)
        try fixture.solver.removeConstraint(withID: "c")
        // A third at the same priority makes the median the unique optimum.
        try fixture.add("d", fixture["x"] - 3, .equal, .defaultLow)
        #expect(try !fixture.solver.isAmbiguous(fixture["x"]))
        #expect(fixture.value("x") == 3)
    }

    @Test("an optional constraint resolves what the required ones leave open")
    func optionalDetermines() throws {
        var fixture = SolverFixture("width", "height")
        try fixture.add("aspect", fixture["height"] - 0.5 * fixture["width"], .equal)
        try fixture.add("min", fixture["width"] - 10, .greaterThanOrEqual)
        #expect(try fixture.solver.ambiguousVariables(among: [fixture["width"], fixture["height"]]).count == 2)
        try fixture.add("hug", LinearExpression(fixture["width"]), .equal, .defaultLow)
        #expect(try fixture.solver.ambiguousVariables(among: [fixture["width"], fixture["height"]]).isEmpty)
        #expect([fixture.value("width"), fixture.value("height")] == [10, 5])
    }
}
