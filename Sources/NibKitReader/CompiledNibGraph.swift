import Foundation
import NibKitCore

/// The objects of one of Apple's compiled nibs, as plain values: what a
/// `.nib` file built by `ibtool` holds, before any of it is given a meaning.
///
/// Not to be confused with NibKit's own formats: ``NibArchiveParser`` reads
/// NibKit's `.nibxml` XML, and ``CompiledTemplate`` NibKit's compiled `.nibc`.
/// This graph is Apple's: either a NIB Archive (the `NIBArchive` binary of
/// iOS 6 and later, and of macOS from Xcode 15, read by `NIBArchiveCodec`)
/// or an `NSKeyedArchiver` binary property list (older iOS, macOS up to
/// Xcode 12.4). Both become the same thing: objects with a class name and an
/// ordered list of keyed values, each value a number, a boolean, bytes, a
/// string, nil or a reference to another object. ``CompiledNibParser`` gives
/// it meaning (UIKit's and AppKit's vocabulary).
///
/// Keyed archives are normalised to the NIB Archive's spelling, so the parser
/// reads one shape: an array's `NS.objects` and a dictionary's `NS.keys` and
/// `NS.objects` become repeated `UINibEncoderEmptyKey` entries (a
/// dictionary's alternating key and value), and the `$top` dictionary becomes
/// the root object, an `NSObject` as in a NIB Archive.
package struct CompiledNibGraph: Sendable {
    /// One value of an object.
    package enum Value: Sendable, Equatable {
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case data(Data)
        /// A string a keyed archive holds directly; a NIB Archive's strings
        /// are `NSString` objects with their bytes as data.
        case string(String)
        case null
        /// The index of another object of the graph.
        case object(Int)
    }

    /// One object: its class and its values, in the order the archive holds them.
    package struct Object: Sendable {
        package let className: String
        package let entries: [(key: String, value: Value)]
        /// Where the object is written: for a NIB Archive the byte offset of
        /// its entry in the object table, for a keyed archive its index in
        /// `$objects`.
        package var position: Int
        /// For an object of more than ``scanLimit`` entries, where each
        /// key's first entry stands and where its elements stand: a
        /// look-up is a hash, not a scan, however many connections or
        /// containers name one large object.
        private let index: (first: [String: Int], elements: [Int])?

        /// Past this many entries, keys are looked up in an index.
        static let scanLimit = 16
        /// The key of a Foundation container's elements (a dictionary's
        /// alternating keys and values).
        package static let elementKey = "UINibEncoderEmptyKey"

        package init(className: String, entries: [(key: String, value: Value)], position: Int) {
            self.className = className
            self.entries = entries
            self.position = position
            guard entries.count > Self.scanLimit else {
                index = nil
                return
            }
            var first: [String: Int] = [:]
            var elements: [Int] = []
            for (position, entry) in entries.enumerated() {
                if first[entry.key] == nil { first[entry.key] = position }
                if entry.key == Self.elementKey { elements.append(position) }
            }
            index = (first, elements)
        }

        /// The value of the first entry under `key`.
        package func value(forKey key: String) -> Value? {
            guard let index else { return entries.first { $0.key == key }?.value }
            return index.first[key].map { entries[$0].value }
        }

        /// Where the first entry under `key` stands, for choosing the first of two keys.
        package func position(ofKey key: String) -> Int? {
            guard let index else { return entries.firstIndex { $0.key == key } }
            return index.first[key]
        }

        /// The elements of a Foundation container: its ``elementKey`` entries, in order.
        package var elements: [Value] {
            guard let index else { return entries.compactMap { $0.key == Self.elementKey ? $0.value : nil } }
            return index.elements.map { entries[$0].value }
        }
    }

    /// Which of the two formats the graph was read from.
    package enum Source: Sendable, Equatable {
        /// A NIB Archive, with the coder version its header gives (9 on iOS,
        /// 10 for macOS from Xcode 15).
        case nibArchive(coderVersion: Int)
        /// An `NSKeyedArchiver` archive in a binary property list.
        case keyedArchive
    }

    /// What is wrong with a compiled nib; the message names the byte offset
    /// (NIB Archive) or the `$objects` index (keyed archive).
    package struct Problem: Error, Equatable {
        package var message: String
        /// Whether the file is a format NibKit knows but does not read (a NeXT
        /// typedstream), rather than a broken one.
        package var isUnsupported = false
    }

    package var source: Source
    package var objects: [Object]
    /// The index of the root object (`NSObject` with `UINibTopLevelObjectsKey`
    /// and its siblings, or `IB.objectdata`).
    package var root: Int

    /// How a compiled nib's bytes begin.
    package enum Kind: Equatable {
        case nibArchive
        case keyedArchive
        /// A NeXT `NSArchiver` typedstream (`objects.nib` of NeXT-era nib
        /// directories): recognised, not read.
        case typedStream
    }

    static let keyedArchiveMagic = Array("bplist00".utf8)
    /// `\x04\x0bstreamtyped` (or `typedstream`, by the byte order of the machine that wrote it).
    static let typedStreamMagics = [
        [0x04, 0x0B] + Array("streamtyped".utf8), [0x04, 0x0B] + Array("typedstream".utf8),
    ]

    /// The kind of compiled nib `data` begins as, or nil when it is none.
    package static func kind(of data: Data) -> Kind? {
        if NIBArchiveCodec.isNIBArchive(data) { return .nibArchive }
        if data.starts(with: keyedArchiveMagic) { return .keyedArchive }
        if typedStreamMagics.contains(where: { data.starts(with: $0) }) { return .typedStream }
        return nil
    }

    /// Reads a compiled nib of any kind.
    package static func read(_ data: Data) throws(Problem) -> CompiledNibGraph {
        switch kind(of: data) {
        case .nibArchive?: return try CompiledNibGraph(nibArchive: data)
        case .keyedArchive?: return try CompiledNibGraph(keyedArchive: data)
        case .typedStream?:
            throw Problem(
                message:
                    "NeXT typedstream nib (NSArchiver), not supported; open it in Interface Builder 3 or later and save it as a keyed archive or a .xib",
                isUnsupported: true)
        case nil:
            throw Problem(
                message: "not a compiled nib: it begins neither with 'NIBArchive' nor with 'bplist00'",
                isUnsupported: true)
        }
    }

    /// Where object `index` is written, for messages.
    package func place(of index: Int) -> String {
        guard objects.indices.contains(index) else { return "object \(index)" }
        switch source {
        case .nibArchive: return "object \(index) (at byte \(objects[index].position))"
        case .keyedArchive: return "object \(objects[index].position) of $objects"
        }
    }

    /// The object's id in the documents made of the graph: its index in the
    /// NIB Archive's object table or in `$objects`, so that a diagnostic
    /// naming it can be found with any dumper of the file.
    package func id(of index: Int) -> String {
        switch source {
        case .nibArchive: return "\(index)"
        case .keyedArchive: return objects.indices.contains(index) ? "\(objects[index].position)" : "\(index)"
        }
    }
}

extension CompiledNibGraph {
    /// The NIB Archive `data`, whose tables ``NIBArchiveCodec`` decodes and
    /// checks (every count against the bytes left, every index against its
    /// table): object 0 is the root.
    package init(nibArchive data: Data) throws(Problem) {
        let decoded: (tables: NIBArchiveCodec.Tables, layout: NIBArchiveCodec.Layout)
        do {
            decoded = try NIBArchiveCodec.decodeWithLayout(data)
        } catch {
            throw Problem(message: "NIB Archive: \(error.description)", isUnsupported: error.code == .unsupportedFormat)
        }
        let tables = decoded.tables
        guard !tables.objects.isEmpty else {
            throw Problem(message: "NIB Archive: it has no objects; object 0 is the root")
        }
        var objects: [Object] = []
        objects.reserveCapacity(tables.objects.count)
        for (index, object) in tables.objects.enumerated() {
            var entries: [(key: String, value: Value)] = []
            entries.reserveCapacity(object.valueRange.count)
            for value in tables.values(of: object) {
                let converted: Value
                switch value.payload {
                case .int8(let number): converted = .integer(Int(number))
                case .int16(let number): converted = .integer(Int(number))
                case .int32(let number): converted = .integer(Int(number))
                case .int64(let number): converted = .integer(Int(number))
                case .bool(let flag): converted = .bool(flag)
                case .float32(let number): converted = .real(Double(number))
                case .float64(let number): converted = .real(number)
                case .data(let bytes): converted = .data(Data(bytes))
                case .nil: converted = .null
                case .object(let target): converted = .object(target)
                }
                entries.append((tables.key(of: value) ?? "", converted))
            }
            objects.append(
                Object(
                    className: tables.className(of: object) ?? "", entries: entries,
                    position: decoded.layout.objectOffsets.indices.contains(index)
                        ? decoded.layout.objectOffsets[index] : 0))
        }
        self.init(source: .nibArchive(coderVersion: Int(tables.coderVersion)), objects: objects, root: 0)
    }
}
