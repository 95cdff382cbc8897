import Foundation
import NibKit

/// What the screen needs from every widget, plain view or control: where it
/// is, what it contains, how it draws, and which keys it handles.
///
/// NibKit's `Control` derives from `Responder` rather than from a view class,
/// so the toolkit cannot put one view class under both; it has two base
/// classes instead, ``View`` (windows, labels, containers) and ``ControlView``
/// (buttons, text fields, lists), which adopt this protocol.
///
/// Frames come from the archives as rectangles in character cells, relative
/// to the superview, as UIKit frames are relative to the superview in points.
public protocol Widget: Responder {
    /// Where the widget is in its superview, in cells.
    var frame: CGRect { get }
    /// The widgets inside this one, drawn in order after it.
    var subviews: [any Widget] { get }
    /// The widget this one is inside; its next responder unless another was set.
    var superview: (any Widget)? { get set }
    /// Whether Tab can make the widget first responder.
    var acceptsFirstResponder: Bool { get }
    /// Draws the widget with its top-left corner at `origin`.
    func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool)
    /// Handles a key sent to the first responder; false to let the screen try.
    func keyDown(_ key: Key) -> Bool
    /// Where the terminal's cursor goes while the widget is first responder,
    /// relative to its origin; nil hides the cursor.
    var cursorPosition: CellPoint? { get }
}

extension Widget {
    /// The frame rounded to whole cells.
    public var cellFrame: CellRect {
        CellRect(
            x: Int(frame.origin.x.rounded()), y: Int(frame.origin.y.rounded()),
            width: Int(frame.size.width.rounded()), height: Int(frame.size.height.rounded()))
    }

    /// The widgets, this one and those inside it, depth first, that Tab
    /// visits: the key view loop.
    public var keyViewLoop: [any Widget] {
        (acceptsFirstResponder ? [self] : []) + subviews.flatMap(\.keyViewLoop)
    }

    /// Where the widget's top-left corner is on the screen.
    public var screenOrigin: CellPoint {
        let local = cellFrame.origin
        return superview.map { local.offset(by: $0.screenOrigin) } ?? local
    }

    /// Draws the widget and everything inside it.
    func drawHierarchy(in canvas: inout Canvas, focused: Responder?) {
        draw(in: &canvas, at: screenOrigin, isFocused: focused === self)
        for subview in subviews {
            subview.drawHierarchy(in: &canvas, focused: focused)
        }
    }

    /// Sets each subview's superview to this widget.
    func adopt(_ subviews: [any Widget]) {
        for subview in subviews {
            subview.superview = self
        }
    }
}
