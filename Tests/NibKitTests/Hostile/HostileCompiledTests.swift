import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

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

    @Test(
        "every single flipped byte is caught by the magic, version, length or checksum",
        arguments: ["LoginForm.nibxml", "LoginForm.xib"])
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
                case 8..<12:
                    (.unsupportedFormat, "is not supported; this NibKit reads version \(CompiledTemplate.version)")
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
            let first = try #require(
                error.diagnostics.first(where: { $0.severity == .error }), "byte \(position): \(error)")
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
        let source = try NibTemplate(
            data: Data(#"<nib version="1"><object id="o" class="Holder"><array key="items"/></object></nib>"#.utf8),
            path: "Deep.nibxml", registry: .dynamic)
        // A template is immutable: its tables, edited, make another.
        func template(holding value: TemplateValue) -> NibTemplate {
            var tables = source.tables
            tables.objects[0].properties = [
                TemplateProperty(key: "items", value: value, location: source.objects[0].properties[0].location)
            ]
            return NibTemplate(tables: tables, provider: source.provider)
        }
        func nested(_ depth: Int) -> TemplateValue {
            (0..<depth).reduce(TemplateValue.integer(1)) { value, _ in .array([value]) }
        }
        // The deepest value XML allows fits; 300 levels, which only a forged file can hold, do not.
        #expect(Hostile.failure(template(holding: nested(254)).compiledData(), path: "Deep.nibc") == nil)
        let deep = template(holding: nested(300)).compiledData()
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

    // MARK: Forged tables

    /// LoginForm.nibxml's tables, edited, compiled again: the length and
    /// checksum match, so only the reader's own checks stand in the way.
    static func forged(_ edit: (inout TemplateTables) -> Void) throws -> Data {
        var tables = try CompiledTemplate.decode(compiled("LoginForm.nibxml"), path: "LoginForm.nibc")
        edit(&tables)
        return CompiledTemplate.encode(tables)
    }

    /// A payload written by hand: the string table, then `body`, behind a
    /// header whose length and checksum match.
    static func compiledPayload(strings: [String], body: [UInt8]) -> Data {
        var payload: [UInt8] = []
        CompiledTemplate.Encoder.appendVarint(strings.count, to: &payload)
        for string in strings {
            CompiledTemplate.Encoder.appendVarint(string.utf8.count, to: &payload)
            payload += Array(string.utf8)
        }
        payload += body
        var data = Data(CompiledTemplate.magic)
        data.append(littleEndian: CompiledTemplate.version)
        data.append(littleEndian: UInt64(payload.count))
        data.append(littleEndian: CompiledTemplate.fnv1a(payload))
        data.append(contentsOf: payload)
        return data
    }

    /// Where the reader saw the (last) object with `id` start, in payload bytes.
    static func objectOffset(_ id: String, in data: Data) throws -> Int? {
        var decoder = CompiledTemplate.Decoder(bytes: [UInt8](data), start: CompiledTemplate.headerSize)
        let tables = try decoder.decodeTables()
        return tables.objects.lastIndex { $0.id == id }.map { decoder.objectOffsets[$0] }
    }

    /// The forgeries of LoginForm's tables (objects: 0 owner, 1 firstResponder,
    /// 2 form, which holds 3 logo, 4 nameField, 5 passwordField, 6 loginButton
    /// and 7 cancelButton), each with the error it gets and the object it names.
    enum Forgery: String, CaseIterable, Sendable {
        case objectWithoutClass, duplicateID, placeholderAfterObjects, ownerShownAtLaunch, twoFilesOwners
        case heldPlaceholder, heldByPlaceholder, heldByLaterObject, heldByItself, parentCycle, heldOutOfOrder
        case firstResponderAsValue, outletToFirstResponder
        case ownerAsTopLevel, topLevelTwice, heldObjectAsTopLevel, topLevelMissing, topLevelOutOfOrder
        case placeholderCreated, createdTwice, createdTooEarly, creationMissing

        func apply(to tables: inout TemplateTables) {
            func edit(_ index: Int, _ change: (inout TemplateObject) -> Void) {
                change(&tables.objects[index])
            }
            switch self {
            case .objectWithoutClass: edit(4) { $0.className = nil }
            case .duplicateID: edit(5) { $0.id = "nameField" }
            case .placeholderAfterObjects: edit(7) { $0.role = .external(identifier: "late") }
            case .ownerShownAtLaunch: edit(0) { $0.isVisibleAtLaunch = true }
            case .twoFilesOwners: edit(1) { $0.role = .filesOwner }
            case .heldPlaceholder: edit(1) { $0.parent = 0 }
            case .heldByPlaceholder: edit(3) { $0.parent = 0 }
            case .heldByLaterObject: edit(2) { $0.parent = 7 }
            case .heldByItself: edit(3) { $0.parent = 3 }
            case .parentCycle:
                edit(3) { $0.parent = 4 }
                edit(4) { $0.parent = 3 }
            case .heldOutOfOrder: edit(5) { $0.parent = 3 }
            case .firstResponderAsValue:
                edit(2) {
                    $0.properties.append(TemplateProperty(key: "next", value: .object(1), location: $0.location))
                }
            case .outletToFirstResponder:
                let outlet = tables.connections[0]
                tables.connections[0] = TemplateConnection(
                    kind: outlet.kind, source: outlet.source, destination: 1, destinationID: outlet.destinationID,
                    name: outlet.name, segueKind: nil, event: nil, location: outlet.location)
            case .ownerAsTopLevel: tables.topLevel = [0, 2]
            case .topLevelTwice: tables.topLevel = [2, 2]
            case .heldObjectAsTopLevel: tables.topLevel = [2, 4]
            case .topLevelMissing: tables.topLevel = []
            case .topLevelOutOfOrder:
                // A second top-level object, listed before the first.
                edit(7) { $0.parent = nil }
                tables.topLevel = [7, 2]
            case .placeholderCreated: tables.creationOrder.insert(0, at: 0)
            case .createdTwice: tables.creationOrder.append(tables.creationOrder[0])
            case .createdTooEarly: tables.creationOrder.reverse()
            case .creationMissing: tables.creationOrder.removeLast()
            }
        }

        /// The object the error names, and what it says.
        var expected: (objectID: String?, message: String) {
            switch self {
            case .objectWithoutClass: ("nameField", "the object 'nameField' has no class, so it cannot be created")
            case .duplicateID: ("nameField", "the id 'nameField' is used by two objects")
            case .placeholderAfterObjects:
                (
                    "cancelButton",
                    "the placeholder 'cancelButton' (external object 'late') comes after created objects; placeholders come first"
                )
            case .ownerShownAtLaunch:
                (
                    "owner",
                    "File's Owner is listed among the objects shown at launch; a placeholder stands for an object made elsewhere, and only created objects are shown"
                )
            case .twoFilesOwners: ("firstResponder", "the archive declares File's Owner twice (the first at 10:3)")
            case .heldPlaceholder:
                (
                    "firstResponder",
                    "First Responder is held by another object; a placeholder stands for an object made elsewhere and belongs among the top-level objects"
                )
            case .heldByPlaceholder:
                ("logo", "the object 'logo' is held by the placeholder 'owner' (File's Owner), which holds nothing")
            case .heldByLaterObject: ("form", "the object 'form' is held by object 7, which does not come before it")
            case .heldByItself: ("logo", "the object 'logo' is held by object 3, which does not come before it")
            case .parentCycle: ("logo", "the object 'logo' is held by object 4, which does not come before it")
            case .heldOutOfOrder:
                (
                    "passwordField",
                    "the object 'passwordField' is held by 'logo', but objects it does not hold come between them"
                )
            case .firstResponderAsValue:
                ("form", "the value of 'next' of 'form' names First Responder, which is not an object")
            case .outletToFirstResponder: (nil, "the outlet 'view' goes to First Responder, which is not an object")
            case .ownerAsTopLevel: (nil, "the top-level list names the placeholder 'owner' (File's Owner)")
            case .topLevelTwice: (nil, "the top-level list names 'form' twice")
            case .heldObjectAsTopLevel: (nil, "the top-level list names 'nameField', which 'form' holds")
            case .topLevelMissing: (nil, "the top-level list misses 'form', which no object holds")
            case .topLevelOutOfOrder: (nil, "the top-level list names 'cancelButton' out of order")
            case .placeholderCreated: (nil, "the creation order names the placeholder 'owner' (File's Owner)")
            case .createdTwice: (nil, "the creation order names 'logo' twice")
            case .createdTooEarly: (nil, "the object 'form' refers to an object not created before it")
            case .creationMissing: (nil, "the creation order misses 'form'")
            }
        }
    }

    @Test("the forged LoginForm's tables load: the forgeries below are the only change")
    func unforgedTablesLoad() throws {
        let data = try Self.forged { _ in }
        #expect(Hostile.failure(data, path: "LoginForm.nibc") == nil)
        let tables = try CompiledTemplate.decode(data, path: "LoginForm.nibc")
        #expect(
            tables.objects.map(\.id) == [
                "owner", "firstResponder", "form", "logo", "nameField", "passwordField", "loginButton", "cancelButton",
            ])
        #expect(tables.topLevel == [2] && tables.creationOrder.last == 2 && tables.creationOrder.first == 3)
        #expect(tables.connections[0].kind == .outlet && tables.connections[0].name == "view")
    }

    @Test(
        "forged tables are refused with the promise they break, the object they concern and the byte it starts at",
        arguments: Forgery.allCases)
    func forgedTables(forgery: Forgery) throws {
        let data = try Self.forged { forgery.apply(to: &$0) }
        let error = Hostile.failure(data, path: "LoginForm.nibc")
        Hostile.expect(
            error, .invalidArchive, at: "LoginForm.nibc:1:1",
            "compiled template: \(forgery.expected.message) (at payload byte ")
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(diagnostic.objectID == forgery.expected.objectID)
        if let id = forgery.expected.objectID {
            let offset = try #require(try Self.objectOffset(id, in: data))
            #expect(diagnostic.message.hasSuffix("(at payload byte \(offset))"), "\(diagnostic)")
        } else {
            #expect(diagnostic.message.hasSuffix(")"), "\(diagnostic)")
        }
    }

    @Test("a forged source location at line or column 0 is refused where it is read, so every later error is located")
    func locationAtZero() throws {
        let offset = try #require(try Self.objectOffset("nameField", in: Self.forged { _ in }))
        for (line, column) in [(0, 5), (3, 0)] {
            let data = try Self.forged { tables in
                let property = tables.objects[4].properties[0]
                tables.objects[4].properties[0] = TemplateProperty(
                    key: property.key, value: property.value,
                    location: NibKit.SourceLocation(file: property.location.file, line: line, column: column))
            }
            let error = Hostile.failure(data, path: "LoginForm.nibc")
            Hostile.expect(
                error, .invalidArchive, at: "LoginForm.nibc:1:1",
                "compiled template: a source location has line or column 0 (at payload byte ")
            let message = try #require(error?.diagnostics.first?.message)
            // At the end of nameField's first property (its frame: a key, 33 bytes of rect, a location).
            let byte = try #require(Int(message.split(separator: " ").last?.dropLast() ?? ""))
            #expect(byte > offset + 33 && byte < offset + 64, "\(message)")
        }
    }

    @Test("a placeholder held by an object is refused by the template builder as by the compiled reader: one rule")
    func heldPlaceholderInDocument() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
                <view id="v">
                  <subviews><placeholder placeholderIdentifier="IBFirstResponder" id="held"/></subviews>
                </view>
              </objects>
            </document>
            """
        let error = Hostile.failure(xib, path: "Held.xib")
        Hostile.expect(error, .invalidArchive, at: "Held.xib:6:17", Forgery.heldPlaceholder.expected.message)
        #expect(error?.diagnostics.first?.objectID == "held")
    }

    @Test("a declared count is checked against what the bytes left can hold before anything is reserved for it")
    func countsBackedByPadding() throws {
        let format = NibDocument.Format.nibArchive.rawValue
        // Path, format, platform, mode; then a million objects declared, with
        // a byte of padding for each: each needs at least eleven.
        let strings = ["Forged.nibxml", format, Platform.iOS.rawValue, ReadingMode.strict.rawValue]
        var body: [UInt8] = [0, 1, 2, 3]
        CompiledTemplate.Encoder.appendVarint(1_000_000, to: &body)
        let countOffset = 1 + strings.reduce(0) { $0 + 1 + $1.utf8.count } + 4
        let padded = Self.compiledPayload(strings: strings, body: body + [UInt8](repeating: 0, count: 1_000_000))
        Hostile.expect(
            Hostile.failure(padded, path: "Forged.nibc"), .invalidArchive, at: "Forged.nibc:1:1",
            "compiled template: a count of 1000000 objects exceeds the data left (at payload byte \(countOffset))")
        // As many as the bytes can hold are read: eleven bytes make an object
        // whose id is the first string, at 1:1, without a class (then six
        // empty lists end the tables).
        var fitting: [UInt8] = [0, 1, 2, 3]
        CompiledTemplate.Encoder.appendVarint(1_000, to: &fitting)
        let object: [UInt8] = [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0]
        let objects = (0..<1_000).flatMap { _ in object }
        let full = Self.compiledPayload(strings: strings, body: fitting + objects + [UInt8](repeating: 0, count: 6))
        Hostile.expect(
            Hostile.failure(full, path: "Forged.nibc"), .invalidArchive, at: "Forged.nibc:1:1",
            "compiled template: the object 'Forged.nibxml' has no class, so it cannot be created (at payload byte \(countOffset + 2))"
        )
    }

    @Test("a compiled file over 256 MiB is refused before it is read")
    func oversizedCompiledFile() {
        // Zero pages that are never touched but for the magic.
        var bytes = Data(count: 256 << 20 + 1)
        bytes.replaceSubrange(0..<8, with: CompiledTemplate.magic)
        Hostile.expect(
            Hostile.failure(bytes, path: "Big.nibc"), .invalidArchive, at: "Big.nibc:1:1",
            "compiled template: the file is 268435457 bytes; NibKit reads compiled templates of at most 268435456 bytes"
        )
        #expect(CompiledTemplate.maximumSize == XMLReader.maximumSize)
    }

    @Test("nibtool dump prints a chain of objects 40,000 deep, its indentation capped at 32 levels")
    func deepChainDump() throws {
        let depth = 40_000
        let data = try Self.forged { tables in
            let location = tables.objects[2].location
            tables.objects =
                Array(tables.objects[0..<2])
                + (0..<depth).map { level in
                    TemplateObject(
                        id: "o\(level)", className: "View", role: .archived, location: location, classDescription: nil,
                        properties: [], runtimeAttributes: [], isVisibleAtLaunch: false,
                        parent: level == 0 ? nil : level + 1)
                }
            tables.topLevel = [2]
            tables.creationOrder = Array(2..<(depth + 2))
            tables.connections = []
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Deep.nibc")
        try data.write(to: file)
        let run = try nibtool("dump", file.path)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == depth + 2)
        let indent = String(repeating: "  ", count: 32)
        #expect(lines[2] == "o0: View")
        #expect(lines[34] == "\(indent)o32: View")
        #expect(lines[35] == "\(indent)[depth 33] o33: View")
        #expect(lines.last == "\(indent)[depth 39999] o39999: View")
        #expect(lines.allSatisfy { $0.count <= indent.count + 30 })
    }
}
