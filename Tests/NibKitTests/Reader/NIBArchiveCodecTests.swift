import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// The NIB Archive codec over every compiled nib of the corpus that is a NIB
/// Archive (flat ones and the members of nib directories and `.storyboardc`
/// folders), and over hand-made damage: every truncation, every kind of bad
/// index, count, offset, version and type, each a located `DecodeError`.
@Suite("NIB Archive codec")
struct NIBArchiveCodecTests {
    static let nibFolder = CorpusTests.corpus.appendingPathComponent("nib")

    /// Every file under `nib/` that starts with the magic, as a path relative to it.
    static let corpusArchives: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: nibFolder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            guard let handle = FileHandle(forReadingAtPath: nibFolder.appendingPathComponent(path).path) else {
                return false
            }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 10)).map(NIBArchiveCodec.isNIBArchive) ?? false
        }.sorted()
    }()

    static func corpusData(_ path: String) throws -> Data {
        try Data(contentsOf: nibFolder.appendingPathComponent(path))
    }

    /// The smallest flat corpus archive, for byte-by-byte damage.
    static func smallArchive() throws -> Data {
        let sizes = try corpusArchives.map { ($0, try corpusData($0).count) }
        let smallest = try #require(sizes.min { $0.1 < $1.1 })
        return try corpusData(smallest.0)
    }

    /// The header's ten numbers, read independently of the codec.
    static func header(_ data: Data) -> [UInt32] {
        let bytes = [UInt8](data)
        return (0..<10).map { field in
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[10 + field * 4 + $1]) << (8 * UInt32($1)) }
        }
    }

    static func decodeError(_ data: Data) throws -> NIBArchiveCodec.DecodeError {
        try #require(throws: NIBArchiveCodec.DecodeError.self) { try NIBArchiveCodec.decode(data) }
    }

    // MARK: The corpus

    @Test("the corpus holds every NIB Archive its manifest lists, flat or as a member")
    func corpusIsComplete() throws {
        let manifest = try String(decoding: Self.corpusData("MANIFEST.tsv"), as: UTF8.self)
        // The manifest ends its lines in CR LF, one Character.
        let rows = manifest.split(whereSeparator: \.isNewline).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        let header = try #require(rows.first)
        let name = try #require(header.firstIndex(of: "local_name"))
        let format = try #require(header.firstIndex(of: "format"))
        let notes = try #require(header.firstIndex(of: "notes"))
        var listed: Set<String> = []
        for row in rows.dropFirst() where row.count > notes {
            if row[format] == "nibarchive" { listed.insert(String(row[name])) }
            guard let members = row[notes].split(separator: "members: ").dropFirst().first else { continue }
            for member in members.prefix(while: { $0 != ";" }).split(separator: ", ") {
                let parts = member.split(separator: "=")
                if parts.count == 2, parts[1] == "nibarchive" { listed.insert("\(row[name])/\(parts[0])") }
            }
        }
        #expect(!listed.isEmpty, "no corpus at \(Self.nibFolder.path)")
        #expect(Set(Self.corpusArchives) == listed)
    }

    @Test("a corpus archive decodes, and encodes back to the identical bytes", arguments: corpusArchives)
    func corpusRoundTrip(path: String) throws {
        let data = try Self.corpusData(path)
        let (tables, layout) = try NIBArchiveCodec.decodeWithLayout(data)
        #expect(NIBArchiveCodec.encode(tables) == data)

        let header = Self.header(data)
        #expect(header[0] == 1 && header[1] == tables.coderVersion && tables.coderVersion == 9)
        #expect(
            [tables.objects.count, tables.keys.count, tables.values.count, tables.classes.count]
                == [header[2], header[4], header[6], header[8]].map(Int.init))
        #expect(layout.objectOffsets.first == Int(header[3]) && layout.keyOffsets.first == Int(header[5]))
        #expect(layout.valueOffsets.first == Int(header[7]) && layout.classOffsets.first == Int(header[9]))

        // Object 0 is the root NSObject that lists the top-level objects.
        let root = try #require(tables.objects.first)
        #expect(tables.className(of: root) == "NSObject")
        #expect(tables.values(of: root).contains { tables.key(of: $0) == "UINibTopLevelObjectsKey" })
        // Every class name stands in the file as its bytes and a NUL.
        for className in tables.classes {
            #expect(data.range(of: Data(className.name.utf8 + [0])) != nil)
        }
    }

    @Test("UIColor falls back to NSColor and UIFont to NSFont wherever a corpus archive names a fallback")
    func fallbackClasses() throws {
        var fallbacks: [String: Set<String>] = [:]
        for path in Self.corpusArchives {
            let tables = try NIBArchiveCodec.decode(Self.corpusData(path))
            for className in tables.classes where !className.fallbackClassIndexes.isEmpty {
                fallbacks[className.name, default: []].formUnion(
                    className.fallbackClassIndexes.map { tables.classes[$0].name })
            }
        }
        #expect(fallbacks["UIColor"] == ["NSColor"])
        #expect(fallbacks["UIFont"] == ["NSFont"])
        #expect(fallbacks["UITableViewCellContentView"] == ["UIView"])
    }

    @Test("every truncation of a corpus archive throws at a byte inside what is left")
    func truncations() throws {
        let data = try Self.smallArchive()
        let headerCounts = Self.header(data)
        for length in 0..<data.count {
            let error = try Self.decodeError(data.prefix(length))
            #expect(error.offset <= length, "length \(length): \(error)")
            #expect(error.code == .invalidArchive, "length \(length): \(error)")
            if length < NIBArchiveCodec.headerSize {
                #expect(error.description == "at byte \(length): the file ends inside the 50-byte header")
            } else {
                #expect(error.offset >= 18, "length \(length): \(error)")
            }
        }
        // The last table loses its last byte: the last class name is cut.
        let error = try Self.decodeError(data.dropLast())
        #expect(error.entry == "class name \(headerCounts[8] - 1)")
    }

    // MARK: Hand-made tables

    /// Two objects, three keys, the payload of every type, two class names.
    static let sample = NIBArchiveCodec.Tables(
        coderVersion: 9,
        objects: [
            .init(classIndex: 0, valueRange: 0..<11),
            .init(classIndex: 1, valueRange: 11..<11),
        ],
        keys: ["UINibTopLevelObjectsKey", "NS.bytes", "UIColor"],
        values: [
            .init(keyIndex: 0, payload: .int8(-5)),
            .init(keyIndex: 1, payload: .int16(-300)),
            .init(keyIndex: 2, payload: .int32(70_000)),
            .init(keyIndex: 0, payload: .int64(-1 << 40)),
            .init(keyIndex: 1, payload: .bool(true)),
            .init(keyIndex: 2, payload: .bool(false)),
            .init(keyIndex: 0, payload: .float32(.nan)),
            .init(keyIndex: 1, payload: .float64(-0.5)),
            .init(keyIndex: 2, payload: .data(Array("héllo".utf8))),
            .init(keyIndex: 0, payload: .nil),
            .init(keyIndex: 1, payload: .object(1)),
        ],
        classes: [
            .init(name: "NSObject"),
            .init(name: "UIColor", fallbackClassIndexes: [2]),
            .init(name: "NSColor"),
        ])

    @Test("hand-made tables with every payload type encode and decode to themselves, NaN included")
    func sampleRoundTrip() throws {
        let data = NIBArchiveCodec.encode(Self.sample)
        #expect(try NIBArchiveCodec.decode(data) == Self.sample)
        // Objects 2 × 3 bytes; keys 24 + 9 + 8; values 60; class names 11 + 14 + 10.
        #expect(Self.header(data) == [1, 9, 2, 50, 3, 56, 11, 97, 3, 157])
        #expect(data.count == 192)
    }

    @Test(
        "a varint's last byte has its high bit set, least significant group first",
        arguments: [
            (0, [0x80]), (1, [0x81]), (127, [0xFF]), (128, [0x00, 0x81]), (300, [0x2C, 0x82]),
            (16_384, [0x00, 0x00, 0x81]),
        ] as [(Int, [UInt8])])
    func varints(value: Int, bytes: [UInt8]) {
        var written: [UInt8] = []
        NIBArchiveCodec.appendVarint(value, to: &written)
        #expect(written == bytes)
    }

    /// The sample changed by `change`, encoded, and where the unchanged
    /// sample's entries start.
    static func damaged(
        _ change: (inout NIBArchiveCodec.Tables) -> Void
    ) throws -> (data: Data, layout: NIBArchiveCodec.Layout) {
        var tables = sample
        change(&tables)
        return (
            NIBArchiveCodec.encode(tables), try NIBArchiveCodec.decodeWithLayout(NIBArchiveCodec.encode(sample)).layout
        )
    }

    @Test("an index out of its table names the entry, the byte and the table's size")
    func badIndexes() throws {
        var (data, layout) = try Self.damaged { $0.values[1].keyIndex = 99 }
        #expect(
            try Self.decodeError(data).description
                == "value 1 at byte \(layout.valueOffsets[1]): key index 99 out of range (3 keys)")

        (data, layout) = try Self.damaged { $0.objects[1].classIndex = 7 }
        #expect(
            try Self.decodeError(data).description
                == "object 1 at byte \(layout.objectOffsets[1]): class index 7 out of range (3 class names)")

        (data, layout) = try Self.damaged { $0.objects[1].valueRange = 12..<12 }
        #expect(
            try Self.decodeError(data).description
                == "object 1 at byte \(layout.objectOffsets[1] + 1): first value index 12 out of range (11 values)")

        (data, layout) = try Self.damaged { $0.objects[1].valueRange = 5..<12 }
        #expect(
            try Self.decodeError(data).description
                == "object 1 at byte \(layout.objectOffsets[1] + 2): 7 values from value 5 run past the end of the values table (11 values)"
        )

        (data, layout) = try Self.damaged { $0.values[10].payload = .object(2) }
        #expect(
            try Self.decodeError(data).description
                == "value 10 at byte \(layout.valueOffsets[10] + 2): object reference 2 out of range (2 objects)")

        (data, layout) = try Self.damaged { $0.classes[1].fallbackClassIndexes = [-1] }
        #expect(
            try Self.decodeError(data).description
                == "class name 1 at byte \(layout.classOffsets[1] + 2): fallback class index -1 out of range (3 class names)"
        )
    }

    @Test("objects whose value ranges overlap are refused at the later object, naming the earlier one")
    func overlappingRanges() throws {
        var (data, layout) = try Self.damaged { $0.objects[1].valueRange = 10..<11 }
        #expect(
            try Self.decodeError(data).description
                == "object 1 at byte \(layout.objectOffsets[1] + 1): its values 10 to 10 overlap those of object 0 (values 0 to 10); each value belongs to one object"
        )
        // An empty range overlaps nothing, wherever it starts.
        (data, _) = try Self.damaged { $0.objects[1].valueRange = 4..<4 }
        #expect(try NIBArchiveCodec.decode(data).objects[1].valueRange == 4..<4)
        // Five thousand objects all naming the same five thousand values:
        // refused at the second, before any is copied twice.
        var tables = NIBArchiveCodec.Tables(keys: ["k"], classes: [.init(name: "NSObject")])
        tables.values = Array(repeating: .init(keyIndex: 0, payload: .nil), count: 5_000)
        tables.objects = Array(repeating: .init(classIndex: 0, valueRange: 0..<5_000), count: 5_000)
        let error = try Self.decodeError(NIBArchiveCodec.encode(tables))
        #expect(
            error.description
                == "object 1 at byte 55: its values 0 to 4999 overlap those of object 0 (values 0 to 4999); each value belongs to one object"
        )
    }

    @Test("the header's magic, versions, offsets and counts are checked before any table is read")
    func badHeaders() throws {
        let data = NIBArchiveCodec.encode(Self.sample)
        func patched(_ field: Int, _ value: UInt32) -> Data {
            var bytes = [UInt8](data)
            for byte in 0..<4 { bytes[10 + field * 4 + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(byte))) }
            return Data(bytes)
        }

        var notArchive = data
        notArchive[3] = UInt8(ascii: "x")
        #expect(try Self.decodeError(notArchive).description == "at byte 0: the file does not start with 'NIBArchive'")

        var error = try Self.decodeError(patched(0, 2))
        #expect(error.code == .unsupportedFormat)
        #expect(error.description == "at byte 10: format version 2 is not supported; NibKit reads format version 1")

        error = try Self.decodeError(patched(1, 11))
        #expect(error.code == .unsupportedFormat)
        #expect(
            error.description == "at byte 14: coder version 11 is not supported; NibKit reads coder versions 9 and 10")
        #expect(try NIBArchiveCodec.decode(patched(1, 10)).coderVersion == 10)

        error = try Self.decodeError(patched(5, 9_999))
        #expect(
            error.description
                == "at byte 30: the keys table starts at byte 9999, outside the \(data.count - 50) bytes after the header"
        )
        error = try Self.decodeError(patched(3, 10))
        #expect(
            error.description
                == "at byte 22: the objects table starts at byte 10, outside the \(data.count - 50) bytes after the header"
        )

        // A count that cannot fit is refused before anything is reserved for it.
        error = try Self.decodeError(patched(6, UInt32.max))
        #expect(
            error.description
                == "at byte 34: 4294967295 values cannot fit in the \(data.count - 97) bytes from byte 97 to the end of the file"
        )
        #expect(error.code == .invalidArchive)
    }

    @Test("damaged entries: an unknown type, a runaway number, a length past the end, a name without its NUL")
    func badEntries() throws {
        let data = NIBArchiveCodec.encode(Self.sample)
        let layout = try NIBArchiveCodec.decodeWithLayout(data).layout

        var bytes = data
        bytes[layout.valueOffsets[4] + 1] = 11
        #expect(
            try Self.decodeError(bytes).description
                == "value 4 at byte \(layout.valueOffsets[4] + 1): unknown value type 11; NIB Archive types are 0 to 10"
        )

        // Ten bytes without the high bit set: no varint is that long.
        bytes = data
        bytes.replaceSubrange(
            layout.keyOffsets[0]..<layout.keyOffsets[0] + 10, with: [UInt8](repeating: 0x01, count: 10))
        #expect(
            try Self.decodeError(bytes).description
                == "key 0 at byte \(layout.keyOffsets[0]): a number runs on for more than 9 bytes")

        // The last value's data claims more bytes than the file has.
        var (damaged, _) = try Self.damaged { $0.values[8].payload = .data([]) }
        var damagedBytes = [UInt8](damaged)
        let dataLength = try NIBArchiveCodec.decodeWithLayout(damaged).layout.valueOffsets[8] + 2
        damagedBytes[dataLength] = 0x7F | 0x80
        let error = try Self.decodeError(Data(damagedBytes))
        #expect(error.entry == "value 8")
        #expect(error.offset == dataLength)
        #expect(error.reason.hasPrefix("a length of 127 bytes runs past the end of the file"))

        // The last class name's NUL becomes a letter.
        bytes = data
        bytes[bytes.count - 1] = UInt8(ascii: "X")
        #expect(
            try Self.decodeError(bytes).description
                == "class name 2 at byte \(data.count - 1): the class name does not end in a NUL byte")

        (damaged, _) = try Self.damaged { $0.keys[2] = "UI\u{0}" }
        damagedBytes = [UInt8](damaged)
        let keyOffset = try NIBArchiveCodec.decodeWithLayout(damaged).layout.keyOffsets[2]
        damagedBytes[keyOffset + 3] = 0xFF
        #expect(
            try Self.decodeError(Data(damagedBytes)).description == "key 2 at byte \(keyOffset): the key is not UTF-8")
    }

    @Test("a decode error becomes an invalidArchive NibError at the file's start naming the byte")
    func nibError() throws {
        let (data, layout) = try Self.damaged { $0.values[1].keyIndex = 99 }
        let error = try Self.decodeError(data).nibError(path: "Scene.nib")
        #expect(error.code == .invalidArchive)
        #expect(
            error.description
                == "Scene.nib:1:1: error: NIB Archive: value 1 at byte \(layout.valueOffsets[1]): key index 99 out of range (3 keys)"
        )
    }
}
