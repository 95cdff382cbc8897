import CGtk4

/// The CSS of one window's views, loaded into GTK for the display.
///
/// Every GTK view's widget has the class `nibgtk` and a class of its own
/// (``GtkView/styleClass``); the sheet gives the first the rules that keep a
/// widget within its frame and the second the view's colors and fonts. It
/// is loaded at user priority, above the theme, so the document's values win.
///
/// ```swift
/// let sheet = Stylesheet(views: host.placements.map(\.view))
/// sheet.install()
/// ```
@MainActor
final class Stylesheet {
    /// Rules for every widget the toolkit makes, so that no minimum size of
    /// the theme's pushes a widget past its frame, the window
    /// backgrounds (UIKit's system background, AppKit's window background),
    /// and the look of a storyboard window's navigation and tab bars.
    static let base = """
        .nibgtk { min-width: 0; min-height: 0; }
        entry.nibgtk, button.nibgtk { padding-top: 0; padding-bottom: 0; }
        entry.nibgtk { padding-left: 6px; padding-right: 6px; }
        button.nibgtk { padding-left: 4px; padding-right: 4px; }
        .nibgtk-uikit-window { background-color: white; }
        .nibgtk-cocoa-window { background-color: rgb(236,236,236); }
        .nibgtk-navigation-bar { background-color: rgb(248,248,248); border-bottom: 1px solid rgb(200,200,200); \
        padding: 6px 8px; min-height: 32px; }
        .nibgtk-navigation-title { font-weight: bold; }
        .nibgtk-bar-button { color: rgb(0,122,255); background: none; border: none; box-shadow: none; }
        .nibgtk-tab-bar { background-color: rgb(248,248,248); border-top: 1px solid rgb(200,200,200); }
        .nibgtk-tab { background: none; border: none; box-shadow: none; color: rgb(142,142,147); \
        padding: 10px 4px; }
        .nibgtk-tab:checked { color: rgb(0,122,255); font-weight: bold; }
        """

    /// The whole sheet.
    let text: String
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private var installed = false

    init(views: [any GtkView]) {
        var text = Self.base + "\n"
        var written = Set<String>()
        for view in views {
            let declarations = view.styleDeclarations
            guard !declarations.isEmpty, written.insert(view.styleClass).inserted else { continue }
            text += ".\(view.styleClass) { " + Self.block(declarations) + " }\n"
        }
        self.text = text
        provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, text, -1)
    }

    isolated deinit {
        if installed, let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        }
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// The declarations of one rule, as the sheet writes them.
    static func block(_ declarations: [(String, String)]) -> String {
        declarations.map { "\($0.0): \($0.1);" }.joined(separator: " ")
    }

    /// Applies the sheet to every widget on the default display.
    func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
        installed = true
    }
}
