import CoreFoundation
import Foundation
import NibKit

/// `NSWindow`: a title, a content rectangle and a content view, shown as a
/// GTK window of the content's size when visible at launch.
///
/// It is a responder, not a view, as in AppKit: its content view's next
/// responder is the window, and the window's is the application.
///
/// ```swift
/// // <window title="Population Clock"><rect key="contentRect" … width="480" height="360"/>
/// window.contentView?.frame.size  // 480 × 360
/// ```
@MainActor
public final class CocoaWindow: Responder, @MainActor NibCoding {
    /// The title bar's text.
    public var title = ""
    /// The content area on the screen, in AppKit's bottom-left coordinates.
    public var contentRect = CGRect.zero
    /// The view that fills the content area.
    public var contentView: NibKit.View? {
        didSet { contentView?.next = self }
    }
    /// The document's style mask (`titled`, `closable`, `miniaturizable`,
    /// `resizable`, each YES or NO).
    public var styleMask: [String: Any] = [:]
    /// What the style mask asks of the GTK window: a title bar (a
    /// borderless window has none) and a close button.
    public var decorations: WindowDecorations {
        WindowDecorations(
            isTitled: styleMask["titled"] as? Bool ?? true, isClosable: styleMask["closable"] as? Bool ?? true)
    }
    /// The window's delegate outlet, held weakly as AppKit does; the
    /// toolkit sends it nothing yet.
    public weak var delegate: NibObject?

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \CocoaWindow.title),
            KeyBinding("contentRect", \CocoaWindow.contentRect),
            KeyBinding("contentView", \CocoaWindow.contentView),
            KeyBinding("delegate", \CocoaWindow.delegate),
            KeyBinding("styleMask", \CocoaWindow.styleMask),
        ]
    }

    public static var actionBindings: [ActionBinding] { [] }

    public func awakeFromNib() {}
}

/// The parts of a GTK window an `NSWindow`'s style mask decides.
public struct WindowDecorations: Sendable, Equatable {
    /// Whether the window has a title bar (`gtk_window_set_decorated`).
    public var isTitled: Bool
    /// Whether it has a close button (`gtk_window_set_deletable`).
    public var isClosable: Bool
}
