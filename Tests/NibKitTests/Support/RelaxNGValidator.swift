import CLibXML2
import Foundation
import NibKit

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Validates XML documents against a RELAX NG schema with libxml2.
///
/// NibKit's own validation (the template builder) is what loading relies on;
/// the schema is the published, machine-readable statement of the format, and
/// this validator keeps the two honest: every example archive must pass both.
struct RelaxNGValidator {
    let schema: Data

    /// One schema violation, located in the document.
    struct Violation: Equatable {
        var message: String
        var line: Int
    }

    /// Validates `document` and returns every violation (empty when valid).
    func violations(in document: Data) -> [Violation] {
        LibXML2.initialize()
        let collector = ViolationCollector()
        let parsed: [Violation]? = schema.withUnsafeBytes { schemaBytes -> [Violation]? in
            guard let schemaBase = schemaBytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                let parserContext = xmlRelaxNGNewMemParserCtxt(schemaBase, Int32(schemaBytes.count))
            else { return [Violation(message: "the schema cannot be read", line: 0)] }
            defer { xmlRelaxNGFreeParserCtxt(parserContext) }
            guard let relaxNG = xmlRelaxNGParse(parserContext) else {
                return [Violation(message: "the schema is not valid RELAX NG", line: 0)]
            }
            defer { xmlRelaxNGFree(relaxNG) }
            guard let validContext = xmlRelaxNGNewValidCtxt(relaxNG) else {
                return [Violation(message: "libxml2 could not create a validator", line: 0)]
            }
            defer { xmlRelaxNGFreeValidCtxt(validContext) }
            let opaque = Unmanaged.passUnretained(collector).toOpaque()
            xmlRelaxNGSetValidStructuredErrors(validContext, ViolationCollector.record, opaque)
            return document.withUnsafeBytes { documentBytes -> [Violation]? in
                guard let base = documentBytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                    let doc = xmlReadMemory(
                        base, Int32(documentBytes.count), nil, nil,
                        Int32(XML_PARSE_NONET.rawValue))
                else { return [Violation(message: "the document is not well-formed XML", line: 0)] }
                defer { xmlFreeDoc(doc) }
                let status = withExtendedLifetime(collector) { xmlRelaxNGValidateDoc(validContext, doc) }
                if status != 0 && collector.violations.isEmpty {
                    return [Violation(message: "the document does not match the schema", line: 0)]
                }
                return nil
            }
        }
        return parsed ?? collector.violations
    }
}

private final class ViolationCollector {
    var violations: [RelaxNGValidator.Violation] = []

    static let record: xmlStructuredErrorFunc = { userData, errorPointer in
        guard let userData, let errorPointer else { return }
        let collector = Unmanaged<ViolationCollector>.fromOpaque(userData).takeUnretainedValue()
        let message = errorPointer.pointee.message.map { String(cString: $0) } ?? "invalid"
        collector.violations.append(
            .init(
                message: message.trimmingCharacters(in: .whitespacesAndNewlines),
                line: Int(errorPointer.pointee.line)))
    }
}
