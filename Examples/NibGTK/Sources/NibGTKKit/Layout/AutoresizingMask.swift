import Foundation

/// Which parts of a frame stretch when its superview changes size, as
/// UIKit's `UIView.AutoresizingMask` and AppKit's `NSView.AutoresizingMask`.
///
/// NibKit reads `<autoresizingMask key="autoresizingMask" widthSizable="YES"
/// flexibleMinX="YES" …/>` into one integer, whose bits are the same on both
/// platforms when read in the document's own coordinates: 1 the margin at
/// the smaller x (UIKit's flexible left margin, AppKit's `minXMargin`), 2 the
/// width, 4 the margin at the larger x, 8 the margin at the smaller y (UIKit's
/// top, AppKit's bottom in an unflipped superview), 16 the height, 32 the
/// margin at the larger y. So one rule resizes both, before the y axis is
/// flipped for GTK.
///
/// A change in the superview's size is shared among the flexible parts of
/// each axis in proportion to their current lengths (equally when they are
/// all zero); with no flexible part the frame stays where it is.
///
/// ```swift
/// let mask = AutoresizingMask(rawValue: 2 | 1)  // flexible width and left margin
/// mask.resize(CGRect(x: 20, y: 0, width: 100, height: 30), from: CGSize(width: 200, height: 30),
///             to: CGSize(width: 300, height: 30))  // x 40, width 180: the right margin stays 80
/// ```
public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The margin at the smaller x: UIKit's `flexibleLeftMargin`, AppKit's `minXMargin`.
    public static let flexibleMinXMargin = AutoresizingMask(rawValue: 1)
    /// The width: `flexibleWidth`, `width`.
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    /// The margin at the larger x: `flexibleRightMargin`, `maxXMargin`.
    public static let flexibleMaxXMargin = AutoresizingMask(rawValue: 4)
    /// The margin at the smaller y: UIKit's `flexibleTopMargin`, AppKit's `minYMargin` (the bottom).
    public static let flexibleMinYMargin = AutoresizingMask(rawValue: 8)
    /// The height: `flexibleHeight`, `height`.
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    /// The margin at the larger y: UIKit's `flexibleBottomMargin`, AppKit's `maxYMargin` (the top).
    public static let flexibleMaxYMargin = AutoresizingMask(rawValue: 32)

    /// `frame` after its superview went from `oldSize` to `newSize`.
    public func resize(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
        let (x, width) = Self.share(
            newSize.width - oldSize.width, origin: frame.minX, length: frame.width,
            rest: oldSize.width - frame.maxX,
            flexible: (contains(.flexibleMinXMargin), contains(.flexibleWidth), contains(.flexibleMaxXMargin)))
        let (y, height) = Self.share(
            newSize.height - oldSize.height, origin: frame.minY, length: frame.height,
            rest: oldSize.height - frame.maxY,
            flexible: (contains(.flexibleMinYMargin), contains(.flexibleHeight), contains(.flexibleMaxYMargin)))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Shares `delta` among the flexible ones of the leading margin, the
    /// length and the trailing margin; returns the new origin and length.
    private static func share(
        _ delta: CGFloat, origin: CGFloat, length: CGFloat, rest: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexible.0, origin), (flexible.1, length), (flexible.2, rest)].filter(\.0)
        guard !parts.isEmpty, delta != 0 else { return (origin, length) }
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        func portion(_ isFlexible: Bool, _ current: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, current) / total : delta / CGFloat(parts.count)
        }
        return (origin + portion(flexible.0, origin), max(0, length + portion(flexible.1, length)))
    }
}
