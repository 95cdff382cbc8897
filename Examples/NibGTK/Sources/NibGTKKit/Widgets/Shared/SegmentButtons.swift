import CGtk4

/// The toggle buttons of a segmented control, a `UISegmentedControl`'s or
/// an `NSSegmentedControl`'s: one a segment in a linked box, grouped so
/// that one at a time is active.
@MainActor
struct SegmentButtons {
    private var buttons: [WidgetPointer] = []

    /// A horizontal box whose buttons GTK draws joined.
    static func makeBox() -> WidgetPointer {
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(box, "linked")
        return box
    }

    /// Adds a button for each title to `box`, segment `selected` active, and
    /// calls `chosen` with the index of each segment the user turns on.
    mutating func fill(
        _ box: WidgetPointer, titles: [String], selected: Int, chosen: @escaping @MainActor (Int) -> Void
    ) {
        for (index, title) in titles.enumerated() {
            guard let button = gtk_toggle_button_new_with_label(title) else { continue }
            gtk_widget_set_hexpand(button, 1)
            gtk_box_append(box.as(GtkBox.self), button)
            if let first = buttons.first {
                gtk_toggle_button_set_group(button.as(GtkToggleButton.self), first.as(GtkToggleButton.self))
            }
            gtk_toggle_button_set_active(button.as(GtkToggleButton.self), index == selected ? 1 : 0)
            buttons.append(button)
            SignalHandler.connect(button.object, "toggled") {
                // The button GTK turns off as another turns on reports nothing.
                guard gtk_toggle_button_get_active(button.as(GtkToggleButton.self)) != 0 else { return }
                chosen(index)
            }
        }
    }

    /// Turns segment `index` on, as a click does.
    func select(_ index: Int) {
        guard buttons.indices.contains(index) else { return }
        gtk_toggle_button_set_active(buttons[index].as(GtkToggleButton.self), 1)
    }

    /// Turns on the segment after `current`, wrapping; false when there are none.
    func selectNext(after current: Int) -> Bool {
        guard !buttons.isEmpty else { return false }
        select((current + 1) % buttons.count)
        return true
    }
}
