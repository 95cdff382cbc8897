import Foundation

/// An image or sound an archive names, loaded in the lifecycle's first phase.
///
/// A property that an archive gives an `<image>` or `<sound>` receives one of
/// these, holding the bytes the resource provider found.
///
/// ```swift
/// final class ImageView: NibObject {
///     var image: NibResource?
/// }
/// ```
public struct NibResource: Hashable, Sendable {
    /// What kind of resource this is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A picture, found in the image cache.
        case image
        /// A sound, found in the sound cache.
        case sound
        /// A named color an Interface Builder document defines in its resources.
        case color
    }

    /// Whether this is an image or a sound.
    public var kind: Kind
    /// The name the archive uses.
    public var name: String
    /// The resource's bytes.
    public var data: Data

    /// Creates a resource.
    public init(kind: Kind, name: String, data: Data) {
        self.kind = kind
        self.name = name
        self.data = data
    }
}
