import Foundation
import NibKitReader

/// Apple's compiled nibs of each shape: NIB Archives (written with
/// `NIBArchiveCodec`) and keyed archives (`NSKeyedArchiver` binary property lists).
enum CompiledNibShapes {
    typealias Payload = NIBArchiveCodec.Payload

    /// Builds a NIB Archive's tables object by object; keys and classes are
    /// numbered as they first appear.
    struct NIBArchive {
        var tables = NIBArchiveCodec.Tables()
        private var keyIndexes: [String: Int] = [:]
        private var classIndexes: [String: Int] = [:]

        /// Reserves an object to be filled in later by ``set(_:_:_:)``, and returns its number.
        mutating func reserve() -> Int {
            tables.objects.append(NIBArchiveCodec.Object(classIndex: 0, valueRange: 0..<0))
            return tables.objects.count - 1
        }

        /// Adds an object of `className` with `values`, and returns its number.
        @discardableResult
        mutating func add(_ className: String, _ values: [(String, Payload)]) -> Int {
            let index = reserve()
            set(index, className, values)
            return index
        }

        /// Gives the reserved object `index` its class and values.
        mutating func set(_ index: Int, _ className: String, _ values: [(String, Payload)]) {
            let start = tables.values.count
            for (key, payload) in values { tables.values.append(value(key, payload)) }
            tables.objects[index] = NIBArchiveCodec.Object(
                classIndex: classIndex(className), valueRange: start..<tables.values.count)
        }

        /// An array of `items`, as UIKit writes one.
        @discardableResult
        mutating func array(_ items: [Int], at index: Int? = nil) -> Int {
            let values =
                [("NSInlinedValue", Payload.bool(false))] + items.map { ("UINibEncoderEmptyKey", Payload.object($0)) }
            guard let index else { return add("NSArray", values) }
            set(index, "NSArray", values)
            return index
        }

        mutating func value(_ key: String, _ payload: Payload) -> NIBArchiveCodec.Value {
            NIBArchiveCodec.Value(keyIndex: keyIndex(key), payload: payload)
        }

        mutating func keyIndex(_ key: String) -> Int {
            if let found = keyIndexes[key] { return found }
            tables.keys.append(key)
            keyIndexes[key] = tables.keys.count - 1
            return tables.keys.count - 1
        }

        mutating func classIndex(_ name: String) -> Int {
            if let found = classIndexes[name] { return found }
            tables.classes.append(NIBArchiveCodec.ClassName(name: name))
            classIndexes[name] = tables.classes.count - 1
            return tables.classes.count - 1
        }

        var data: Data { NIBArchiveCodec.encode(tables) }
    }

    /// A nib whose root's top-level objects are those `body` returns, made in the archive it is given.
    static func nibArchive(connections: ((inout NIBArchive) -> [Int])? = nil, _ body: (inout NIBArchive) -> [Int])
        -> Data
    {
        var archive = NIBArchive()
        let root = archive.reserve()
        let topArray = archive.reserve()
        let top = body(&archive)
        archive.array(top, at: topArray)
        var rootValues: [(String, Payload)] = [("UINibTopLevelObjectsKey", .object(topArray))]
        if let connections {
            let made = connections(&archive)
            rootValues.append(("UINibConnectionsKey", .object(archive.array(made))))
        }
        archive.set(root, "NSObject", rootValues)
        return archive.data
    }

    /// A view whose `UISubviews` is an array `[a0, a0]`, each `a(i)` being
    /// `[a(i+1), a(i+1)]` for `count` levels, the last holding one label.
    static func doublingArrays(_ count: Int) -> Data {
        nibArchive { archive in
            let label = archive.add("UILabel", [])
            var inner = archive.array([label])
            for _ in 0..<count { inner = archive.array([inner, inner]) }
            return [archive.add("UIView", [("UISubviews", .object(inner))])]
        }
    }

    /// `count` top-level views whose value ranges all cover the same `count` values.
    static func overlappingRanges(_ count: Int) -> Data {
        var archive = NIBArchive()
        let root = archive.reserve()
        let topArray = archive.reserve()
        let views = (0..<count).map { _ in archive.reserve() }
        archive.array(views, at: topArray)
        archive.set(root, "NSObject", [("UINibTopLevelObjectsKey", .object(topArray))])
        let start = archive.tables.values.count
        for index in 0..<count { archive.tables.values.append(archive.value("UITag\(index)", .int32(Int32(index)))) }
        let viewClass = archive.classIndex("UIView")
        for view in views {
            archive.tables.objects[view] = NIBArchiveCodec.Object(
                classIndex: viewClass, valueRange: start..<archive.tables.values.count)
        }
        return archive.data
    }

    /// A nib of `labels` labels at top level.
    static func labels(_ labels: Int) -> Data {
        nibArchive { archive in (0..<labels).map { _ in archive.add("UILabel", []) } }
    }

    /// `count` top-level views, each with a property naming one `UINib` whose archive holds `count` labels.
    static func sharedNestedNib(_ count: Int) -> Data {
        let inner = labels(count)
        return nibArchive { archive in
            let nib = archive.add("UINib", [("archiveData", .data(Array(inner)))])
            return (0..<count).map { _ in archive.add("UIView", [("UINibHolder", .object(nib))]) }
        }
    }

    /// `count` top-level views, each with a property naming one shared
    /// dictionary whose key is a label, not a string (one identical warning per view).
    static func sharedDictionary(_ count: Int) -> Data {
        nibArchive { archive in
            let label = archive.add("UILabel", [])
            let shared = archive.add(
                "NSDictionary",
                [
                    ("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(label)),
                    ("UINibEncoderEmptyKey", .object(label)),
                ])
            return (0..<count).map { _ in archive.add("StressView", [("UIValues", .object(shared))]) }
        }
    }

    /// A chain of `count` views, each the only subview of the one before, with `UISuperview` back.
    static func viewChain(_ count: Int) -> Data {
        nibArchive { archive in
            let views = (0..<count).map { _ in archive.reserve() }
            for (index, view) in views.enumerated() {
                var values: [(String, Payload)] = []
                if index > 0 { values.append(("UISuperview", .object(views[index - 1]))) }
                if index + 1 < count { values.append(("UISubviews", .object(archive.array([views[index + 1]])))) }
                archive.set(view, "UIView", values)
            }
            return [views[0]]
        }
    }

    /// One view with `count` values, and `count` outlet connections from it, each to a label.
    static func connectionsToOneObject(_ count: Int) -> Data {
        var hub = 0
        var label = 0
        return nibArchive(
            connections: { archive in
                (0..<count).map { index in
                    let name = archive.add("NSString", [("NS.bytes", .data(Array("outlet\(index)".utf8)))])
                    return archive.add(
                        "UIRuntimeOutletConnection",
                        [("UISource", .object(hub)), ("UIDestination", .object(label)), ("UILabel", .object(name))])
                }
            },
            { archive in
                label = archive.add("UILabel", [])
                hub = archive.add("UIView", (0..<count).map { ("UIValue\($0)", Payload.int32(Int32($0))) })
                return [hub, label]
            })
    }

    /// `count` top-level views, each with one subview.
    static func siblings(_ count: Int) -> Data {
        nibArchive { archive in
            (0..<count).map { _ in
                let label = archive.add("UILabel", [])
                return archive.add("UIView", [("UISubviews", .object(archive.array([label])))])
            }
        }
    }

    /// 64 top-level objects whose class names and keys are `count` characters long.
    static func longNames(_ count: Int) -> Data {
        nibArchive { archive in
            (0..<64).map { index in
                archive.add(
                    InterfaceBuilderShapes.longName("UIView\(index)", count),
                    [(InterfaceBuilderShapes.longName("UIKey\(index)", count), .int32(1))])
            }
        }
    }

    // MARK: Keyed archives

    /// Builds an `NSKeyedArchiver` nib: `$objects` entries, each a string or a
    /// dictionary of keys to entries, and the classes they name.
    struct KeyedArchive {
        var list = BinaryPropertyListWriter()
        /// The property-list object of each `$objects` entry.
        var entries: [Int] = []
        private var classEntries: [String: Int] = [:]

        init() {
            entries.append(list.add(.string("$null")))
        }

        /// Reserves an entry, filled by ``set(_:_:_:)``.
        mutating func reserve() -> Int {
            entries.append(-1)
            return entries.count - 1
        }

        /// Entry `index` becomes an object of `className` whose keys name entries (`.uid`) or hold integers.
        mutating func set(_ index: Int, _ className: String, _ values: [(String, BinaryPropertyListWriter.Object)]) {
            let classEntry = classEntryIndex(className)
            var pairs: [(key: Int, value: Int)] = []
            for (key, value) in values + [("$class", .uid(classEntry))] {
                pairs.append((list.add(.string(key)), list.add(value)))
            }
            entries[index] = list.add(.dictionary(pairs))
        }

        @discardableResult
        mutating func add(_ className: String, _ values: [(String, BinaryPropertyListWriter.Object)]) -> Int {
            let index = reserve()
            set(index, className, values)
            return index
        }

        /// An `NSArray` entry of `items`.
        mutating func array(_ items: [Int]) -> Int {
            let references = items.map { list.add(.uid($0)) }
            return add("NSArray", [("NS.objects", .array(references))])
        }

        private mutating func classEntryIndex(_ name: String) -> Int {
            if let found = classEntries[name] { return found }
            let names = [list.add(.string(name)), list.add(.string("NSObject"))]
            let pairs = [
                (key: list.add(.string("$classname")), value: list.add(.string(name))),
                (key: list.add(.string("$classes")), value: list.add(.array(names))),
            ]
            entries.append(list.add(.dictionary(pairs)))
            classEntries[name] = entries.count - 1
            return entries.count - 1
        }

        /// The file, whose `$top` names the array of `top` as `UINibTopLevelObjectsKey`.
        mutating func data(top: [Int]) -> Data {
            let topArray = array(top)
            let objects = list.add(.array(entries))
            let topDictionary = list.add(
                .dictionary([(list.add(.string("UINibTopLevelObjectsKey")), list.add(.uid(topArray)))]))
            let document = list.add(
                .dictionary([
                    (list.add(.string("$archiver")), list.add(.string("NSKeyedArchiver"))),
                    (list.add(.string("$version")), list.add(.integer(100_000))),
                    (list.add(.string("$top")), topDictionary),
                    (list.add(.string("$objects")), objects),
                ]))
            return list.data(top: document)
        }
    }

    /// A keyed nib whose view's `UISubviews` doubles `count` levels, as ``doublingArrays(_:)``.
    static func keyedDoubling(_ count: Int) -> Data {
        var archive = KeyedArchive()
        var inner = archive.array([archive.add("UILabel", [])])
        for _ in 0..<count { inner = archive.array([inner, inner]) }
        let view = archive.add("UIView", [("UISubviews", .uid(inner))])
        return archive.data(top: [view])
    }

    /// A keyed nib of a chain of `count` views, each the only subview of the one before.
    static func keyedChain(_ count: Int) -> Data {
        var archive = KeyedArchive()
        let views = (0..<count).map { _ in archive.reserve() }
        for (index, view) in views.enumerated() {
            var values: [(String, BinaryPropertyListWriter.Object)] = []
            if index > 0 { values.append(("UISuperview", .uid(views[index - 1]))) }
            if index + 1 < count { values.append(("UISubviews", .uid(archive.array([views[index + 1]])))) }
            archive.set(view, "UIView", values)
        }
        return archive.data(top: [views[0]])
    }

    /// A keyed nib of `count` top-level views, each with a property naming one
    /// shared dictionary whose key is a label, as ``sharedDictionary(_:)``.
    static func keyedSharedDictionary(_ count: Int) -> Data {
        var archive = KeyedArchive()
        let label = archive.add("UILabel", [])
        let keys = archive.list.add(.uid(label))
        let objects = archive.list.add(.uid(label))
        let shared = archive.add("NSDictionary", [("NS.keys", .array([keys])), ("NS.objects", .array([objects]))])
        let views = (0..<count).map { _ in archive.add("StressView", [("UIValues", .uid(shared))]) }
        return archive.data(top: views)
    }

    /// A keyed nib of `count` top-level views, each with one subview.
    static func keyedSiblings(_ count: Int) -> Data {
        var archive = KeyedArchive()
        let top = (0..<count).map { _ in
            let label = archive.add("UILabel", [])
            return archive.add("UIView", [("UISubviews", .uid(archive.array([label])))])
        }
        return archive.data(top: top)
    }

    /// A keyed nib of 64 objects whose class names and keys are `count` characters long.
    static func keyedLongNames(_ count: Int) -> Data {
        var archive = KeyedArchive()
        let top = (0..<64).map { index in
            archive.add(
                InterfaceBuilderShapes.longName("UIView\(index)", count),
                [(InterfaceBuilderShapes.longName("UIKey\(index)", count), .integer(1))])
        }
        return archive.data(top: top)
    }
}
