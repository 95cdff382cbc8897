// GTK 4's umbrella header, and the few helpers Swift needs around it: GLib's
// variadic functions and its type macros are not imported into Swift, so
// these wrap them with fixed argument lists. Pointer casts (GTK_WINDOW(),
// G_OBJECT(), ...) are done on the Swift side.
#include <gtk/gtk.h>

/// Emits a signal that takes no arguments and returns nothing, such as
/// GtkButton's "clicked" or GtkEntry's "activate".
static inline void nibgtk_signal_emit(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

/// Sets a string property, such as GtkPasswordEntry's "placeholder-text",
/// which has no setter function.
static inline void nibgtk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/// Sets a boolean property.
static inline void nibgtk_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// The name of an instance's GType, G_OBJECT_TYPE_NAME().
static inline const char *nibgtk_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}
