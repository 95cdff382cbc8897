import NibKit

/// A view's layer: what documents set by key path (`layer.cornerRadius`)
/// through user-defined runtime attributes.
///
/// GTK has no layers; the values become the view's CSS (`border-radius`,
/// a border).
///
/// ```swift
/// try view.setValue(8, forKeyPath: "layer.cornerRadius")
/// ```
public final class Layer: NibObject, NibKeyValueCoding {
    /// The corner radius, in points.
    public var cornerRadius = 0.0
    /// The border width, in points.
    public var borderWidth = 0.0
    /// Whether sublayers are clipped to the corners.
    public var masksToBounds = false

    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("cornerRadius", \Layer.cornerRadius),
            KeyBinding("borderWidth", \Layer.borderWidth),
            KeyBinding("masksToBounds", \Layer.masksToBounds),
        ]
    }
}
