import Foundation
import NibKit

/// What the benchmark's buttons and text fields share: a frame and whether
/// the autoresizing mask becomes constraints. Its subclasses add the cell.
class BenchControl: Control {
    var frame = CGRect.zero
    var translatesAutoresizingMaskIntoConstraints = true

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("frame", \BenchControl.frame),
            KeyBinding(
                "translatesAutoresizingMaskIntoConstraints", \BenchControl.translatesAutoresizingMaskIntoConstraints),
        ]
    }
}
