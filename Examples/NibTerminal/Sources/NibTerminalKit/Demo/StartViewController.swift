import NibKit

/// The controller of `ExampleNibs/TerminalFlow.storyboard`'s first scene,
/// its `customClass`: the scene a Back to Start button unwinds to.
///
/// The scene connects its `messageLabel` outlet to its label. Its Next
/// button's show segue pushes the Step scene; the Step scene's Back to Start
/// button is wired to its Exit, an unwind segue whose action is
/// `backToStart:`. UIKit looks for the controller that performs the action
/// from the source up through its parents: this controller, below Step in
/// the navigation stack, performs it (`canPerformUnwindSegueAction` is true
/// for an action a controller's `NibActionPerforming` bindings name), so the
/// action is sent to it, then the navigation controller pops back to it.
///
/// ```swift
/// @IBAction func backToStart(_ segue: UIStoryboardSegue) { … }   // UIKit's spelling
/// ```
open class StartViewController: UIViewController, NibKeyValueCoding, NibActionPerforming {
    /// The scene's label, which greets.
    public var messageLabel: Label?
    /// How many times an unwind segue has come back here.
    public private(set) var returns = 0

    /// The outlet the scene connects: `messageLabel`.
    public static var keyBindings: [KeyBinding] {
        [KeyBinding("messageLabel", \StartViewController.messageLabel)]
    }

    /// The unwind action: `backToStart:`.
    public static var actionBindings: [ActionBinding] {
        [ActionBinding("backToStart:", StartViewController.backToStart)]
    }

    /// The unwind action, sent with the unwind segue as sender before the
    /// navigation controller pops back here: counts the return and says so
    /// in the label.
    open func backToStart(_ sender: Any?) {
        returns += 1
        messageLabel?.text = "Welcome back (\(returns))."
    }
}
