import Foundation
import NibKit
import Testing

@testable import NibKitCore
@testable import NibKitLoader
@testable import NibKitReader

/// Compiled nibs small on disk that stand for a great deal: values shared
/// many times over (arrays naming the array below twice, one nested nib
/// named by a hundred properties, one array named by thousands of views),
/// value ranges that overlap, chains thousands of views deep, connections
/// naming one object of many entries. Each is refused with one located
/// error, or loads, in work linear in the file and the expansion budget
/// (``ExpansionBudget``); every input is made here.
@Suite("Hostile compiled nibs: expansion")
struct HostileCompiledNibExpansionTests {
    typealias Payload = NIBArchiveCodec.Payload
    typealias Objects = [(className: String, values: [(key: String, payload: Payload)])]

    static let limit = ExpansionBudget.maximumValues
    static let expansion =
        "the nib expands to more than \(limit) values: its objects refer to the same arrays, dictionaries or nested nibs again and again, and each reference is written as a copy"

    static func array(_ items: [Int]) -> (className: String, values: [(key: String, payload: Payload)]) {
        ("NSArray", [("NSInlinedValue", .bool(false))] + items.map { ("UINibEncoderEmptyKey", .object($0)) })
    }

    /// Where object `index` of the NIB Archive `data` starts.
    static func offset(_ data: Data, _ index: Int) throws -> Int {
        try NIBArchiveCodec.decodeWithLayout(data).layout.objectOffsets[index]
    }

    /// A view (object 2) whose `thing` is the first of `levels` arrays,
    /// each holding the next twice: 2^levels values in a few bytes each.
    static func doublingArrays(levels: Int) -> Data {
        var objects: Objects = [
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]), array([2]), ("UIView", [("thing", .object(3))]),
        ]
        for level in 0..<levels {
            objects.append(array(level + 1 < levels ? [4 + level, 4 + level] : []))
        }
        return HostileCompiledNibTests.nibArchive(objects)
    }

    @Test("arrays that each hold the one below twice, 40 levels: one error at the view, as a NIB Archive")
    func doublingNIBArchive() throws {
        let data = Self.doublingArrays(levels: 40)
        #expect(data.count < 1_000)
        let error = try HostileCompiledNibTests.error(data)
        let offset = try Self.offset(data, 2)
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:\(offset + 1): error: object 2 (at byte \(offset)): \(Self.expansion)"
            ])
        #expect(error.diagnostics.first?.objectID == "2")
        #expect(error.diagnostics.first?.className == "UIView")
        // 2^16 values fit, and load.
        let template = try NibTemplate(data: Self.doublingArrays(levels: 16), path: "Fits.nib", registry: .dynamic)
        #expect(template.objects.map(\.className) == ["UIView"])
    }

    @Test("the same arrays as a keyed archive: one error at the view's entry of $objects")
    func doublingKeyedArchive() throws {
        // $objects: $null, the top-level array, the view, 40 arrays, the two class dictionaries.
        let levels = 40
        let (arrayClass, viewClass) = (3 + levels, 4 + levels)
        let entries = 5 + levels
        var objects: [BinaryPropertyListBuilder.Object] = Array(repeating: .string("$null"), count: entries)
        // Keys and UIDs follow the entries; `add` gives each object's number.
        func add(_ object: BinaryPropertyListBuilder.Object) -> Int {
            objects.append(object)
            return 9 + objects.count - 1
        }
        let (nsObjects, classKey, thing) = (add(.string("NS.objects")), add(.string("$class")), add(.string("thing")))
        let className = add(.string("$classname"))
        let uids = (0..<entries).map { add(HostileCompiledNibTests.uid(UInt8($0))) }
        objects[1] = .dictionary([(nsObjects, add(.array([uids[2]]))), (classKey, uids[arrayClass])])
        objects[2] = .dictionary([(thing, uids[3]), (classKey, uids[viewClass])])
        for level in 0..<levels {
            let below = level + 1 < levels ? [uids[4 + level], uids[4 + level]] : []
            objects[3 + level] = .dictionary([(nsObjects, add(.array(below))), (classKey, uids[arrayClass])])
        }
        objects[arrayClass] = .dictionary([(className, add(.string("NSArray")))])
        objects[viewClass] = .dictionary([(className, add(.string("UIView")))])
        let data = HostileCompiledNibTests.keyed(top: 1, entries: entries, objects: objects)
        #expect(data.count < 3_000)
        let error = try HostileCompiledNibTests.error(data)
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:1: error: object 2 of $objects: \(Self.expansion)"
            ])
        #expect(error.diagnostics.first?.objectID == "2")
    }

    @Test("objects naming the same values: refused by the codec, at 1:1 naming the byte")
    func overlappingRanges() throws {
        var tables = NIBArchiveCodec.Tables(keys: ["UINibTopLevelObjectsKey"], classes: [.init(name: "NSObject")])
        tables.values = Array(repeating: .init(keyIndex: 0, payload: .nil), count: 5_000)
        tables.objects = Array(repeating: .init(classIndex: 0, valueRange: 0..<5_000), count: 5_000)
        let error = try HostileCompiledNibTests.error(NIBArchiveCodec.encode(tables))
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:1: error: NIB Archive: object 1 at byte 55: its values 0 to 4999 overlap those of object 0 (values 0 to 4999); each value belongs to one object"
            ])
    }

    /// A table view (object 2) whose properties `p0` … name one `UINib`
    /// (object 3) holding `inner`.
    static func sharedNib(_ inner: Data, references: Int) -> Data {
        HostileCompiledNibTests.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]), array([2]),
            ("UITableView", (0..<references).map { ("p\($0)", .object(3)) }),
            ("UINib", [("archiveData", .data(Array(inner)))]),
        ])
    }

    @Test("one nested nib named by 100 properties, four levels deep: one error, the nested nibs read once each")
    func sharedNestedNib() throws {
        var data = HostileCompiledNibTests.cell
        for _ in 0..<4 { data = Self.sharedNib(data, references: 100) }
        #expect(data.count < 6_000)
        let error = try HostileCompiledNibTests.error(data)
        let offset = try Self.offset(data, 2)
        #expect(error.diagnostics.count == 1)
        let diagnostic = try #require(error.diagnostics.first)
        // Found inside the nested nibs, while the first of the outer
        // nib's references reads them.
        #expect(diagnostic.message.hasPrefix("object 2 (at byte \(offset)): the NIB Archive nested under 'p0': "))
        #expect(diagnostic.message.hasSuffix(Self.expansion))
        #expect((diagnostic.location.line, diagnostic.location.column) == (1, offset + 1))
        #expect(diagnostic.key == "p0")
        // Three references share the one nested template.
        let template = try NibTemplate(
            data: Self.sharedNib(HostileCompiledNibTests.cell, references: 3), path: "Shared.nib", registry: .dynamic)
        let nibs = try #require(template.objects.first).properties.compactMap { property -> NibTemplate? in
            if case .nib(let nib) = property.value { return nib }
            return nil
        }
        #expect(nibs.count == 3)
        #expect(nibs.allSatisfy { $0.objects.map(\.className) == ["UITableViewCell", "UILabel"] })
        // A broken nested nib named 100 times is one error, at the first reference.
        let broken = HostileCompiledNibTests.nibArchive([("NSObject", [("Something", .int8(1))])])
        let once = try HostileCompiledNibTests.error(Self.sharedNib(broken, references: 100))
        #expect(
            once.diagnostics.map(\.message) == [
                "object 2 (at byte \(offset)): the NIB Archive nested under 'p0': object 0 (at byte 50): the root object has neither UINibTopLevelObjectsKey (UIKit) nor IB.objectdata (AppKit); this is no nib"
            ])
    }

    /// A chain of `count` views, the first at top level, each holding the next.
    static func chain(_ count: Int) -> Data {
        var objects: Objects = [("NSObject", [("UINibTopLevelObjectsKey", .object(1))]), array([2])]
        for index in 0..<count {
            objects.append(("UIView", index + 1 < count ? [("UIContentView", .object(3 + index))] : []))
        }
        return HostileCompiledNibTests.nibArchive(objects)
    }

    @Test("a chain of 20,000 views each holding the next: one error at the 257th, found before anything is built")
    func deepChain() throws {
        let data = Self.chain(20_000)
        let error = try HostileCompiledNibTests.error(data)
        // The top-level view is object 2, at depth 0: object 258 is at depth 256.
        let offset = try Self.offset(data, 258)
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:\(offset + 1): error: object 258 (at byte \(offset)): objects nest more than \(CompiledNibParser.maximumDepth) deep"
            ])
        // 256 levels still load.
        let fits = try NibTemplate(
            data: Self.chain(CompiledNibParser.maximumDepth), path: "Fits.nib", registry: .dynamic)
        #expect(fits.objects.count == CompiledNibParser.maximumDepth)
    }

    @Test("many connections naming one label of many entries find its text past them all")
    func connectionsNamingOneLargeObject() throws {
        // 0 root, 1 top-level list, 2 the view, 3 the connections, 4 the
        // label's string (2,000 entries before its bytes), 5… connections.
        let (connections, entries) = (2_000, 2_000)
        var objects: Objects = [
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibConnectionsKey", .object(3))]),
            Self.array([2]), ("UIView", []), Self.array(Array(5..<(5 + connections))),
            (
                "NSString",
                Array(repeating: ("Junk", .int8(0)), count: entries) + [("NS.bytes", .data(Array("tag".utf8)))]
            ),
        ]
        for _ in 0..<connections {
            objects.append(
                (
                    "UIRuntimeOutletConnection",
                    [("UISource", .object(2)), ("UIDestination", .object(2)), ("UILabel", .object(4))]
                )
            )
        }
        let template = try NibTemplate(
            data: HostileCompiledNibTests.nibArchive(objects), path: "Many.nib", registry: .dynamic)
        #expect(template.connections.count == connections)
        #expect(template.connections.allSatisfy { $0.name == "tag" })
    }

    @Test("an object of many entries answers each key with its first entry, and its elements in order")
    func keyIndex() {
        let entries: [(key: String, value: CompiledNibGraph.Value)] =
            (0..<40).map { ("K\($0 % 10)", .integer($0)) } + [("UINibEncoderEmptyKey", .integer(-1))]
            + [("UINibEncoderEmptyKey", .integer(-2))]
        for count in [5, entries.count] {
            let object = CompiledNibGraph.Object(
                className: "NSArray", entries: Array(entries.suffix(count)), position: 0)
            #expect(object.value(forKey: "UINibEncoderEmptyKey") == .integer(-1))
            #expect(object.elements == [.integer(-1), .integer(-2)])
            #expect(object.value(forKey: "Missing") == nil)
        }
        let large = CompiledNibGraph.Object(className: "NSObject", entries: entries, position: 0)
        #expect(large.value(forKey: "K3") == .integer(3))
        #expect(large.position(ofKey: "K9") == 9)
    }

    /// `count` top-level views (objects 2…) whose `key` names one array
    /// (object 1, the top-level list itself when `shared`), which holds them all.
    static func viewsSharingAnArray(_ count: Int) -> Data {
        var objects: Objects = [("NSObject", [("UINibTopLevelObjectsKey", .object(1))]), array(Array(2..<(2 + count)))]
        objects += Array(repeating: ("UIView", [("thing", .object(1))]), count: count)
        return HostileCompiledNibTests.nibArchive(objects)
    }

    @Test("one array of views that every view names: one warning at the array, or one error past the budget")
    func viewsSharingAnArray() throws {
        // Each view would wait for every other: the references are left
        // out, said once, at the array.
        let data = Self.viewsSharingAnArray(100)
        let template = try NibTemplate(data: data, path: "Shared.nib", registry: .dynamic)
        let array = try Self.offset(data, 1)
        #expect(template.objects.count == 100)
        #expect(
            template.warnings.map(\.description) == [
                "Shared.nib:1:\(array + 1): warning: object 1 (at byte \(array)): a reference under 'thing' to object 2 (at byte \(try Self.offset(data, 2))) inside a container would make the two objects wait for each other; it is left out, as is every such reference in the container"
            ])
        // Two thousand views naming two thousand: four million references, refused.
        let large = Self.viewsSharingAnArray(2_000)
        let error = try HostileCompiledNibTests.error(large)
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.message.hasSuffix(Self.expansion) == true)
    }

    /// One view at top level; every view's subviews are one array (object 2)
    /// of all `count` views.
    static func viewsSharingSubviews(_ count: Int) -> Data {
        var objects: Objects = [("NSObject", [("UINibTopLevelObjectsKey", .object(1))]), array([3])]
        objects.append(array(Array(3..<(3 + count))))
        objects += Array(repeating: ("UIView", [("UISubviews", .object(2))]), count: count)
        return HostileCompiledNibTests.nibArchive(objects)
    }

    @Test("one subviews array that holds itself through every view: one error at the array, or one past the budget")
    func viewsSharingSubviews() throws {
        let data = Self.viewsSharingSubviews(100)
        let error = try HostileCompiledNibTests.error(data)
        let array = try Self.offset(data, 2)
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:\(array + 1): error: object 2 (at byte \(array)): the NSArray contains itself"
            ])
        let large = try HostileCompiledNibTests.error(Self.viewsSharingSubviews(20_000))
        #expect(large.diagnostics.count == 1)
        #expect(large.diagnostics.first?.message.hasSuffix(Self.expansion) == true)
    }

    @Test("a reader of several nibs passes them one budget: what fits once is refused the second time")
    func oneBudgetAcrossNibs() throws {
        let data = Self.doublingArrays(levels: 17)
        var budget = ExpansionBudget()
        _ = try CompiledNibParser.read(data, path: "First.nib", budget: &budget)
        #expect(budget.spent > Self.limit / 2 && !budget.isExhausted)
        let error = try #require(throws: NibError.self) {
            try CompiledNibParser.read(data, path: "Second.nib", budget: &budget)
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.message.hasSuffix(Self.expansion) == true)
        #expect(budget.isExhausted)
    }

    @Test("a .storyboardc's scene nibs spend one budget: nibs that each fit are refused together")
    func oneBudgetAcrossScenes() throws {
        // Each scene nib expands to 2^15 values and some: one fits, eight do not.
        let folder = try TemporaryBundle(name: "Budget.storyboardc")
        var nibNames: [String: String] = [:]
        for index in 0..<8 {
            try folder.write("scene\(index).nib", Self.doublingArrays(levels: 15))
            nibNames["scene\(index)"] = "scene\(index)"
        }
        try folder.write(
            "Info.plist",
            try PropertyListSerialization.data(
                fromPropertyList: ["UIViewControllerIdentifiersToNibNames": nibNames], format: .binary, options: 0))
        let error = try #require(throws: NibError.self) {
            try NibStoryboard(contentsOf: folder.root, registry: .dynamic)
        }
        #expect(error.code == .invalidArchive)
        let refused = error.diagnostics.filter { $0.message.hasSuffix(Self.expansion) }
        #expect(refused.count == 1)
        // The eighth nib read is the one past the budget.
        #expect(refused.first?.objectID == "scene7")
        #expect(refused.first?.location.file.hasSuffix("Budget.storyboardc/scene7.nib") == true)
        // Alone, each of them loads.
        let alone = try NibTemplate(data: Self.doublingArrays(levels: 15), path: "Alone.nib", registry: .dynamic)
        #expect(alone.objects.map(\.className) == ["UIView"])
    }
}
