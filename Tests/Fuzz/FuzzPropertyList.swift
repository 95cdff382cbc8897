import Foundation

/// libFuzzer entry point for property lists: the bounded reader, the
/// Info.plist model, the property-list linter, compiled strings tables and
/// `.stringsdict` plural rules.
///
/// Each input is read twice: as it is (XML, OpenStep or binary bytes), and as
/// the recipe for a binary property list's object table, which
/// `ObjectTableRecipe` writes out with a valid header, offset table and
/// trailer. Byte mutations alone rarely keep a binary list's tables
/// consistent; the recipe reaches what the reader's graph walk is for:
/// objects shared by many containers, chains hundreds of levels deep, wide
/// containers, cycles and references to nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    fuzzPropertyList(data)
    if size > 0 {
        var recipe = ObjectTableRecipe(Array(data))
        fuzzPropertyList(recipe.binaryPropertyList())
    }
    return 0
}

/// Every reader of property lists, each of which must give a value or a
/// located error.
private func fuzzPropertyList(_ data: Data) {
    let (value, diagnostics) = PropertyListReader.read(data, path: "fuzz.plist")
    if value == nil {
        checkLocated(NibError(.invalidPropertyList, diagnostics: diagnostics))
    }
    do {
        let info = try InfoDictionary(data: data, path: "Info.plist")
        _ = (info.identifier, info.urlSchemes, info.documentTypes, info.requiredDeviceCapabilities)
    } catch {
        checkLocated(error)
    }
    for diagnostic in PropertyListLinter.lint(data: data, path: "fuzz.plist") {
        if diagnostic.location.line < 1 || diagnostic.location.column < 1 {
            fatalError("an unlocated lint diagnostic: \(diagnostic)")
        }
    }
    do {
        // Read as a Russian table, so the checks of the language's categories run too.
        let plurals = try StringsDictionary(data: data, path: "ru.lproj/fuzz.stringsdict")
        let arabic = PluralRules(localization: "ar")
        for entry in plurals.entries {
            for number in [0, 1, 2, 3, 11, 21, 101] {
                _ = entry.format(arguments: [number, "x", 1.5, number], rules: arabic)
            }
        }
    } catch {
        checkLocated(error)
    }
    if PropertyListLinter.sniff(data) == .binary {
        do {
            _ = try StringsTable(data: data, path: "fuzz.strings")
        } catch {
            checkLocated(error)
        }
    }
}

/// Reads bytes as a small program that describes a binary property list's
/// objects, cycling through the bytes when they run out so a short input can
/// describe a long chain.
///
/// The first two bytes give the number of objects (1 to 1,024); then each
/// object takes one byte for its kind and, as needed, bytes for its length and
/// references. A kind byte with its high bit set makes a container whose
/// references all name the next object, the shape that doubles with each level.
struct ObjectTableRecipe {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func next() -> UInt8 {
        defer { position += 1 }
        return bytes[position % bytes.count]
    }

    mutating func binaryPropertyList() -> Data {
        let count = 1 + (Int(next()) << 2 | Int(next() & 0x03))
        let kinds = (0..<count).map { _ in next() }
        let strings = kinds.indices.filter { kinds[$0] % 11 == 0 }
        let referenceSize = count <= 0xFF ? 1 : 2
        var output = Array("bplist00".utf8)
        var offsets: [Int] = []

        func marker(_ high: UInt8, _ length: Int) -> [UInt8] {
            if length < 15 { return [high << 4 | UInt8(length)] }
            return [high << 4 | 0x0F, 0x11, UInt8(length >> 8), UInt8(length & 0xFF)]
        }
        func reference(_ index: Int) -> [UInt8] {
            referenceSize == 1 ? [UInt8(index)] : [UInt8(index >> 8), UInt8(index & 0xFF)]
        }

        for (index, kind) in kinds.enumerated() {
            offsets.append(output.count)
            let doubling = kind & 0x80 != 0
            func target() -> Int { doubling ? (index + 1) % count : Int(next()) % count }
            func length() -> Int {
                let byte = next()
                // Now and then a wide container or a long string.
                return byte & 0xF0 == 0xF0 ? Int(byte & 0x0F) << 6 | Int(next() & 0x3F) : Int(byte % 12)
            }
            switch kind % 11 {
            case 0:
                let text = (0..<length()).map { _ in UInt8(ascii: "a") + next() % 26 }
                output += marker(0x5, text.count) + text
            case 1:
                let units = (0..<length()).flatMap { _ -> [UInt8] in [0, next()] }
                output += marker(0x6, units.count / 2) + units
            case 2:
                let size = 1 << Int(next() % 4)
                output += [0x10 | UInt8(size.trailingZeroBitCount)] + (0..<size).map { _ in next() }
            case 3:
                output += [0x23] + (0..<8).map { _ in next() }
            case 4:
                let blob = (0..<length()).map { _ in next() }
                output += marker(0x4, blob.count) + blob
            case 5:
                output += [[0x08, 0x09, 0x00][Int(next() % 3)]]
            case 6:
                output += [0x33] + (0..<8).map { _ in next() }
            case 7, 8:
                let items = (0..<length()).map { _ in target() }
                output += marker(kind % 11 == 7 ? 0xA : 0xC, items.count) + items.flatMap(reference)
            default:
                let pairs = length()
                let keys = (0..<pairs).map { _ in strings.isEmpty ? target() : strings[Int(next()) % strings.count] }
                let values = (0..<pairs).map { _ in target() }
                output += marker(0xD, pairs) + keys.flatMap(reference) + values.flatMap(reference)
            }
        }
        let table = output.count
        let offsetSize = table <= 0xFF ? 1 : table <= 0xFFFF ? 2 : 4
        for offset in offsets {
            output += (0..<offsetSize).reversed().map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) }
        }
        output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        for value in [count, 0, table] {
            output += withUnsafeBytes(of: UInt64(value).bigEndian, Array.init)
        }
        return Data(output)
    }
}
