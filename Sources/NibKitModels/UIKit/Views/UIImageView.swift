import NibKitCore
import NibKitLoader

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// An image is the resource the load found for the name the document gives
/// (nil when the bundle has none, with a warning).
///
/// ```swift
/// imageView.image?.name  // "logo"
/// ```
open class UIImageView: UIView {
    /// The image shown.
    public var image: UIImage?
    /// The image shown while the view is highlighted.
    public var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    public var isHighlighted = false
    /// Whether a symbol image grows with the user's preferred text size.
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// The keys of Interface Builder's `<imageView>`: `image`,
    /// `highlightedImage`, `highlighted` and
    /// `adjustsImageSizeForAccessibilityContentSizeCategory`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("image", \UIImageView.image),
            KeyBinding("highlightedImage", \UIImageView.highlightedImage),
            KeyBinding("highlighted", \UIImageView.isHighlighted),
            KeyBinding(
                "adjustsImageSizeForAccessibilityContentSizeCategory",
                \UIImageView.adjustsImageSizeForAccessibilityContentSizeCategory),
        ]
    }

    /// The frame, then the image's name.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let name = image?.name { fields.append(("image", ObjectDescription.text(name))) }
        return fields
    }
}
