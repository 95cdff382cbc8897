import Foundation
import NibKit

/// A widget that sends actions: NibKit's `Control` with a frame and a
/// superview, the base of buttons, text fields and lists.
///
/// It duplicates the little of ``View`` a control needs, because NibKit's
/// `Control` is a `Responder` and not a view. Controls hold no subviews.
open class ControlView: Control, Widget {
    /// Where the control is in its superview, in cells.
    public var frame = CGRect.zero
    /// The widget this one is inside.
    public weak var superview: (any Widget)?

    open override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("frame", \ControlView.frame)]
    }

    /// Creates a control with its default values.
    public required init() {
        super.init()
    }

    /// Creates a control from an archive.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    /// The superview, unless another next responder was set: actions with a
    /// nil target travel from the control to its window and on.
    open override var next: Responder? {
        get { super.next ?? superview }
        set { super.next = newValue }
    }

    /// Controls hold no subviews.
    public var subviews: [any Widget] { [] }

    /// Controls are in the key view loop.
    open var acceptsFirstResponder: Bool { true }

    /// Subclasses draw themselves.
    open func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {}

    /// Subclasses handle their keys.
    open func keyDown(_ key: Key) -> Bool { false }

    /// No cursor unless a subclass places one.
    open var cursorPosition: CellPoint? { nil }
}
