import NibKitCore
import NibKitLoader

/// A controller of a window, as AppKit's `NSWindowController`: its window,
/// its content view controller and how the window is placed and remembered.
///
/// A storyboard runtime gives the content view controller from the
/// relationship segue (`relationship="window.shadowedContentViewController"`)
/// through ``setContentViewController(_:isolation:)``, which loads its view and makes
/// it the window's content view, as AppKit does. ``showWindow(_:isolation:)`` puts the
/// window on screen and makes the content appear.
///
/// ```swift
/// let controller = try #require(instance.object(withID: "B8D-0N-5wS") as? NSWindowController)
/// controller.window?.title  // "Window"
/// try controller.setContentViewController(editor)
/// try controller.showWindow(nil)  // editor: viewWillAppear, viewDidAppear
/// ```
open class NSWindowController: Responder {
    /// The window, or nil.
    public var window: NSWindow?
    /// The view controller whose view is the window's content, or nil; set
    /// it with ``setContentViewController(_:isolation:)``, which loads its view.
    public private(set) var contentViewController: NSViewController?
    /// The name the window's frame is saved under, or nil.
    public var windowFrameAutosaveName: String?
    /// Whether each new window is placed below and right of the last.
    public var shouldCascadeWindows = true
    /// Whether the window is closed when its document is.
    public var shouldCloseDocument = false
    /// The identifier a storyboard instantiates this controller by, or nil.
    public var storyboardIdentifier: String?
    /// The storyboard the controller was created from, which creates its
    /// segues' destinations, or nil.
    public var storyboard: (any StoryboardSceneSource)?
    /// The segues that start from this controller or from the controls of
    /// its scene.
    public var storyboardSegueTemplates: [NSStoryboardSegueTemplate] = []
    /// How a `show` segue to this controller shows its window.
    public var showSeguePresentationStyle = SeguePresentationStyle.automatic

    /// How a `show` segue shows a window or view controller, as Interface
    /// Builder spells it (`showSeguePresentationStyle="single"`).
    public enum SeguePresentationStyle: String, Sendable, CaseIterable {
        /// As AppKit chooses.
        case automatic
        /// One window at a time: a second show brings the first forward.
        case single
    }

    /// Makes `controller` the content view controller: loads its view and
    /// makes it the window's content view, as AppKit's
    /// `contentViewController` does. When the window shows, the old
    /// content disappears and the new appears. Throws the error of loading
    /// the view, changing nothing; the view loads with `isolation`, the
    /// caller's actor.
    public func setContentViewController(_ controller: NSViewController?, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        let view = try controller?.loadViewIfNeeded(isolation: isolation)
        let old = contentViewController
        if old === controller { return }
        if window?.isVisible == true { old?.viewDisappears() }
        contentViewController = controller
        if let window {
            window.contentView = view as? NSView
        }
        if window?.isVisible == true { controller?.viewAppears() }
    }

    /// Shows the window: marks it visible and makes the content view
    /// controller appear, as AppKit's `showWindow(_:)`. Throws the error of
    /// loading the content's view, which loads with `isolation`, the
    /// caller's actor.
    open func showWindow(_ sender: Any?, isolation: (any Actor)? = #isolation) throws(NibError) {
        if let content = contentViewController, let window, window.contentView == nil {
            window.contentView = try content.loadViewIfNeeded(isolation: isolation) as? NSView
        }
        window?.isVisible = true
        contentViewController?.viewAppears()
    }

    /// Closes the window: the content view controller disappears.
    open func close() {
        contentViewController?.viewDisappears()
        window?.isVisible = false
    }

    /// Whether the segue with `identifier`, triggered by a control, should
    /// be performed; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed; does nothing by default.
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// Performs the segue with `identifier` among ``storyboardSegueTemplates``,
    /// without asking `shouldPerformSegue(withIdentifier:sender:)`; an
    /// unknown identifier is an error naming the class and the identifier.
    /// The destination is created, and its view loaded, with `isolation`,
    /// the caller's actor.
    public func performSegue(withIdentifier identifier: String, sender: Any?, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        try performStoryboardSegue(withIdentifier: identifier, sender: sender, isolation: isolation)
    }

    /// The keys Interface Builder writes on a window controller: `window`,
    /// `contentViewController`, `windowFrameAutosaveName`,
    /// `shouldCascadeWindows`, `shouldCloseDocument`,
    /// `storyboardIdentifier` and `showSeguePresentationStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("window", \NSWindowController.window),
            KeyBinding("contentViewController", \NSWindowController.contentViewController) {
                $0.contentViewController = $1
            },
            KeyBinding("windowFrameAutosaveName", \NSWindowController.windowFrameAutosaveName),
            KeyBinding("shouldCascadeWindows", \NSWindowController.shouldCascadeWindows),
            KeyBinding("shouldCloseDocument", \NSWindowController.shouldCloseDocument),
            KeyBinding("storyboardIdentifier", \NSWindowController.storyboardIdentifier),
            KeyBinding("showSeguePresentationStyle", \NSWindowController.showSeguePresentationStyle),
        ]
    }

    /// The window's title, when it has a window: `<NSWindowController: window = "About">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let window { fields.append(("window", ObjectDescription.text(window.title))) }
        return fields
    }
}

extension NSWindowController: SegueSourceController {
    /// The controller itself.
    var sourceObject: NibObject { self }
}
