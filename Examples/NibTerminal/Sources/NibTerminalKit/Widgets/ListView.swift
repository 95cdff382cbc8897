import Foundation
import NibKit

/// A list of rows, one selected: NibKit-format class `List`, Interface
/// Builder's `UITableView`.
///
/// The rows come from the `dataSource` outlet. Up and Down move the
/// selection, scrolling to keep it in view, and send `valueChanged`. The
/// selected row is marked `*`, or `>` in reverse video while the list is
/// first responder.
///
/// ```xml
/// <object id="colorList" class="List">
///   <rect key="frame" x="12" y="4" width="20" height="3"/>
///   <connections><outlet property="dataSource" destination="owner"/></connections>
/// </object>
/// ```
public final class ListView: View, Control {
    /// Where the rows come from.
    public weak var dataSource: (any ListDataSource)?
    /// The selected row.
    public var selectedRow = 0
    private var firstVisibleRow = 0

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("dataSource", \ListView.dataSource),
            KeyBinding("selectedRow", \ListView.selectedRow),
        ]
    }

    /// The number of rows the data source has.
    public var numberOfRows: Int { dataSource?.numberOfRows(in: self) ?? 0 }

    /// The selected row's text, if there is a row.
    public var selectedTitle: String? {
        (0..<numberOfRows).contains(selectedRow) ? dataSource?.list(self, titleForRow: selectedRow) : nil
    }

    /// A list is in the key view loop.
    public override var canBecomeFirstResponder: Bool { true }

    public override func keyDown(_ key: Key) -> Bool {
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

    public override func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let frame = cellFrame
        guard frame.height > 0 else { return }
        firstVisibleRow = min(max(firstVisibleRow, selectedRow - frame.height + 1), selectedRow)
        for line in 0..<frame.height {
            let row = firstVisibleRow + line
            guard row >= 0, row < numberOfRows, let dataSource else { break }
            let isSelected = row == selectedRow
            let marker = isSelected ? (isFocused ? "> " : "* ") : "  "
            canvas.draw(
                marker + dataSource.list(self, titleForRow: row), at: origin.offset(by: CellPoint(x: 0, y: line)),
                style: isSelected && isFocused ? .reverse : [], limit: frame.width)
        }
    }
}
