import Foundation
import NibKit

/// A plain view that holds other views: UIKit's `UIView` on the terminal,
/// and the class to subclass for a widget of one's own.
///
/// It draws nothing; its subviews draw. As a `UIView` it has its frame, its
/// subviews and superview, and its next responder (its superview, unless
/// another was set). Frames come from the archives as rectangles in
/// character cells, relative to the superview, as UIKit frames are relative
/// to the superview in points.
///
/// It adopts `NibCoding` with `open` declarations, so that a subclass adds
/// its keys and actions to an empty list:
///
/// ```swift
/// final class Meter: View {
///     var level = 0
///     override class var keyBindings: [KeyBinding] { super.keyBindings + [KeyBinding("level", \Meter.level)] }
///     override func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
///         canvas.draw(String(repeating: "■", count: level), at: origin, limit: cellFrame.width)
///     }
/// }
/// ```
open class View: UIView, TerminalView, NibCoding {
    /// The keys a subclass adds to those `UIView` binds; a plain view adds none.
    open class var keyBindings: [KeyBinding] { [] }

    /// The actions a subclass performs; a plain view performs none.
    open class var actionBindings: [ActionBinding] { [] }

    /// Called once the archive is loaded and connected; does nothing by default.
    open func awakeFromNib() {}

    /// Draws nothing: a plain view's subviews draw.
    open func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {}

    /// Takes no keys.
    open func keyDown(_ key: Key) -> Bool { false }

    /// Hides the cursor.
    open var cursorPosition: CellPoint? { nil }
}
