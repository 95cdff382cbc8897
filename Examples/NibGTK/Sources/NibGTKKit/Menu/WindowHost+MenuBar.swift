import CGtk4

extension WindowHost {
    /// Puts `bar` above the root view and gives the window its actions and
    /// key equivalents.
    ///
    /// The window's child becomes a vertical `GtkBox` of the bar and the
    /// root's surface, so the root keeps its size and its views their places
    /// (allocations are measured from the root).
    ///
    /// ```swift
    /// host.install(MenuBar(menu: mainMenu, application: host.application))
    /// ```
    public func install(_ bar: MenuBar) {
        guard menuBar == nil, let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) else { return }
        let gtkWindow = window.as(GtkWindow.self)
        // The window would drop the surface's last reference when its child changes.
        g_object_ref(surface.object)
        gtk_window_set_child(gtkWindow, box)
        gtk_box_append(box.as(GtkBox.self), bar.widget)
        gtk_box_append(box.as(GtkBox.self), surface)
        g_object_unref(surface.object)
        bar.attach(to: window)
        bar.host = self
        menuBar = bar
    }

    /// Runs `body`, then what it left pending in GTK's main loop, and returns
    /// the actions the window's controls and menu items sent meanwhile.
    func recordingActions(_ body: () -> Void) -> [DispatchedAction] {
        var sent: [DispatchedAction] = []
        let previous = actionHandler
        actionHandler = { action in
            sent.append(action)
            previous?(action)
        }
        defer { actionHandler = previous }
        body()
        MainLoop.drain()
        return sent
    }
}
