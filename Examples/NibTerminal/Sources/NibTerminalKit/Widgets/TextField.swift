import Foundation
import NibKit

/// A one-line text field: NibKit-format class `TextField`, Interface
/// Builder's `UITextField`.
///
/// Typing inserts at the insertion point (Left and Right move it, Backspace
/// deletes), up to `maxLength` characters when that is above zero. Every edit
/// goes through the key-value setter, so observers of `text` hear it, and
/// sends `editingChanged`; Enter sends `editingDidEndOnExit`, then
/// `primaryActionTriggered`. Esc, sent as `cancelOperation:` along the
/// responder chain, clears a field that has text; an empty field lets the
/// action go on to its window and beyond.
///
/// Drawn `[Ada          ]`, with `>` and `<` for brackets in reverse video
/// while it is first responder; the placeholder shows, faint, while it is empty.
public final class TextField: View, Control {
    /// The text.
    public var text = "" {
        didSet { insertionPoint = min(insertionPoint, text.count) }
    }
    /// Shown while the text is empty.
    public var placeholder = ""
    /// The most characters the field takes; zero for no limit.
    public var maxLength = 0
    /// Where typing inserts, in characters from the start.
    public private(set) var insertionPoint = 0

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("text", \TextField.text),
            KeyBinding("placeholder", \TextField.placeholder),
            KeyBinding("maxLength", \TextField.maxLength),
        ]
    }

    public override class var actionBindings: [ActionBinding] {
        super.actionBindings + [ActionBinding("cancelOperation:", TextField.cancelOperation)]
    }

    /// An empty field.
    public required init() {
        super.init()
    }

    /// Creates a field from an archive, with the insertion point after the
    /// archived text.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        insertionPoint = text.count
    }

    /// Only a field with text handles `cancelOperation:`; an empty one passes
    /// it along the chain.
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "cancelOperation:" { return !text.isEmpty }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Clears the text.
    public func cancelOperation(_ sender: Any?) {
        replaceText(with: "", insertionPoint: 0)
    }

    /// A field is in the key view loop.
    public override var canBecomeFirstResponder: Bool { true }

    public override func keyDown(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard maxLength <= 0 || text.count < maxLength else { return true }
            var characters = Array(text)
            characters.insert(character, at: insertionPoint)
            replaceText(with: String(characters), insertionPoint: insertionPoint + 1)
        case .backspace:
            guard insertionPoint > 0 else { return true }
            var characters = Array(text)
            characters.remove(at: insertionPoint - 1)
            replaceText(with: String(characters), insertionPoint: insertionPoint - 1)
        case .left:
            insertionPoint = max(0, insertionPoint - 1)
        case .right:
            insertionPoint = min(text.count, insertionPoint + 1)
        case .enter:
            sendActions(for: .editingDidEndOnExit)
            sendActions(for: .primaryActionTriggered)
        default:
            return false
        }
        return true
    }

    /// Changes the text through the key-value setter, so that observers of
    /// `text` are told, as a KVO-compliant setter tells them.
    private func replaceText(with newText: String, insertionPoint newInsertionPoint: Int) {
        do {
            try setValue(newText, forKey: "text")
        } catch {
            preconditionFailure("'text' is bound to a String, so the setter takes any string: \(error)")
        }
        insertionPoint = newInsertionPoint
        sendActions(for: .editingChanged)
    }

    /// The first character shown: the text scrolls so the insertion point stays visible.
    private var scrollOffset: Int {
        max(0, insertionPoint - max(1, cellFrame.width - 3))
    }

    public override func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let width = cellFrame.width
        guard width >= 2 else { return }
        let inside = origin.offset(by: CellPoint(x: 1, y: 0))
        canvas.draw(isFocused ? ">" : "[", at: origin, style: isFocused ? [.bold, .reverse] : [])
        canvas.draw(String(repeating: " ", count: width - 2), at: inside)
        if text.isEmpty {
            canvas.draw(placeholder, at: inside, style: .dim, limit: width - 2)
        } else {
            canvas.draw(String(text.dropFirst(scrollOffset)), at: inside, limit: width - 2)
        }
        canvas.draw(
            isFocused ? "<" : "]", at: origin.offset(by: CellPoint(x: width - 1, y: 0)),
            style: isFocused ? [.bold, .reverse] : [])
    }

    public override var cursorPosition: CellPoint? {
        CellPoint(x: 1 + insertionPoint - scrollOffset, y: 0)
    }
}
