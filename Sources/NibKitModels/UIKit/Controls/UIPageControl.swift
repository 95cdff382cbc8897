import NibKitCore
import NibKitLoader

/// A row of dots, one per page, as UIKit's `UIPageControl`.
open class UIPageControl: UIControl {
    /// How many pages there are.
    public var numberOfPages = 0
    /// The page shown.
    public var currentPage = 0
    /// Whether the dots hide when there is one page.
    public var hidesForSinglePage = false
    /// The dots' color, or nil.
    public var pageIndicatorTintColor: Color?
    /// The current page's dot color, or nil.
    public var currentPageIndicatorTintColor: Color?

    /// The keys of Interface Builder's `<pageControl>`: `numberOfPages`,
    /// `currentPage`, `hidesForSinglePage` and the two tint colors.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("numberOfPages", \UIPageControl.numberOfPages),
            KeyBinding("currentPage", \UIPageControl.currentPage),
            KeyBinding("hidesForSinglePage", \UIPageControl.hidesForSinglePage),
            KeyBinding("pageIndicatorTintColor", \UIPageControl.pageIndicatorTintColor),
            KeyBinding("currentPageIndicatorTintColor", \UIPageControl.currentPageIndicatorTintColor),
        ]
    }
}
