/// Text from a file made safe to show on one line of a terminal or a log.
///
/// Ids, keys, resource names and messages come from archives that anyone may
/// write. Shown as they are, an escape sequence in an id could recolour or
/// clear a terminal, and a newline could forge a diagnostic line of its own.
/// Every line NibKit renders — a ``Diagnostic``, a ``LifecycleEvent``, and
/// every line `nibtool` prints — goes through ``line(_:)``:
///
/// - control characters (U+0000–U+001F, U+007F, U+0080–U+009F), the line and
///   paragraph separators (U+2028, U+2029) and the bidirectional overrides and
///   isolates (U+202A–U+202E, U+2066–U+2069) are written as `\n`, `\r`, `\t`
///   or `\u{1B}`;
/// - a word (a run of characters without a space or any of `.,()[]"':;=`)
///   of more than ``maximumWordLength`` characters (a 1 MB id, say) keeps its
///   first ``abbreviatedWordLength`` characters and says how long it was;
/// - a line longer than ``maximumLineLength`` keeps its start and says how much
///   was left out.
///
/// So what a file can make NibKit print is bounded per line, whatever the
/// file holds. A backslash is not escaped: without a real line break in the
/// output, a written `\n` cannot start a new line.
///
/// ```swift
/// print(DisplayText.line("ok\u{1B}[2J")) // ok\u{1B}[2J: the escape shown as text, not obeyed
/// ```
public enum DisplayText {
    /// The longest word shown whole.
    public static let maximumWordLength = 128
    /// How many characters of a longer run are shown.
    public static let abbreviatedWordLength = 96
    /// The longest line shown whole.
    public static let maximumLineLength = 4_096

    /// `text` escaped and abbreviated for one line of output.
    public static func line(_ text: some StringProtocol) -> String {
        guard needsWork(text) else { return String(text) }
        var result: [Unicode.Scalar] = []
        var word: [Unicode.Scalar] = []
        var wordLength = 0
        var total = 0
        func flushWord() {
            guard result.count <= maximumLineLength else { return }
            let shown = wordLength > maximumWordLength ? word.prefix(abbreviatedWordLength) : word[...]
            for scalar in shown { appendEscaped(scalar, to: &result) }
            if wordLength > maximumWordLength { result += "…(\(wordLength) characters)".unicodeScalars }
            word.removeAll(keepingCapacity: true)
            wordLength = 0
        }
        for scalar in text.unicodeScalars {
            total += 1
            if isWordBreak(scalar) {
                flushWord()
                if result.count <= maximumLineLength { appendEscaped(scalar, to: &result) }
            } else {
                wordLength += 1
                // Past what a long word shows, only its length matters.
                if wordLength <= maximumWordLength { word.append(scalar) }
            }
        }
        flushWord()
        guard result.count > maximumLineLength else { return String(String.UnicodeScalarView(result)) }
        return String(String.UnicodeScalarView(result.prefix(maximumLineLength)))
            + "…(a line of \(total) characters, shortened)"
    }

    /// `text` cut to its first `limit` characters, saying how long it was,
    /// when it is longer: for fields of machine-readable output (JSON), which
    /// its format escapes, but which must not let one long id repeat into
    /// gigabytes.
    public static func abbreviated(_ text: String, to limit: Int = maximumLineLength) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(limit))) + "…(\(scalars.count) characters)"
    }

    /// Whether a scalar is written out as an escape rather than shown.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to text: inout [Unicode.Scalar]) {
        guard isEscaped(scalar) else {
            text.append(scalar)
            return
        }
        let escape: String
        switch scalar {
        case "\n": escape = "\\n"
        case "\r": escape = "\\r"
        case "\t": escape = "\\t"
        default: escape = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        text += escape.unicodeScalars
    }

    /// The characters that end a word: spaces and the punctuation NibKit's
    /// own sentences put around ids, keys and names, so that abbreviating a
    /// long id keeps the `.setValue(` after it.
    private static func isWordBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\n", "\t", ".", ",", "(", ")", "[", "]", "\"", "'", ":", ";", "=": return true
        default: return false
        }
    }

    /// Whether `text` has anything to escape or abbreviate; most lines do not.
    private static func needsWork(_ text: some StringProtocol) -> Bool {
        if text.utf8.count > maximumWordLength { return true }
        return text.unicodeScalars.contains(where: isEscaped)
    }
}
