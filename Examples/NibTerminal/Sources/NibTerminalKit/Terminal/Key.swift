/// One key press, as the screen and its widgets see it.
///
/// Keys come from the terminal through ``KeyDecoder``, or from a script of
/// key names (``Key/script(_:)``) when `nib-terminal --keys` replays them.
///
/// ```swift
/// let keys = try Key.script("text:Ada,tab,down,enter")
/// ```
public enum Key: Hashable, Sendable {
    /// Tab: the next widget becomes first responder.
    case tab
    /// Shift-Tab: the previous widget becomes first responder.
    case backtab
    /// Return or Enter.
    case enter
    /// Esc: `cancelOperation:` along the responder chain.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Backspace: deletes the character before the insertion point.
    case backspace
    /// A printable character, space included.
    case character(Character)
    /// A letter typed with Control held, such as Ctrl-Q: `.control("q")`.
    case control(Character)

    /// The names a script may use, and the key each stands for.
    static let names: [String: Key] = [
        "tab": .tab, "backtab": .backtab, "shift-tab": .backtab, "enter": .enter, "return": .enter,
        "esc": .escape, "escape": .escape, "up": .up, "down": .down, "left": .left, "right": .right,
        "backspace": .backspace, "space": .character(" "), "comma": .character(","),
    ]

    /// Reads a comma-separated script of keys.
    ///
    /// Each item is a key name (`tab`, `backtab`, `enter`, `esc`, `up`, `down`,
    /// `left`, `right`, `backspace`, `space`, `comma`), a control key
    /// (`ctrl-q`), `text:` followed by characters to type one by one
    /// (`text:hello`), or a single character typed as itself (`a`). Names are
    /// not case-sensitive; a comma is typed with `comma`. An empty script has
    /// no keys.
    ///
    /// ```swift
    /// try Key.script("tab,tab,enter,esc") // [.tab, .tab, .enter, .escape]
    /// ```
    public static func script(_ script: String) throws(KeyScriptError) -> [Key] {
        guard !script.isEmpty else { return [] }
        var keys: [Key] = []
        for item in script.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if item.hasPrefix("text:") {
                keys += item.dropFirst("text:".count).map(Key.character)
            } else if item.count == 1, let character = item.first {
                keys.append(.character(character))
            } else if let key = names[item.lowercased()] {
                keys.append(key)
            } else if item.lowercased().hasPrefix("ctrl-"), item.count == 6, let letter = item.last, letter.isLetter {
                keys.append(.control(Character(letter.lowercased())))
            } else {
                throw KeyScriptError(item: item)
            }
        }
        return keys
    }
}
