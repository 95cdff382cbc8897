/// How a line too long for its width is wrapped or cut: UIKit's and AppKit's
/// `NSLineBreakMode`.
///
/// Interface Builder spells the modes differently on each platform: an iOS
/// document writes `lineBreakMode="tailTruncation"`, a macOS one
/// `lineBreakMode="truncatingTail"`. Both spellings read as the same case;
/// ``rawValue`` is the iOS spelling.
///
/// ```swift
/// NSLineBreakMode(rawValue: "tailTruncation") == NSLineBreakMode(rawValue: "truncatingTail")  // true
/// ```
public enum NSLineBreakMode: Sendable, CaseIterable, RawRepresentable {
    /// At word boundaries.
    case byWordWrapping
    /// At any character.
    case byCharWrapping
    /// Cut at the edge.
    case byClipping
    /// An ellipsis at the start.
    case byTruncatingHead
    /// An ellipsis at the end.
    case byTruncatingTail
    /// An ellipsis in the middle.
    case byTruncatingMiddle

    /// The mode either platform's spelling names, or nil.
    public init?(rawValue: String) {
        switch rawValue {
        case "wordWrap", "wordWrapping": self = .byWordWrapping
        case "characterWrap", "charWrapping": self = .byCharWrapping
        case "clip", "clipping": self = .byClipping
        case "headTruncation", "truncatingHead": self = .byTruncatingHead
        case "tailTruncation", "truncatingTail": self = .byTruncatingTail
        case "middleTruncation", "truncatingMiddle": self = .byTruncatingMiddle
        default: return nil
        }
    }

    /// The iOS document's spelling: `wordWrap`, `characterWrap`, `clip`,
    /// `headTruncation`, `tailTruncation`, `middleTruncation`.
    public var rawValue: String {
        switch self {
        case .byWordWrapping: "wordWrap"
        case .byCharWrapping: "characterWrap"
        case .byClipping: "clip"
        case .byTruncatingHead: "headTruncation"
        case .byTruncatingTail: "tailTruncation"
        case .byTruncatingMiddle: "middleTruncation"
        }
    }
}
