/// A linear relation the solver keeps: `expression == 0`, `expression <= 0` or `expression >= 0`,
/// with a strength and the caller's identifier.
///
/// The identifier names the constraint in every error the solver throws about it, so a layer that
/// maps an archive's constraints onto the solver gives each the archive's constraint id and can
/// locate the problem in the file. Identifiers are unique within a solver.
///
/// ```swift
/// // button.width >= 44, required; button.width == 80 at priority 250.
/// let minimum = LinearConstraint(id: "c1", LinearExpression(width), .greaterThanOrEqual, LinearExpression(44))
/// let preferred = LinearConstraint(id: "c2", LinearExpression(width) - 80, .equal, strength: .defaultLow)
/// ```
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// How an expression relates to zero.
    public enum Relation: Hashable, Sendable, CustomStringConvertible {
        /// `expression == 0`.
        case equal
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression >= 0`.
        case greaterThanOrEqual

        /// `==`, `<=` or `>=`.
        public var description: String {
            switch self {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The caller's name for the constraint, such as the archive's constraint id.
    public var id: String
    /// The expression compared with zero.
    public var expression: LinearExpression
    /// How the expression compares with zero.
    public var relation: Relation
    /// Required, or optional at a priority.
    public var strength: ConstraintStrength

    /// Creates the constraint `expression relation 0`.
    public init(
        id: String, _ expression: LinearExpression, _ relation: Relation, strength: ConstraintStrength = .required
    ) {
        self.id = id
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    public init(
        id: String,
        _ lhs: LinearExpression,
        _ relation: Relation,
        _ rhs: LinearExpression,
        strength: ConstraintStrength = .required
    ) {
        self.init(id: id, lhs - rhs, relation, strength: strength)
    }

    /// The identifier, the relation and the strength, such as `c1: 1 × v0 - 44 >= 0 (required)`.
    public var description: String {
        var text = expression.terms.enumerated().map { index, term in
            let sign = term.coefficient < 0 ? "-" : (index == 0 ? "" : "+")
            let magnitude = Swift.abs(term.coefficient)
            return "\(sign)\(index == 0 ? "" : " ")\(magnitude.solverText) × \(term.variable)"
        }.joined(separator: " ")
        if expression.constant != 0 || text.isEmpty {
            let sign = expression.constant < 0 ? "-" : "+"
            text +=
                text.isEmpty
                ? expression.constant.solverText : " \(sign) \(Swift.abs(expression.constant).solverText)"
        }
        return "\(id): \(text) \(relation) 0 (\(strength))"
    }
}

extension Double {
    /// The number as the solver's descriptions write it: a whole number without a fraction.
    var solverText: String {
        if isFinite && self == rounded() && Swift.abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
