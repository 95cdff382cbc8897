import NibKitLoader

/// A view controller whose view is a table view, as UIKit's
/// `UITableViewController`.
///
/// Interface Builder gives the table view as the controller's view
/// (`<tableView key="view">`), and ``tableView`` is that view.
///
/// ```swift
/// let list = try #require(instance.object(withID: "Lst-Ct-001") as? UITableViewController)
/// list.tableView === list.viewIfLoaded  // true
/// ```
open class UITableViewController: UIViewController {
    /// Whether the selection is cleared each time the view appears.
    public var clearsSelectionOnViewWillAppear = true

    /// The view, when it is a table view.
    public var tableView: UITableView? { viewIfLoaded as? UITableView }

    /// A view controller's keys and Interface Builder's `clearsSelectionOnViewWillAppear`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("clearsSelectionOnViewWillAppear", \UITableViewController.clearsSelectionOnViewWillAppear)
        ]
    }
}
