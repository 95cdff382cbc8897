/// Where a list gets its rows: the list's `dataSource` outlet, as a
/// `UITableView`'s.
public protocol ListDataSource: AnyObject {
    /// How many rows the list has.
    func numberOfRows(in list: ListView) -> Int
    /// The text of one row.
    func list(_ list: ListView, titleForRow row: Int) -> String
}
