import Foundation
import NibKit

/// A push button: Enter or Space sends its `touchUpInside` actions, then its
/// `primaryActionTriggered` ones. NibKit-format class `Button`, Interface
/// Builder's `UIButton`.
///
/// Drawn `[ Greet ]`, and `[>Greet<]` in reverse video while it is first
/// responder.
///
/// The title is archived differently by the two formats: a `title` string in
/// NibKit's, the `title` of the normal state (`<state key="normal"
/// title="Greet"/>`, a dictionary) in Interface Builder's. `init(coder:)`
/// decodes both with the coder's typed methods.
public final class Button: View, Control {
    /// The title.
    public var title = ""
    /// Interface Builder's attributes of the normal state; its `title` is the
    /// button's title.
    public var normalState: [String: Any] = [:]

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("title", \Button.title),
            KeyBinding("normal", \Button.normalState),
        ]
    }

    /// A button without a title.
    public required init() {
        super.init()
    }

    /// Creates a button from an archive, taking the title from the normal
    /// state when Interface Builder archived it there.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        if let state = try coder.decode([String: Any].self, forKey: "normal"), let stateTitle = state["title"] {
            guard let stateTitle = stateTitle as? String else {
                throw KeyValueCodingError(
                    .typeMismatch(expected: "String", actual: "\(type(of: stateTitle))"),
                    className: coder.className, key: "normal")
            }
            title = stateTitle
        }
    }

    /// A button is in the key view loop.
    public override var canBecomeFirstResponder: Bool { true }

    public override func keyDown(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        press()
        return true
    }

    /// Sends the actions a tap sends.
    public func press() {
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    public override func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let face = isFocused ? "[>\(title)<]" : "[ \(title) ]"
        canvas.draw(face, at: origin, style: isFocused ? [.bold, .reverse] : [.bold], limit: cellFrame.width)
    }
}
