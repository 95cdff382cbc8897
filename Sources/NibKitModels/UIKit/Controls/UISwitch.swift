import NibKitCore
import NibKitLoader

/// An on/off control, as UIKit's `UISwitch`.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    public var isOn = false
    /// The color of the track while on, or nil.
    public var onTintColor: Color?
    /// The thumb's color, or nil.
    public var thumbTintColor: Color?

    /// Sets ``isOn``, as a tap does, without sending actions.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The keys of Interface Builder's `<switch>`: `on`, `onTintColor` and `thumbTintColor`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("on", \UISwitch.isOn),
            KeyBinding("onTintColor", \UISwitch.onTintColor),
            KeyBinding("thumbTintColor", \UISwitch.thumbTintColor),
        ]
    }

    /// The frame, then `on`.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("on", ObjectDescription.flag(isOn))]
    }
}
