import NibKitCore

extension NibStoryboard {
    /// A view controller that loads its scene's view when the view is first
    /// asked for, as `UIViewController` does: the storyboard hands it the
    /// view's template rather than instantiating it.
    ///
    /// The storyboard sits in NibKitLoader, below the module whose
    /// `NibViewController` loads views (NibKitBundle), so the loader names
    /// what it needs of a controller in this protocol and the controller
    /// adopts it; the arrows between the modules keep running one way, and a
    /// toolkit's own controller class can adopt it too. A controller that
    /// does not adopt it (a `DynamicObject`, a class of a registry without
    /// view controllers) gets its view at once, with itself as File's Owner,
    /// so that a generic graph is still complete.
    ///
    /// ```swift
    /// let controller = try storyboard.instantiateViewController(withIdentifier: "Detail")
    /// (controller as? NibViewController)?.isViewLoaded  // false
    /// ```
    public protocol ViewLoading: AnyObject {
        /// The template of the view, instantiated with the controller as
        /// File's Owner when the view is first asked for.
        var viewTemplate: NibTemplate? { get set }
        /// The objects of the controller's scene the view's template names
        /// as external objects, by identifier: a compiled view nib's
        /// upstream placeholders (`UIExternalObjectsTableForViewLoading`).
        var viewExternalObjects: [String: NibObject] { get set }
    }

    /// Creates the scene's view controller: a ``ViewLoading`` controller
    /// gets its view's template to load later, any other its view now.
    func viewController(
        of scene: Scene, options: InstantiationOptions, isolation: (any Actor)?
    ) throws(NibError) -> NibObject {
        let graph = try scene.template.instantiate(options: options, isolation: isolation)
        let controller = try viewController(in: graph, scene: scene)
        guard let viewTemplate = scene.viewTemplate else { return controller }
        let externalObjects = viewExternalObjects(of: scene, in: graph)
        if let lazy = controller as? any ViewLoading {
            lazy.viewTemplate = viewTemplate
            lazy.viewExternalObjects = externalObjects
        } else {
            _ = try viewTemplate.instantiate(
                owner: controller, externalObjects: externalObjects, options: options, isolation: isolation)
        }
        return controller
    }

    /// The objects of the scene's graph its view's template names as
    /// external objects: those of the view controller's
    /// `UIExternalObjectsTableForViewLoading`, which a compiled scene nib
    /// writes for the upstream placeholders of its view nib (the segue
    /// templates its controls trigger, objects of the controller's part). An
    /// upstream placeholder the table does not name (Xcode writes one for the
    /// view controller itself when the view's outlets and actions aim at it
    /// rather than at File's Owner) is the view controller. A source
    /// storyboard's scene has none: what its view would need of them is an
    /// error when it is cut (``SceneViewSplit``).
    package func viewExternalObjects(of scene: Scene, in graph: NibInstantiation) -> [String: NibObject] {
        guard let viewTemplate = scene.viewTemplate, let id = scene.viewControllerID else { return [:] }
        var external: [String: NibObject] = [:]
        if !scene.viewExternalObjectIDs.isEmpty {
            for (name, objectID) in scene.viewExternalObjectIDs { external[name] = graph.object(withID: objectID) }
        }
        guard let instance = graph.object(withID: id) else { return external }
        for object in viewTemplate.objects {
            guard case .external(let identifier) = object.role, external[identifier] == nil,
                identifier.hasPrefix("UpstreamPlaceholder-")
            else { continue }
            external[identifier] = instance
        }
        return external
    }

    /// The upstream placeholders of the scene's view that stand for segue
    /// templates (the segues its controls trigger), each with where its
    /// template is written, which is where the segue read from it is: the
    /// storyboard runtime gives the view the template it made of that segue.
    package func upstreamSegueLocations(of scene: Scene) -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        for (name, objectID) in scene.viewExternalObjectIDs {
            guard let object = scene.template.objects.first(where: { $0.id == objectID }),
                object.className.map(StoryboardSegueTemplates.isTemplateClass) == true
            else { continue }
            locations[name] = object.location
        }
        return locations
    }

    /// Creates the scene's view controller and its view at once: the graph
    /// of both, the controller's objects first.
    func graph(of scene: Scene, options: InstantiationOptions, isolation: (any Actor)?) throws(NibError)
        -> NibInstantiation
    {
        let graph = try scene.template.instantiate(options: options, isolation: isolation)
        guard let viewTemplate = scene.viewTemplate else { return graph }
        let controller = try viewController(in: graph, scene: scene)
        let view = try viewTemplate.instantiate(
            owner: controller, externalObjects: viewExternalObjects(of: scene, in: graph), options: options,
            isolation: isolation)
        return NibInstantiation(joining: graph, view)
    }
}

extension NibInstantiation {
    /// One graph of two loads, `first`'s objects before `second`'s: a scene's
    /// controller and its view, whose File's Owner is the controller.
    init(joining first: NibInstantiation, _ second: NibInstantiation) {
        let offset = first.index.objects.count
        var labels = first.index.userLabels
        for (position, label) in second.index.userLabels { labels[position + offset] = label }
        self.init(
            topLevelObjects: first.topLevelObjects + second.topLevelObjects,
            visibleAtLaunchObjects: first.visibleAtLaunchObjects + second.visibleAtLaunchObjects,
            // Both templates keep the parser's warnings: each said once.
            warnings: first.warnings + second.warnings.filter { !Set(first.warnings).contains($0) },
            segues: first.segues + second.segues,
            index: ObjectIndex(
                objects: first.index.objects + second.index.objects,
                instances: first.index.instances + second.index.instances, userLabels: labels))
    }
}
