import Foundation
import NibKit
import Testing

/// Every iOS `.xib` and `.storyboard` document of the corpus, loaded with
/// `ClassRegistry.standard(for: .iOS)`, dynamic objects standing in only for
/// the applications' own classes.
@Suite("The corpus's iOS documents with the standard UIKit classes")
struct UIKitCorpusTests {
    /// The corpus's documents (`<document>`, not legacy `<archive>`) whose
    /// platform is iOS (tvOS included).
    static let documents: [String] = CorpusTests.documents.filter { path in
        guard let data = try? CorpusTests.data(path) else { return false }
        let head = String(decoding: data.prefix(2000), as: UTF8.self)
        return !head.contains(#"targetRuntime="MacOSX"#)
    }

    static func instantiate(_ template: NibTemplate) throws -> NibInstantiation {
        var externals: [String: NibObject] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                externals[identifier] = DynamicObject(className: "NSObject")
            }
        }
        return try template.instantiate(
            owner: DynamicObject(className: "Owner"), externalObjects: externals,
            application: DynamicObject(className: "UIApplication"))
    }

    @Test("the corpus has iOS documents, xibs and storyboards")
    func corpusHasDocuments() {
        #expect(Self.documents.count { $0.hasPrefix("xib/") } > 10)
        #expect(Self.documents.count { $0.hasPrefix("storyboard/") } > 10)
    }

    /// Every key an iOS document gives an object of a standard class is
    /// bound: the lenient reading with the standard classes, which leaves out
    /// the keys a class does not bind, keeps every key the dynamic reading,
    /// which binds them all, keeps. (Strict reading would say so too, but it
    /// stops at elements it does not know yet, such as `<buttonConfiguration>`,
    /// before it checks any class.)
    @Test("no key an iOS document gives a standard class is left unbound", arguments: documents)
    func everyKeyIsBound(path: String) throws {
        let registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        let data = try CorpusTests.data(path)
        let all = try NibTemplate(data: data, path: path, registry: .dynamic, mode: .lenient)
        let standard = try NibTemplate(data: data, path: path, registry: registry, mode: .lenient)
        #expect(all.objects.map(\.id) == standard.objects.map(\.id))
        var unbound: [String] = []
        for (object, bound) in zip(all.objects, standard.objects) {
            guard let className = object.className, registry.contains(className), !object.role.isPlaceholder else {
                continue
            }
            let kept = Set(bound.properties.map(\.key))
            for property in object.properties where !kept.contains(property.key) {
                unbound.append("\(className).\(property.key) at \(property.location)")
            }
        }
        #expect(unbound == [])
    }

    /// Strict reading with the standard classes finds no error: the reader
    /// knows every element Xcode writes, and the classes every key the
    /// documents give them (warnings, such as an action to another scene,
    /// are the document's own).
    @Test("strict reading with the standard classes reports no error", arguments: documents)
    func strictReading(path: String) throws {
        let diagnostics = NibTemplate.diagnose(
            data: try CorpusTests.data(path), path: path,
            registry: .standard(for: .iOS, allowsDynamicObjects: true), mode: .strict)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.description) == [])
    }

    @Test(
        "an iOS document loads into typed objects: no UIKit class falls back to a dynamic object", arguments: documents)
    func noAppleClassIsDynamic(path: String) throws {
        let registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        let template = try NibTemplate(data: CorpusTests.data(path), path: path, registry: registry, mode: .lenient)
        let graph = try Self.instantiate(template)
        var dynamic: Set<String> = []
        for object in template.objects where !object.role.isPlaceholder {
            guard graph.object(withID: object.id) is DynamicObject,
                let className = object.className, className.hasPrefix("UI") || className.hasPrefix("WK")
            else { continue }
            dynamic.insert(className)
        }
        #expect(dynamic == [])
    }
}
