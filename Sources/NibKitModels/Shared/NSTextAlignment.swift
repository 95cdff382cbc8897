/// How text lines up between its margins, as Interface Builder spells it
/// (`textAlignment="natural"`).
public enum NSTextAlignment: String, Sendable, CaseIterable {
    /// Along the left edge.
    case left
    /// Centered.
    case center
    /// Along the right edge.
    case right
    /// Both edges, the last line natural.
    case justified
    /// The default of the text's script: left for left-to-right text.
    case natural
}
