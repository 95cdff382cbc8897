/// The error a ``ConstraintSolver`` throws: what went wrong, and the constraint or variable it
/// concerns.
///
/// The solver keeps the constraints, constants and suggestions it had before the call that threw,
/// and every value those determine; a value they leave open (see
/// ``ConstraintSolver/isAmbiguous(_:)``) may settle elsewhere, as good a solution. After
/// ``Code-swift.struct/iterationLimitExceeded`` the values are feasible but may not be optimal.
///
/// ```swift
/// do {
///     try solver.add(constraint)
/// } catch where error.code == .unsatisfiable {
///     print("Will attempt to recover by breaking constraint \(error.constraintID ?? "")")
/// }
/// ```
public struct ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure; the set of codes can grow without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name for the code.
        public let name: String

        init(_ name: String) { self.name = name }

        /// A required constraint, or a new constant of one, contradicts the required constraints
        /// already in the solver; the constraint was not added, or its constant not changed.
        public static let unsatisfiable = Code("unsatisfiable")
        /// A constraint with the same identifier is already in the solver.
        public static let duplicateConstraint = Code("duplicateConstraint")
        /// No constraint with the identifier is in the solver.
        public static let unknownConstraint = Code("unknownConstraint")
        /// The variable is not one this solver made.
        public static let unknownVariable = Code("unknownVariable")
        /// The variable is already an edit variable.
        public static let duplicateEditVariable = Code("duplicateEditVariable")
        /// The variable is not an edit variable.
        public static let unknownEditVariable = Code("unknownEditVariable")
        /// A coefficient, a constant or a suggested value is infinite or not a number, or the
        /// arithmetic of a constraint overflowed.
        public static let nonFiniteValue = Code("nonFiniteValue")
        /// A priority outside (0, 1000], or a weight that is not a positive finite number; or a
        /// required strength for an edit variable, which must give way to the constraints.
        public static let invalidStrength = Code("invalidStrength")
        /// The simplex did not finish within its bound of pivots (numerical trouble).
        public static let iterationLimitExceeded = Code("iterationLimitExceeded")

        /// The code's ``name``, such as `unsatisfiable`.
        public var description: String { name }
    }

    /// Which kind of failure this is.
    public var code: Code
    /// The identifier of the constraint concerned, if one is.
    public var constraintID: String?
    /// The variable concerned, if one is.
    public var variable: SolverVariable?
    /// For ``Code-swift.struct/unsatisfiable`` when a constraint is added, the required constraints already in
    /// the solver that its contradiction goes through, in the order they were added: what UIKit
    /// lists as the constraints of which "probably at least one" is unwanted. An inequality whose
    /// slack happens to be basic does not show; the list is empty for other errors.
    public var conflictingConstraintIDs: [String] = []
    /// A sentence saying what went wrong, naming the constraint or variable.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, constraintID: String? = nil, variable: SolverVariable? = nil, message: String) {
        self.code = code
        self.constraintID = constraintID
        self.variable = variable
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
