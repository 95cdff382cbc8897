/// The application object at the end of the responder chain: NibKit's
/// `UIApplication` / `NSApplication` for action dispatch.
///
/// There is no shared instance; a toolkit creates one and puts it at the end
/// of its windows' chains (a window's `next`), as UIKit's windows lead to
/// `UIApplication`. Its `next` is its delegate when the delegate is a
/// responder, as in UIKit.
///
/// ```swift
/// let application = Application()
/// window.next = application
/// textField.becomeFirstResponder()
/// application.sendAction("cancelOperation:", to: nil, from: button)
/// ```
open class Application: Responder {
    /// The application's delegate.
    open weak var delegate: NibObject?

    /// Where nil-targeted actions start: the responder that last became first
    /// responder along a chain that leads here, until it resigns.
    public internal(set) weak var firstResponder: Responder?

    /// The delegate, when it is a responder, unless a next responder was set.
    open override var next: Responder? {
        get { super.next ?? (delegate as? Responder) }
        set { super.next = newValue }
    }

    /// The classes of the delegate and the first responder, when there are
    /// any: `<Application: delegate = AppDelegate; firstResponder = UITextField>`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let delegate { fields.append(("delegate", delegate.nibClassName)) }
        if let firstResponder { fields.append(("firstResponder", firstResponder.nibClassName)) }
        return fields
    }

    /// A responder's keys and `delegate`, the outlet an archive connects the
    /// application delegate through.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("delegate", \Application.delegate)]
    }

    /// Sends `action` to `target`, or with a nil target, to the first object
    /// that can perform it along the chain from the first responder (or from
    /// the sender when there is none), then this application and its
    /// delegate, as `UIApplication.sendAction(_:to:from:for:)` does. Returns
    /// whether some object performed it.
    ///
    /// `event` reaches action methods that take one
    /// (`func paste(_ sender: Any?, forEvent event: Any?)`).
    @discardableResult
    public final func sendAction(_ action: Selector, to target: NibObject?, from sender: Any?, for event: Any? = nil)
        -> Bool
    {
        if let target {
            return target.perform(action, sender: sender, event: event)
        }
        let start = firstResponder ?? (sender as? Responder)
        if let responder = start?.target(forAction: action, withSender: sender) {
            return responder.perform(action, sender: sender, event: event)
        }
        if let responder = self.target(forAction: action, withSender: sender) {
            return responder.perform(action, sender: sender, event: event)
        }
        return false
    }
}
