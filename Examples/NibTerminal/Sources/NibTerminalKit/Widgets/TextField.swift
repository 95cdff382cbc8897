import Foundation
import NibKit

/// A one-line text field: UIKit's `UITextField` on the terminal, also named
/// `TextField` in NibKit's format.
///
/// Typing inserts at the insertion point (Left and Right move it, Backspace
/// deletes), up to ``maxLength`` characters when that is above zero. Every
/// edit goes through the key-value setter, so observers of `text` hear it,
/// and sends `editingChanged`; Enter sends `editingDidEndOnExit`, then
/// `primaryActionTriggered`, through `UIControl`'s target-action. Esc, sent
/// as `cancelOperation:` along the responder chain, clears a field that has
/// text; an empty field lets the action go on to its window and beyond.
///
/// Drawn `[Ada          ]`, with `>` and `<` for brackets in reverse video
/// while it is first responder; the `placeholder` shows, faint, while it is
/// empty, and a field with `isSecureTextEntry` traits shows `•` for each
/// character. `UITextField` binds the text, the placeholder and the traits;
/// the toolkit adds `maxLength`, which an iOS xib sets with a user-defined
/// runtime attribute.
public final class TextField: UITextField, TerminalView, NibKeyValueCoding, NibActionPerforming {
    /// The most characters the field takes; zero for no limit.
    public var maxLength = 0
    /// Where typing inserts, as last moved; past the end until the user moves
    /// it, so that a field starts after its archived text.
    private var requestedInsertionPoint = Int.max

    /// The key the toolkit adds to `UITextField`'s: `maxLength`.
    public static var keyBindings: [KeyBinding] {
        [KeyBinding("maxLength", \TextField.maxLength)]
    }

    /// `cancelOperation:`, which clears the text.
    public static var actionBindings: [ActionBinding] {
        [ActionBinding("cancelOperation:", TextField.cancelOperation)]
    }

    /// The cells the field needs: room for ``maxLength`` characters when it
    /// has one, else for the longer of its text and placeholder, plus a cell
    /// for the cursor after the last character and the two brackets; one row.
    public override var intrinsicContentSize: CGSize {
        let content = maxLength > 0 ? maxLength : max(characters.count, (placeholder ?? "").count)
        return CGSize(width: Double(content + 3), height: 1)
    }

    /// The text's characters; none while `text` is nil.
    private var characters: [Character] { Array(text ?? "") }

    /// Where typing inserts, in characters from the start, never past the
    /// end of the text.
    public var insertionPoint: Int { min(requestedInsertionPoint, characters.count) }

    /// Only a field with text handles `cancelOperation:`; an empty one passes
    /// it along the chain.
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "cancelOperation:" { return !characters.isEmpty }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Clears the text.
    public func cancelOperation(_ sender: Any?) {
        replaceText(with: [], insertionPoint: 0)
    }

    /// An enabled field that takes events is in the key view loop.
    public override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    /// Edits the text, moves the insertion point, or ends editing on Enter.
    public func keyDown(_ key: Key) -> Bool {
        var characters = characters
        let insertionPoint = insertionPoint
        switch key {
        case .character(let character):
            guard maxLength <= 0 || characters.count < maxLength else { return true }
            characters.insert(character, at: insertionPoint)
            replaceText(with: characters, insertionPoint: insertionPoint + 1)
        case .backspace:
            guard insertionPoint > 0 else { return true }
            characters.remove(at: insertionPoint - 1)
            replaceText(with: characters, insertionPoint: insertionPoint - 1)
        case .left:
            requestedInsertionPoint = max(0, insertionPoint - 1)
        case .right:
            requestedInsertionPoint = min(characters.count, insertionPoint + 1)
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
    private func replaceText(with newCharacters: [Character], insertionPoint newInsertionPoint: Int) {
        // `text` is bound to a String?, so the setter takes any string; were
        // it ever to refuse one, the field still shows what was typed.
        if (try? setValue(String(newCharacters), forKey: "text")) == nil { text = String(newCharacters) }
        requestedInsertionPoint = newInsertionPoint
        sendActions(for: .editingChanged)
    }

    /// The first character shown: the text scrolls so the insertion point stays visible.
    private var scrollOffset: Int {
        max(0, insertionPoint - max(1, cellFrame.width - 3))
    }

    /// Draws the text, or the placeholder, in brackets.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let width = cellFrame.width
        guard width >= 2 else { return }
        let inside = origin.offset(by: CellPoint(x: 1, y: 0))
        let bracketStyle: Canvas.Style = !isEnabled ? .dim : isFocused ? [.bold, .reverse] : []
        canvas.draw(isFocused ? ">" : "[", at: origin, style: bracketStyle)
        canvas.draw(String(repeating: " ", count: width - 2), at: inside)
        let characters = characters
        if characters.isEmpty {
            canvas.draw(placeholder ?? "", at: inside, style: .dim, limit: width - 2)
        } else {
            let shown = characters.dropFirst(scrollOffset)
            let visible = textInputTraits.isSecureTextEntry ? String(repeating: "•", count: shown.count) : String(shown)
            canvas.draw(visible, at: inside, style: isEnabled ? [] : .dim, limit: width - 2)
        }
        canvas.draw(
            isFocused ? "<" : "]", at: origin.offset(by: CellPoint(x: width - 1, y: 0)), style: bracketStyle)
    }

    /// At the insertion point, inside the opening bracket.
    public var cursorPosition: CellPoint? {
        CellPoint(x: 1 + insertionPoint - scrollOffset, y: 0)
    }
}
