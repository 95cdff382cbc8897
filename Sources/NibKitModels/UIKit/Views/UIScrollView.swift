import Foundation
import NibKitCore
import NibKitLoader

/// A view whose content scrolls, as UIKit's `UIScrollView`: the scrolling
/// state Interface Builder sets, and the content and frame layout guides.
open class UIScrollView: UIView {
    /// Whether the content scrolls.
    public var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds.
    public var isPagingEnabled = false
    /// Whether the content bounces at its edges.
    public var bounces = true
    /// Whether the content bounces vertically even when it fits.
    public var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits.
    public var alwaysBounceHorizontal = false
    /// Whether the horizontal scroll indicator shows.
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows.
    public var showsVerticalScrollIndicator = true
    /// Whether the content scrolls only along one axis at a time.
    public var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top.
    public var scrollsToTop = true
    /// Whether touches in the content are delayed until a scroll is ruled out.
    public var delaysContentTouches = true
    /// Whether a touch that starts a scroll is taken back from the content.
    public var canCancelContentTouches = true
    /// The smallest zoom scale.
    public var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale.
    public var maximumZoomScale: CGFloat = 1
    /// The zoom scale.
    public var zoomScale: CGFloat = 1
    /// The size of the content.
    public var contentSize = CGSize.zero
    /// The content's inset from the bounds.
    public var contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The scroll indicators' inset from the bounds.
    public var scrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// How a scroll dismisses the keyboard.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// How the safe area adjusts the content inset.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The object told about scrolling, or nil.
    public weak var delegate: NibObject?
    /// The guide of the scrollable content.
    public private(set) var contentLayoutGuide: LayoutGuide?
    /// The guide of the scroll view's own frame.
    public private(set) var frameLayoutGuide: LayoutGuide?

    /// How a scroll dismisses the keyboard, as Interface Builder spells it.
    public enum KeyboardDismissMode: String, Sendable, CaseIterable {
        /// It does not.
        case none
        /// As soon as a drag begins.
        case onDrag
        /// As the drag moves into the keyboard.
        case interactive
        /// As soon as a drag begins, with the keyboard's accessory view.
        case onDragWithAccessory
        /// As the drag moves into the keyboard, with its accessory view.
        case interactiveWithAccessory
    }

    /// How the safe area adjusts the content inset, as Interface Builder spells it.
    public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
        /// Along the axes that scroll, or always inside a navigation controller.
        case automatic
        /// Along the axes that scroll.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// The keys of Interface Builder's `<scrollView>` (and of the table,
    /// collection and text views built on it): scrolling, bouncing, the
    /// indicators and their insets, zooming, the content's size and inset, `delegate`, and the
    /// `contentLayoutGuide` and `frameLayoutGuide`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("scrollEnabled", \UIScrollView.isScrollEnabled),
            KeyBinding("pagingEnabled", \UIScrollView.isPagingEnabled),
            KeyBinding("bounces", \UIScrollView.bounces),
            KeyBinding("alwaysBounceVertical", \UIScrollView.alwaysBounceVertical),
            KeyBinding("alwaysBounceHorizontal", \UIScrollView.alwaysBounceHorizontal),
            KeyBinding("showsHorizontalScrollIndicator", \UIScrollView.showsHorizontalScrollIndicator),
            KeyBinding("showsVerticalScrollIndicator", \UIScrollView.showsVerticalScrollIndicator),
            KeyBinding("directionalLockEnabled", \UIScrollView.isDirectionalLockEnabled),
            KeyBinding("scrollsToTop", \UIScrollView.scrollsToTop),
            KeyBinding("delaysContentTouches", \UIScrollView.delaysContentTouches),
            KeyBinding("canCancelContentTouches", \UIScrollView.canCancelContentTouches),
            KeyBinding("minimumZoomScale", \UIScrollView.minimumZoomScale),
            KeyBinding("maximumZoomScale", \UIScrollView.maximumZoomScale),
            KeyBinding("zoomScale", \UIScrollView.zoomScale),
            KeyBinding("contentSize", \UIScrollView.contentSize),
            KeyBinding("contentInset", \UIScrollView.contentInset),
            KeyBinding("scrollIndicatorInsets", \UIScrollView.scrollIndicatorInsets),
            KeyBinding("keyboardDismissMode", \UIScrollView.keyboardDismissMode),
            KeyBinding("contentInsetAdjustmentBehavior", \UIScrollView.contentInsetAdjustmentBehavior),
            KeyBinding("delegate", \UIScrollView.delegate),
            KeyBinding("contentLayoutGuide", \UIScrollView.contentLayoutGuide) { $0.contentLayoutGuide = $1 },
            KeyBinding("frameLayoutGuide", \UIScrollView.frameLayoutGuide) { $0.frameLayoutGuide = $1 },
        ]
    }
}
