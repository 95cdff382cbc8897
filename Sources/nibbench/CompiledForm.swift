import Foundation
import NibKit

/// NibKit's compiled form, for `compiledLoad`: the template written by
/// `compiledData()` (what `nibtool compile` writes), which
/// `NibTemplate(data:path:registry:)` recognises by its first bytes and reads
/// without XML, binding it to the registry as it does a source archive.
enum CompiledForm {
    /// The compiled bytes of `template`; compiling happens once, before timing.
    static func compile(_ template: NibTemplate) -> Data? {
        template.compiledData()
    }
}
