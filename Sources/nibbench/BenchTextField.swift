import NibKit

/// `NSTextField`: a view that is a control, with a text field cell.
final class BenchTextField: BenchView, Control {
    var cell: BenchTextFieldCell?

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("cell", \BenchTextField.cell)]
    }
}

/// `NSTextFieldCell`: the field's text and its colors.
final class BenchTextFieldCell: NibObject, NibCoding {
    var title = ""
    var textColor: Color?
    var backgroundColor: Color?

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \BenchTextFieldCell.title),
            KeyBinding("textColor", \BenchTextFieldCell.textColor),
            KeyBinding("backgroundColor", \BenchTextFieldCell.backgroundColor),
        ]
    }

    static var actionBindings: [ActionBinding] { [] }

    func awakeFromNib() {}
}
