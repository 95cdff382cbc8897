import NibKitBundle
import NibKitCore
import NibKitLoader

/// Performing a storyboard's segues from a view controller, and unwinding.
///
/// ```swift
/// try home.performSegue(withIdentifier: "showDetail", sender: nil)
/// // home.prepare(for:sender:), then the destination is shown
/// ```
extension UIViewController {
    /// Performs the segue with `identifier` among ``storyboardSegueTemplates``,
    /// as UIKit's `performSegue(withIdentifier:sender:)`: without asking
    /// `shouldPerformSegue(withIdentifier:sender:)`. An identifier the
    /// controller has no segue for is an error naming the controller's class
    /// and the identifier, as UIKit's "Receiver … has no segue with identifier …".
    /// The destination is created, and its view loaded, with `isolation`,
    /// the caller's actor.
    public func performSegue(withIdentifier identifier: String, sender: Any?, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }) else {
            throw ViewControllerMessages.noSegue(identifier, on: self)
        }
        template.viewController = template.viewController ?? self
        try template.perform(sender: sender, askingSource: false, isolation: isolation)
    }

    /// Unwinds from this controller to the nearest controller on the way
    /// back that performs `action`: the search goes up through containers
    /// and presenting controllers, looking at each container's other
    /// children first (``allowedChildrenForUnwinding(from:)``), and asks
    /// each candidate ``canPerformUnwindSegueAction(_:from:sender:)``. Then,
    /// as UIKit does, it calls this controller's `prepare(for:sender:)`,
    /// sends `action` to the destination with the segue as sender, and
    /// performs the segue, which dismisses and pops back to the destination.
    /// Returns the segue; no destination is an error naming the action. A
    /// view the way back shows loads with `isolation`, the caller's actor.
    @discardableResult
    public func unwind(
        action: Selector, identifier: String? = nil, sender: Any?, isolation: (any Actor)? = #isolation
    ) throws(NibError) -> UIStoryboardUnwindSegue {
        guard let destination = unwindDestination(for: action, sender: sender) else {
            throw ViewControllerMessages.noUnwindDestination(action, from: self)
        }
        let segue = UIStoryboardUnwindSegue(identifier: identifier, source: self, destination: destination)
        ViewControllerEvent.report(
            ViewControllerEvent(.prepare, self, related: destination, segueIdentifier: identifier))
        prepare(for: segue, sender: sender)
        ViewControllerEvent.report(
            ViewControllerEvent(
                .unwindAction, destination, related: self, segueIdentifier: identifier, action: action.name))
        destination.perform(action, sender: segue)
        try segue.perform(isolation: isolation)
        return segue
    }

    /// The destination of an unwind segue with `action` from this controller, or nil.
    func unwindDestination(for action: Selector, sender: Any?) -> UIViewController? {
        var node = self
        while true {
            if let parent = node.parent {
                for child in parent.allowedChildrenForUnwinding(from: self).reversed() where child !== node {
                    if let found = child.unwindCandidate(for: action, from: self, sender: sender) { return found }
                }
                if parent.answersUnwind(action, from: self, sender: sender) { return parent }
                node = parent
            } else if let presenting = node.presentingStorage {
                if let found = presenting.unwindCandidate(for: action, from: self, sender: sender) { return found }
                node = presenting
            } else {
                return nil
            }
        }
    }

    /// This controller or one of the children it allows, the last first,
    /// that can perform the unwind `action` from `source`, or nil.
    private func unwindCandidate(for action: Selector, from source: UIViewController, sender: Any?)
        -> UIViewController?
    {
        for child in allowedChildrenForUnwinding(from: source).reversed() {
            if let found = child.unwindCandidate(for: action, from: source, sender: sender) { return found }
        }
        return answersUnwind(action, from: source, sender: sender) ? self : nil
    }

    /// Asks `shouldPerformSegue(withIdentifier:sender:)`, reporting the question and its answer.
    func asksShouldPerformSegue(_ identifier: String, sender: Any?) -> Bool {
        let answer = shouldPerformSegue(withIdentifier: identifier, sender: sender)
        ViewControllerEvent.report(
            ViewControllerEvent(.shouldPerformSegue, self, segueIdentifier: identifier, answer: answer))
        return answer
    }

    /// Asks `canPerformUnwindSegueAction(_:from:sender:)`, reporting the question and its answer.
    private func answersUnwind(_ action: Selector, from source: UIViewController, sender: Any?) -> Bool {
        let answer = canPerformUnwindSegueAction(action, from: source, sender: sender)
        ViewControllerEvent.report(
            ViewControllerEvent(
                .canPerformUnwindSegueAction, self, related: source, action: action.name, answer: answer))
        return answer
    }
}
