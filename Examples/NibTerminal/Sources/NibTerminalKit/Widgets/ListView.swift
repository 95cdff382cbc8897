import Foundation
import NibKit

/// A list of rows, one selected: UIKit's `UITableView` on the terminal, also
/// named `List` in NibKit's format.
///
/// The rows come from the object `UITableView`'s `dataSource` outlet names,
/// when it adopts ``ListDataSource``. Up and Down move the selection,
/// scrolling to keep it in view, and send `valueChanged` to the list's
/// targets: the list adopts NibKit's `Control`, as a table view is not a
/// `UIControl`. The selected row is marked `*`, or `>` in reverse video
/// while the list is first responder. The toolkit adds one key,
/// `selectedRow`.
///
/// ```xml
/// <object id="colorList" class="List">
///   <rect key="frame" x="12" y="4" width="20" height="3"/>
///   <connections><outlet property="dataSource" destination="owner"/></connections>
/// </object>
/// ```
public final class ListView: UITableView, TerminalView, Control, NibKeyValueCoding {
    /// The selected row.
    public var selectedRow = 0
    private var firstVisibleRow = 0

    /// The key the toolkit adds to `UITableView`'s: `selectedRow`.
    public static var keyBindings: [KeyBinding] {
        [KeyBinding("selectedRow", \ListView.selectedRow)]
    }

    /// The data source, when it gives rows: `dataSource` as a ``ListDataSource``.
    public var rowSource: (any ListDataSource)? { dataSource as? any ListDataSource }

    /// The number of rows the data source has.
    public var numberOfRows: Int { rowSource?.numberOfRows(in: self) ?? 0 }

    /// The selected row's text, if there is a row.
    public var selectedTitle: String? {
        (0..<numberOfRows).contains(selectedRow) ? rowSource?.list(self, titleForRow: selectedRow) : nil
    }

    /// A list that takes events is in the key view loop.
    public override var canBecomeFirstResponder: Bool { isUserInteractionEnabled }

    /// Moves the selection on Up and Down.
    public func keyDown(_ key: Key) -> Bool {
        let step: Int
        switch key {
        case .up: step = -1
        case .down: step = 1
        default: return false
        }
        let row = min(max(0, selectedRow + step), max(0, numberOfRows - 1))
        if row != selectedRow {
            selectedRow = row
            sendActions(for: .valueChanged)
        }
        return true
    }

    /// Draws the rows in view, the selected one marked.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let frame = cellFrame
        guard frame.height > 0, let rowSource else { return }
        let count = rowSource.numberOfRows(in: self)
        firstVisibleRow = min(max(firstVisibleRow, selectedRow - frame.height + 1), selectedRow)
        for line in 0..<frame.height {
            let row = firstVisibleRow + line
            guard row >= 0, row < count else { break }
            let isSelected = row == selectedRow
            let marker = isSelected ? (isFocused ? "> " : "* ") : "  "
            canvas.draw(
                marker + rowSource.list(self, titleForRow: row), at: origin.offset(by: CellPoint(x: 0, y: line)),
                style: isSelected && isFocused ? .reverse : [], limit: frame.width)
        }
    }
}
