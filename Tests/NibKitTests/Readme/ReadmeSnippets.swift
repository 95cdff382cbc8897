import Foundation
import NibKit

/// README's shorter Swift examples, compiled: ReadmeTests checks that README
/// shows them line for line.
enum ReadmeSnippets {
    /// "Bundles": a nib for an iPad at 2×, in French.
    static func loadFromBundle(controller: NibObject, registry: ClassRegistry) throws -> [NibObject] {
        let bundle = try NibBundle(url: URL(fileURLWithPath: "Example.app"))
        let traits = ResourceTraits(device: .ipad, scale: 2, languages: ["fr-CA", "fr", "en"])
        let objects = try bundle.loadNibNamed("Greeting", owner: controller, registry: registry, traits: traits)
        return objects
    }
}
