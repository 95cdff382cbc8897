/// How a line too long for its width is wrapped or cut, as Interface Builder
/// spells it (`lineBreakMode="tailTruncation"`).
public enum NSLineBreakMode: String, Sendable, CaseIterable {
    /// At word boundaries.
    case byWordWrapping = "wordWrap"
    /// At any character.
    case byCharWrapping = "characterWrap"
    /// Cut at the edge.
    case byClipping = "clip"
    /// An ellipsis at the start.
    case byTruncatingHead = "headTruncation"
    /// An ellipsis at the end.
    case byTruncatingTail = "tailTruncation"
    /// An ellipsis in the middle.
    case byTruncatingMiddle = "middleTruncation"
}
