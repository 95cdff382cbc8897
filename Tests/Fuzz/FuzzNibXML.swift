import Foundation

/// libFuzzer entry point for NibKit's own format: XML reader, archive parser,
/// template builder (strict and lenient) and instantiation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    // The compiled form has its own target; keep this one on the XML path.
    guard !CompiledTemplate.isCompiled(data) else { return 0 }
    fuzzLoad(data, path: "fuzz.nibxml", mode: .strict)
    fuzzLoad(data, path: "fuzz.nibxml", mode: .lenient)
    return 0
}
