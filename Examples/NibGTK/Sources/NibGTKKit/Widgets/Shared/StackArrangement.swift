import Foundation

/// Where a stack view puts its arranged subviews: the one arithmetic
/// behind ``GtkUIStackView`` and ``GtkNSStackView``, each of which says how
/// its model's values read here.
///
/// ```swift
/// let arrangement = StackArrangement(isVertical: true, spacing: 8, alignment: .fill, fill: .equally)
/// arrangement.frames(in: CGSize(width: 100, height: 58), frames: [.zero, .zero], hidden: [false, false])
/// // [(0, 0, 100, 25), (0, 33, 100, 25)]
/// ```
public struct StackArrangement: Sendable, Equatable {
    /// Where a view sits across the stack's axis.
    public enum CrossAlignment: Sendable, Equatable {
        /// As wide as the stack.
        case fill
        /// At the leading (top) edge.
        case leading
        /// Centred.
        case center
        /// At the trailing (bottom) edge.
        case trailing
    }

    /// How the lengths along the axis share the stack's length.
    public enum Fill: Sendable, Equatable {
        /// The last visible view takes what is left (UIKit's `fill`).
        case fillLast
        /// Every visible view the same length.
        case equally
        /// Lengths scaled to fill.
        case proportionally
        /// Own lengths, with the space left shared between them.
        case equalSpacing
        /// Own lengths, packed from the start (AppKit's gravity areas).
        case packed
    }

    /// Whether the axis is vertical.
    public var isVertical: Bool
    /// The space between views.
    public var spacing: Double
    /// Where a view sits across the axis.
    public var alignment: CrossAlignment
    /// How lengths fill the axis.
    public var fill: Fill

    /// Creates an arrangement.
    public init(isVertical: Bool, spacing: Double, alignment: CrossAlignment, fill: Fill) {
        self.isVertical = isVertical
        self.spacing = spacing
        self.alignment = alignment
        self.fill = fill
    }

    /// The frames of the arranged subviews in a stack of `size`, given their
    /// own `frames` and which are `hidden` (those take no room).
    public func frames(in size: CGSize, frames: [CGRect], hidden: [Bool]) -> [CGRect] {
        let visible = hidden.map { !$0 }
        let available = isVertical ? size.height : size.width
        let across = isVertical ? size.width : size.height
        var lengths = zip(frames, visible).map { frame, shown in
            shown ? (isVertical ? frame.height : frame.width) : 0
        }
        let shownCount = visible.filter { $0 }.count
        let gaps = spacing * Double(max(shownCount - 1, 0))
        let natural = lengths.reduce(0, +)
        var gap = spacing
        switch fill {
        case .equally:
            let each = shownCount > 0 ? max(available - gaps, 0) / Double(shownCount) : 0
            lengths = visible.map { $0 ? each : 0 }
        case .proportionally where natural > 0:
            let scale = max(available - gaps, 0) / natural
            lengths = lengths.map { $0 * scale }
        case .equalSpacing:
            if shownCount > 1 { gap = max((available - natural) / Double(shownCount - 1), 0) }
        case .packed:
            break
        case .fillLast, .proportionally:
            if let last = visible.lastIndex(of: true) {
                lengths[last] = max(lengths[last] + available - gaps - natural, 0)
            }
        }
        var position = 0.0
        return zip(frames, zip(lengths, visible)).map { frame, entry in
            let (length, shown) = entry
            let own = isVertical ? frame.width : frame.height
            let width = alignment == .fill ? across : min(own, across)
            let offset: Double
            switch alignment {
            case .center: offset = (across - width) / 2
            case .trailing: offset = across - width
            case .fill, .leading: offset = 0
            }
            let start = position
            if shown { position += length + gap }
            return isVertical
                ? CGRect(x: offset, y: start, width: width, height: length)
                : CGRect(x: start, y: offset, width: length, height: width)
        }
    }
}
