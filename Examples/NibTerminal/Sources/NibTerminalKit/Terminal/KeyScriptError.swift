/// An item of a key script that names no key.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item as written.
    public var item: String

    /// An error for `item`.
    public init(item: String) {
        self.item = item
    }

    /// What is wrong and which keys there are.
    public var description: String {
        let shown = item.isEmpty ? "an empty item" : "'\(item)'"
        return "\(shown) is not a key: use tab, backtab, enter, esc, up, down, left, right, backspace, "
            + "space, comma, ctrl-LETTER, text:CHARACTERS or a single character"
    }
}
