import NibKitLoader

/// A view that shows web content, as WebKit's `WKWebView`: the configuration
/// Interface Builder gives it. It loads nothing.
open class WKWebView: UIView {
    /// The web view's configuration.
    public var configuration = Configuration()
    /// The object told about navigation, or nil.
    public weak var navigationDelegate: NibObject?
    /// The object that presents the page's panels, or nil.
    public weak var uiDelegate: NibObject?
    /// Whether swipes go back and forward.
    public var allowsBackForwardNavigationGestures = false
    /// Whether a press on a link previews it.
    public var allowsLinkPreview = true

    /// A web view's configuration: Interface Builder's `<wkWebViewConfiguration>`.
    public struct Configuration: NibValueConvertible, Hashable, Sendable {
        /// The kinds of data turned into links.
        public var dataDetectorTypes: UIDataDetectorTypes = []
        /// The kinds of media (`audio`, `video`, `all`, or `none`) that play
        /// only when the user asks, by the names Interface Builder sets `YES`.
        public var mediaTypesRequiringUserActionForPlayback: Set<String> = []
        /// Whether media plays in the page rather than full screen.
        public var allowsInlineMediaPlayback = false

        /// The default configuration.
        public init() {}

        /// Reads the dictionary a `<wkWebViewConfiguration>` element becomes.
        public init?(nibValue: Any) {
            guard let entries = ArchivedEntries(nibValue) else { return nil }
            if let types = entries.entries["dataDetectorTypes"] {
                guard let detected = UIDataDetectorTypes(nibValue: types) else { return nil }
                dataDetectorTypes = detected
            }
            if let media = entries.dictionary("mediaTypesRequiringUserActionForPlayback") {
                mediaTypesRequiringUserActionForPlayback = Set(media.entries.keys.filter { media.flag($0) == true })
            }
            allowsInlineMediaPlayback = entries.flag("allowsInlineMediaPlayback") ?? false
        }
    }

    /// The keys of Interface Builder's `<wkWebView>`: `configuration`,
    /// `navigationDelegate`, `UIDelegate`,
    /// `allowsBackForwardNavigationGestures` and `allowsLinkPreview`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("configuration", \WKWebView.configuration),
            KeyBinding("navigationDelegate", \WKWebView.navigationDelegate),
            KeyBinding("UIDelegate", \WKWebView.uiDelegate),
            KeyBinding("allowsBackForwardNavigationGestures", \WKWebView.allowsBackForwardNavigationGestures),
            KeyBinding("allowsLinkPreview", \WKWebView.allowsLinkPreview),
        ]
    }
}
