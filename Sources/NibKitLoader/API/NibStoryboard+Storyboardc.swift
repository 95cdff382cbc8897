import Foundation
import NibKitCore
import NibKitReader
import NibKitStrings

extension NibStoryboard {
    /// The storyboard as Xcode compiles it, a `.storyboardc` folder: the
    /// name and bytes of each file in it.
    ///
    /// The folder holds a binary `Info.plist` (`UIStoryboardVersion` 1,
    /// `UIViewControllerIdentifiersToNibNames`,
    /// `UIStoryboardDesignatedEntryPointIdentifier`) and one scene nib per
    /// scene, a NIB Archive as ``NibTemplate/nibArchiveData()`` writes it
    /// with UIKit's storyboard bookkeeping added: a File's Owner proxy whose
    /// `sceneViewController` outlet names the view controller, a
    /// `UIStoryboardPlaceholder` proxy, and the controller's segues as
    /// segue templates (`UIStoryboardSegueTemplates`). A scene's view
    /// (``Scene/viewTemplate``) is a nib of its own, as Xcode writes it: the
    /// scene nib's view controller names it (`UINibName`,
    /// `<controller id>-view-<view id>` for a source storyboard's scene, the
    /// name it was read by for a compiled one's), and the segues of the
    /// view's controls are the controller's segue templates.
    ///
    /// A scene's nib is named `<Class>-<view controller id>`; its key in
    /// `UIViewControllerIdentifiersToNibNames` is its storyboard identifier,
    /// else the nib's name. What a scene nib cannot say is an
    /// `unsupportedFormat` error at its place in the storyboard, every
    /// scene's problems together; `Docs/XIB.md` lists them.
    ///
    /// ```swift
    /// let storyboard = try NibStoryboard(contentsOf: URL(fileURLWithPath: "Main.storyboard"), registry: .dynamic)
    /// for (name, data) in try storyboard.compiledStoryboardFiles() { print(name, data.count) }
    /// ```
    public func compiledStoryboardFiles() throws(NibError) -> [String: Data] {
        var collector = DiagnosticCollector()
        var keys: [String] = []
        var nibNames: [String] = []
        var controllers: [Int?] = []
        var identifiers: [String: String] = [:]
        for scene in scenes {
            let template = scene.template
            guard let controllerID = scene.viewControllerID,
                let controller = template.objects.firstIndex(where: { $0.id == controllerID })
            else {
                collector.error(
                    "cannot write a .storyboardc: the scene '\(scene.id)' has no view controller, which names its scene nib",
                    at: scene.location, objectID: scene.id)
                keys.append("")
                nibNames.append("")
                controllers.append(nil)
                continue
            }
            let className = template.objects[controller].className ?? "UIViewController"
            // A scene read from a .storyboardc keeps its nib's name, which its
            // segue templates' destinations in other scenes may name.
            let nibName =
                template.format == .compiledNib && Self.isFileName(scene.id) ? scene.id : "\(className)-\(controllerID)"
            let key = scene.storyboardIdentifier ?? nibName
            for name in [key, nibName] where !Self.isFileName(name) {
                collector.error(
                    "cannot write a .storyboardc: '\(name)' cannot name a scene nib, a file in the .storyboardc",
                    at: template.objects[controller].location, objectID: controllerID, className: className)
            }
            if keys.contains(key) || nibNames.contains(nibName) {
                collector.error(
                    "cannot write a .storyboardc: a second scene is named '\(keys.contains(key) ? key : nibName)'",
                    at: template.objects[controller].location, objectID: controllerID, className: className)
            }
            keys.append(key)
            nibNames.append(nibName)
            controllers.append(controller)
            identifiers[controllerID] = key
        }
        var files: [String: Data] = [:]
        for (position, scene) in scenes.enumerated() {
            guard let controller = controllers[position] else { continue }
            // A source scene's view, cut from it, becomes a view nib of its
            // own, `<controller>-view-<view>` as Xcode names it; its segues
            // are the controller's segue templates.
            var written = NIBArchiveWriter.Scene(controller: controller, identifiers: identifiers)
            if let view = scene.viewTemplate, scene.template.format != .compiledNib {
                let root = view.connections.first {
                    $0.kind == .outlet && $0.name == "view" && view.objects[$0.source].role == .filesOwner
                }
                let xcodeName = "\(scene.viewControllerID ?? "")-view-\(root?.destinationID ?? "view")"
                // Two ids together may be too long for a file name (ids are any
                // length): the scene's position then names the view nib, which
                // only its controller's UINibName refers to.
                written.viewNibName = Self.isFileName(xcodeName) ? xcodeName : "scene-\(position)-view"
                written.viewSegues = view.connections.filter { $0.kind == .segue }.map {
                    (connection: $0, source: view.objects[$0.source])
                }
            }
            do {
                let tables = try NIBArchiveWriter.write(scene.template.tables, scene: written)
                files["\(nibNames[position]).nib"] = NIBArchiveCodec.encode(tables)
            } catch {
                collector.append(contentsOf: error.diagnostics)
            }
            guard let view = scene.viewTemplate else { continue }
            let viewNib = scene.template.objects[controller].properties.first { $0.key == "UINibName" }
            guard case .string(let name)? = written.viewNibName.map(TemplateValue.string) ?? viewNib?.value,
                Self.isFileName(name)
            else {
                collector.error(
                    "cannot write a .storyboardc: the view nib of the scene '\(scene.id)' has no name a file can have",
                    at: scene.location, objectID: scene.id)
                continue
            }
            guard files["\(name).nib"] == nil, !nibNames.contains(name) else {
                collector.error(
                    "cannot write a .storyboardc: the view nib '\(name)' of the scene '\(scene.id)' has the name of another nib",
                    at: scene.location, objectID: scene.id)
                continue
            }
            do {
                files["\(name).nib"] = NIBArchiveCodec.encode(try NIBArchiveWriter.write(view.tables, isViewNib: true))
            } catch {
                collector.append(contentsOf: error.diagnostics)
            }
        }
        var info: [String: Any] = [
            "UIStoryboardVersion": 1,
            "UIViewControllerIdentifiersToNibNames": Dictionary(
                zip(keys, nibNames).filter { !$0.0.isEmpty }, uniquingKeysWith: { first, _ in first }),
        ]
        if let initial = initialViewControllerID, let key = identifiers[initial] {
            info["UIStoryboardDesignatedEntryPointIdentifier"] = key
        }
        do {
            files["Info.plist"] = try PropertyListSerialization.data(
                fromPropertyList: info, format: .binary, options: 0)
        } catch {
            collector.error(
                "cannot write a .storyboardc: its Info.plist: \(error.localizedDescription)",
                at: SourceLocation.start(of: path))
        }
        if collector.hasErrors { throw NibError(.unsupportedFormat, diagnostics: collector.sorted) }
        return files
    }

    /// Writes the storyboard as a `.storyboardc` folder at `url`, the files
    /// of ``compiledStoryboardFiles()``.
    ///
    /// `url` must not exist, or be an empty folder: NibKit replaces and
    /// removes nothing of its caller's. The files are written into a new
    /// folder beside `url`, which is then renamed to `url`, so a failed
    /// write leaves nothing behind and a reader never sees half a storyboard.
    ///
    /// ```swift
    /// try storyboard.writeCompiledStoryboard(to: URL(fileURLWithPath: "Main.storyboardc"))
    /// ```
    public func writeCompiledStoryboard(to url: URL) throws(NibError) {
        let files = try compiledStoryboardFiles()
        let location = SourceLocation.start(of: url.relativePath)
        func failure(_ reason: String) -> NibError {
            NibError(.unwritableFile, Diagnostic(.error, "cannot write the .storyboardc: \(reason)", at: location))
        }
        let manager = FileManager.default
        var link = stat()
        if lstat(url.path, &link) == 0 {
            let empty = (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true
            guard link.st_mode & S_IFMT == S_IFDIR, empty else {
                throw failure("\(url.relativePath) exists and is not an empty folder; NibKit replaces nothing")
            }
        }
        let parent = url.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard mkdir(staging.path, 0o755) == 0 else {
            throw failure("cannot create a folder in \(parent.relativePath): \(String(cString: strerror(errno)))")
        }
        // Only what this call made is removed when it fails.
        var written: [URL] = []
        func removeStaging() {
            for file in written { unlink(file.path) }
            rmdir(staging.path)
        }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            let file = staging.appendingPathComponent(name)
            guard manager.createFile(atPath: file.path, contents: data) else {
                removeStaging()
                throw failure("cannot write \(name)")
            }
            written.append(file)
        }
        if rename(staging.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            removeStaging()
            throw failure(reason)
        }
    }

    /// Whether `name` is the name of a file in the folder: no path, no
    /// hidden file, nothing a file system refuses.
    private static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
            && name.utf8.count < 250
    }
}
