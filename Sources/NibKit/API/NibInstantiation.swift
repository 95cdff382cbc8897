/// The live graph one instantiation produced.
///
/// Like `UINib.instantiate(withOwner:options:)`, the important part is the
/// top-level objects (never placeholders). Holding this value keeps every
/// object the load created alive; dropping it leaves alive what the
/// top-level objects, the owner and the external objects still hold.
///
/// ```swift
/// let graph = try template.instantiate(owner: controller)
/// let window = graph.topLevelObjects.first as? Window
/// ```
public struct NibInstantiation {
    /// The objects without a parent, in document order.
    public let topLevelObjects: [NibObject]
    /// The objects flagged visible at launch, in document order.
    public let visibleAtLaunchObjects: [NibObject]
    /// Problems that did not stop the load, such as a missing image.
    public let warnings: [Diagnostic]
    let index: ObjectIndex

    /// The object the load created with this archive id.
    public func object(withID id: String) -> NibObject? {
        index.object(withID: id)
    }

    /// The created objects by archive id, made on the first look-up: most
    /// loads never ask, and a table of every object is not free.
    final class ObjectIndex {
        private let objects: [TemplateObject]
        private let instances: [NibObject?]
        private lazy var byID: [String: NibObject] = {
            var byID: [String: NibObject] = [:]
            byID.reserveCapacity(instances.count)
            for (index, object) in objects.enumerated() where !object.role.isPlaceholder {
                if let instance = instances[index] { byID[object.id] = instance }
            }
            return byID
        }()

        init(objects: [TemplateObject], instances: [NibObject?]) {
            self.objects = objects
            self.instances = instances
        }

        func object(withID id: String) -> NibObject? { byID[id] }
    }
}
