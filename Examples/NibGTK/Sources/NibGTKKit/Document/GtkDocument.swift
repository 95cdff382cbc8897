import CGtk4
import Foundation
import NibKit

/// An Interface Builder document (or `.nibxml`) opened as GTK windows: read,
/// instantiated on the main actor through the five phases, and shown.
///
/// A storyboard runs through NibKit's storyboard runtime
/// (``init(storyboard:size:)``): its initial view controller appears as a
/// window's root, and the window (``storyboardWindow``) follows its
/// segues, navigation and tabs.
///
/// The windows are the ones the document flags visible at launch; when
/// there are none, File's Owner's view when the owner is a view controller
/// (a storyboard's initial view controller's view, or its window
/// controller's window), else the first top-level view (or view
/// controller's view, or Cocoa window's content view), gets a window of its
/// size. Every action a control sends reaches its target, or travels the
/// responder chain from the application's first responder: views, their view
/// controller, File's Owner, the window, then the ``application``.
///
/// ```swift
/// let document = try GtkDocument(contentsOf: URL(fileURLWithPath: "LoginForm.xib"))
/// try document.waitForFirstFrame()
/// print(LayoutEntry.json(document.layout))
/// for action in try document.click("Lgn-Bt-n01") { print(document.describe(action)) }
/// ```
@MainActor
public final class GtkDocument {
    /// The template the document was read into.
    public let template: NibTemplate
    /// The live objects; nil for a storyboard, whose controllers the
    /// storyboard runtime creates scene by scene (``object(withID:)`` finds
    /// them).
    public let graph: NibInstantiation?
    /// The storyboard that created the controllers, or nil for a nib.
    public let storyboard: Storyboard?
    /// The window of a storyboard's root view controller, which follows
    /// its transitions; nil for a nib and for a macOS storyboard.
    public private(set) var storyboardWindow: StoryboardWindow?
    /// The application at the end of the responder chain.
    public let application: Application
    /// The object that stood in for File's Owner.
    public let owner: NibObject
    /// The windows shown, in order.
    public var hosts: [WindowHost] { presenter.hosts }

    private let presenter: GtkPresenter
    private var ids: [ObjectIdentifier: String] = [:]
    private var classNames: [ObjectIdentifier: String] = [:]
    /// The class each object of a storyboard's scenes is written with, by
    /// where it is written (a compiled storyboard's nibs number their
    /// objects each from 1), for the objects its runtime creates as the
    /// user goes from scene to scene.
    private var storyboardClassNames: [SourceLocation: String] = [:]

    /// Opens the document at `url` with the toolkit's classes (or
    /// `registry`), File's Owner being `owner` or, without one, a stand-in.
    ///
    /// A stand-in File's Owner is the application for a Cocoa document whose
    /// owner is `NSApplication`, else a dynamic object of the owner's class;
    /// a dynamic owner whose `view` outlet is connected becomes that view's
    /// controller, as a `UIViewController` would.
    ///
    /// Each external placeholder needs an object, as with UIKit's
    /// `UINibExternalObjects`: one of `externalObjects`, or for an identifier
    /// in `externalStandIns` a dynamic object of the placeholder's class.
    /// A placeholder with neither fails the load with NibKit's error at the
    /// placeholder.
    ///
    /// A `.storyboard` or a compiled `.storyboardc` opens its initial scene
    /// through the storyboard runtime (``init(storyboard:size:)``); File's
    /// Owner, the external objects and `mode` do not apply to it.
    ///
    /// Every document is read leniently by default, NibKit's own format too:
    /// a `.nibxml` written for another toolkit's classes names keys these
    /// classes do not bind, and the toolkit opens it anyway, as it opens
    /// unknown classes as dynamic objects. Pass `mode: .strict` to refuse them.
    ///
    /// With `root`, the top-level view of that id is shown as well (see
    /// ``init(template:owner:externalObjects:externalStandIns:size:root:)``).
    ///
    /// With `size`, every window's root view has that size instead of the
    /// document's: its subviews are resized by their autoresizing masks, or
    /// solved by their constraints, as when a window is resized.
    public convenience init(
        contentsOf url: URL, registry: ClassRegistry? = nil, owner: NibObject? = nil,
        externalObjects: [String: NibObject] = [:], externalStandIns: [String] = [], mode: ReadingMode = .lenient,
        size: CGSize? = nil, root: String? = nil
    ) throws {
        try Display.open()
        let registry = registry ?? .gtkToolkit()
        if ["storyboard", "storyboardc"].contains(url.pathExtension) {
            try self.init(storyboard: Self.storyboard(at: url, registry: registry), size: size)
        } else {
            try self.init(
                template: NibTemplate(contentsOf: url, registry: registry, mode: mode), owner: owner,
                externalObjects: externalObjects, externalStandIns: externalStandIns, size: size, root: root)
        }
    }

    /// Opens the nib `name` of `bundle` for `traits`, as
    /// `NibBundle.nibTemplate(named:registry:traits:mode:)` finds it: the
    /// device's variant (`Name~ipad`), its images at the screen scale, and
    /// for a nib in `Base.lproj` the texts of the preferred localization's
    /// `Name.strings`.
    ///
    /// The owner and the external objects are as for
    /// ``init(contentsOf:registry:owner:externalObjects:externalStandIns:mode:size:root:)``.
    ///
    /// ```swift
    /// let bundle = try NibBundle(url: URL(fileURLWithPath: "Example.app"))
    /// let traits = ResourceTraits(device: .ipad, scale: 2, languages: ["fr"])
    /// let document = try GtkDocument(named: "Greeting", in: bundle, traits: traits)
    /// ```
    public convenience init(
        named name: String, in bundle: NibBundle, traits: ResourceTraits, registry: ClassRegistry? = nil,
        owner: NibObject? = nil, externalObjects: [String: NibObject] = [:], externalStandIns: [String] = [],
        mode: ReadingMode = .lenient, size: CGSize? = nil
    ) throws {
        try Display.open()
        let template = try bundle.nibTemplate(
            named: name, registry: registry ?? .gtkToolkit(), traits: traits, mode: mode)
        try self.init(
            template: template, owner: owner, externalObjects: externalObjects, externalStandIns: externalStandIns,
            size: size)
    }

    /// Opens a template that has been read already.
    ///
    /// The owner and the external objects are as for
    /// ``init(contentsOf:registry:owner:externalObjects:externalStandIns:mode:size:root:)``.
    ///
    /// With `root`, the top-level view (or window's content view) of that
    /// id is shown too, after any window visible at launch: a document of
    /// several top-level views, such as a xib of sheets, shows the one asked
    /// for rather than the first.
    public convenience init(
        template: NibTemplate, owner: NibObject? = nil, externalObjects: [String: NibObject] = [:],
        externalStandIns: [String] = [], size: CGSize? = nil, root: String? = nil
    ) throws {
        try Display.open()
        let application = Application()
        let owner = owner ?? Self.standInOwner(for: template, application: application)
        if let responder = owner as? Responder, responder !== application, responder.next == nil {
            responder.next = application
        }
        let presenter = GtkPresenter(platform: template.platform, application: application, size: size)
        let graph = try template.instantiate(
            owner: owner,
            externalObjects: Self.standIns(for: externalStandIns, in: template).merging(externalObjects) { $1 },
            application: application, presenter: presenter)
        try self.init(
            template: template, graph: graph, storyboard: nil, application: application, owner: owner,
            presenter: presenter, controller: owner, rootID: root)
    }

    /// Opens a storyboard's initial scene: the storyboard runtime creates
    /// the initial controller (`instantiateInitialViewController`), which
    /// appears as a window's root.
    ///
    /// An iOS controller appears with `appearAsRoot()`; the window shows the
    /// view of the controller on screen, at the view's size (or `size`),
    /// with the bars of the containers it is in, and follows every
    /// transition (``StoryboardWindow``). A macOS window controller shows
    /// its window (`showWindow(_:)`) with its content view controller's
    /// view; a macOS view controller's view gets a window of its size. The
    /// document's ``owner`` is the initial controller.
    ///
    /// ```swift
    /// let storyboard = try UIStoryboard(contentsOf: url, registry: .gtkToolkit())
    /// let document = try GtkDocument(storyboard: storyboard)
    /// document.storyboardWindow?.navigationBar?.title  // "Notes"
    /// ```
    public convenience init(storyboard: Storyboard, size: CGSize? = nil) throws {
        try Display.open()
        let controller = try storyboard.instantiateInitialViewController(as: NibObject.self)
        guard
            let scene = storyboard.contents.scenes.first(where: {
                $0.viewControllerID == storyboard.contents.initialViewControllerID
            })
        else { throw GtkDocumentError(.nothingToShow) }
        let application = Application()
        let presenter = GtkPresenter(platform: scene.template.platform, application: application, size: size)
        if let controller = controller as? UIViewController {
            if controller.next == nil { controller.next = application }
            try controller.appearAsRoot()
        } else if let controller = controller as? NSWindowController {
            try controller.showWindow(nil)
        }
        try self.init(
            template: scene.template, graph: nil, storyboard: storyboard, application: application, owner: controller,
            presenter: presenter, controller: controller)
        for scene in storyboard.contents.scenes {
            for template in [scene.template] + (scene.viewTemplate.map { [$0] } ?? []) {
                for object in template.objects {
                    guard let className = object.className else { continue }
                    storyboardClassNames[object.location] = className
                }
            }
        }
        if let controller = controller as? UIViewController, let host = hosts.first {
            storyboardWindow = StoryboardWindow(root: controller, host: host)
        }
    }

    /// The storyboard at `url` as the runtime runs it: an `NSStoryboard`
    /// for a macOS document, else a `UIStoryboard`.
    ///
    /// An iOS scene's view controller of a custom class that `registry`
    /// has not (the application's own, as `MainViewController`) gets a
    /// ``GtkStandInViewController``, rather than a dynamic object, so that
    /// containers hold it and its segues run.
    private static func storyboard(at url: URL, registry: ClassRegistry) throws -> Storyboard {
        let storyboard = try UIStoryboard(contentsOf: url, registry: registry)
        // Read again once what is needed is known: the platform, the stand-ins.
        if storyboard.contents.scenes.first?.template.platform == .macOS {
            return try NSStoryboard(contentsOf: url, registry: registry)
        }
        let standIns = unregisteredControllerClasses(in: storyboard.contents, registry: registry)
        guard !standIns.isEmpty else { return storyboard }
        var registry = registry
        registry.register(GtkStandInViewController.self, names: standIns)
        return try UIStoryboard(contentsOf: url, registry: registry)
    }

    /// The custom classes of the scenes' view controllers that `registry`
    /// has no class for, by their name or, for a name with a module, its
    /// class part.
    private static func unregisteredControllerClasses(in contents: NibStoryboard, registry: ClassRegistry)
        -> [String]
    {
        var names: [String] = []
        for scene in contents.scenes {
            guard let id = scene.viewControllerID,
                let object = scene.template.objects.first(where: { $0.id == id }), object.isCustomClass,
                let name = object.className
            else { continue }
            let classPart = name.split(separator: ".").last.map(String.init) ?? name
            guard !registry.contains(name), !registry.contains(classPart), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Shows the live objects: the windows flagged visible at launch, else
    /// the view of `controller` (a dynamic owner or a storyboard's initial
    /// view controller) or the first top-level view.
    private init(
        template: NibTemplate, graph: NibInstantiation?, storyboard: Storyboard?, application: Application,
        owner: NibObject, presenter: GtkPresenter, controller: NibObject, rootID: String? = nil
    ) throws {
        self.template = template
        self.graph = graph
        self.storyboard = storyboard
        self.application = application
        self.owner = owner
        self.presenter = presenter
        if let standIn = controller as? DynamicObject, let view = standIn.values["view"] as? View,
            view.viewController == nil
        {
            view.viewController = standIn
        }
        if let graph { indexObjects(of: template, in: graph) }
        if let rootID {
            let object = graph?.object(withID: rootID)
            let window = object as? NSWindow
            guard let object, let root = window?.contentView ?? (object as? View) else {
                throw GtkDocumentError(object == nil ? .unknownID(rootID) : .nothingToShow)
            }
            if root.viewController == nil && root.next == nil && root.superview == nil { root.next = application }
            presenter.show(root, title: window?.title)
        } else if presenter.hosts.isEmpty {
            if let window = Self.window(of: controller), let content = window.contentView {
                if window.next == nil { window.next = application }
                presenter.show(
                    content, title: window.title, decorations: WindowDecorations(styleMask: window.styleMask))
            } else {
                guard let root = Self.view(of: controller) ?? firstRoot() else {
                    throw GtkDocumentError(.nothingToShow)
                }
                if root.viewController == nil && root.next == nil && root.superview == nil { root.next = application }
                presenter.show(root, title: nil)
            }
        }
        installMainMenu()
    }

    private static func standInOwner(for template: NibTemplate, application: Application) -> NibObject {
        let className = template.objects.first { $0.role == .filesOwner }?.className
        if template.platform == .macOS && (className == nil || className == "NSApplication") { return application }
        return DynamicObject(className: className ?? "NSObject")
    }

    /// A dynamic object for each identifier, of the class the external
    /// placeholder with that identifier names (`NSObject` when none does).
    private static func standIns(for identifiers: [String], in template: NibTemplate) -> [String: NibObject] {
        var classes: [String: String] = [:]
        for object in template.objects {
            guard case .external(let identifier) = object.role, classes[identifier] == nil else { continue }
            classes[identifier] = object.className
        }
        var objects: [String: NibObject] = [:]
        for identifier in identifiers where objects[identifier] == nil {
            objects[identifier] = DynamicObject(className: classes[identifier] ?? "NSObject")
        }
        return objects
    }

    /// The view of a view controller: the toolkit's, a standard one's (loaded), or a dynamic one's `view` outlet.
    private static func view(of controller: NibObject) -> View? {
        if let controller = controller as? ViewController { return controller.view }
        if let controller = controller as? UIViewController {
            return (StoryboardWindow.visible(from: controller).shown.viewIfLoaded ?? controller.viewIfLoaded) as? View
        }
        if let controller = controller as? NibViewController { return controller.viewIfLoaded as? View }
        return (controller as? DynamicObject)?.values["view"] as? View
    }

    /// The window of a window controller: NibKit's `NSWindowController`, or a
    /// dynamic object whose `window` outlet is connected.
    private static func window(of controller: NibObject) -> NSWindow? {
        if let controller = controller as? NSWindowController { return controller.window }
        return (controller as? DynamicObject)?.values["window"] as? NSWindow
    }

    /// Remembers every object's id and document class, placeholders included.
    private func indexObjects(of template: NibTemplate, in graph: NibInstantiation) {
        for object in template.objects {
            let instance: NibObject?
            switch object.role {
            case .filesOwner: instance = owner
            case .application: instance = application
            case .archived, .custom: instance = graph.object(withID: object.id)
            case .firstResponder, .external: instance = nil
            }
            guard let instance else { continue }
            let key = ObjectIdentifier(instance)
            if ids[key] == nil { ids[key] = object.id }
            if classNames[key] == nil, let className = object.className { classNames[key] = className }
        }
    }

    /// The view to show when the document flags no window visible.
    private func firstRoot() -> View? {
        for object in graph?.topLevelObjects ?? [] {
            if let window = object as? NSWindow, let content = window.contentView { return content }
            if object is ViewController || object is NibViewController, let view = Self.view(of: object) {
                return view
            }
            if let view = object as? View,
                !(object is DynamicObject) || !FrameLayout(platform: template.platform).frame(of: view).isEmpty
            {
                return view
            }
        }
        return nil
    }

    /// An object's id in the document (`-1` for File's Owner on iOS); in a
    /// storyboard, the id its scene gives it.
    public func id(of object: NibObject) -> String? {
        ids[ObjectIdentifier(object)] ?? (storyboard == nil ? nil : object.archiveObjectID)
    }

    /// The class the document names for an object, else its own class name.
    public func className(of object: NibObject) -> String {
        classNames[ObjectIdentifier(object)] ?? object.archiveLocation.flatMap { storyboardClassNames[$0] }
            ?? object.nibClassName
    }

    /// The object with `id`: one the load created, or in a storyboard one
    /// of the controllers, windows, views and bar items its initial
    /// controller holds now; nil when there is none.
    public func object(withID id: String) -> NibObject? {
        if let graph { return graph.object(withID: id) }
        return Self.objects(from: owner).first { $0.archiveObjectID == id }
    }

    /// Every object `root` holds, itself first: a view controller's
    /// loaded view, navigation and tab bar items, children and presented
    /// controller; a window controller's window and content controller; a
    /// window's content view; a view's subviews; a navigation item's bar
    /// button items.
    private static func objects(from root: NibObject) -> [NibObject] {
        var found: [NibObject] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ object: NibObject?) {
            guard let object, seen.insert(ObjectIdentifier(object)).inserted else { return }
            found.append(object)
            switch object {
            case let controller as UIViewController:
                add(controller.viewIfLoaded)
                add(controller.navigationItem)
                add(controller.tabBarItem)
                for child in controller.children { add(child) }
                add(controller.presentedViewController)
            case let controller as NibViewController:
                add(controller.viewIfLoaded)
            case let controller as ViewController:
                add(controller.view)
            case let controller as NSWindowController:
                add(controller.window)
                add(controller.contentViewController)
            case let window as NSWindow:
                add(window.contentView)
            case let item as UINavigationItem:
                for barItem in item.leftItems + item.rightItems { add(barItem) }
            case let view as View:
                for subview in view.subviews { add(subview) }
            default:
                break
            }
        }
        add(root)
        return found
    }

    /// Waits until every window has drawn its first frame.
    public func waitForFirstFrame(timeout: Duration = .seconds(10)) throws(GtkDocumentError) {
        let hosts = self.hosts
        guard MainLoop.run(timeout: timeout, until: { hosts.allSatisfy(\.hasDrawnFirstFrame) }) else {
            throw GtkDocumentError(.timedOut)
        }
    }

    /// Every GTK view of the first window, root first, where NibKit's layout
    /// engine put it (relative to the root's top-left corner), at the
    /// window's current size.
    public var layout: [LayoutEntry] {
        guard let host = hosts.first else { return [] }
        return host.placements.map { placement in
            LayoutEntry(
                id: id(of: placement.view) ?? "", className: className(of: placement.view),
                gtkClassName: placement.view.widget.typeName, frame: placement.frame)
        }
    }

    /// The views whose GTK allocation differs from where their frames put
    /// them, each as `id: frame … but GTK allocated …`; empty once the
    /// window is drawn and GTK agrees.
    public func allocationMismatches() -> [String] {
        guard let host = hosts.first else { return [] }
        return host.placements.compactMap { placement in
            let allocation = host.allocation(of: placement.view)
            if let allocation, allocation.integral == placement.frame.integral { return nil }
            if placement.view.isHidden { return nil }
            let label = id(of: placement.view) ?? className(of: placement.view)
            let allocated = allocation.map(Self.format) ?? "nothing"
            return "\(label): the frame puts it at \(Self.format(placement.frame)) but GTK allocated \(allocated)"
        }
    }

    /// `(20, 180, 130 × 44)`.
    private static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }

    /// Clicks the control with `id` through GTK and returns the actions it sent.
    @discardableResult
    public func click(_ id: String) throws(GtkDocumentError) -> [DispatchedAction] {
        guard let object = object(withID: id) else { throw GtkDocumentError(.unknownID(id)) }
        if let item = object as? UIBarButtonItem, let window = storyboardWindow,
            let button = window.navigationBar?.button(for: item)
        {
            return window.host.recordingActions { nibgtk_signal_emit(button.object, "clicked") }
        }
        guard let view = object as? any GtkView, let host = view.gtkState.host else {
            throw GtkDocumentError(.notActivatable(id: id, className: className(of: object)))
        }
        var activated = false
        let sent = host.recordingActions { activated = view.activate() }
        guard activated else { throw GtkDocumentError(.notActivatable(id: id, className: className(of: object))) }
        return sent
    }

    /// `Lgn-Bt-n01 sent login: to -1`, or for a nil target
    /// `Cnl-Bt-n02 sent cancelOperation: to the responder chain → LoginController`.
    public func describe(_ action: DispatchedAction) -> String {
        let sender = id(of: action.sender) ?? className(of: action.sender)
        let destination: String
        if let target = action.target {
            destination = id(of: target) ?? className(of: target)
        } else {
            destination = "the responder chain → " + (action.receiver.map { className(of: $0) } ?? "nothing")
        }
        return "\(sender) sent \(action.action) to \(destination)"
    }

    /// Writes the first window to a PNG file.
    public func writeScreenshot(to url: URL) throws(GtkDocumentError) {
        guard let host = hosts.first else { throw GtkDocumentError(.nothingToShow) }
        try host.writeScreenshot(to: url)
    }

    /// Runs GTK's main loop until the user has closed every window.
    public func runUntilClosed() {
        // A year is as good as forever; the deadline only keeps the loop's timer simple.
        MainLoop.run(timeout: .seconds(365 * 24 * 3600)) { g_list_model_get_n_items(gtk_window_get_toplevels()) == 0 }
    }

    /// Closes every window.
    public func close() {
        for host in hosts { host.close() }
        MainLoop.drain()
    }
}
