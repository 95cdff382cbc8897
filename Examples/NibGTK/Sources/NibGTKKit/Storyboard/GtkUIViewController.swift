import NibKit

/// `UIViewController` in a GTK window: the standard controller, whose view
/// loads on the main actor whenever the toolkit has NibKit load it
/// (``MainActorLoading``), so a segue or a container that shows it can
/// create its scene's GTK views.
///
/// The toolkit's registry creates it for every `<viewController>` of a
/// storyboard or nib; an application's own controller that a segue or a
/// container shows subclasses it.
///
/// ```swift
/// final class NotesController: GtkUIViewController {
///     override func viewDidLoad() { print("loaded on the main actor") }
/// }
/// ```
open class GtkUIViewController: UIViewController {
    /// The standard load, as the main actor when the toolkit has NibKit load it.
    open override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        try super.loadView(isolation: MainActorLoading.isolation(isolation))
    }
}
