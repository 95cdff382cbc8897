import NibKitCore
import NibKitLoader

/// A controller that loads its view the first time the view is asked for:
/// NibKit's `UIViewController(nibName:bundle:)`, and the view controller of
/// a storyboard scene.
///
/// This is the lazy-loading design Apple recommends: a nib holds only what is
/// needed at once, and the rest lives in other nibs loaded when first used.
/// Asking for ``view`` (or calling ``loadViewIfNeeded(isolation:)``) calls
/// ``loadView(isolation:)``, which instantiates the view's template (a
/// storyboard scene's view, see ``viewTemplate``) or else the nib found by
/// ``nibName`` in ``nibBundle``, with this controller as File's Owner; the
/// archive must connect its `view` outlet. Then ``viewDidLoad()`` is called.
/// A subclass may override `loadView` and set ``viewIfLoaded`` itself, as
/// UIKit lets it.
///
/// It adopts ``NibStoryboard/ViewLoading``, so a storyboard that creates it
/// hands it the scene's view template rather than creating the view: no
/// object of the view exists, and none is sent `awakeFromNib`, before the
/// view is asked for.
///
/// ```swift
/// final class LoginController: NibViewController {
///     override func viewDidLoad() { print("loaded") }
/// }
/// let controller = LoginController(nibName: "Login", bundle: bundle, registry: registry, traits: traits)
/// let view = try controller.view // loads Login(~ipad).xib now
/// ```
open class NibViewController: Responder, NibStoryboard.ViewLoading {
    /// The nib's name; nil means the class's name.
    public private(set) var nibName: String?
    /// The bundle the nib is found in.
    public private(set) var nibBundle: NibBundle?
    /// The classes the nib's objects are created from.
    public var registry = ClassRegistry()
    /// The device, scale and languages the nib is chosen for.
    public var traits = ResourceTraits()
    /// The template the view is loaded from, when it is given rather than
    /// found by ``nibName`` in ``nibBundle``: a storyboard scene's view
    /// (``NibStoryboard/Scene/viewTemplate``), which the storyboard that
    /// creates this controller hands it. Instantiated with this controller
    /// as File's Owner.
    public var viewTemplate: NibTemplate?
    /// The objects ``viewTemplate`` names as external objects, by
    /// identifier: those a compiled storyboard's scene gives its view nib
    /// (`UIExternalObjectsTableForViewLoading`).
    public var viewExternalObjects: [String: NibObject] = [:]
    /// Called with the graph of the view just loaded and the isolation it
    /// was loaded with, before ``viewDidLoad()``: where a storyboard runtime
    /// connects the segues the view's controls trigger and performs its
    /// embed segues (their destinations loading with the same isolation),
    /// as UIKit does while loading a scene's view.
    public var didInstantiateView: ((NibInstantiation, (any Actor)?) throws(NibError) -> Void)?
    private var loadedView: NibObject?

    /// Creates a controller that will load `nibName` (or, when nil, the nib
    /// named after its class) from `bundle` when its view is first needed.
    public convenience init(nibName: String?, bundle: NibBundle?, registry: ClassRegistry, traits: ResourceTraits) {
        self.init()
        self.nibName = nibName
        self.nibBundle = bundle
        self.registry = registry
        self.traits = traits
    }

    /// A responder's keys and `view`, the root view an archive connects as an
    /// outlet; setting it makes this controller the view's ``View/viewController``.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("view", \NibViewController.loadedView) { $0.setView($1) }]
    }

    /// Takes `view` as the root view: a ``View`` gets this controller as its
    /// next responder, as a `UIViewController`'s root view does.
    private func setView(_ view: NibObject?) {
        if let old = loadedView as? View, old.viewController === self { old.viewController = nil }
        loadedView = view
        (view as? View)?.viewController = self
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view, if it has been loaded; nil before. Setting it sets the view
    /// without loading anything: what an override of ``loadView(isolation:)``
    /// does (UIKit's `view` setter; NibKit's ``view`` only reads, as it may
    /// throw).
    public var viewIfLoaded: NibObject? {
        get { loadedView }
        set { setView(newValue) }
    }

    /// The view, loaded the first time it is asked for.
    public var view: NibObject {
        get throws(NibError) { try loadViewIfNeeded() }
    }

    /// Loads the view unless it is loaded (``loadView(isolation:)``), then
    /// calls ``viewDidLoad()``; returns the view. Both are reported as
    /// ``ViewControllerEvent``s when someone observes.
    ///
    /// A main-actor controller loads from the main actor: `isolation`, the
    /// caller's actor, is filled in by the compiler. (The `view` property
    /// loads as a nonisolated caller.)
    @discardableResult
    public func loadViewIfNeeded(isolation: (any Actor)? = #isolation) throws(NibError) -> NibObject {
        if let loadedView { return loadedView }
        ViewControllerEvent.report(ViewControllerEvent(.loadView, self))
        try loadView(isolation: isolation)
        guard let loadedView else {
            throw NibError(
                .instantiationFailed,
                Diagnostic(
                    .error, "\(nibClassName).loadView() set no view",
                    at: SourceLocation.start(of: viewTemplate?.path ?? nibName ?? nibClassName),
                    className: nibClassName, key: "view"))
        }
        ViewControllerEvent.report(ViewControllerEvent(.viewDidLoad, self))
        viewDidLoad()
        return loadedView
    }

    /// Creates the view: instantiates ``viewTemplate``, or else the nib
    /// ``nibName`` (or, when nil, the nib named after the class) of
    /// ``nibBundle``, with this controller as File's Owner, and hands the
    /// graph to ``didInstantiateView``.
    ///
    /// Called by ``loadViewIfNeeded(isolation:)``, never directly, as UIKit's
    /// `loadView`. A subclass that makes its view in code overrides it, sets
    /// ``viewIfLoaded`` and does not call `super`.
    ///
    /// ```swift
    /// override func loadView(isolation: (any Actor)?) throws(NibError) {
    ///     viewIfLoaded = View()
    /// }
    /// ```
    open func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        let name = nibName ?? String(describing: type(of: self))
        let template: NibTemplate
        if let viewTemplate {
            template = viewTemplate
        } else {
            guard let bundle = nibBundle else {
                throw NibError(
                    .resourceNotFound,
                    Diagnostic(
                        .error, "\(nibClassName) has no bundle to load the nib '\(name)' from",
                        at: SourceLocation.start(of: name)))
            }
            template = try bundle.nibTemplate(named: name, registry: registry, traits: traits)
        }
        let graph = try template.instantiate(owner: self, externalObjects: viewExternalObjects, isolation: isolation)
        guard loadedView != nil else {
            throw NibError(
                .instantiationFailed,
                Diagnostic(
                    .error, "\(nibClassName) loaded the nib '\(name)' but the view outlet was not set",
                    at: SourceLocation.start(of: template.path), className: nibClassName, key: "view"))
        }
        try didInstantiateView?(graph, isolation)
    }

    /// Called once, after the view is loaded from the nib.
    open func viewDidLoad() {}
}
