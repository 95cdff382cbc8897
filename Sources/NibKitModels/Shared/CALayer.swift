import Foundation
import NibKitCore
import NibKitLoader

/// A view's layer: the corner radius, border and shadow that Interface
/// Builder's runtime attributes set through a view's `layer` key path, as on
/// iOS (`layer.cornerRadius`, `layer.borderWidth`).
///
/// ```swift
/// try button.setValue(8, forKeyPath: "layer.cornerRadius")
/// button.layer.cornerRadius  // 8
/// ```
///
/// Like Core Animation's `CALayer`, it takes any other key too and keeps its
/// value (``value(forUndefinedKey:)`` reads it back), so a runtime attribute
/// on a key it does not model, such as a misspelt `layer.maskToBounds`,
/// loads as it does on iOS.
open class CALayer: NibObject {
    /// The radius of the rounded corners; 0 for square ones.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds.
    public var borderWidth: CGFloat = 0
    /// The border's color; nil is opaque black, as Core Animation draws it.
    public var borderColor: Color?
    /// Whether sublayers and content are clipped to the rounded bounds.
    public var masksToBounds = false
    /// The shadow's color; nil is opaque black.
    public var shadowColor: Color?
    /// The shadow's opacity, from 0 (none, the default) to 1.
    public var shadowOpacity: Float = 0
    /// The shadow's offset from the layer, (0, -3) by default.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius, 3 by default.
    public var shadowRadius: CGFloat = 3
    /// The values of keys this class has no property for, by key.
    public private(set) var otherValues: [String: Any] = [:]

    /// The layer's appearance: `cornerRadius`, `borderWidth`, `borderColor`,
    /// `masksToBounds`, `shadowColor`, `shadowOpacity`, `shadowOffset` and
    /// `shadowRadius`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("cornerRadius", \CALayer.cornerRadius),
            KeyBinding("borderWidth", \CALayer.borderWidth),
            KeyBinding("borderColor", \CALayer.borderColor),
            KeyBinding("masksToBounds", \CALayer.masksToBounds),
            KeyBinding("shadowColor", \CALayer.shadowColor),
            KeyBinding("shadowOpacity", \CALayer.shadowOpacity),
            KeyBinding("shadowOffset", \CALayer.shadowOffset),
            KeyBinding("shadowRadius", \CALayer.shadowRadius),
        ]
    }

    /// True: a layer takes any key, as Core Animation's does.
    open override class var acceptsAnyKey: Bool { true }

    /// Keeps the value of a key the layer has no property for.
    open override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        otherValues[key] = value
    }

    /// The value kept for a key the layer has no property for, or nil.
    open override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
        otherValues[key]
    }

    /// The corner radius and border width when they are set.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if cornerRadius != 0 { fields.append(("cornerRadius", ObjectDescription.number(cornerRadius))) }
        if borderWidth != 0 { fields.append(("borderWidth", ObjectDescription.number(borderWidth))) }
        return fields
    }
}
