import Foundation

/// libFuzzer entry point for `.strings` tables: text in UTF-8 and UTF-16,
/// binary and XML property lists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    do {
        let table = try StringsTable(data: data, path: "fuzz.strings")
        for entry in table.entries {
            _ = table.entry(forKey: entry.key)
        }
    } catch {
        checkLocated(error)
    }
    _ = StringsTable.diagnose(data: data, path: "fuzz.strings")
    return 0
}
