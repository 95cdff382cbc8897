import CGtk4
import NibKit

/// `UISlider` and `NSSlider`: a horizontal `GtkScale` that sends
/// `valueChanged` as it moves, and for `NSSlider` also
/// `primaryActionTriggered`, AppKit's action.
///
/// An AppKit slider keeps its values in its cell (`minValue`, `maxValue`,
/// `doubleValue`), which take the place of the slider's own.
///
/// ```swift
/// slider.value = 0.5
/// ```
@MainActor
public final class Slider: GtkView, Control {
    /// The value, between ``minimumValue`` and ``maximumValue``.
    public var value = 0.5
    /// The smallest value.
    public var minimumValue = 0.0
    /// The largest value.
    public var maximumValue = 1.0
    /// An AppKit slider's cell, which holds its values.
    public var cell: Cell? {
        didSet {
            guard let cell else { return }
            (minimumValue, maximumValue, value) = (cell.minValue, cell.maxValue, cell.doubleValue)
        }
    }

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("value", \Slider.value),
            KeyBinding("minValue", \Slider.minimumValue),
            KeyBinding("maxValue", \Slider.maximumValue),
            KeyBinding("cell", \Slider.cell),
        ]
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func makeWidget() -> WidgetPointer {
        let upper = max(maximumValue, minimumValue + .ulpOfOne)
        return gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimumValue, upper, (upper - minimumValue) / 100)
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        gtk_scale_set_draw_value(widget.as(GtkScale.self), 0)
        gtk_range_set_value(widget.as(GtkRange.self), value)
        SignalHandler.connect(widget.object, "value-changed") { [weak self] in self?.didMove() }
    }

    private func didMove() {
        value = gtk_range_get_value(widget.as(GtkRange.self))
        send(cell == nil ? [.valueChanged] : [.valueChanged, .primaryActionTriggered])
    }
}
