import Foundation
import NibKit

/// A bordered window with a title: UIKit's `UIWindow` on the terminal, also
/// named `Window` in NibKit's format.
///
/// A window flagged visible at launch is shown in phase 5 of the nib
/// lifecycle by the ``Screen``, which is the load's `LaunchPresenter` and
/// makes it the key window (`makeKeyAndVisible()`). Its next responder is
/// its window controller, set when the controller's `window` outlet is
/// connected.
///
/// `UIWindow` has no title; the toolkit adds the `title` key, which an iOS
/// xib sets with a user-defined runtime attribute:
///
/// ```xml
/// <object id="window" class="Window" visibleAtLaunch="true">
///   <string key="title">NibTerminal</string>
///   <rect key="frame" x="0" y="0" width="70" height="16"/>
///   <array key="subviews"> … </array>
/// </object>
/// ```
public final class Window: UIWindow, TerminalView, NibKeyValueCoding {
    /// The title, drawn in the top border.
    public var title = ""

    /// The key the toolkit adds to `UIWindow`'s: `title`.
    public static var keyBindings: [KeyBinding] {
        [KeyBinding("title", \Window.title)]
    }

    /// A window takes the first responder role when none of its widgets can,
    /// as an `NSWindow` does, so that keys and nil-targeted actions still
    /// start inside it. It is not in its own key view loop.
    public override var canBecomeFirstResponder: Bool { true }

    /// Draws the border with the title in its top edge.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let frame = cellFrame
        guard frame.width >= 2, frame.height >= 2 else { return }
        let inner = frame.width - 2
        canvas.draw("┌" + String(repeating: "─", count: inner) + "┐", at: origin)
        for row in 1..<(frame.height - 1) {
            canvas.draw(
                "│" + String(repeating: " ", count: inner) + "│", at: origin.offset(by: CellPoint(x: 0, y: row)))
        }
        canvas.draw(
            "└" + String(repeating: "─", count: inner) + "┘",
            at: origin.offset(by: CellPoint(x: 0, y: frame.height - 1)))
        if !title.isEmpty {
            canvas.draw(" \(title) ", at: origin.offset(by: CellPoint(x: 2, y: 0)), style: .bold, limit: inner - 2)
        }
    }
}
