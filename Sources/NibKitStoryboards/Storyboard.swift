import Foundation
import NibKitBundle
import NibKitCore
import NibKitLoader
import NibKitModels

/// A storyboard that runs: the shared implementation of ``UIStoryboard``
/// and ``NSStoryboard``.
///
/// It reads a storyboard once (``NibStoryboard``: a template per scene) and
/// creates its view controllers one scene at a time, as UIKit does. Each
/// controller it creates gets the storyboard as its `storyboard` (it is the
/// ``StoryboardSceneSource`` its segues create their destinations through)
/// and its segues as `storyboardSegueTemplates`; a control, bar button item
/// or gesture recognizer that triggers a segue gets the segue's template as
/// its target, with the action `perform:`; a container's relationship
/// segues are followed at once; a storyboard reference is followed to the
/// other storyboard of the same bundle, read once and kept.
///
/// ```swift
/// let storyboard = try UIStoryboard(name: "Main", bundle: bundle, registry: registry)
/// let first = try storyboard.instantiateInitialViewController()
/// ```
public class Storyboard: StoryboardSceneSource {
    /// The storyboard as read: its scenes and their templates.
    public let contents: NibStoryboard
    /// The storyboard's name (its file's name without the extension).
    public let name: String
    /// The bundle the storyboard was found in, or nil for one read from a file.
    public let bundle: NibBundle?
    /// The classes the scenes' objects are created from.
    public let registry: ClassRegistry
    /// The device, scale and languages storyboards are chosen for.
    public let traits: ResourceTraits
    /// The folder a storyboard read from a file finds the storyboards its
    /// references name in: the file's folder.
    let folder: URL?
    /// The storyboards references have led to, by name: each read once.
    var referencedStoryboards: [String: Storyboard] = [:]
    /// The isolation the storyboard last created a scene's controller
    /// with, held weakly: the actor a view loads with when no caller gives
    /// one (the exit of an unwind segue a control triggers).
    /// Docs/Storyboards.md ("Isolation") gives the rule.
    public private(set) weak var isolation: (any Actor)?
    /// Each scene's position by its storyboard identifier and by its view
    /// controller's id (the first scene of each, as the look-ups find it),
    /// made with the storyboard: finding one scene costs the same in a
    /// storyboard of a thousand scenes as in one of two.
    private let sceneIndex: (byIdentifier: [String: Int], byControllerID: [String: Int])
    /// The table of ``sceneIndex`` for `contents`.
    private static func index(_ contents: NibStoryboard) -> (
        byIdentifier: [String: Int], byControllerID: [String: Int]
    ) {
        var byIdentifier: [String: Int] = [:]
        var byControllerID: [String: Int] = [:]
        for (position, scene) in contents.scenes.enumerated() {
            if let identifier = scene.storyboardIdentifier, byIdentifier[identifier] == nil {
                byIdentifier[identifier] = position
            }
            if let id = scene.viewControllerID, byControllerID[id] == nil { byControllerID[id] = position }
        }
        return (byIdentifier, byControllerID)
    }

    /// The cells whose selection performs a segue, with the segue's template.
    private var selectionSegues: [(cell: Weak, template: NibObject)] = []
    /// Each container's relationship destinations, held weakly: the
    /// container holds its children, and they hold the storyboard.
    private var relationships: [(container: Weak, relationship: String, destinations: [Weak])] = []

    /// Finds the storyboard `name` in `bundle`, compiled (`Name.storyboardc`)
    /// or not (`Name.storyboard`), in the preferred localization's folder,
    /// `Base.lproj` or the resources folder, as a nib is found, and reads it.
    ///
    /// - Throws: ``NibError`` `resourceNotFound` when the bundle has no
    ///   storyboard of the name; a name with `/` or `..` is refused.
    public init(
        name: String, bundle: NibBundle, registry: ClassRegistry, traits: ResourceTraits = ResourceTraits()
    ) throws(NibError) {
        let url = try Self.find(name, in: bundle, traits: traits, at: SourceLocation.start(of: bundle.url.relativePath))
        self.contents = try NibStoryboard(contentsOf: url, registry: registry)
        self.sceneIndex = Self.index(contents)
        self.name = name
        self.bundle = bundle
        self.registry = registry
        self.traits = traits
        self.folder = nil
    }

    /// Reads the storyboard at `url` (a `.storyboard` file or a
    /// `.storyboardc` folder); the storyboards its references name are
    /// looked for beside it.
    public init(contentsOf url: URL, registry: ClassRegistry) throws(NibError) {
        self.contents = try NibStoryboard(contentsOf: url, registry: registry)
        self.sceneIndex = Self.index(contents)
        self.name = url.deletingPathExtension().lastPathComponent
        self.bundle = nil
        self.registry = registry
        self.traits = ResourceTraits()
        self.folder = url.deletingLastPathComponent()
    }

    /// Runs a storyboard already read, such as one held in memory
    /// (`NibStoryboard(data:path:registry:)`); with no bundle or folder
    /// around it, its storyboard references cannot be followed.
    public convenience init(_ contents: NibStoryboard, name: String, registry: ClassRegistry) {
        self.init(
            contents: contents, name: name, bundle: nil, folder: nil, registry: registry, traits: ResourceTraits())
    }

    /// A storyboard already read, found in `bundle` or `folder`: one a
    /// reference leads to, made of the referring storyboard's class.
    required init(
        contents: NibStoryboard, name: String, bundle: NibBundle?, folder: URL?, registry: ClassRegistry,
        traits: ResourceTraits
    ) {
        self.contents = contents
        self.sceneIndex = Self.index(contents)
        self.name = name
        self.bundle = bundle
        self.folder = folder
        self.registry = registry
        self.traits = traits
    }

    // MARK: Scenes

    /// The scene of the initial view controller.
    func initialScene() throws(NibError) -> NibStoryboard.Scene {
        guard let id = contents.initialViewControllerID, let position = sceneIndex.byControllerID[id] else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, "the storyboard has no initial view controller",
                    at: SourceLocation.start(of: contents.path)))
        }
        return contents.scenes[position]
    }

    /// The scene whose view controller has the storyboard identifier `identifier`.
    func scene(withIdentifier identifier: String) throws(NibError) -> NibStoryboard.Scene {
        if let position = sceneIndex.byIdentifier[identifier] { return contents.scenes[position] }
        // The storyboard's own look-up says what is wrong, with its suggestion.
        _ = try contents.instantiateScene(withIdentifier: identifier)
        throw NibError(
            .resourceNotFound,
            Diagnostic(
                .error, "no view controller has the storyboard identifier '\(identifier)'",
                at: SourceLocation.start(of: contents.path), key: identifier))
    }

    /// Creates the scene's view controller, follows it when it is a
    /// storyboard reference, and sets it up: storyboard, segues, containers.
    func instantiate(
        _ scene: NibStoryboard.Scene, creator: (@Sendable (NibCoder) throws -> NibObject?)? = nil,
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibObject {
        self.isolation = isolation
        var options = InstantiationOptions()
        if let creator, let id = scene.viewControllerID { options.creators[id] = creator }
        let graph = try scene.template.instantiate(options: options, isolation: isolation)
        guard let id = scene.viewControllerID, let controller = graph.object(withID: id) else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, "the scene '\(scene.id)' has no view controller", at: scene.location, objectID: scene.id))
        }
        if let reference = controller as? StoryboardReference {
            return try follow(reference, isolation: isolation)
        }
        try setUp(controller, graph: graph, scene: scene, isolation: isolation)
        return controller
    }

    /// Creates the view controller of the scene whose view controller has
    /// the id (or, in a compiled storyboard, the identifier) `destinationID`,
    /// following a storyboard reference: a segue's destination. Its
    /// objects are created with `isolation`, the caller's actor.
    public func instantiateDestination(
        _ destinationID: String, forSegueFrom source: NibObject, isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibObject {
        guard
            let position = sceneIndex.byControllerID[destinationID] ?? sceneIndex.byIdentifier[destinationID]
        else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, .noSceneForDestination(destinationID),
                    at: source.archiveLocation ?? SourceLocation.start(of: contents.path),
                    objectID: source.archiveObjectID, className: source.nibClassName, key: destinationID))
        }
        return try instantiate(contents.scenes[position], isolation: isolation)
    }

    // MARK: Setting up a controller

    /// Gives `controller` this storyboard, its segues, and its containers'
    /// controllers. A controller that loads its view lazily gets the view's
    /// template, and the templates of the segues its view's controls
    /// trigger at once, as UIKit's controller holds every segue of its
    /// scene; the triggers are wired, and the embed segues performed, when
    /// the view loads. Any other controller gets its view now.
    private func setUp(
        _ controller: NibObject, graph: NibInstantiation, scene: NibStoryboard.Scene, isolation: (any Actor)?
    ) throws(NibError) {
        switch controller {
        case let controller as UIViewController: controller.storyboard = self
        case let controller as NSViewController: controller.storyboard = self
        case let controller as NSWindowController: controller.storyboard = self
        default: break
        }
        let lazyView = scene.viewTemplate.flatMap { template in
            (controller as? NibViewController).flatMap { $0.isViewLoaded ? nil : template }
        }
        // Every segue of the scene becomes its template now, in document
        // order, as UIKit's controller holds them all: the controller's, and
        // those its view will trigger once it loads.
        // (A compiled scene's are all the controller's, in their order.)
        var fields = graph.segues.map(SegueFields.init)
        if let lazyView {
            let viewFields = lazyView.connections.filter { $0.kind == .segue }.map { SegueFields($0, in: lazyView) }
            if !viewFields.isEmpty {
                fields = (fields + viewFields).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            }
        }
        var declared: [String: NibObject] = [:]
        for segue in fields {
            if let template = makeTemplate(segue, controller: controller, isolation: isolation) {
                declared[segue.key] = template
            }
        }
        try connectSegues(of: graph, to: controller, declared: declared, isolation: isolation)
        guard let viewTemplate = scene.viewTemplate else {
            if (controller as? NibViewController)?.isViewLoaded == true {
                performEmbedSegues(of: controller, isolation: isolation)
            }
            return
        }
        // A compiled view's controls trigger its segues through upstream
        // placeholders: each is the template made of the segue.
        var externalObjects = contents.viewExternalObjects(of: scene, in: graph)
        if !scene.viewExternalObjectIDs.isEmpty {
            giveUpstreamTemplates(of: scene, fields: fields, declared: declared, to: &externalObjects)
        }
        guard let viewController = controller as? NibViewController, lazyView != nil else {
            let view = try viewTemplate.instantiate(
                owner: controller, externalObjects: externalObjects, isolation: isolation)
            try connectSegues(of: view, to: controller, isolation: isolation)
            performEmbedSegues(of: controller, isolation: isolation)
            return
        }
        viewController.viewTemplate = viewTemplate
        viewController.viewExternalObjects = externalObjects
        viewController.didInstantiateView = {
            [weak self, weak controller] (view: NibInstantiation, isolation: (any Actor)?) throws(NibError) in
            guard let self, let controller else { return }
            try self.connectSegues(of: view, to: controller, declared: declared, isolation: isolation)
            self.performEmbedSegues(of: controller, isolation: isolation)
        }
    }

    /// Gives a compiled scene's view the templates its upstream
    /// placeholders stand for: each the template made of the segue read
    /// where the placeholder's template is written.
    private func giveUpstreamTemplates(
        of scene: NibStoryboard.Scene, fields: [SegueFields], declared: [String: NibObject],
        to externalObjects: inout [String: NibObject]
    ) {
        var templates: [SegueFields.Position: NibObject] = [:]
        for segue in fields {
            templates[SegueFields.Position(line: segue.line, column: segue.column)] = declared[segue.key]
        }
        for (name, location) in contents.upstreamSegueLocations(of: scene) {
            let position = SegueFields.Position(line: location.line, column: location.column)
            if let template = templates[position] { externalObjects[name] = template }
        }
    }

    /// Turns each segue of `graph` into its template on `controller`, wires
    /// its trigger, and fills containers from relationship segues, whose
    /// destinations are created with `isolation`.
    private func connectSegues(
        of graph: NibInstantiation, to controller: NibObject, declared: [String: NibObject] = [:],
        isolation: (any Actor)?
    ) throws(NibError) {
        var filled: [(relationship: String, destinations: [NibObject])] = []
        for segue in graph.segues {
            let fields = SegueFields(segue)
            guard
                let template = declared[fields.key]
                    ?? makeTemplate(fields, controller: controller, isolation: isolation)
            else {
                continue
            }
            if let anchor = fields.anchorID.flatMap(graph.object(withID:)) {
                (template as? UIStoryboardSegueTemplate)?.anchor = anchor
            }
            if segue.kind == "relationship" {
                let destination = try instantiateDestination(
                    segue.destinationID, forSegueFrom: segue.source, isolation: isolation)
                let relationship = segue.relationship ?? ""
                if let index = filled.firstIndex(where: { $0.relationship == relationship }) {
                    filled[index].destinations.append(destination)
                } else {
                    filled.append((relationship, [destination]))
                }
                continue
            }
            if segue.source !== controller { wireTrigger(segue.source, to: template) }
        }
        for (relationship, destinations) in filled {
            try fill(controller, relationship: relationship, with: destinations, isolation: isolation)
        }
    }

    /// The template of one segue, appended to `controller`'s segue
    /// templates; nil when the controller keeps none (no view controller).
    /// The template keeps `isolation`, the scene's, for when a control
    /// triggers it.
    private func makeTemplate(_ segue: SegueFields, controller: NibObject, isolation: (any Actor)?) -> NibObject? {
        let kind = segue.kind ?? "show"
        switch controller {
        case let owner as UIViewController:
            let className =
                StoryboardSegueTemplates.className(ofKind: kind) ?? "UIStoryboardSegueTemplate"
            let template =
                registry.makeObject(ofClassNamed: className) as? UIStoryboardSegueTemplate
                ?? UIStoryboardSegueTemplate()
            template.identifier = segue.identifier
            // A compiled unwind segue names no destination.
            template.destinationViewControllerIdentifier = segue.destinationID.isEmpty ? nil : segue.destinationID
            template.viewController = owner
            template.isolation = isolation
            template.customClass = segue.customClass
            template.relationship = segue.relationship
            template.performsOnViewLoad = kind == "embed"
            template.presentationStyle = segue.attributes["modalPresentationStyle"].flatMap(
                UIModalPresentationStyle.init(rawValue:))
            template.transitionStyle = segue.attributes["modalTransitionStyle"].flatMap(
                UIModalTransitionStyle.init(rawValue:))
            if let modal = template as? UIStoryboardModalSegueTemplate {
                modal.animates = segue.attributes["animates"] != "NO"
                if let style = template.presentationStyle, let number = Self.presentationNumbers[style] {
                    modal.modalPresentationStyle = number
                }
            }
            if let unwind = template as? UIStoryboardUnwindSegueTemplate {
                unwind.action = segue.attributes["unwindAction"]
            }
            owner.storyboardSegueTemplates.append(template)
            return template
        case let owner as NSViewController:
            let template = makeAppKitTemplate(segue, kind: kind, controller: owner, isolation: isolation)
            owner.storyboardSegueTemplates.append(template)
            return template
        case let owner as NSWindowController:
            let template = makeAppKitTemplate(segue, kind: kind, controller: owner, isolation: isolation)
            owner.storyboardSegueTemplates.append(template)
            return template
        default:
            return nil
        }
    }

    /// UIKit's numbers of the presentation styles a compiled modal template keeps.
    private static let presentationNumbers: [UIModalPresentationStyle: Int] = [
        .automatic: -2, .none: -1, .fullScreen: 0, .pageSheet: 1, .formSheet: 2, .currentContext: 3, .custom: 4,
        .overFullScreen: 5, .overCurrentContext: 6, .popover: 7, .blurOverFullScreen: 8,
    ]

    private func makeAppKitTemplate(
        _ segue: SegueFields, kind: String, controller: NibObject, isolation: (any Actor)?
    ) -> NSStoryboardSegueTemplate {
        let template = NSStoryboardSegueTemplate()
        template.identifier = segue.identifier
        template.kind = kind
        template.destinationID = segue.destinationID
        template.customClass = segue.customClass
        template.relationship = segue.relationship
        template.controller = controller
        template.isolation = isolation
        return template
    }

    /// Makes the template the target of the object that triggers its
    /// segue: a control's, bar button item's or gesture recognizer's action
    /// `perform:`, or a cell's selection.
    private func wireTrigger(_ source: NibObject, to template: NibObject) {
        if let control = source as? Control {
            control.addTarget(template, action: Selector("perform:"), for: .primaryActionTriggered)
        } else if source is UITableViewCell || source is UICollectionViewCell {
            selectionSegues.append((Weak(source), template))
        }
    }

    /// Performs the controller's embed segues, as UIKit does while its view
    /// loads, with the isolation of that load.
    private func performEmbedSegues(of controller: NibObject, isolation: (any Actor)?) {
        guard let owner = controller as? UIViewController else {
            for template in (controller as? NSViewController)?.storyboardSegueTemplates ?? []
            where template.kind == "embed" {
                template.perform(controller, isolation: isolation)
            }
            return
        }
        for template in owner.storyboardSegueTemplates where template.performsOnViewLoad {
            template.perform(controller, isolation: isolation)
        }
    }

    // MARK: Cells and containers

    /// Selects `cell`: performs the segue its selection triggers, as
    /// UIKit does when a table or collection view cell connected to a
    /// segue is tapped. False when the cell triggers no segue.
    ///
    /// ```swift
    /// let cell = try #require(tableView.visibleCells.first)
    /// storyboard.selectCell(cell)  // performs the cell's "showDetail"
    /// ```
    ///
    /// The destination's view loads with `isolation`, the caller's actor.
    @discardableResult
    public func selectCell(_ cell: NibObject, isolation: (any Actor)? = #isolation) -> Bool {
        guard let entry = selectionSegues.first(where: { $0.cell.object === cell }) else { return false }
        switch entry.template {
        case let template as UIStoryboardSegueTemplate: template.perform(cell, isolation: isolation)
        case let template as NSStoryboardSegueTemplate: template.perform(cell, isolation: isolation)
        default: return false
        }
        return true
    }

    /// The segue template a cell's selection performs, or nil.
    public func selectionSegue(of cell: NibObject) -> NibObject? {
        selectionSegues.first { $0.cell.object === cell }?.template
    }

    /// The controllers a container's relationship segues of `relationship`
    /// (`rootViewController`, `viewControllers`, `masterViewController`,
    /// `window.shadowedContentViewController`, `tabItems`...) gave it, in
    /// document order.
    public func relationshipDestinations(of container: NibObject, relationship: String) -> [NibObject] {
        relationships.first { $0.container.object === container && $0.relationship == relationship }?
            .destinations.compactMap(\.object) ?? []
    }

    /// Gives a container the controllers of one relationship, through the
    /// container's own API (`setViewControllers(_:animated:)`,
    /// `setContentViewController(_:)`, `setViewController(_:for:)`), as
    /// UIKit and AppKit fill a container from its relationship segues when
    /// it is created, and keeps them for ``relationshipDestinations(of:relationship:)``.
    private func fill(
        _ container: NibObject, relationship: String, with destinations: [NibObject], isolation: (any Actor)?
    ) throws(NibError) {
        relationships.removeAll { $0.container.object == nil }
        relationships.append((Weak(container), relationship, destinations.map(Weak.init)))
        let controllers = destinations.compactMap { $0 as? UIViewController }
        switch (container, relationship) {
        case (let navigation as UINavigationController, "rootViewController"):
            try navigation.setViewControllers(controllers, animated: false, isolation: isolation)
        case (let tabs as UITabBarController, "viewControllers"):
            try tabs.setViewControllers(controllers, animated: false, isolation: isolation)
        case (let split as UISplitViewController, _):
            // Primary (master) before secondary (detail), as UIKit orders them.
            let order = [
                "masterViewController", "primaryViewController", "supplementaryViewController",
                "detailViewController", "secondaryViewController",
            ]
            let children = order.flatMap { relationshipDestinations(of: split, relationship: $0) }
            try split.setViewControllers(
                children.compactMap { $0 as? UIViewController }, animated: false, isolation: isolation)
        case (let window as NSWindowController, "window.shadowedContentViewController"):
            try window.setContentViewController(destinations.first as? NSViewController, isolation: isolation)
        case (let tabs as NSTabViewController, "tabItems"):
            for (item, destination) in zip(tabs.tabViewItems, destinations) {
                tabs.setViewController(destination as? NSViewController, for: item)
            }
        case (let split as NSSplitViewController, "splitItems"):
            for (item, destination) in zip(split.splitViewItems, destinations) {
                split.setViewController(destination as? NSViewController, for: item)
            }
        default:
            break
        }
    }
}

/// What a segue says, from a load's record or from the template that
/// declares it: the runtime makes a controller's segue templates from either.
struct SegueFields {
    let sourceID: String
    let id: String?
    let identifier: String?
    let destinationID: String
    let kind: String?
    let customClass: String?
    let relationship: String?
    let attributes: [String: String]
    /// Where the `<segue>` is written, for the document's order.
    let line: Int
    let column: Int

    init(_ segue: NibInstantiation.Segue) {
        line = segue.location.line
        column = segue.location.column
        sourceID = segue.sourceID
        id = segue.id
        identifier = segue.identifier
        destinationID = segue.destinationID
        kind = segue.kind
        customClass = segue.customClass
        relationship = segue.relationship
        attributes = segue.attributes
    }

    init(_ connection: TemplateConnection, in template: NibTemplate) {
        line = connection.location.line
        column = connection.location.column
        sourceID = template.objects[connection.source].id
        id = connection.segueID
        identifier = connection.name.isEmpty ? nil : connection.name
        destinationID = connection.destinationID ?? ""
        kind = connection.segueKind
        customClass = connection.segueCustomClass
        relationship = connection.segueRelationship
        var attributes: [String: String] = [:]
        for attribute in connection.segueAttributes { attributes[attribute.name] = attribute.value }
        self.attributes = attributes
    }

    /// Where a segue is written: a compiled scene's upstream placeholder
    /// names its segue template by it.
    struct Position: Hashable {
        let line: Int
        let column: Int
    }

    /// What matches a segue's record, when its view loads, to the template
    /// made from its declaration.
    var key: String { "\(sourceID)|\(id ?? "")|\(identifier ?? "")|\(destinationID)|\(kind ?? "")" }

    /// The id of the view or bar button item a popover segue is anchored to.
    var anchorID: String? { attributes["popoverAnchorView"] ?? attributes["popoverAnchorBarButtonItem"] }
}

/// A weak reference, for the tables that must not keep objects alive.
struct Weak {
    weak var object: NibObject?

    init(_ object: NibObject) { self.object = object }
}
