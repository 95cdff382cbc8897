import Foundation
import NibKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Brings a document's bytes to UTF-8 before libxml2 reads them.
///
/// libxml2 converts other encodings itself, but then reports an undecodable
/// byte through its generic error handler (printed to standard error, beyond
/// a structured handler's reach) and as "premature end of data", and its
/// locations count converted characters. Decoding here instead gives every
/// document UTF-8 columns, like any other file, and reports an invalid
/// sequence at its place in one message.
///
/// - UTF-16 (with a byte-order mark, or starting `<` followed by a zero
///   byte) is decoded here by hand: Foundation replaces lone surrogates
///   silently and cannot say where decoding failed.
/// - Any other declared encoding but UTF-8 (`Shift_JIS`, `ISO-8859-1`,
///   `windows-1252` …) goes through the C library's `iconv`, which knows the
///   same names libxml2 accepts and stops exactly at the first bad byte.
enum XMLTextDecoder {
    static func utf8(_ data: Data, path: String) throws(XMLReaderError) -> Data {
        if let bigEndian = utf16ByteOrder(data) {
            return try relabelled(decodeUTF16(data, bigEndian: bigEndian, path: path))
        }
        guard let encoding = declaredEncoding(data), !isUTF8(encoding) else { return data }
        return try relabelled(decode(data, encoding: encoding, path: path))
    }

    /// Whether `data` is UTF-16, and in which byte order.
    private static func utf16ByteOrder(_ data: Data) -> Bool? {
        guard data.count >= 2 else { return nil }
        let first = data[data.startIndex]
        let second = data[data.startIndex + 1]
        switch (first, second) {
        case (0xFE, 0xFF), (0x00, 0x3C): return true
        case (0xFF, 0xFE), (0x3C, 0x00): return false
        default: return nil
        }
    }

    /// The encoding an XML declaration names, if the document starts with one.
    static func declaredEncoding(_ data: Data) -> String? {
        var prefix = [UInt8](data.prefix(256))
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix.removeFirst(3) }
        guard prefix.starts(with: Array("<?xml".utf8)), let end = prefix.firstRange(of: Array("?>".utf8)) else {
            return nil
        }
        let declaration = String(decoding: prefix[..<end.lowerBound], as: UTF8.self)
        guard let match = declaration.firstMatch(of: /encoding\s*=\s*["']([^"']*)["']/) else { return nil }
        return String(match.1)
    }

    private static func isUTF8(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "utf-8" || lowered == "utf8"
    }

    /// Where the next byte after the UTF-8 written so far stands, for errors.
    private static func location(after output: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for (index, byte) in output.enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: path, line: line, column: output.count - lineStart + 1)
    }

    private static func decodeUTF16(_ data: Data, bigEndian: Bool, path: String) throws(XMLReaderError) -> [UInt8] {
        let bytes = [UInt8](data)
        let start = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) ? 2 : 0
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        func failure(_ message: String) -> XMLReaderError {
            XMLReaderError(message: "invalid UTF-16 text: \(message)", location: location(after: output, path: path))
        }
        guard (bytes.count - start) % 2 == 0 else { throw failure("the file has an odd number of bytes") }
        func unit(_ index: Int) -> UInt16 {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        var index = start
        while index < bytes.count {
            let unit0 = unit(index)
            let scalar: Unicode.Scalar
            if (0xD800...0xDBFF).contains(unit0) {
                guard index + 3 < bytes.count, case let unit1 = unit(index + 2), (0xDC00...0xDFFF).contains(unit1)
                else {
                    throw failure("a lone surrogate U+\(String(unit0, radix: 16, uppercase: true))")
                }
                let value = 0x10000 + ((UInt32(unit0) - 0xD800) << 10) + (UInt32(unit1) - 0xDC00)
                scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                index += 4
            } else if (0xDC00...0xDFFF).contains(unit0) {
                throw failure("a lone surrogate U+\(String(unit0, radix: 16, uppercase: true))")
            } else {
                scalar = Unicode.Scalar(unit0) ?? "\u{FFFD}"
                index += 2
            }
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        return output
    }

    /// Decodes `data` from `encoding` with iconv.
    private static func decode(_ data: Data, encoding: String, path: String) throws(XMLReaderError) -> [UInt8] {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else {
            throw XMLReaderError(
                message: "the document declares the encoding '\(encoding)', which NibKit cannot read",
                location: SourceLocation.start(of: path))
        }
        defer { iconv_close(converter) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: max(input.count * 2, 64))
        var written = 0
        var failedAt: (offset: Int, incomplete: Bool)?
        input.withUnsafeMutableBufferPointer { inputBuffer in
            var consumed = 0
            while consumed < inputBuffer.count {
                if output.count - written < 16 { output.append(contentsOf: repeatElement(0, count: output.count)) }
                var inLeft = inputBuffer.count - consumed
                var outLeft = output.count - written
                let result = output.withUnsafeMutableBufferPointer { outputBuffer -> Int in
                    var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
                        inputBuffer.baseAddress! + consumed
                    )
                    .assumingMemoryBound(to: CChar.self)
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
                        outputBuffer.baseAddress! + written
                    )
                    .assumingMemoryBound(to: CChar.self)
                    return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                }
                let error = errno
                consumed = inputBuffer.count - inLeft
                written = output.count - outLeft
                if result == -1 {
                    if error == E2BIG { continue }
                    failedAt = (consumed, error == EINVAL)
                    return
                }
            }
        }
        output.removeSubrange(written...)
        if let failedAt {
            let bytes = input[failedAt.offset..<min(failedAt.offset + 2, input.count)]
                .map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            let problem =
                failedAt.incomplete ? "the file ends inside a character" : "the bytes \(bytes) are not a character"
            throw XMLReaderError(
                message: "invalid \(encoding) text: \(problem)", location: location(after: output, path: path))
        }
        return output
    }

    /// The bytes, now UTF-8, with the declaration saying so.
    private static func relabelled(_ output: [UInt8]) -> Data {
        var output = output
        if output.starts(with: Array("<?xml".utf8)), let end = output.firstRange(of: Array("?>".utf8)) {
            let declaration = String(decoding: output[..<end.lowerBound], as: UTF8.self)
            let relabelled = declaration.replacing(/encoding\s*=\s*["'][^"']*["']/, with: #"encoding="UTF-8""#)
            output.replaceSubrange(..<end.lowerBound, with: Array(relabelled.utf8))
        }
        return Data(output)
    }
}
