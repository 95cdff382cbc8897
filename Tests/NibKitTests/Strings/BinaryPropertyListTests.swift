import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// NibKit's own reader of binary property lists, held to what Foundation
/// writes and reads.
@Suite("Binary property lists")
struct BinaryPropertyListTests {
    @Test("every kind of value Foundation writes reads back as Foundation reads it")
    func matchesFoundation() throws {
        let values: [String: Any] = [
            "small": 7, "byte": 200, "short": 40_000, "int": 3_000_000_000, "long": Int.max, "negative": -5,
            "min": Int.min, "real": 1.5, "float": Float(0.25), "true": true, "false": false,
            "date": Date(timeIntervalSinceReferenceDate: 123_456.5), "data": Data([0, 1, 2, 254]),
            "ascii": "plain", "unicode": "Grüße, 漢字 😀", "empty": "",
            "array": [1, "two", [3.0]], "nested": ["a": ["b": ["c": "deep"]]], "emptyArray": [Any](),
            "emptyDictionary": [String: Any](),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        let ours = try PropertyListReader.readBinary(data, path: "All.plist")
        let foundations = try #require(
            PropertyListValue(try PropertyListSerialization.propertyList(from: data, format: nil)))
        #expect(ours == foundations)
        guard case .dictionary(let dictionary) = ours else {
            Issue.record("not a dictionary: \(ours)")
            return
        }
        #expect(dictionary["int"] == .integer(3_000_000_000))
        #expect(dictionary["min"] == .integer(Int.min))
        #expect(dictionary["float"] == .real(0.25))
        #expect(dictionary["unicode"] == .string("Grüße, 漢字 😀"))
        #expect(dictionary["date"] == .date(Date(timeIntervalSinceReferenceDate: 123_456.5)))
    }

    @Test("a list just under the bound reads, however often its objects are shared")
    func sharedWithinTheBound() throws {
        // 17 levels of [x, x] are 2^18 - 1 values, one short of the bound, from 18 objects.
        let data = BinaryPropertyListBuilder.build(BinaryPropertyListBuilder.doublingArrays(depth: 17))
        let value = try PropertyListReader.readBinary(data, path: "Shared.plist")
        var level = value
        var depth = 0
        while case .array(let items) = level {
            #expect(items.count == 2)
            level = items[0]
            depth += 1
        }
        #expect(depth == 17)
        #expect(level == .string("lol"))
    }

    @Test("a null, a UID, a real of two bytes and a lone UTF-16 surrogate are errors naming the object")
    func valuesNoListHolds() {
        func problem(_ objects: [BinaryPropertyListBuilder.Object]) -> String? {
            do {
                _ = try PropertyListReader.readBinary(BinaryPropertyListBuilder.build(objects), path: "V.plist")
                return nil
            } catch {
                return error.diagnostics.first?.description
            }
        }
        #expect(
            problem([.raw([0x00])])
                == "V.plist:1:1: error: the binary property list holds a null at object 0 (at byte 8); NibKit reads no nulls"
        )
        #expect(
            problem([.raw([0x80, 0x05])])
                == "V.plist:1:1: error: the binary property list holds a UID at object 0 (at byte 8); UIDs belong to keyed archives, not to property lists NibKit reads"
        )
        #expect(
            problem([.raw([0x21, 0x3C, 0x00])])
                == "V.plist:1:1: error: not a valid binary property list: object 0 (at byte 8) is a real of 2 bytes; reals have 4 or 8"
        )
        #expect(
            problem([.raw([0x61, 0xD8, 0x00])])
                == "V.plist:1:1: error: not a valid binary property list: object 0 (at byte 8) is a UTF-16 string with a lone surrogate"
        )
    }
}
