import NibKit

/// A plain File's Owner for a nib opened in code: its `view` outlet is the
/// view a window shows, and the view's next responder.
///
/// A document's `UIViewController` is NibKit's own, which loads its GTK
/// views with the toolkit's main-actor isolation; this class is for an owner passed to
/// `GtkDocument(contentsOf:owner:)`, or a storyboard scene's class
/// registered in its place, that needs neither UIKit's lifecycle nor segues.
///
/// ```swift
/// controller.view?.viewController === controller  // true
/// ```
@MainActor
open class ViewController: Responder, @MainActor NibCoding {
    /// The root view; connecting it makes the controller the view's next responder.
    public var view: NibKit.View? {
        didSet {
            if oldValue?.viewController === self { oldValue?.viewController = nil }
            view?.viewController = self
        }
    }
    /// The title.
    public var title: String?

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    open class var keyBindings: [KeyBinding] {
        [
            KeyBinding("view", \ViewController.view),
            KeyBinding("title", \ViewController.title),
        ]
    }

    open class var actionBindings: [ActionBinding] { [] }

    open func awakeFromNib() {}
}
