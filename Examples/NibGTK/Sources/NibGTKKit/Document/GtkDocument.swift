import CGtk4
import Foundation
import NibKit

/// An Interface Builder document (or `.nibxml`) opened as GTK windows: read,
/// instantiated on the main actor through the five phases, and shown.
///
/// The windows are the ones the document flags visible at launch; when
/// there are none, the first top-level view (or view controller's view, or
/// Cocoa window's content view) gets a window of its size. Every action a
/// control sends reaches its target, or travels the responder chain from the
/// application's first responder: views, their view controller, File's
/// Owner, the window, then the ``application``.
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
    /// The live objects.
    public let graph: NibInstantiation
    /// The application at the end of the responder chain.
    public let application: Application
    /// The object that stood in for File's Owner.
    public let owner: NibObject
    /// The windows shown, in order.
    public var hosts: [WindowHost] { presenter.hosts }

    private let presenter: GtkPresenter
    private var ids: [ObjectIdentifier: String] = [:]
    private var classNames: [ObjectIdentifier: String] = [:]

    /// Opens the document at `url` with the toolkit's classes (or
    /// `registry`), File's Owner being `owner` or, without one, a stand-in.
    ///
    /// A stand-in File's Owner is the application for a Cocoa document whose
    /// owner is `NSApplication`, else a dynamic object of the owner's class;
    /// each external object is a dynamic object of its class too, and
    /// a dynamic owner whose `view` outlet is connected becomes that view's
    /// controller, as a `UIViewController` would.
    ///
    /// Every document is read leniently by default, NibKit's own format too:
    /// a `.nibxml` written for another toolkit's classes names keys these
    /// classes do not bind, and the toolkit opens it anyway, as it opens
    /// unknown classes as dynamic objects. Pass `mode: .strict` to refuse them.
    ///
    /// With `size`, every window's root view has that size instead of the
    /// document's: its subviews are resized by their autoresizing masks, or
    /// solved by their constraints, as when a window is resized.
    public init(
        contentsOf url: URL, registry: ClassRegistry? = nil, owner: NibObject? = nil, mode: ReadingMode = .lenient,
        size: CGSize? = nil
    ) throws {
        try Display.open()
        let template = try NibTemplate(contentsOf: url, registry: registry ?? .gtkToolkit(), mode: mode)
        let application = Application()
        let owner = owner ?? Self.standInOwner(for: template, application: application)
        if let responder = owner as? Responder, responder !== application, responder.next == nil {
            responder.next = application
        }
        let presenter = GtkPresenter(platform: template.platform, application: application, size: size)
        graph = try template.instantiate(
            owner: owner, externalObjects: Self.standInExternalObjects(for: template), application: application,
            presenter: presenter)
        self.template = template
        self.application = application
        self.owner = owner
        self.presenter = presenter
        if let standIn = owner as? DynamicObject, let view = standIn.values["view"] as? View, view.viewController == nil {
            view.viewController = standIn
        }
        indexObjects()
        if presenter.hosts.isEmpty {
            guard let root = firstRoot() else { throw GtkDocumentError(.nothingToShow) }
            if root.viewController == nil && root.next == nil && root.superview == nil { root.next = application }
            presenter.show(root, title: nil)
        }
        installMainMenu()
    }

    private static func standInOwner(for template: NibTemplate, application: Application) -> NibObject {
        let className = template.objects.first { $0.role == .filesOwner }?.className
        if template.platform == .macOS && (className == nil || className == "NSApplication") { return application }
        return DynamicObject(className: className ?? "NSObject")
    }

    /// A dynamic object of its class for each external placeholder.
    private static func standInExternalObjects(for template: NibTemplate) -> [String: NibObject] {
        var objects: [String: NibObject] = [:]
        for object in template.objects {
            guard case .external(let identifier) = object.role, objects[identifier] == nil else { continue }
            objects[identifier] = DynamicObject(className: object.className ?? "NSObject")
        }
        return objects
    }

    /// Remembers every object's id and document class, placeholders included.
    private func indexObjects() {
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
        for object in graph.topLevelObjects {
            if let window = object as? CocoaWindow, let content = window.contentView { return content }
            if let controller = object as? ViewController, let view = controller.view { return view }
            if let view = object as? View, !(object is DynamicObject) || !FrameLayout(platform: template.platform).frame(of: view).isEmpty {
                return view
            }
        }
        return nil
    }

    /// An object's id in the document (`-1` for File's Owner on iOS).
    public func id(of object: NibObject) -> String? { ids[ObjectIdentifier(object)] }

    /// The class the document names for an object, else its own class name.
    public func className(of object: NibObject) -> String {
        classNames[ObjectIdentifier(object)] ?? object.nibClassName
    }

    /// Waits until every window has drawn its first frame.
    public func waitForFirstFrame(timeout: Duration = .seconds(10)) throws(GtkDocumentError) {
        let hosts = self.hosts
        guard MainLoop.run(timeout: timeout, until: { hosts.allSatisfy(\.hasDrawnFirstFrame) }) else {
            throw GtkDocumentError(.timedOut)
        }
    }

    /// Every GTK view of the first window, root first, where the frames put
    /// it or, for a view placed by constraints (or inside one), where GTK's
    /// constraint solver put it once the window is laid out.
    public var layout: [LayoutEntry] {
        guard let host = hosts.first else { return [] }
        return host.placements.map { placement in
            let frame =
                placement.followsConstraints ? host.allocation(of: placement.view) ?? placement.frame : placement.frame
            return LayoutEntry(
                id: id(of: placement.view) ?? "", className: className(of: placement.view),
                gtkClassName: placement.view.widget.typeName, frame: frame)
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
            if placement.view.isHidden || placement.followsConstraints { return nil }
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
        guard let object = graph.object(withID: id) else { throw GtkDocumentError(.unknownID(id)) }
        guard let view = object as? GtkView, let host = view.host else {
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
