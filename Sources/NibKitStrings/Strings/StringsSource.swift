import Foundation
import NibKitCore

/// The text of a `.strings` file or an OpenStep property list, decoded to
/// UTF-8 bytes, with the table that turns a byte offset into a line and column.
///
/// UTF-8 input is kept byte for byte, so columns are the file's own bytes.
/// UTF-16 input is transcoded to UTF-8 first, so its columns count bytes of
/// the UTF-8 form of the line, as if the file had been saved as UTF-8.
/// Decoding problems (invalid UTF-8, lone UTF-16 surrogates, NUL characters)
/// are located and collected, never fatal: the parser still reads the rest.
struct StringsSource {
    /// The decoded text, as UTF-8. Invalid UTF-8 input is left as it is.
    let bytes: [UInt8]
    /// The offset of the first byte after a byte-order mark.
    let start: Int
    /// How the file was stored.
    let format: StringsTable.Format
    /// The path used in locations.
    let path: String
    /// Problems found while decoding.
    private(set) var diagnostics: [Diagnostic] = []
    /// The offset at which each line begins, in order.
    private let lineStarts: [Int]

    /// At most this many problems of one kind are reported per file; a file
    /// in the wrong encoding would otherwise yield one per character.
    static let reportLimit = 10

    /// Decodes `data`: UTF-8 with or without a byte-order mark, UTF-16 with a
    /// byte-order mark in either byte order, or UTF-16 without one when the
    /// zero bytes of ASCII text give its byte order away.
    init(data: Data, path: String) {
        let raw = [UInt8](data)
        self.path = path
        var problems: [(offset: Int, message: String)] = []
        let decoded: [UInt8]
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            decoded = raw
            start = 3
            format = .utf8(byteOrderMark: true)
        } else if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            let bigEndian = raw[0] == 0xFE
            decoded = Self.transcodeUTF16(raw[2...], bigEndian: bigEndian, problems: &problems)
            start = 0
            format = .utf16(bigEndian: bigEndian, byteOrderMark: true)
        } else if let bigEndian = Self.guessUTF16ByteOrder(raw) {
            decoded = Self.transcodeUTF16(raw[...], bigEndian: bigEndian, problems: &problems)
            start = 0
            format = .utf16(bigEndian: bigEndian, byteOrderMark: false)
        } else {
            decoded = raw
            start = 0
            format = .utf8(byteOrderMark: false)
        }
        bytes = decoded
        lineStarts = Self.lineStarts(of: decoded, from: start)
        if case .utf8 = format {
            problems += Self.validateUTF8(decoded, from: start)
        }
        problems += Self.nulCharacters(in: decoded, from: start, isUTF16: format.isUTF16)
        problems.sort { $0.offset < $1.offset }
        var collected = DiagnosticCollector()
        for problem in problems {
            collected.error(Diagnostic.Message(problem.message), at: location(at: problem.offset))
        }
        if case .utf16(_, false) = format {
            collected.warning(
                "UTF-16 text without a byte-order mark; Apple's tools read it, but Foundation on Linux does not: save it with a byte-order mark or as UTF-8",
                at: location(at: 0))
        }
        diagnostics = collected.diagnostics
    }

    /// The 1-based line and column of the byte at `offset`.
    func location(at offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: max(offset - lineStarts[low], 0) + 1)
    }

    // MARK: Decoding

    /// `\n`, `\r\n` and `\r` end lines, as in Apple's parser.
    private static func lineStarts(of bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        return starts
    }

    /// A `.strings` file is mostly ASCII syntax, so UTF-16 without a
    /// byte-order mark shows as a zero byte in every other position.
    private static func guessUTF16ByteOrder(_ raw: [UInt8]) -> Bool? {
        let sample = raw.prefix(512)
        guard sample.count >= 4, sample.count % 2 == 0 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let units = sample.count / 2
        if oddZeros * 2 >= units, evenZeros * 8 < units { return false }
        if evenZeros * 2 >= units, oddZeros * 8 < units { return true }
        return nil
    }

    private static func transcodeUTF16(
        _ raw: ArraySlice<UInt8>, bigEndian: Bool, problems: inout [(offset: Int, message: String)]
    ) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var reported = 0
        func report(_ message: String) {
            reported += 1
            if reported <= reportLimit { problems.append((output.count, message)) }
        }
        func append(_ scalar: Unicode.Scalar) {
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = raw.startIndex
        while index + 1 < raw.endIndex {
            let (first, second) = (UInt16(raw[index]), UInt16(raw[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var position = 0
        while position < units.count {
            let unit = units[position]
            position += 1
            switch unit {
            case 0xD800...0xDBFF:
                if position < units.count, (0xDC00...0xDFFF).contains(units[position]) {
                    let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[position] - 0xDC00)
                    append(Unicode.Scalar(value)!)
                    position += 1
                } else {
                    report(
                        "invalid UTF-16: lone high surrogate \(hex(unit)) is not followed by a low surrogate (DC00–DFFF)"
                    )
                    append("\u{FFFD}")
                }
            case 0xDC00...0xDFFF:
                report("invalid UTF-16: lone low surrogate \(hex(unit)) does not follow a high surrogate (D800–DBFF)")
                append("\u{FFFD}")
            default:
                append(Unicode.Scalar(unit)!)
            }
        }
        if raw.count % 2 == 1 {
            problems.append(
                (output.count, "invalid UTF-16: the file ends in half a character (an odd number of bytes)"))
        }
        return output
    }

    /// Locates every ill-formed sequence, keeping the bytes as they are so
    /// that columns stay those of the file.
    private static func validateUTF8(_ bytes: [UInt8], from start: Int) -> [(offset: Int, message: String)] {
        var problems: [(offset: Int, message: String)] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let lowest: UInt32
            switch byte {
            case 0xC2...0xDF: (length, lowest) = (2, 0x80)
            case 0xE0...0xEF: (length, lowest) = (3, 0x800)
            case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
            default:
                problems.append((index, "invalid UTF-8: byte \(hex(byte)) cannot start a character" + latin1Hint))
                index += 1
                continue
            }
            var value = UInt32(byte) & (0xFF >> (length + 1))
            var valid = index + length <= bytes.count
            if valid {
                for offset in 1..<length {
                    let continuation = bytes[index + offset]
                    guard continuation & 0xC0 == 0x80 else {
                        valid = false
                        break
                    }
                    value = value << 6 | UInt32(continuation & 0x3F)
                }
            }
            if !valid {
                problems.append(
                    (
                        index,
                        "invalid UTF-8: byte \(hex(byte)) starts a \(length)-byte character that is cut short"
                            + latin1Hint
                    ))
                index += 1
            } else if value < lowest || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                problems.append((index, "invalid UTF-8: the bytes at this place encode no Unicode character"))
                index += length
            } else {
                index += length
            }
            if problems.count == reportLimit { break }
        }
        return problems
    }

    private static let latin1Hint = "; is the file in another encoding? Save it as UTF-8 or UTF-16"

    private static func nulCharacters(in bytes: [UInt8], from start: Int, isUTF16: Bool)
        -> [(offset: Int, message: String)]
    {
        let what = isUTF16 ? "a NUL character (U+0000)" : "a NUL byte"
        var problems: [(offset: Int, message: String)] = []
        for index in start..<bytes.count where bytes[index] == 0 {
            problems.append(
                (index, "\(what) in the text; a .strings file or property list is text and never contains one"))
            if problems.count == reportLimit { break }
        }
        return problems
    }

    private static func hex<Value: BinaryInteger>(_ value: Value) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, (value.bitWidth / 4) - digits.count)) + digits
    }
}

extension StringsTable.Format {
    var isUTF16: Bool {
        if case .utf16 = self { return true }
        return false
    }
}
