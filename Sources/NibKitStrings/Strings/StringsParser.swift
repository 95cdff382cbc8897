import Foundation
import NibKitCore

/// Reads the OpenStep text format, the format of `.strings` files and of
/// old-style property lists, into located values, collecting every problem.
///
/// It accepts what Foundation's parser (swift-corelibs-foundation's
/// `CFOldStylePList.c`, the same code as Apple's) accepts: `"key" = "value";`
/// entries, `key;` as a shorthand for `key = key;`, single or double quotes,
/// unquoted strings of `[A-Za-z0-9_$/:.-]`, `/* */` and `//` comments, the
/// escapes `\a \b \f \n \r \t \v \" \' \\`, octal `\ooo` and `\U` with up to
/// four hexadecimal digits (two of them forming a surrogate pair), and, in
/// property lists, `( )` arrays, `{ }` dictionaries and `< >` data. It reports
/// with line and column what Foundation rejects with a line at most, and what
/// Foundation silently mishandles: a stray character after an entry (Foundation
/// stops there and drops the rest of the file), an unterminated comment, an
/// unknown or malformed escape, a lone surrogate, a duplicate key.
struct StringsParser {
    /// What the text is expected to hold.
    enum Mode {
        /// A `.strings` file: a dictionary of strings, usually without braces.
        case stringsFile
        /// An old-style property list: any value.
        case propertyList
    }

    /// A string or other value just read, with what the entry parser needs
    /// to explain a problem after it.
    private struct Scanned {
        var node: PropertyListNode
        /// False when a quoted string, array, dictionary or data block is not
        /// closed; its error is already reported.
        var isTerminated = true
        /// For a quoted string written across lines, where its first line ends.
        var firstLineBreak: Int?
        /// Where a quoted string's opening quote is.
        var quoteOffset: Int?
    }

    private let source: StringsSource
    private let bytes: [UInt8]
    private let mode: Mode
    private var position: Int
    private var depth = 0
    private(set) var diagnostics = DiagnosticCollector()

    /// The nesting Foundation accepts on 64-bit platforms.
    private static let maximumDepth = 512

    private init(source: StringsSource, mode: Mode) {
        self.source = source
        self.bytes = source.bytes
        self.mode = mode
        self.position = source.start
    }

    /// The entries of a `.strings` file, in file order, one per key (a
    /// repeated key keeps its first place and takes its last value), and the
    /// problems found.
    static func parseStringsFile(_ source: StringsSource) -> (
        entries: [PropertyListNode.Entry], diagnostics: [Diagnostic]
    ) {
        var parser = StringsParser(source: source, mode: .stringsFile)
        let comment = parser.skipTrivia(afterToken: false)
        let entries: [PropertyListNode.Entry]
        if parser.peek == ASCII.openBrace {
            let open = parser.position
            parser.position += 1
            parser.depth = 1
            entries = parser.parseDictionaryBody(openBrace: open, initialComment: nil).entries
            parser.expectEnd(after: "the closing '}' of the table")
        } else {
            parser.depth = 1
            entries = parser.parseDictionaryBody(openBrace: nil, initialComment: .some(comment)).entries
        }
        return (entries, parser.diagnostics.diagnostics)
    }

    /// The root value of an old-style property list, or nil when there is
    /// none to speak of, and the problems found. Text that is only
    /// whitespace and comments is an empty dictionary, as in Foundation.
    static func parsePropertyList(_ source: StringsSource) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        var parser = StringsParser(source: source, mode: .propertyList)
        let comment = parser.skipTrivia(afterToken: false)
        let begin = parser.position
        let beginLocation = source.location(at: begin)
        guard let first = parser.peek else {
            return (PropertyListNode(kind: .dictionary([]), location: beginLocation), parser.diagnostics.diagnostics)
        }
        if Self.startsString(first) {
            // A lone string is a property list; a string followed by more is
            // the first key of a brace-less dictionary, as in a .strings file.
            let reported = parser.diagnostics.mark
            let string = parser.parseString()
            _ = parser.skipTrivia(afterToken: true)
            if parser.peek == nil || !string.isTerminated { return (string.node, parser.diagnostics.diagnostics) }
            parser.position = begin
            parser.diagnostics.truncate(to: reported)
            parser.depth = 1
            let entries = parser.parseDictionaryBody(openBrace: nil, initialComment: .some(comment)).entries
            return (
                PropertyListNode(kind: .dictionary(entries), location: beginLocation), parser.diagnostics.diagnostics
            )
        }
        guard let value = parser.parseValue() else {
            parser.error(
                "unexpected \(parser.describe(at: begin)) at the start of the property list; expected '{', '(', '<' or a string",
                at: begin)
            return (nil, parser.diagnostics.diagnostics)
        }
        parser.expectEnd(after: "the end of the property list")
        return (value.node, parser.diagnostics.diagnostics)
    }

    // MARK: Dictionaries

    /// Reads `key = value;` entries up to the closing brace (when `openBrace`
    /// is given) or the end of the text. `initialComment` is set when the
    /// trivia before the first key has already been skipped.
    private mutating func parseDictionaryBody(openBrace: Int?, initialComment: String??)
        -> (entries: [PropertyListNode.Entry], isClosed: Bool)
    {
        var entries: [PropertyListNode.Entry] = []
        var indexByKey: [String: Int] = [:]
        var carried = initialComment
        while true {
            let comment: String?
            if let carriedComment = carried {
                comment = carriedComment
                carried = nil
            } else {
                comment = skipTrivia(afterToken: true)
            }
            guard let byte = peek else {
                if let openBrace {
                    error("unterminated dictionary: the '{' here has no matching '}'", at: openBrace)
                }
                return (entries, openBrace == nil)
            }
            if openBrace != nil, byte == ASCII.closeBrace {
                position += 1
                return (entries, true)
            }
            guard Self.startsString(byte) else {
                if openBrace == nil {
                    error(
                        "unexpected \(describe(at: position)) where a key should begin; Apple's parser silently stops reading here and drops every entry after it",
                        at: position)
                } else {
                    error("unexpected \(describe(at: position)) where a key or '}' should be", at: position)
                }
                skipToNextLine()
                continue
            }
            let keyOffset = position
            let keyString = parseString()
            guard keyString.isTerminated else { continue }
            let key = keyString.node.string ?? ""
            _ = skipTrivia(afterToken: true)
            guard let next = peek else {
                error("expected '=' or ';' after the key '\(key)', found the end of the file", at: position)
                return (entries, openBrace == nil)
            }
            let value: Scanned
            if next == ASCII.semicolon {
                // `"key";` is Apple's shorthand for `"key" = "key";`.
                position += 1
                insert(
                    PropertyListNode.Entry(
                        key: key, keyLocation: keyString.node.location, value: keyString.node, comment: comment),
                    into: &entries, indexByKey: &indexByKey)
                continue
            } else if next == ASCII.equals {
                position += 1
                _ = skipTrivia(afterToken: true)
                guard let parsed = parseValue() else {
                    if peek == ASCII.semicolon {
                        error("missing value for the key '\(key)'", at: position)
                        position += 1
                    } else {
                        error("expected a value for the key '\(key)', found \(describe(at: position))", at: position)
                        skipToNextLine()
                    }
                    continue
                }
                value = parsed
            } else if let parsed = parseValue() {
                error("missing '=' between the key '\(key)' and its value", at: parsed.node.location)
                value = parsed
            } else {
                error("expected '=' or ';' after the key '\(key)', found \(describe(at: position))", at: position)
                skipToNextLine()
                continue
            }
            guard value.isTerminated else { continue }
            if mode == .stringsFile, depth == 1, value.node.string == nil {
                error(
                    "the value of '\(key)' is \(value.node.kindName); a .strings file maps strings to strings",
                    at: value.node.location)
            }
            insert(
                PropertyListNode.Entry(
                    key: key, keyLocation: source.location(at: keyOffset), value: value.node, comment: comment),
                into: &entries, indexByKey: &indexByKey)
            let valueEnd = position
            _ = skipTrivia(afterToken: true)
            if peek == ASCII.semicolon {
                position += 1
            } else if reportMissingSemicolon(key: key, value: value, valueEnd: valueEnd) {
                // Quotes pair up wrongly after a missing one; the rest of the line is noise.
                skipToNextLine()
            }
        }
    }

    private mutating func insert(
        _ entry: PropertyListNode.Entry, into entries: inout [PropertyListNode.Entry], indexByKey: inout [String: Int]
    ) {
        guard let index = indexByKey[entry.key] else {
            indexByKey[entry.key] = entries.count
            entries.append(entry)
            return
        }
        let first = entries[index].keyLocation
        diagnostics.warning(
            .duplicateKey(entry.key, replacing: first, as: "Apple's parser"), at: entry.keyLocation, key: entry.key)
        entries[index].value = entry.value
        entries[index].comment = entry.comment ?? entries[index].comment
        entries[index].keyLocation = entry.keyLocation
    }

    /// Reports the `;` missing after a value, and returns whether the likely
    /// cause is a missing closing quote instead: a quoted value that runs
    /// across lines and is not followed by `;` almost always lacks the quote
    /// that should end it on its first line.
    private mutating func reportMissingSemicolon(key: String, value: Scanned, valueEnd: Int) -> Bool {
        if let lineBreak = value.firstLineBreak, let quote = value.quoteOffset, peek != nil {
            let endLine = source.location(at: valueEnd).line
            let startLine = source.location(at: lineBreak).line
            error(
                "missing ';' after the value of '\(key)': its string runs from line \(startLine) to line \(endLine); is a closing quote missing on line \(startLine)?",
                at: quote)
            return true
        }
        let found = peek == nil ? "the end of the file" : describe(at: position)
        error("missing ';' after the value of '\(key)', found \(found)", at: valueEnd)
        return false
    }

    // MARK: Values

    private static func startsString(_ byte: UInt8) -> Bool {
        byte == ASCII.doubleQuote || byte == ASCII.singleQuote || isUnquotedCharacter(byte)
    }

    /// The characters of an unquoted string, as in Foundation.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Reads the value that starts at the current position, or returns nil
    /// without moving when none starts here.
    private mutating func parseValue() -> Scanned? {
        guard let byte = peek else { return nil }
        switch byte {
        case _ where Self.startsString(byte):
            return parseString()
        case ASCII.openBrace, ASCII.openParenthesis:
            let open = position
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else {
                error("arrays and dictionaries are nested more than \(Self.maximumDepth) deep", at: open)
                position = bytes.count
                return Scanned(node: PropertyListNode(kind: .array([]), location: location(open)), isTerminated: false)
            }
            position += 1
            if byte == ASCII.openBrace {
                let (entries, isClosed) = parseDictionaryBody(openBrace: open, initialComment: nil)
                return Scanned(
                    node: PropertyListNode(kind: .dictionary(entries), location: location(open)), isTerminated: isClosed
                )
            }
            return parseArray(open: open)
        case ASCII.lessThan:
            return parseData()
        default:
            return nil
        }
    }

    private mutating func parseArray(open: Int) -> Scanned {
        var items: [PropertyListNode] = []
        while true {
            _ = skipTrivia(afterToken: true)
            guard let byte = peek else {
                error("unterminated array: the '(' here has no matching ')'", at: open)
                return Scanned(
                    node: PropertyListNode(kind: .array(items), location: location(open)), isTerminated: false)
            }
            if byte == ASCII.closeParenthesis {
                position += 1
                return Scanned(node: PropertyListNode(kind: .array(items), location: location(open)))
            }
            guard let item = parseValue() else {
                error("expected a value or ')' in the array, found \(describe(at: position))", at: position)
                position += 1
                continue
            }
            guard item.isTerminated else {
                return Scanned(
                    node: PropertyListNode(kind: .array(items), location: location(open)), isTerminated: false)
            }
            items.append(item.node)
            let itemEnd = position
            _ = skipTrivia(afterToken: true)
            if peek == ASCII.comma {
                position += 1
            } else if let next = peek, next != ASCII.closeParenthesis {
                // Most often the ')' is missing; what follows belongs to the enclosing value.
                error("expected ',' or ')' after an array element, found \(describe(at: position))", at: itemEnd)
                return Scanned(node: PropertyListNode(kind: .array(items), location: location(open)))
            }
        }
    }

    private mutating func parseData() -> Scanned {
        let open = position
        position += 1
        var data = Data()
        var pendingDigit: (value: UInt8, offset: Int)?
        var valid = true
        while let byte = peek {
            if byte == ASCII.greaterThan {
                position += 1
                if let pendingDigit, valid {
                    error("data ends in half a byte: an odd number of hexadecimal digits", at: pendingDigit.offset)
                }
                return Scanned(node: PropertyListNode(kind: .data(data), location: location(open)))
            }
            if let digit = Self.hexValue(byte) {
                if let first = pendingDigit {
                    data.append(first.value << 4 | digit)
                    pendingDigit = nil
                } else {
                    pendingDigit = (digit, position)
                }
            } else if !(byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline
                || byte == ASCII.carriageReturn)
            {
                if valid {
                    error(
                        "unexpected \(describe(at: position)) in data; expected hexadecimal digits or '>'", at: position
                    )
                }
                valid = false
            }
            position += 1
        }
        error("unterminated data: the '<' here has no matching '>'", at: open)
        return Scanned(node: PropertyListNode(kind: .data(data), location: location(open)), isTerminated: false)
    }

    // MARK: Strings

    /// Reads a quoted or unquoted string at the current position.
    private mutating func parseString() -> Scanned {
        let start = position
        guard let quote = peek, quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
            while let byte = peek, Self.isUnquotedCharacter(byte) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            return Scanned(node: PropertyListNode(kind: .string(text), location: location(start)))
        }
        let reported = diagnostics.mark
        position += 1
        var output: [UInt8] = []
        var segmentStart = position
        var firstLineBreak: Int?
        while let byte = peek {
            if byte == quote {
                output += bytes[segmentStart..<position]
                position += 1
                return Scanned(
                    node: PropertyListNode(
                        kind: .string(String(decoding: output, as: UTF8.self)), location: location(start)),
                    firstLineBreak: firstLineBreak, quoteOffset: start)
            }
            if byte == ASCII.backslash {
                output += bytes[segmentStart..<position]
                parseEscape(into: &output)
                segmentStart = position
                continue
            }
            if firstLineBreak == nil, byte == ASCII.newline || byte == ASCII.carriageReturn {
                firstLineBreak = position
            }
            position += 1
        }
        // Problems inside a string that never ends describe text that is not
        // a string at all; the missing quote is the one problem.
        diagnostics.truncate(to: reported)
        let quoteText = quote == ASCII.doubleQuote ? "\"" : "'"
        error(
            "unterminated string: the \(quoteText) here has no closing \(quoteText) before the end of the file",
            at: start)
        if let firstLineBreak {
            // Resume on the next line, where the next entry most likely is.
            position = firstLineBreak
        }
        return Scanned(
            node: PropertyListNode(kind: .string(""), location: location(start)), isTerminated: false,
            quoteOffset: start)
    }

    /// Reads the escape at the current backslash and appends its character.
    private mutating func parseEscape(into output: inout [UInt8]) {
        let escapeStart = position
        position += 1
        guard let byte = peek else { return }
        position += 1
        if let control = ControlEscapes.byte(for: byte) {
            output.append(control)
            return
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                value = value << 3 | Int(digit - UInt8(ascii: "0"))
                position += 1
            }
            appendOctal(value, escapeStart: escapeStart, into: &output)
        case UInt8(ascii: "U"):
            appendUnicodeEscape(escapeStart: escapeStart, into: &output)
        case ASCII.doubleQuote, ASCII.singleQuote, ASCII.backslash, UInt8(ascii: "?"), ASCII.newline,
            ASCII.carriageReturn:
            output.append(byte)
        case UInt8(ascii: "u"):
            error(
                "'\\u' is not an escape in .strings files: Apple's parser reads it as a plain 'u'; write '\\U' and four hexadecimal digits",
                at: escapeStart)
            output.append(byte)
        default:
            let length = Self.utf8Length(leadingByte: byte)
            let end = min(position - 1 + length, bytes.count)
            let character = bytes[(position - 1)..<end]
            position = end
            let text = String(decoding: character, as: UTF8.self)
            warning("unknown escape '\\\(text)'; Apple's parser reads it as '\(text)'", at: escapeStart)
            output += character
        }
    }

    private mutating func appendOctal(_ value: Int, escapeStart: Int, into output: inout [UInt8]) {
        let text = String(decoding: bytes[escapeStart..<position], as: UTF8.self)
        if value == 0 {
            nulEscape(text, at: escapeStart, into: &output)
        } else if value < 0x80 {
            output.append(UInt8(value))
        } else if value > 0xFF {
            error("octal escape '\(text)' is out of range: the largest is '\\377'", at: escapeStart)
            output += Array("\u{FFFD}".utf8)
        } else if let character = String(data: Data([UInt8(value)]), encoding: .nextstep) {
            warning(
                "octal escape '\(text)' reads as '\(character)' in Apple's NeXTSTEP encoding, not as a Unicode or Latin-1 code; write the character itself or a '\\U' escape",
                at: escapeStart)
            output += Array(character.utf8)
        } else {
            error("octal escape '\(text)' names no character in Apple's NeXTSTEP encoding", at: escapeStart)
            output += Array("\u{FFFD}".utf8)
        }
    }

    /// `\U` takes up to four hexadecimal digits; two escapes may form a
    /// UTF-16 surrogate pair, since Apple's parser works in UTF-16.
    private mutating func appendUnicodeEscape(escapeStart: Int, into output: inout [UInt8]) {
        guard let (value, digits) = readHexDigits(max: 4) else {
            error("'\\U' must be followed by four hexadecimal digits", at: escapeStart)
            return
        }
        let text = String(decoding: bytes[escapeStart..<position], as: UTF8.self)
        if digits < 4 {
            warning(
                "'\(text)' has fewer than four hexadecimal digits; Apple's parser reads it as U+\(Self.hex(value))",
                at: escapeStart)
        }
        switch value {
        case 0xD800...0xDBFF:
            let save = position
            if peek == ASCII.backslash, position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "U") {
                position += 2
                if let (low, _) = readHexDigits(max: 4), (0xDC00...0xDFFF).contains(low) {
                    let scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    output += Array(String(Unicode.Scalar(scalar)!).utf8)
                    return
                }
            }
            position = save
            error(
                "lone high surrogate '\(text)': it must be followed by a '\\U' escape of a low surrogate (DC00–DFFF)",
                at: escapeStart)
            output += Array("\u{FFFD}".utf8)
        case 0xDC00...0xDFFF:
            error(
                "lone low surrogate '\(text)': it must follow a '\\U' escape of a high surrogate (D800–DBFF)",
                at: escapeStart)
            output += Array("\u{FFFD}".utf8)
        case 0:
            nulEscape(text, at: escapeStart, into: &output)
        default:
            output += Array(String(Unicode.Scalar(value)!).utf8)
        }
    }

    /// A NUL written as an escape is refused as a NUL byte is: Foundation
    /// would end many C strings there, and the text's own rule says a
    /// `.strings` file never holds one.
    private mutating func nulEscape(_ text: String, at escapeStart: Int, into output: inout [UInt8]) {
        error(
            "the escape '\(text)' is a NUL character (U+0000); a .strings file or property list is text and never contains one",
            at: escapeStart)
        output += Array("\u{FFFD}".utf8)
    }

    private mutating func readHexDigits(max: Int) -> (value: UInt32, digits: Int)? {
        var value: UInt32 = 0
        var digits = 0
        while digits < max, let byte = peek, let digit = Self.hexValue(byte) {
            value = value << 4 | UInt32(digit)
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : (value, digits)
    }

    // MARK: Trivia

    /// Skips whitespace and comments and returns the comment written directly
    /// above what follows: the last comment with no blank line after it, not
    /// one that begins on the line of the previous token (a trailing comment
    /// belongs to that token). Consecutive `//` lines form one comment.
    private mutating func skipTrivia(afterToken: Bool) -> String? {
        var pending: (text: String, isLineComment: Bool, breaksAfter: Int)?
        var breaks = 0
        while let byte = peek {
            switch byte {
            case ASCII.newline, ASCII.carriageReturn:
                if byte == ASCII.carriageReturn, position + 1 < bytes.count, bytes[position + 1] == ASCII.newline {
                    position += 1
                }
                position += 1
                breaks += 1
                if pending != nil {
                    pending!.breaksAfter += 1
                    if pending!.breaksAfter >= 2 { pending = nil }
                }
            case ASCII.tab, 0x0B, 0x0C, ASCII.space, 0x00:
                // NUL is reported while decoding; skipping it here avoids a second error.
                position += 1
            case 0xE2
            where position + 2 < bytes.count && bytes[position + 1] == 0x80
                && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9):
                // U+2028 and U+2029, the Unicode line and paragraph separators.
                position += 3
            case ASCII.slash
            where position + 1 < bytes.count
                && (bytes[position + 1] == ASCII.slash || bytes[position + 1] == ASCII.star):
                let isLineComment = bytes[position + 1] == ASCII.slash
                let isTrailing = afterToken && breaks == 0
                guard let text = readComment() else { return nil }
                if isTrailing { continue }
                if isLineComment, let previous = pending, previous.isLineComment, previous.breaksAfter == 1 {
                    pending = (previous.text + "\n" + text, true, 0)
                } else {
                    pending = (text, isLineComment, 0)
                }
            default:
                return pending?.text
            }
        }
        return pending?.text
    }

    /// Reads the comment at the current position and returns its text without
    /// delimiters, or nil when a block comment never ends.
    private mutating func readComment() -> String? {
        let start = position
        if bytes[position + 1] == ASCII.slash {
            position += 2
            while let byte = peek, byte != ASCII.newline, byte != ASCII.carriageReturn,
                !(byte == 0xE2 && position + 2 < bytes.count && bytes[position + 1] == 0x80
                    && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9))
            {
                position += 1
            }
            return Self.trimmed(bytes[(start + 2)..<position])
        }
        position += 2
        while position + 1 < bytes.count {
            if bytes[position] == ASCII.star, bytes[position + 1] == ASCII.slash {
                position += 2
                // Lines after the first are indented to line up under it; the indentation is layout, not text.
                return Self.trimmed(bytes[(start + 2)..<(position - 2)])
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .joined(separator: "\n")
            }
            position += 1
        }
        position = bytes.count
        error(
            "unterminated comment: the '/*' here has no matching '*/'; Apple's parser ignores the rest of the file",
            at: start)
        return nil
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private mutating func skipToNextLine() {
        while let byte = peek {
            position += 1
            if byte == ASCII.newline || byte == ASCII.carriageReturn { return }
        }
    }

    /// Reports anything but trivia left after the value that ends the text.
    private mutating func expectEnd(after what: String) {
        _ = skipTrivia(afterToken: true)
        if peek != nil {
            error("unexpected \(describe(at: position)) after \(what)", at: position)
        }
    }

    // MARK: Helpers

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func location(_ offset: Int) -> SourceLocation { source.location(at: offset) }

    private mutating func error(_ message: Diagnostic.Message, at offset: Int) {
        diagnostics.error(message, at: source.location(at: offset))
    }

    private mutating func error(_ message: Diagnostic.Message, at location: SourceLocation) {
        diagnostics.error(message, at: location)
    }

    private mutating func warning(_ message: Diagnostic.Message, at offset: Int) {
        diagnostics.warning(message, at: source.location(at: offset))
    }

    /// The character at `offset`, quoted for a message: `';'`, `U+0007`, `'é'`.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "character U+\(Self.hex(UInt32(byte)))" }
        let end = min(offset + Self.utf8Length(leadingByte: byte), bytes.count)
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        let scalar = text.unicodeScalars.first?.value ?? 0xFFFD
        return "'\(text)' (U+\(Self.hex(scalar)))"
    }

    private static func utf8Length(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// The bytes of the OpenStep syntax.
private enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "=")
    static let comma = UInt8(ascii: ",")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
}
