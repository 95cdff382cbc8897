import Foundation
import NibKitCore
import NibKitStrings

/// The image cache and the sound cache that phase 1 of the lifecycle fills.
///
/// Each template has its own cache, shared by all its instantiations, so an
/// image is read once however many times the template is instantiated. Pass
/// one cache in ``InstantiationOptions/resourceCache`` to share it between
/// templates, as an application shares one image cache. Safe to use from any
/// thread.
///
/// ```swift
/// let cache = ResourceCache()
/// var options = InstantiationOptions()
/// options.resourceCache = cache
/// ```
public final class ResourceCache: Sendable {
    private let storage = Locked<[Key: NibResource]>([:])

    private struct Key: Hashable {
        var kind: NibResource.Kind
        var name: String
    }

    /// Creates an empty cache.
    public init() {}

    /// The cached resource of this kind and name.
    public func resource(_ kind: NibResource.Kind, named name: String) -> NibResource? {
        storage.withLock { $0[Key(kind: kind, name: name)] }
    }

    /// Adds or replaces a resource.
    public func insert(_ resource: NibResource) {
        storage.withLock { $0[Key(kind: resource.kind, name: resource.name)] = resource }
    }

    /// The names cached for one kind, sorted.
    public func names(of kind: NibResource.Kind) -> [String] {
        storage.withLock { $0.keys.filter { $0.kind == kind }.map(\.name).sorted() }
    }

    /// Empties the cache.
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    /// The extensions tried, in order, for a resource of `kind` named without
    /// one: `.png` for an image, as `UIImage(named:)` tries it, and the like.
    package static func assumedExtensions(of kind: NibResource.Kind) -> [String] {
        switch kind {
        case .image: ["png", "jpg", "gif"]
        case .sound: ["caf", "wav", "aiff", "mp3"]
        case .color: []
        }
    }

    /// Finds a resource in the cache or else through `provider`: the name as
    /// written, then, when it has no extension, with the usual extensions of
    /// its kind (as `UIImage(named:)` tries `.png`).
    func load(_ kind: NibResource.Kind, named name: String, from provider: any ResourceProvider) throws
        -> NibResource?
    {
        if let cached = resource(kind, named: name) { return cached }
        var candidates = [name]
        if (name as NSString).pathExtension.isEmpty {
            candidates += Self.assumedExtensions(of: kind).map { "\(name).\($0)" }
        }
        for candidate in candidates {
            if let data = try provider.data(forResource: candidate) {
                let resource = NibResource(kind: kind, name: name, data: data)
                insert(resource)
                return resource
            }
        }
        return nil
    }
}
