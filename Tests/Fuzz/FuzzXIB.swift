import Foundation

/// libFuzzer entry point for Interface Builder documents: XML reader,
/// `.xib`/`.storyboard` parser, template builder (lenient and strict),
/// storyboard scenes and instantiation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    guard !CompiledTemplate.isCompiled(data) else { return 0 }
    let isStoryboard = fuzzLoad(data, path: "fuzz.xib", mode: .lenient) == "storyboard"
    fuzzLoad(data, path: "fuzz.xib", mode: .strict)
    guard isStoryboard else { return 0 }
    do {
        let classes = try NibTemplate(data: data, path: "fuzz.storyboard", registry: .dynamic)
        let storyboard = try NibStoryboard(
            data: data, path: "fuzz.storyboard", registry: standInRegistry(for: classes))
        for scene in storyboard.scenes {
            fuzzInstantiate(scene.template)
        }
    } catch {
        checkLocated(error)
    }
    return 0
}
