import NibKit

/// `UIViewController`: its `view` outlet is the view a window shows, and
/// the view's next responder.
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
