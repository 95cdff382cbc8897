/// A color as an archive describes it: red, green, blue and alpha components
/// between 0 and 1.
///
/// ```swift
/// let tint = Color(red: 0, green: 0.48, blue: 1)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a color from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String {
        "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
