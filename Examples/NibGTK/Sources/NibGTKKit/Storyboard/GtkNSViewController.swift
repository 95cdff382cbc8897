import NibKit

/// `NSViewController` in a GTK window: the standard controller, whose view
/// loads on the main actor whenever the toolkit has NibKit load it
/// (``MainActorLoading``), so a window controller that shows it as its
/// content can create its scene's GTK views.
///
/// ```swift
/// let windowController = try storyboard.instantiateInitialController(as: NSWindowController.self)
/// windowController.contentViewController is GtkNSViewController  // true with the toolkit's registry
/// ```
open class GtkNSViewController: NSViewController {
    /// The standard load, as the main actor when the toolkit has NibKit load it.
    open override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        try super.loadView(isolation: MainActorLoading.isolation(isolation))
    }
}
