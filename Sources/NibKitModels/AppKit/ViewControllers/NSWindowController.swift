import NibKitLoader

/// A controller of a window, as AppKit's `NSWindowController`: its window,
/// its content view controller and how the window is placed and remembered.
///
/// A storyboard gives the content view controller by a relationship segue
/// (`relationship="window.shadowedContentViewController"`), which NibKit
/// reads and does not perform, so ``contentViewController`` is set only by
/// an archive that names it as a property or outlet; showing the window and
/// its content will live in this class.
///
/// ```swift
/// let controller = try #require(instance.object(withID: "B8D-0N-5wS") as? NSWindowController)
/// controller.window?.title  // "Window"
/// ```
open class NSWindowController: Responder {
    /// The window, or nil.
    public var window: NSWindow?
    /// The view controller whose view is the window's content, or nil.
    public var contentViewController: NSViewController?
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

    /// The keys Interface Builder writes on a window controller: `window`,
    /// `contentViewController`, `windowFrameAutosaveName`,
    /// `shouldCascadeWindows`, `shouldCloseDocument`,
    /// `storyboardIdentifier` and `showSeguePresentationStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("window", \NSWindowController.window),
            KeyBinding("contentViewController", \NSWindowController.contentViewController),
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
