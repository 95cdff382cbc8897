import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSScrollView`: a clip view over a document view, with
/// scrollers and, for a table, a header view.
///
/// ```swift
/// let scroll = try #require(table.enclosingScrollView)
/// scroll.documentView === table  // true
/// ```
open class NSScrollView: NSView {
    /// How far content may bounce: AppKit's `NSScrollView.Elasticity`.
    public enum Elasticity: String, Sendable, CaseIterable {
        /// The system's choice.
        case automatic
        /// No bouncing.
        case none
        /// Always bounces.
        case allowed
    }

    /// The clip view that shows the document view.
    public var contentView: NSClipView? {
        didSet { adopt(contentView, replacing: oldValue) }
    }
    /// The horizontal scroller.
    public var horizontalScroller: NSScroller? {
        didSet { adopt(horizontalScroller, replacing: oldValue) }
    }
    /// The vertical scroller.
    public var verticalScroller: NSScroller? {
        didSet { adopt(verticalScroller, replacing: oldValue) }
    }
    /// The header view of a table, above the clip view.
    public var headerView: NSView? {
        didSet { adopt(headerView, replacing: oldValue) }
    }
    /// Whether there is a horizontal scroller.
    public var hasHorizontalScroller = true
    /// Whether there is a vertical scroller.
    public var hasVerticalScroller = true
    /// Whether scrollers hide when not needed.
    public var autohidesScrollers = false
    /// The border: AppKit's `NSBorderType`.
    public var borderType = NSBox.BorderType.bezel
    /// Whether scrolling follows the main axis.
    public var usesPredominantAxisScrolling = true
    /// The horizontal line scroll.
    public var horizontalLineScroll: CGFloat = 10
    /// The horizontal page scroll.
    public var horizontalPageScroll: CGFloat = 10
    /// The vertical line scroll.
    public var verticalLineScroll: CGFloat = 10
    /// The vertical page scroll.
    public var verticalPageScroll: CGFloat = 10
    /// How far content bounces horizontally.
    public var horizontalScrollElasticity = Elasticity.automatic
    /// How far content bounces vertically.
    public var verticalScrollElasticity = Elasticity.automatic
    /// The insets of the content.
    public var contentInsets: EdgeInsets?
    /// Whether the insets follow the window's bars.
    public var automaticallyAdjustsContentInsets = true
    /// The color behind the content.
    public var drawsBackground = true

    /// The view scrolled: the clip view's document view.
    public var documentView: NSView? { contentView?.documentView }

    private func adopt(_ view: NSView?, replacing old: NSView?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        if let view, view.superview == nil { addSubview(view) }
    }

    /// A view's keys and `contentView`, `horizontalScroller`,
    /// `verticalScroller`, `headerView`, `hasHorizontalScroller`,
    /// `hasVerticalScroller`, `autohidesScrollers`, `borderType`,
    /// `usesPredominantAxisScrolling`, the line and page scrolls, the
    /// elasticities, `contentInsets`, `automaticallyAdjustsContentInsets` and
    /// `drawsBackground`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("contentView", \NSScrollView.contentView),
            KeyBinding("horizontalScroller", \NSScrollView.horizontalScroller),
            KeyBinding("verticalScroller", \NSScrollView.verticalScroller),
            KeyBinding("headerView", \NSScrollView.headerView),
            KeyBinding("hasHorizontalScroller", \NSScrollView.hasHorizontalScroller),
            KeyBinding("hasVerticalScroller", \NSScrollView.hasVerticalScroller),
            KeyBinding("autohidesScrollers", \NSScrollView.autohidesScrollers),
            KeyBinding("borderType", \NSScrollView.borderType),
            KeyBinding("usesPredominantAxisScrolling", \NSScrollView.usesPredominantAxisScrolling),
            KeyBinding("horizontalLineScroll", \NSScrollView.horizontalLineScroll),
            KeyBinding("horizontalPageScroll", \NSScrollView.horizontalPageScroll),
            KeyBinding("verticalLineScroll", \NSScrollView.verticalLineScroll),
            KeyBinding("verticalPageScroll", \NSScrollView.verticalPageScroll),
            KeyBinding("horizontalScrollElasticity", \NSScrollView.horizontalScrollElasticity),
            KeyBinding("verticalScrollElasticity", \NSScrollView.verticalScrollElasticity),
            KeyBinding("contentInsets", \NSScrollView.contentInsets),
            KeyBinding("automaticallyAdjustsContentInsets", \NSScrollView.automaticallyAdjustsContentInsets),
            KeyBinding("drawsBackground", \NSScrollView.drawsBackground),
        ]
    }
}

/// AppKit's `NSClipView`: the view of a scroll view that shows part of its
/// document view, its one subview.
open class NSClipView: NSView {
    /// Whether the background is filled.
    public var drawsBackground = true
    /// Whether scrolling copies what is already drawn.
    public var copiesOnScroll = true

    /// The view shown: the first subview.
    public var documentView: NSView? { subviews.first as? NSView }

    /// A view's keys and `drawsBackground` and `copiesOnScroll`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("drawsBackground", \NSClipView.drawsBackground),
            KeyBinding("copiesOnScroll", \NSClipView.copiesOnScroll),
        ]
    }
}

/// AppKit's `NSScroller`: one scroll bar of a scroll view.
open class NSScroller: NSControl {
    /// The position of the knob, from 0 to 1.
    public var doubleValue: Double = 0
    /// The knob's size as a part of the track, from 0 to 1.
    public var knobProportion: Double = 0
    /// Whether the scroller is horizontal.
    public var isHorizontal = false

    /// A control's keys and `doubleValue`, `knobProportion` and `horizontal`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("doubleValue", \NSScroller.doubleValue),
            KeyBinding("knobProportion", \NSScroller.knobProportion),
            KeyBinding("horizontal", \NSScroller.isHorizontal),
        ]
    }
}
