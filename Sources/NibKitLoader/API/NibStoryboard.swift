import Foundation
import NibKitCore

/// A storyboard whose scenes are instantiated one at a time: NibKit's
/// `UIStoryboard` / `NSStoryboard`.
///
/// Reading a storyboard cuts its document into one document per scene, checks
/// once what only the whole storyboard shows (an id used in two scenes, an
/// initial view controller no scene has), and cuts each scene's view from
/// its view controller as Xcode's storyboard compiler does; it builds a
/// template of each scene's controller and one of its view, with File's
/// Owner standing for the controller, as a compiled `.storyboardc` holds them.
/// Every problem of every scene is reported together. Segues are recorded as
/// connections; performing them is the host toolkit's business.
///
/// A scene's view is loaded lazily, as UIKit loads it: a view controller
/// that adopts ``ViewLoading`` (NibKitBundle's `NibViewController`, and so
/// the standard `UIViewController` and `NSViewController`) is given the
/// view's template and instantiates it, with itself as File's Owner, when
/// its view is first asked for; any other controller (a `DynamicObject`,
/// a class of a registry without view controllers) gets its view at once.
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
        /// The template of the scene's view controller: the scene's objects
        /// and placeholders but its controller's view.
        public let template: NibTemplate
        /// The template of the view the view controller loads when its view
        /// is first asked for, with File's Owner standing for the controller:
        /// of a compiled storyboard, the view nib it names (`UINibName`); of
        /// a source storyboard, the view cut from the scene. Nil when the
        /// controller has no view of its own (a navigation, tab bar or
        /// window controller, a storyboard reference).
        public internal(set) var viewTemplate: NibTemplate?
        /// Whether the scene's view controller is a reference to a scene
        /// of another storyboard (`<viewControllerPlaceholder>`, or macOS's
        /// `<controllerPlaceholder>`), whose `storyboardName` and
        /// `referencedIdentifier` are its properties; false in a compiled
        /// storyboard, which keeps no such scene.
        public internal(set) var isStoryboardReference = false
        /// Of a compiled scene, its view controller's
        /// `UIExternalObjectsTableForViewLoading`: each upstream placeholder
        /// of the view nib and the id of the object of the scene nib it
        /// stands for (a segue template its controls trigger). Read from the
        /// archive, as the controller's class need not keep it.
        package internal(set) var viewExternalObjectIDs: [String: String] = [:]
    }

    /// The scenes, in document order.
    public let scenes: [Scene]
    /// The id of the view controller the storyboard starts with.
    public let initialViewControllerID: String?
    /// Whether the storyboard is a launch screen, as its document says
    /// (`launchScreen="YES"`); nil for a compiled storyboard, whose
    /// Info.plist does not say.
    public let isLaunchScreen: Bool?
    /// The storyboard's path, as used in diagnostics.
    public let path: String
    /// Problems of the storyboard as a whole that do not prevent loading,
    /// which no one scene shows: an object in no scene, or an initial view
    /// controller that is no scene's view controller (both errors when
    /// reading strictly). Each scene's template has its own ``NibTemplate/warnings``.
    ///
    /// ```swift
    /// for warning in storyboard.warnings { print(warning) }
    /// // Main.storyboard:1:1: warning: the initial view controller 'Xyz-12-abc' is no scene's view controller, ...
    /// ```
    public let warnings: [Diagnostic]

    /// Reads and validates the storyboard at `url`: a `.storyboard`, or a
    /// compiled `.storyboardc` folder, whose scene nibs that are `.nib`
    /// directories are read for `deploymentTarget`.
    public init(
        contentsOf url: URL, registry: ClassRegistry, mode: ReadingMode? = nil,
        deploymentTarget: DeploymentTarget = .newest
    ) throws(NibError) {
        if Self.isFolder(url) {
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
        let parserWarnings = document.warnings.count
        // Cut once, in the document stage, into a document per scene, with
        // what only the whole storyboard shows already checked; then one
        // template per scene, and every scene's problems reported together.
        let readingMode = mode ?? document.format.defaultMode
        var slices = StoryboardScenes(consume document, mode: readingMode)
        // The storyboard's own problems, then each scene's, in one funnel;
        // the warnings are handed on after the errors, each group by place.
        var problems = slices.diagnostics
        var scenes: [Scene] = []
        while var slice = slices.nextSlice() {
            // Both parts are built, so that the problems of both are reported.
            var template: NibTemplate?
            var viewTemplate: NibTemplate?
            do {
                let built = try NibTemplate(
                    document: slice.takeDocument(), registry: registry, resources: resources, mode: mode,
                    outsideIDs: slice.outsideIDs)
                // A template's warnings are the parser's, which every scene
                // keeps, then its own.
                problems.append(contentsOf: built.warnings.dropFirst(parserWarnings))
                template = built
            } catch {
                problems.append(contentsOf: error.diagnostics)
            }
            if let viewDocument = slice.takeViewDocument() {
                do {
                    let built = try NibTemplate(
                        document: viewDocument, registry: registry, resources: resources, mode: mode,
                        outsideIDs: slice.outsideIDs)
                    problems.append(contentsOf: built.warnings.dropFirst(parserWarnings))
                    viewTemplate = built
                } catch {
                    problems.append(contentsOf: error.diagnostics)
                }
            }
            if let template {
                scenes.append(
                    Scene(
                        id: slice.id, viewControllerID: slice.viewControllerID,
                        storyboardIdentifier: slice.storyboardIdentifier, location: slice.location, template: template,
                        viewTemplate: viewTemplate, isStoryboardReference: slice.isStoryboardReference))
            }
        }
        guard !problems.hasErrors else {
            throw NibError(
                .invalidArchive, diagnostics: Diagnostic.sorted(problems.errors) + Diagnostic.sorted(problems.warnings))
        }
        self.scenes = scenes
        self.initialViewControllerID = slices.initialViewControllerID
        self.isLaunchScreen = slices.isLaunchScreen
        self.warnings = slices.diagnostics.warnings
        self.path = path
    }

    /// Whether `url` names a compiled storyboard: a `.storyboardc` folder,
    /// which is read scene by scene rather than as one archive. The one test
    /// `NibTemplate.diagnose` and nibtool make.
    package static func isCompiledStoryboard(at url: URL) -> Bool {
        url.pathExtension == "storyboardc" && isFolder(url)
    }

    /// Whether `url` is a folder, as `ContainedFolder` sees it from the folder that holds it.
    private static func isFolder(_ url: URL) -> Bool {
        if case .directory = ContainedFolder(root: url.deletingLastPathComponent(), noun: "folder").entry(at: url) {
            return true
        }
        return false
    }

    /// Every warning of a storyboard that loaded: its own and its scenes'
    /// (and their view nibs'), by place, each once: the scenes of a compiled
    /// storyboard's identifiers that name one nib share its template and its warnings.
    package var allWarnings: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        var all = warnings.filter { seen.insert($0).inserted }
        for scene in scenes {
            all += scene.template.warnings.filter { seen.insert($0).inserted }
            if let view = scene.viewTemplate { all += view.warnings.filter { seen.insert($0).inserted } }
        }
        return Diagnostic.sorted(all)
    }

    /// Creates the scene of the initial view controller, its view included,
    /// and returns its graph.
    ///
    /// The graph is the controller's and its view's, as a nib's is: the
    /// view is instantiated at once with the controller as File's Owner
    /// (no `viewDidLoad`), and ``NibInstantiation/object(withID:)`` finds the
    /// objects of both. To load the view as UIKit does, when it is first
    /// asked for, use ``instantiateInitialViewController(options:isolation:)``.
    public func instantiateInitialScene(
        options: InstantiationOptions = InstantiationOptions(), isolation: (any Actor)? = #isolation
    ) throws(NibError)
        -> NibInstantiation
    {
        try graph(of: initialScene(), options: options, isolation: isolation)
    }

    /// The scene of the initial view controller.
    private func initialScene() throws(NibError) -> Scene {
        guard let id = initialViewControllerID, let scene = scenes.first(where: { $0.viewControllerID == id }) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(.error, "the storyboard has no initial view controller", at: SourceLocation.start(of: path)))
        }
        return scene
    }

    /// The storyboard identifiers of the view controllers, in document order.
    public var storyboardIdentifiers: [String] { scenes.compactMap(\.storyboardIdentifier) }

    /// Creates the scene whose view controller has this storyboard
    /// identifier, its view included, and returns its graph, as
    /// ``instantiateInitialScene(options:isolation:)`` does.
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
    ) throws(NibError) -> NibInstantiation {
        try graph(of: scene(withIdentifier: identifier), options: options, isolation: isolation)
    }

    /// Creates `scene`, one of ``scenes``, its view included, and returns its
    /// graph, as ``instantiateInitialScene(options:isolation:)`` does: a
    /// scene without a storyboard identifier is created by this.
    ///
    /// ```swift
    /// for scene in storyboard.scenes { let graph = try storyboard.instantiateScene(scene) }
    /// ```
    public func instantiateScene(
        _ scene: Scene, options: InstantiationOptions = InstantiationOptions(), isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibInstantiation {
        try graph(of: scene, options: options, isolation: isolation)
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
    /// `UIStoryboard.instantiateInitialViewController()` does: its view is
    /// loaded when first asked for (see ``ViewLoading``).
    public func instantiateInitialViewController(
        options: InstantiationOptions = InstantiationOptions(), isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibObject {
        try viewController(of: initialScene(), options: options, isolation: isolation)
    }

    /// Creates the view controller with this storyboard identifier, with its
    /// scene, as `UIStoryboard.instantiateViewController(withIdentifier:)`
    /// does: its view is loaded when first asked for (see ``ViewLoading``).
    public func instantiateViewController(
        withIdentifier identifier: String, options: InstantiationOptions = InstantiationOptions(),
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibObject {
        try viewController(of: scene(withIdentifier: identifier), options: options, isolation: isolation)
    }

    /// The scene's view controller in its graph; a scene without one is an
    /// error at the scene's element.
    func viewController(in graph: NibInstantiation, scene: Scene?) throws(NibError) -> NibObject {
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
