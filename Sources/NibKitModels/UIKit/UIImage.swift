import NibKitCore
import NibKitLoader

/// An image a document names, as UIKit's `UIImage`: the resource the load
/// found for it, and the catalog of an SF Symbol reference.
///
/// A property of this type takes a plain image (`image="logo"`) and
/// Interface Builder's `<imageReference>` (`image="book.fill"
/// catalog="system"`). A plain image the bundle does not have leaves the
/// property nil, with the load's warning; a reference keeps its catalog
/// with no resource, as a system symbol always has.
///
/// ```swift
/// imageView.image?.name  // "logo"
/// ```
public struct UIImage: NibValueConvertible, Hashable, Sendable {
    /// The image's bytes and name, as the bundle gave them; nil for a
    /// reference to an image the bundle does not have, such as a system symbol.
    public var resource: NibResource?
    /// The catalog of a symbol (`system`), or nil for the bundle's image.
    public var catalog: String?
    /// The name of the image the bundle gave, or nil.
    public var name: String? { resource?.name }

    /// The image of a resource.
    public init(resource: NibResource?, catalog: String? = nil) {
        self.resource = resource
        self.catalog = catalog
    }

    /// Reads an image resource, or the dictionary of an `<imageReference>`,
    /// whose `image` is one (nil when the bundle has none); nil for any
    /// other value.
    public init?(nibValue: Any) {
        if let resource = nibValue as? NibResource {
            self.init(resource: resource)
        } else if let entries = nibValue as? [String: Any], let image = entries["image"] {
            self.init(resource: image as? NibResource, catalog: entries["catalog"] as? String)
        } else {
            return nil
        }
    }
}
