import NibKit

/// The controller of the demo's screen and the File's Owner of
/// `ExampleNibs/Terminal.nibxml` and `Terminal.xib`.
///
/// The archive connects its outlets to the widgets, makes it the colour
/// list's data source, and sends it `greet:` from the Greet button and from
/// Enter in the name field. It watches the name field's `text` with a
/// key-value observer to keep the character count current.
public final class TerminalController: WindowController, ListDataSource {
    /// The field for the name to greet.
    public var nameField: TextField?
    /// Shows how many characters the name has, of how many it may have.
    public var countLabel: Label?
    /// The colours to choose from.
    public var colorList: ListView?
    /// Changed by `greet:`.
    public var greetingLabel: Label?
    /// Changed by the application delegate when Esc reaches it.
    public var statusLabel: Label?
    /// The rows of the colour list.
    public let colors = ["Red", "Green", "Blue"]
    private var nameObservation: KeyValueObservation?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("nameField", \TerminalController.nameField),
            KeyBinding("countLabel", \TerminalController.countLabel),
            KeyBinding("colorList", \TerminalController.colorList),
            KeyBinding("greetingLabel", \TerminalController.greetingLabel),
            KeyBinding("statusLabel", \TerminalController.statusLabel),
        ]
    }

    public override class var actionBindings: [ActionBinding] {
        super.actionBindings + [ActionBinding("greet:", TerminalController.greet)]
    }

    public override func windowDidLoad() {
        nameObservation = nameField?.observe("text") { [weak self] change in
            if change.kind == .didChange { self?.updateCount() }
        }
        updateCount()
    }

    /// Greets the name typed with the colour chosen, through the greeting
    /// label's outlet.
    public func greet(_ sender: Any?) {
        let name = nameField?.text ?? ""
        let color = colorList?.selectedTitle ?? "nothing"
        greetingLabel?.text = "Hello, \(name.isEmpty ? "stranger" : name)! You picked \(color)."
    }

    private func updateCount() {
        guard let nameField else { return }
        let count = (nameField.text ?? "").count
        countLabel?.text = nameField.maxLength > 0 ? "\(count)/\(nameField.maxLength)" : "\(count)"
    }

    /// One row per colour.
    public func numberOfRows(in list: ListView) -> Int {
        colors.count
    }

    /// The colour's name.
    public func list(_ list: ListView, titleForRow row: Int) -> String {
        colors[row]
    }
}
