import NibKitLoader

/// The controller of a search bar and the table of its results, as UIKit's
/// `UISearchDisplayController` (deprecated in iOS 8, kept by older
/// documents): the outlets Interface Builder connects.
///
/// ```swift
/// let search = try #require(instance.object(withID: "20") as? UISearchDisplayController)
/// search.searchBar?.placeholder
/// ```
open class UISearchDisplayController: NibObject {
    /// The search bar it shows results for.
    public var searchBar: UISearchBar?
    /// The view controller whose content is searched.
    public weak var searchContentsController: NibObject?
    /// The object told of the search's changes.
    public weak var delegate: NibObject?
    /// The data source of the results table.
    public weak var searchResultsDataSource: NibObject?
    /// The delegate of the results table.
    public weak var searchResultsDelegate: NibObject?

    /// The outlets of Interface Builder's search display controller:
    /// `searchBar`, `searchContentsController`, `delegate`,
    /// `searchResultsDataSource` and `searchResultsDelegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("searchBar", \UISearchDisplayController.searchBar),
            KeyBinding("searchContentsController", \UISearchDisplayController.searchContentsController),
            KeyBinding("delegate", \UISearchDisplayController.delegate),
            KeyBinding("searchResultsDataSource", \UISearchDisplayController.searchResultsDataSource),
            KeyBinding("searchResultsDelegate", \UISearchDisplayController.searchResultsDelegate),
        ]
    }
}
