import NibKit

/// `NSTextField`: a control with a text field cell.
final class BenchTextField: BenchControl {
    var cell: BenchTextFieldCell?

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("cell", \BenchTextField.cell)]
    }
}

/// `NSTextFieldCell`: the field's text and its colors.
final class BenchTextFieldCell: NibObject {
    var title = ""
    var textColor: Color?
    var backgroundColor: Color?

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("title", \BenchTextFieldCell.title),
            KeyBinding("textColor", \BenchTextFieldCell.textColor),
            KeyBinding("backgroundColor", \BenchTextFieldCell.backgroundColor),
        ]
    }
}
