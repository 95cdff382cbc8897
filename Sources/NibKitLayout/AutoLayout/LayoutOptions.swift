import Foundation
import NibKitCore

/// How a ``LayoutEngine`` lays out a view tree: the root's size, the reading
/// direction, the size classes and the root's safe area.
///
/// Every value has a default that reproduces what Interface Builder shows
/// for the document: the root at the size stored in its frame, left to right.
///
/// ```swift
/// let engine = LayoutEngine(root: view, options: LayoutOptions(size: CGSize(width: 320, height: 568)))
/// let rightToLeft = LayoutOptions(layoutDirection: .rightToLeft)
/// ```
public struct LayoutOptions: Sendable {
    /// The direction in which a language reads, which decides where the
    /// leading and trailing edges are.
    public enum LayoutDirection: Hashable, Sendable {
        /// Leading is left, trailing is right.
        case leftToRight
        /// Leading is right, trailing is left.
        case rightToLeft
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: Hashable, Sendable {
        /// A constrained space: an iPhone's width in portrait.
        case compact
        /// An expansive space: an iPad's width.
        case regular
    }

    /// The root view's size; nil lays it out at the size stored in its frame.
    public var size: CGSize?
    /// Which edges are leading and trailing.
    public var layoutDirection: LayoutDirection
    /// The horizontal size class, or nil when it does not matter.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class, or nil when it does not matter.
    public var verticalSizeClass: SizeClass?
    /// The root view's safe area insets; nil derives them from the document:
    /// a view controller's root view of an iPhone or iPad size is inset by
    /// the status bar and the home indicator of that device, any other root
    /// by nothing.
    public var safeAreaInsets: EdgeInsets?
    /// Whether the root is a view controller's root view, whose safe area
    /// is inset by the device's bars and whose layout margins are UIKit's
    /// system minimum (16 or 20 points at the sides); nil decides by whether
    /// the root has a ``View/viewController``.
    public var isViewControllerRoot: Bool?

    /// Creates options; the defaults lay out the root at its stored size,
    /// left to right.
    public init(
        size: CGSize? = nil, layoutDirection: LayoutDirection = .leftToRight,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        safeAreaInsets: EdgeInsets? = nil, isViewControllerRoot: Bool? = nil
    ) {
        self.size = size
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.safeAreaInsets = safeAreaInsets
        self.isViewControllerRoot = isViewControllerRoot
    }
}
