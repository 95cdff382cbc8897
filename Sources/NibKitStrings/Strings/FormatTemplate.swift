import Foundation

/// A printf-style format string as localized strings use it: its specifiers,
/// positional (`%2$@`) or sequential (`%@`), the arguments they read, and a
/// formatter that puts arguments in their places correctly on Linux.
///
/// Translations reorder arguments with positions, as in Apple's example:
///
/// ```swift
/// let template = FormatTemplate("%2$@ blah blah, %1$@ blah!")
/// print(template.format("Disk", "Copy")) // Copy blah blah, Disk blah!
/// print(template.argumentCount)          // 2
/// ```
///
/// swift-corelibs-foundation's `String(format:)` binds positional specifiers
/// correctly only when they use every position from 1 up: `"%2$@"` alone, or
/// `"%2$@ %2$@"`, takes the first argument there. So `format(_:)` resolves
/// positions itself and hands `String(format:)` one conversion and one
/// argument at a time, which it gets right; strings (`%@`, `%s`) it writes
/// directly, padding them to their width, which corelibs ignores for `%@`.
public struct FormatTemplate: Hashable, Sendable {
    private enum Piece: Hashable, Sendable {
        case literal(String)
        case specifier(Int)
    }

    /// The format string.
    public let template: String
    /// Its conversions in order, `%%` excluded.
    public let specifiers: [FormatSpecifier]
    /// What is wrong with the template itself, one sentence each: a `%` that
    /// starts no conversion, positional and sequential specifiers mixed, one
    /// argument read as two types.
    public let problems: [String]
    private let pieces: [Piece]

    /// Analyses `template`.
    public init(_ template: String) {
        self.template = template
        var scanner = Scanner(bytes: Array(template.utf8))
        scanner.scan()
        self.specifiers = scanner.specifiers
        self.pieces = scanner.pieces
        var problems = scanner.problems
        if let positional = specifiers.first(where: { $0.position != nil }),
            let sequential = specifiers.first(where: { $0.position == nil })
        {
            problems.append(
                "it mixes positional (\(positional.text)) and sequential (\(sequential.text)) specifiers; use positions for all or none"
            )
        }
        var seen: [Int: FormatSpecifier] = [:]
        for specifier in specifiers {
            if let earlier = seen[specifier.argument], earlier.argumentType != specifier.argumentType {
                problems.append(
                    "argument \(specifier.argument) is read as \(earlier.argumentType) by \(earlier.text) and as \(specifier.argumentType) by \(specifier.text)"
                )
            }
            seen[specifier.argument] = seen[specifier.argument] ?? specifier
        }
        self.problems = problems
    }

    /// Whether any specifier names its argument's position, as `%1$@` does.
    public var usesPositions: Bool { specifiers.contains { $0.position != nil } }

    /// The number of arguments the template reads: the highest argument index.
    public var argumentCount: Int {
        specifiers.map { ([$0.argument] + $0.starArguments).max() ?? 0 }.max() ?? 0
    }

    /// The type each argument index is read as; a `*` width or precision reads an `int`.
    public var argumentTypes: [Int: FormatSpecifier.ArgumentType] {
        var types: [Int: FormatSpecifier.ArgumentType] = [:]
        for specifier in specifiers {
            for star in specifier.starArguments where types[star] == nil { types[star] = .int }
            if types[specifier.argument] == nil { types[specifier.argument] = specifier.argumentType }
        }
        return types
    }

    /// How this template (a translation) differs from `reference` (the
    /// development language's) in the arguments it reads: one sentence per
    /// argument that one uses and the other does not, or reads as another
    /// type. Reordering through positions is no difference.
    public func differences(from reference: FormatTemplate) -> [String] {
        let mine = argumentTypes
        let theirs = reference.argumentTypes
        var differences: [String] = []
        for index in Set(mine.keys).union(theirs.keys).sorted() {
            switch (mine[index], theirs[index]) {
            case (nil, let type?):
                differences.append(
                    "argument \(index) (\(reference.text(forArgument: index) ?? type.rawValue) in the development language) is not used"
                )
            case (let type?, nil):
                differences.append(
                    "\(text(forArgument: index) ?? type.rawValue) reads argument \(index), but the development language passes \(reference.argumentCount == 1 ? "only 1 argument" : "\(reference.argumentCount) arguments")"
                )
            case (let type?, let referenceType?) where type != referenceType:
                differences.append(
                    "argument \(index) is \(text(forArgument: index) ?? "") (\(type)) but \(reference.text(forArgument: index) ?? "") (\(referenceType)) in the development language"
                )
            default:
                break
            }
        }
        return differences
    }

    /// The specifier text that reads argument `index`, such as `%2$@`.
    private func text(forArgument index: Int) -> String? {
        specifiers.first { $0.argument == index }?.text
            ?? specifiers.first { $0.starArguments.contains(index) }.map { "* in \($0.text)" }
    }

    // MARK: Formatting

    /// The largest width or precision `format(_:)` pads or prints to; a
    /// specifier asking for more is kept as written.
    public static let maximumWidth = 4096

    /// The template with `arguments` in place of its specifiers.
    ///
    /// A specifier whose argument is missing is kept as written. A value of
    /// the wrong kind (a string for `%d`) is written as `String(describing:)`
    /// instead of being reinterpreted, which in C would read garbage or crash.
    public func format(_ arguments: any CVarArg...) -> String {
        format(arguments: arguments)
    }

    /// The template with `arguments` in place of its specifiers; see ``format(_:)``.
    public func format(arguments: [any CVarArg]) -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case .literal(let text):
                output += text
            case .specifier(let index):
                output += Self.render(specifiers[index], arguments: arguments)
            }
        }
        return output
    }

    private static func render(_ specifier: FormatSpecifier, arguments: [any CVarArg]) -> String {
        func argument(_ index: Int) -> (any CVarArg)? {
            index >= 1 && index <= arguments.count ? arguments[index - 1] : nil
        }
        guard let value = argument(specifier.argument) else { return specifier.text }
        var width = specifier.width
        var precision = specifier.precision
        var leftAlign = specifier.flags.contains("-")
        var stars = specifier.starArguments.makeIterator()
        if width.hasPrefix("*") {
            guard let star = stars.next(), let number = argument(star).flatMap(integerValue) else {
                return specifier.text
            }
            if number < 0 { leftAlign = true }
            width = String(number.magnitude)
        }
        if let written = precision, written.hasPrefix("*") {
            guard let star = stars.next(), let number = argument(star).flatMap(integerValue) else {
                return specifier.text
            }
            precision = number < 0 ? nil : String(number)
        }
        // A template from a file may ask for any width: past the bound it is kept as written,
        // so formatting never allocates what the file asks for.
        func tooLarge(_ digits: String?) -> Bool {
            guard let digits, !digits.isEmpty else { return false }
            return (Int(digits) ?? .max) > Self.maximumWidth
        }
        if tooLarge(width) || tooLarge(precision) { return specifier.text }
        // Grouping (') needs a locale corelibs does not apply; it is dropped.
        var flags = specifier.flags.filter { $0 != "'" }
        if leftAlign, !flags.contains("-") { flags.append("-") }
        let head = "%" + flags + width + (precision.map { "." + $0 } ?? "")
        switch specifier.argumentType {
        case .object, .cString, .unicharString:
            var text = describe(value)
            if specifier.argumentType != .object, let precision, let limit = Int(precision) {
                text = String(text.prefix(limit))
            }
            return pad(text, to: Int(width) ?? 0, leftAlign: leftAlign)
        case .int, .long:
            guard let number = value as? any BinaryInteger else { return describe(value) }
            if specifier.conversion == "c" || specifier.conversion == "C" {
                let scalar = UInt32(exactly: number).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
                return pad(String(Character(scalar)), to: Int(width) ?? 0, leftAlign: leftAlign)
            }
            let conversion = String(specifier.conversion)
            let signed = "diD".contains(specifier.conversion)
            if specifier.argumentType == .long {
                return signed
                    ? String(format: head + "ll" + conversion, Int64(truncatingIfNeeded: number))
                    : String(format: head + "ll" + conversion, UInt64(truncatingIfNeeded: number))
            }
            return signed
                ? String(format: head + conversion, Int32(truncatingIfNeeded: number))
                : String(format: head + conversion, UInt32(truncatingIfNeeded: number))
        case .double, .longDouble:
            let number: Double
            if let floating = value as? any BinaryFloatingPoint {
                number = Double(floating)
            } else if let integer = value as? any BinaryInteger {
                number = Double(integer)
            } else {
                return describe(value)
            }
            return String(format: head + String(specifier.conversion), number)
        case .pointer:
            guard let number = value as? any BinaryInteger else { return describe(value) }
            return pad(
                "0x" + String(UInt64(truncatingIfNeeded: number), radix: 16), to: Int(width) ?? 0, leftAlign: leftAlign)
        case .count:
            return ""
        }
    }

    private static func integerValue(_ value: any CVarArg) -> Int? {
        (value as? any BinaryInteger).map { Int(truncatingIfNeeded: $0) }
    }

    private static func describe(_ value: any CVarArg) -> String {
        if let string = value as? String { return string }
        return String(describing: value)
    }

    private static func pad(_ text: String, to width: Int, leftAlign: Bool) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return leftAlign ? text + padding : padding + text
    }

    // MARK: Scanning

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var nextSequential = 1
        var literal: [UInt8] = []
        var pieces: [Piece] = []
        var specifiers: [FormatSpecifier] = []
        var problems: [String] = []

        static let conversions = Set("@dDioOuUxXfFeEgGaAcCsSpn".utf8)
        static let flagCharacters = Set("-+ #0'".utf8)

        mutating func scan() {
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "%") else {
                    literal.append(byte)
                    index += 1
                    continue
                }
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                    literal.append(byte)
                    index += 2
                    continue
                }
                scanSpecifier()
            }
            flushLiteral()
        }

        mutating func flushLiteral() {
            guard !literal.isEmpty else { return }
            pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
            literal = []
        }

        func text(_ start: Int) -> String { String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self) }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Reads digits followed by `$`; leaves `index` unchanged when they are not there.
        mutating func readPosition() -> Int? {
            var end = index
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: "$") else { return nil }
            let value = Int(String(decoding: bytes[index..<end], as: UTF8.self))
            index = end + 1
            return value
        }

        mutating func readDigits() -> String {
            let start = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// A `*` width or precision, with its explicit position if any.
        mutating func readStar(into stars: inout [(position: Int?, text: String)]) -> String? {
            guard peek == UInt8(ascii: "*") else { return nil }
            let start = index
            index += 1
            let position = readPosition()
            stars.append((position, text(start)))
            return text(start)
        }

        mutating func scanSpecifier() {
            let start = index
            index += 1
            let position = readPosition()
            var flags = ""
            while let byte = peek, Self.flagCharacters.contains(byte) {
                flags.append(Character(Unicode.Scalar(byte)))
                index += 1
            }
            var stars: [(position: Int?, text: String)] = []
            let width = readStar(into: &stars) ?? readDigits()
            var precision: String?
            if peek == UInt8(ascii: ".") {
                index += 1
                precision = readStar(into: &stars) ?? readDigits()
            }
            var length = ""
            for candidate in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] {
                let candidateBytes = Array(candidate.utf8)
                if bytes[index...].starts(with: candidateBytes) {
                    length = candidate
                    index += candidateBytes.count
                    break
                }
            }
            guard let conversion = peek, Self.conversions.contains(conversion) else {
                if peek != nil { index += 1 }
                let written = text(start)
                problems.append(
                    written == "%"
                        ? "a lone '%' ends it; write '%%' for a percent sign"
                        : "'\(written)' is not a format specifier; write '%%' for a percent sign")
                literal += bytes[start..<index]
                return
            }
            index += 1
            if position == 0 || stars.contains(where: { $0.position == 0 }) {
                problems.append("'\(text(start))' names argument 0; positions start at 1")
                literal += bytes[start..<index]
                return
            }
            var starArguments: [Int] = []
            for star in stars {
                if let starPosition = star.position {
                    starArguments.append(starPosition)
                } else {
                    starArguments.append(nextSequential)
                    nextSequential += 1
                }
            }
            let argument: Int
            if let position {
                argument = position
            } else {
                argument = nextSequential
                nextSequential += 1
            }
            flushLiteral()
            pieces.append(.specifier(specifiers.count))
            specifiers.append(
                FormatSpecifier(
                    text: text(start), offset: start, position: position, argument: argument, flags: flags,
                    width: width, precision: precision, lengthModifier: length,
                    conversion: Character(Unicode.Scalar(conversion)), starArguments: starArguments))
        }
    }
}
