import Foundation
import NibKitCore
import NibKitReader

/// The compiled form of a template: NibKit's counterpart of compiling a
/// `.xib` into a `.nib`. Loading it skips XML entirely.
///
/// Layout (all integers little-endian; `varint` is unsigned LEB128):
///
/// ```
/// "NIBKITCT"  8 bytes   magic
/// version     UInt32    CompiledTemplate.version
/// length      UInt64    payload length in bytes
/// checksum    UInt64    FNV-1a 64 of the payload
/// payload:
///   string table: count, then each string as length + UTF-8 bytes
///   header, objects, connections, resources, top-level and creation order,
///   warnings, document colors (see `Encoder`)
/// ```
///
/// Four files, one job each: this one the file's frame (magic, version,
/// length, checksum) and the two entry points; `CompiledTemplate+Encoder`
/// writes the payload, `CompiledTemplate+Decoder` reads it back checking
/// every count and index, `CompiledTemplate+Tags` declares the tag bytes both
/// use. What a template must look like is not checked here but by
/// ``TemplateStructure``, the rules the template builder follows too.
///
/// Strings are stored once and referred to by index; objects, values and
/// connections are flat arrays; every source location is kept, so errors
/// found when the template is bound to a registry still point into the
/// original archive. Reading checks the size, magic, version, length and
/// checksum, then every count against the bytes left, every index against its
/// table, and the tables against the shape every template has
/// (``TemplateStructure``), so truncated, corrupted or forged input is a
/// located error, never a crash.
enum CompiledTemplate {
    static let magic = Array("NIBKITCT".utf8)
    /// 2: each property says whether it is an Interface Builder attribute's
    /// text, which the registry a compiled template is bound to types again;
    /// connections include Cocoa bindings and a segue's id.
    /// 3: no statistics; a compiled template counts what it holds.
    /// 4: a value may be a nested template (a prototype cell), a whole
    /// compiled template of its own.
    /// 5: each object says whether its class is custom
    /// (``TemplateObject/isCustomClass``), which a registry that makes
    /// dynamic objects only for custom classes asks.
    /// 6: a connection keeps a segue's custom class
    /// (``TemplateConnection/segueCustomClass``).
    /// 7: a segue keeps its relationship and attributes
    /// (``TemplateConnection/segueRelationship``, ``TemplateConnection/segueAttributes``).
    static let version: UInt32 = 7
    static let headerSize = 8 + 4 + 8 + 8
    /// The largest compiled file read: the XML readers' limit.
    static let maximumSize = XMLReader.maximumSize
    /// Nested arrays and dictionaries deeper than this are refused.
    static let maximumValueDepth = 256

    static func isCompiled(_ data: Data) -> Bool {
        data.starts(with: magic)
    }

    /// The compiled bytes of `tables`.
    static func encode(_ tables: TemplateTables) -> Data {
        var encoder = Encoder()
        encoder.encode(tables)
        let payload = encoder.payload()
        var data = Data(magic)
        data.append(littleEndian: version)
        data.append(littleEndian: UInt64(payload.count))
        data.append(littleEndian: fnv1a(payload))
        data.append(contentsOf: payload)
        return data
    }

    /// Binds the tables of a nested template as the template that holds it
    /// is bound, making the nested template.
    typealias Binder = (TemplateTables) throws(NibError) -> NibTemplate

    /// Why reading failed: the bytes, located in the file read, or the
    /// binding of a template nested in it, with that template's own errors.
    enum Failure: Error {
        case corrupt(NibError)
        case bound(NibError)
    }

    /// Reads compiled bytes, checking everything; `path` names the file in
    /// errors. A template nested in a value (a prototype cell) is a whole
    /// compiled template, checked as one and then bound by `bind` as its
    /// holder is; templates nest at most
    /// ``CompiledNibParser/maximumArchiveNesting`` deep, as the nibs they
    /// come from.
    static func decode(
        _ data: Data, path: String, bind: @escaping Binder = unbound
    ) throws(NibError) -> TemplateTables {
        do {
            return try read(data, path: path, level: 0, bind: bind)
        } catch {
            switch error {
            case .corrupt(let problem), .bound(let problem): throw problem
            }
        }
    }

    /// Reads compiled bytes `level` templates deep.
    static func read(
        _ data: Data, path: String, level: Int, bind: @escaping Binder
    ) throws(Failure) -> TemplateTables {
        func corrupt(_ message: String, objectID: String? = nil, className: String? = nil) -> Failure {
            .corrupt(
                NibError(
                    .invalidArchive,
                    Diagnostic(
                        .error, "\(corruptPrefix)\(message)", at: SourceLocation.start(of: path),
                        objectID: objectID, className: className)))
        }
        // Before the bytes are copied.
        guard data.count <= maximumSize else {
            throw corrupt(
                "the file is \(data.count) bytes; NibKit reads compiled templates of at most \(maximumSize) bytes")
        }
        let bytes = [UInt8](data)
        guard bytes.count >= headerSize, Array(bytes[0..<8]) == magic else {
            throw corrupt("the file is shorter than its header or is not a compiled template")
        }
        let version = UInt32(littleEndianBytes: bytes[8..<12])
        guard version == Self.version else {
            throw .corrupt(
                NibError(
                    .unsupportedFormat,
                    Diagnostic(
                        .error,
                        "compiled template version \(version) is not supported; this NibKit reads version \(Self.version): compile the archive again",
                        at: SourceLocation.start(of: path))))
        }
        let length = UInt64(littleEndianBytes: bytes[12..<20])
        let checksum = UInt64(littleEndianBytes: bytes[20..<28])
        guard length == UInt64(bytes.count - headerSize) else {
            throw corrupt(
                "the payload should be \(length) bytes but is \(bytes.count - headerSize); the file is truncated or padded"
            )
        }
        let payload = bytes[headerSize...]
        guard fnv1a(payload) == checksum else {
            throw corrupt("the checksum does not match; the file is corrupted")
        }
        var decoder = Decoder(bytes: bytes, start: headerSize, level: level, bind: bind)
        let tables: TemplateTables
        do {
            tables = try decoder.decodeTables()
        } catch {
            if let bound = decoder.boundFailure { throw .bound(bound) }
            throw corrupt("\(error.message) (at payload byte \(error.offset))")
        }
        do {
            try TemplateStructure.check(tables)
        } catch {
            let offset = decoder.offset(of: error.place)
            var object: TemplateObject?
            if case .object(let index) = error.place { object = tables.objects[index] }
            throw corrupt(
                "\(error.message) (at payload byte \(offset))", objectID: object?.id, className: object?.className)
        }
        return tables
    }

    /// What every problem of the bytes begins with.
    static let corruptPrefix = "compiled template: "

    /// A nested template bound to no registry: what reading the tables
    /// alone gives.
    static func unbound(_ tables: TemplateTables) -> NibTemplate {
        NibTemplate(tables: tables, provider: InMemoryResourceProvider())
    }

    /// FNV-1a, 64 bits: fast, and enough to notice flipped bytes (the file is
    /// not protected against deliberate forgery; reading checks every index anyway).
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            return hash
        }
        // Over contiguous bytes (arrays, slices, Data) the loop runs on a buffer pointer.
        return bytes.withContiguousStorageIfAvailable { hash($0) } ?? hash(bytes)
    }

    struct DecodeError: Error {
        var message: String
        var offset: Int
    }
}
