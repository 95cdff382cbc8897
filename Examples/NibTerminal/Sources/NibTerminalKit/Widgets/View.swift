import Foundation
import NibKit

/// A rectangle of the screen that holds other widgets: the base of windows
/// and labels, NibKit-format class `View`, Interface Builder's `UIView`.
///
/// Its next responder is its superview, as a UIKit view's is, unless a next
/// responder was set (a window's is its window controller).
///
/// ```xml
/// <object id="panel" class="View">
///   <rect key="frame" x="2" y="1" width="40" height="6"/>
///   <array key="subviews"> … </array>
/// </object>
/// ```
open class View: Responder, Widget {
    /// Where the view is in its superview, in cells.
    public var frame = CGRect.zero
    /// The widgets inside this one.
    public var subviews: [any Widget] = [] {
        didSet { adopt(subviews) }
    }
    /// The widget this one is inside.
    public weak var superview: (any Widget)?

    open override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("frame", \View.frame),
            KeyBinding("subviews", \View.subviews),
        ]
    }

    /// Creates an empty view.
    public required init() {
        super.init()
    }

    /// Creates a view from an archive: the frame and subviews through the
    /// key-value setter, which also adopts the subviews.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    /// The superview, unless another next responder was set.
    open override var next: Responder? {
        get { super.next ?? superview }
        set { super.next = newValue }
    }

    /// Plain views are not in the key view loop.
    open var acceptsFirstResponder: Bool { false }

    /// Plain views draw nothing themselves; their subviews draw.
    open func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {}

    /// Plain views handle no keys.
    open func keyDown(_ key: Key) -> Bool { false }

    /// Plain views show no cursor.
    open var cursorPosition: CellPoint? { nil }
}
