import Foundation
import NibKitLoader

extension View {
    /// UIKit's `layoutFittingCompressedSize`: asks
    /// ``systemLayoutSizeFitting(_:)`` for the smallest size the
    /// constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: asks
    /// ``systemLayoutSizeFitting(_:)`` for the largest size the constraints
    /// allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Marks the view's layout as out of date, so that the next
    /// ``layoutIfNeeded()`` lays it out.
    ///
    /// ```swift
    /// view.setNeedsLayout()
    /// view.layoutIfNeeded()  // lays the tree out again
    /// ```
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the tree the view is in, when a view of it needs layout.
    ///
    /// The tree is that of the view's outermost superview, laid out at its
    /// current size by a ``LayoutEngine``, since constraints may relate the
    /// view to any view of its window; every frame of the tree is written.
    /// A view that was never laid out needs layout.
    ///
    /// ```swift
    /// let view = try #require(graph.topLevelObjects.first as? View)
    /// view.layoutIfNeeded()
    /// ```
    public func layoutIfNeeded() {
        var top: View = self
        while let superview = top.superview { top = superview }
        var stack = [top]
        while let view = stack.popLast() {
            if view.needsLayout {
                LayoutEngine(root: top).layout()
                return
            }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// The size closest to `targetSize` that the view's constraints allow,
    /// as UIKit's `systemLayoutSizeFitting(_:)`: the view's tree is solved
    /// with its size pulled towards the target at UIKit's fitting level
    /// (priority 50), below content hugging and compression resistance.
    ///
    /// Frames are not changed. Pass ``layoutFittingCompressedSize`` for the
    /// smallest size, ``layoutFittingExpandedSize`` for the largest.
    ///
    /// ```swift
    /// let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let engine = LayoutEngine(root: self, fitting: targetSize)
        return engine.layout().views.first?.computed.size ?? frame.size
    }
}
