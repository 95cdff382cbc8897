import NibKitLoader

/// The view at the root of a screen's views, as UIKit's `UIWindow`: the
/// window of an old `MainWindow.xib`, with its root view controller.
open class UIWindow: UIView {
    /// The controller whose view fills the window, or nil.
    public weak var rootViewController: NibObject?
    /// Whether the window is the key window.
    public var isKeyWindow = false

    /// The key of Interface Builder's `<window>`: its `rootViewController`
    /// outlet (a load reads `visibleAtLaunch` itself and shows the window).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("rootViewController", \UIWindow.rootViewController)]
    }

    /// Makes the window the key window and shows it.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
}
