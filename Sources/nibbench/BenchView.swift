import Foundation
import NibKit

/// The part of `NSView` the benchmark's archives set: a frame, an
/// autoresizing mask and subviews, each of which gets the view as its next
/// responder, as a toolkit's view hierarchy would.
final class BenchView: Responder {
    var frame = CGRect.zero
    var autoresizingMask = 0
    private var children: [NibObject] = []

    /// The subviews; setting them makes this view their next responder.
    var subviews: [NibObject] {
        get { children }
        set {
            children = newValue
            for case let subview as Responder in newValue { subview.next = self }
        }
    }

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("frame", \BenchView.frame),
            KeyBinding("autoresizingMask", \BenchView.autoresizingMask),
            KeyBinding("subviews", \BenchView.subviews),
        ]
    }

    /// Adds `view` last, as `addSubview(_:)` does.
    func addSubview(_ view: Responder) {
        children.append(view)
        view.next = self
    }
}
