import NibKitCore
import NibKitLoader

/// A controller that loads its view from a nib the first time the view is
/// asked for: NibKit's `UIViewController(nibName:bundle:)`.
///
/// This is the lazy-loading design Apple recommends: a nib holds only what is
/// needed at once, and the rest lives in other nibs loaded when first used.
/// The controller is the nib's File's Owner; the nib must connect its `view`
/// outlet. After loading, `viewDidLoad()` is called.
///
/// ```swift
/// final class LoginController: NibViewController {
///     override func viewDidLoad() { print("loaded") }
/// }
/// let controller = LoginController(nibName: "Login", bundle: bundle, registry: registry, traits: traits)
/// let view = try controller.view // loads Login(~ipad).xib now
/// ```
open class NibViewController: Responder {
    /// The nib's name; nil means the class's name.
    public private(set) var nibName: String?
    /// The bundle the nib is found in.
    public private(set) var nibBundle: NibBundle?
    /// The classes the nib's objects are created from.
    public var registry = ClassRegistry()
    /// The device, scale and languages the nib is chosen for.
    public var traits = ResourceTraits()
    /// The template the view is loaded from, when it is given rather than
    /// found by ``nibName`` in ``nibBundle``: a storyboard scene's view, as
    /// a compiled storyboard keeps it in a nib of its own. Instantiated with
    /// this controller as File's Owner.
    public var viewTemplate: NibTemplate?
    /// Called with the graph of the view just loaded, before ``viewDidLoad()``:
    /// where a storyboard runtime connects the segues the view's controls
    /// trigger and performs its embed segues, as UIKit does while loading a
    /// scene's view.
    public var didInstantiateView: ((NibInstantiation) throws(NibError) -> Void)?
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

    /// The view, if it has been loaded.
    public var viewIfLoaded: NibObject? { loadedView }

    /// The view, loaded from the nib the first time it is asked for.
    public var view: NibObject {
        get throws(NibError) { try loadViewIfNeeded() }
    }

    /// Loads the view from the nib unless it is loaded, then calls
    /// `viewDidLoad()`; returns the view.
    @discardableResult
    ///
    /// A main-actor controller loads from the main actor: `isolation`, the
    /// caller's actor, is filled in by the compiler. (The `view` property
    /// loads as a nonisolated caller.)
    public func loadViewIfNeeded(isolation: (any Actor)? = #isolation) throws(NibError) -> NibObject {
        if let loadedView { return loadedView }
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
        let graph = try template.instantiate(owner: self, isolation: isolation)
        guard let loadedView else {
            throw NibError(
                .instantiationFailed,
                Diagnostic(
                    .error, "\(nibClassName) loaded the nib '\(name)' but the view outlet was not set",
                    at: SourceLocation.start(of: template.path), className: nibClassName, key: "view"))
        }
        try didInstantiateView?(graph)
        viewDidLoad()
        return loadedView
    }

    /// Called once, after the view is loaded from the nib.
    open func viewDidLoad() {}
}
