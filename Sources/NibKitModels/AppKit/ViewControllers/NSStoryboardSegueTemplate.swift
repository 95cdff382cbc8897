import NibKitBundle
import NibKitCore
import NibKitLoader

/// A segue of a macOS storyboard, as the storyboard runtime keeps it on the
/// controller it starts from: its identifier, kind and destination.
///
/// ``perform(_:)``, the action a control that triggers the segue sends,
/// performs it as AppKit does: it asks the source's
/// `shouldPerformSegue(withIdentifier:sender:)`, has the source's storyboard
/// create the destination, creates the segue object (of ``segueClass`` or
/// the kind's own class), calls the source's `prepare(for:sender:)`, then
/// the segue's `perform(isolation:)`.
///
/// ```swift
/// let template = NSStoryboardSegueTemplate()
/// template.kind = "sheet"
/// template.destinationID = "Edt-Vc-001"
/// template.controller = editor
/// template.perform(button)  // editor presents the sheet
/// ```
open class NSStoryboardSegueTemplate: NibObject {
    /// The identifier code performs the segue by, or nil.
    public var identifier: String?
    /// The kind, as a storyboard's `<segue kind=…>` spells it: `show`,
    /// `modal`, `sheet`, `popover`, `custom`, `embed` or `relationship`.
    public var kind = "show"
    /// The id of the destination controller in the storyboard, or nil.
    public var destinationID: String?
    /// The class of the segue object that `<segue customClass=…>` names, or nil.
    public var customClass: String?
    /// The relationship a `relationship` segue fills (`tabItems`,
    /// `splitItems`, `window.shadowedContentViewController`), or nil.
    public var relationship: String?
    /// The controller the segue starts from, or nil.
    public weak var controller: NibObject?
    /// The view a popover segue points at, or nil.
    public weak var anchor: NibObject?
    /// The view an embed segue puts the destination's view in, or nil for the source's view.
    public weak var containerView: View?
    /// The class of the segue object, when the storyboard runtime gives one
    /// for ``customClass``; nil creates the kind's own class.
    public var segueClass: NSStoryboardSegue.Type?
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

    /// Performs the segue, as a control connected to it does: asks the
    /// source's `shouldPerformSegue(withIdentifier:sender:)` first, and
    /// loads views with ``isolation``. An error is kept in ``lastError`` and
    /// passed to ``errorHandler``.
    open func perform(_ sender: Any?) {
        perform(sender, isolation: isolation)
    }

    /// Performs the segue as ``perform(_:)`` does, loading views with
    /// `isolation`: what the storyboard runtime calls for an embed segue,
    /// which is performed while the source's view loads, with the
    /// isolation of that load.
    open func perform(_ sender: Any?, isolation: (any Actor)?) {
        do throws(NibError) {
            lastError = nil
            try perform(sender: sender, askingSource: true, isolation: isolation)
        } catch {
            lastError = error
            errorHandler?(error)
        }
    }

    /// Performs the segue from its source with `sender`, asking the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` when `askingSource`;
    /// returns the segue, or nil when the source declined. The destination
    /// is created, and its view loaded, with `isolation`, the caller's actor.
    @discardableResult
    open func perform(sender: Any?, askingSource: Bool, isolation: (any Actor)? = #isolation) throws(NibError)
        -> NSStoryboardSegue?
    {
        guard let source = controller as? any SegueSourceController else {
            throw ViewControllerMessages.incompleteSegue(identifier, "source controller", className: nibClassName)
        }
        if askingSource, let identifier {
            let answer = source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
            ViewControllerEvent.report(
                ViewControllerEvent(
                    .shouldPerformSegue, source.sourceObject, segueIdentifier: identifier, answer: answer))
            guard answer else { return nil }
        }
        guard let destinationID else {
            throw ViewControllerMessages.incompleteSegue(identifier, "destination", className: nibClassName)
        }
        guard let storyboard = source.storyboard else {
            throw ViewControllerMessages.noStoryboard(identifier, on: source.sourceObject)
        }
        let destination = try storyboard.instantiateDestination(
            destinationID, forSegueFrom: source.sourceObject, isolation: isolation)
        ViewControllerEvent.report(
            ViewControllerEvent(.instantiate, destination, related: source.sourceObject, segueIdentifier: identifier))
        let segue = try makeSegue(source: source, destination: destination)
        ViewControllerEvent.report(
            ViewControllerEvent(.prepare, source.sourceObject, related: destination, segueIdentifier: identifier))
        source.prepare(for: segue, sender: sender)
        try segue.perform(isolation: isolation)
        return segue
    }

    /// The segue object: of ``segueClass``, else of the kind's class, with
    /// the anchor and container view the template gives.
    func makeSegue(source: any SegueSourceController, destination: NibObject) throws(NibError) -> NSStoryboardSegue {
        let type: NSStoryboardSegue.Type
        if let segueClass {
            type = segueClass
        } else if let customClass {
            throw ViewControllerMessages.unknownSegueClass(customClass, identifier, on: source.sourceObject)
        } else {
            switch kind {
            case "show": type = NSStoryboardShowSegue.self
            case "modal": type = NSStoryboardModalSegue.self
            case "sheet": type = NSStoryboardSheetSegue.self
            case "popover": type = NSStoryboardPopoverSegue.self
            case "embed": type = NSStoryboardEmbedSegue.self
            case "relationship":
                throw ViewControllerMessages.relationshipNotPerformed(identifier, on: source.sourceObject)
            default: type = NSStoryboardSegue.self
            }
        }
        let segue = type.init(identifier: identifier, source: source.sourceObject, destination: destination)
        (segue as? NSStoryboardPopoverSegue)?.anchor = anchor
        (segue as? NSStoryboardEmbedSegue)?.containerView = containerView
        return segue
    }

    /// `perform:`, which a control connects to the segue it starts.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [ActionBinding("perform:", NSStoryboardSegueTemplate.perform)]
    }

    /// The kind, identifier and destination:
    /// `<NSStoryboardSegueTemplate: kind = "sheet"; identifier = "edit">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        fields.append(("kind", ObjectDescription.text(kind)))
        if let identifier { fields.append(("identifier", ObjectDescription.text(identifier))) }
        if let destinationID { fields.append(("destination", ObjectDescription.text(destinationID))) }
        return fields
    }
}

/// What a macOS segue needs of its source, a view controller or a window
/// controller alike.
protocol SegueSourceController: AnyObject {
    /// The storyboard that creates the destination.
    var storyboard: (any StoryboardSceneSource)? { get }
    /// The segues that start from the controller.
    var storyboardSegueTemplates: [NSStoryboardSegueTemplate] { get }
    /// The controller as the segue's source.
    var sourceObject: NibObject { get }
    /// Whether a triggered segue should be performed.
    func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool
    /// Called before the segue is performed.
    func prepare(for segue: NSStoryboardSegue, sender: Any?)
}

extension SegueSourceController {
    /// Performs the segue with `identifier` among the templates, without
    /// asking `shouldPerformSegue`; an unknown identifier is an error.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?, isolation: (any Actor)?)
        throws(NibError)
    {
        guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }) else {
            throw ViewControllerMessages.noSegue(identifier, on: sourceObject)
        }
        template.controller = template.controller ?? sourceObject
        try template.perform(sender: sender, askingSource: false, isolation: isolation)
    }
}
