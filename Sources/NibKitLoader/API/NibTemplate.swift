import Foundation
import NibKitCore
import NibKitStrings

/// A parsed and validated archive, ready to be instantiated any number of
/// times: NibKit's `UINib`.
///
/// Making a template reads the archive once and checks everything that can be
/// checked without live objects: unique ids, references that resolve, classes
/// known to the registry, keys and actions the classes accept. It collects
/// every problem rather than stopping at the first. A template is an immutable
/// `Sendable` value; `instantiate(owner:externalObjects:options:)` may be
/// called from any thread, and each call returns a fresh graph.
///
/// ```swift
/// var registry = ClassRegistry()
/// registry.register(Window.self, as: "Window")
/// registry.register(LoginController.self, as: "LoginController")
/// let template = try NibTemplate(contentsOf: URL(fileURLWithPath: "Login.nibxml"), registry: registry)
/// let controller = LoginController()
/// let graph = try template.instantiate(owner: controller)
/// ```
public struct NibTemplate: Sendable {
    /// The archive's path, as used in diagnostics.
    public let path: String
    /// Every object and placeholder, placeholders first, then objects in document order.
    public let objects: [TemplateObject]
    /// Every connection, in document order.
    public let connections: [TemplateConnection]
    /// Every image and sound the archive names, in document order.
    public let resources: [TemplateResource]
    /// The indices of the top-level objects, in document order.
    public let topLevel: [Int]
    /// Problems that do not prevent loading.
    public let warnings: [Diagnostic]
    /// The name of the archive's format: "nibxml", "xib", "storyboard", or
    /// "xib-archive" for a legacy Interface Builder 3 archive, "nib" for one of
    /// Apple's compiled nibs.
    public var formatName: String { format.rawValue }
    /// The platform whose semantics the archive follows.
    public let platform: Platform
    /// How the archive was read.
    public let mode: ReadingMode

    let format: NibDocument.Format
    /// The order objects are created in: each after the objects its properties refer to.
    let creationOrder: [Int]
    /// What every instantiation does the same way, worked out once.
    let plan: InstantiationPlan
    let provider: any ResourceProvider
    let resourceCache: ResourceCache
    /// The values of the named and system colors the document defines.
    let documentColors: [String: Color]
    /// The element counts of an Interface Builder document.
    let documentStatistics: ArchiveStatistics?
    /// The Interface Builder user label of each created object that has one,
    /// by index (not kept by the compiled form).
    let userLabels: [Int: String]
    /// The application's value transformers, by name (``ClassRegistry/registerValueTransformer(_:)``).
    let valueTransformers: [String: NibValueTransformer]

    /// Reads, validates and resolves the archive at `url`. Its images and
    /// sounds are looked up in the same directory.
    ///
    /// The archive may also be one of Apple's compiled nibs: a NIB Archive
    /// or keyed-archive `.nib` file, or a `.nib` directory, of which the
    /// member Apple's loader reads for `deploymentTarget` is read.
    ///
    /// A `.storyboard` becomes one template of the whole file, every scene
    /// at once (what `nibtool lint`, `inspect` and `trace` read): one
    /// template per file. ``NibStoryboard`` instead builds one template per
    /// scene, and none of the whole file.
    ///
    /// - Parameters:
    ///   - mode: How strictly to read; by default strict for NibKit's own
    ///     format and lenient for Interface Builder documents and compiled nibs.
    ///   - deploymentTarget: Which member of a `.nib` directory to read; by
    ///     default what the newest system loads.
    public init(
        contentsOf url: URL, registry: ClassRegistry, mode: ReadingMode? = nil,
        deploymentTarget: DeploymentTarget = .newest
    ) throws(NibError) {
        let (data, path) = try Self.readArchive(url, deploymentTarget: deploymentTarget)
        try self.init(
            reading: data, path: path, registry: registry,
            resources: DirectoryResourceProvider(directory: url.deletingLastPathComponent()), mode: mode)
    }

    /// The bytes of the archive at `url` and the path diagnostics name it
    /// by: the file itself, or the chosen member of a `.nib` directory.
    static func readArchive(_ url: URL, deploymentTarget: DeploymentTarget) throws(NibError) -> (Data, String) {
        let folder = ContainedFolder(root: url.deletingLastPathComponent(), noun: "folder")
        if case .directory = folder.entry(at: url) {
            return try CompiledNibDirectory.read(url, for: deploymentTarget)
        }
        return (try ContainedFolder.readFile(url), url.relativePath)
    }

    /// The bytes of the archive at `url` inside `folder` (a bundle, a
    /// compiled storyboard), which refuses what leads out of it, and the path
    /// diagnostics name it by: the file itself, or the member of a `.nib`
    /// directory read for `deploymentTarget`.
    package static func readArchive(_ url: URL, in folder: ContainedFolder, deploymentTarget: DeploymentTarget)
        throws(NibError) -> (data: Data, path: String)
    {
        if case .directory = folder.entry(at: url) {
            return try CompiledNibDirectory.read(url, for: deploymentTarget)
        }
        do { return (try folder.read(url), url.relativePath) } catch { throw error.nibError }
    }

    /// Reads, validates and resolves an archive held in memory: NibKit's own
    /// format, an Interface Builder document, or a compiled template
    /// (recognised by its first bytes).
    ///
    /// - Parameters:
    ///   - path: How diagnostics name the archive.
    ///   - resources: Where its images and sounds are found.
    public init(
        data: Data, path: String = "<data>", registry: ClassRegistry,
        resources: any ResourceProvider = InMemoryResourceProvider(), mode: ReadingMode? = nil
    ) throws(NibError) {
        try self.init(reading: data, path: path, registry: registry, resources: resources, mode: mode)
    }

    /// Reads `data`, which it owns: once the document is read from a file's
    /// bytes that nobody else holds (`init(contentsOf:)`), they are freed
    /// before the template is built.
    private init(
        reading data: consuming Data, path: String, registry: ClassRegistry, resources: any ResourceProvider,
        mode: ReadingMode?
    ) throws(NibError) {
        if CompiledTemplate.isCompiled(data) {
            try self.init(compiled: data, path: path, registry: registry, resources: resources, mode: mode)
            return
        }
        let document = try DocumentReader.read(data, path: path, mode: mode)
        _ = consume data
        // Handed over, so the builder can free the document as it goes.
        try self.init(document: consume document, registry: registry, resources: resources, mode: mode)
    }

    init(
        document: consuming NibDocument, registry: ClassRegistry, resources: any ResourceProvider, mode: ReadingMode?,
        outsideIDs: StoryboardScenes.OutsideIDs = .none
    ) throws(NibError) {
        let tables: TemplateTables
        switch TemplateBuilder.build(
            document, registry: registry, mode: mode ?? document.format.defaultMode, outsideIDs: outsideIDs,
            resources: resources)
        {
        case .success(let built): tables = built
        case .failure(let error): throw error
        }
        self.init(tables: tables, provider: resources)
    }

    /// A template of `tables`, its images and sounds found through
    /// `provider` and kept in `resourceCache`.
    init(tables: TemplateTables, provider: any ResourceProvider, resourceCache: ResourceCache = ResourceCache()) {
        self.path = tables.path
        self.format = tables.format
        self.platform = tables.platform
        self.mode = tables.mode
        self.documentStatistics = tables.documentStatistics
        self.documentColors = tables.documentColors
        self.userLabels = tables.userLabels
        self.valueTransformers = tables.valueTransformers
        self.objects = tables.objects
        self.connections = tables.connections
        self.resources = tables.resources
        self.topLevel = tables.topLevel
        self.warnings = tables.warnings
        self.creationOrder = tables.creationOrder
        self.provider = provider
        self.resourceCache = resourceCache
        self.plan = InstantiationPlan(
            objects: tables.objects, connections: tables.connections, platform: tables.platform)
    }

    /// The template's tables, as the compiled form stores them.
    var tables: TemplateTables {
        TemplateTables(
            path: path, format: format, platform: platform, mode: mode, objects: objects, connections: connections,
            resources: resources, topLevel: topLevel, creationOrder: creationOrder, warnings: warnings,
            documentColors: documentColors, documentStatistics: documentStatistics, userLabels: userLabels,
            valueTransformers: valueTransformers)
    }

    /// The extensions an archive's file may have, in the order they are
    /// tried for one name: the one list `NibBundle` tries too.
    package static let fileExtensions = ["nibxml", "nib", "xib", "storyboard"]

    /// Finds the archive `name` through `provider`, trying `name.nibxml`,
    /// `name.nib` (a compiled nib file: a provider hands out files, not `.nib`
    /// directories), `name.xib` and `name.storyboard` unless the name has one
    /// of those extensions (the order `NibBundle` tries), and reads it; its
    /// images and sounds come from the same provider.
    public init(
        named name: String, provider: any ResourceProvider, registry: ClassRegistry, mode: ReadingMode? = nil
    ) throws(NibError) {
        let extensions = Self.fileExtensions
        let candidates =
            extensions.contains((name as NSString).pathExtension) ? [name] : extensions.map { "\(name).\($0)" }
        for candidate in candidates {
            let data: Data?
            do {
                data = try provider.data(forResource: candidate)
            } catch {
                throw NibError(
                    .unreadableFile,
                    Diagnostic(
                        .error, "cannot read the file: \(error.localizedDescription)",
                        at: SourceLocation.start(of: provider.displayPath(forResource: candidate))))
            }
            if let data {
                try self.init(
                    data: data, path: provider.displayPath(forResource: candidate), registry: registry,
                    resources: provider, mode: mode)
                return
            }
        }
        throw NibError(
            .resourceNotFound,
            Diagnostic(
                .error, "no archive named '\(name)' was found",
                at: SourceLocation.start(of: provider.displayPath(forResource: name))))
    }

    /// Every problem in the archive at `url`, errors and warnings, without
    /// instantiating anything: what `nibtool lint` prints.
    ///
    /// Given the registry the application uses, it lints a fixture against
    /// the real classes: every check of a load that the file and the classes
    /// decide (classes registered for their initializer, keys bound, values
    /// and outlet destinations of types their properties hold, actions
    /// performed, events known) runs, and every problem comes back located,
    /// rather than the first one thrown; what is left to a load depends on
    /// the objects, actor and resources it is given. File's Owner's class
    /// is found by ``ClassRegistry``'s rule for modules, and one registered
    /// under a close name only is a warning, since its checks are then off.
    /// A test per archive catches a property or action renamed in code but
    /// not in the archive:
    ///
    /// ```swift
    /// @Test func loginNibMatchesItsClasses() throws {
    ///     let url = try #require(Bundle.module.url(forResource: "Login", withExtension: "xib"))
    ///     let problems = NibTemplate.diagnose(contentsOf: url, registry: .appClasses)
    ///     #expect(problems.map(\.description) == [])
    ///     // Login.xib:18:25: error: LoginController is not key value coding-compliant
    ///     //     for the key 'nameFeild'; did you mean 'nameField'?
    /// }
    /// ```
    ///
    /// An unreadable or malformed file is reported the same way, as its
    /// diagnostics; nothing is thrown. A storyboard is checked as one file and
    /// as ``NibStoryboard`` cuts it: a storyboard identifier given twice, an
    /// object in no scene and an initial view controller that is no scene's
    /// are reported too. An image or a sound not found beside the file is
    /// a warning, as a load's phase 1 warns of it. A compiled `.storyboardc` folder is read as
    /// ``NibStoryboard/init(contentsOf:registry:mode:deploymentTarget:)``
    /// reads it, and every scene's problems are reported.
    public static func diagnose(contentsOf url: URL, registry: ClassRegistry, mode: ReadingMode? = nil)
        -> [Diagnostic]
    {
        do {
            if NibStoryboard.isCompiledStoryboard(at: url) {
                return try NibStoryboard(contentsOf: url, registry: registry, mode: mode).allWarnings
            }
            let (data, path) = try readArchive(url, deploymentTarget: .newest)
            return diagnose(
                data: data, path: path, registry: registry, mode: mode,
                resources: DirectoryResourceProvider(directory: url.deletingLastPathComponent()))
        } catch {
            return error.diagnostics
        }
    }

    /// Every problem in an archive held in memory, errors and warnings,
    /// without instantiating anything.
    ///
    /// The in-memory form of ``diagnose(contentsOf:registry:mode:)``, for a
    /// fixture written in the test itself:
    ///
    /// ```swift
    /// let xml = #"<nib version="1"><object id="b" class="Button"><string key="titel">OK</string></object></nib>"#
    /// let problems = NibTemplate.diagnose(data: Data(xml.utf8), path: "F.nibxml", registry: registry)
    /// // F.nibxml:1:48: error: Button is not key value coding-compliant for the key 'titel'; did you mean 'title'?
    /// ```
    public static func diagnose(data: Data, path: String, registry: ClassRegistry, mode: ReadingMode? = nil)
        -> [Diagnostic]
    {
        diagnose(data: data, path: path, registry: registry, mode: mode, resources: nil)
    }

    /// Every problem in an archive held in memory, and with `resources`,
    /// the images and sounds its provider does not have, as phase 1 warns
    /// of them.
    private static func diagnose(
        data: Data, path: String, registry: ClassRegistry, mode: ReadingMode?, resources: (any ResourceProvider)?
    ) -> [Diagnostic] {
        var problems: [Diagnostic]
        let isStoryboard: Bool
        do {
            let template = try NibTemplate(
                data: data, path: path, registry: registry, resources: resources ?? InMemoryResourceProvider(),
                mode: mode)
            problems = template.warnings
            if resources != nil { problems = Diagnostic.sorted(problems + template.resourceDiagnostics) }
            isStoryboard = template.format == .storyboard
        } catch {
            problems = error.diagnostics
            isStoryboard = true  // not known: the document is read again to tell
        }
        // What only a storyboard as a whole gets wrong is the scene slicer's
        // to find; the template of the whole file reports everything else.
        if isStoryboard, let document = try? DocumentReader.read(data, path: path, mode: mode),
            document.format == .storyboard
        {
            let scenes = StoryboardScenes(
                document, mode: mode ?? document.format.defaultMode, checksRepeatedIDs: false)
            if scenes.diagnostics.count > 0 { problems = Diagnostic.sorted(problems + scenes.diagnostics.diagnostics) }
        }
        return problems
    }

    /// Creates a fresh object graph through the five phases of the nib
    /// lifecycle: load resources, create objects and substitute placeholders,
    /// connect, awake, show.
    ///
    /// A failure before phase 4 leaves `owner` and `externalObjects`
    /// untouched: no outlet set, no target added, no observer notified, and
    /// no `awakeFromNib` sent.
    ///
    /// - Parameters:
    ///   - owner: The object that stands in for File's Owner.
    ///   - externalObjects: The objects for the archive's external
    ///     placeholders, by identifier (UIKit's `UINibExternalObjects`).
    ///   - application: The object that stands in for the Application
    ///     placeholder of Cocoa documents (`NSApp`).
    ///   - presenter: Shows the objects flagged visible at launch in phase 5.
    ///     Without one, nothing is shown; the result still lists those objects.
    ///   - options: The awake order, event handler, cache and defaults store.
    ///   - isolation: The caller's actor, which the compiler fills in: a
    ///     template with classes registered on the main actor (or binding
    ///     main-actor properties) is instantiated only from the main actor.
    public func instantiate(
        owner: NibObject? = nil, externalObjects: [String: NibObject] = [:], application: NibObject? = nil,
        presenter: (any LaunchPresenter)? = nil, options: InstantiationOptions = InstantiationOptions(),
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibInstantiation {
        let context = InstantiationContext(
            template: self, owner: owner, externalObjects: externalObjects, application: application,
            presenter: presenter, options: options, isOnMainActor: isMainActor(isolation))
        return try context.run()
    }
}
