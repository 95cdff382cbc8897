import Foundation

/// A storyboard whose scenes are instantiated one at a time: NibKit's
/// `UIStoryboard` / `NSStoryboard`.
///
/// Reading a storyboard validates the whole document once, then keeps one
/// template per scene, each with the scene's own placeholders. Segues are
/// recorded as connections; performing them is the host toolkit's business.
///
/// ```swift
/// let storyboard = try NibStoryboard(contentsOf: URL(fileURLWithPath: "Main.storyboard"), registry: registry)
/// let first = try storyboard.instantiateInitialViewController()
/// let detail = try storyboard.instantiateViewController(withIdentifier: "Detail")
/// ```
public struct NibStoryboard: Sendable {
    /// One scene: its view controller and the template that creates it.
    public struct Scene: Sendable {
        /// The scene's id (`sceneID`).
        public let id: String
        /// The id of the scene's view controller.
        public let viewControllerID: String?
        /// The view controller's storyboard identifier, when it has one.
        public let storyboardIdentifier: String?
        /// The template of the scene's objects and placeholders.
        public let template: NibTemplate
    }

    /// The scenes, in document order.
    public let scenes: [Scene]
    /// The id of the view controller the storyboard starts with.
    public let initialViewControllerID: String?
    /// The storyboard's path, as used in diagnostics.
    public let path: String

    /// Reads and validates the storyboard at `url`.
    public init(contentsOf url: URL, registry: ClassRegistry, mode: ReadingMode? = nil) throws(NibError) {
        try self.init(
            data: try NibTemplate.read(url), path: url.relativePath, registry: registry,
            resources: DirectoryResourceProvider(directory: url.deletingLastPathComponent()), mode: mode)
    }

    /// Reads and validates a storyboard held in memory.
    public init(
        data: Data, path: String = "<data>", registry: ClassRegistry,
        resources: any ResourceProvider = InMemoryResourceProvider(), mode: ReadingMode? = nil
    ) throws(NibError) {
        let document = try DocumentReader.read(data, path: path, mode: mode)
        guard document.format == .storyboard else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(.error, "this is not a storyboard", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        // Validate everything once, so each problem is reported once.
        _ = try NibTemplate(document: document, registry: registry, resources: resources, mode: mode)
        let allIDs = Set(document.placeholders.map(\.id) + document.objects.flatMap(Self.ids))
        var scenes: [Scene] = []
        for scene in document.scenes {
            var sceneDocument = document
            sceneDocument.placeholders = document.placeholders.filter { scene.placeholderIDs.contains($0.id) }
            sceneDocument.objects = document.objects.filter { scene.objectIDs.contains($0.id) }
            sceneDocument.scenes = []
            sceneDocument.statistics = nil
            let inside = Set(sceneDocument.placeholders.map(\.id) + sceneDocument.objects.flatMap(Self.ids))
            sceneDocument.objectCount = inside.count
            let template = try NibTemplate(
                document: sceneDocument, registry: registry, resources: resources, mode: mode,
                outsideIDs: allIDs.subtracting(inside))
            scenes.append(
                Scene(
                    id: scene.id, viewControllerID: scene.viewControllerID,
                    storyboardIdentifier: scene.storyboardIdentifier, template: template))
        }
        self.scenes = scenes
        self.initialViewControllerID = document.initialViewControllerID
        self.path = path
    }

    /// The ids of an object and of every object nested in it.
    private static func ids(_ object: DocumentObject) -> [String] {
        var result = [object.id]
        func collect(_ value: DocumentValue) {
            switch value {
            case .object(let nested): result += ids(nested)
            case .array(let items): items.forEach(collect)
            case .dictionary(let entries): entries.forEach { collect($0.value) }
            default: break
            }
        }
        object.properties.forEach { collect($0.value) }
        return result
    }

    /// Creates the scene of the initial view controller and returns its graph.
    public func instantiateInitialScene(options: InstantiationOptions = InstantiationOptions()) throws(NibError)
        -> NibInstantiation
    {
        guard let id = initialViewControllerID, let scene = scenes.first(where: { $0.viewControllerID == id }) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(.error, "the storyboard has no initial view controller", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return try scene.template.instantiate(options: options)
    }

    /// Creates the scene whose view controller has this storyboard
    /// identifier and returns its graph.
    public func instantiateScene(withIdentifier identifier: String, options: InstantiationOptions = InstantiationOptions())
        throws(NibError) -> NibInstantiation
    {
        guard let scene = scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, "no view controller has the storyboard identifier '\(identifier)'",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return try scene.template.instantiate(options: options)
    }

    /// Creates the initial view controller, with its scene, as
    /// `UIStoryboard.instantiateInitialViewController()` does.
    public func instantiateInitialViewController(options: InstantiationOptions = InstantiationOptions())
        throws(NibError) -> NibObject
    {
        let graph = try instantiateInitialScene(options: options)
        return try viewController(in: graph, id: initialViewControllerID)
    }

    /// Creates the view controller with this storyboard identifier, with its
    /// scene, as `UIStoryboard.instantiateViewController(withIdentifier:)` does.
    public func instantiateViewController(withIdentifier identifier: String, options: InstantiationOptions = InstantiationOptions())
        throws(NibError) -> NibObject
    {
        let graph = try instantiateScene(withIdentifier: identifier, options: options)
        let id = scenes.first { $0.storyboardIdentifier == identifier }?.viewControllerID
        return try viewController(in: graph, id: id)
    }

    private func viewController(in graph: NibInstantiation, id: String?) throws(NibError) -> NibObject {
        guard let id, let controller = graph.object(withID: id) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(.error, "the scene has no view controller", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return controller
    }
}
