import Foundation

/// libFuzzer entry point for the NIB Archive codec: every input decodes or
/// fails with an error at a byte inside it, and tables that decode encode to
/// bytes that decode to the same tables, and encode again to the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    let tables: NIBArchiveCodec.Tables
    do {
        tables = try NIBArchiveCodec.decode(data)
    } catch {
        guard error.offset >= 0, error.offset <= size, !error.reason.isEmpty else {
            fatalError("a decode error outside the input: \(error)")
        }
        checkLocated(error.nibError(path: "fuzz.nib"))
        return 0
    }
    let encoded = NIBArchiveCodec.encode(tables)
    do {
        let again = try NIBArchiveCodec.decode(encoded)
        guard again == tables else { fatalError("re-encoded tables decode differently") }
        guard NIBArchiveCodec.encode(again) == encoded else { fatalError("encoding is not stable") }
    } catch {
        fatalError("re-encoded tables do not decode: \(error)")
    }
    return 0
}
