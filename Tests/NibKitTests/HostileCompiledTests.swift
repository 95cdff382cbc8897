import Foundation
import Testing

@testable import NibKit

/// Compiled templates with flipped bytes: the header and checksum catch
/// every single flip, and a payload whose checksum was forged to match is
/// still checked index by index, so it loads or fails with a located error.
@Suite("Hostile input: compiled templates")
struct HostileCompiledTests {
    /// The compiled form's header: magic (8), version (4), payload length (8), checksum (8).
    static let headerSize = 28

    static func compiled(_ example: String) throws -> Data {
        try NibTemplate(contentsOf: Toolkit.example(example), registry: .dynamic).compiledData()
    }

    /// FNV-1a, 64 bits, as the compiled form's header stores it.
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `data` with its length and checksum rewritten to match its payload.
    static func forged(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        let payload = bytes[headerSize...]
        let length = UInt64(payload.count)
        let checksum = fnv1a(payload)
        for index in 0..<8 {
            bytes[12 + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))
            bytes[20 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))
        }
        return Data(bytes)
    }

    @Test("every single flipped byte is caught by the magic, version, length or checksum", arguments: ["LoginForm.nibxml", "LoginForm.xib"])
    func flippedBytes(example: String) throws {
        let data = try Self.compiled(example)
        #expect(Hostile.failure(data, path: "T.nibc") == nil)
        for position in data.indices {
            var bytes = data
            bytes[position] ^= 0xFF
            let error = try #require(Hostile.failure(bytes, path: "T.nibc"), "flipped byte \(position) loaded")
            let first = try #require(error.diagnostics.first)
            let expected: (NibError.Code, String) =
                switch position {
                case 0..<8: (.malformedXML, "malformed XML")
                case 8..<12: (.unsupportedFormat, "is not supported; this NibKit reads version 2")
                case 12..<20: (.invalidArchive, "compiled template: the payload should be")
                default: (.invalidArchive, "compiled template: the checksum does not match; the file is corrupted")
                }
            #expect(error.code == expected.0, "byte \(position): \(error)")
            #expect(first.message.contains(expected.1), "byte \(position): \(first)")
            #expect(first.location.description == "T.nibc:1:1", "byte \(position): \(first)")
        }
    }

    @Test(
        "a payload with a forged checksum: each flipped byte loads or gives a located error, never a crash",
        arguments: ["LoginForm.nibxml", "LoginForm.xib"], [0xFF, 0x01] as [UInt8])
    func forgedChecksums(example: String, mask: UInt8) throws {
        let data = try Self.compiled(example)
        var loaded = 0
        for position in Self.headerSize..<data.count {
            var bytes = data
            bytes[position] ^= mask
            guard let error = Hostile.failure(Self.forged(bytes), path: "T.nibc") else {
                loaded += 1
                continue
            }
            let first = try #require(error.diagnostics.first(where: { $0.severity == .error }), "byte \(position): \(error)")
            #expect(first.location.line >= 1 && first.location.column >= 1, "byte \(position): \(first)")
            if first.message.hasPrefix("compiled template: ") {
                #expect(first.location.description == "T.nibc:1:1")
                #expect(first.message.contains("(at payload byte "), "byte \(position): \(first)")
            }
        }
        // Flips inside strings and numbers are legal templates; structural flips are not.
        #expect(loaded < data.count - Self.headerSize)
    }

    @Test("values nested deeper than 256 are refused by the compiled reader, located, never a stack overflow")
    func valueDepth() throws {
        var template = try NibTemplate(
            data: Data(#"<nib version="1"><object id="o" class="Holder"><array key="items"/></object></nib>"#.utf8),
            path: "Deep.nibxml", registry: .dynamic)
        func nested(_ depth: Int) -> TemplateValue {
            (0..<depth).reduce(TemplateValue.integer(1)) { value, _ in .array([value]) }
        }
        let location = template.objects[0].properties[0].location
        // The deepest value XML allows fits; 300 levels, which only a forged file can hold, do not.
        template.objects[0].properties = [TemplateProperty(key: "items", value: nested(254), location: location)]
        #expect(Hostile.failure(template.compiledData(), path: "Deep.nibc") == nil)
        template.objects[0].properties = [TemplateProperty(key: "items", value: nested(300), location: location)]
        let deep = template.compiledData()
        Hostile.expect(
            Hostile.failure(deep, path: "Deep.nibc"), .invalidArchive, at: "Deep.nibc:1:1",
            "compiled template: values are nested too deeply")
        // Truncated anywhere inside the deep value, it is an error too.
        for cut in stride(from: Self.headerSize, to: deep.count, by: 17) {
            let error = Hostile.failure(Self.forged(deep.prefix(cut)), path: "Deep.nibc")
            #expect(error?.diagnostics.first?.location.description == "Deep.nibc:1:1", "cut at \(cut)")
        }
    }

    @Test("a forged control event is refused, as a template read from its source refuses it")
    func forgedControlEvent() throws {
        let data = try Self.compiled("LoginForm.nibxml")
        let event = Array("touchUpInside".utf8)
        var bytes = [UInt8](data)
        let start = try #require(
            (Self.headerSize..<(bytes.count - event.count)).first { Array(bytes[$0..<($0 + event.count)]) == event })
        bytes[start + event.count - 1] = UInt8(ascii: "X")
        let error = try #require(Hostile.failure(Self.forged(Data(bytes)), path: "T.nibc"))
        #expect(error.code == .invalidArchive)
        let first = try #require(error.diagnostics.first)
        #expect(first.message.contains("compiled template: unknown control event 'touchUpInsidX'"), "\(first)")
        #expect(first.location.description == "T.nibc:1:1")
    }
}
