/// A color as an archive describes it: red, green, blue and alpha components
/// between 0 and 1, or a name the platform resolves (a system color such as
/// `systemBlueColor`, a catalog color such as `System/controlColor`, or a
/// named color from an asset catalog).
///
/// ```swift
/// let tint = Color(red: 0, green: 0.48, blue: 1)
/// let text = Color(named: "labelColor", catalog: "System")
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
    /// The color's name, for a system, catalog or asset color; the components
    /// then hold its value when the archive gives one, else opaque black.
    public var name: String?
    /// The catalog a named color comes from, such as `System`.
    public var catalog: String?

    /// Creates a color from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a named color.
    public init(named name: String, catalog: String? = nil) {
        self.init(red: 0, green: 0, blue: 0)
        self.name = name
        self.catalog = catalog
    }

    /// The color as a line of text: a named color as its name, after its
    /// catalog and a slash when it has one (`System/labelColor`), any other as
    /// `rgba(red, green, blue, alpha)`.
    public var description: String {
        if let name { return catalog.map { "\($0)/\(name)" } ?? name }
        return "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
