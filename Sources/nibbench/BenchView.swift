import Foundation
import NibKit

/// `NSView` as the benchmark's archives use it: NibKit's ``View`` (frame,
/// subviews, the responder link to the superview) with the autoresizing mask
/// Cocoa archives set on a content view.
///
/// The root of the benchmark's views, so it makes the three ``NibCoding``
/// declarations its subclasses override, as a toolkit's root view does.
class BenchView: View, NibCoding {
    var autoresizingMask = 0

    class var keyBindings: [KeyBinding] {
        [KeyBinding("autoresizingMask", \BenchView.autoresizingMask)]
    }

    class var actionBindings: [ActionBinding] { [] }

    func awakeFromNib() {}
}
