import NibKit

/// `NSMenuItem` as GTK shows it: an entry of ``MenuBar`` that sends the
/// item's action, through the item's own target-action, when chosen.
///
/// The document's action connection arrives as `primaryActionTriggered`,
/// and a First Responder target (a nil target) goes down the responder
/// chain from the application's first responder: the item's chain runs
/// through its menus to the main menu, whose next responder ``MenuBar``
/// makes the application, which dispatches it.
///
/// ```swift
/// // <menuItem title="Quit Population Clock" keyEquivalent="q">
/// //     <connections><action selector="terminate:" target="-1"/></connections>
/// item.keyEquivalentShortcut.accelerator  // "<Primary>q"
/// item.choose()                           // terminate: down the responder chain
/// ```
@MainActor
public final class GtkNSMenuItem: NSMenuItem {
    /// How many times the item was chosen.
    public private(set) var chosenCount = 0

    /// The key that chooses it with its modifiers, as GTK names accelerators.
    public var keyEquivalentShortcut: KeyEquivalent {
        KeyEquivalent(key: keyEquivalent, modifiers: keyEquivalentModifierMask)
    }

    /// Sends the item's action, as choosing it in the menu does.
    func choose() {
        chosenCount += 1
        sendActions(for: .primaryActionTriggered)
    }
}
