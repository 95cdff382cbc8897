/// A font as an archive describes it: a system font of a size and weight, a
/// named font, or (in Cocoa documents) a meta font such as `system`.
///
/// The host toolkit turns it into a real font.
///
/// ```swift
/// let body = FontDescription(type: "system", pointSize: 17)
/// ```
public struct FontDescription: Hashable, Sendable {
    /// A system font kind, such as `system` or `boldSystem`.
    public var type: String?
    /// A font name, such as `Helvetica-Bold`.
    public var name: String?
    /// A font family, such as `Helvetica`.
    public var family: String?
    /// The size in points.
    public var pointSize: Double?
    /// A weight, such as `semibold`.
    public var weight: String?
    /// A text style, such as `UICTFontTextStyleBody`.
    public var style: String?
    /// A Cocoa meta font, such as `system` or `smallSystem`.
    public var metaFont: String?

    /// Creates a font description.
    public init(
        type: String? = nil, name: String? = nil, family: String? = nil, pointSize: Double? = nil,
        weight: String? = nil, style: String? = nil, metaFont: String? = nil
    ) {
        self.type = type
        self.name = name
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.style = style
        self.metaFont = metaFont
    }
}

/// Insets from each edge of a rectangle.
///
/// ```swift
/// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
