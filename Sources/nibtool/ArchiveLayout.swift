import Foundation
import NibKit

/// The Auto Layout of an archive's root views, laid out at the size
/// Interface Builder shows them: what `nibtool layout` prints and the layout
/// warnings `nibtool lint` adds, computed in this one place.
///
/// A root view is a view no other view holds: a xib's top-level view, a
/// storyboard scene's view controller's view, a window's content view. A
/// storyboard's scenes are each instantiated and laid out in turn.
struct ArchiveLayout {
    /// One root view's layout.
    struct Root {
        /// The root view's id, as the archive writes it.
        let id: String
        /// How the archive names it (`Prf-Vw-001 (UIView "Profile")`).
        let name: String
        /// The size it was laid out at.
        let size: CGSize
        /// What the engine computed.
        let report: LayoutReport
    }

    /// The root views, in document order (a storyboard's scene by scene).
    var roots: [Root] = []
    /// Where each object of the archive is written, by id, to locate issues.
    private var locations: [String: SourceLocation] = [:]
    /// The class each object of the archive has, by id.
    private var classNames: [String: String] = [:]
    /// How the archive names each object, by id (`Lgo-Im-V01 (UIImageView "Logo")`).
    private var names: [String: String] = [:]
    /// Where a problem with the archive as a whole is reported.
    private let start: SourceLocation

    /// How big the root views are: the options of `nibtool layout`.
    struct Sizing {
        /// `--size`: every root view at this size.
        var size: CGSize?
        /// `--device`: every root view at this device's size.
        var device: SimulatedDevice?
        /// `--trait`: the size classes, else the device's.
        var sizeClasses: (horizontal: SimulatedDevice.SizeClass, vertical: SimulatedDevice.SizeClass)?
    }

    private init(path: String) {
        start = SourceLocation.start(of: path)
    }

    /// Lays out the root views of the archive at `path`, loaded with
    /// `classes` as `trace` loads it, with the document's own warnings printed.
    static func layOut(_ path: String, classes: ArchiveClasses, sizing: Sizing) throws(CommandError) -> ArchiveLayout {
        let declared = DeclaredDevice.read(fromDocumentAt: path)
        var layout = ArchiveLayout(path: path)
        if URL(fileURLWithPath: path).pathExtension == "storyboard"
            || NibStoryboard.isCompiledStoryboard(
                at: URL(fileURLWithPath: path))
        {
            let storyboard = try TraceCommand.loadStoryboard(path, classes)
            DiagnosticsPrinter.print(storyboard.warnings)
            for scene in storyboard.scenes {
                DiagnosticsPrinter.print(scene.template.warnings)
                try layout.add(scene.template, isScene: true, sizing: sizing, declared: declared)
                if let viewTemplate = scene.viewTemplate {
                    try layout.add(
                        viewTemplate, isScene: true, sizing: sizing, declared: declared,
                        controller: Self.controller(of: scene))
                }
            }
        } else {
            let template = try TraceCommand.loadTemplate(path, classes)
            DiagnosticsPrinter.print(template.warnings)
            try layout.add(template, isScene: false, sizing: sizing, declared: declared)
        }
        return layout
    }

    /// The layout warnings `nibtool lint` adds for the archive at `url`,
    /// whose own diagnostics had no error: Xcode's three kinds of layout
    /// issue at the size Interface Builder shows each root view.
    ///
    /// An archive the standard classes refuse has already had lint's
    /// warning that every class is a stand-in, and stand-ins are no views,
    /// so it has nothing to lay out. A graph that cannot be built is one
    /// warning naming the first reason.
    static func lintWarnings(ofArchiveAt url: URL, classes: ArchiveClasses) -> [Diagnostic] {
        let path = url.relativePath
        let registry = classes.registry(for: url)
        let declared = DeclaredDevice.read(fromDocumentAt: url.path)
        var layout = ArchiveLayout(path: path)
        do {
            if url.pathExtension == "storyboard" || NibStoryboard.isCompiledStoryboard(at: url) {
                guard let storyboard = try? NibStoryboard(contentsOf: url, registry: registry, mode: classes.mode)
                else { return [] }
                for scene in storyboard.scenes {
                    try layout.add(scene.template, isScene: true, sizing: Sizing(), declared: declared)
                    if let viewTemplate = scene.viewTemplate {
                        try layout.add(
                            viewTemplate, isScene: true, sizing: Sizing(), declared: declared,
                            controller: Self.controller(of: scene))
                    }
                }
            } else {
                guard let template = try? NibTemplate(contentsOf: url, registry: registry, mode: classes.mode)
                else { return [] }
                try layout.add(template, isScene: false, sizing: Sizing(), declared: declared)
            }
        } catch {
            guard case .invalidInput(let diagnostics) = error, let first = diagnostics.first else { return [] }
            return [
                Diagnostic(
                    .warning, "the layout is not checked: the graph cannot be built (\(first.message))",
                    at: first.location, objectID: first.objectID, className: first.className, key: first.key)
            ]
        }
        return layout.warnings
    }

    /// The view controller of a storyboard scene, in the scene's template:
    /// what its view, loaded from the scene's view template, is sized by.
    private static func controller(of scene: NibStoryboard.Scene) -> TemplateObject? {
        scene.template.objects.first { $0.id == scene.viewControllerID }
    }

    /// Instantiates `template` with stand-ins for its placeholders, as
    /// `trace` does, and lays out each of its root views. `controller` is the
    /// view controller a scene's view template's File's Owner stands for.
    private mutating func add(
        _ template: NibTemplate, isScene: Bool, sizing: Sizing, declared: DeclaredDevice?,
        controller: TemplateObject? = nil
    ) throws(CommandError) {
        for (index, object) in template.objects.enumerated() where locations[object.id] == nil {
            locations[object.id] = object.location
            classNames[object.id] = object.className
            names[object.id] = template.displayName(ofObjectAt: index)
        }
        let owner = DynamicObject(className: TraceCommand.ownerClassName(in: template))
        let application = owner.className == "NSApplication" ? owner : DynamicObject(className: "NSApplication")
        let graph: NibInstantiation
        do {
            graph = try template.instantiate(
                owner: owner, externalObjects: TraceCommand.standIns(for: [], in: template), application: application)
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        /// The view object `index` is: a standard view, or a stand-in for
        /// a custom one (a stand-in is a view so that it can be one, but it
        /// stands in for view controllers too, which have no frame).
        func view(at index: Int) -> View? {
            let object = template.objects[index]
            guard let view = graph.object(withID: object.id) as? View else { return nil }
            guard view is DynamicObject else { return view }
            return object.properties.contains { $0.key == "frame" } ? view : nil
        }
        for (index, object) in template.objects.enumerated() {
            guard let root = view(at: index), root.superview == nil else { continue }
            if let parent = object.parent, view(at: parent) != nil { continue }
            let holder = Self.controller(holding: index, in: template)
            if root.viewController == nil, let holder {
                // As a view controller makes the view it loads its own: the
                // engine then insets the root by the device's safe area.
                root.viewController =
                    template.objects[holder].role == .filesOwner
                    ? owner : graph.object(withID: template.objects[holder].id) as? Responder
            }
            // A scene's view template's File's Owner stands for the scene's controller.
            let isSceneView = holder.map { template.objects[$0].role == .filesOwner } ?? false
            let size = Self.size(
                of: root, held: template.objects[index], in: template, isScene: isScene, sizing: sizing,
                declared: declared, controller: isSceneView ? controller : nil)
            let engine = LayoutEngine(root: root, options: options(size: size, sizing: sizing, declared: declared))
            roots.append(
                Root(
                    id: object.id, name: template.displayName(ofObjectAt: index), size: size, report: engine.layout()))
        }
        withExtendedLifetime(graph) {}
    }

    /// The view controller whose root view the object at `index` is: the
    /// object that holds it as its `view` (a storyboard scene's view
    /// controller), or the File's Owner whose `view` outlet names it (a xib
    /// a view controller loads).
    private static func controller(holding index: Int, in template: NibTemplate) -> Int? {
        if let parent = template.objects[index].parent,
            template.objects[parent].properties.contains(where: { property in
                guard property.key == "view", case .object(let held) = property.value else { return false }
                return held == index
            })
        {
            return parent
        }
        return template.connections.first { connection in
            connection.kind == .outlet && connection.name == "view" && connection.destination == index
                && template.objects[connection.source].role == .filesOwner
        }?.source
    }

    /// The size a root view is laid out at: `--size`, else `--device`'s
    /// screen; else, for a scene's view, its view controller's freeform size
    /// or the document's device; else the view's own frame, as Interface
    /// Builder's canvas shows a xib's top-level view.
    private static func size(
        of view: View, held object: TemplateObject, in template: NibTemplate, isScene: Bool, sizing: Sizing,
        declared: DeclaredDevice?, controller: TemplateObject?
    ) -> CGSize {
        if let size = sizing.size { return size }
        let orientation = declared?.orientation ?? .portrait
        if let device = sizing.device { return device.size(in: orientation) }
        if isScene {
            if let holder = object.parent.map({ template.objects[$0] }) ?? controller,
                let freeform = freeformSize(of: holder)
            {
                return freeform
            }
            if let declared, let device = SimulatedDevice.named(declared.id) {
                return device.size(in: declared.orientation)
            }
        }
        return view.frame.size
    }

    /// A view controller's `<size key="freeformSize">`.
    private static func freeformSize(of controller: TemplateObject) -> CGSize? {
        for property in controller.properties where property.key == "freeformSize" {
            if case .size(let size) = property.value { return size }
        }
        return nil
    }

    /// The engine's options for one root view.
    private func options(size: CGSize, sizing: Sizing, declared: DeclaredDevice?) -> LayoutOptions {
        var options = LayoutOptions(size: size)
        let device = sizing.device ?? declared.flatMap { SimulatedDevice.named($0.id) }
        if let classes = sizing.sizeClasses ?? device?.sizeClasses(in: declared?.orientation ?? .portrait) {
            options.horizontalSizeClass = classes.horizontal.engineSizeClass
            options.verticalSizeClass = classes.vertical.engineSizeClass
        }
        return options
    }

    /// How the archive names the view `layout` describes, as trace names
    /// objects: its id, class and user label.
    func name(of layout: ViewLayout) -> String {
        guard let id = layout.objectID else { return "(\(layout.className))" }
        return names[id] ?? "\(id) (\(layout.className))"
    }

    // MARK: Issues

    /// Every root view's layout issues as located warnings, in the order the
    /// engine found them, root view by root view.
    var warnings: [Diagnostic] {
        roots.flatMap { root in root.report.issues.map(diagnostic(for:)) }
    }

    /// Where an issue is reported: where the engine places it, else its
    /// first constraint, else its view, else the start of the file.
    func location(of issue: LayoutIssue) -> SourceLocation {
        if let location = issue.location { return location }
        for id in issue.constraintIDs {
            if let location = locations[id] { return location }
        }
        return issue.objectID.flatMap { locations[$0] } ?? start
    }

    /// One issue as a warning naming its view and class.
    func diagnostic(for issue: LayoutIssue) -> Diagnostic {
        Diagnostic(
            .warning, issue.message, at: location(of: issue), objectID: issue.objectID,
            className: issue.objectID.flatMap { classNames[$0] })
    }
}
