/// How much a constraint matters: required, or optional at an Auto Layout priority.
///
/// Priorities are Auto Layout's: 1000 is required, anything above 0 and below 1000 is optional.
/// The solver compares optional priorities lexicographically, not by a weighted sum: it first
/// satisfies the highest optional priority as well as it can, and only then looks at the next, so
/// one constraint at priority 751 wins over any number of constraints at 750. Within one priority
/// the errors add up, each multiplied by its ``weight`` (1 unless given), so two constraints at 750
/// pulling one way beat one pulling the other.
///
/// ```swift
/// let strength = ConstraintStrength(priority: 750)   // UILayoutPriority.defaultHigh
/// ```
public struct ConstraintStrength: Hashable, Sendable, CustomStringConvertible {
    /// The Auto Layout priority: 1000 for required, above 0 and below 1000 for optional.
    public var priority: Double
    /// How much an error counts within its priority, above 0 (1 unless given).
    public var weight: Double

    /// Creates a strength; the solver refuses a priority outside (0, 1000] or a weight that is not
    /// positive and finite with ``ConstraintSolverError/Code-swift.struct/invalidStrength``.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Priority 1000: the constraint must hold.
    public static let required = ConstraintStrength(priority: 1000)
    /// Priority 750, `UILayoutPriority.defaultHigh`: a content's compression resistance.
    public static let defaultHigh = ConstraintStrength(priority: 750)
    /// Priority 250, `UILayoutPriority.defaultLow`: a content's hugging.
    public static let defaultLow = ConstraintStrength(priority: 250)

    /// Whether the priority is 1000.
    public var isRequired: Bool { priority >= ConstraintStrength.requiredPriority }

    /// Whether the solver accepts the strength: a priority above 0 up to 1000, a positive finite weight.
    public var isValid: Bool {
        priority > 0 && priority <= ConstraintStrength.requiredPriority && weight > 0 && weight.isFinite
    }

    /// `required`, or the priority, with the weight when it is not 1.
    public var description: String {
        if isRequired { return "required" }
        let number = priority.solverText
        return weight == 1 ? number : "\(number)×\(weight.solverText)"
    }

    static let requiredPriority: Double = 1000
}
