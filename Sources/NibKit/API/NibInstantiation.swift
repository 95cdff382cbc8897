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
    let objectsByID: [String: NibObject]

    /// The object the load created with this archive id.
    public func object(withID id: String) -> NibObject? {
        objectsByID[id]
    }
}
