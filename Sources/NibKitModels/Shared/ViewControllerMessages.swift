import NibKitBundle
import NibKitCore
import NibKitLoader

/// The errors of view controller transitions and segues, UIKit's and
/// AppKit's alike, declared once: each names the controller's class, the
/// segue's identifier or the action concerned, and stands at the start of
/// the file the controller's view comes from (its storyboard or nib), since
/// a controller keeps no place of its own.
///
/// ```swift
/// // Main.storyboard:1:1: error: receiver <UIViewController: title = "Home"> has no segue with identifier 'showDetail'
/// ```
enum ViewControllerMessages {
    /// A presentation from a context that is already presenting, as UIKit
    /// logs "Attempt to present … which is already presenting …".
    static func alreadyPresenting(_ controller: NibObject, on presenter: NibObject, presenting current: NibObject)
        -> NibError
    {
        error(
            .instantiationFailed,
            "attempt to present \(controller) on \(presenter) which is already presenting \(current)",
            about: presenter)
    }

    /// A presentation of a controller that is already presented or in a container.
    static func presentingActiveController(_ controller: NibObject, on presenter: NibObject) -> NibError {
        error(
            .instantiationFailed,
            "application tried to present \(controller) on \(presenter), but it is already presented or in a container",
            about: presenter)
    }

    /// A push of a controller already on a navigation stack or in another container.
    static func pushingActiveController(_ controller: NibObject, on navigation: NibObject) -> NibError {
        error(
            .instantiationFailed,
            "\(navigation) cannot push \(controller), which is already in a container", about: navigation)
    }

    /// A segue identifier the controller has no segue for, as UIKit's
    /// "Receiver … has no segue with identifier …".
    static func noSegue(_ identifier: String, on controller: NibObject) -> NibError {
        error(
            .resourceNotFound, "receiver \(controller) has no segue with identifier '\(identifier)'",
            about: controller, key: identifier)
    }

    /// A segue whose source has no storyboard to create its destination.
    static func noStoryboard(_ identifier: String?, on controller: NibObject) -> NibError {
        error(
            .resourceNotFound, "\(controller) has no storyboard to create the destination of \(name(identifier))",
            about: controller, key: identifier)
    }

    /// A segue with no destination identifier, or whose template lost its source.
    static func incompleteSegue(_ identifier: String?, _ what: String, className: String) -> NibError {
        NibError(
            .instantiationFailed,
            Diagnostic(
                .error, "\(name(identifier)) has no \(what)", at: SourceLocation.start(of: className),
                className: className, key: identifier))
    }

    /// A destination the storyboard created that is not a controller of the source's kind.
    static func wrongDestination(
        _ identifier: String?, _ destination: NibObject, expected: String, on controller: NibObject
    ) -> NibError {
        error(
            .instantiationFailed,
            "the destination of \(name(identifier)) is \(destination), not a \(expected)", about: controller,
            key: identifier)
    }

    /// A relationship segue performed as if it were a transition.
    static func relationshipNotPerformed(_ identifier: String?, on controller: NibObject) -> NibError {
        error(
            .instantiationFailed,
            "\(name(identifier)) is a relationship segue, which the storyboard fills in when it creates \(controller)"
                + " and which is not performed",
            about: controller, key: identifier)
    }

    /// A custom segue whose class the storyboard runtime did not give.
    static func unknownSegueClass(_ className: String, _ identifier: String?, on controller: NibObject)
        -> NibError
    {
        error(
            .instantiationFailed,
            "the custom segue class '\(className)' of \(name(identifier)) is not a known segue class",
            about: controller, key: identifier)
    }

    /// A push segue whose source is in no navigation controller, as UIKit's
    /// "Push segues can only be used when the source controller is managed
    /// by an instance of UINavigationController".
    static func pushWithoutNavigationController(_ identifier: String?, on controller: NibObject) -> NibError {
        error(
            .instantiationFailed,
            "\(name(identifier)) is a push segue, but \(controller) is not in a navigation controller",
            about: controller, key: identifier)
    }

    /// An unwind action no controller on the way back performs.
    static func noUnwindDestination(_ action: Selector, from controller: NibObject) -> NibError {
        error(
            .resourceNotFound,
            "no view controller on the way back from \(controller) performs the unwind action '\(action)'",
            about: controller, key: action.name)
    }

    /// An unwind action sent to an exit whose sender is in no controller's view.
    static func unwindWithoutSource(_ action: Selector) -> NibError {
        NibError(
            .instantiationFailed,
            Diagnostic(
                .error, "the unwind action '\(action)' was sent by an object in no view controller's view",
                at: SourceLocation.start(of: "exit"), key: action.name))
    }

    /// How a segue is named in a message: by its identifier, or as unnamed.
    private static func name(_ identifier: String?) -> String {
        identifier.map { "the segue '\($0)'" } ?? "a segue with no identifier"
    }

    /// An error about `controller`, placed at the start of the file its
    /// view comes from, or of its nib's or class's name.
    private static func error(
        _ code: NibError.Code, _ message: String, about controller: NibObject, key: String? = nil
    ) -> NibError {
        let viewController = controller as? NibViewController
        let file = viewController?.viewTemplate?.path ?? viewController?.nibName ?? controller.nibClassName
        return NibError(
            code,
            Diagnostic(
                .error, message, at: SourceLocation.start(of: file), className: controller.nibClassName, key: key))
    }
}
