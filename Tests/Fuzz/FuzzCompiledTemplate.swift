import Foundation

/// libFuzzer entry point for the compiled-template reader.
///
/// Each input is read twice: as it is (magic, version, length and checksum
/// checks), and with its length and checksum rewritten to match, so that
/// mutations reach the payload decoder and its index checks instead of
/// stopping at the checksum. A template that reads is bound to stand-in
/// classes and instantiated.
///
/// Seed mode: with `NIBKIT_FUZZ_WRITE_SEEDS=DIR` in the environment, each
/// input is read as an XML archive instead, and its compiled form is written
/// to DIR (Scripts/fuzz.sh makes the compiled seeds this way).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    if let directory = ProcessInfo.processInfo.environment["NIBKIT_FUZZ_WRITE_SEEDS"] {
        writeSeed(data, to: directory)
        return 0
    }
    read(data)
    if data.count >= CompiledTemplate.headerSize, CompiledTemplate.isCompiled(data) {
        var fixed = [UInt8](data)
        let payload = fixed[CompiledTemplate.headerSize...]
        let length = UInt64(payload.count)
        let checksum = CompiledTemplate.fnv1a(payload)
        for index in 0..<8 {
            fixed[12 + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))
            fixed[20 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))
        }
        read(Data(fixed))
    }
    return 0
}

private func read(_ data: Data) {
    fuzzLoad(data, path: "fuzz.nibc", mode: nil)
}

private func writeSeed(_ data: Data, to directory: String) {
    guard let template = try? NibTemplate(data: data, path: "seed", registry: .dynamic) else { return }
    let compiled = template.compiledData()
    let name = String(CompiledTemplate.fnv1a(compiled), radix: 16) + ".nibc"
    try? compiled.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
}
