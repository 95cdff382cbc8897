import NibKit

/// `UIWindow`: a plain view that is shown in a GTK window of its size when
/// the document flags it visible at launch.
///
/// Its `delegate` outlet is held weakly, as a window's delegate is; a
/// `rootView` (NibKit's own archives name the window's content so) becomes
/// its first subview.
///
/// ```swift
/// // <window visibleAtLaunch="YES"> becomes a GtkWindow holding its subviews
/// ```
@MainActor
public final class Window: GtkView {
    /// The window's delegate.
    public weak var delegate: NibObject?
    /// The title of the GTK window that shows it (UIKit's windows have none;
    /// an archive may set one as a runtime attribute).
    public var title: String?
    /// The view that fills the window, when the archive names one.
    public private(set) var rootView: NibKit.View?

    override public class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("delegate", \Window.delegate),
            KeyBinding("title", \Window.title),
            KeyBinding("rootView", \Window.rootView) { @MainActor (window: Window, view: NibKit.View?) in
                window.setRootView(view)
            },
        ]
    }

    private func setRootView(_ view: NibKit.View?) {
        rootView?.removeFromSuperview()
        rootView = view
        if let view { insertSubview(view, at: 0) }
    }
}
