import Foundation
import NibKitLoader

/// Insets from each edge of a rectangle, relative to the reading direction,
/// as UIKit's `NSDirectionalEdgeInsets`: Interface Builder's
/// `<directionalEdgeInsets>` (`leading="16"`), a view's
/// `directionalLayoutMargins` and a button configuration's `contentInsets`.
public struct NSDirectionalEdgeInsets: NibValueConvertible, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset from the leading edge: the left in left-to-right text.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of these lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Reads the dictionary a `<directionalEdgeInsets>` element becomes,
    /// whose numbers may be written as text; an edge it leaves out is 0, and
    /// a value that is not a number is refused.
    public init?(nibValue: Any) {
        guard let entries = ArchivedEntries(nibValue) else { return nil }
        for key in ["top", "leading", "bottom", "trailing"] where entries.entries[key] != nil {
            guard entries.number(key) != nil else { return nil }
        }
        self.init(
            top: entries.number("top") ?? 0, leading: entries.number("leading") ?? 0,
            bottom: entries.number("bottom") ?? 0, trailing: entries.number("trailing") ?? 0)
    }
}
