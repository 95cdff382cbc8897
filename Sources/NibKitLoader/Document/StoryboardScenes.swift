import NibKitCore

/// A storyboard's document cut, once, into one document per scene: each
/// scene's placeholders and objects, their count, the images and colors of
/// the storyboard's `<resources>` its values use, and the ids of the other
/// scenes its segues may lead to. Each scene is then cut into its view
/// controller's document and its view's (``SceneViewSplit``), as Xcode's
/// storyboard compiler cuts it, and what that cut cannot express is
/// reported with the storyboard's own problems.
///
/// A scene's template is built from its own document alone, so what only
/// the storyboard as a whole shows is checked here, each problem once: an id
/// used again in another scene, a storyboard identifier given to two view
/// controllers, an object in no scene, an initial view controller that is no
/// scene's view controller. (A reference into another
/// scene that is not a segue is the scene's template's to report, with
/// ``OutsideIDs`` telling it the id is in another scene.)
///
/// ```swift
/// var scenes = StoryboardScenes(document, mode: .lenient)
/// while var slice = scenes.nextSlice() {
///     let template = try NibTemplate(document: slice.takeDocument(), registry: registry, resources: resources,
///                                    mode: .lenient, outsideIDs: slice.outsideIDs)
/// }
/// ```
struct StoryboardScenes {
    /// One scene: what it is called and found by, and its own document.
    struct Slice {
        var id: String
        /// Where the `<scene>` element is written.
        var location: SourceLocation
        var viewControllerID: String?
        var storyboardIdentifier: String?
        /// Whether the view controller is a storyboard reference.
        var isStoryboardReference: Bool
        /// The scene's placeholders and objects, its object count and user
        /// labels; no scenes and no element counts of its own. When the
        /// view controller has a view, the controller's part of the scene
        /// (``SceneViewSplit``).
        var document: NibDocument
        /// The view's part of the scene, with a File's Owner standing for
        /// the view controller, or nil when the controller has no view.
        var viewDocument: NibDocument?
        var outsideIDs: OutsideIDs

        /// The scene's document, given up, so that a template builder
        /// taking it apart frees it as it goes.
        mutating func takeDocument() -> NibDocument {
            let taken = document
            document.placeholders = []
            document.objects = []
            return taken
        }

        /// The view's document, given up as ``takeDocument()`` gives up the scene's.
        mutating func takeViewDocument() -> NibDocument? {
            let taken = viewDocument
            viewDocument = nil
            return taken
        }
    }

    /// The ids a scene's connections may name outside it: those of the
    /// storyboard's other scenes, from one table all scenes share.
    struct OutsideIDs: Sendable {
        /// The scene of each id, the first scene that uses it.
        private let sceneOfID: [String: Int]
        private let scene: Int

        init(sceneOfID: [String: Int], scene: Int) {
            self.sceneOfID = sceneOfID
            self.scene = scene
        }

        /// No ids: a document that is not part of a storyboard.
        static let none = OutsideIDs(sceneOfID: [:], scene: -1)

        /// Whether `id` is used in another scene.
        func contains(_ id: String) -> Bool {
            guard let other = sceneOfID[id] else { return false }
            return other != scene
        }
    }

    /// The scenes not yet handed out, the last scene first.
    private var remaining: [Slice] = []
    /// The id of the view controller the storyboard starts with.
    let initialViewControllerID: String?
    /// Whether the storyboard is a launch screen (`launchScreen="YES"`).
    let isLaunchScreen: Bool
    /// The problems of the storyboard as a whole, errors and warnings, in
    /// the order found.
    private(set) var diagnostics: DiagnosticCollector

    /// Cuts `document`, a storyboard's, into its scenes. What a storyboard
    /// only gets wrong as a whole is an error when reading strictly, else a
    /// warning, except an id used twice, which is always an error (as within
    /// one document). A storyboard identifier given twice finds the first of
    /// its view controllers, as `NibStoryboard.instantiateViewController(withIdentifier:)` does.
    ///
    /// With `checksRepeatedIDs` false, an id used again in another scene is
    /// left to a whole-storyboard template, which reports it itself (as
    /// `nibtool lint` builds one).
    init(_ document: NibDocument, mode: ReadingMode, checksRepeatedIDs: Bool = true) {
        var document = document
        self.initialViewControllerID = document.initialViewControllerID
        self.isLaunchScreen = document.isLaunchScreen
        let path = document.path
        let placeholders = document.placeholders
        let objects = document.objects
        document.placeholders = []
        document.objects = []
        let userLabels = document.userLabels
        document.userLabels = [:]
        let scenes = document.scenes
        document.scenes = []
        document.statistics = nil
        // What every scene keeps of the storyboard: its format, platform
        // and the parser's warnings; of its resources, those it uses.
        let common = document

        var found = DiagnosticCollector()
        var sceneOfID: [String: Int] = [:]
        var firstUse: [String: DocumentLocation] = [:]
        var inScene = (
            placeholders: [Bool](repeating: false, count: placeholders.count),
            objects: [Bool](repeating: false, count: objects.count)
        )
        var counts: [Int] = []
        // The names of the images and colors each scene's values use: a
        // scene keeps only those of the storyboard's <resources>.
        let listedResources = common.resources
        var resourcesUsed = [Set<String>](repeating: [], count: scenes.count)
        let severity: Diagnostic.Severity = mode == .strict ? .error : .warning
        // Where each storyboard identifier is first given.
        var identified: [String: DocumentLocation] = [:]
        // Each scene's positions among the storyboard's placeholders and objects.
        let ranges = scenes.map {
            (
                placeholders: $0.placeholders.clamped(to: placeholders.indices),
                objects: $0.objects.clamped(to: objects.indices)
            )
        }
        for (index, scene) in scenes.enumerated() {
            let sceneRoots = placeholders[ranges[index].placeholders] + objects[ranges[index].objects]
            for position in ranges[index].placeholders { inScene.placeholders[position] = true }
            for position in ranges[index].objects { inScene.objects[position] = true }
            // A repeat within the scene is its template's to report.
            var seenHere: Set<String> = []
            var count = 0
            for root in sceneRoots {
                Self.forEachObject(in: root) { object in
                    count += 1
                    if !listedResources.isEmpty { Self.addResourceNames(of: object, to: &resourcesUsed[index]) }
                    guard seenHere.insert(object.id).inserted else { return }
                    if let first = firstUse[object.id] {
                        guard checksRepeatedIDs else { return }
                        found.error(
                            .duplicateObjectID(object.id, firstAt: Int(first.line), Int(first.column)),
                            at: object.location.located(in: path), objectID: object.id, className: object.className)
                    } else {
                        firstUse[object.id] = object.location
                        sceneOfID[object.id] = index
                    }
                }
            }
            counts.append(count)
            if let identifier = scene.storyboardIdentifier {
                let controller = sceneRoots.first { $0.id == scene.viewControllerID }
                let location = controller?.location ?? scene.location
                if let first = identified[identifier] {
                    found.report(
                        severity,
                        "the storyboard identifier '\(identifier)' is given again, first at \(first.line):\(first.column); instantiating it creates that first view controller",
                        at: location.located(in: path), objectID: scene.viewControllerID,
                        className: controller?.className, key: "storyboardIdentifier")
                } else {
                    identified[identifier] = location
                }
            }
        }
        for (position, object) in placeholders.enumerated() where !inScene.placeholders[position] {
            found.append(Self.outsideEveryScene(object, path: path, severity: severity))
        }
        for (position, object) in objects.enumerated() where !inScene.objects[position] {
            found.append(Self.outsideEveryScene(object, path: path, severity: severity))
        }
        if let initialViewControllerID, !scenes.contains(where: { $0.viewControllerID == initialViewControllerID }) {
            found.report(
                severity,
                "the initial view controller '\(initialViewControllerID)' is no scene's view controller, so the storyboard cannot start with it",
                at: SourceLocation.start(of: path), objectID: initialViewControllerID, key: "initialViewController")
        }

        var slices: [Slice] = []
        var labels = [[String: String]](repeating: [:], count: scenes.count)
        for (id, label) in userLabels {
            if let scene = sceneOfID[id] { labels[scene][id] = label }
        }
        for (index, scene) in scenes.enumerated() {
            var sceneDocument = common
            sceneDocument.placeholders = Array(placeholders[ranges[index].placeholders])
            sceneDocument.objects = Array(objects[ranges[index].objects])
            sceneDocument.objectCount = counts[index]
            sceneDocument.userLabels = labels[index]
            sceneDocument.resources = listedResources.filter { resourcesUsed[index].contains($0.name) }
            // The view is cut from its controller, as Xcode's compiler cuts
            // it into a nib of its own; each part keeps the resources it uses.
            let split = SceneViewSplit(sceneDocument, viewControllerID: scene.viewControllerID)
            found.append(contentsOf: split.problems)
            var controllerDocument = split.controller
            var viewDocument = split.view
            if var view = viewDocument, !sceneDocument.resources.isEmpty {
                controllerDocument.resources = Self.resources(of: controllerDocument)
                view.resources = Self.resources(of: view)
                viewDocument = view
            }
            slices.append(
                Slice(
                    id: scene.id, location: scene.location.located(in: path), viewControllerID: scene.viewControllerID,
                    storyboardIdentifier: scene.storyboardIdentifier,
                    isStoryboardReference: scene.isStoryboardReference, document: controllerDocument,
                    viewDocument: viewDocument, outsideIDs: OutsideIDs(sceneOfID: sceneOfID, scene: index)))
        }
        diagnostics = found
        remaining = slices.reversed()
    }

    /// The next scene, in document order, handed out once.
    mutating func nextSlice() -> Slice? { remaining.popLast() }

    /// An object a storyboard lists in no scene.
    private static func outsideEveryScene(
        _ object: DocumentObject, path: String, severity: Diagnostic.Severity
    ) -> Diagnostic {
        Diagnostic(
            severity,
            "'\(object.id)' is in no scene; a storyboard creates only its scenes' objects, so it is ignored",
            at: object.location.located(in: path), objectID: object.id, className: object.className)
    }

    /// The resources of `document`'s list that its objects' values use.
    private static func resources(of document: NibDocument) -> [DocumentResource] {
        var names: Set<String> = []
        for root in document.objects {
            forEachObject(in: root) { addResourceNames(of: $0, to: &names) }
        }
        return document.resources.filter { names.contains($0.name) }
    }

    /// Adds the names of the images, sounds and named colors an object's
    /// own values use (not its nested objects', which are visited on their own).
    private static func addResourceNames(of object: DocumentObject, to names: inout Set<String>) {
        func visit(_ value: DocumentValue) {
            switch value {
            case .resource(_, let name, _): names.insert(name)
            case .plain(.color(let color)): if let name = color.name { names.insert(name) }
            case .array(let items): items.forEach(visit)
            case .dictionary(let entries): entries.forEach { visit($0.value) }
            default: break
            }
        }
        for property in object.properties { visit(property.value) }
        for attribute in object.runtimeAttributes { visit(attribute.value) }
    }

    /// Calls `body` with an object and, depth first, every object nested in
    /// its values, in the order the template builder numbers them.
    static func forEachObject(in object: DocumentObject, _ body: (DocumentObject) -> Void) {
        body(object)
        func visit(_ value: DocumentValue) {
            switch value {
            case .object(let nested): forEachObject(in: nested, body)
            case .array(let items): items.forEach(visit)
            case .dictionary(let entries): entries.forEach { visit($0.value) }
            default: break
            }
        }
        for property in object.properties where !property.value.isPlain { visit(property.value) }
    }
}
