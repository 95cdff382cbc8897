import CGtk4
import Foundation

/// GTK's connection to the display, opened once per process.
@MainActor
public enum Display {
    /// Initializes GTK if it is not yet; throws when there is no display to
    /// open (run under `xvfb-run -a` on a machine without one).
    public static func open() throws(GtkDocumentError) {
        // Without a session bus there is no accessibility bus to reach, and
        // GTK would warn on every start (under xvfb-run, for instance).
        if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil { setenv("GTK_A11Y", "none", 0) }
        guard gtk_init_check() != 0 else { throw GtkDocumentError(.noDisplay) }
    }
}
