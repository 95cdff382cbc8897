import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Compiled nibs that read as something they are not: numbers that are not
/// finite, placeholders listed among the windows shown at launch, lists of
/// top-level objects or connections that are no list. Each is refused with
/// a located error naming the object, its class and the key, by the rule
/// every document is held to, not by a second copy for compiled nibs.
@Suite("Hostile compiled nibs: values and lists that read as something else")
struct HostileCompiledNibQuietTests {
    typealias Payload = NIBArchiveCodec.Payload

    /// Geometry as UIKit's NIB Archives store it: a tag byte 7 and float64s.
    static func geometry(_ numbers: Double...) -> Payload {
        .data([7] + numbers.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) })
    }

    /// A UIKit NIB Archive: the root (object 0) with `rootValues`, its
    /// top-level list (object 1: File's Owner, object 2, and a view, object
    /// 3, with `viewValues`), the owner's identifier (object 4), then
    /// `extra` objects from 5 on.
    static func uiKit(
        rootValues: [(key: String, payload: Payload)] = [],
        viewValues: [(key: String, payload: Payload)] = [],
        extra: [(className: String, values: [(key: String, payload: Payload)])] = []
    ) -> Data {
        HostileCompiledNibTests.nibArchive(
            [
                ("NSObject", [("UINibTopLevelObjectsKey", .object(1))] + rootValues),
                ("NSArray", [("UINibEncoderEmptyKey", .object(2)), ("UINibEncoderEmptyKey", .object(3))]),
                ("UIProxyObject", [("UIProxiedObjectIdentifier", .object(4))]),
                ("UIView", viewValues),
                ("NSString", [("NS.bytes", .data(Array("IBFilesOwner".utf8)))]),
            ] + extra)
    }

    /// Where object `index` of a NIB Archive is reported: line 1, at the
    /// column of its entry in the object table.
    static func location(of index: Int, in data: Data, path: String = "Hostile.nib") throws -> String {
        let graph = try CompiledNibGraph.read(data)
        return "\(path):1:\(graph.objects[index].position + 1)"
    }

    static func error(_ data: Data, path: String = "Hostile.nib") throws -> NibError {
        try #require(throws: NibError.self) { try NibTemplate(data: data, path: path, registry: .dynamic) }
    }

    // MARK: Numbers that are not finite (issue 24, case 12)

    @Test("NaN and infinity in a NIB Archive's bounds, centre, alpha, colour and font size are refused where written")
    func nonFiniteNumbers() throws {
        let data = Self.uiKit(
            viewValues: [
                ("UIBounds", Self.geometry(0, .nan, 10, 10)),
                ("UICenter", Self.geometry(.infinity, 0)),
                ("UIAlpha", .float64(.nan)),
                ("UIBackgroundColor", .object(5)),
                ("UIFont", .object(6)),
            ],
            extra: [
                ("UIColor", [("UIRed", .float64(1)), ("UIGreen", .float64(-.infinity)), ("UIBlue", .float64(0))]),
                ("UIFont", [("UIFontName", .object(7)), ("UIFontPointSize", .float64(.infinity))]),
                ("NSString", [("NS.bytes", .data(Array("Helvetica".utf8)))]),
            ])
        let view = try Self.location(of: 3, in: data)
        // Under the keys they are translated to: UIBounds and UICenter make the frame.
        let expected = [
            "\(view): error: the value of 'alpha' holds nan, which is not a finite number",
            "\(view): error: the value of 'backgroundColor' holds -inf, which is not a finite number",
            "\(view): error: the value of 'fontDescription' holds inf, which is not a finite number",
            "\(view): error: the value of 'frame' holds inf, which is not a finite number",
        ]
        for mode in [ReadingMode.lenient, .strict] {
            let error = try #require(throws: NibError.self) {
                try NibTemplate(data: data, path: "Hostile.nib", registry: .dynamic, mode: mode)
            }
            #expect(error.code == .invalidArchive)
            #expect(error.diagnostics.map(\.description) == expected)
            #expect(error.diagnostics.allSatisfy { $0.objectID == "3" && $0.className == "UIView" })
            #expect(error.diagnostics.map(\.key) == ["alpha", "backgroundColor", "fontDescription", "frame"])
        }
        // lint says the same, so `nibtool compile` never writes what its own reader refuses.
        #expect(
            NibTemplate.diagnose(data: data, path: "Hostile.nib", registry: .dynamic).map(\.description) == expected)
    }

    @Test("NaN in a keyed archive's geometry text is refused at its object")
    func nonFiniteGeometryText() throws {
        // $top: {UINibTopLevelObjectsKey: UID 1}; $objects: [$null, an NSArray of
        // UID 3, its class, a UIView whose NSFrame is "{{nan, 0}, {1, 1}}", its class].
        let objects: [BinaryPropertyListBuilder.Object] = [
            .dictionary([(key: 1, value: 2), (key: 3, value: 4), (key: 5, value: 6), (key: 7, value: 8)]),
            .string("$archiver"), .string("NSKeyedArchiver"), .string("$version"),
            .raw([0x12, 0x00, 0x01, 0x86, 0xA0]), .string("$top"), .dictionary([(key: 9, value: 10)]),
            .string("$objects"), .array([11, 12, 13, 14, 15]),
            .string("UINibTopLevelObjectsKey"), HostileCompiledNibTests.uid(1),
            // 11...15: the elements of $objects.
            .string("$null"),
            .dictionary([(key: 16, value: 17), (key: 18, value: 19)]),
            .dictionary([(key: 20, value: 21)]),
            .dictionary([(key: 22, value: 23), (key: 18, value: 24)]),
            .dictionary([(key: 20, value: 25)]),
            // 16...: what they refer to.
            .string("NS.objects"), .array([26]), .string("$class"), HostileCompiledNibTests.uid(2),
            .string("$classname"), .string("NSArray"),
            .string("NSFrame"), .string("{{nan, 0}, {1, 1}}"), HostileCompiledNibTests.uid(4),
            .string("UIView"), HostileCompiledNibTests.uid(3),
        ]
        let error = try Self.error(BinaryPropertyListBuilder.build(objects))
        #expect(
            error.diagnostics.map(\.description) == [
                "Hostile.nib:1:1: error: the value of 'frame' holds nan, which is not a finite number"
            ])
        #expect(error.diagnostics.first?.objectID == "3")
        #expect(error.diagnostics.first?.className == "UIView")
    }

    // MARK: Placeholders shown at launch (issue 24, case 13)

    @Test("a visible-windows list naming File's Owner or an external object is refused at the placeholder")
    func placeholderShownAtLaunch() throws {
        let data = Self.uiKit(
            rootValues: [("UINibVisibleWindowsKey", .object(5))],
            extra: [
                ("NSArray", [("UINibEncoderEmptyKey", .object(2)), ("UINibEncoderEmptyKey", .object(3))])
            ])
        let shown =
            "File's Owner is listed among the objects shown at launch; a placeholder stands for an object made elsewhere, and only created objects are shown"
        for mode in [ReadingMode.lenient, .strict] {
            let error = try #require(throws: NibError.self) {
                try NibTemplate(data: data, path: "Hostile.nib", registry: .dynamic, mode: mode)
            }
            #expect(error.diagnostics.map(\.description) == ["\(try Self.location(of: 2, in: data)): error: \(shown)"])
            #expect(error.diagnostics.first?.objectID == "2")
        }
        // An external object, the same.
        let external = HostileCompiledNibTests.nibArchive([
            ("NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibVisibleWindowsKey", .object(1))]),
            ("NSArray", [("UINibEncoderEmptyKey", .object(2))]),
            ("UIProxyObject", [("UIProxiedObjectIdentifier", .object(3))]),
            ("NSString", [("NS.bytes", .data(Array("Store".utf8)))]),
        ])
        #expect(
            try Self.error(external).diagnostics.map(\.description) == [
                "\(try Self.location(of: 2, in: external)): error: external object 'Store' is listed among the objects shown at launch; a placeholder stands for an object made elsewhere, and only created objects are shown"
            ])
        // Created objects in the list are still shown.
        let view = Self.uiKit(
            rootValues: [("UINibVisibleWindowsKey", .object(5))],
            extra: [("NSArray", [("UINibEncoderEmptyKey", .object(3))])])
        let template = try NibTemplate(data: view, path: "Hostile.nib", registry: .dynamic)
        #expect(template.objects.filter(\.isVisibleAtLaunch).map(\.id) == ["3"])
    }

    // MARK: Lists that are no list (issue 24, case 15)

    @Test(
        "a NIB Archive whose top-level objects, connections or visible windows are a number or a string is refused at the root",
        arguments: [
            "UINibTopLevelObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey", "UINibKeyValuePairsKey",
        ])
    func listIsNoList(key: String) throws {
        for (payload, found) in [(Payload.int8(5), "a number"), (.object(5), "an object of class NSString")] {
            var root: [(key: String, payload: Payload)] = [("UINibTopLevelObjectsKey", .object(1))]
            root.removeAll { $0.key == key }
            root.append((key, payload))
            let data = HostileCompiledNibTests.nibArchive([
                ("NSObject", root),
                ("NSArray", [("UINibEncoderEmptyKey", .object(2))]),
                ("UIView", []),
                ("NSString", [("NS.bytes", .data(Array("IBFilesOwner".utf8)))]),
                ("NSString", [("NS.bytes", .data(Array("UIView".utf8)))]),
                ("NSString", [("NS.bytes", .data(Array("a string".utf8)))]),
            ])
            let error = try Self.error(data)
            let position = try CompiledNibGraph.read(data).objects[0].position
            let printed = error.diagnostics.map(\.description)
            #expect(
                printed == [
                    "\(try Self.location(of: 0, in: data)): error: object 0 (at byte \(position)): \(key) holds \(found), not an array of objects"
                ])
            #expect(error.diagnostics.first?.key == key)
            #expect(error.diagnostics.first?.objectID == "0")
            #expect(error.diagnostics.first?.className == "NSObject")
            #expect(NibTemplate.diagnose(data: data, path: "Hostile.nib", registry: .dynamic).count == 1)
        }
    }

    @Test(
        "an AppKit nib whose NSObjectsKeys, NSConnections or NSVisibleWindows are a number is refused at IB.objectdata",
        arguments: ["NSObjectsKeys", "NSObjectsValues", "NSConnections", "NSVisibleWindows"])
    func appKitListIsNoList(key: String) throws {
        let data = HostileCompiledNibTests.nibArchive([
            ("NSObject", [("IB.objectdata", .object(1))]),
            ("NSIBObjectData", [("NSRoot", .object(2)), (key, .float64(1.5))]),
            ("NSCustomObject", [("NSClassName", .object(3))]),
            ("NSString", [("NS.bytes", .data(Array("Owner".utf8)))]),
        ])
        let position = try CompiledNibGraph.read(data).objects[1].position
        let found = try Self.error(data).diagnostics.map(\.description)
        #expect(
            found == [
                "\(try Self.location(of: 1, in: data)): error: object 1 (at byte \(position)): \(key) holds a number, not an array of objects"
            ])
    }

    @Test("a keyed archive whose top-level objects are a string is refused")
    func keyedListIsNoList() throws {
        let objects: [BinaryPropertyListBuilder.Object] = [
            .dictionary([(key: 1, value: 2), (key: 3, value: 4), (key: 5, value: 6), (key: 7, value: 8)]),
            .string("$archiver"), .string("NSKeyedArchiver"), .string("$version"),
            .raw([0x12, 0x00, 0x01, 0x86, 0xA0]), .string("$top"), .dictionary([(key: 9, value: 10)]),
            .string("$objects"), .array([11]),
            .string("UINibTopLevelObjectsKey"), .string("not a list"),
            .string("$null"),
        ]
        let error = try Self.error(BinaryPropertyListBuilder.build(objects))
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.location.description == "Hostile.nib:1:1")
        #expect(
            error.diagnostics.first?.message.hasSuffix(
                "UINibTopLevelObjectsKey holds a string, not an array of objects")
                == true)
        #expect(error.diagnostics.first?.key == "UINibTopLevelObjectsKey")
    }
}
