/// A grid of character cells that widgets draw into, rendered either as
/// plain text (for `--keys` and tests) or as ANSI escape sequences (for a
/// real terminal).
///
/// Drawing is clipped to the grid, and each character takes one cell.
///
/// ```swift
/// var canvas = Canvas(width: 20, height: 3)
/// canvas.draw("Hello", at: CellPoint(x: 2, y: 1), style: .bold)
/// print(canvas.plainText)
/// ```
public struct Canvas: Sendable {
    /// How a cell is drawn on a terminal: SGR attributes.
    public struct Style: OptionSet, Hashable, Sendable {
        /// The attributes as bits.
        public let rawValue: Int
        /// A style from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Bold (SGR 1).
        public static let bold = Style(rawValue: 1)
        /// Faint (SGR 2), for placeholders and hints.
        public static let dim = Style(rawValue: 2)
        /// Reverse video (SGR 7), for the focused widget.
        public static let reverse = Style(rawValue: 4)
    }

    /// One cell: a character and its style.
    public struct Cell: Hashable, Sendable {
        /// The character shown.
        public var character: Character
        /// How it is shown.
        public var style: Style

        /// A cell showing `character` in `style`.
        public init(character: Character, style: Style) {
            self.character = character
            self.style = style
        }
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    private var cells: [Cell]

    /// A blank canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(character: " ", style: []), count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Draws `text` on one row from `point`, one character per cell, clipped
    /// to the canvas and to `limit` cells when given.
    public mutating func draw(_ text: String, at point: CellPoint, style: Style = [], limit: Int? = nil) {
        guard (0..<height).contains(point.y) else { return }
        let end = min(width, limit.map { point.x + max(0, $0) } ?? width)
        var x = point.x
        for character in text {
            guard x < end else { break }
            if x >= 0 { cells[point.y * width + x] = Cell(character: character, style: style) }
            x += 1
        }
    }

    /// Adds `style` to the cells of a rectangle, keeping their characters.
    public mutating func addStyle(_ style: Style, to rect: CellRect) {
        let left = max(0, rect.x)
        let top = max(0, rect.y)
        for y in top..<max(top, min(height, rect.y + rect.height)) {
            for x in left..<max(left, min(width, rect.x + rect.width)) {
                cells[y * width + x].style.formUnion(style)
            }
        }
    }

    /// The rows as text without styles, trailing spaces removed, each ending
    /// in a newline.
    public var plainText: String {
        var text = ""
        for y in 0..<height {
            var line = String(cells[(y * width)..<((y + 1) * width)].map(\.character))
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// The escape sequences that paint the whole canvas from the terminal's
    /// top-left corner, then show the cursor at `cursor` or hide it.
    public func ansiFrame(cursor: CellPoint?) -> String {
        var frame = ANSI.hideCursor
        for y in 0..<height {
            frame += ANSI.moveCursor(to: CellPoint(x: 0, y: y))
            var current: Style = []
            for x in 0..<width {
                let cell = self[x, y]
                if cell.style != current {
                    frame += ANSI.style(cell.style)
                    current = cell.style
                }
                frame.append(cell.character)
            }
            if !current.isEmpty { frame += ANSI.style([]) }
        }
        if let cursor {
            frame += ANSI.moveCursor(to: cursor) + ANSI.showCursor
        }
        return frame
    }
}
