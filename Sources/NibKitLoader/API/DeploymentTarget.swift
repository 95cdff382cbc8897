/// The oldest operating-system version an app supports: which member of a
/// compiled nib directory NibKit reads.
///
/// Xcode writes a `.nib` directory when one compiled form cannot serve every
/// version the app runs on: iOS `objects-13.0+.nib`, `objects-11.0+.nib`,
/// `objects-8.0+.nib`, `objects.nib` and `runtime.nib`; macOS
/// `keyedobjects-110000.nib`, `keyedobjects-101300.nib`, `keyedobjects.nib`.
/// ``newest`` (the default) reads what the current system loads; a version
/// reads what that version loads (Docs/XIB.md, "Compiled nibs").
///
/// ```swift
/// let template = try NibTemplate(
///     contentsOf: URL(fileURLWithPath: "Cell.nib"), registry: .dynamic, deploymentTarget: DeploymentTarget(10, 0))
/// ```
public struct DeploymentTarget: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major version, such as 13 for iOS 13.0.
    public var major: Int
    /// The minor version, such as 13 for macOS 10.13.
    public var minor: Int

    /// The version `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The newest system: a nib directory's `runtime.nib` when it has one, else its newest variant.
    public static let newest = DeploymentTarget(Int.max, Int.max)

    /// Whether `left` is an older system than `right`: by major, then minor version.
    public static func < (left: DeploymentTarget, right: DeploymentTarget) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }

    /// `13.0`, or `newest`.
    public var description: String { self == .newest ? "newest" : "\(major).\(minor)" }
}
