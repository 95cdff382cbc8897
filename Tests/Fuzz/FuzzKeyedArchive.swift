import Foundation

/// libFuzzer entry point for keyed-archive nibs, `bplist00` files holding an
/// `NSKeyedArchiver` archive: ``CompiledNibGraph/init(keyedArchive:)``, then
/// `CompiledNibParser`, the template builder (lenient and strict), binding
/// and instantiation with stand-ins.
///
/// A mutated binary property list mostly breaks its offset table, so each
/// input that reads is also edited as a forger would edit the archive, not
/// its bytes: a UID redirected (to another entry, to itself, past the end of
/// `$objects`), a `$class` swapped, a class renamed, a value given another
/// kind, a key dropped, an entry copied, a list made long; then written back
/// as a well-formed binary list and read again. The edits are chosen by a
/// generator seeded from the input, so a finding reruns. Every input loads
/// or fails with a located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    guard CompiledNibGraph.kind(of: data) == .keyedArchive else { return 0 }
    read(data)
    guard case .dictionary(var archive)? = try? BinaryPropertyListGraph.read(Array(data), allowingUIDs: true),
        case .array(var objects)? = archive["$objects"], !objects.isEmpty
    else { return 0 }
    var choices = Choices(seed: data.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    for _ in 0...choices.below(3) {
        ArchiveEdit.allCases[choices.below(ArchiveEdit.allCases.count)].apply(to: &objects, using: &choices)
    }
    archive["$objects"] = .array(objects)
    read(BinaryListWriter.write(.dictionary(archive)))
    return 0
}

private func read(_ data: Data) {
    do {
        _ = try CompiledNibGraph(keyedArchive: data)
    } catch {
        if error.message.isEmpty { fatalError("a keyed-archive problem without a message") }
    }
    fuzzLoad(data, path: "fuzz.nib", mode: .lenient)
    fuzzLoad(data, path: "fuzz.nib", mode: .strict)
}

/// SplitMix64: the edits an input makes, the same on every run.
private struct Choices {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<count`; 0 when `count` is 0.
    mutating func below(_ count: Int) -> Int { count <= 0 ? 0 : Int(next() % UInt64(count)) }
}

/// How Foundation's XML spelling of a UID, which the bounded reader gives, looks.
private func uid(_ number: Int) -> PropertyListValue { .dictionary([BinaryPropertyListGraph.uidKey: .integer(number)]) }

private func uidNumber(_ value: PropertyListValue) -> Int? {
    guard case .dictionary(let entries) = value, entries.count == 1,
        case .integer(let number)? = entries[BinaryPropertyListGraph.uidKey]
    else { return nil }
    return number
}

/// One edit of the archive's `$objects`.
private enum ArchiveEdit: CaseIterable {
    case redirect, selfReference, pastTheEnd, swapClass, renameClass, retype, dropKey, copyEntry, longList

    static let classNames = [
        "UIView", "UITableView", "UINib", "NSArray", "NSMutableArray", "NSDictionary", "NSString", "UIButton",
        "UIImage", "UIColor", "NSColor", "UIStoryboardModalSegueTemplate", "UIProxyObject", "UIRuntimeOutletConnection",
        "UIRuntimeEventConnection", "NSObject", "UIViewController", "NSLayoutConstraint", "NSData", "NSSet",
        "UITableViewCell", "NSCustomObject", "NSWindowTemplate", "NSIBObjectData",
    ]

    func apply(to objects: inout [PropertyListValue], using choices: inout Choices) {
        let dictionaries = objects.indices.filter { if case .dictionary = objects[$0] { true } else { false } }
        guard !dictionaries.isEmpty else { return }
        let target = dictionaries[choices.below(dictionaries.count)]
        guard case .dictionary(var entries) = objects[target] else { return }
        let keys = entries.keys.sorted()
        let uidKeys = keys.filter { uidNumber(entries[$0] ?? .bool(false)) != nil }
        switch self {
        case .redirect, .selfReference, .pastTheEnd:
            guard !uidKeys.isEmpty else { return }
            let key = uidKeys[choices.below(uidKeys.count)]
            let number =
                self == .redirect
                ? choices.below(objects.count) : self == .selfReference ? target : objects.count + choices.below(3)
            entries[key] = uid(number)
        case .swapClass:
            entries["$class"] = uid(choices.below(objects.count))
        case .renameClass:
            guard entries["$classname"] != nil else { return }
            entries["$classname"] = .string(Self.classNames[choices.below(Self.classNames.count)])
        case .retype:
            guard !keys.isEmpty else { return }
            let replacements: [PropertyListValue] = [
                .string("x"), .integer(-1), .integer(Int.max), .real(.nan), .real(1e300), .bool(true), .data(Data()),
                .array([uid(target), uid(0)]), .dictionary([:]), uid(0),
            ]
            entries[keys[choices.below(keys.count)]] = replacements[choices.below(replacements.count)]
        case .dropKey:
            guard !keys.isEmpty else { return }
            entries[keys[choices.below(keys.count)]] = nil
        case .copyEntry:
            objects.append(objects[target])
            guard !uidKeys.isEmpty else { return }
            entries[uidKeys[choices.below(uidKeys.count)]] = uid(objects.count - 1)
        case .longList:
            let element = uidKeys.isEmpty ? uid(choices.below(objects.count)) : entries[uidKeys[0]] ?? uid(0)
            entries["NS.objects"] = .array(Array(repeating: element, count: 1 + choices.below(2_000)))
        }
        objects[target] = .dictionary(entries)
    }
}

/// Writes a value as a `bplist00` file, each occurrence its own object, a
/// one-entry `CF$UID` dictionary as a UID.
private enum BinaryListWriter {
    static func write(_ top: PropertyListValue) -> Data {
        var objects: [[UInt8]] = []
        _ = add(top, to: &objects)
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), 8) }
        bytes += [0, 0, 0, 0, 0, 0, 8, 4]
        bytes += bigEndian(UInt64(objects.count), 8) + bigEndian(0, 8) + bigEndian(UInt64(tableOffset), 8)
        return Data(bytes)
    }

    private static func bigEndian(_ value: UInt64, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    private static func marker(_ high: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [high << 4 | UInt8(count)] : [high << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), 8)
    }

    /// Adds `value` and what it holds; the number of its object.
    private static func add(_ value: PropertyListValue, to objects: inout [[UInt8]]) -> Int {
        let number = objects.count
        objects.append([])
        var bytes: [UInt8]
        switch value {
        case .string(let text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                bytes = marker(0x5, text.utf8.count) + Array(text.utf8)
            } else {
                let units = Array(text.utf16)
                bytes = marker(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            }
        case .integer(let integer): bytes = [0x13] + bigEndian(UInt64(bitPattern: Int64(integer)), 8)
        case .real(let real): bytes = [0x23] + bigEndian(real.bitPattern, 8)
        case .bool(let flag): bytes = [flag ? 0x09 : 0x08]
        case .date(let date): bytes = [0x33] + bigEndian(date.timeIntervalSinceReferenceDate.bitPattern, 8)
        case .data(let data): bytes = marker(0x4, data.count) + Array(data)
        case .array(let items):
            let references = items.map { add($0, to: &objects) }
            bytes = marker(0xA, items.count) + references.flatMap { bigEndian(UInt64($0), 4) }
        case .dictionary(let entries):
            if let number = uidNumber(value), number >= 0, number <= Int(UInt32.max) {
                bytes = [0x83] + bigEndian(UInt64(number), 4)
                break
            }
            let keys = entries.keys.sorted()
            let keyReferences = keys.map { add(.string($0), to: &objects) }
            let valueReferences = keys.map { add(entries[$0] ?? .bool(false), to: &objects) }
            bytes = marker(0xD, keys.count) + (keyReferences + valueReferences).flatMap { bigEndian(UInt64($0), 4) }
        }
        objects[number] = bytes
        return number
    }
}
