/// The escape sequences NibTerminal writes (ECMA-48 and xterm's private modes).
public enum ANSI {
    /// Switches to the alternate screen, so the shell's screen comes back on exit.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the normal screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Clears the whole screen.
    public static let clearScreen = "\u{1B}[2J"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"

    /// Moves the cursor to a cell (the sequence counts from one).
    public static func moveCursor(to point: CellPoint) -> String {
        "\u{1B}[\(point.y + 1);\(point.x + 1)H"
    }

    /// Resets the attributes, then sets those of `style`.
    public static func style(_ style: Canvas.Style) -> String {
        var codes = ["0"]
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.reverse) { codes.append("7") }
        return "\u{1B}[\(codes.joined(separator: ";"))m"
    }
}
