import NibKitCore
import NibKitLoader

/// Performing a macOS storyboard's segues from a view controller.
///
/// ```swift
/// try editor.performSegue(withIdentifier: "showOptions", sender: nil)
/// ```
extension NSViewController: SegueSourceController {
    /// The controller itself.
    var sourceObject: NibObject { self }

    /// Performs the segue with `identifier` among ``storyboardSegueTemplates``,
    /// as AppKit's `performSegue(withIdentifier:sender:)`: without asking
    /// `shouldPerformSegue(withIdentifier:sender:)`. An identifier the
    /// controller has no segue for is an error naming the controller's class
    /// and the identifier. The destination is created, and its view loaded,
    /// with `isolation`, the caller's actor.
    public func performSegue(withIdentifier identifier: String, sender: Any?, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        try performStoryboardSegue(withIdentifier: identifier, sender: sender, isolation: isolation)
    }
}
