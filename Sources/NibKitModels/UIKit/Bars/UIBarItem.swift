import Foundation
import NibKitCore
import NibKitLoader

/// An item of a navigation bar, toolbar or tab bar, as UIKit's `UIBarItem`:
/// its title, image, tag and whether it is enabled.
///
/// UIKit's bar items are not views. NibKit's are responders so that they
/// can adopt ``Control`` and take the document's action
/// connections, as a bar button item's target and action.
open class UIBarItem: Responder {
    /// Whether the item takes taps.
    public var isEnabled = true
    /// The title, or nil.
    public var title: String?
    /// The image, or nil.
    public var image: UIImage?
    /// The image of a phone in landscape, or nil.
    public var landscapeImagePhone: UIImage?
    /// A number that identifies the item to the application.
    public var tag = 0
    /// The image's insets.
    public var imageInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The keys Interface Builder writes for every bar item: `enabled`,
    /// `title`, `image`, `landscapeImagePhone`, `tag` and `imageInsets`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("enabled", \UIBarItem.isEnabled),
            KeyBinding("title", \UIBarItem.title),
            KeyBinding("image", \UIBarItem.image),
            KeyBinding("landscapeImagePhone", \UIBarItem.landscapeImagePhone),
            KeyBinding("tag", \UIBarItem.tag),
            KeyBinding("imageInsets", \UIBarItem.imageInsets),
        ]
    }

    /// The title, when it has one.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let title { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}
