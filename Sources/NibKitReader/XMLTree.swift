import Foundation
import NibKitCore

/// An XML file as a few flat arrays: the Reader stage's output, which the
/// document parsers walk and then drop.
///
/// Elements are numbered in document order, the root first. Each records its
/// name, where its subtree ends (its children follow it; the next sibling of
/// a child starts where the child's subtree ends), its attributes, its text
/// and the byte offset of its start tag. Names are interned: each distinct
/// element or attribute name is stored once, and elements and attributes
/// refer to it by number, so a parser compares names as small integers
/// (see `NamedXMLTree` in the loader). Attribute values and text are byte spans: into the
/// file itself where libxml2 read them unchanged, which is almost always, or
/// into a small arena where libxml2 changed them (references, normalised
/// white space, text split by a child element). A `String` is made only when
/// a parser asks for one, and lines and columns only when a location is asked
/// for (see ``SourceLines``).
///
/// A tree points into the bytes it was read from, so it lives only inside
/// the closure given to ``XMLReader/parse(_:path:allowsDocumentType:_:)``.
package struct XMLTree {
    /// An element: its number in document order.
    package struct Element: Hashable {
        package let index: Int
        package init(index: Int) { self.index = index }
    }

    /// Bytes of an attribute value or of text, as offsets into the file's
    /// bytes followed by the arena's.
    package struct Span {
        package var start: Int32
        package var end: Int32

        static let empty = Span(start: 0, end: 0)
    }

    /// The elements below one element, in document order.
    package struct Children: Sequence, IteratorProtocol {
        fileprivate let subtreeEnds: [Int32]
        fileprivate var position: Int
        fileprivate let end: Int

        package mutating func next() -> Element? {
            guard position < end else { return nil }
            defer { position = Int(subtreeEnds[position]) }
            return Element(index: position)
        }
    }

    /// The path given to the reader, for locations.
    package let path: String
    /// Every distinct name, indexed by name number.
    package let names: [String]
    /// Per element: its name's number.
    package let elementNames: [Int32]
    /// Per element: the number of the first element after its subtree.
    let subtreeEnds: [Int32]
    /// Per element, plus one: the index of its first attribute; an element's
    /// attributes run to the next element's first.
    let attributeStarts: [Int32]
    /// Per element: the byte offset of its start tag's `<`, or, when libxml2
    /// transcoded the input itself, `-1 - n` for `fixedLocations[n]`.
    let tagOffsets: [Int32]
    /// Per element: its text; a negative start `-1 - n` means the text is
    /// `pieces[n..<end]` joined.
    let texts: [Span]
    /// Per attribute: its name's number.
    let attributeNames: [Int32]
    /// Per attribute: its value.
    let attributeValues: [Span]
    /// Text that came in several pieces, joined on demand.
    let pieces: [Span]
    /// Lines and columns of elements whose byte offsets are unknown.
    let fixedLocations: [(line: Int32, column: Int32)]
    /// The UTF-8 bytes libxml2 read, alive while the reader's closure runs.
    let source: UnsafeRawBufferPointer
    /// Bytes libxml2 produced rather than read: decoded references, text split
    /// by child elements.
    let arena: [UInt8]

    package var root: Element { Element(index: 0) }

    // MARK: Elements

    package func nameID(of element: Element) -> Int { Int(elementNames[element.index]) }

    package func name(of element: Element) -> String { names[nameID(of: element)] }

    package func children(of element: Element) -> Children {
        Children(subtreeEnds: subtreeEnds, position: element.index + 1, end: Int(subtreeEnds[element.index]))
    }

    package func firstChild(of element: Element) -> Element? {
        hasChildren(element) ? Element(index: element.index + 1) : nil
    }

    package func hasChildren(_ element: Element) -> Bool {
        Int(subtreeEnds[element.index]) > element.index + 1
    }

    /// The element after `element`'s subtree: its next sibling, if it has one.
    package func subtreeEnd(of element: Element) -> Int { Int(subtreeEnds[element.index]) }

    // MARK: Attributes

    /// The indices of `element`'s attributes, in document order.
    package func attributes(of element: Element) -> Range<Int> {
        Int(attributeStarts[element.index])..<Int(attributeStarts[element.index + 1])
    }

    package func attributeNameID(_ attribute: Int) -> Int { Int(attributeNames[attribute]) }

    package func attributeName(_ attribute: Int) -> String { names[attributeNameID(attribute)] }

    package func attributeValue(_ attribute: Int) -> Span { attributeValues[attribute] }

    /// The value of the attribute `name`, as a string.
    package func attribute(_ name: String, of element: Element) -> String? {
        for attribute in attributes(of: element) where attributeName(attribute) == name {
            return string(attributeValues[attribute])
        }
        return nil
    }

    // MARK: Bytes and strings

    /// Calls `body` with the bytes of `span`.
    package func withBytes<Result>(_ span: Span, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let start = Int(span.start)
        let end = Int(span.end)
        let sourceCount = source.count
        if start >= sourceCount {
            return try arena.withUnsafeBytes {
                try body(UnsafeRawBufferPointer(rebasing: $0[start - sourceCount..<end - sourceCount]))
            }
        }
        return try body(UnsafeRawBufferPointer(rebasing: source[start..<end]))
    }

    package func string(_ span: Span) -> String {
        withBytes(span) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the bytes of `span` are exactly `text`'s UTF-8.
    package func span(_ span: Span, equals text: StaticString) -> Bool {
        withBytes(span) { XMLText.equals($0, text) }
    }

    // MARK: Text

    /// The character data directly inside `element`, its children's left out.
    package func text(of element: Element) -> String {
        let text = texts[element.index]
        guard text.start < 0 else { return string(text) }
        var bytes: [UInt8] = []
        for piece in pieces[Int(-1 - text.start)..<Int(text.end)] {
            withBytes(piece) { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `element`'s text is empty or XML white space only.
    package func textIsBlank(_ element: Element) -> Bool {
        let text = texts[element.index]
        guard text.start < 0 else { return withBytes(text, XMLText.isBlank) }
        for piece in pieces[Int(-1 - text.start)..<Int(text.end)] where !withBytes(piece, XMLText.isBlank) {
            return false
        }
        return true
    }

    package func textIsEmpty(_ element: Element) -> Bool {
        let text = texts[element.index]
        return text.start == text.end
    }

    // MARK: Locations

    /// Where `element`'s start tag begins: a byte offset, or a line and
    /// column libxml2 gave when the offset is unknown.
    func startTag(of element: Element) -> (offset: Int?, fixed: (line: Int, column: Int)) {
        let offset = Int(tagOffsets[element.index])
        guard offset >= 0 else {
            let fixed = fixedLocations[-1 - offset]
            return (nil, (Int(fixed.line), Int(fixed.column)))
        }
        return (offset, (0, 0))
    }
}

/// A problem the XML reader found: malformed XML, a forbidden construct, or
/// a limit exceeded.
package struct XMLReaderError: Error, Equatable {
    package var message: String
    package var location: SourceLocation

    /// The problem as the one diagnostic every reader of XML reports for it.
    package var diagnostic: Diagnostic { Diagnostic(.error, message, at: location) }
}
