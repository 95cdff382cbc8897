import Foundation

/// libFuzzer entry point for Apple's compiled nibs: the NIB Archive codec and
/// the keyed-archive reader (``CompiledNibGraph``), the UIKit and AppKit
/// mapping (``CompiledNibParser``), the template builder (lenient and
/// strict) and instantiation. Every input either loads or fails with a
/// located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    // Only what starts as a compiled nib: the XML targets cover the rest.
    guard CompiledNibGraph.kind(of: data) != nil else { return 0 }
    fuzzLoad(data, path: "fuzz.nib", mode: .lenient)
    fuzzLoad(data, path: "fuzz.nib", mode: .strict)
    return 0
}
