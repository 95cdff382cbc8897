import Foundation
import NibKitBundle
import NibKitLoader

/// A controller of a view, as AppKit's `NSViewController`: its title, its
/// represented object and its identifier.
///
/// It is a ``NibViewController``, so there is one view-controller class:
/// created with `init(nibName:bundle:registry:traits:)` it loads its view
/// from that nib the first time the view is asked for; loaded from a
/// storyboard scene or a nib, it receives its view (`<view key="view">`) as
/// any other property. ``NSTabViewController`` and
/// ``NSSplitViewController`` are its subclasses; their child controllers,
/// appearance callbacks and performing segues are not modelled yet, and will
/// live in this class and those subclasses.
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
