import NibKitCore

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
    /// The storyboard segues the load made, in document order: each with
    /// its live source (a view controller, or a control, bar button item,
    /// gesture recognizer or cell of its scene). Empty for a document
    /// without segues.
    ///
    /// ```swift
    /// let graph = try storyboard.scene(withIdentifier: "Login").template.instantiate()
    /// let next = graph.segues.first { $0.identifier == "showHome" }
    /// next?.kind  // "show"
    /// ```
    public let segues: [Segue]
    let index: ObjectIndex

    init(
        topLevelObjects: [NibObject], visibleAtLaunchObjects: [NibObject], warnings: [Diagnostic],
        segues: [Segue] = [], index: ObjectIndex
    ) {
        self.topLevelObjects = topLevelObjects
        self.visibleAtLaunchObjects = visibleAtLaunchObjects
        self.warnings = warnings
        self.segues = segues
        self.index = index
    }

    /// One segue of a storyboard scene as the load made it: what its
    /// `<segue>` (or a compiled storyboard's segue template) says, with the
    /// live object it starts from.
    ///
    /// A source storyboard's attribute names are kept for both kinds of
    /// storyboard: a compiled template's `UIModalPresentationStyle` 2 is
    /// `attributes["modalPresentationStyle"] == "formSheet"`.
    public struct Segue {
        /// The object the segue starts from: the scene's view controller,
        /// or the control, bar button item, gesture recognizer or cell that
        /// triggers it.
        public let source: NibObject
        /// The archive id of ``source``.
        public let sourceID: String
        /// The identifier code performs the segue by, or nil.
        public let identifier: String?
        /// The archive id of the segue (nil in a compiled storyboard).
        public let id: String?
        /// The id of the destination view controller: another scene's (or
        /// a storyboard reference's), or the scene's exit for an unwind
        /// segue; empty for an unwind segue read from a `.storyboardc`,
        /// which keeps no exit.
        public let destinationID: String
        /// The kind, as `<segue kind=…>` spells it: `show`, `presentation`,
        /// `embed`, `relationship`, `unwind`, `custom`...
        public let kind: String?
        /// The segue class `customClass` names, as written, or nil.
        public let customClass: String?
        /// The container property a `relationship` segue fills
        /// (`rootViewController`, `viewControllers`, `masterViewController`,
        /// `window.shadowedContentViewController`, `tabItems`...), or nil.
        public let relationship: String?
        /// The segue's other attributes by name, as written:
        /// `unwindAction`, `modalPresentationStyle`, `modalTransitionStyle`,
        /// `animates`, `popoverAnchorView`, `popoverAnchorBarButtonItem`, ...
        public let attributes: [String: String]
        /// Where the segue is written.
        public let location: SourceLocation
    }

    /// The object the load created with this archive id.
    public func object(withID id: String) -> NibObject? {
        index.object(withID: id)
    }

    /// Every object the load created, nested ones included, in document order.
    ///
    /// Placeholders are never among them: File's Owner, the external
    /// objects and the application are the caller's, and First Responder is
    /// no object at all. A test can check a whole graph without knowing its
    /// ids:
    ///
    /// ```swift
    /// let graph = try template.instantiate(owner: controller)
    /// #expect(graph.allObjects.count == 5)
    /// ```
    public var allObjects: [NibObject] { index.created }

    /// The objects the load created that are of type `type` (or a subclass
    /// of it), in document order.
    ///
    /// It finds the objects of one kind without an id or a walk through
    /// subviews; placeholders are never among them.
    ///
    /// ```swift
    /// let buttons = graph.objects(ofType: Button.self)
    /// #expect(buttons.map(\.title) == ["OK", "Cancel"])
    /// ```
    public func objects<T: NibObject>(ofType type: T.Type) -> [T] {
        index.created.compactMap { $0 as? T }
    }

    /// The object the load created whose Interface Builder label is `label`.
    ///
    /// Labels are the names Interface Builder's document outline shows,
    /// written as `userLabel` on an object's element in a `.xib` or
    /// `.storyboard`; when several objects share one, the first in document
    /// order is returned. NibKit's own format and compiled templates keep no
    /// labels, and placeholders are never returned.
    ///
    /// ```swift
    /// // <button ... id="Ok1-aB-c2d" userLabel="Log In Button">
    /// let login = graph.object(withUserLabel: "Log In Button") as? Button
    /// ```
    public func object(withUserLabel label: String) -> NibObject? {
        index.object(withUserLabel: label)
    }

    /// The created objects by archive id, made on the first look-up: most
    /// loads never ask, and a table of every object is not free.
    final class ObjectIndex {
        let objects: [TemplateObject]
        let instances: [NibObject?]
        let userLabels: [Int: String]
        private lazy var byID: [String: NibObject] = {
            var byID: [String: NibObject] = [:]
            byID.reserveCapacity(instances.count)
            for (index, object) in objects.enumerated() where !object.role.isPlaceholder {
                if let instance = instances[index] { byID[object.id] = instance }
            }
            return byID
        }()

        init(objects: [TemplateObject], instances: [NibObject?], userLabels: [Int: String]) {
            self.objects = objects
            self.instances = instances
            self.userLabels = userLabels
        }

        func object(withID id: String) -> NibObject? { byID[id] }

        /// The created objects in document order: the template's table puts
        /// placeholders first, then objects as the document writes them.
        var created: [NibObject] {
            var created: [NibObject] = []
            for index in objects.indices where !objects[index].role.isPlaceholder {
                if let instance = instances[index] { created.append(instance) }
            }
            return created
        }

        func object(withUserLabel label: String) -> NibObject? {
            // The first in document order: the table's order is the document's.
            let first = userLabels.lazy.filter { $0.value == label }.map(\.key).min()
            return first.flatMap { $0 < instances.count ? instances[$0] : nil }
        }
    }
}
