import NibKitBundle
import NibKitCore
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
/// storyboard's `<segue>` spells it with.
///
/// ``perform(_:)``, the action a control, bar button item or cell that
/// triggers the segue sends, performs it as UIKit does: it asks the
/// source's `shouldPerformSegue(withIdentifier:sender:)`, has the source's
/// storyboard create the destination, creates the segue object (of
/// ``segueClass`` or the kind's own class), calls the source's
/// `prepare(for:sender:)` and then the segue's `perform(isolation:)`.
/// ``UIViewController/performSegue(withIdentifier:sender:isolation:)`` does the same
/// without asking `shouldPerformSegue`.
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
    /// Whether the transition animates (`<segue animates=NO>` turns it off).
    public var animates = true
    /// The view an `embed` segue puts the destination's view in (the
    /// `<containerView>` whose connections hold it), or nil for the
    /// source's view.
    public weak var containerView: View?
    /// The class of the segue object, when the storyboard runtime gives
    /// one: the ``customClass`` it found in its registry. Nil creates the
    /// kind's own class (``defaultSegueClass``).
    public var segueClass: UIStoryboardSegue.Type?
    /// The error the last triggered ``perform(_:)`` met, or nil: an action
    /// cannot throw, so a failure is kept here and passed to ``errorHandler``.
    public private(set) var lastError: NibError?
    /// Called with the error a triggered ``perform(_:)`` meets, or nil.
    public var errorHandler: ((NibError) -> Void)?
    /// The actor a triggered ``perform(_:)`` loads the destination's view
    /// with, held weakly: a control's action has no caller whose isolation
    /// it could take, so the storyboard runtime gives each template the
    /// isolation its scene was instantiated with. Nil loads as a
    /// nonisolated caller.
    public weak var isolation: (any Actor)?

    /// Performs the segue, as a control, bar button item or cell connected
    /// to it does: asks the source's `shouldPerformSegue(withIdentifier:sender:)`
    /// first, and loads views with ``isolation``. An error is kept in
    /// ``lastError`` and passed to ``errorHandler``.
    open func perform(_ sender: Any?) {
        perform(sender, isolation: isolation)
    }

    /// Performs the segue as ``perform(_:)`` does, loading views with
    /// `isolation`: what the storyboard runtime calls for an embed segue,
    /// which is performed while the source's view loads, with the
    /// isolation of that load.
    open func perform(_ sender: Any?, isolation: (any Actor)?) {
        do {
            lastError = nil
            try perform(sender: sender, askingSource: true, isolation: isolation)
        } catch {
            lastError = error
            errorHandler?(error)
        }
    }

    /// Performs the segue from its source with `sender`: asks the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` when `askingSource` (a
    /// triggered segue with an identifier), creates the destination through
    /// the source's storyboard, creates the segue object, calls the source's
    /// `prepare(for:sender:)` before the destination's view is loaded, then
    /// the segue's `perform(isolation:)`. Returns the segue, or nil when the
    /// source declined. The destination is created, and its view loaded,
    /// with `isolation`, the caller's actor.
    @discardableResult
    open func perform(sender: Any?, askingSource: Bool, isolation: (any Actor)? = #isolation) throws(NibError)
        -> UIStoryboardSegue?
    {
        guard let source = viewController as? UIViewController else {
            throw ViewControllerMessages.incompleteSegue(identifier, "source view controller", className: nibClassName)
        }
        if askingSource, let identifier, !source.asksShouldPerformSegue(identifier, sender: sender) {
            return nil
        }
        let destination = try makeDestination(from: source, isolation: isolation)
        ViewControllerEvent.report(
            ViewControllerEvent(.instantiate, destination, related: source, segueIdentifier: identifier))
        let segue = try makeSegue(source: source, destination: destination)
        ViewControllerEvent.report(
            ViewControllerEvent(.prepare, source, related: destination, segueIdentifier: identifier))
        source.prepare(for: segue, sender: sender)
        try segue.perform(isolation: isolation)
        return segue
    }

    /// The destination, created by the source's storyboard.
    func makeDestination(from source: UIViewController, isolation: (any Actor)?) throws(NibError)
        -> UIViewController
    {
        guard let destinationID = destinationViewControllerIdentifier else {
            throw ViewControllerMessages.incompleteSegue(identifier, "destination", className: nibClassName)
        }
        guard let storyboard = source.storyboard else {
            throw ViewControllerMessages.noStoryboard(identifier, on: source)
        }
        let object = try storyboard.instantiateDestination(
            destinationID, forSegueFrom: source, isolation: isolation)
        guard let destination = object as? UIViewController else {
            throw ViewControllerMessages.wrongDestination(
                identifier, object, expected: "UIViewController", on: source)
        }
        return destination
    }

    /// The segue object from `source` to `destination`: of ``segueClass``,
    /// else of the kind's own class, with what the template gives it (the
    /// presentation and transition styles, the anchor, the container view).
    /// A ``customClass`` the runtime gave no class for is an error.
    open func makeSegue(source: UIViewController, destination: UIViewController) throws(NibError)
        -> UIStoryboardSegue
    {
        if segueClass == nil, let customClass {
            throw ViewControllerMessages.unknownSegueClass(customClass, identifier, on: source)
        }
        let segue = (segueClass ?? defaultSegueClass).init(
            identifier: identifier, source: source, destination: destination)
        if let presentation = segue as? UIStoryboardPresentationSegue {
            presentation.presentationStyle = presentationStyle ?? presentation.presentationStyle
            presentation.transitionStyle = transitionStyle ?? presentation.transitionStyle
            presentation.animates = animates
        }
        (segue as? UIStoryboardPopoverPresentationSegue)?.anchor = anchor
        (segue as? UIStoryboardEmbedSegue)?.containerView = containerView
        return segue
    }

    /// The class a segue of this kind is created of when no ``segueClass``
    /// is given: `UIStoryboardSegue`, which does nothing, for the base template.
    open var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardSegue.self }

    /// The class name of the segue object: the ``customClass``, else the
    /// kind's own (`UIStoryboardShowSegue`).
    public var segueClassName: String { customClass ?? String(describing: defaultSegueClass) }

    /// The template class of a segue kind as a storyboard's `<segue kind=…>`
    /// spells it, for the storyboard runtime to create templates with; nil
    /// for a kind UIKit does not have.
    public static func templateClass(forKind kind: String) -> UIStoryboardSegueTemplate.Type? {
        switch kind {
        case "show": UIStoryboardShowSegueTemplate.self
        case "showDetail": UIStoryboardShowDetailSegueTemplate.self
        case "push": UIStoryboardPushSegueTemplate.self
        case "replace": UIStoryboardReplaceSegueTemplate.self
        case "presentation": UIStoryboardPresentationSegueTemplate.self
        case "modal": UIStoryboardModalSegueTemplate.self
        case "popoverPresentation": UIStoryboardPopoverPresentationSegueTemplate.self
        case "popover": UIStoryboardPopoverSegueTemplate.self
        case "embed": UIStoryboardEmbedSegueTemplate.self
        case "relationship": UIStoryboardRelationshipSegueTemplate.self
        case "unwind": UIStoryboardUnwindSegueTemplate.self
        case "custom": UIStoryboardCustomSegueTemplate.self
        default: nil
        }
    }

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
            KeyBinding("UIAnimates", \UIStoryboardSegueTemplate.animates),
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
    /// ``UIStoryboardShowSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardShowSegue.self }
}

/// A `showDetail` segue's template: the destination is shown as the detail
/// of a split view controller.
open class UIStoryboardShowDetailSegueTemplate: UIStoryboardShowSegueTemplate {
    /// `showDetail`.
    open override var kind: String { "showDetail" }
    /// ``UIStoryboardShowDetailSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardShowDetailSegue.self }
}

/// A `custom` segue's template: the segue object is of the template's
/// ``UIStoryboardSegueTemplate/customClass``, which the storyboard runtime
/// gives as ``UIStoryboardSegueTemplate/segueClass``.
open class UIStoryboardCustomSegueTemplate: UIStoryboardSegueTemplate {
    /// `custom`.
    open override var kind: String { "custom" }
}

/// A `push` segue's template (before iOS 8): the destination is pushed on a
/// navigation stack.
open class UIStoryboardPushSegueTemplate: UIStoryboardSegueTemplate {
    /// ``UIStoryboardPushSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardPushSegue.self }
}

/// An `embed` segue's template: the destination becomes a child of the
/// source, in a container view.
open class UIStoryboardEmbedSegueTemplate: UIStoryboardSegueTemplate {
    /// ``UIStoryboardEmbedSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardEmbedSegue.self }
}

/// A `replace` segue's template (before iOS 8): the destination replaces a
/// split view controller's detail.
open class UIStoryboardReplaceSegueTemplate: UIStoryboardSegueTemplate {
    /// ``UIStoryboardReplaceSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardReplaceSegue.self }
}

/// A `relationship` segue's template: the destination is one of a
/// container's own controllers, which the storyboard runtime fills in when
/// it creates the container; it is not performed.
open class UIStoryboardRelationshipSegueTemplate: UIStoryboardSegueTemplate {
    /// Throws: a relationship is filled in, not performed.
    open override func makeSegue(source: UIViewController, destination: UIViewController) throws(NibError)
        -> UIStoryboardSegue
    {
        throw ViewControllerMessages.relationshipNotPerformed(identifier, on: source)
    }
}

/// A `modal` segue's template (before iOS 8): the destination is presented
/// modally, with its transition style.
open class UIStoryboardModalSegueTemplate: UIStoryboardSegueTemplate {
    /// The animation the destination is presented with, as UIKit numbers
    /// `UIModalTransitionStyle`.
    public var modalTransitionStyle = 0
    /// How the destination is shown, as UIKit numbers `UIModalPresentationStyle`.
    public var modalPresentationStyle = 0

    /// ``UIStoryboardPresentationSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardPresentationSegue.self }

    /// A template's keys and `UIModalTransitionStyle` and `UIModalPresentationStyle`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("UIModalTransitionStyle", \UIStoryboardModalSegueTemplate.modalTransitionStyle),
            KeyBinding("UIModalPresentationStyle", \UIStoryboardModalSegueTemplate.modalPresentationStyle),
        ]
    }
}

/// A `presentation` segue's template: the destination is presented modally.
open class UIStoryboardPresentationSegueTemplate: UIStoryboardModalSegueTemplate {
}

/// A `popover` segue's template (before iOS 8): the destination is shown in a
/// popover.
open class UIStoryboardPopoverSegueTemplate: UIStoryboardSegueTemplate {
    /// ``UIStoryboardPopoverPresentationSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardPopoverPresentationSegue.self }
}

/// A `popoverPresentation` segue's template: the destination is presented
/// in a popover.
open class UIStoryboardPopoverPresentationSegueTemplate: UIStoryboardModalSegueTemplate {
    /// ``UIStoryboardPopoverPresentationSegue``.
    open override var defaultSegueClass: UIStoryboardSegue.Type { UIStoryboardPopoverPresentationSegue.self }
}

/// An `unwind` segue's template: it leads back to the controller that
/// performs its action (`UIAction`), which has no destination identifier.
open class UIStoryboardUnwindSegueTemplate: UIStoryboardSegueTemplate {
    /// The selector of the unwind action, such as `"done:"`, or nil.
    public var action: String?

    /// A template's keys and `UIAction`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("UIAction", \UIStoryboardUnwindSegueTemplate.action)]
    }

    /// Unwinds from the source to the controller on the way back that
    /// performs ``action`` (``UIViewController/unwind(action:identifier:sender:isolation:)``).
    @discardableResult
    open override func perform(
        sender: Any?, askingSource: Bool, isolation: (any Actor)? = #isolation
    ) throws(NibError) -> UIStoryboardSegue? {
        guard let source = viewController as? UIViewController else {
            throw ViewControllerMessages.incompleteSegue(identifier, "source view controller", className: nibClassName)
        }
        guard let action else {
            throw ViewControllerMessages.incompleteSegue(identifier, "unwind action", className: nibClassName)
        }
        if askingSource, let identifier, !source.asksShouldPerformSegue(identifier, sender: sender) {
            return nil
        }
        return try source.unwind(action: Selector(action), identifier: identifier, sender: sender, isolation: isolation)
    }
}
