import NibKitBundle
import NibKitCore
import NibKitLoader

/// A transition from one view controller to another, as UIKit's
/// `UIStoryboardSegue`: its identifier, source and destination, and
/// ``perform(isolation:)``, which each kind overrides to show the destination.
///
/// A segue template creates one each time it is performed, of its kind's
/// class or of the custom class its `<segue customClass=…>` names (given to
/// the template as ``UIStoryboardSegueTemplate/segueClass``). A custom
/// segue overrides ``perform(isolation:)``:
///
/// ```swift
/// final class FadeSegue: UIStoryboardSegue {
///     override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
///         try source.present(destination, animated: false, isolation: isolation)
///     }
/// }
/// ```
open class UIStoryboardSegue {
    /// The identifier code performs the segue by, or nil.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController

    /// Creates a segue from `source` to `destination`.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination; does nothing in this class, which a custom
    /// segue subclasses. Throws the error of loading the destination's view
    /// or of a transition UIKit would refuse.
    ///
    /// `isolation` is the actor the destination's view loads with: the
    /// caller's, which the compiler fills in, or, for a segue a control
    /// triggers, the one its template keeps
    /// (``UIStoryboardSegueTemplate/isolation``). An override passes it on
    /// to what it calls.
    open func perform(isolation: (any Actor)? = #isolation) throws(NibError) {}
}

/// A `show` segue: the destination is shown as the source's container
/// chooses (``UIViewController/show(_:sender:isolation:)``): pushed in a navigation
/// controller, else presented.
open class UIStoryboardShowSegue: UIStoryboardSegue {
    /// Shows the destination from the source.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        try source.show(destination, sender: source, isolation: isolation)
    }
}

/// A `showDetail` segue: the destination becomes the detail of the source's
/// split view controller, or is shown as by a `show` segue when there is none.
open class UIStoryboardShowDetailSegue: UIStoryboardSegue {
    /// Shows the destination as the detail.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        try source.showDetailViewController(destination, sender: source, isolation: isolation)
    }
}

/// A `push` segue (before iOS 8): the destination is pushed on the source's
/// navigation controller, which it must have.
open class UIStoryboardPushSegue: UIStoryboardSegue {
    /// Pushes the destination, or throws when the source is in no navigation controller.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        guard let navigation = source.navigationController ?? (source as? UINavigationController) else {
            throw ViewControllerMessages.pushWithoutNavigationController(identifier, on: source)
        }
        try navigation.pushViewController(destination, animated: true, isolation: isolation)
    }
}

/// A `replace` segue (before iOS 8): the destination replaces the detail of
/// the source's split view controller, or is shown when there is none.
open class UIStoryboardReplaceSegue: UIStoryboardSegue {
    /// Replaces the detail with the destination.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        try source.showDetailViewController(destination, sender: source, isolation: isolation)
    }
}

/// A `presentation` (or, before iOS 8, `modal`) segue: the destination is
/// presented modally, with the segue's presentation and transition styles
/// when it gives them, else the destination's own.
open class UIStoryboardPresentationSegue: UIStoryboardSegue {
    /// The presentation style the segue gives, or nil for the destination's own.
    public var presentationStyle: UIModalPresentationStyle?
    /// The transition style the segue gives, or nil for the destination's own.
    public var transitionStyle: UIModalTransitionStyle?
    /// Whether the presentation animates.
    public var animates = true

    /// Presents the destination from the source.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
        if let transitionStyle { destination.modalTransitionStyle = transitionStyle }
        try source.present(destination, animated: animates, isolation: isolation)
    }
}

/// A `popoverPresentation` (or, before iOS 8, `popover`) segue: the
/// destination is presented in a popover anchored to a view or bar button item.
open class UIStoryboardPopoverPresentationSegue: UIStoryboardPresentationSegue {
    /// The view or bar button item the popover points at, or nil.
    public var anchor: NibObject?

    /// Presents the destination as a popover.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        presentationStyle = .popover
        try super.perform(isolation: isolation)
    }
}

/// An `embed` segue: the destination becomes a child of the source, its
/// view inside the source's container view, as UIKit performs it while
/// loading the source's view.
open class UIStoryboardEmbedSegue: UIStoryboardSegue {
    /// The view that holds the destination's view, or nil for the source's view.
    public var containerView: View?

    /// Adds the destination as a child, puts its view in the container view,
    /// and calls its `didMove(toParent:)`; when the source is on screen the
    /// destination appears too.
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        try destination.loadViewsForAppearance(isolation: isolation)
        source.addChild(destination)
        source.adoptView(of: destination, into: containerView)
        if source.appearanceState == .appeared {
            destination.beginAppearanceTransition(true, animated: false)
            destination.endAppearanceTransition()
        }
        destination.sendDidMove(toParent: source)
    }
}

/// An unwind segue: leads back from the source to the destination found
/// on the way back, dismissing the presentations and popping the
/// navigation stacks between them.
open class UIStoryboardUnwindSegue: UIStoryboardSegue {
    /// Dismisses every presentation between the source and the destination,
    /// then asks each container above the destination to bring the child
    /// that holds it to the front (``UIViewController/unwind(for:towards:isolation:)``).
    open override func perform(isolation: (any Actor)? = #isolation) throws(NibError) {
        var destinationPath: [UIViewController] = []
        var current: UIViewController? = destination
        while let controller = current {
            destinationPath.append(controller)
            current = controller.parent
        }
        var node = source
        var presenterToDismiss: UIViewController?
        while !destinationPath.contains(where: { $0 === node }) {
            if let parent = node.parent {
                node = parent
            } else if let presenting = node.presentingStorage {
                presenterToDismiss = presenting
                node = presenting
            } else {
                return
            }
        }
        presenterToDismiss?.dismiss(animated: true)
        guard let meeting = destinationPath.firstIndex(where: { $0 === node }) else { return }
        for index in stride(from: meeting, to: 0, by: -1) {
            let container = destinationPath[index]
            ViewControllerEvent.report(
                ViewControllerEvent(
                    .unwindTowards, container, related: destinationPath[index - 1], segueIdentifier: identifier))
            try container.unwind(for: self, towards: destinationPath[index - 1], isolation: isolation)
        }
    }
}
