import NibKitLoader

extension Control {
    /// The target and action an AppKit control, cell, menu item or toolbar
    /// item has: the pair registered for `.primaryActionTriggered`, which an
    /// action connection of a macOS document is.
    var primaryTargetAction: ControlTargetAction? {
        targetActions.first { $0.event == .primaryActionTriggered }
    }

    /// Sends the primary action to its target, or along the responder chain
    /// when it has none; false when there is no action, its target has gone
    /// away, or no object performed it.
    func sendPrimaryAction() -> Bool {
        guard let pair = primaryTargetAction, !(pair.hasTarget && pair.target == nil) else { return false }
        return sendAction(pair.action, to: pair.target, for: nil)
    }
}
