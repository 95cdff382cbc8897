import NibKit

/// The controller of `ExampleNibs/TerminalFlow.storyboard`'s second scene,
/// its `customClass`, which the first scene's Next button pushes.
///
/// It adds nothing to `UIViewController`: its Back to Start button's unwind
/// segue is the storyboard runtime's, and the action it unwinds with is
/// ``StartViewController``'s. It is a class of its own so that the scene
/// names one, as an app's scenes do, and an app (or a test) can subclass it.
open class StepViewController: UIViewController {}
