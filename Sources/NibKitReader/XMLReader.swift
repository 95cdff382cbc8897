import CLibXML2
import Foundation
import NibKitCore

/// Reads XML bytes into an ``XMLTree`` with libxml2's SAX2 parser.
///
/// This is the only file of the library that talks to libxml2 (the tests'
/// `RelaxNGValidator` is the other). The parser is configured for hostile input: no network access, no
/// DTD loading, no entity substitution, and documents that declare a DTD are
/// refused outright, so entity-expansion attacks never start.
package enum XMLReader {
    /// The largest file NibKit reads: 256 MiB, thirty times the largest
    /// real archive measured, so a runaway file fails fast and clearly.
    package static let maximumSize = 256 * 1024 * 1024
    /// How deeply elements may nest: libxml2's own default limit, checked
    /// here first so the error says so plainly.
    package static let maximumDepth = 256
    /// How many distinct element and attribute names a document may use.
    /// The largest real archive measured uses 263; libxml2 2.9 stops growing
    /// its table of names at 16,384 buckets, so each name more makes every
    /// lookup of a name slower, and a file of a million names would take
    /// hours. Checked as each element is read, the parse stops while the
    /// table is still small.
    static let maximumNames = 4_096

    /// Parses `data`, naming `path` in locations and errors, and hands the
    /// tree to `body`. The tree points into the bytes read, so it must not
    /// outlive `body`; the parser's own memory is freed before `body` runs.
    ///
    /// - Parameter allowsDocumentType: Accept a `<!DOCTYPE>` declaration, as
    ///   property lists carry one. The DTD is still never loaded, and any
    ///   entity declaration is refused.
    package static func parse<Value>(
        _ data: Data, path: String, allowsDocumentType: Bool = false, _ body: (XMLTree) -> Value
    ) throws(XMLReaderError) -> Value {
        LibXML2.initialize()
        if data.isEmpty {
            throw XMLReaderError(
                message: "the file is empty",
                location: SourceLocation.start(of: path))
        }
        guard data.count <= maximumSize else {
            throw XMLReaderError(
                message: "the file is \(data.count) bytes; NibKit reads archives of at most \(maximumSize) bytes",
                location: SourceLocation.start(of: path))
        }
        let data = try XMLTextDecoder.utf8(data, path: path)
        let outcome: Result<Value, XMLReaderError> = data.withUnsafeBytes { buffer in
            let contents: TreeBuilder.Contents
            switch read(buffer, path: path, allowsDocumentType: allowsDocumentType) {
            case .success(let read): contents = read
            case .failure(let error): return .failure(error)
            }
            guard !contents.elementNames.isEmpty else {
                return .failure(
                    XMLReaderError(
                        message: "the file has no root element",
                        location: SourceLocation.start(of: path)))
            }
            let tree = XMLTree(
                path: path, names: contents.names, elementNames: contents.elementNames,
                subtreeEnds: contents.subtreeEnds, attributeStarts: contents.attributeStarts,
                tagOffsets: contents.tagOffsets, texts: contents.texts, attributeNames: contents.attributeNames,
                attributeValues: contents.attributeValues, pieces: contents.pieces,
                fixedLocations: contents.fixedLocations, source: buffer, arena: contents.arena)
            return .success(body(tree))
        }
        return try outcome.get()
    }

    /// Runs libxml2 over `buffer`, collecting the tree's contents.
    private static func read(_ buffer: UnsafeRawBufferPointer, path: String, allowsDocumentType: Bool)
        -> Result<TreeBuilder.Contents, XMLReaderError>
    {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = TreeBuilder.startElement
        handler.endElementNs = TreeBuilder.endElement
        handler.characters = TreeBuilder.characters
        handler.cdataBlock = TreeBuilder.characters
        handler.internalSubset = TreeBuilder.internalSubset
        handler.entityDecl = TreeBuilder.entityDeclaration
        handler.serror = TreeBuilder.structuredError

        guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
            let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count))
        else {
            return .failure(
                XMLReaderError(
                    message: "libxml2 could not create a parser",
                    location: SourceLocation.start(of: path)))
        }
        defer { xmlFreeParserCtxt(context) }
        // Replace the default SAX handler with ours.
        if let defaultHandler = context.pointee.sax {
            defaultHandler.pointee = handler
        }
        // The builder lives at a fixed address for the callbacks, which reach
        // it through a plain pointer rather than a class reference.
        let builder = UnsafeMutablePointer<TreeBuilder>.allocate(capacity: 1)
        builder.initialize(
            to: TreeBuilder(path: path, allowsDocumentType: allowsDocumentType, context: context, source: buffer))
        defer {
            builder.deinitialize(count: 1)
            builder.deallocate()
        }
        context.pointee.userData = UnsafeMutableRawPointer(builder)
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
        _ = xmlParseDocument(context)
        if let error = builder.pointee.error { return .failure(error) }
        if context.pointee.wellFormed == 0 {
            return .failure(
                XMLReaderError(
                    message: "the file is not well-formed XML",
                    location: SourceLocation(
                        file: path, line: Int(context.pointee.input?.pointee.line ?? 1), column: 1)))
        }
        return .success(builder.pointee.finish())
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

/// The SAX2 callbacks' state: the tree's arrays as they grow, the open
/// elements and the first error.
private struct TreeBuilder {
    typealias Span = XMLTree.Span

    /// What the reader hands to the tree.
    struct Contents {
        var names: [String] = []
        var elementNames: [Int32] = []
        var subtreeEnds: [Int32] = []
        var attributeStarts: [Int32] = []
        var tagOffsets: [Int32] = []
        var texts: [Span] = []
        var attributeNames: [Int32] = []
        var attributeValues: [Span] = []
        var pieces: [Span] = []
        var fixedLocations: [(line: Int32, column: Int32)] = []
        var arena: [UInt8] = []
    }

    let path: String
    let allowsDocumentType: Bool
    let context: xmlParserCtxtPtr
    /// The bytes libxml2 reads from, which spans and offsets point into.
    let source: UnsafeRawBufferPointer
    var error: XMLReaderError?
    private var contents = Contents()
    private var names = NameTable()
    /// The open elements, innermost last, each with where its text pieces
    /// start in `pendingPieces` and whether they are all blank so far.
    private var open: [(element: Int, firstPiece: Int, isBlank: Bool)] = []
    /// The text pieces of the open elements, outermost first.
    private var pendingPieces: [Span] = []

    init(path: String, allowsDocumentType: Bool, context: xmlParserCtxtPtr, source: UnsafeRawBufferPointer) {
        self.path = path
        self.allowsDocumentType = allowsDocumentType
        self.context = context
        self.source = source
        // Room for the elements and attributes of a typical archive; capacity
        // never written stays virtual.
        contents.elementNames.reserveCapacity(source.count / 64)
        contents.subtreeEnds.reserveCapacity(source.count / 64)
        contents.attributeStarts.reserveCapacity(source.count / 64)
        contents.tagOffsets.reserveCapacity(source.count / 64)
        contents.texts.reserveCapacity(source.count / 64)
        contents.attributeNames.reserveCapacity(source.count / 24)
        contents.attributeValues.reserveCapacity(source.count / 24)
        open.reserveCapacity(XMLReader.maximumDepth)
    }

    static func builder(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<TreeBuilder>? {
        pointer?.assumingMemoryBound(to: TreeBuilder.self)
    }

    mutating func finish() -> Contents {
        contents.names = names.names
        contents.attributeStarts.append(Int32(contents.attributeNames.count))
        return contents
    }

    // MARK: Where bytes are

    /// Where libxml2's input buffer lies in `source`: its first byte is
    /// `consumed` bytes into the file. Nil when the bytes libxml2 hands over
    /// cannot be the file's own: transcoded by libxml2, or from an entity.
    private func inputWindow() -> (base: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>, consumed: Int)? {
        guard context.pointee.inputNr == 1, let input = context.pointee.input,
            input.pointee.buf?.pointee.encoder == nil,
            let base = input.pointee.base, let end = input.pointee.end
        else { return nil }
        return (base, end, Int(input.pointee.consumed))
    }

    /// The offset in `source` of bytes libxml2 hands over, when they lie in
    /// its input buffer: the file's own bytes, unchanged.
    private func sourceOffset(
        of pointer: UnsafePointer<xmlChar>, count: Int,
        in window: (base: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>, consumed: Int)?
    ) -> Int? {
        guard let window, pointer >= window.base, pointer + count <= window.end else { return nil }
        let offset = window.consumed + (pointer - window.base)
        guard offset >= 0, offset + count <= source.count else { return nil }
        return offset
    }

    /// A span for bytes libxml2 hands over: where they are in the file, else
    /// a copy in the arena.
    private mutating func span(_ pointer: UnsafePointer<xmlChar>, count: Int) -> Span {
        if let offset = sourceOffset(of: pointer, count: count, in: inputWindow()) {
            return Span(start: Int32(offset), end: Int32(offset + count))
        }
        return store(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    private mutating func store(_ bytes: UnsafeRawBufferPointer) -> Span {
        let start = source.count + contents.arena.count
        contents.arena.append(contentsOf: bytes)
        return Span(start: Int32(start), end: Int32(start + bytes.count))
    }

    /// The offset of the `<` that starts the tag libxml2 is in, or of a
    /// fixed location when the offset is unknown. libxml2 reports its position
    /// after the start tag; attribute values cannot contain a raw `<`, so the
    /// tag start is the nearest one before it, or before the first attribute
    /// value found in the file (`limit`), which is nearer.
    private mutating func startTagOffset(before limit: Int? = nil) -> Int32 {
        guard let input = context.pointee.input, let base = input.pointee.base,
            let current = input.pointee.cur
        else {
            return fixedLocation(line: 1, column: 1)
        }
        // Input libxml2 converted to UTF-8 (UTF-16, say) has no byte offsets
        // into the original: use libxml2's own line and column.
        guard input.pointee.buf?.pointee.encoder == nil else {
            return fixedLocation(line: max(input.pointee.line, 1), column: max(input.pointee.col, 1))
        }
        var offset = Int(input.pointee.consumed) + (current - base)
        offset = min(max(offset, 0), source.count)
        if let limit, limit < offset { offset = limit }
        while offset > 0 {
            offset -= 1
            if source[offset] == UInt8(ascii: "<") { break }
        }
        return Int32(offset)
    }

    private mutating func fixedLocation(line: Int32, column: Int32) -> Int32 {
        contents.fixedLocations.append((line, column))
        return Int32(-contents.fixedLocations.count)
    }

    /// The location of the tag libxml2 is in, for an error.
    private mutating func startTagLocation() -> SourceLocation {
        location(ofTagOffset: startTagOffset())
    }

    /// The location of a start tag at `offset`, for an error.
    private func location(ofTagOffset offset: Int32) -> SourceLocation {
        let offset = Int(offset)
        guard offset >= 0 else {
            let fixed = contents.fixedLocations[-1 - offset]
            return SourceLocation(file: path, line: Int(fixed.line), column: Int(fixed.column))
        }
        var lines = SourceLines(path: path, source: source)
        return lines.location(ofOffset: offset)
    }

    private mutating func fail(_ message: String, location: SourceLocation) {
        if error == nil {
            error = XMLReaderError(message: message, location: location)
        }
        xmlStopParser(context)
    }

    // MARK: Events

    private mutating func startElement(
        _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let element = contents.elementNames.count
        contents.elementNames.append(names.number(localName, prefix: prefix, dictionary: context.pointee.dict))
        contents.attributeStarts.append(Int32(contents.attributeNames.count))
        contents.subtreeEnds.append(Int32(element + 1))
        contents.texts.append(.empty)
        var firstValueOffset: Int?
        if let attributes, attributeCount > 0 {
            let window = inputWindow()
            for index in 0..<attributeCount {
                let base = index * 5
                guard let attributeName = attributes[base],
                    let valueStart = attributes[base + 3],
                    let valueEnd = attributes[base + 4]
                else { continue }
                contents.attributeNames.append(
                    names.number(attributeName, prefix: attributes[base + 1], dictionary: context.pointee.dict))
                let count = valueEnd - valueStart
                if let offset = sourceOffset(of: valueStart, count: count, in: window) {
                    // libxml2 hands a value in place only when it changed
                    // nothing, so it holds no reference.
                    if firstValueOffset == nil { firstValueOffset = offset }
                    contents.attributeValues.append(Span(start: Int32(offset), end: Int32(offset + count)))
                    continue
                }
                let bytes = UnsafeRawBufferPointer(start: valueStart, count: count)
                if bytes.contains(UInt8(ascii: "&")) {
                    let decoded = decodeCharacterReferences(String(decoding: bytes, as: UTF8.self))
                    contents.attributeValues.append(store(Array(decoded.utf8)))
                } else {
                    contents.attributeValues.append(store(bytes))
                }
            }
        }
        let tagOffset = startTagOffset(before: firstValueOffset)
        contents.tagOffsets.append(tagOffset)
        guard open.count < XMLReader.maximumDepth else {
            fail(
                "elements are nested more than \(XMLReader.maximumDepth) deep; NibKit reads archives nested at most that deep",
                location: location(ofTagOffset: tagOffset))
            return
        }
        guard names.names.count <= XMLReader.maximumNames else {
            fail(
                "the document uses more than \(XMLReader.maximumNames) distinct element and attribute names; NibKit reads archives that use at most that many",
                location: location(ofTagOffset: tagOffset))
            return
        }
        open.append((element, pendingPieces.count, true))
    }

    private mutating func store(_ bytes: [UInt8]) -> Span {
        bytes.withUnsafeBytes { store($0) }
    }

    private mutating func endElement() {
        guard let (element, firstPiece, isBlank) = open.popLast() else { return }
        contents.subtreeEnds[element] = Int32(contents.elementNames.count)
        let count = pendingPieces.count - firstPiece
        // The indentation around child elements, in several pieces but all
        // blank, is kept as its first piece: blank, not empty, as it was;
        // archives have one such run for every element with children.
        if count == 1 || (count > 1 && isBlank) {
            contents.texts[element] = pendingPieces[firstPiece]
        } else if count > 1 {
            let start = contents.pieces.count
            contents.pieces.append(contentsOf: pendingPieces[firstPiece...])
            contents.texts[element] = Span(start: Int32(-1 - start), end: Int32(start + count))
        }
        pendingPieces.removeSubrange(firstPiece...)
    }

    private mutating func characters(_ characters: UnsafePointer<xmlChar>, count: Int) {
        guard let innermost = open.last else { return }
        if innermost.isBlank, !XMLText.isBlank(UnsafeRawBufferPointer(start: characters, count: count)) {
            open[open.count - 1].isBlank = false
        }
        let piece = span(characters, count: count)
        // Text libxml2 hands in several calls but that lies in one run of the
        // file is one piece.
        if pendingPieces.count > innermost.firstPiece, pendingPieces[pendingPieces.count - 1].end == piece.start,
            Int(piece.start) != source.count
        {
            pendingPieces[pendingPieces.count - 1].end = piece.end
        } else {
            pendingPieces.append(piece)
        }
    }

    // MARK: Callbacks

    static let startElement: startElementNsSAX2Func = {
        userData, localName, prefix, _, _, _, attributeCount, _, attributes in
        guard let builder = builder(userData), builder.pointee.error == nil, let localName else { return }
        builder.pointee.startElement(
            localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes)
    }

    static let endElement: endElementNsSAX2Func = { userData, _, _, _ in
        guard let builder = builder(userData), builder.pointee.error == nil else { return }
        builder.pointee.endElement()
    }

    static let characters: charactersSAXFunc = { userData, characters, length in
        guard let builder = builder(userData), builder.pointee.error == nil, let characters, length > 0 else { return }
        builder.pointee.characters(characters, count: Int(length))
    }

    static let internalSubset: internalSubsetSAXFunc = { userData, _, _, _ in
        guard let builder = builder(userData), !builder.pointee.allowsDocumentType else { return }
        builder.pointee.fail(
            "document type declarations are not allowed: NibKit never loads DTDs or expands entities",
            location: builder.pointee.startTagLocation())
    }

    static let entityDeclaration: entityDeclSAXFunc = { userData, _, _, _, _, _ in
        guard let builder = builder(userData) else { return }
        builder.pointee.fail(
            "entity declarations are not allowed: NibKit never expands entities",
            location: builder.pointee.startTagLocation())
    }

    static let structuredError: xmlStructuredErrorFunc = { userData, errorPointer in
        guard let builder = builder(userData), let errorPointer else { return }
        let error = errorPointer.pointee
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        // libxml2's messages can run over lines ("...\nBytes: 0xC3 0x28"): keep the first.
        message = message.split(separator: "\n").first.map(String.init) ?? message
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if message.hasSuffix(", indicate encoding !") {
            message = String(message.dropLast(", indicate encoding !".count))
        }
        if let first = message.first, first.isUppercase {
            message = first.lowercased() + message.dropFirst()
        }
        builder.pointee.fail(
            "malformed XML: \(message)",
            location: SourceLocation(
                file: builder.pointee.path, line: max(Int(error.line), 1), column: max(Int(error.int2), 1)))
    }
}

/// Element and attribute names, interned. libxml2 hands each name as a
/// pointer into its dictionary, the same pointer for the same name, so a
/// small table from pointer to number finds a name seen before without
/// reading its bytes.
private struct NameTable {
    private(set) var names: [String] = []
    private var numbers: [[UInt8]: Int32] = [:]
    private var keys = [UInt](repeating: 0, count: 64)
    private var values = [Int32](repeating: 0, count: 64)
    private var cached = 0

    mutating func number(
        _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary: xmlDictPtr?
    ) -> Int32 {
        guard prefix == nil else {
            return intern(String(cString: prefix!) + ":" + String(cString: localName))
        }
        let key = UInt(bitPattern: localName)
        let mask = keys.count - 1
        var slot = Self.slot(key, mask: mask)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        let number = intern(String(cString: localName))
        // Only the dictionary's pointers stay the same name for the whole parse.
        if xmlDictOwns(dictionary, localName) == 1 {
            keys[slot] = key
            values[slot] = number
            cached += 1
            if cached * 2 > keys.count { grow() }
        }
        return number
    }

    private static func slot(_ key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Names are told apart by their bytes: `String`'s equality would merge
    /// canonically equivalent spellings.
    private mutating func intern(_ name: String) -> Int32 {
        let bytes = Array(name.utf8)
        if let number = numbers[bytes] { return number }
        let number = Int32(names.count)
        names.append(name)
        numbers[bytes] = number
        return number
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt](repeating: 0, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            var slot = Self.slot(key, mask: mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
        }
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
