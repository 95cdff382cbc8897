import NibKit

/// The owner of a window loaded from an archive: NibKit's counterpart of
/// `NSWindowController`, and the File's Owner of the archives it loads.
///
/// When the archive connects the `window` outlet, the controller becomes the
/// window's next responder, so actions with a nil target go from the
/// window's widgets to the window, to the controller, and on to whatever
/// the controller's own `next` is (the application, set by whoever creates
/// the controller).
///
/// ```swift
/// let controller = MyController()
/// controller.next = application
/// try controller.loadWindow(from: template, presenter: screen)
/// ```
open class WindowController: Responder, NibCoding {
    /// The window, connected by the archive's `window` outlet.
    public var window: Window? {
        didSet {
            oldValue?.next = nil
            window?.next = self
        }
    }

    /// The `window` outlet; a subclass adds its own outlets.
    open class var keyBindings: [KeyBinding] {
        [KeyBinding("window", \WindowController.window)]
    }

    /// The actions the controller performs: none, until a subclass adds some.
    open class var actionBindings: [ActionBinding] { [] }

    /// Called when an archive creates the controller, once it is loaded and
    /// connected; does nothing by default.
    ///
    /// A controller that is File's Owner is never woken: it finishes setting
    /// up in ``windowDidLoad()``.
    open func awakeFromNib() {}

    /// Instantiates `template` with this controller as File's Owner, so the
    /// archive's outlets and actions connect to it, then calls
    /// ``windowDidLoad()``. The presenter shows, in phase 5, the windows
    /// flagged visible at launch.
    ///
    /// Returns the graph, whose top-level objects the caller may keep;
    /// the controller keeps its window.
    @discardableResult
    public func loadWindow(from template: NibTemplate, presenter: (any LaunchPresenter)?) throws(NibError)
        -> NibInstantiation
    {
        let graph = try template.instantiate(owner: self, presenter: presenter)
        windowDidLoad()
        return graph
    }

    /// Called once the archive is loaded and every outlet connected.
    /// Subclasses finish setting up here, as in `NSWindowController`.
    open func windowDidLoad() {}
}
