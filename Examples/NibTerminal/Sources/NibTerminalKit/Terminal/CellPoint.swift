/// A cell position: column `x` and row `y`, from zero at the top left.
public struct CellPoint: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// This point moved by `offset`.
    public func offset(by offset: CellPoint) -> CellPoint {
        CellPoint(x: x + offset.x, y: y + offset.y)
    }
}
