// The one place outside NibKit's Reader that talks to libxml2, and the one
// justified exception to that rule: the parse floor must be libxml2 itself,
// reading the same bytes with the same options as NibKit's XMLReader but
// doing no work per node, so it cannot go through NibKit.
import CLibXML2
import Foundation

/// What libxml2 alone needs to read an archive: the floor every load is
/// compared with.
enum ParseFloor {
    /// The two ways libxml2 reads a document without building a tree.
    enum Method: String, CaseIterable {
        /// `xmlParseDocument` with SAX2 callbacks that return at once
        /// (start and end of element, text), as NibKit's reader is driven.
        case sax
        /// `xmlTextReaderRead` until the end, looking at no node.
        case reader
    }

    /// NibKit's reader options: no network, CDATA as text.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Reads `data` with `method`; false when libxml2 finds it malformed.
    @discardableResult
    static func read(_ data: Data, with method: Method) -> Bool {
        _ = initialized
        return data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return false }
            switch method {
            case .sax: return readWithSAX(base, count: Int32(buffer.count))
            case .reader: return readWithTextReader(base, count: Int32(buffer.count))
            }
        }
    }

    private static func readWithSAX(_ base: UnsafePointer<CChar>, count: Int32) -> Bool {
        guard let context = xmlCreateMemoryParserCtxt(base, count) else { return false }
        defer { xmlFreeParserCtxt(context) }
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        context.pointee.sax?.pointee = handler
        xmlCtxtUseOptions(context, options)
        _ = xmlParseDocument(context)
        return context.pointee.wellFormed != 0
    }

    private static func readWithTextReader(_ base: UnsafePointer<CChar>, count: Int32) -> Bool {
        guard let reader = xmlReaderForMemory(base, count, nil, nil, options) else { return false }
        defer { xmlFreeTextReader(reader) }
        var status: Int32 = 1
        while status == 1 { status = xmlTextReaderRead(reader) }
        return status == 0
    }
}
