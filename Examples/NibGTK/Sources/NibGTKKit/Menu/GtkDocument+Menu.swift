import NibKit

extension GtkDocument {
    /// The document's main menu: the top-level `NSMenu` marked
    /// `systemMenu="main"`, as Xcode saves a `MainMenu.xib`; nil when it has none.
    public var mainMenu: NSMenu? {
        (graph?.topLevelObjects ?? []).lazy.compactMap { $0 as? NSMenu }.first { $0.systemMenu == .main }
    }

    /// Gives each window the main menu as its menu bar, as a Linux
    /// application shows one per window where macOS has one per screen.
    func installMainMenu() {
        guard let mainMenu else { return }
        for host in hosts { host.install(MenuBar(menu: mainMenu, application: application)) }
    }

    /// Chooses the menu item with `id` as GTK does when it is clicked (its
    /// `GAction` is activated) and returns the actions it sent.
    ///
    /// ```swift
    /// for action in try document.chooseMenuItem("4sb-4s-VLi") { print(document.describe(action)) }
    /// // 4sb-4s-VLi sent terminate: to the responder chain → AppDelegate
    /// ```
    @discardableResult
    public func chooseMenuItem(_ id: String) throws(GtkDocumentError) -> [DispatchedAction] {
        guard let object = object(withID: id) else { throw GtkDocumentError(.unknownID(id)) }
        guard let item = object as? NSMenuItem,
            let host = hosts.first(where: { $0.menuBar?.contains(item) == true }), let bar = host.menuBar
        else { throw GtkDocumentError(.notAMenuItem(id: id, className: className(of: object))) }
        return host.recordingActions { bar.choose(item) }
    }

    /// Triggers the first window's shortcut for `accelerator` (`<Control>q`)
    /// as GTK does for that key press, activating the named action of the
    /// item it belongs to, and returns the actions sent; nil when no menu
    /// bar has a shortcut with that trigger.
    public func pressAccelerator(_ accelerator: String) -> [DispatchedAction]? {
        for host in hosts {
            guard let bar = host.menuBar else { continue }
            var matched = false
            let sent = host.recordingActions { matched = bar.trigger(accelerator, on: host.window) }
            if matched { return sent }
        }
        return nil
    }
}
