import NibKit

/// `NSButton`: a view that is a control, with a button cell and a content
/// tint color.
final class BenchButton: BenchView, Control {
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
final class BenchButtonCell: NibObject, NibCoding {
    var title = ""

    static var keyBindings: [KeyBinding] { [KeyBinding("title", \BenchButtonCell.title)] }

    static var actionBindings: [ActionBinding] { [] }

    func awakeFromNib() {}
}
