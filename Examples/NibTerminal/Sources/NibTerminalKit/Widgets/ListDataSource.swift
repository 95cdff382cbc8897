/// Where a list gets its rows: the object the list's `dataSource` outlet
/// names, as a `UITableView`'s.
///
/// `UITableView` binds the outlet to any object; a list whose data source
/// does not adopt this protocol has no rows.
public protocol ListDataSource: AnyObject {
    /// How many rows the list has.
    func numberOfRows(in list: ListView) -> Int
    /// The text of one row.
    func list(_ list: ListView, titleForRow row: Int) -> String
}
