import CGtk4

/// What a `UISlider` and an `NSSlider` do the same way to a `GtkScale`.
enum SliderStyle {
    /// A horizontal scale from `minimum` to `maximum` (a range GTK accepts
    /// when the two are equal), without the value drawn beside it.
    @MainActor
    static func make(minimum: Double, maximum: Double) -> WidgetPointer {
        let upper = max(maximum, minimum + .ulpOfOne)
        let scale: WidgetPointer = gtk_scale_new_with_range(
            GTK_ORIENTATION_HORIZONTAL, minimum, upper, (upper - minimum) / 100)
        gtk_scale_set_draw_value(scale.as(GtkScale.self), 0)
        return scale
    }

    /// Sets the scale to `value` and calls `moved` with each value the user moves it to.
    @MainActor
    static func apply(to scale: WidgetPointer, value: Double, moved: @escaping @MainActor (Double) -> Void) {
        gtk_range_set_value(scale.as(GtkRange.self), value)
        SignalHandler.connect(scale.object, "value-changed") {
            moved(gtk_range_get_value(scale.as(GtkRange.self)))
        }
    }
}
