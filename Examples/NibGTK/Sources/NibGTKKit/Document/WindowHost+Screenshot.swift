import CGtk4
import Foundation

extension WindowHost {
    /// Renders the laid-out window's content, the root view and everything
    /// in it, to a PNG file with GTK's own renderer.
    ///
    /// Call it once ``hasDrawnFirstFrame`` is true, so that every widget has
    /// its allocation.
    ///
    /// ```swift
    /// MainLoop.run(timeout: .seconds(5)) { host.hasDrawnFirstFrame }
    /// try host.writeScreenshot(to: URL(fileURLWithPath: "login.png"))
    /// ```
    public func writeScreenshot(to url: URL) throws(GtkDocumentError) {
        // The window's child: the root's surface, under the menu bar when there is one.
        let content = gtk_window_get_child(window.as(GtkWindow.self)) ?? self.surface
        let width = gtk_widget_get_width(content)
        let height = gtk_widget_get_height(content)
        guard width > 0, height > 0 else { throw GtkDocumentError(.screenshotFailed("the window is not laid out")) }
        guard let paintable = gtk_widget_paintable_new(content) else {
            throw GtkDocumentError(.screenshotFailed("GTK made no paintable for the window"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw GtkDocumentError(.screenshotFailed("the window drew nothing"))
        }
        defer { gsk_render_node_unref(node) }
        guard let native = gtk_widget_get_native(content), let renderer = gtk_native_get_renderer(native) else {
            throw GtkDocumentError(.screenshotFailed("the window has no renderer"))
        }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw GtkDocumentError(.screenshotFailed("GTK's renderer made no image"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, url.path) != 0 else {
            throw GtkDocumentError(.screenshotFailed("cannot write \(url.path)"))
        }
    }
}
