import Foundation
import NibKit

/// The part of `NSWindow` the benchmark's archives set: a title, a content
/// rectangle, a content view and a delegate.
///
/// Registered as `NSWindow` for the xib and `Window` for the nibxml, with the
/// default `init(coder:)`, which sets each archived property through the
/// key-value setter as a NibKit application's own classes do.
final class BenchWindow: Responder, NibCoding {
    var title = ""
    var contentRect = CGRect.zero
    var contentView: BenchView? {
        didSet { contentView?.next = self }
    }
    weak var delegate: NibObject?

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \BenchWindow.title),
            KeyBinding("contentRect", \BenchWindow.contentRect),
            KeyBinding("contentView", \BenchWindow.contentView),
            KeyBinding("delegate", \BenchWindow.delegate),
        ]
    }

    static var actionBindings: [ActionBinding] { [] }

    func awakeFromNib() {}
}
