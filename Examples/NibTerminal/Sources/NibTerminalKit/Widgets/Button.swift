import Foundation
import NibKit

/// A push button: UIKit's `UIButton` on the terminal, also named `Button`
/// in NibKit's format.
///
/// Enter or Space sends its `touchUpInside` actions, then its
/// `primaryActionTriggered` ones, through `UIControl`'s target-action. It
/// draws its `currentTitle`, which `UIButton` takes from the archive's normal
/// state (`<state key="normal" title="Greet"/>` in a xib, a `normal`
/// dictionary in NibKit's format) or its configuration: `[ Greet ]`, and
/// `[>Greet<]` in reverse video while it is first responder. A button that
/// is not `isEnabled` is drawn faint and is not in the key view loop.
///
/// ```xml
/// <object id="greetButton" class="Button">
///   <rect key="frame" x="12" y="8" width="9" height="1"/>
///   <dictionary key="normal"><string key="title">Greet</string></dictionary>
/// </object>
/// ```
public final class Button: UIButton, TerminalView {
    /// The cells the face needs: the title between `[ ` and ` ]`, one row.
    public override var intrinsicContentSize: CGSize {
        CGSize(width: Double((currentTitle ?? "").count + 4), height: 1)
    }

    /// An enabled button that takes events is in the key view loop.
    public override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    /// Presses the button on Enter or Space.
    public func keyDown(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        press()
        return true
    }

    /// Sends the actions a tap sends, toggling `isSelected` first when the
    /// button `changesSelectionAsPrimaryAction`; a disabled button sends none.
    public func press() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    /// Draws the title in brackets.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let title = currentTitle ?? ""
        let face = isFocused ? "[>\(title)<]" : "[ \(title) ]"
        let style: Canvas.Style = !isEnabled ? .dim : isFocused ? [.bold, .reverse] : [.bold]
        canvas.draw(face, at: origin, style: style, limit: cellFrame.width)
    }
}
