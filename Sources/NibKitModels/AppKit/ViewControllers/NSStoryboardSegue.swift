import NibKitCore
import NibKitLoader

/// A transition between two controllers of a macOS storyboard, as AppKit's
/// `NSStoryboardSegue`: its identifier, source and destination (a view
/// controller or a window controller), and ``perform(isolation:)``, which each kind
/// overrides.
///
/// A template creates one each time it is performed, of its kind's class or
/// of the custom class the storyboard runtime gives
/// (``NSStoryboardSegueTemplate/segueClass``). A custom segue overrides
/// ``perform(isolation:)``.
///
/// ```swift
/// final class SwapSegue: NSStoryboardSegue {
///     override func perform(isolation: (any Actor)? = #isolation) throws(NibError) { ... }
/// }
/// ```
open class NSStoryboardSegue {
    /// The identifier code performs the segue by, or nil.
    public let identifier: String?
    /// The controller the segue starts from: an ``NSViewController`` or an ``NSWindowController``.
    public let sourceController: NibObject
    /// The controller the segue leads to: an ``NSViewController`` or an ``NSWindowController``.
    public let destinationController: NibObject

    /// Creates a segue from `sourceController` to `destinationController`.
    public required init(
        identifier: String?, source sourceController: NibObject, destination destinationController: NibObject
    ) {
        self.identifier = identifier
        self.sourceController = sourceController
        self.destinationController = destinationController
    }

    /// Shows the destination; does nothing in this class, which a custom
    /// segue subclasses. `isolation` is the actor the destination's view
    /// loads with: the caller's, or, for a segue a control triggers, the one
    /// its template keeps (``NSStoryboardSegueTemplate/isolation``). An
    /// override passes it on to what it calls.
    open func perform(isolation: (any Actor)? = #isolation) throws(NibError) {}

    /// The source's view controller: the source, or a window controller's content view controller.
    var sourceViewController: NSViewController? {
        sourceController as? NSViewController ?? (sourceController as? NSWindowController)?.contentViewController
    }

    /// The destination as a view controller, or an error naming what it is.
    func destinationViewController() throws(NibError) -> NSViewController {
        guard let destination = destinationController as? NSViewController else {
            throw ViewControllerMessages.incompleteSegue(
                identifier, "view controller destination", className: "NSStoryboardSegue")
        }
        return destination
    }

    /// The source's view controller, or an error naming what it is.
    func presentingController() throws(NibError) -> NSViewController {
        guard let source = sourceViewController else {
            throw ViewControllerMessages.incompleteSegue(
                identifier, "view controller to present from", className: "NSStoryboardSegue")
        }
        return source
    }
}

/// A `show` segue: a window controller destination shows its window; a
/// view controller destination is shown in a window of its own.
open class NSStoryboardShowSegue: NSStoryboardSegue {
    /// Shows the destination.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        if let windowController = destinationController as? NSWindowController {
            try windowController.showWindow(sourceController, isolation: isolation)
        } else {
            try presentingController().present(destinationViewController(), as: .window, isolation: isolation)
        }
    }
}

/// A `modal` segue: the destination is presented in a modal window.
open class NSStoryboardModalSegue: NSStoryboardSegue {
    /// Presents the destination as a modal window; a window controller's window is shown.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        if let windowController = destinationController as? NSWindowController {
            try windowController.showWindow(sourceController, isolation: isolation)
        } else {
            try presentingController().presentAsModalWindow(destinationViewController(), isolation: isolation)
        }
    }
}

/// A `sheet` segue: the destination is presented as a sheet on the source's window.
open class NSStoryboardSheetSegue: NSStoryboardSegue {
    /// Presents the destination as a sheet.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        try presentingController().presentAsSheet(destinationViewController(), isolation: isolation)
    }
}

/// A `popover` segue: the destination is presented in a popover pointing at the anchor view.
open class NSStoryboardPopoverSegue: NSStoryboardSegue {
    /// The view the popover points at, or nil for the source's view.
    public var anchor: NibObject?

    /// Presents the destination in a popover.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        try presentingController().presentAsPopover(
            destinationViewController(), relativeTo: anchor, isolation: isolation)
    }
}

/// An `embed` segue: the destination becomes a child of the source, its
/// view inside the source's container view.
open class NSStoryboardEmbedSegue: NSStoryboardSegue {
    /// The view that holds the destination's view, or nil for the source's view.
    public var containerView: View?

    /// Adds the destination as a child and puts its view in the container
    /// view; when the source shows, the destination appears.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        let source = try presentingController()
        let destination = try destinationViewController()
        try destination.loadViewIfNeeded(isolation: isolation)
        source.addChild(destination)
        source.adoptView(of: destination, into: containerView)
        if source.isViewAppeared { destination.viewAppears() }
    }
}
