import NibKitCore

/// Splits Swift or Objective-C source into the few kinds of token the
/// localization-call scanner needs: identifiers, string literals with their
/// escapes resolved, and punctuation. Comments, character literals and
/// preprocessor directives are skipped.
///
/// It is no compiler: it knows enough of each language's literals (Swift's
/// raw, multi-line and interpolated strings; C's escapes and `@"..."`) that a
/// call's arguments are read exactly and nothing inside a comment or string is
/// mistaken for a call.
struct SourceCodeLexer {
    /// The language whose literal and comment rules apply.
    enum Language: Sendable {
        case swift
        case objectiveC
    }

    struct Token {
        enum Kind {
            case identifier(String)
            /// A string literal; `value` is nil when it interpolates or is
            /// unterminated, as then it is no constant.
            case string(value: String?, isObjectiveC: Bool)
            case punctuation(UInt8)
            /// Numbers and anything else that is neither of the above.
            case other
        }

        var kind: Kind
        var offset: Int

        var identifier: String? {
            if case .identifier(let name) = kind { return name }
            return nil
        }

        func isPunctuation(_ character: Character) -> Bool {
            if case .punctuation(let byte) = kind { return byte == character.asciiValue }
            return false
        }
    }

    /// How deep string literals may nest inside interpolations before the
    /// rest of the line is skipped: each level is a call of the lexer's own,
    /// and 200,000 levels of `"\(` overflowed the stack.
    static let maximumInterpolationDepth = 64

    private let bytes: [UInt8]
    private let language: Language
    private var position: Int
    private var atLineStart = true
    private var interpolationDepth = 0

    init(bytes: [UInt8], start: Int, language: Language) {
        self.bytes = bytes
        self.language = language
        self.position = start
    }

    /// Every token of the source, in order.
    mutating func tokens() -> [Token] {
        var tokens: [Token] = []
        while let token = next() { tokens.append(token) }
        return tokens
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func next() -> Token? {
        while let byte = peek {
            let start = position
            switch byte {
            case 0x0A, 0x0D:
                position += 1
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
                continue
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
                skipLine()
                continue
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where language == .objectiveC && atLineStart:
                skipDirective()
                continue
            default:
                break
            }
            atLineStart = false
            if byte == UInt8(ascii: "\"") {
                return Token(
                    kind: language == .swift ? swiftString(rawHashes: 0) : cString(isObjectiveC: false), offset: start)
            }
            if byte == UInt8(ascii: "@"), language == .objectiveC, self.byte(at: position + 1) == UInt8(ascii: "\"") {
                position += 1
                return Token(kind: cString(isObjectiveC: true), offset: start)
            }
            if byte == UInt8(ascii: "#"), language == .swift {
                var hashes = 0
                while self.byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if self.byte(at: position + hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    return Token(kind: swiftString(rawHashes: hashes), offset: start)
                }
            }
            if byte == UInt8(ascii: "'"), language == .objectiveC {
                skipCharacterLiteral()
                return Token(kind: .other, offset: start)
            }
            if Self.isWordByte(byte) {
                while let next = peek, Self.isWordByte(next) { position += 1 }
                let word = String(decoding: bytes[start..<position], as: UTF8.self)
                let isIdentifier = !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                return Token(kind: isIdentifier ? .identifier(word) : .other, offset: start)
            }
            position += 1
            return Token(kind: .punctuation(byte), offset: start)
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    // MARK: Skipping

    private mutating func skipLine() {
        while let byte = peek, byte != 0x0A, byte != 0x0D { position += 1 }
    }

    /// Swift's block comments nest; C's do not.
    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if language == .swift, bytes[position] == UInt8(ascii: "/"),
                byte(at: position + 1) == UInt8(ascii: "*")
            {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
    }

    /// A preprocessor line, with its backslash continuations: a `#define` of
    /// a localization macro is no call.
    private mutating func skipDirective() {
        while let byte = peek {
            if byte == UInt8(ascii: "\\"), self.byte(at: position + 1) == 0x0A {
                position += 2
                continue
            }
            if byte == 0x0A || byte == 0x0D { return }
            if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            position += 1
        }
    }

    private mutating func skipCharacterLiteral() {
        position += 1
        while let byte = peek, byte != 0x0A {
            position += 1
            if byte == UInt8(ascii: "\\") {
                position += 1
            } else if byte == UInt8(ascii: "'") {
                return
            }
        }
    }

    // MARK: C strings

    /// A C or Objective-C string literal; octal and `\x` escapes give bytes,
    /// `\u` and `\U` give characters, as in C.
    private mutating func cString(isObjectiveC: Bool) -> Token.Kind {
        position += 1
        var output: [UInt8] = []
        while let byte = peek {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return .string(value: String(decoding: output, as: UTF8.self), isObjectiveC: isObjectiveC)
            case 0x0A, 0x0D:
                position -= 1
                return .string(value: nil, isObjectiveC: isObjectiveC)
            case UInt8(ascii: "\\"):
                cEscape(into: &output)
            default:
                output.append(byte)
            }
        }
        return .string(value: nil, isObjectiveC: isObjectiveC)
    }

    private mutating func cEscape(into output: inout [UInt8]) {
        guard let byte = peek else { return }
        position += 1
        if let control = ControlEscapes.byte(for: byte) {
            output.append(control)
            return
        }
        switch byte {
        case UInt8(ascii: "e"): output.append(0x1B)
        case 0x0A:
            break  // a backslash-newline continues the literal on the next line
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                value = value << 3 | UInt32(digit - UInt8(ascii: "0"))
                position += 1
            }
            output.append(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "x"):
            var value: UInt32 = 0
            while let digit = peek, let hex = Self.hexValue(digit) {
                value = value << 4 | UInt32(hex)
                position += 1
            }
            output.append(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            var value: UInt32 = 0
            for _ in 0..<(byte == UInt8(ascii: "u") ? 4 : 8) {
                guard let digit = peek, let hex = Self.hexValue(digit) else { break }
                value = value << 4 | UInt32(hex)
                position += 1
            }
            output += Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        default:
            output.append(byte)  // \\ \" \' \? and anything unknown stand for themselves
        }
    }

    // MARK: Swift strings

    /// A Swift string literal, single-line or multi-line, plain or raw with
    /// `rawHashes` number signs; `position` is at its first quote.
    private mutating func swiftString(rawHashes: Int) -> Token.Kind {
        if byte(at: position + 1) == UInt8(ascii: "\""), byte(at: position + 2) == UInt8(ascii: "\"") {
            return multilineSwiftString(rawHashes: rawHashes)
        }
        position += 1
        var output: [UInt8] = []
        var interpolated = false
        while let byte = peek {
            if byte == UInt8(ascii: "\""), closesRaw(at: position + 1, hashes: rawHashes) {
                position += 1 + rawHashes
                return .string(value: interpolated ? nil : String(decoding: output, as: UTF8.self), isObjectiveC: false)
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "\\"), closesRaw(at: position + 1, hashes: rawHashes) {
                position += 1 + rawHashes
                if !swiftEscape(into: &output, rawHashes: rawHashes) { interpolated = true }
                continue
            }
            output.append(byte)
            position += 1
        }
        return .string(value: nil, isObjectiveC: false)
    }

    /// Whether `hashes` number signs follow at `offset`.
    private func closesRaw(at offset: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// Reads the escape after a backslash; returns false for an interpolation.
    private mutating func swiftEscape(into output: inout [UInt8], rawHashes: Int) -> Bool {
        guard let byte = peek else { return true }
        position += 1
        switch byte {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "0"): output.append(0x00)
        case UInt8(ascii: "u"):
            guard peek == UInt8(ascii: "{") else {
                output.append(byte)
                return true
            }
            position += 1
            var value: UInt32 = 0
            while let digit = peek, let hex = Self.hexValue(digit) {
                value = value << 4 | UInt32(hex)
                position += 1
            }
            if peek == UInt8(ascii: "}") { position += 1 }
            output += Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "("):
            skipInterpolation()
            return false
        default:
            output.append(byte)  // \\ \" \'
        }
        return true
    }

    /// Skips `\( ... )`, which may hold parentheses and string literals of its own.
    private mutating func skipInterpolation() {
        var depth = 1
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                // A literal this deep is no constant: the line is given up.
                guard interpolationDepth < Self.maximumInterpolationDepth else {
                    skipLine()
                    return
                }
                interpolationDepth += 1
                _ = swiftString(rawHashes: 0)
                interpolationDepth -= 1
            case 0x0A:
                return
            default:
                position += 1
            }
        }
    }

    /// A `"""` literal: the indentation of the closing delimiter's line is
    /// removed from every line, the line breaks after the opening and before
    /// the closing delimiter are not part of the string, and a backslash at
    /// the end of a line joins it to the next.
    private mutating func multilineSwiftString(rawHashes: Int) -> Token.Kind {
        position += 3
        // The opening delimiter ends its line.
        while let byte = peek, byte != 0x0A { position += 1 }
        position += 1
        let contentStart = position
        var contentEnd = bytes.count
        var closed = false
        var interpolated = false
        while let byte = peek {
            if byte == UInt8(ascii: "\\"), closesRaw(at: position + 1, hashes: rawHashes) {
                position += 1 + rawHashes
                if peek == UInt8(ascii: "(") {
                    position += 1
                    skipInterpolation()
                    interpolated = true
                } else {
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\""), self.byte(at: position + 1) == UInt8(ascii: "\""),
                self.byte(at: position + 2) == UInt8(ascii: "\""), closesRaw(at: position + 3, hashes: rawHashes)
            {
                contentEnd = position
                position += 3 + rawHashes
                closed = true
                break
            }
            position += 1
        }
        guard closed, !interpolated, contentStart <= contentEnd else {
            return .string(value: nil, isObjectiveC: false)
        }
        var lines = bytes[contentStart..<contentEnd].split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { $0.last == 0x0D ? $0.dropLast() : $0 }
        let indentation = lines.removeLast()  // the closing delimiter's line, whitespace only
        let stripped = lines.map { line in
            line.starts(with: indentation) ? line.dropFirst(indentation.count) : line
        }
        let text = Array(stripped.joined(separator: [0x0A]))
        var output: [UInt8] = []
        var index = 0
        var escaper = SourceCodeLexer(bytes: text, start: 0, language: .swift)
        while index < text.count {
            if text[index] == UInt8(ascii: "\\"), escaper.closesRaw(at: index + 1, hashes: rawHashes) {
                let afterHashes = index + 1 + rawHashes
                if afterHashes < text.count, text[afterHashes] == 0x0A {
                    index = afterHashes + 1
                    continue
                }
                escaper.position = afterHashes
                _ = escaper.swiftEscape(into: &output, rawHashes: rawHashes)
                index = escaper.position
                continue
            }
            output.append(text[index])
            index += 1
        }
        return .string(value: String(decoding: output, as: UTF8.self), isObjectiveC: false)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
