import Foundation
import NibKitBundle
import NibKitCore
import NibKitLoader

/// A controller of a view, as AppKit's `NSViewController`: its title, its
/// represented object and its identifier.
///
/// It is a ``NibViewController``, so there is one view-controller class:
/// created with `init(nibName:bundle:registry:traits:)` it loads its view
/// from that nib the first time the view is asked for; loaded from a
/// storyboard scene or a nib, it receives its view (`<view key="view">`) as
/// any other property. ``NSTabViewController`` and
/// ``NSSplitViewController`` are its subclasses.
///
/// A controller has AppKit's lifecycle: `viewWillAppear()` to
/// `viewDidDisappear()` when its view is shown or hidden, forwarded to the
/// children whose views are in its view; child containment
/// (``addChild(_:)``, ``insertChild(_:at:)``, ``removeChild(at:)``);
/// presentation as a sheet, a modal window or a popover; and the segues of
/// its storyboard (``performSegue(withIdentifier:sender:isolation:)``). NibKit is
/// headless: no window is drawn, and every transition completes at once.
///
/// ```swift
/// let controller = try #require(instance.object(withID: "XfG-lQ-9wD") as? NSViewController)
/// controller.title  // "Preferences"
/// ```
open class NSViewController: NibViewController {
    /// The title, or nil.
    public var title: String?
    /// The object the view shows, or nil.
    public var representedObject: NibObject?
    /// The identifier of the controller (AppKit's `NSUserInterfaceItemIdentifier`), or nil.
    public var identifier: String?
    /// The identifier a storyboard instantiates this controller by, or nil.
    public var storyboardIdentifier: String?
    /// The storyboard the controller was created from, which creates its
    /// segues' destinations, or nil.
    public var storyboard: (any StoryboardSceneSource)?
    /// The segues that start from this controller or from the controls of
    /// its scene.
    public var storyboardSegueTemplates: [NSStoryboardSegueTemplate] = []
    /// How a `show` segue from this controller shows its destination, as
    /// Interface Builder spells it (`showSeguePresentationStyle="single"`).
    public var showSeguePresentationStyle = NSWindowController.SeguePresentationStyle.automatic
    /// The size the controller prefers for its view, or nil.
    public var preferredContentSize: CGSize?

    /// The controllers this one contains, in order.
    public internal(set) var children: [NSViewController] = []
    /// The controller this one is a child of, or nil.
    public internal(set) weak var parent: NSViewController?
    /// The controllers this one presented, in the order presented.
    public internal(set) var presentedViewControllers: [NSViewController] = []
    /// The controller that presented this one, or nil.
    public internal(set) weak var presentingViewController: NSViewController?
    /// How this controller was presented, or nil when it was not.
    public internal(set) var presentation: NSViewControllerPresentation?
    /// Whether the view is shown: between `viewDidAppear()` and `viewWillDisappear()`.
    public internal(set) var isViewAppeared = false

    /// Called before the view appears; does nothing by default.
    open func viewWillAppear() {}
    /// Called after the view appeared; does nothing by default.
    open func viewDidAppear() {}
    /// Called before the view disappears; does nothing by default.
    open func viewWillDisappear() {}
    /// Called after the view disappeared; does nothing by default.
    open func viewDidDisappear() {}
    /// Called before a layout engine lays out the view (``layoutView(using:)``); does nothing by default.
    open func viewWillLayout() {}
    /// Called after a layout engine laid out the view; does nothing by default.
    open func viewDidLayout() {}

    /// Whether the segue with `identifier`, triggered by a control, should
    /// be performed; true by default. Not consulted for
    /// ``performSegue(withIdentifier:sender:isolation:)``, as in AppKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with the
    /// destination created and its view not yet loaded; does nothing by default.
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// The children an appearance of this controller is forwarded to: those
    /// whose views are in its view. A tab view controller forwards to its
    /// selected child only.
    open var childrenReceivingAppearance: [NSViewController] {
        guard let root = viewIfLoaded as? View else { return [] }
        return children.filter { ($0.viewIfLoaded as? View)?.isDescendant(of: root) == true }
    }

    /// Inserts `child` among the children at `index` (clamped to the valid
    /// range), taking it from its current parent first. Subclasses
    /// override it to keep their items in step, as AppKit's containers do.
    open func insertChild(_ child: NSViewController, at index: Int) {
        guard child !== self, !child.isAncestorOrSelf(of: self) else { return }
        child.removeFromParent()
        ViewControllerEvent.report(ViewControllerEvent(.addChild, self, related: child))
        children.insert(child, at: min(max(index, 0), children.count))
        child.parent = self
    }

    /// Removes the child at `index`; an index out of range does nothing.
    open func removeChild(at index: Int) {
        guard children.indices.contains(index) else { return }
        let child = children.remove(at: index)
        child.parent = nil
        ViewControllerEvent.report(ViewControllerEvent(.removeFromParent, child, related: self))
    }

    /// The next responder: the presenting controller when presented, else
    /// the view's superview, else the parent's view, unless a next
    /// responder was set (the same order as ``UIViewController``'s).
    open override var next: Responder? {
        get {
            if let next = super.next { return next }
            if let presenting = presentingViewController { return presenting }
            if let superview = (viewIfLoaded as? View)?.superview { return superview }
            if let parent { return (parent.viewIfLoaded as? Responder) ?? parent }
            return nil
        }
        set { super.next = newValue }
    }

    /// The keys Interface Builder writes on a view controller: the view,
    /// `title`, `representedObject`, `identifier`, `storyboardIdentifier`,
    /// `showSeguePresentationStyle` and `preferredContentSize`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \NSViewController.title),
            KeyBinding("representedObject", \NSViewController.representedObject),
            KeyBinding("identifier", \NSViewController.identifier),
            KeyBinding("storyboardIdentifier", \NSViewController.storyboardIdentifier),
            KeyBinding("showSeguePresentationStyle", \NSViewController.showSeguePresentationStyle),
            KeyBinding("preferredContentSize", \NSViewController.preferredContentSize),
        ]
    }

    /// The title, when it has one: `<NSViewController: title = "Preferences">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let title { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}
