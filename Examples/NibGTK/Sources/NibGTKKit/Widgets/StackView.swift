import CGtk4
import Foundation
import NibKit

/// `UIStackView` and `NSStackView`: a `GtkFixed` whose subviews, its
/// arranged subviews, are laid out one after another along its axis,
/// spaced apart, as its distribution and alignment say.
///
/// Each arranged subview's length along the axis comes from its frame in
/// the document, which stands for its intrinsic size: `fill` keeps those
/// lengths and gives what is left over (or takes what is missing) to the
/// last view, `fillEqually` makes all the same, `fillProportionally` scales
/// them to fill, `equalSpacing` and `equalCentering` keep them and spread
/// the rest between them, and AppKit's `gravityAreas` keeps them packed from
/// the start. Across the axis, `fill` (AppKit's `width` or `height`) makes
/// each as wide as the stack; `leading`/`top`, `center` (`centerX`,
/// `centerY`) and `trailing`/`bottom` keep each one's own width. A hidden
/// view takes no room, as in UIKit and in AppKit's `detachesHiddenViews`.
///
/// An AppKit stack view names its axis `orientation`, and its defaults are
/// AppKit's: 8 points apart, `gravityAreas`, centred. Like `NSStackView` it
/// is flipped, so the first view is at the top.
///
/// ```swift
/// // <stackView axis="vertical" distribution="fillEqually" spacing="8">
/// stack.arrangedFrames(in: CGSize(width: 100, height: 58), frames: frames)
/// ```
@MainActor
public final class StackView: GtkView {
    /// UIKit's axis: `horizontal` (the default) or `vertical`.
    public var axis = "horizontal"
    /// AppKit's axis, `horizontal` or `vertical`, which Interface Builder always writes.
    public var orientation: String?
    /// The points between neighbouring views, when the document gives them.
    public var spacing: Double?
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering` or `gravityAreas`.
    public var distribution: String?
    /// `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, … or AppKit's `centerX`, `width`, ….
    public var alignment: String?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("axis", \StackView.axis),
            KeyBinding("orientation", \StackView.orientation),
            KeyBinding("spacing", \StackView.spacing),
            KeyBinding("distribution", \StackView.distribution),
            KeyBinding("alignment", \StackView.alignment),
        ]
    }

    public override class var isFlipped: Bool { true }

    /// Whether the document is AppKit's, whose defaults differ.
    private var isAppKit: Bool { orientation != nil }

    /// Whether the views follow one another down rather than across.
    public var isVertical: Bool { (orientation ?? axis) == "vertical" }

    /// The points between views: the document's, else the platform's default.
    public var effectiveSpacing: Double { spacing ?? (isAppKit ? 8 : 0) }

    /// How the views are placed across the axis, in UIKit's terms.
    private var crossAlignment: String {
        switch alignment ?? (isAppKit ? "center" : "fill") {
        case "centerX", "centerY", "center": "center"
        case "width", "height", "fill": "fill"
        case "trailing", "bottom": "trailing"
        default: "leading"
        }
    }

    /// The arranged subviews' frames in a stack of `size`, from their own
    /// `frames` in the document, in the same order.
    public func arrangedFrames(in size: CGSize, frames: [CGRect]) -> [CGRect] {
        let vertical = isVertical
        let spacing = effectiveSpacing
        let alignment = crossAlignment
        let visible = subviews.map { !$0.isHidden }
        let available = vertical ? size.height : size.width
        let across = vertical ? size.width : size.height
        var lengths = zip(frames, visible).map { frame, shown in shown ? (vertical ? frame.height : frame.width) : 0 }
        let shownCount = visible.filter { $0 }.count
        let gaps = spacing * Double(max(shownCount - 1, 0))
        let natural = lengths.reduce(0, +)
        var gap = spacing
        switch distribution ?? (isAppKit ? "gravityAreas" : "fill") {
        case "fillEqually":
            let each = shownCount > 0 ? max(available - gaps, 0) / Double(shownCount) : 0
            lengths = visible.map { $0 ? each : 0 }
        case "fillProportionally" where natural > 0:
            let scale = max(available - gaps, 0) / natural
            lengths = lengths.map { $0 * scale }
        case "equalSpacing", "equalCentering":
            if shownCount > 1 { gap = max((available - natural) / Double(shownCount - 1), 0) }
        case "gravityAreas":
            break
        default:
            if let last = visible.lastIndex(of: true) {
                lengths[last] = max(lengths[last] + available - gaps - natural, 0)
            }
        }
        var position = 0.0
        return zip(frames, zip(lengths, visible)).map { frame, entry in
            let (length, shown) = entry
            let own = vertical ? frame.width : frame.height
            let width = alignment == "fill" ? across : min(own, across)
            let offset: Double
            switch alignment {
            case "center": offset = (across - width) / 2
            case "trailing": offset = across - width
            default: offset = 0
            }
            let start = position
            if shown { position += length + gap }
            return vertical
                ? CGRect(x: offset, y: start, width: width, height: length)
                : CGRect(x: start, y: offset, width: length, height: width)
        }
    }
}
