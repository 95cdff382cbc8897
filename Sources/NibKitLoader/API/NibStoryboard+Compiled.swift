import Foundation
import NibKitCore
import NibKitStrings

extension NibStoryboard {
    /// Reads a compiled storyboard, a `.storyboardc` folder: its binary
    /// `Info.plist` (`UIViewControllerIdentifiersToNibNames`,
    /// `UIStoryboardDesignatedEntryPointIdentifier`) and one scene nib per
    /// view controller, each a `.nib` file or directory (read for
    /// `deploymentTarget`), through ``ContainedFolder``.
    ///
    /// Each scene's view controller gets the object id Interface Builder gave
    /// it when its nib is named `<Class>-<id>`, else its storyboard
    /// identifier; a scene has a storyboard identifier when its nib is named
    /// by one. Segue templates become segues to the scenes they name. The
    /// view nib a controller loads its view from (`UINibName`,
    /// `<controller>-view-<view>.nib`) is read and checked too, as the
    /// scene's ``Scene/viewTemplate``.
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
        let (value, diagnostics) = PropertyListReader.read(data, path: infoPath)
        guard case .dictionary(let info)? = value else {
            problems.append(contentsOf: diagnostics)
            if !problems.hasErrors {
                problems.error(
                    "the compiled storyboard's Info.plist is not a dictionary", at: SourceLocation.start(of: infoPath))
            }
            throw NibError(.invalidPropertyList, diagnostics: problems.diagnostics)
        }
        guard case .dictionary(let nibNames)? = info["UIViewControllerIdentifiersToNibNames"] else {
            problems.error(
                "the compiled storyboard's Info.plist has no UIViewControllerIdentifiersToNibNames dictionary",
                at: SourceLocation.start(of: infoPath), key: "UIViewControllerIdentifiersToNibNames")
            throw NibError(.invalidArchive, diagnostics: problems.diagnostics)
        }
        let identifiers = nibNames.keys.sorted()
        var controllerIDs: [String: String] = [:]
        for identifier in identifiers {
            controllerIDs[identifier] = Self.controllerID(identifier: identifier, nibName: nibNames[identifier]?.string)
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
        var codes: Set<NibError.Code> = []
        var scenes: [Scene] = []
        for (index, identifier) in identifiers.enumerated() {
            guard let nibName = nibNames[identifier]?.string, let controllerID = controllerIDs[identifier] else {
                problems.error(
                    "the storyboard identifier '\(identifier)' names no nib", at: SourceLocation.start(of: infoPath),
                    key: identifier)
                codes.insert(.invalidArchive)
                continue
            }
            do throws(NibError) {
                scenes.append(
                    try Self.compiledScene(
                        nibName: nibName, identifier: identifier, controllerID: controllerID,
                        outsideIDs: StoryboardScenes.OutsideIDs(
                            sceneOfID: sceneOfController, scene: sceneOfController[controllerID] ?? index),
                        destinations: controllerIDs, in: url, folder: folder, registry: registry,
                        resources: resources, mode: mode, deploymentTarget: deploymentTarget))
            } catch {
                problems.append(contentsOf: error.diagnostics)
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
        self.initialViewControllerID = info["UIStoryboardDesignatedEntryPointIdentifier"]?.string.flatMap {
            controllerIDs[$0]
        }
    }

    /// The scene of the scene nib `nibName`: its template, and the template
    /// of the view nib its view controller names (`UINibName`).
    private static func compiledScene(
        nibName: String, identifier: String, controllerID: String, outsideIDs: StoryboardScenes.OutsideIDs,
        destinations: [String: String], in url: URL, folder: ContainedFolder, registry: ClassRegistry,
        resources: any ResourceProvider, mode: ReadingMode?, deploymentTarget: DeploymentTarget
    ) throws(NibError) -> Scene {
        let (sceneData, scenePath) = try readNib(nibName, in: url, folder: folder, deploymentTarget: deploymentTarget)
        let document = try CompiledNibParser.read(
            sceneData, path: scenePath,
            scene: CompiledNibParser.Scene(controllerID: controllerID, destinations: destinations))
        var viewNib: String?
        if let controller = document.objects.first(where: { $0.id == controllerID }),
            case .plain(.string(let name))? = controller.properties.first(where: { $0.key == "UINibName" })?.value
        {
            viewNib = name
        }
        let template = try NibTemplate(
            document: document, registry: registry, resources: resources, mode: mode, outsideIDs: outsideIDs)
        var scene = Scene(
            id: nibName, viewControllerID: controllerID,
            storyboardIdentifier: isGeneratedName(identifier) ? nil : identifier,
            location: SourceLocation.start(of: scenePath), template: template)
        if let viewNib {
            let (viewData, viewPath) = try readNib(viewNib, in: url, folder: folder, deploymentTarget: deploymentTarget)
            scene.viewTemplate = try NibTemplate(
                data: viewData, path: viewPath, registry: registry, resources: resources, mode: mode)
        }
        return scene
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

    private static func controllerID(identifier: String, nibName: String?) -> String {
        nibName.flatMap(generatedID) ?? identifier
    }

    /// The bytes of the nib `name` of the storyboard: `name.nib`, a file or a nib directory.
    private static func readNib(
        _ name: String, in url: URL, folder: ContainedFolder, deploymentTarget: DeploymentTarget
    ) throws(NibError) -> (Data, String) {
        try NibTemplate.readArchive(
            url.appendingPathComponent("\(name).nib"), in: folder, deploymentTarget: deploymentTarget)
    }
}
