import NibKitLoader

/// Edges of a rectangle: Interface Builder's `<rectEdge>`, whose attributes
/// name them (`left="YES"`).
public struct UIRectEdge: OptionSet, NibValueConvertible, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The edges of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]

    /// Reads the dictionary a `<rectEdge>` element becomes: each edge set
    /// `YES` is in; nil when it names an edge NibKit does not know.
    public init?(nibValue: Any) {
        guard let entries = ArchivedEntries(nibValue) else { return nil }
        let names: [String: UIRectEdge] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]
        var edges: UIRectEdge = []
        for key in entries.entries.keys {
            guard let edge = names[key] else { return nil }
            if entries.flag(key) == true { edges.insert(edge) }
        }
        self = edges
    }
}
