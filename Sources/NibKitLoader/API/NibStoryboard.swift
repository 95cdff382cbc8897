import Foundation
import NibKitCore

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
        /// Where the scene's element is written: where a problem with the
        /// scene as a whole is reported.
        public let location: SourceLocation
        /// The template of the scene's objects and placeholders.
        public let template: NibTemplate
        /// In a compiled storyboard, the template of the view nib the view
        /// controller loads its view from (`UINibName`); nil otherwise.
        public internal(set) var viewTemplate: NibTemplate?
    }

    /// The scenes, in document order.
    public let scenes: [Scene]
    /// The id of the view controller the storyboard starts with.
    public let initialViewControllerID: String?
    /// The storyboard's path, as used in diagnostics.
    public let path: String

    /// Reads and validates the storyboard at `url`: a `.storyboard`, or a
    /// compiled `.storyboardc` folder, whose scene nibs that are `.nib`
    /// directories are read for `deploymentTarget`.
    public init(
        contentsOf url: URL, registry: ClassRegistry, mode: ReadingMode? = nil,
        deploymentTarget: DeploymentTarget = .newest
    ) throws(NibError) {
        if case .directory = ContainedFolder(root: url.deletingLastPathComponent(), noun: "folder").entry(at: url) {
            try self.init(compiledAt: url, registry: registry, mode: mode, deploymentTarget: deploymentTarget)
            return
        }
        try self.init(
            data: try ContainedFolder.readFile(url), path: url.relativePath, registry: registry,
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
                Diagnostic(.error, "this is not a storyboard", at: SourceLocation.start(of: path)))
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
                    storyboardIdentifier: scene.storyboardIdentifier, location: scene.location.located(in: path),
                    template: template))
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
    public func instantiateInitialScene(
        options: InstantiationOptions = InstantiationOptions(), isolation: (any Actor)? = #isolation
    ) throws(NibError)
        -> NibInstantiation
    {
        guard let id = initialViewControllerID, let scene = scenes.first(where: { $0.viewControllerID == id }) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(.error, "the storyboard has no initial view controller", at: SourceLocation.start(of: path)))
        }
        return try scene.template.instantiate(options: options, isolation: isolation)
    }

    /// The storyboard identifiers of the view controllers, in document order.
    public var storyboardIdentifiers: [String] { scenes.compactMap(\.storyboardIdentifier) }

    /// Creates the scene whose view controller has this storyboard
    /// identifier and returns its graph.
    ///
    /// An identifier no view controller has is an error located at the
    /// storyboard file, with the closest known identifier as a suggestion:
    ///
    /// ```swift
    /// try storyboard.instantiateScene(withIdentifier: "Detial")
    /// // Main.storyboard:1:1: error: no view controller has the storyboard identifier 'Detial'; did you mean 'Detail'?
    /// ```
    public func instantiateScene(
        withIdentifier identifier: String, options: InstantiationOptions = InstantiationOptions(),
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibInstantiation
    {
        try scene(withIdentifier: identifier).template.instantiate(options: options, isolation: isolation)
    }

    /// The scene whose view controller has this storyboard identifier.
    private func scene(withIdentifier identifier: String) throws(NibError) -> Scene {
        guard let scene = scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, Diagnostic.Message.unknownStoryboardIdentifier(identifier, among: storyboardIdentifiers),
                    at: SourceLocation.start(of: path), key: identifier))
        }
        return scene
    }

    /// Creates the initial view controller, with its scene, as
    /// `UIStoryboard.instantiateInitialViewController()` does.
    public func instantiateInitialViewController(
        options: InstantiationOptions = InstantiationOptions(), isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibObject
    {
        let graph = try instantiateInitialScene(options: options, isolation: isolation)
        let scene = scenes.first { $0.viewControllerID == initialViewControllerID }
        return try viewController(in: graph, scene: scene)
    }

    /// Creates the view controller with this storyboard identifier, with its
    /// scene, as `UIStoryboard.instantiateViewController(withIdentifier:)` does.
    public func instantiateViewController(
        withIdentifier identifier: String, options: InstantiationOptions = InstantiationOptions(),
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibObject
    {
        let scene = try scene(withIdentifier: identifier)
        let graph = try scene.template.instantiate(options: options, isolation: isolation)
        return try viewController(in: graph, scene: scene)
    }

    /// The scene's view controller in its graph; a scene without one is an
    /// error at the scene's element.
    private func viewController(in graph: NibInstantiation, scene: Scene?) throws(NibError) -> NibObject {
        guard let scene, let id = scene.viewControllerID, let controller = graph.object(withID: id) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, "the scene\(scene.map { " '\($0.id)'" } ?? "") has no view controller",
                    at: scene?.location ?? SourceLocation.start(of: path), objectID: scene?.id))
        }
        return controller
    }
}
