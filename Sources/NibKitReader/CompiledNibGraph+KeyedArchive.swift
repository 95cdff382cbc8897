import Foundation
import NibKitCore

extension CompiledNibGraph {
    /// The `NSKeyedArchiver` archive in a binary property list, which
    /// NibKit's bounded reader (``BinaryPropertyListGraph``) reads: at most
    /// 262,144 values, 512 levels, no reference cycles in the list itself.
    ///
    /// The archive's own graph is read here: `$objects[0]` is `$null`; every
    /// other entry is a plain value or an object dictionary whose `$class`
    /// UID names a class dictionary (`$classname`); values refer to entries
    /// by UID. A UID naming no entry, a `$class` that is no class, a
    /// dictionary that is neither, are errors naming the `$objects` index.
    /// References may form cycles (a view and its superview); the graph keeps
    /// them as indices and the parser bounds its walks.
    init(keyedArchive data: Data) throws(Problem) {
        let top: PropertyListValue
        do {
            top = try BinaryPropertyListGraph.read(Array(data), allowingUIDs: true)
        } catch {
            throw Problem(message: error.message)
        }
        guard case .dictionary(let archive) = top else {
            throw Problem(message: "not a keyed archive: the property list is \(top.kindName), not a dictionary")
        }
        guard archive["$archiver"]?.string == "NSKeyedArchiver" else {
            throw Problem(
                message:
                    "not a keyed archive: $archiver is \(archive["$archiver"].map { $0.string.map { "'\($0)'" } ?? $0.kindName } ?? "missing"), not 'NSKeyedArchiver'"
            )
        }
        guard case .integer(let version)? = archive["$version"], version == 100_000 else {
            throw Problem(message: "not a keyed archive NibKit reads: $version is not 100000")
        }
        guard case .array(let entries)? = archive["$objects"] else {
            throw Problem(message: "not a keyed archive: it has no $objects array")
        }
        guard case .dictionary(let topEntries)? = archive["$top"] else {
            throw Problem(message: "not a keyed archive: it has no $top dictionary")
        }
        var reader = KeyedArchiveReader(entries: entries)
        try reader.index()
        var objects: [Object] = []
        objects.reserveCapacity(reader.objectIndex.count + 1)
        for position in entries.indices {
            guard reader.objectIndex[position] != nil, case .dictionary(let dictionary) = entries[position] else {
                continue
            }
            objects.append(try reader.object(dictionary, at: position))
        }
        var root = try reader.object(topEntries, at: -1, className: "NSObject")
        root.position = entries.count
        objects.append(root)
        self.init(source: .keyedArchive, objects: objects, root: objects.count - 1)
    }
}

/// Reads the entries of `$objects` into graph objects.
private struct KeyedArchiveReader {
    typealias Problem = CompiledNibGraph.Problem
    typealias Value = CompiledNibGraph.Value

    let entries: [PropertyListValue]
    /// The graph index of each `$objects` entry that is an object.
    var objectIndex: [Int: Int] = [:]

    init(entries: [PropertyListValue]) {
        self.entries = entries
    }

    /// The UID a value is, when it is one.
    private static func uid(_ value: PropertyListValue) -> Int? {
        guard case .dictionary(let dictionary) = value, dictionary.count == 1,
            case .integer(let uid)? = dictionary[BinaryPropertyListGraph.uidKey]
        else { return nil }
        return uid
    }

    /// Numbers the entries that are objects (dictionaries with a `$class`).
    mutating func index() throws(Problem) {
        for (position, entry) in entries.enumerated() {
            guard case .dictionary(let dictionary) = entry, dictionary["$class"] != nil else { continue }
            objectIndex[position] = objectIndex.count
        }
    }

    /// The graph object of the `$objects` entry at `position` (-1 for `$top`).
    func object(_ dictionary: [String: PropertyListValue], at position: Int, className given: String? = nil)
        throws(Problem) -> CompiledNibGraph.Object
    {
        let place = position < 0 ? "$top" : "object \(position) of $objects"
        var className = given ?? ""
        if given == nil {
            guard let classValue = dictionary["$class"], let uid = Self.uid(classValue), entries.indices.contains(uid),
                case .dictionary(let classDictionary) = entries[uid], let name = classDictionary["$classname"]?.string,
                !name.isEmpty
            else {
                throw Problem(message: "the keyed archive's \(place) has a $class that names no class dictionary")
            }
            className = name
        }
        var result: [(key: String, value: Value)] = []
        var elements: [Value] = []
        var keys: [Value] = []
        // A dictionary's order is not kept by the property list: the keys in
        // order of their names, so that every read gives the same document.
        for key in dictionary.keys.sorted() where key != "$class" {
            guard let raw = dictionary[key] else { continue }
            if case .array(let items) = raw {
                var values: [Value] = []
                for item in items { values.append(try value(item, key: key, at: place)) }
                switch key {
                case "NS.objects": elements = values
                case "NS.keys": keys = values
                default: result += values.map { (key, $0) }
                }
                continue
            }
            result.append((key, try value(raw, key: key, at: place)))
        }
        if !keys.isEmpty || (className.contains("Dictionary") && !elements.isEmpty) {
            guard keys.count == elements.count else {
                throw Problem(
                    message:
                        "the keyed archive's \(place) is a dictionary with \(keys.count) keys but \(elements.count) values"
                )
            }
            for (key, element) in zip(keys, elements) {
                result.append((CompiledNibGraph.Object.elementKey, key))
                result.append((CompiledNibGraph.Object.elementKey, element))
            }
        } else {
            result += elements.map { (CompiledNibGraph.Object.elementKey, $0) }
        }
        return CompiledNibGraph.Object(className: className, entries: result, position: position)
    }

    /// One value: a plain one as it is, a UID as what its entry holds (a
    /// plain entry inline, `$null` as nil, an object as its graph index).
    private func value(_ raw: PropertyListValue, key: String, at place: String) throws(Problem) -> Value {
        switch raw {
        case .string(let text): return text == "$null" ? .null : .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .bool(let flag): return .bool(flag)
        case .data(let bytes): return .data(bytes)
        case .date(let date): return .real(date.timeIntervalSinceReferenceDate)
        case .array:
            throw Problem(message: "the keyed archive's \(place) holds an array inside an array under '\(key)'")
        case .dictionary:
            guard let uid = Self.uid(raw) else {
                throw Problem(message: "the keyed archive's \(place) holds a dictionary that is no UID under '\(key)'")
            }
            guard entries.indices.contains(uid) else {
                throw Problem(
                    message:
                        "the keyed archive's \(place) refers under '\(key)' to UID \(uid), past its \(entries.count) objects"
                )
            }
            if uid == 0 { return .null }
            if let index = objectIndex[uid] { return .object(index) }
            switch entries[uid] {
            case .dictionary:
                throw Problem(
                    message:
                        "the keyed archive's \(place) refers under '\(key)' to object \(uid) of $objects, which has no $class"
                )
            case .array:
                throw Problem(
                    message: "the keyed archive's \(place) refers under '\(key)' to object \(uid) of $objects, an array"
                )
            case let plain:
                return try value(plain, key: key, at: place)
            }
        }
    }
}
