import NibKit

/// `NSButton`: a control with a button cell and a content tint color.
final class BenchButton: BenchControl {
    var cell: BenchButtonCell?
    var contentTintColor: Color?

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("cell", \BenchButton.cell),
            KeyBinding("contentTintColor", \BenchButton.contentTintColor),
        ]
    }
}

/// `NSButtonCell`: the button's title. Xcode writes a dozen more attributes
/// (bezel style, alignment, behavior, font); lenient reading skips them, as
/// an `init(coder:)` that does not decode a key ignores it.
final class BenchButtonCell: NibObject {
    var title = ""

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("title", \BenchButtonCell.title)]
    }
}
