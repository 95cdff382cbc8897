import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

@Suite("The XML reader")
struct XMLReaderTests {
    /// Reads `xml` and hands its tree and a line counter to `body`.
    private func read<Value>(
        _ xml: String, allowsDocumentType: Bool = false, _ body: (XMLTree, inout SourceLines) throws -> Value
    ) throws -> Value {
        let outcome: Result<Value, any Error> = try XMLReader.parse(
            Data(xml.utf8), path: "t.xml", allowsDocumentType: allowsDocumentType
        ) { tree in
            var lines = SourceLines(tree)
            return Result { try body(tree, &lines) }
        }
        return try outcome.get()
    }

    private func child(_ tree: XMLTree, _ element: XMLTree.Element, named name: String) throws -> XMLTree.Element {
        try #require(tree.children(of: element).first { tree.name(of: $0) == name })
    }

    @Test("each element is located at the '<' of its start tag, even when the tag spans lines")
    func startTagLocations() throws {
        let xml = "<a>\n  <b x=\"1\"\n     y=\"2\">\n    <c/></b>\n</a>"
        try read(xml) { tree, lines in
            let b = try child(tree, tree.root, named: "b")
            let c = try child(tree, b, named: "c")
            // Asked out of order, as diagnostics may be.
            #expect(lines.location(of: c, in: tree) == SourceLocation(file: "t.xml", line: 4, column: 5))
            #expect(lines.location(of: tree.root, in: tree) == SourceLocation(file: "t.xml", line: 1, column: 1))
            #expect(lines.location(of: b, in: tree) == SourceLocation(file: "t.xml", line: 2, column: 3))
            #expect(tree.attribute("y", of: b) == "2")
        }
    }

    @Test("locations are right in any order, far apart in a long file")
    func locationsInAnyOrder() throws {
        let count = 5000
        let xml = "<a>\n" + (0..<count).map { "  <b i=\"\($0)\"/>\n" }.joined() + "</a>"
        try read(xml) { tree, lines in
            let elements = Array(tree.children(of: tree.root))
            #expect(elements.count == count)
            for index in [4999, 0, 2500, 2499, 17, 4000, 1] {
                #expect(
                    lines.location(of: elements[index], in: tree)
                        == SourceLocation(file: "t.xml", line: index + 2, column: 3))
            }
        }
    }

    @Test("locations are right in any order on one long line, and on the lines after it")
    func locationsOnOneLongLine() throws {
        let count = 5000
        let element = "<b i=\"0000\"/>"  // 13 bytes each
        let xml = "<a>" + String(repeating: element, count: count) + "\n<c/>\n</a>"
        try read(xml) { tree, lines in
            let elements = Array(tree.children(of: tree.root))
            #expect(elements.count == count + 1)
            // Far ahead, then back into the middle of the line, then ahead past it.
            for index in [4999, 0, 2500, 2499, 17, 4000, 1, 5000, 3000] {
                let expected =
                    index == count
                    ? SourceLocation(file: "t.xml", line: 2, column: 1)
                    : SourceLocation(file: "t.xml", line: 1, column: 4 + 13 * index)
                #expect(lines.location(of: elements[index], in: tree) == expected)
            }
        }
    }

    @Test("predefined entities and character references are decoded in text and attributes")
    func references() throws {
        try read(#"<a t="&lt;&amp;&#65;&#x42;">x &amp; y &#67;</a>"#) { tree, _ in
            #expect(tree.attribute("t", of: tree.root) == "<&AB")
            #expect(tree.text(of: tree.root) == "x & y C")
        }
    }

    @Test("text is an element's own character data, exactly, around its children")
    func text() throws {
        try read("<a>\n  one <b>two</b> three\n  <c>  </c><d/><e><![CDATA[<x>]]></e></a>") { tree, _ in
            let children = Array(tree.children(of: tree.root))
            #expect(children.map { tree.name(of: $0) } == ["b", "c", "d", "e"])
            #expect(tree.text(of: tree.root) == "\n  one  three\n  ")
            #expect(!tree.textIsBlank(tree.root))
            #expect(tree.text(of: children[0]) == "two")
            #expect(tree.text(of: children[1]) == "  ")
            #expect(tree.textIsBlank(children[1]) && !tree.textIsEmpty(children[1]))
            #expect(tree.textIsEmpty(children[2]))
            #expect(tree.text(of: children[3]) == "<x>")
        }
    }

    @Test(
        "indentation around children is blank, not empty, and kept as one piece; text with a word in it is kept whole")
    func indentation() throws {
        try read("<a>\n  <b/>\n  <c>\n    <d/>\t\r\n  x </c>\n</a>") { tree, _ in
            let c = try child(tree, tree.root, named: "c")
            #expect(tree.textIsBlank(tree.root) && !tree.textIsEmpty(tree.root))
            #expect(tree.text(of: tree.root) == "\n  ")
            #expect(tree.pieces.isEmpty == false)
            #expect(!tree.textIsBlank(c))
            // (XML reads a CR LF line break as LF.)
            #expect(tree.text(of: c) == "\n    \t\n  x ")
        }
        try read("<a>\n          <b/>\n          <c/>\n        </a>") { tree, _ in
            #expect(tree.textIsBlank(tree.root))
            // Three blank runs, one piece: nothing in the list of pieces.
            #expect(tree.pieces.isEmpty)
        }
        try read("<a>\n        <b/>        y</a>") { tree, _ in
            // Eight spaces, then a word.
            #expect(!tree.textIsBlank(tree.root))
            #expect(tree.text(of: tree.root) == "\n                y")
        }
    }

    @Test("names are interned: elements and attributes of the same name share one number")
    func names() throws {
        try read(#"<a name="1"><name a="2"/><b/><name/></a>"#) { tree, _ in
            #expect(tree.names == ["a", "name", "b"])
            let children = Array(tree.children(of: tree.root))
            #expect(tree.nameID(of: children[0]) == tree.nameID(of: children[2]))
            #expect(tree.attributeNameID(tree.attributes(of: tree.root).lowerBound) == tree.nameID(of: children[0]))
        }
    }

    @Test("a property list's DOCTYPE is accepted when asked for; entity declarations never are")
    func documentTypes() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict/></plist>
            """
        #expect(throws: XMLReaderError.self) { try read(plist) { _, _ in } }
        #expect(try read(plist, allowsDocumentType: true) { tree, _ in tree.name(of: tree.root) } == "plist")
        let entities = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaa">]>
            <plist>&a;</plist>
            """
        #expect {
            try read(entities, allowsDocumentType: true) { _, _ in }
        } throws: { error in
            (error as? XMLReaderError)?.message.contains("entity declarations are not allowed") == true
        }
    }
}
