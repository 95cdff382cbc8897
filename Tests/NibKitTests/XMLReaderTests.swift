import Foundation
import Testing

@testable import NibKit

@Suite("The XML reader")
struct XMLReaderTests {
    @Test("each element is located at the '<' of its start tag, even when the tag spans lines")
    func startTagLocations() throws {
        let xml = "<a>\n  <b x=\"1\"\n     y=\"2\">\n    <c/></b>\n</a>"
        let root = try XMLReader.parse(Data(xml.utf8), path: "t.xml")
        let b = try #require(root.child(named: "b"))
        let c = try #require(b.child(named: "c"))
        #expect(root.location == SourceLocation(file: "t.xml", line: 1, column: 1))
        #expect(b.location == SourceLocation(file: "t.xml", line: 2, column: 3))
        #expect(c.location == SourceLocation(file: "t.xml", line: 4, column: 5))
        #expect(b.attribute("y") == "2")
    }

    @Test("predefined entities and character references are decoded in text and attributes")
    func references() throws {
        let root = try XMLReader.parse(Data(#"<a t="&lt;&amp;&#65;&#x42;">x &amp; y &#67;</a>"#.utf8), path: "t.xml")
        #expect(root.attribute("t") == "<&AB")
        #expect(root.text == "x & y C")
    }

    @Test("a property list's DOCTYPE is accepted when asked for; entity declarations never are")
    func documentTypes() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict/></plist>
            """
        #expect(throws: XMLReaderError.self) { try XMLReader.parse(Data(plist.utf8), path: "p") }
        #expect(try XMLReader.parse(Data(plist.utf8), path: "p", allowsDocumentType: true).name == "plist")
        let entities = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaa">]>
            <plist>&a;</plist>
            """
        #expect {
            try XMLReader.parse(Data(entities.utf8), path: "p", allowsDocumentType: true)
        } throws: { error in
            (error as? XMLReaderError)?.message.contains("entity declarations are not allowed") == true
        }
    }
}
