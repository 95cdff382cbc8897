import CGtk4
import NibKit

/// `UIWindow` drawn by GTK: the view a window shows, a `GtkFixed` of its
/// frame's size whose first subview is the root view.
///
/// NibKit's own format gives a window `title` (the GTK window's title),
/// `rootView` (its content) and a `delegate` outlet, which UIKit's
/// `UIWindow` has no keys for.
///
/// ```swift
/// // <object id="window" class="Window"><object key="rootView" class="View">…
/// window.rootView?.superview === window  // true
/// ```
@MainActor
public final class GtkUIWindow: UIWindow, GtkView, @MainActor NibCoding {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()
    /// The title of the GTK window that shows it (NibKit's format).
    public var title: String?
    /// The view the window shows, its first subview (NibKit's format).
    public private(set) var rootView: View?
    /// The window's delegate (NibKit's format), held weakly.
    public weak var delegate: NibObject?

    /// `title`, `rootView` and `delegate`, the keys of NibKit's format UIKit has none for.
    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \GtkUIWindow.title),
            KeyBinding("delegate", \GtkUIWindow.delegate),
            KeyBinding("rootView", \GtkUIWindow.rootView) { @MainActor (window: GtkUIWindow, view: View?) in
                window.setRootView(view)
            },
        ]
    }

    private func setRootView(_ view: View?) {
        rootView?.removeFromSuperview()
        rootView = view
        if let view { insertSubview(view, at: 0) }
    }

    /// Makes the widget, now that the document's values are all set.
    public func awakeFromNib() { _ = widget }

    /// A `GtkFixed`.
    public func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// Nothing more.
    public func configureWidget() {}

    /// The fixed itself.
    public var subviewContainer: WidgetPointer? { widget }

    /// The window's background.
    public var styleDeclarations: [(String, String)] { viewStyleDeclarations }

    /// False: a window is no control.
    @discardableResult
    public func activate() -> Bool { false }
}
