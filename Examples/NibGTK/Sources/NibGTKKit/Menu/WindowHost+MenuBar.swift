import CGtk4

extension WindowHost {
    /// Puts `bar` above the root view and gives the window its actions and
    /// key equivalents.
    ///
    /// The window's child becomes a vertical `GtkBox` of the bar and the
    /// root's content, so the root keeps its size and its views their places
    /// (allocations are measured from the root).
    ///
    /// ```swift
    /// host.install(MenuBar(menu: mainMenu, application: host.application))
    /// ```
    public func install(_ bar: MenuBar) {
        guard menuBar == nil, let box = makeColumn() else { return }
        let gtkWindow = window.as(GtkWindow.self)
        gtk_box_prepend(box.as(GtkBox.self), bar.widget)
        bar.attach(to: window)
        bar.host = self
        // The window grows by the bar, so the root keeps its size.
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        var barHeight: Int32 = 0
        gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, width, nil, &barHeight, nil, nil)
        menuBar = bar
        gtk_window_set_default_size(gtkWindow, width, height + barHeight)
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
