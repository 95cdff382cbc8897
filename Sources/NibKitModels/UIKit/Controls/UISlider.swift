import Foundation
import NibKitCore
import NibKitLoader

/// A control that picks a value along a track, as UIKit's `UISlider`.
open class UISlider: UIControl {
    /// The value, between ``minimumValue`` and ``maximumValue``.
    public var value: Float = 0
    /// The smallest value.
    public var minimumValue: Float = 0
    /// The largest value.
    public var maximumValue: Float = 1
    /// Whether a drag sends value changes as it moves, not only at its end.
    public var isContinuous = true
    /// The color of the track below the thumb, or nil.
    public var minimumTrackTintColor: Color?
    /// The color of the track above the thumb, or nil.
    public var maximumTrackTintColor: Color?
    /// The thumb's color, or nil.
    public var thumbTintColor: Color?
    /// The image at the minimum end, or nil.
    public var minimumValueImage: UIImage?
    /// The image at the maximum end, or nil.
    public var maximumValueImage: UIImage?

    /// The keys of Interface Builder's `<slider>`: `value`, `minValue`,
    /// `maxValue`, `continuous`, the three tint colors and the two end images.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("value", \UISlider.value),
            KeyBinding("minValue", \UISlider.minimumValue),
            KeyBinding("maxValue", \UISlider.maximumValue),
            KeyBinding("continuous", \UISlider.isContinuous),
            KeyBinding("minimumTrackTintColor", \UISlider.minimumTrackTintColor),
            KeyBinding("maximumTrackTintColor", \UISlider.maximumTrackTintColor),
            KeyBinding("thumbTintColor", \UISlider.thumbTintColor),
            KeyBinding("minimumValueImage", \UISlider.minimumValueImage),
            KeyBinding("maximumValueImage", \UISlider.maximumValueImage),
        ]
    }

    /// The frame, then the value.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("value", ObjectDescription.number(CGFloat(value)))]
    }
}
