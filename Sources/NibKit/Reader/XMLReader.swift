import CLibXML2
import Foundation

/// Reads XML bytes into a tree of `XMLElement`s with libxml2's SAX2 parser.
///
/// This file and `RelaxNGValidator.swift` are the only places that talk to
/// libxml2. The parser is configured for hostile input: no network access, no
/// DTD loading, no entity substitution, and documents that declare a DTD are
/// refused outright, so entity-expansion attacks never start.
enum XMLReader {
    /// The largest file NibKit reads: 256 MiB, thirty times the largest
    /// real archive measured, so a runaway file fails fast and clearly.
    static let maximumSize = 256 * 1024 * 1024
    /// How deeply elements may nest: libxml2's own default limit, checked
    /// here first so the error says so plainly.
    static let maximumDepth = 256

    /// Parses `data`, naming `path` in locations and errors.
    ///
    /// - Parameter allowsDocumentType: Accept a `<!DOCTYPE>` declaration, as
    ///   property lists carry one. The DTD is still never loaded, and any
    ///   entity declaration is refused.
    static func parse(_ data: Data, path: String, allowsDocumentType: Bool = false) throws(XMLReaderError)
        -> XMLElement
    {
        LibXML2.initialize()
        if data.isEmpty {
            throw XMLReaderError(
                message: "the file is empty",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        guard data.count <= maximumSize else {
            throw XMLReaderError(
                message: "the file is \(data.count) bytes; NibKit reads archives of at most \(maximumSize) bytes",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        let data = try XMLTextDecoder.utf8(data, path: path)
        let builder = TreeBuilder(path: path, allowsDocumentType: allowsDocumentType)
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = TreeBuilder.startElement
        handler.endElementNs = TreeBuilder.endElement
        handler.characters = TreeBuilder.characters
        handler.cdataBlock = TreeBuilder.characters
        handler.internalSubset = TreeBuilder.internalSubset
        handler.entityDecl = TreeBuilder.entityDeclaration
        handler.serror = TreeBuilder.structuredError

        let result: XMLReaderError? = data.withUnsafeBytes { buffer -> XMLReaderError? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count))
            else {
                return XMLReaderError(
                    message: "libxml2 could not create a parser",
                    location: SourceLocation(file: path, line: 1, column: 1))
            }
            defer { xmlFreeParserCtxt(context) }
            // Replace the default SAX handler with ours.
            if let defaultHandler = context.pointee.sax {
                defaultHandler.pointee = handler
            }
            builder.context = context
            builder.source = UnsafeBufferPointer(start: buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count: buffer.count)
            let unmanaged = Unmanaged.passUnretained(builder)
            context.pointee.userData = unmanaged.toOpaque()
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
            withExtendedLifetime(builder) {
                _ = xmlParseDocument(context)
            }
            builder.context = nil
            builder.source = nil
            if let error = builder.error { return error }
            if context.pointee.wellFormed == 0 {
                return XMLReaderError(
                    message: "the file is not well-formed XML",
                    location: SourceLocation(
                        file: path, line: Int(context.pointee.input?.pointee.line ?? 1), column: 1))
            }
            return nil
        }
        if let result { throw result }
        guard let root = builder.root else {
            throw XMLReaderError(
                message: "the file has no root element",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        return root
    }
}

/// libxml2 needs one global initialisation before it is used from several
/// threads; a static constant gives exactly-once semantics.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        // RELAX NG's type tables are otherwise built lazily, without a lock,
        // by the first schema parsed.
        _ = xmlRelaxNGInitTypes()
        return true
    }()

    static func initialize() {
        _ = initialized
    }
}

/// The SAX2 callbacks' state: a stack of open elements and the first error.
private final class TreeBuilder {
    let path: String
    let allowsDocumentType: Bool
    var context: xmlParserCtxtPtr?
    var stack: [XMLElement] = []
    var textBuffers: [[UInt8]] = []
    var root: XMLElement?
    var error: XMLReaderError?

    init(path: String, allowsDocumentType: Bool) {
        self.path = path
        self.allowsDocumentType = allowsDocumentType
    }

    static func builder(_ pointer: UnsafeMutableRawPointer?) -> TreeBuilder? {
        guard let pointer else { return nil }
        return Unmanaged<TreeBuilder>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The original bytes, for locating elements in UTF-8 input.
    var source: UnsafeBufferPointer<UInt8>?
    /// How far `startTagLocation` has counted lines: an offset into the
    /// source, the line it is on and where that line starts. Elements come in
    /// file order, so counting moves forward only and stays linear in the
    /// file's size, even for a file on one long line.
    private var countedOffset = 0
    private var countedLine = 1
    private var countedLineStart = 0

    /// The location of the `<` that starts the element just read. libxml2
    /// reports its position after the start tag; attribute values cannot
    /// contain a raw `<`, so the tag start is the nearest one before it.
    func startTagLocation() -> SourceLocation {
        guard let input = context?.pointee.input, let base = input.pointee.base,
            let current = input.pointee.cur
        else {
            return SourceLocation(file: path, line: 1, column: 1)
        }
        // Input libxml2 converted to UTF-8 (UTF-16, say) has no byte offsets
        // into the original: use libxml2's own line and column.
        guard let source, input.pointee.buf?.pointee.encoder == nil else {
            return SourceLocation(
                file: path, line: max(Int(input.pointee.line), 1), column: max(Int(input.pointee.col), 1))
        }
        var offset = Int(input.pointee.consumed) + (current - base)
        offset = min(max(offset, 0), source.count)
        while offset > 0 {
            offset -= 1
            if source[offset] == UInt8(ascii: "<") { break }
        }
        if offset < countedOffset {
            (countedOffset, countedLine, countedLineStart) = (0, 1, 0)
        }
        var index = countedOffset
        while index < offset {
            if source[index] == UInt8(ascii: "\n") {
                countedLine += 1
                countedLineStart = index + 1
            }
            index += 1
        }
        countedOffset = offset
        return SourceLocation(file: path, line: countedLine, column: offset - countedLineStart + 1)
    }

    func fail(_ message: String, location: SourceLocation) {
        if error == nil {
            error = XMLReaderError(message: message, location: location)
        }
        if let context { xmlStopParser(context) }
    }

    static let startElement: startElementNsSAX2Func = {
        userData, localName, prefix, _, _, _, attributeCount, _, attributes in
        guard let builder = builder(userData), builder.error == nil, let localName else { return }
        var name = String(cString: localName)
        if let prefix { name = String(cString: prefix) + ":" + name }
        var pairs: [(name: String, value: String)] = []
        if let attributes, attributeCount > 0 {
            pairs.reserveCapacity(Int(attributeCount))
            for index in 0..<Int(attributeCount) {
                let base = index * 5
                guard let attributeName = attributes[base],
                    let valueStart = attributes[base + 3],
                    let valueEnd = attributes[base + 4]
                else { continue }
                var key = String(cString: attributeName)
                if let attributePrefix = attributes[base + 1] {
                    key = String(cString: attributePrefix) + ":" + key
                }
                let length = valueEnd - valueStart
                let (value, hasReference) = valueStart.withMemoryRebound(to: UInt8.self, capacity: length) {
                    let bytes = UnsafeBufferPointer(start: $0, count: length)
                    return (String(decoding: bytes, as: UTF8.self), bytes.contains(UInt8(ascii: "&")))
                }
                pairs.append((key, hasReference ? decodeCharacterReferences(value) : value))
            }
        }
        let element = XMLElement(name: name, attributes: pairs, location: builder.startTagLocation())
        guard builder.stack.count < XMLReader.maximumDepth else {
            builder.fail(
                "elements are nested more than \(XMLReader.maximumDepth) deep; NibKit reads archives nested at most that deep",
                location: element.location)
            return
        }
        if let parent = builder.stack.last {
            parent.children.append(element)
        } else {
            builder.root = element
        }
        builder.stack.append(element)
        builder.textBuffers.append([])
    }

    static let endElement: endElementNsSAX2Func = { userData, _, _, _ in
        guard let builder = builder(userData), builder.error == nil,
            let element = builder.stack.popLast(), let bytes = builder.textBuffers.popLast()
        else { return }
        if !bytes.isEmpty {
            element.text = String(decoding: bytes, as: UTF8.self)
        }
    }

    static let characters: charactersSAXFunc = { userData, characters, length in
        guard let builder = builder(userData), builder.error == nil, let characters, length > 0,
            !builder.textBuffers.isEmpty
        else { return }
        builder.textBuffers[builder.textBuffers.count - 1].append(
            contentsOf: UnsafeBufferPointer(start: characters, count: Int(length)))
    }

    static let internalSubset: internalSubsetSAXFunc = { userData, _, _, _ in
        guard let builder = builder(userData), !builder.allowsDocumentType else { return }
        builder.fail(
            "document type declarations are not allowed: NibKit never loads DTDs or expands entities",
            location: builder.startTagLocation())
    }

    static let entityDeclaration: entityDeclSAXFunc = { userData, _, _, _, _, _ in
        guard let builder = builder(userData) else { return }
        builder.fail(
            "entity declarations are not allowed: NibKit never expands entities",
            location: builder.startTagLocation())
    }

    static let structuredError: xmlStructuredErrorFunc = { userData, errorPointer in
        guard let builder = builder(userData), let errorPointer else { return }
        let error = errorPointer.pointee
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        // libxml2's messages can run over lines ("...\nBytes: 0xC3 0x28"): keep the first.
        message = message.split(separator: "\n").first.map(String.init) ?? message
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if message.hasSuffix(", indicate encoding !") { message = String(message.dropLast(", indicate encoding !".count)) }
        if let first = message.first, first.isUppercase {
            message = first.lowercased() + message.dropFirst()
        }
        builder.fail(
            "malformed XML: \(message)",
            location: SourceLocation(
                file: builder.path, line: max(Int(error.line), 1), column: max(Int(error.int2), 1)))
    }
}

/// SAX2 without entity substitution passes attribute values with character
/// references still in them only when they came from a DTD default; ordinary
/// references arrive decoded. This keeps `&#38;`-style references that slip
/// through as their characters.
private func decodeCharacterReferences(_ value: String) -> String {
    guard value.contains("&#") else { return value }
    var result = ""
    var rest = Substring(value)
    while let ampersand = rest.range(of: "&#") {
        result += rest[..<ampersand.lowerBound]
        let afterPrefix = rest[ampersand.upperBound...]
        guard let semicolon = afterPrefix.firstIndex(of: ";") else {
            result += rest[ampersand.lowerBound...]
            return result
        }
        let digits = afterPrefix[..<semicolon]
        let scalarValue = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        if let scalarValue, let scalar = Unicode.Scalar(scalarValue) {
            result.unicodeScalars.append(scalar)
        } else {
            result += rest[ampersand.lowerBound...semicolon]
        }
        rest = afterPrefix[afterPrefix.index(after: semicolon)...]
    }
    result += rest
    return result
}
