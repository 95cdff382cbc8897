/// The direction a priority or a stack view applies to, as Interface Builder
/// spells it (`axis="vertical"`): UIKit's `NSLayoutConstraint.Axis`.
public enum UILayoutConstraintAxis: String, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
