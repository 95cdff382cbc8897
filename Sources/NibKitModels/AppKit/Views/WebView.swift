import NibKitLoader

/// WebKit's legacy AppKit web view, `WebView`, as Interface Builder's
/// `<webView>` and compiled nibs hold it: a view with its delegates and the
/// navigation actions buttons send it. It loads nothing.
///
/// ```swift
/// let web = try #require(graph.object(withID: "95") as? WebView)
/// web.policyDelegate  // the object deciding which links open
/// ```
open class WebView: NSView {
    /// The object told about frames loading, or nil.
    public weak var frameLoadDelegate: NibObject?
    /// The object deciding which navigation goes ahead, or nil.
    public weak var policyDelegate: NibObject?
    /// The object told about resources loading, or nil.
    public weak var resourceLoadDelegate: NibObject?
    /// The object that presents the page's panels and windows, or nil.
    public weak var uiDelegate: NibObject?
    /// The object told about downloads, or nil.
    public weak var downloadDelegate: NibObject?

    /// Goes back in the history; with no page loaded, as here, WebKit's does nothing.
    open func goBack(_ sender: Any?) {}
    /// Goes forward in the history; with no page loaded, as here, WebKit's does nothing.
    open func goForward(_ sender: Any?) {}
    /// Reloads the page; with no page loaded, as here, WebKit's does nothing.
    open func reload(_ sender: Any?) {}
    /// Stops loading; with nothing loading, as here, WebKit's does nothing.
    open func stopLoading(_ sender: Any?) {}

    /// A view's keys and the five delegate outlets: `frameLoadDelegate`,
    /// `policyDelegate`, `resourceLoadDelegate`, `UIDelegate` and `downloadDelegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("frameLoadDelegate", \WebView.frameLoadDelegate),
            KeyBinding("policyDelegate", \WebView.policyDelegate),
            KeyBinding("resourceLoadDelegate", \WebView.resourceLoadDelegate),
            KeyBinding("UIDelegate", \WebView.uiDelegate),
            KeyBinding("downloadDelegate", \WebView.downloadDelegate),
        ]
    }

    /// `goBack:`, `goForward:`, `reload:` and `stopLoading:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("goBack:", WebView.goBack), ActionBinding("goForward:", WebView.goForward),
            ActionBinding("reload:", WebView.reload), ActionBinding("stopLoading:", WebView.stopLoading),
        ]
    }
}
