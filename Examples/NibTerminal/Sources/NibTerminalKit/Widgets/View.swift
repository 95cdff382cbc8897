import Foundation
import NibKit

/// A rectangle of the screen that holds other views: the base of every
/// widget, NibKit-format class `View`, Interface Builder's `UIView`.
///
/// NibKit's `View` gives it its frame, its subviews and superview, and its
/// next responder (its superview, unless another was set: a window's is its
/// window controller); this class adds what a terminal needs: drawing in
/// character cells, keys and the cursor. A widget that sends actions
/// subclasses it and adopts NibKit's `Control`, as ``Button`` does.
///
/// Frames come from the archives as rectangles in character cells, relative
/// to the superview, as UIKit frames are relative to the superview in points.
///
/// ```xml
/// <object id="panel" class="View">
///   <rect key="frame" x="2" y="1" width="40" height="6"/>
///   <array key="subviews"> … </array>
/// </object>
/// ```
open class View: NibKit.View, NibCoding {
    /// The keys the toolkit's widgets add to those NibKit's `View` binds;
    /// a plain view adds none.
    open class var keyBindings: [KeyBinding] { [] }

    /// The actions the widget performs; a plain view performs none.
    open class var actionBindings: [ActionBinding] { [] }

    /// Called once the archive is loaded and connected; does nothing by default.
    open func awakeFromNib() {}

    /// Draws the view itself, without its subviews, with its top-left corner
    /// at `origin`.
    ///
    /// A plain view draws nothing; its subviews draw. `isFocused` tells
    /// whether the view is its application's first responder.
    open func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {}

    /// Handles a key sent to the first responder.
    ///
    /// Returns false, as a plain view does, to let the screen try the key
    /// (Esc, `q`).
    open func keyDown(_ key: Key) -> Bool { false }

    /// Where the terminal's cursor goes while the view is first responder.
    ///
    /// Relative to the view's origin; nil, as for a plain view, hides the cursor.
    open var cursorPosition: CellPoint? { nil }

    /// The frame rounded to whole cells.
    public final var cellFrame: CellRect {
        CellRect(
            x: Int(frame.origin.x.rounded()), y: Int(frame.origin.y.rounded()),
            width: Int(frame.size.width.rounded()), height: Int(frame.size.height.rounded()))
    }

    /// The widgets inside this view that Tab visits, depth first: the key
    /// view loop.
    ///
    /// A widget is in the loop when it can become first responder.
    public final var keyViewLoop: [View] {
        widgets.flatMap { ($0.canBecomeFirstResponder ? [$0] : []) + $0.keyViewLoop }
    }

    /// Where the view's top-left corner is on the screen.
    public final var screenOrigin: CellPoint {
        let local = cellFrame.origin
        return (superview as? View).map { local.offset(by: $0.screenOrigin) } ?? local
    }

    /// Draws the view and everything inside it, back to front.
    final func drawHierarchy(in canvas: inout Canvas, focused: Responder?) {
        draw(in: &canvas, at: screenOrigin, isFocused: focused === self)
        for widget in widgets {
            widget.drawHierarchy(in: &canvas, focused: focused)
        }
    }

    /// The subviews that are the toolkit's, which are the only ones the
    /// toolkit's registry creates.
    /// The toolkit's subviews that are not hidden: a hidden view is neither
    /// drawn nor in the key view loop, with its subviews, as in UIKit.
    private var widgets: [View] { subviews.compactMap { $0 as? View }.filter { !$0.isHidden } }
}
