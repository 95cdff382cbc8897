/// The application object at the end of the responder chain: NibKit's
/// `UIApplication` / `NSApplication` for action dispatch.
///
/// There is no shared instance; a toolkit creates one and passes it where it
/// is needed (as File's Owner of the main nib, typically). Its `next` is its
/// delegate when the delegate is a responder, as in UIKit.
///
/// ```swift
/// let application = Application()
/// application.firstResponder = textField
/// application.sendAction("cancelOperation:", to: nil, from: textField)
/// ```
open class Application: Responder {
    /// The application's delegate.
    open weak var delegate: NibObject?

    /// Where nil-targeted actions start. The host toolkit keeps it current.
    open weak var firstResponder: Responder?

    /// The delegate, when it is a responder, unless a next responder was set.
    open override var next: Responder? {
        get { super.next ?? (delegate as? Responder) }
        set { super.next = newValue }
    }

    open override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("delegate", \Application.delegate)]
    }

    /// Sends `action` to `target`, or with a nil target, to the first object
    /// that can perform it along the chain from the first responder (or from
    /// the sender when there is none), then this application and its delegate.
    /// Returns whether some object performed it.
    @discardableResult
    public final func sendAction(_ action: Selector, to target: NibObject?, from sender: Any?) -> Bool {
        if let target {
            return target.perform(action, sender: sender)
        }
        let start = firstResponder ?? (sender as? Responder)
        if let responder = start?.target(forAction: action, withSender: sender) {
            return responder.perform(action, sender: sender)
        }
        if let responder = self.target(forAction: action, withSender: sender) {
            return responder.perform(action, sender: sender)
        }
        return false
    }
}
