import NibKit

/// The parts of a GTK window an `NSWindow`'s style mask decides.
///
/// ```swift
/// WindowDecorations(styleMask: [.titled]).isClosable  // false
/// ```
public struct WindowDecorations: Sendable, Equatable {
    /// Whether the window has a title bar (`gtk_window_set_decorated`).
    public var isTitled: Bool
    /// Whether it has a close button (`gtk_window_set_deletable`).
    public var isClosable: Bool

    /// The decorations `styleMask` asks for.
    public init(styleMask: NSWindow.StyleMask) {
        isTitled = styleMask.contains(.titled)
        isClosable = styleMask.contains(.closable)
    }
}
