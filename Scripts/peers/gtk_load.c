/* GtkBuilder loading nibbench's graph (Scripts/peers.sh): the file of
 * widgets (`bench-N.gtk-widgets.ui`, VARIANT widgets) or of plain GObjects
 * defined below (`bench-N.gtk-objects.ui`, VARIANT objects), K times, each
 * load timed in thread CPU time: a builder with the owner exposed to it,
 * `gtk_builder_add_from_string`, then the owner's outlets looked up by id.
 * Tearing down each graph is not timed. Before timing, the graph is checked:
 * classes, one frame and title, one action reaching the owner. */
#include <gtk/gtk.h>
#include <math.h>

#include "peer_common.h"

/* ---- The plain objects: the classes nibbench registers, as GObjects. ---- */

#define BENCH_FRAME_PROPERTIES(klass, first)                                                         \
    g_object_class_install_property(klass, first, g_param_spec_int("x", 0, 0, G_MININT, G_MAXINT, 0, \
                                                                     G_PARAM_READWRITE));             \
    g_object_class_install_property(klass, first + 1,                                                 \
                                    g_param_spec_int("y", 0, 0, G_MININT, G_MAXINT, 0, G_PARAM_READWRITE)); \
    g_object_class_install_property(klass, first + 2,                                                 \
                                    g_param_spec_int("width", 0, 0, 0, G_MAXINT, 0, G_PARAM_READWRITE)); \
    g_object_class_install_property(klass, first + 3,                                                 \
                                    g_param_spec_int("height", 0, 0, 0, G_MAXINT, 0, G_PARAM_READWRITE))

typedef struct { int x, y, width, height; } BenchRect;

static gboolean bench_rect_set(BenchRect *rect, guint id, guint first, const GValue *value) {
    if (id < first || id > first + 3) return FALSE;
    int *fields[] = {&rect->x, &rect->y, &rect->width, &rect->height};
    *fields[id - first] = g_value_get_int(value);
    return TRUE;
}

static gboolean bench_rect_get(BenchRect *rect, guint id, guint first, GValue *value) {
    if (id < first || id > first + 3) return FALSE;
    int fields[] = {rect->x, rect->y, rect->width, rect->height};
    g_value_set_int(value, fields[id - first]);
    return TRUE;
}

/* Cells: a title; a text field's cell also a text and a background color. */
#define BENCH_TYPE_CELL (bench_cell_get_type())
G_DECLARE_FINAL_TYPE(BenchCell, bench_cell, BENCH, CELL, GObject)
struct _BenchCell {
    GObject parent;
    char *title;
    GdkRGBA text_color, background_color;
};
G_DEFINE_TYPE(BenchCell, bench_cell, G_TYPE_OBJECT)
enum { CELL_TITLE = 1, CELL_TEXT_COLOR, CELL_BACKGROUND_COLOR };

static void bench_cell_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    BenchCell *cell = BENCH_CELL(object);
    switch (id) {
    case CELL_TITLE: g_free(cell->title); cell->title = g_value_dup_string(value); break;
    case CELL_TEXT_COLOR: cell->text_color = *(GdkRGBA *)g_value_get_boxed(value); break;
    case CELL_BACKGROUND_COLOR: cell->background_color = *(GdkRGBA *)g_value_get_boxed(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_cell_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    BenchCell *cell = BENCH_CELL(object);
    switch (id) {
    case CELL_TITLE: g_value_set_string(value, cell->title); break;
    case CELL_TEXT_COLOR: g_value_set_boxed(value, &cell->text_color); break;
    case CELL_BACKGROUND_COLOR: g_value_set_boxed(value, &cell->background_color); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_cell_finalize(GObject *object) {
    g_free(BENCH_CELL(object)->title);
    G_OBJECT_CLASS(bench_cell_parent_class)->finalize(object);
}

static void bench_cell_class_init(BenchCellClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->set_property = bench_cell_set_property;
    object_class->get_property = bench_cell_get_property;
    object_class->finalize = bench_cell_finalize;
    g_object_class_install_property(object_class, CELL_TITLE,
                                    g_param_spec_string("title", 0, 0, NULL, G_PARAM_READWRITE));
    g_object_class_install_property(object_class, CELL_TEXT_COLOR,
                                    g_param_spec_boxed("text-color", 0, 0, GDK_TYPE_RGBA, G_PARAM_READWRITE));
    g_object_class_install_property(object_class, CELL_BACKGROUND_COLOR,
                                    g_param_spec_boxed("background-color", 0, 0, GDK_TYPE_RGBA, G_PARAM_READWRITE));
}

static void bench_cell_init(BenchCell *cell) { (void)cell; }

/* The two cell classes of the file are the cell under two names, as
 * nibbench's BenchButtonCell and BenchTextFieldCell differ only in keys. */
static GType bench_button_cell_get_type(void);
static GType bench_text_field_cell_get_type(void);
typedef BenchCell BenchButtonCell;
typedef BenchCellClass BenchButtonCellClass;
G_DEFINE_TYPE(BenchButtonCell, bench_button_cell, BENCH_TYPE_CELL)
static void bench_button_cell_class_init(BenchButtonCellClass *klass) { (void)klass; }
static void bench_button_cell_init(BenchButtonCell *cell) { (void)cell; }
typedef BenchCell BenchTextFieldCell;
typedef BenchCellClass BenchTextFieldCellClass;
G_DEFINE_TYPE(BenchTextFieldCell, bench_text_field_cell, BENCH_TYPE_CELL)
static void bench_text_field_cell_class_init(BenchTextFieldCellClass *klass) { (void)klass; }
static void bench_text_field_cell_init(BenchTextFieldCell *cell) { (void)cell; }

/* A view: a frame and subviews (GtkBuildable's add_child), each subview
 * pointing back at it. A control is a view with a cell, a color and an
 * `action` signal, the target-action of the owner. */
#define BENCH_TYPE_VIEW (bench_view_get_type())
G_DECLARE_DERIVABLE_TYPE(BenchView, bench_view, BENCH, VIEW, GObject)
struct _BenchViewClass { GObjectClass parent_class; };
typedef struct {
    BenchRect frame;
    GPtrArray *subviews;
    BenchView *superview;
    BenchCell *cell;
    GdkRGBA tint;
} BenchViewPrivate;
static void bench_view_buildable_init(GtkBuildableIface *iface);
G_DEFINE_TYPE_WITH_CODE(BenchView, bench_view, G_TYPE_OBJECT,
                        G_ADD_PRIVATE(BenchView)
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_BUILDABLE, bench_view_buildable_init))
enum { VIEW_X = 1, VIEW_CELL = 5, VIEW_TINT };
static guint bench_action_signal;

static void bench_view_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    BenchViewPrivate *view = bench_view_get_instance_private(BENCH_VIEW(object));
    if (bench_rect_set(&view->frame, id, VIEW_X, value)) return;
    switch (id) {
    case VIEW_CELL: g_clear_object(&view->cell); view->cell = g_value_dup_object(value); break;
    case VIEW_TINT: view->tint = *(GdkRGBA *)g_value_get_boxed(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_view_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    BenchViewPrivate *view = bench_view_get_instance_private(BENCH_VIEW(object));
    if (bench_rect_get(&view->frame, id, VIEW_X, value)) return;
    switch (id) {
    case VIEW_CELL: g_value_set_object(value, view->cell); break;
    case VIEW_TINT: g_value_set_boxed(value, &view->tint); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_view_dispose(GObject *object) {
    BenchViewPrivate *view = bench_view_get_instance_private(BENCH_VIEW(object));
    g_clear_pointer(&view->subviews, g_ptr_array_unref);
    g_clear_object(&view->cell);
    G_OBJECT_CLASS(bench_view_parent_class)->dispose(object);
}

static void bench_view_class_init(BenchViewClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->set_property = bench_view_set_property;
    object_class->get_property = bench_view_get_property;
    object_class->dispose = bench_view_dispose;
    BENCH_FRAME_PROPERTIES(object_class, VIEW_X);
    g_object_class_install_property(object_class, VIEW_CELL,
                                    g_param_spec_object("cell", 0, 0, BENCH_TYPE_CELL, G_PARAM_READWRITE));
    g_object_class_install_property(object_class, VIEW_TINT,
                                    g_param_spec_boxed("tint", 0, 0, GDK_TYPE_RGBA, G_PARAM_READWRITE));
    bench_action_signal = g_signal_new("action", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 0);
}

static void bench_view_init(BenchView *self) {
    BenchViewPrivate *view = bench_view_get_instance_private(self);
    view->subviews = g_ptr_array_new_with_free_func(g_object_unref);
}

static void bench_view_add_child(GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type) {
    (void)builder; (void)type;
    BenchViewPrivate *view = bench_view_get_instance_private(BENCH_VIEW(buildable));
    BenchViewPrivate *subview = bench_view_get_instance_private(BENCH_VIEW(child));
    subview->superview = BENCH_VIEW(buildable);
    g_ptr_array_add(view->subviews, g_object_ref(child));
}

static void bench_view_buildable_init(GtkBuildableIface *iface) { iface->add_child = bench_view_add_child; }

static GType bench_button_get_type(void);
static GType bench_text_field_get_type(void);
typedef BenchView BenchButton;
typedef BenchViewClass BenchButtonClass;
G_DEFINE_TYPE(BenchButton, bench_button, BENCH_TYPE_VIEW)
static void bench_button_class_init(BenchButtonClass *klass) { (void)klass; }
static void bench_button_init(BenchButton *button) { (void)button; }
typedef BenchView BenchTextField;
typedef BenchViewClass BenchTextFieldClass;
G_DEFINE_TYPE(BenchTextField, bench_text_field, BENCH_TYPE_VIEW)
static void bench_text_field_class_init(BenchTextFieldClass *klass) { (void)klass; }
static void bench_text_field_init(BenchTextField *field) { (void)field; }

/* The window: a title, a content rectangle, a content view, a delegate. */
#define BENCH_TYPE_WINDOW (bench_window_get_type())
G_DECLARE_FINAL_TYPE(BenchWindow, bench_window, BENCH, WINDOW, GObject)
struct _BenchWindow {
    GObject parent;
    char *title;
    BenchRect content_rect;
    BenchView *content_view;
    GObject *delegate; /* weak, as NSWindow's */
};
G_DEFINE_FINAL_TYPE(BenchWindow, bench_window, G_TYPE_OBJECT)
enum { WINDOW_TITLE = 1, WINDOW_CONTENT_VIEW, WINDOW_DELEGATE, WINDOW_X };

static void bench_window_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    BenchWindow *window = BENCH_WINDOW(object);
    if (bench_rect_set(&window->content_rect, id, WINDOW_X, value)) return;
    switch (id) {
    case WINDOW_TITLE: g_free(window->title); window->title = g_value_dup_string(value); break;
    case WINDOW_CONTENT_VIEW:
        g_clear_object(&window->content_view);
        window->content_view = g_value_dup_object(value);
        break;
    case WINDOW_DELEGATE: window->delegate = g_value_get_object(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_window_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    BenchWindow *window = BENCH_WINDOW(object);
    if (bench_rect_get(&window->content_rect, id, WINDOW_X, value)) return;
    switch (id) {
    case WINDOW_TITLE: g_value_set_string(value, window->title); break;
    case WINDOW_CONTENT_VIEW: g_value_set_object(value, window->content_view); break;
    case WINDOW_DELEGATE: g_value_set_object(value, window->delegate); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_window_dispose(GObject *object) {
    g_clear_object(&BENCH_WINDOW(object)->content_view);
    G_OBJECT_CLASS(bench_window_parent_class)->dispose(object);
}

static void bench_window_finalize(GObject *object) {
    g_free(BENCH_WINDOW(object)->title);
    G_OBJECT_CLASS(bench_window_parent_class)->finalize(object);
}

static void bench_window_class_init(BenchWindowClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->set_property = bench_window_set_property;
    object_class->get_property = bench_window_get_property;
    object_class->dispose = bench_window_dispose;
    object_class->finalize = bench_window_finalize;
    g_object_class_install_property(object_class, WINDOW_TITLE,
                                    g_param_spec_string("title", 0, 0, NULL, G_PARAM_READWRITE));
    g_object_class_install_property(object_class, WINDOW_CONTENT_VIEW,
                                    g_param_spec_object("content-view", 0, 0, BENCH_TYPE_VIEW, G_PARAM_READWRITE));
    g_object_class_install_property(object_class, WINDOW_DELEGATE,
                                    g_param_spec_object("delegate", 0, 0, G_TYPE_OBJECT, G_PARAM_READWRITE));
    BENCH_FRAME_PROPERTIES(object_class, WINDOW_X);
}

static void bench_window_init(BenchWindow *window) { (void)window; }

/* ---- The owner: File's Owner, its outlets and the action it receives. ---- */

typedef struct {
    GObject *object; /* exposed to the builder as "owner" */
    GObject *window;
    GPtrArray *outlets, *collection;
    GObject *last_sender;
    int actions;
} Owner;

static void control_clicked(Owner *owner, GObject *sender) {
    owner->last_sender = sender;
    owner->actions++;
}

static Owner *owner_from(GObject *object) { return g_object_get_data(object, "bench-owner"); }

static void control_clicked_swapped(GObject *owner, GObject *sender) { control_clicked(owner_from(owner), sender); }

/* One load: the builder, the file, the outlets. The builder is returned so
 * the caller can tear the graph down outside the clock. */
static GtkBuilder *load(const char *bytes, size_t length, Owner *owner, const struct peer_outlets *ids,
                        const char *window_id) {
    GtkBuilder *builder = gtk_builder_new();
    GtkBuilderScope *scope = gtk_builder_cscope_new();
    gtk_builder_cscope_add_callback_symbol(GTK_BUILDER_CSCOPE(scope), "control_clicked",
                                           G_CALLBACK(control_clicked_swapped));
    gtk_builder_set_scope(builder, scope);
    g_object_unref(scope);
    gtk_builder_expose_object(builder, "owner", owner->object);
    GError *error = NULL;
    if (!gtk_builder_add_from_string(builder, bytes, (gssize)length, &error)) {
        fprintf(stderr, "gtk_builder_add_from_string: %s\n", error->message);
        exit(1);
    }
    owner->window = gtk_builder_get_object(builder, window_id);
    g_ptr_array_set_size(owner->outlets, 0);
    g_ptr_array_set_size(owner->collection, 0);
    for (int k = 0; k < ids->outlet_count; k++)
        g_ptr_array_add(owner->outlets, gtk_builder_get_object(builder, ids->outlets[k]));
    for (int k = 0; k < ids->collection_count; k++)
        g_ptr_array_add(owner->collection, gtk_builder_get_object(builder, ids->collection[k]));
    return builder;
}

static void tear_down(GtkBuilder *builder, Owner *owner, gboolean widgets) {
    if (widgets) gtk_window_destroy(GTK_WINDOW(owner->window));
    g_ptr_array_set_size(owner->outlets, 0);
    g_ptr_array_set_size(owner->collection, 0);
    owner->window = NULL;
    g_object_unref(builder);
}

static void check_widgets(const char *name, Owner *owner, const struct peer_options *options,
                          const struct peer_outlets *ids) {
    GtkWidget *fixed = gtk_window_get_child(GTK_WINDOW(owner->window));
    if (!GTK_IS_FIXED(fixed)) peer_fail(name, "the window's child is not a GtkFixed");
    int buttons = 0, entries = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(fixed); child; child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_BUTTON(child)) buttons++;
        else if (GTK_IS_ENTRY(child)) entries++;
    }
    if (buttons != (options->controls + 1) / 2 || entries != options->controls / 2)
        peer_fail(name, "wrong count of GtkButton and GtkEntry");
    if (strcmp(gtk_window_get_title(GTK_WINDOW(owner->window)), "Bench") != 0) peer_fail(name, "window title");
    GtkWidget *first = gtk_widget_get_first_child(fixed);
    GtkWidget *second = gtk_widget_get_next_sibling(first);
    /* GTK 4.8's gtk_fixed_get_child_position reads 0, 0 for a transform
     * set from a .ui file; the transform itself holds the position. */
    float x = 0, y = 0;
    int width, height;
    GskTransform *position = gtk_fixed_get_child_transform(GTK_FIXED(fixed), second);
    if (position) gsk_transform_to_translate(position, &x, &y);
    gtk_widget_get_size_request(second, &width, &height);
    if (x != 136 || y != 20 || width != 96 || height != 21) peer_fail(name, "the second control's frame");
    if (strcmp(gtk_button_get_label(GTK_BUTTON(first)), "Button 0") != 0) peer_fail(name, "the first title");
    if (strcmp(gtk_editable_get_text(GTK_EDITABLE(second)), "Field 1") != 0) peer_fail(name, "the second title");
    if ((int)owner->outlets->len != ids->outlet_count || g_ptr_array_index(owner->outlets, 0) != (gpointer)first)
        peer_fail(name, "outlet o0");
    g_signal_emit_by_name(first, "clicked");
    g_signal_emit_by_name(second, "activate");
    if (owner->actions != 2 || owner->last_sender != G_OBJECT(second)) peer_fail(name, "actions to the owner");
}

static void check_objects(const char *name, Owner *owner, const struct peer_options *options,
                          const struct peer_outlets *ids) {
    BenchWindow *window = BENCH_WINDOW(owner->window);
    if (strcmp(window->title, "Bench") != 0 || window->delegate != owner->object) peer_fail(name, "the window");
    BenchViewPrivate *content = bench_view_get_instance_private(window->content_view);
    int buttons = 0, fields = 0;
    for (guint k = 0; k < content->subviews->len; k++) {
        GObject *view = g_ptr_array_index(content->subviews, k);
        BenchViewPrivate *control = bench_view_get_instance_private(BENCH_VIEW(view));
        if (control->superview != window->content_view) peer_fail(name, "a superview");
        if (G_OBJECT_TYPE(view) == bench_button_get_type() &&
            G_OBJECT_TYPE(control->cell) == bench_button_cell_get_type())
            buttons++;
        else if (G_OBJECT_TYPE(view) == bench_text_field_get_type() &&
                 G_OBJECT_TYPE(control->cell) == bench_text_field_cell_get_type())
            fields++;
    }
    if (buttons != (options->controls + 1) / 2 || fields != options->controls / 2)
        peer_fail(name, "wrong count of BenchButton and BenchTextField");
    GObject *first = g_ptr_array_index(content->subviews, 0), *second = g_ptr_array_index(content->subviews, 1);
    BenchViewPrivate *button = bench_view_get_instance_private(BENCH_VIEW(first));
    BenchViewPrivate *field = bench_view_get_instance_private(BENCH_VIEW(second));
    if (field->frame.x != 136 || field->frame.y != 20 || field->frame.width != 96 || field->frame.height != 21)
        peer_fail(name, "the second control's frame");
    if (strcmp(button->cell->title, "Button 0") != 0 || strcmp(field->cell->title, "Field 1") != 0)
        peer_fail(name, "the titles");
    if (fabsf(field->cell->text_color.red - 7 / 255.0f) > 1e-4f || field->cell->background_color.blue != 1)
        peer_fail(name, "the second control's colors");
    if ((int)owner->outlets->len != ids->outlet_count || g_ptr_array_index(owner->outlets, 0) != (gpointer)first)
        peer_fail(name, "outlet o0");
    g_signal_emit(first, bench_action_signal, 0);
    g_signal_emit(second, bench_action_signal, 0);
    if (owner->actions != 2 || owner->last_sender != second) peer_fail(name, "actions to the owner");
}

int main(int argc, char **argv) {
    struct peer_options options = peer_parse(argc, argv);
    gboolean widgets = strcmp(options.variant, "objects") != 0;
    const char *name = widgets ? "gtk-widgets" : "gtk-objects";
    gtk_init();
    /* Types are registered before the first load, as nibbench registers its classes. */
    g_type_ensure(BENCH_TYPE_WINDOW);
    g_type_ensure(bench_button_get_type());
    g_type_ensure(bench_text_field_get_type());
    g_type_ensure(bench_button_cell_get_type());
    g_type_ensure(bench_text_field_cell_get_type());
    size_t length;
    char *bytes = peer_read(options.file, &length);
    struct peer_outlets ids = peer_read_outlets(options.outlets);
    Owner owner = {g_object_new(G_TYPE_OBJECT, NULL), NULL, g_ptr_array_new(), g_ptr_array_new(), NULL, 0};
    g_object_set_data(owner.object, "bench-owner", &owner);
    const char *window_id = "F0z-JX-Cv5";

    GtkBuilder *builder = load(bytes, length, &owner, &ids, window_id);
    if (widgets) check_widgets(name, &owner, &options, &ids);
    else check_objects(name, &owner, &options, &ids);
    tear_down(builder, &owner, widgets);

    double *times = calloc((size_t)options.repetitions, sizeof(double));
    for (int run = 0; run < options.warmups + options.repetitions; run++) {
        double start = peer_cpu_ms();
        builder = load(bytes, length, &owner, &ids, window_id);
        double elapsed = peer_cpu_ms() - start;
        tear_down(builder, &owner, widgets);
        while (g_main_context_iteration(NULL, FALSE)) {}
        if (run >= options.warmups) times[run - options.warmups] = elapsed;
    }
    peer_report(name, options.controls, times, options.repetitions);
    return 0;
}
