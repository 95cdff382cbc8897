import NibKitLoader

/// A pair of − and + buttons that step a value, as UIKit's `UIStepper`.
open class UIStepper: UIControl {
    /// The value.
    public var value: Double = 0
    /// The smallest value.
    public var minimumValue: Double = 0
    /// The largest value.
    public var maximumValue: Double = 100
    /// How much one press changes the value.
    public var stepValue: Double = 1
    /// Whether holding a button keeps stepping.
    public var autorepeat = true
    /// Whether each step sends a value change while a button is held.
    public var isContinuous = true
    /// Whether stepping past one end goes on from the other.
    public var wraps = false

    /// Steps the value up by ``stepValue`` (wrapping or stopping at the
    /// maximum) and sends `valueChanged`, as a press of + does.
    public func increment() {
        step(by: stepValue)
    }

    /// Steps the value down by ``stepValue`` and sends `valueChanged`, as a press of − does.
    public func decrement() {
        step(by: -stepValue)
    }

    private func step(by delta: Double) {
        var next = value + delta
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        value = next
        sendActions(for: .valueChanged)
    }

    /// The keys of Interface Builder's `<stepper>`: `value`, `minimumValue`,
    /// `maximumValue`, `stepValue`, `autorepeat`, `continuous` and `wraps`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("value", \UIStepper.value),
            KeyBinding("minimumValue", \UIStepper.minimumValue),
            KeyBinding("maximumValue", \UIStepper.maximumValue),
            KeyBinding("stepValue", \UIStepper.stepValue),
            KeyBinding("autorepeat", \UIStepper.autorepeat),
            KeyBinding("continuous", \UIStepper.isContinuous),
            KeyBinding("wraps", \UIStepper.wraps),
        ]
    }
}
