import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Hand-made damage to compiled nibs: every truncation of a real NIB Archive
/// and keyed archive, wrong magic, UIDs and indexes naming nothing, a class
/// that is none, a container holding itself, nesting past the bound. Each is
/// one located error, never a crash.
@Suite("Hostile compiled nibs")
struct HostileCompiledNibTests {
    typealias Payload = NIBArchiveCodec.Payload

    static let nibArchive =
        "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPCommonSharedResources.bundle__GPPACLSearchView.nib"
    static let keyedArchive =
        "ShareKit__ShareKit__Frameworks__LiveSDK.framework__Versions__5.0.3875.0411__Resources__LiveAuthDialog_iPhone.nib"

    static func corpus(_ name: String) throws -> Data {
        try Data(contentsOf: CompiledNibTests.url(name))
    }

    /// A NIB Archive of `objects`, each a class and its values; keys and
    /// classes are numbered as they first appear.
    static func nibArchive(_ objects: [(className: String, values: [(key: String, payload: Payload)])]) -> Data {
        var tables = NIBArchiveCodec.Tables()
        func index(_ name: String, in list: inout [String]) -> Int {
            if let found = list.firstIndex(of: name) { return found }
            list.append(name)
            return list.count - 1
        }
        var classNames: [String] = []
        for object in objects {
            let start = tables.values.count
            for value in object.values {
                tables.values.append(
                    NIBArchiveCodec.Value(keyIndex: index(value.key, in: &tables.keys), payload: value.payload))
            }
            tables.objects.append(
                NIBArchiveCodec.Object(
                    classIndex: index(object.className, in: &classNames), valueRange: start..<tables.values.count))
        }
        tables.classes = classNames.map { NIBArchiveCodec.ClassName(name: $0) }
        return NIBArchiveCodec.encode(tables)
    }

    static func error(_ data: Data, path: String = "Hostile.nib") throws -> NibError {
        try #require(throws: NibError.self) { try NibTemplate(data: data, path: path, registry: .dynamic) }
    }

    static func message(_ data: Data) throws -> String {
        let error = try error(data)
        #expect(error.diagnostics.count >= 1)
        return error.diagnostics.map(\.message).joined(separator: "\n")
    }

    /// A keyed archive: `$top` and `$objects` as binary property-list objects,
    /// written by ``BinaryPropertyListBuilder``; `uid(n)` makes a UID object.
    static func uid(_ value: UInt8) -> BinaryPropertyListBuilder.Object { .raw([0x80, value]) }

    // MARK: Truncation

    @Test("a NIB Archive cut short anywhere past its magic is one error at 1:1 naming a byte")
    func truncatedNIBArchive() throws {
        let data = try Self.corpus(Self.nibArchive)
        for length in 10..<data.count {
            let error = try Self.error(data.prefix(length))
            let diagnostic = try #require(error.diagnostics.first)
            #expect(error.diagnostics.count == 1)
            #expect(
                diagnostic.message.hasPrefix("NIB Archive: ") && diagnostic.message.contains("at byte "),
                "\(length): \(diagnostic.message)")
            #expect((diagnostic.location.line, diagnostic.location.column) == (1, 1))
        }
    }

    @Test("a keyed archive cut short anywhere past its magic is one error, never a crash")
    func truncatedKeyedArchive() throws {
        let data = try Self.corpus(Self.keyedArchive)
        for length in 8..<data.count {
            let error = try Self.error(data.prefix(length))
            #expect(error.code == .invalidArchive)
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.message.contains("binary property list") == true, "\(length)")
        }
    }

    // MARK: Magic

    @Test("a NeXT typedstream is refused as such")
    func typedStream() throws {
        let error = try Self.error(Data([0x04, 0x0B] + Array("typedstream".utf8) + [0x81, 0x03, 0xE8]))
        #expect(error.code == .unsupportedFormat)
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:1: error: NeXT typedstream nib (NSArchiver), not supported; open it in Interface Builder 3 or later and save it as a keyed archive or a .xib"
            ])
    }

    @Test("a binary property list that is no keyed archive says which part is missing")
    func notAKeyedArchive() throws {
        let wrongArchiver = BinaryPropertyListBuilder.build([
            .dictionary([(key: 1, value: 2)]), .string("$archiver"), .string("NSArchiver"),
        ])
        #expect(
            try Self.message(wrongArchiver) == "not a keyed archive: $archiver is 'NSArchiver', not 'NSKeyedArchiver'")
        let array = BinaryPropertyListBuilder.build([.array([])])
        #expect(try Self.message(array) == "not a keyed archive: the property list is an array, not a dictionary")
    }

    // MARK: Keyed archives

    /// `{$archiver, $version, $top: {UINibTopLevelObjectsKey: UID(top)},
    /// $objects}`: `objects` are property-list objects numbered from 9, the
    /// first `entries` of them the elements of `$objects`, the rest what
    /// those refer to.
    static func keyed(top: UInt8, entries: Int, objects: [BinaryPropertyListBuilder.Object]) -> Data {
        let list = Array(9..<(9 + entries))
        let head: [BinaryPropertyListBuilder.Object] = [
            .dictionary([(key: 1, value: 2), (key: 3, value: 4), (key: 5, value: 6), (key: 7, value: 8)]),
            .string("$archiver"), .string("NSKeyedArchiver"), .string("$version"),
            .raw([0x12, 0x00, 0x01, 0x86, 0xA0]),
            .string("$top"), .raw([]), .string("$objects"), .array(list),
        ]
        // Object 6 is $top: {UINibTopLevelObjectsKey: UID(top)}, written after the objects.
        let topIndex = 9 + objects.count
        var all = head + objects + [.string("UINibTopLevelObjectsKey"), Self.uid(top)]
        all[6] = .dictionary([(key: topIndex, value: topIndex + 1)])
        return BinaryPropertyListBuilder.build(all)
    }

    @Test("a UID past $objects names the object and the key")
    func uidPastObjects() throws {
        // $objects: [$null, {NS.objects: [UID 7], $class: UID 2}, {$classname: NSArray}]
        let data = Self.keyed(
            top: 1, entries: 3,
            objects: [
                .string("$null"),
                .dictionary([(key: 12, value: 13), (key: 14, value: 15)]),
                .dictionary([(key: 16, value: 17)]),
                .string("NS.objects"), .array([18]), .string("$class"), Self.uid(2),
                .string("$classname"), .string("NSArray"), Self.uid(7),
            ])
        #expect(
            try Self.message(data)
                == "the keyed archive's object 1 of $objects refers under 'NS.objects' to UID 7, past its 3 objects")
    }

    @Test("a $class that names no class dictionary is an error at its object")
    func classIsNoClass() throws {
        let data = Self.keyed(
            top: 1, entries: 2,
            objects: [
                .string("$null"), .dictionary([(key: 11, value: 12)]), .string("$class"), Self.uid(0),
            ])
        #expect(
            try Self.message(data)
                == "the keyed archive's object 1 of $objects has a $class that names no class dictionary")
    }

    // MARK: NIB Archives

    @Test("a NIB Archive whose root is no nib is refused at the root's entry")
    func rootIsNoNib() throws {
        let data = Self.nibArchive([("NSObject", [("Something", .int8(1))])])
        let error = try Self.error(data)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.message.hasSuffix(
                "the root object has neither UINibTopLevelObjectsKey (UIKit) nor IB.objectdata (AppKit); this is no nib"
            ))
        #expect(diagnostic.message.hasPrefix("object 0 (at byte 50)"))
        #expect(diagnostic.location.column == 51)
        #expect(diagnostic.objectID == "0")
    }

    @Test("an array that holds itself is an error naming it")
    func arrayHoldsItself() throws {
        let data = Self.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2))]),
            ("UIView", [("UISubviews", .object(3))]),
            ("NSMutableArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(3))]),
        ])
        let error = try Self.error(data)
        #expect(error.diagnostics.map(\.message).contains { $0.hasSuffix("the NSMutableArray contains itself") })
        #expect(error.diagnostics.first?.objectID == "3")
    }

    @Test("views nested past the bound are refused, not recursed into")
    func nestingPastTheBound() throws {
        let depth = CompiledNibParser.maximumDepth + 10
        var objects: [(className: String, values: [(key: String, payload: Payload)])] = [
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2))]),
        ]
        for level in 0..<depth {
            objects.append(("UIView", level + 1 < depth ? [("UIContentView", .object(3 + level))] : []))
        }
        let message = try Self.message(Self.nibArchive(objects))
        #expect(message.contains("nest more than \(CompiledNibParser.maximumDepth) deep"))
    }

    @Test("a connection missing its source is an error at the connection's entry")
    func connectionWithoutSource() throws {
        let data = Self.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibConnectionsKey", .object(3))]),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2))]),
            ("UIView", []),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(4))]),
            ("UIRuntimeOutletConnection", [("UIDestination", .object(2)), ("UILabel", .data(Array("view".utf8)))]),
        ])
        let diagnostic = try #require(try Self.error(data).diagnostics.first)
        #expect(diagnostic.message.hasSuffix("the UIRuntimeOutletConnection needs UISource, UIDestination and UILabel"))
        #expect(diagnostic.objectID == "4")
        #expect(diagnostic.className == "UIRuntimeOutletConnection")
    }

    @Test("event masks become Interface Builder's event names, one action per bit")
    func eventMask() throws {
        let data = Self.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibConnectionsKey", .object(4))]),
            (
                "NSArray",
                [
                    ("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2)),
                    ("UINibEncoderEmptyKey", .object(3)),
                ]
            ),
            ("UIButton", []),
            ("UIView", []),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(5))]),
            (
                "UIRuntimeEventConnection",
                [
                    ("UISource", .object(2)), ("UIDestination", .object(3)), ("UILabel", .object(6)),
                    ("UIEventMask", .int32(1 << 6 | 1 << 12)),
                ]
            ),
            ("NSString", [("NS.bytes", .data(Array("tapped:".utf8)))]),
        ])
        let template = try NibTemplate(data: data, path: "Events.nib", registry: .dynamic)
        let actions = template.connections.filter { $0.kind == .action }
        #expect(actions.map { $0.event?.rawValue } == ["touchUpInside", "valueChanged"])
        #expect(actions.allSatisfy { $0.name == "tapped:" && template.objects[$0.source].className == "UIButton" })
    }

    @Test("a constraint's attribute that is no whole number is left out, not trapped on")
    func constraintAttributeNotANumber() throws {
        let data = Self.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2))]),
            ("UIView", [("UIViewAutolayoutConstraints", .object(3))]),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(4))]),
            (
                "NSLayoutConstraint",
                [
                    ("NSFirstItem", .object(2)), ("NSFirstAttribute", .float64(.nan)),
                    ("NSSecondAttribute", .float64(1e300)),
                    ("NSRelation", .int8(-1)), ("NSConstant", .float32(8)),
                ]
            ),
        ])
        let template = try NibTemplate(data: data, path: "Constraint.nib", registry: .dynamic)
        let constraint = try #require(template.objects.first { $0.className == "NSLayoutConstraint" })
        #expect(constraint.properties.map(\.key) == ["relation", "constant"])
        // Its item, the view holding it, is an outlet, as a xib's constraint items are.
        let items = template.connections.filter { template.objects[$0.source].className == "NSLayoutConstraint" }
        #expect(items.map(\.name) == ["firstItem"])
        #expect(items.first?.destination.map { template.objects[$0].className } == "UIView")
        _ = try template.instantiate()
    }

    /// A nib whose one top-level object, a table view, holds `inner` as the
    /// prototype cell `Cell`: a dictionary of reuse identifiers and `UINib`s
    /// with `archiveData`, as a compiled storyboard writes it.
    static func tableView(holding inner: Data) -> Data {
        nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]),
            ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2))]),
            ("UITableView", [("UITableViewCellPrototypeNibs", .object(3))]),
            (
                "NSDictionary",
                [
                    ("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(4)),
                    ("UINibEncoderEmptyKey", .object(5)),
                ]
            ),
            ("NSString", [("NS.bytes", .data(Array("Cell".utf8)))]),
            ("UINib", [("archiveData", .data(Array(inner)))]),
        ])
    }

    /// A cell nib: a `UITableViewCell` at top level, a label in it, and
    /// the cell's outlet to the label.
    static let cell = nibArchive([
        (
            "NSObject",
            [("UINibTopLevelObjectsKey", .object(1)), ("UINibConnectionsKey", .object(4))]
        ),
        ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2))]),
        ("UITableViewCell", [("UISubviews", .object(3))]),
        ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(5))]),
        ("NSArray", [("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(6))]),
        ("UILabel", [("UIText", .object(7))]),
        (
            "UIRuntimeOutletConnection",
            [("UILabel", .object(8)), ("UISource", .object(2)), ("UIDestination", .object(5))]
        ),
        ("NSString", [("NS.bytes", .data(Array("Hello".utf8)))]),
        ("NSString", [("NS.bytes", .data(Array("titleLabel".utf8)))]),
    ])

    /// Where the table view's entry starts in `tableView(holding:)`'s bytes.
    static func tableViewOffset(_ data: Data) throws -> Int {
        try #require(NIBArchiveCodec.decodeWithLayout(data).layout.objectOffsets.dropFirst(2).first)
    }

    @Test("a prototype cell is a nested template of its own, which the holder's load does not instantiate")
    func nestedCell() throws {
        let data = Self.tableView(holding: Self.cell)
        let template = try NibTemplate(data: data, path: "Table.nib", registry: .dynamic)
        #expect(template.objects.map(\.className) == ["UITableView"])
        let value = try #require(template.objects.first?.properties.first { $0.key == "UITableViewCellPrototypeNibs" })
        guard case .dictionary(let entries) = value.value, case .nib(let cell)? = entries.first?.value else {
            Issue.record("not a nested template: \(value.value)")
            return
        }
        #expect(entries.map(\.key) == ["Cell"])
        #expect(cell.objects.map(\.className) == ["UITableViewCell", "UILabel"])
        #expect(cell.connections.map(\.name) == ["titleLabel"])
        let graph = try template.instantiate()
        #expect(graph.allObjects.count == 1)
        let made = try cell.instantiate()
        let top = try #require(made.topLevelObjects.first as? DynamicObject)
        let label = try #require(top.values["titleLabel"] as? DynamicObject)
        // UIText and UISubviews, translated into a xib's keys.
        #expect(label.className == "UILabel" && label.values["text"] as? String == "Hello")
        #expect((top.values["subviews"] as? [NibObject])?.first === label)
    }

    @Test("NIB Archives nested in data values are checked, to a bounded depth")
    func nestedArchives() throws {
        // A nested archive that is no nib is the outer nib's error, at the holder.
        let broken = Self.nibArchive([("NSObject", [("Something", .int8(1))])])
        let outer = Self.tableView(holding: broken)
        let error = try Self.error(outer)
        let offset = try Self.tableViewOffset(outer)
        #expect(
            error.diagnostics.map(\.message) == [
                "object 2 (at byte \(offset)): the NIB Archive nested under 'Cell': object 0 (at byte 50): the root object has neither UINibTopLevelObjectsKey (UIKit) nor IB.objectdata (AppKit); this is no nib"
            ])
        #expect(error.diagnostics.first?.location.line == 1 && error.diagnostics.first?.location.column == offset + 1)
        #expect(error.diagnostics.first?.className == "UITableView")
        #expect(error.diagnostics.first?.key == "Cell")
        // Nested deeper than the bound: refused, not recursed into.
        var data = Self.cell
        for _ in 0..<(CompiledNibParser.maximumArchiveNesting + 2) { data = Self.tableView(holding: data) }
        let deep = try Self.message(data)
        #expect(
            deep.contains(
                "NIB Archives nest inside each other's data more than \(CompiledNibParser.maximumArchiveNesting) deep"))
        // As deep as the bound: loads.
        data = Self.cell
        for _ in 0..<CompiledNibParser.maximumArchiveNesting { data = Self.tableView(holding: data) }
        #expect(throws: Never.self) { try NibTemplate(data: data, path: "Cell.nib", registry: .dynamic) }
    }

    @Test("a nested archive cut short anywhere is one error at the object that holds it, naming a byte")
    func truncatedNestedArchive() throws {
        for length in 10..<Self.cell.count {
            let outer = Self.tableView(holding: Self.cell.prefix(length))
            let error = try Self.error(outer)
            let offset = try Self.tableViewOffset(outer)
            #expect(error.diagnostics.count == 1, "\(length)")
            let diagnostic = try #require(error.diagnostics.first)
            #expect(
                diagnostic.message.hasPrefix(
                    "object 2 (at byte \(offset)): the NIB Archive nested under 'Cell': NIB Archive: ")
                    && diagnostic.message.contains("at byte "), "\(length): \(diagnostic.message)")
            #expect((diagnostic.location.line, diagnostic.location.column) == (1, offset + 1))
        }
    }

    @Test("a nested nib that reads but whose template fails is the holder's error, naming the nested object")
    func failingNestedTemplate() throws {
        // The cell's outlet names First Responder as a value: its template, not its archive, is wrong.
        let inner = Self.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1))]),
            (
                "NSArray",
                [
                    ("NSInlinedValue", .bool(false)), ("UINibEncoderEmptyKey", .object(2)),
                    ("UINibEncoderEmptyKey", .object(3)),
                ]
            ),
            ("UIProxyObject", [("UIProxiedObjectIdentifier", .object(4))]),
            ("UITableViewCell", [("UIDelegate", .object(2))]),
            ("NSString", [("NS.bytes", .data(Array("IBFirstResponder".utf8)))]),
        ])
        let alone = try Self.error(inner, path: "Cell.nib")
        let outer = Self.tableView(holding: inner)
        let error = try Self.error(outer)
        let offset = try Self.tableViewOffset(outer)
        let problem = try #require(alone.diagnostics.first)
        #expect(
            error.diagnostics.map(\.message) == [
                "the NIB Archive nested under 'Cell': object \(problem.objectID ?? "") (UITableViewCell): \(problem.message)"
            ])
        #expect(error.diagnostics.first?.location.line == 1 && error.diagnostics.first?.location.column == offset + 1)
        #expect(error.diagnostics.first?.objectID == "2")
        #expect(error.diagnostics.first?.className == "UITableView")
    }
}
