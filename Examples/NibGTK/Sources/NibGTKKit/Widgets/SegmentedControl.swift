import CGtk4
import NibKit

/// `UISegmentedControl` and `NSSegmentedControl`: a linked `GtkBox` of
/// grouped `GtkToggleButton`s, one a segment, which sends its actions when
/// another segment is chosen.
///
/// An iOS document lists the segments in the control
/// (`<segments><segment title="First"/>`, which reaches it as `segments`, an
/// array of dictionaries) with `selectedSegmentIndex`; a macOS one in its
/// cell, each with a `label` and the chosen one `selected`. A choice sends
/// `valueChanged` on iOS and `primaryActionTriggered`, AppKit's action, on macOS.
///
/// ```swift
/// segmented.select(1)  // through GTK: selectedSegmentIndex is 1, valueChanged is sent
/// ```
@MainActor
public final class SegmentedControl: GtkView, Control {
    /// An iOS control's segments, each a dictionary with its `title`.
    public var segments: [Any] = []
    /// The chosen segment, or -1 for none.
    public var selectedSegmentIndex = -1
    /// A macOS control's cell, which holds its segments.
    public var cell: Cell?

    private var buttons: [WidgetPointer] = []

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("segments", \SegmentedControl.segments),
            KeyBinding("selectedSegmentIndex", \SegmentedControl.selectedSegmentIndex),
            KeyBinding("cell", \SegmentedControl.cell),
        ]
    }

    /// The segments' titles, from the control or its cell.
    public var titles: [String] {
        (cell?.segments ?? segments).map { segment in
            let values = segment as? [String: Any] ?? [:]
            return values["title"] as? String ?? values["label"] as? String ?? ""
        }
    }

    /// The chosen segment as the document gives it: the index, or a macOS segment's `selected`.
    private var initialSelection: Int {
        guard let cellSegments = cell?.segments else { return selectedSegmentIndex }
        return cellSegments.firstIndex { segment in
            let selected = (segment as? [String: Any])?["selected"]
            return selected as? Bool ?? (selected as? String == "YES")
        } ?? -1
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func makeWidget() -> WidgetPointer {
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(box, "linked")
        return box
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        selectedSegmentIndex = initialSelection
        for (index, title) in titles.enumerated() {
            guard let button = gtk_toggle_button_new_with_label(title) else { continue }
            gtk_widget_set_hexpand(button, 1)
            gtk_box_append(widget.as(GtkBox.self), button)
            if let first = buttons.first {
                gtk_toggle_button_set_group(button.as(GtkToggleButton.self), first.as(GtkToggleButton.self))
            }
            gtk_toggle_button_set_active(button.as(GtkToggleButton.self), index == selectedSegmentIndex ? 1 : 0)
            buttons.append(button)
            SignalHandler.connect(button.object, "toggled") { [weak self] in self?.didToggle(index) }
        }
    }

    private func didToggle(_ index: Int) {
        guard index < buttons.count, gtk_toggle_button_get_active(buttons[index].as(GtkToggleButton.self)) != 0,
            index != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = index
        send([cell == nil ? .valueChanged : .primaryActionTriggered])
    }

    /// Chooses segment `index` through GTK, as a click on it does.
    public func select(_ index: Int) {
        _ = widget
        guard buttons.indices.contains(index) else { return }
        gtk_toggle_button_set_active(buttons[index].as(GtkToggleButton.self), 1)
    }

    /// Chooses the segment after the selected one, as a click on it does.
    public override func activate() -> Bool {
        _ = widget
        guard !buttons.isEmpty else { return false }
        select((selectedSegmentIndex + 1) % buttons.count)
        return true
    }
}
