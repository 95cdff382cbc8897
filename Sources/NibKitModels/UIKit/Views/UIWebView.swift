import NibKitLoader

/// UIKit's old web view, `UIWebView`, as compiled nibs and Interface Builder
/// 3 archives hold it: a view, whether it scales the page to fit, its
/// delegate, and the navigation actions buttons send it. It loads nothing.
///
/// ```swift
/// let web = try #require(graph.object(withID: "12") as? UIWebView)
/// web.scalesPageToFit  // true
/// ```
open class UIWebView: UIView {
    /// Whether the page is scaled to fit the view.
    public var scalesPageToFit = false
    /// The object told about loading, or nil.
    public weak var delegate: NibObject?

    /// Whether there is a page to go back to: none, since nothing is loaded.
    public var canGoBack: Bool { false }
    /// Whether there is a page to go forward to: none, since nothing is loaded.
    public var canGoForward: Bool { false }

    /// Goes back in the history; with no page loaded, as here, UIKit's does nothing.
    open func goBack() {}
    /// Goes forward in the history; with no page loaded, as here, UIKit's does nothing.
    open func goForward() {}
    /// Reloads the page; with no page loaded, as here, UIKit's does nothing.
    open func reload() {}
    /// Stops loading; with nothing loading, as here, UIKit's does nothing.
    open func stopLoading() {}

    /// The keys of Interface Builder's `<webView>`: `scalesPageToFit` and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("scalesPageToFit", \UIWebView.scalesPageToFit),
            KeyBinding("delegate", \UIWebView.delegate),
        ]
    }

    /// `goBack`, `goForward`, `reload` and `stopLoading`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("goBack", UIWebView.goBack), ActionBinding("goForward", UIWebView.goForward),
            ActionBinding("reload", UIWebView.reload), ActionBinding("stopLoading", UIWebView.stopLoading),
        ]
    }
}

/// The line UIKit draws between table cells, which a compiled table view
/// cell archives among its subviews (`_UITableViewCellSeparatorView`): a
/// plain view.
open class UITableViewCellSeparatorView: UIView {}
