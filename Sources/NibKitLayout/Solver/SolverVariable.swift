/// A variable of a ``ConstraintSolver``: a number the solver chooses, such as a view's left edge.
///
/// A variable is a handle the solver that made it hands out; it means nothing to another solver
/// (a solver refuses a handle beyond its own count with ``ConstraintSolverError/Code-swift.struct/unknownVariable``).
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable(named: "button.left")
/// ```
public struct SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's position in its solver, in the order of creation from zero.
    public let index: Int

    init(index: Int) {
        self.index = index
    }

    /// `v` and the variable's index, such as `v3`.
    public var description: String { "v\(index)" }
}
