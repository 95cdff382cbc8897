/// A sum of variables with coefficients, plus a constant: `2 × left + width - 10`.
///
/// Expressions are built with the arithmetic operators from variables and numbers; a term of a
/// variable that occurs twice is added up when the solver reads the expression.
///
/// ```swift
/// let right = LinearExpression(left) + LinearExpression(width)   // left + width
/// let middle = 0.5 * (LinearExpression(left) + LinearExpression(right))
/// ```
public struct LinearExpression: Hashable, Sendable {
    /// One variable with its coefficient.
    public struct Term: Hashable, Sendable {
        /// The variable.
        public var variable: SolverVariable
        /// What the variable is multiplied by.
        public var coefficient: Double

        /// Creates a term.
        public init(_ variable: SolverVariable, coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: SolverVariable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        -1 * operand
    }

    /// The expression multiplied by a number.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: rhs.terms.map { Term($0.variable, coefficient: lhs * $0.coefficient) },
            constant: lhs * rhs.constant
        )
    }

    /// The expression plus a number.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a number.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}

extension SolverVariable {
    /// The variable multiplied by a number.
    public static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(terms: [LinearExpression.Term(rhs, coefficient: lhs)])
    }

    /// The sum of two variables.
    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// The difference of two variables.
    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// The variable plus an expression.
    public static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The variable minus an expression.
    public static func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The variable plus a number.
    public static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The variable minus a number.
    public static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}
