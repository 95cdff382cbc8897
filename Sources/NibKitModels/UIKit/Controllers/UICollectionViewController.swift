import NibKitLoader

/// A view controller whose view is a collection view, as UIKit's
/// `UICollectionViewController`.
///
/// Interface Builder gives the collection view as the controller's view
/// (`<collectionView key="view">`), and ``collectionView`` is that view.
///
/// ```swift
/// let grid = try #require(instance.object(withID: "Grd-Ct-001") as? UICollectionViewController)
/// grid.collectionView === grid.viewIfLoaded  // true
/// ```
open class UICollectionViewController: UIViewController {
    /// Whether the selection is cleared each time the view appears.
    public var clearsSelectionOnViewWillAppear = true
    /// Whether pushing another collection view controller animates between
    /// the two layouts instead of the controllers.
    public var useLayoutToLayoutNavigationTransitions = false

    /// The view, when it is a collection view.
    public var collectionView: UICollectionView? { viewIfLoaded as? UICollectionView }

    /// A view controller's keys and Interface Builder's
    /// `clearsSelectionOnViewWillAppear` and `useLayoutToLayoutNavigationTransitions`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("clearsSelectionOnViewWillAppear", \UICollectionViewController.clearsSelectionOnViewWillAppear),
            KeyBinding(
                "useLayoutToLayoutNavigationTransitions",
                \UICollectionViewController.useLayoutToLayoutNavigationTransitions),
        ]
    }
}
