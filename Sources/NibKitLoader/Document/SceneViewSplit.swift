import NibKitCore

/// A storyboard scene's document cut into its view controller's document and
/// its view's, as Xcode's storyboard compiler cuts a scene into a scene nib
/// and the view nib the controller names (`UINibName`), so that the view is
/// created only when the controller's view is first asked for.
///
/// The view's document holds the controller's `view` subtree (the object at
/// the key `view` of the scene's view controller), the scene's other
/// top-level objects (gesture recognizers, custom objects and such; not the
/// placeholders, the exit or the controller), and the controller's old-style
/// `<layoutGuides>`, which the view's constraints name and a compiled view
/// nib holds too. A File's Owner placeholder stands for the controller: it
/// takes the controller's id, class and custom class, so that whatever the
/// view part connects to the controller connects to File's Owner, and it
/// holds the `view` outlet, the controller's outlets, outlet collections
/// and bindings whose destination is in the view part, and a `layoutGuides`
/// outlet collection. The scene's First Responder is in both documents; so
/// is the exit when the view part refers to it (its unwind segues lead there).
///
/// What the cut cannot express is an error at the reference: an object of
/// the controller's part other than the controller (its navigation item, its
/// bar button items) referenced from the view part, or an object of the view
/// part referenced from such an object or from one of the controller's
/// values. A scene whose controller has no view (a navigation controller, a
/// window controller, an application scene) is not cut.
///
/// ```swift
/// let split = SceneViewSplit(sceneDocument, viewControllerID: "BYZ-38-t0r")
/// let controllerDocument = split.controller  // no view
/// let viewDocument = split.view              // File's Owner "BYZ-38-t0r", First Responder, the view
/// ```
struct SceneViewSplit {
    /// The controller's part: the scene's placeholders, the controller
    /// without its view and layout guides, and the exit.
    private(set) var controller: NibDocument
    /// The view's part, or nil when the scene's controller has no view.
    private(set) var view: NibDocument?
    /// The references the cut cannot express, each an error at the reference.
    private(set) var problems: [Diagnostic] = []

    /// The element names whose objects are the exit (`<exit>`), which
    /// stays with the controller, by the one table of element classes.
    private static let exitClassNames: Set<String> = Set(
        [InterfaceBuilderClassNames.Library.uiKit, .appKit].compactMap {
            InterfaceBuilderClassNames.exceptions[$0]?["exit"]
        })

    /// Cuts `scene`, a storyboard scene's document, whose view controller
    /// has the id `viewControllerID`.
    init(_ scene: NibDocument, viewControllerID: String?) {
        controller = scene
        guard let viewControllerID,
            let controllerIndex = scene.objects.firstIndex(where: { $0.id == viewControllerID }),
            let viewIndex = scene.objects[controllerIndex].properties.firstIndex(where: {
                guard $0.key == "view", case .object = $0.value else { return false }
                return true
            }),
            case .object(let rootView) = scene.objects[controllerIndex].properties[viewIndex].value
        else { return }
        var viewController = scene.objects[controllerIndex]
        viewController.properties.remove(at: viewIndex)
        // The old-style top and bottom layout guides, which the view's
        // constraints name: a compiled view nib holds them too.
        var guides: [DocumentObject] = []
        if let guidesIndex = viewController.properties.firstIndex(where: { $0.key == "layoutGuides" }),
            case .array(let items) = viewController.properties[guidesIndex].value
        {
            let objects = items.compactMap { item -> DocumentObject? in
                if case .object(let object) = item { return object }
                return nil
            }
            if objects.count == items.count {
                guides = objects
                viewController.properties.remove(at: guidesIndex)
            }
        }
        var viewObjects = [rootView]
        var controllerObjects: [DocumentObject] = []
        for (index, object) in scene.objects.enumerated() where index != controllerIndex {
            if Self.exitClassNames.contains(object.className ?? "") {
                controllerObjects.append(object)
            } else {
                viewObjects.append(object)
            }
        }
        viewObjects += guides

        // Which part each id is in.
        var viewIDs: Set<String> = []
        for object in viewObjects { StoryboardScenes.forEachObject(in: object) { viewIDs.insert($0.id) } }
        var controllerIDs: Set<String> = []
        StoryboardScenes.forEachObject(in: viewController) { controllerIDs.insert($0.id) }
        for object in controllerObjects { StoryboardScenes.forEachObject(in: object) { controllerIDs.insert($0.id) } }
        controllerIDs.remove(viewControllerID)

        // The controller's connections into the view part move to File's Owner.
        var ownerConnections = [
            DocumentConnection(
                kind: .outlet(property: "view", destination: rootView.id), location: rootView.location)
        ]
        viewController.connections.removeAll { connection in
            guard let destination = connection.kind.destinationID, viewIDs.contains(destination) else { return false }
            ownerConnections.append(connection)
            return true
        }
        for guide in guides {
            ownerConnections.append(
                DocumentConnection(
                    kind: .outletCollection(property: "layoutGuides", destination: guide.id), location: guide.location))
        }

        // What the cut cannot express, checked on both sides.
        let path = scene.path
        var problems: [Diagnostic] = []
        let controllerName = viewController.className ?? "the view controller"
        func crossing(_ id: String, from object: DocumentObject, at location: DocumentLocation, key: String?) {
            problems.append(
                Diagnostic(
                    .error,
                    "'\(object.id)' refers to '\(id)' across the cut between \(controllerName) '\(viewControllerID)' and its view, which is loaded later: the view reaches only the view controller itself, and the view controller reaches into the view only by its own outlets",
                    at: location.located(in: path), objectID: object.id, className: object.className, key: key))
        }
        var usesExit = false
        for root in viewObjects {
            StoryboardScenes.forEachObject(in: root) { object in
                Self.forEachReference(in: object) { id, location, key in
                    guard controllerIDs.contains(id) else { return }
                    if controllerObjects.contains(where: { $0.id == id }) {
                        usesExit = true
                    } else {
                        crossing(id, from: object, at: location, key: key)
                    }
                }
            }
        }
        // The controller's own connections into the view part moved; its
        // values and its nested objects' references cannot.
        var controllerSide = viewController
        controllerSide.connections = []
        for root in [controllerSide] + controllerObjects {
            StoryboardScenes.forEachObject(in: root) { object in
                Self.forEachReference(in: object) { id, location, key in
                    if viewIDs.contains(id) { crossing(id, from: object, at: location, key: key) }
                }
            }
        }
        self.problems = problems

        let owner = DocumentObject(
            id: viewControllerID, className: viewController.className, role: .filesOwner,
            location: viewController.location, connections: ownerConnections,
            isCustomClass: viewController.isCustomClass)
        var viewDocument = scene
        viewDocument.placeholders = [owner] + scene.placeholders.filter { $0.role == .firstResponder }
        viewDocument.objects = viewObjects + (usesExit ? controllerObjects : [])
        viewDocument.objectCount = viewDocument.placeholders.count + Self.count(viewDocument.objects)
        viewDocument.userLabels = scene.userLabels.filter { viewIDs.contains($0.key) }
        var controllerDocument = scene
        controllerDocument.objects = scene.objects.indices.compactMap { index in
            if index == controllerIndex { return viewController }
            return Self.exitClassNames.contains(scene.objects[index].className ?? "") ? scene.objects[index] : nil
        }
        controllerDocument.objectCount = scene.placeholders.count + Self.count(controllerDocument.objects)
        controllerDocument.userLabels = scene.userLabels.filter { !viewIDs.contains($0.key) }
        controller = controllerDocument
        view = viewDocument
    }

    /// How many objects `roots` hold, nested ones included.
    private static func count(_ roots: [DocumentObject]) -> Int {
        var count = 0
        for root in roots { StoryboardScenes.forEachObject(in: root) { _ in count += 1 } }
        return count
    }

    /// Calls `body` with the id every reference of `object` names (its
    /// connections' destinations and its values' references, not its nested
    /// objects'), where it is written and under which key.
    private static func forEachReference(
        in object: DocumentObject, _ body: (String, DocumentLocation, String?) -> Void
    ) {
        for connection in object.connections {
            guard let destination = connection.kind.destinationID else { continue }
            body(destination, connection.location, connection.kind.name)
        }
        func visit(_ value: DocumentValue, key: String) {
            switch value {
            case .reference(let id, let location): body(id, location, key)
            case .array(let items): items.forEach { visit($0, key: key) }
            case .dictionary(let entries): entries.forEach { visit($0.value, key: key) }
            default: break
            }
        }
        for property in object.properties where !property.value.isPlain { visit(property.value, key: property.key) }
        for attribute in object.runtimeAttributes where !attribute.value.isPlain {
            visit(attribute.value, key: attribute.key)
        }
    }
}

extension DocumentConnection.Kind {
    /// The id of the object the connection leads to, or nil for an action
    /// sent up the responder chain.
    fileprivate var destinationID: String? {
        switch self {
        case .outlet(_, let destination), .outletCollection(_, let destination): destination
        case .action(_, let target, _): target
        case .segue(let destination, _, _, _, _, _): destination
        case .binding(_, let destination, _, _): destination
        }
    }

    /// The outlet's, action's or binding's name, or nil for a segue.
    fileprivate var name: String? {
        switch self {
        case .outlet(let property, _), .outletCollection(let property, _): property
        case .action(let selector, _, _): selector
        case .segue: nil
        case .binding(let name, _, _, _): name
        }
    }
}
