import NibKitLoader

/// A segue as a compiled storyboard (`.storyboardc`) keeps it, as UIKit's
/// `UIStoryboardSegueTemplate`: its identifier and the storyboard
/// identifier of its destination, under the keys the compiled scene nib
/// gives them (`UIIdentifier`, `UIDestinationViewControllerIdentifier`).
///
/// A scene's own segue templates become segue connections when the scene
/// nib is read (the compiled-nib reader and the NIB Archive writer share
/// one table of kinds and classes); a template the reader does not turn
/// into a segue, one whose destination is in no scene, is created as an
/// object of one of these classes. Each kind of segue is a subclass,
/// registered under UIKit's class name, and ``kind`` is the `kind` a
/// storyboard's `<segue>` spells it with. Performing segues is not
/// modelled yet; it will start from these objects.
///
/// ```swift
/// let segue = try #require(instance.object(withID: "5") as? UIStoryboardSegueTemplate)
/// segue.kind  // "push"
/// segue.destinationViewControllerIdentifier  // "UIViewController-WvD-PZ-pUN"
/// ```
open class UIStoryboardSegueTemplate: NibObject {
    /// The identifier code performs the segue by, or nil.
    public var identifier: String?
    /// The key of the destination in the storyboard's table of scenes, or nil.
    public var destinationViewControllerIdentifier: String?
    /// Whether the segue is performed as soon as the source's view loads.
    public var performsOnViewLoad = false
    /// Which container the destination is shown in, as UIKit numbers it.
    public var destinationContainmentContext = 0
    /// Which side of a split view controller the destination is shown in, as UIKit numbers it.
    public var splitViewControllerIndex = 0
    /// The view controller the segue starts from, or nil.
    public weak var viewController: NibObject?
    /// The class of the segue object, a `UIStoryboardSegue` subclass, that a
    /// `<segue customClass=…>` names, or nil for the kind's own class.
    public var customClass: String?
    /// The relationship a `relationship` segue fills
    /// (`rootViewController`, `viewControllers`, `masterViewController`…), or nil.
    public var relationship: String?
    /// The presentation style a presenting segue gives
    /// (`<segue modalPresentationStyle=…>`), or nil for the destination's own.
    public var presentationStyle: UIModalPresentationStyle?
    /// The transition style a presenting segue gives, or nil for the destination's own.
    public var transitionStyle: UIModalTransitionStyle?
    /// The view or bar button item a popover segue is anchored to, or nil.
    public weak var anchor: NibObject?
    /// The senders of each `perform:` sent to the template (a control whose
    /// action starts the segue), in order: the segue is asked for, not performed.
    public private(set) var performRequests: [Any?] = []

    /// Asks for the segue, as a control connected to it does: recorded in
    /// ``performRequests``, since performing segues is not modelled yet.
    open func perform(_ sender: Any?) { performRequests.append(sender) }

    /// The segue kind of this template, as a storyboard's `<segue kind=…>`
    /// spells it (`UIStoryboardPushSegueTemplate` → `push`), by the table
    /// the compiled-nib reader reads templates with.
    open var kind: String { StoryboardSegueTemplates.kind(ofClassName: nibClassName) }

    /// The keys of a compiled storyboard's segue template: `UIIdentifier`,
    /// `UIDestinationViewControllerIdentifier`, `UIPerformOnViewLoad`,
    /// `UIDestinationContainmentContext`, `UISplitViewControllerIndex`, and
    /// the outlet `viewController` to the source.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("UIIdentifier", \UIStoryboardSegueTemplate.identifier),
            KeyBinding(
                "UIDestinationViewControllerIdentifier", \UIStoryboardSegueTemplate.destinationViewControllerIdentifier),
            KeyBinding("UIPerformOnViewLoad", \UIStoryboardSegueTemplate.performsOnViewLoad),
            KeyBinding("UIDestinationContainmentContext", \UIStoryboardSegueTemplate.destinationContainmentContext),
            KeyBinding("UISplitViewControllerIndex", \UIStoryboardSegueTemplate.splitViewControllerIndex),
            KeyBinding("viewController", \UIStoryboardSegueTemplate.viewController),
        ]
    }

    /// `perform:`, which a control connects to the segue it starts.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [ActionBinding("perform:", UIStoryboardSegueTemplate.perform)]
    }

    /// The identifier and destination, when given:
    /// `<UIStoryboardPushSegueTemplate: identifier = "showDetail"; destination = "Detail">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let identifier { fields.append(("identifier", ObjectDescription.text(identifier))) }
        if let destinationViewControllerIdentifier {
            fields.append(("destination", ObjectDescription.text(destinationViewControllerIdentifier)))
        }
        return fields
    }
}

/// A `show` segue's template: the destination is shown as the source's
/// container chooses.
open class UIStoryboardShowSegueTemplate: UIStoryboardSegueTemplate {
}

/// A `push` segue's template (before iOS 8): the destination is pushed on a
/// navigation stack.
open class UIStoryboardPushSegueTemplate: UIStoryboardSegueTemplate {
}

/// An `embed` segue's template: the destination becomes a child of the
/// source, in a container view.
open class UIStoryboardEmbedSegueTemplate: UIStoryboardSegueTemplate {
}

/// A `replace` segue's template (before iOS 8): the destination replaces a
/// split view controller's detail.
open class UIStoryboardReplaceSegueTemplate: UIStoryboardSegueTemplate {
}

/// A `relationship` segue's template: the destination is one of a
/// container's own controllers.
open class UIStoryboardRelationshipSegueTemplate: UIStoryboardSegueTemplate {
}

/// A `modal` segue's template (before iOS 8): the destination is presented
/// modally, with its transition style.
open class UIStoryboardModalSegueTemplate: UIStoryboardSegueTemplate {
    /// The animation the destination is presented with, as UIKit numbers
    /// `UIModalTransitionStyle`.
    public var modalTransitionStyle = 0
    /// How the destination is shown, as UIKit numbers `UIModalPresentationStyle`.
    public var modalPresentationStyle = 0
    /// Whether the presentation animates.
    public var animates = true

    /// A template's keys and `UIModalTransitionStyle`,
    /// `UIModalPresentationStyle` and `UIAnimates`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("UIModalTransitionStyle", \UIStoryboardModalSegueTemplate.modalTransitionStyle),
            KeyBinding("UIModalPresentationStyle", \UIStoryboardModalSegueTemplate.modalPresentationStyle),
            KeyBinding("UIAnimates", \UIStoryboardModalSegueTemplate.animates),
        ]
    }
}

/// A `presentation` segue's template: the destination is presented modally.
open class UIStoryboardPresentationSegueTemplate: UIStoryboardModalSegueTemplate {
}

/// A `popover` segue's template (before iOS 8): the destination is shown in a
/// popover.
open class UIStoryboardPopoverSegueTemplate: UIStoryboardSegueTemplate {
}

/// A `popoverPresentation` segue's template: the destination is presented
/// in a popover.
open class UIStoryboardPopoverPresentationSegueTemplate: UIStoryboardModalSegueTemplate {
}

/// An `unwind` segue's template: it leads back to the controller that
/// performs its action (`UIAction`), which has no destination identifier.
open class UIStoryboardUnwindSegueTemplate: UIStoryboardSegueTemplate {
    /// The selector of the unwind action, such as `"done:"`, or nil.
    public var action: String?

    /// `unwind`: the reader's table leaves unwind templates out, since with
    /// no destination they never become segue connections.
    open override var kind: String { "unwind" }

    /// A template's keys and `UIAction`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("UIAction", \UIStoryboardUnwindSegueTemplate.action)]
    }
}
