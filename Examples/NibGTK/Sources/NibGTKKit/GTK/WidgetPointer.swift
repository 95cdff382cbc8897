import CGtk4

/// A GTK widget as GTK's C API passes it.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object seen as another GTK type (`GTK_BUTTON(widget)` in C).
    ///
    /// GTK's cast macros are not imported into Swift; every GObject begins
    /// with its parent's instance struct, so the address is the same.
    ///
    /// ```swift
    /// gtk_button_set_label(button.as(GtkButton.self), "OK")
    /// ```
    public func `as`<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>(OpaquePointer(self))
    }

    /// The widget as GTK's opaque types are imported (`GtkLabel`, `GtkPicture`,
    /// `GtkEditable`, … whose structs GTK keeps private).
    ///
    /// ```swift
    /// gtk_label_set_xalign(label.opaque, 0.5)
    /// ```
    public var opaque: OpaquePointer { OpaquePointer(self) }

    /// The widget as an untyped GObject pointer, for GLib's `gpointer` parameters.
    public var object: gpointer { UnsafeMutableRawPointer(self) }

    /// The name of the widget's GType, such as `GtkButton`.
    public var typeName: String { String(cString: nibgtk_type_name(object)) }
}
