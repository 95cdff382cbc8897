import Foundation
import NibKit

/// A view the terminal draws in character cells: what every widget adds to
/// the standard UIKit class it subclasses.
///
/// Swift classes have one superclass, and each widget's is the standard
/// class it draws (``Label`` is a `UILabel`, ``Button`` a `UIButton`), so
/// the toolkit's part is this protocol rather than a common base class. A
/// widget draws itself, and may take keys and show the cursor; where it is
/// on the screen, the key view loop and drawing a whole hierarchy are this
/// protocol's extension members on every NibKit `View`, written once.
///
/// ```swift
/// final class Badge: UILabel, TerminalView {
///     func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
///         canvas.draw("(\(text ?? ""))", at: origin, style: .bold, limit: cellFrame.width)
///     }
/// }
/// ```
public protocol TerminalView: NibKit.View {
    /// Draws the view itself, without its subviews, with its top-left corner
    /// at `origin`.
    ///
    /// `isFocused` tells whether the view is its application's first
    /// responder.
    func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool)

    /// Handles a key sent to the first responder.
    ///
    /// Returns false, as a view that takes no keys does, to let the screen
    /// try the key (Esc, `q`).
    func keyDown(_ key: Key) -> Bool

    /// Where the terminal's cursor goes while the view is first responder.
    ///
    /// Relative to the view's origin; nil, as for a view without text to
    /// edit, hides the cursor.
    var cursorPosition: CellPoint? { get }
}

extension TerminalView {
    /// Takes no keys.
    public func keyDown(_ key: Key) -> Bool { false }

    /// Hides the cursor.
    public var cursorPosition: CellPoint? { nil }
}

extension NibKit.View {
    /// The frame rounded to whole cells.
    public var cellFrame: CellRect {
        CellRect(
            x: Int(frame.origin.x.rounded()), y: Int(frame.origin.y.rounded()),
            width: Int(frame.size.width.rounded()), height: Int(frame.size.height.rounded()))
    }

    /// Where the view's top-left corner is on the screen.
    public var screenOrigin: CellPoint {
        let local = cellFrame.origin
        return superview.map { local.offset(by: $0.screenOrigin) } ?? local
    }

    /// The terminal views inside this view that Tab visits, depth first: the
    /// key view loop.
    ///
    /// A view is in the loop when it can become first responder. A standard
    /// view the terminal does not draw (a stack view, a scroll view) still
    /// has its subviews visited.
    public var keyViewLoop: [any TerminalView] {
        shownSubviews.flatMap { subview -> [any TerminalView] in
            let own = (subview as? any TerminalView).map { $0.canBecomeFirstResponder ? [$0] : [] } ?? []
            return own + subview.keyViewLoop
        }
    }

    /// Draws the view, when the terminal draws it, and everything inside it,
    /// back to front.
    func drawHierarchy(in canvas: inout Canvas, focused: Responder?) {
        if let view = self as? any TerminalView {
            view.draw(in: &canvas, at: screenOrigin, isFocused: focused === self)
        }
        for subview in shownSubviews {
            subview.drawHierarchy(in: &canvas, focused: focused)
        }
    }

    /// The subviews that are not hidden: a hidden view is neither drawn nor
    /// in the key view loop, with its subviews, as in UIKit.
    private var shownSubviews: [NibKit.View] { subviews.filter { !$0.isHidden } }
}
