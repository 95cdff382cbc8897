import CGtk4
import Foundation
import NibGTKKit
import NibKit

/// A GtkBuilder `.ui` file with the same widgets as a document opened by
/// NibGTK: a `GtkWindow` holding a `GtkFixed` of the root view's size, and in
/// it each view's widget class at the view's position (a `transform` of the
/// fixed layout's child), of its frame's size (`width-request`,
/// `height-request`), with its title, text or placeholder.
///
/// ```swift
/// let ui = BuilderInterface(document: document).text
/// ```
@MainActor
struct BuilderInterface {
    /// The file's text.
    let text: String

    /// Describes `document`'s first window; `imageDirectory` is where the
    /// document's image files are, for `GtkPicture`'s `file`.
    init(document: GtkDocument, imageDirectory: URL) {
        let layout = document.layout
        let root = layout.first?.frame.size ?? .zero
        var children = ""
        for entry in layout.dropFirst() {
            var properties = [
                ("width-request", "\(Int(entry.frame.width))"), ("height-request", "\(Int(entry.frame.height))"),
            ]
            switch document.object(withID: entry.id) {
            case let button as UIButton: properties.append(("label", button.currentTitle ?? ""))
            case let label as UILabel: properties.append(("label", label.text ?? ""))
            case let field as UITextField: properties.append(("placeholder-text", field.placeholder ?? ""))
            case let image as UIImageView:
                if let name = image.image?.name {
                    properties.append(("file", imageDirectory.appendingPathComponent(name + ".png").absoluteString))
                }
            default: break
            }
            let values = properties.map { #"<property name="\#($0.0)">\#(Self.escape($0.1))</property>"# }.joined()
            children += #"""
                <child><object class="\#(entry.gtkClassName)">\#(values)<layout><property name="transform">translate(\#(Int(entry.frame.minX)), \#(Int(entry.frame.minY)))</property></layout></object></child>

                """#
        }
        text = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkWindow" id="window">
                <property name="resizable">false</property>
                <property name="default-width">\#(Int(root.width))</property>
                <property name="default-height">\#(Int(root.height))</property>
                <child><object class="GtkFixed"><property name="width-request">\#(Int(root.width))</property><property name="height-request">\#(Int(root.height))</property>
            \#(children)    </object></child>
              </object>
            </interface>

            """#
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// Loads the file at `url` with GtkBuilder, presents its window and
    /// waits for the same point as NibGTK's first frame (the second frame
    /// clock tick); returns the window, or nil when it did not get there.
    static func open(_ url: URL) -> WidgetPointer? {
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, url.path, &error) != 0 else {
            FileHandle.standardError.write(
                Data("nib-gtk-bench: \(error.map { String(cString: $0.pointee.message) } ?? "")\n".utf8))
            g_error_free(error)
            return nil
        }
        guard let object = gtk_builder_get_object(builder, "window") else { return nil }
        let window = WidgetPointer(OpaquePointer(object))
        gtk_window_present(window.as(GtkWindow.self))
        let counter = TickCounter()
        let tick: GtkTickCallback = { _, _, data in
            guard let data else { return 0 }
            let counter = Unmanaged<TickCounter>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated {
                counter.ticks += 1
                return counter.ticks >= 2 ? 0 : 1
            }
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<TickCounter>.fromOpaque(data).release()
        }
        gtk_widget_add_tick_callback(window, tick, Unmanaged.passRetained(counter).toOpaque(), release)
        guard MainLoop.run(timeout: .seconds(10), until: { counter.ticks >= 2 }) else { return nil }
        return window
    }
}

/// Counts a window's frame clock ticks.
@MainActor
private final class TickCounter {
    var ticks = 0
}
