import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

extension NibStoryboard {
    /// Reads a compiled storyboard, a `.storyboardc` folder: its
    /// `Info.plist` (`UIViewControllerIdentifiersToNibNames`,
    /// `UIStoryboardDesignatedEntryPointIdentifier`), binary as Xcode writes
    /// it or XML, and one scene nib per view controller, each a `.nib` file
    /// or directory (read for `deploymentTarget`), through ``ContainedFolder``.
    ///
    /// Each scene's view controller gets the object id Interface Builder gave
    /// it when its nib is named `<Class>-<id>`, else the nib's name, which
    /// Xcode makes its storyboard identifier; a scene has a storyboard
    /// identifier when its nib is named by one. Segue templates become segues
    /// to the scenes they name. The view nib a controller loads its view from
    /// (`UINibName`, `<controller>-view-<view>.nib`) is read and checked too,
    /// as the scene's ``Scene/viewTemplate``.
    ///
    /// Each nib is read and built once, however many identifiers name it:
    /// the scenes of identifiers naming one nib share its template. A nib
    /// that cannot be read is an error at each entry naming it, located in
    /// the Info.plist when it is text.
    init(compiledAt url: URL, registry: ClassRegistry, mode: ReadingMode?, deploymentTarget: DeploymentTarget)
        throws(NibError)
    {
        let folder = ContainedFolder(root: url, noun: "storyboard")
        let path = url.relativePath
        let infoURL = url.appendingPathComponent("Info.plist")
        let infoPath = infoURL.relativePath
        // Every problem, through the one funnel: one in the Info.plist ends the
        // reading, and every scene is read, so that every scene's problems
        // are reported together, as a storyboard document's are.
        var problems = DiagnosticCollector()
        let data: Data
        do { data = try folder.read(infoURL) } catch { throw error.nibError }
        let (root, diagnostics) = PropertyListReader.readLocated(data, path: infoPath)
        problems.append(contentsOf: diagnostics)
        guard let root, !problems.hasErrors, case .dictionary(let infoEntries) = root.kind else {
            if !problems.hasErrors {
                problems.error(
                    "the compiled storyboard's Info.plist is not a dictionary",
                    at: root?.location ?? SourceLocation.start(of: infoPath))
            }
            throw NibError(.invalidPropertyList, diagnostics: problems.diagnostics)
        }
        // A key written twice means its last value, as Foundation reads it.
        let info = Dictionary(infoEntries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        let mapKey = "UIViewControllerIdentifiersToNibNames"
        guard let mapEntry = info[mapKey], case .dictionary(let mapEntries) = mapEntry.value.kind else {
            problems.error(
                info[mapKey].map {
                    "the compiled storyboard's Info.plist has no \(mapKey) dictionary: its value is \($0.value.kindName)"
                } ?? "the compiled storyboard's Info.plist has no \(mapKey) dictionary",
                at: info[mapKey]?.value.location ?? root.location, key: mapKey)
            throw NibError(.invalidArchive, diagnostics: problems.diagnostics)
        }
        let nibEntries = Dictionary(mapEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let identifiers = nibEntries.keys.sorted()
        var controllerIDs: [String: String] = [:]
        for identifier in identifiers {
            controllerIDs[identifier] = Self.controllerID(
                identifier: identifier, nibName: nibEntries[identifier]?.string)
        }
        // The scene of each view controller: the ids a scene's segue templates
        // lead to, as a storyboard's scenes share them (``StoryboardScenes``).
        var sceneOfController: [String: Int] = [:]
        for (index, identifier) in identifiers.enumerated() {
            if let controllerID = controllerIDs[identifier], sceneOfController[controllerID] == nil {
                sceneOfController[controllerID] = index
            }
        }
        let resources = DirectoryResourceProvider(directory: url.deletingLastPathComponent())
        var reader = SceneReader(
            url: url, folder: folder, registry: registry, resources: resources, mode: mode,
            deploymentTarget: deploymentTarget, destinations: controllerIDs, sceneOfController: sceneOfController)
        var codes: Set<NibError.Code> = []
        var scenes: [Scene] = []
        for (index, identifier) in identifiers.enumerated() {
            guard let value = nibEntries[identifier], let nibName = value.string,
                let controllerID = controllerIDs[identifier]
            else {
                problems.error(
                    "the storyboard identifier '\(identifier)' names no nib",
                    at: nibEntries[identifier]?.location ?? SourceLocation.start(of: infoPath), key: identifier)
                codes.insert(.invalidArchive)
                continue
            }
            switch reader.scene(nibName: nibName, controllerID: controllerID, index: index) {
            case .success(let scene):
                scenes.append(scene.named(by: Self.isGeneratedName(identifier) ? nil : identifier))
            case .failure(.unreadable(let error)):
                // The entry names a nib the folder does not give: the entry is where to look.
                for diagnostic in error.diagnostics {
                    problems.append(
                        Diagnostic(
                            diagnostic.severity,
                            "the storyboard identifier '\(identifier)' names the nib '\(nibName)': \(diagnostic.message)",
                            at: value.location, key: identifier))
                }
                codes.insert(error.code)
            case .failure(.invalid(let error, let isFirst)):
                // Located in the nib itself: reported once, whatever names it.
                if isFirst { problems.append(contentsOf: error.diagnostics) }
                codes.insert(error.code)
            }
        }
        if problems.hasErrors {
            // One kind of failure keeps its code (a missing nib, a malformed one).
            throw NibError(
                codes.count == 1 ? codes.first ?? .invalidArchive : .invalidArchive,
                diagnostics: Diagnostic.sorted(problems.errors) + Diagnostic.sorted(problems.warnings))
        }
        self.scenes = scenes
        self.path = path
        self.warnings = []
        self.isLaunchScreen = nil
        self.initialViewControllerID = info["UIStoryboardDesignatedEntryPointIdentifier"]?.value.string.flatMap {
            controllerIDs[$0]
        }
    }

    /// Reads the scene nibs of one `.storyboardc`, each once: the scene of a
    /// nib named by many identifiers is read, parsed and built for the first
    /// and handed out again for the others.
    private struct SceneReader {
        /// Why a scene nib gave no scene.
        enum Failure: Error {
            /// The nib's bytes could not be read (a missing file, a link out
            /// of the folder, a nib directory without a member to read).
            case unreadable(NibError)
            /// The nib was read and is wrong; `isFirst` the first time it is asked for.
            case invalid(NibError, isFirst: Bool)
        }

        let url: URL
        let folder: ContainedFolder
        let registry: ClassRegistry
        let resources: any ResourceProvider
        let mode: ReadingMode?
        let deploymentTarget: DeploymentTarget
        let destinations: [String: String]
        let sceneOfController: [String: Int]
        /// Each scene nib's scene, by the nib's name, once read.
        private var read: [String: Result<Scene, Failure>] = [:]
        /// What the storyboard's scene nibs may expand to, together: one
        /// budget for the folder, so that many small nibs that each expand
        /// cannot add up to more than one nib may.
        private var budget = ExpansionBudget()

        init(
            url: URL, folder: ContainedFolder, registry: ClassRegistry, resources: any ResourceProvider,
            mode: ReadingMode?, deploymentTarget: DeploymentTarget, destinations: [String: String],
            sceneOfController: [String: Int]
        ) {
            self.url = url
            self.folder = folder
            self.registry = registry
            self.resources = resources
            self.mode = mode
            self.deploymentTarget = deploymentTarget
            self.destinations = destinations
            self.sceneOfController = sceneOfController
        }

        /// The scene of the nib `nibName`, whose view controller is
        /// `controllerID` (which the nib's name decides) and which is the
        /// `index`th scene when first read.
        mutating func scene(nibName: String, controllerID: String, index: Int) -> Result<Scene, Failure> {
            if let known = read[nibName] {
                if case .failure(.invalid(let error, _)) = known { return .failure(.invalid(error, isFirst: false)) }
                return known
            }
            let result: Result<Scene, Failure>
            do throws(Failure) {
                result = .success(try readScene(nibName: nibName, controllerID: controllerID, index: index))
            } catch {
                result = .failure(error)
            }
            read[nibName] = result
            return result
        }

        /// The scene of the scene nib `nibName`: its template, and the
        /// template of the view nib its view controller names (`UINibName`).
        private mutating func readScene(nibName: String, controllerID: String, index: Int) throws(Failure) -> Scene {
            let sceneData: Data
            let scenePath: String
            do throws(NibError) {
                (sceneData, scenePath) = try readNib(nibName)
            } catch {
                throw .unreadable(error)
            }
            do throws(NibError) {
                let document = try CompiledNibParser.read(
                    sceneData, path: scenePath,
                    scene: CompiledNibParser.Scene(controllerID: controllerID, destinations: destinations),
                    budget: &budget)
                var viewNib: String?
                var externalObjectIDs: [String: String] = [:]
                if let controller = document.objects.first(where: { $0.id == controllerID }) {
                    for property in controller.properties {
                        switch (property.key, property.value) {
                        case ("UINibName", .plain(.string(let name))): viewNib = name
                        case ("UIExternalObjectsTableForViewLoading", .dictionary(let entries)):
                            for entry in entries {
                                switch entry.value {
                                case .reference(let id, _): externalObjectIDs[entry.key] = id
                                case .object(let object): externalObjectIDs[entry.key] = object.id
                                default: break
                                }
                            }
                        default: break
                        }
                    }
                }
                let template = try NibTemplate(
                    document: document, registry: registry, resources: resources, mode: mode,
                    outsideIDs: StoryboardScenes.OutsideIDs(
                        sceneOfID: sceneOfController, scene: sceneOfController[controllerID] ?? index))
                var scene = Scene(
                    id: nibName, viewControllerID: controllerID, storyboardIdentifier: nil,
                    location: SourceLocation.start(of: scenePath), template: template)
                scene.viewExternalObjectIDs = externalObjectIDs
                if let viewNib {
                    let (viewData, viewPath) = try readNib(viewNib)
                    scene.viewTemplate = try NibTemplate(
                        data: viewData, path: viewPath, registry: registry, resources: resources, mode: mode)
                }
                return scene
            } catch {
                throw .invalid(error, isFirst: true)
            }
        }

        /// The bytes of the nib `name` of the storyboard: `name.nib`, a file or a nib directory.
        private func readNib(_ name: String) throws(NibError) -> (Data, String) {
            try NibTemplate.readArchive(
                url.appendingPathComponent("\(name).nib"), in: folder, deploymentTarget: deploymentTarget)
        }
    }

    /// Whether a nib name is one Xcode makes up, `<Class>-<xxx-xx-xxx>`.
    static func isGeneratedName(_ name: String) -> Bool { generatedID(name) != nil }

    /// The object id ending a made-up nib name (`UIViewController-KtL-yL-JvP` → `KtL-yL-JvP`).
    private static func generatedID(_ name: String) -> String? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        let last = parts.suffix(3)
        guard zip(last, [3, 2, 3]).allSatisfy({ $0.count == $1 && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else {
            return nil
        }
        return last.joined(separator: "-")
    }

    /// The id of the view controller of the scene nib `nibName`: the id in a
    /// made-up name, else the name, which Xcode makes the storyboard
    /// identifier. It depends on the nib alone, so every identifier naming
    /// one nib names one scene.
    private static func controllerID(identifier: String, nibName: String?) -> String {
        guard let nibName else { return identifier }
        return generatedID(nibName) ?? nibName
    }
}

extension NibStoryboard.Scene {
    /// The scene as the storyboard identifier `identifier` names it (none for
    /// a made-up name), sharing its templates with every other name of its nib.
    fileprivate func named(by identifier: String?) -> Self {
        var scene = Self(
            id: id, viewControllerID: viewControllerID, storyboardIdentifier: identifier, location: location,
            template: template)
        scene.viewTemplate = viewTemplate
        scene.viewExternalObjectIDs = viewExternalObjectIDs
        return scene
    }
}
