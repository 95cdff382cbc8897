import Foundation
import NibKit
import Testing

/// The bytes of the hostile-input suite: each case either loads or gives a
/// located error, in bounded time and memory. Large inputs are made once, in
/// memory. See Docs/Security.md.
@Suite("Hostile input: the XML")
struct HostileInputTests {
    // MARK: Entities, DTDs and the network

    @Test("an external entity naming a local file is refused before the file is read")
    func externalEntityFile() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-secret-\(UUID().uuidString)")
        try Data("NIBKIT-SECRET-CONTENT".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let nib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE nib [
            <!ENTITY secret SYSTEM "file://\(secret.path)">
            ]>
            <nib version="1"><object id="l" class="Label"><string key="text">&secret;</string></object></nib>
            """
        let archiveError = Hostile.failure(nib, path: "External.nibxml")
        Hostile.expect(
            archiveError, .malformedXML, at: "External.nibxml:2:1", "document type declarations are not allowed")
        let xib = nib.replacingOccurrences(of: "DOCTYPE nib", with: "DOCTYPE document")
            .replacingOccurrences(
                of:
                    #"<nib version="1"><object id="l" class="Label"><string key="text">&secret;</string></object></nib>"#,
                with:
                    #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v"><string key="text">&secret;</string></view></objects></document>"#
            )
        let documentError = Hostile.failure(xib, path: "External.xib")
        Hostile.expect(
            documentError, .malformedXML, at: "External.xib:2:1", "document type declarations are not allowed")
        // A property list may have a DOCTYPE, but never an entity declaration.
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [
            <!ENTITY secret SYSTEM "file://\(secret.path)">
            ]>
            <plist version="1.0"><dict><key>greeting</key><string>&secret;</string></dict></plist>
            """
        let tableError = stringsFailure(Data(plist.utf8), path: "External.strings")
        Hostile.expect(
            tableError, .invalidStringsTable, at: "External.strings:3:1", "entity declarations are not allowed")
        for error in [archiveError, documentError, tableError] {
            #expect(!(error?.description.contains("NIBKIT-SECRET") ?? false))
        }
    }

    @Test("an external DTD or entity naming a URL is never fetched: nothing connects to the port")
    func externalEntityURL() throws {
        let listener = try LoopbackListener()
        let url = "http://127.0.0.1:\(listener.port)"
        let systemDTD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE nib SYSTEM "\(url)/nib.dtd">
            <nib version="1"/>
            """
        Hostile.expect(
            Hostile.failure(systemDTD, path: "Remote.nibxml"), .malformedXML, at: "Remote.nibxml:2:1",
            "document type declarations are not allowed")
        let entity = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE nib [<!ENTITY remote SYSTEM "\(url)/remote.xml">]>
            <nib version="1">&remote;</nib>
            """
        Hostile.expect(
            Hostile.failure(entity, path: "Remote.nibxml"), .malformedXML, at: "Remote.nibxml:2:1",
            "document type declarations are not allowed")
        // Property lists keep their DOCTYPE; the DTD it names is not loaded,
        // so an entity it might declare stays undefined.
        let plistDTD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist SYSTEM "\(url)/plist.dtd">
            <plist version="1.0"><dict><key>a</key><string>&remote;</string></dict></plist>
            """
        let undefined = try #require(stringsFailure(Data(plistDTD.utf8), path: "Remote.strings"))
        #expect(undefined.code == .invalidStringsTable)
        #expect(undefined.diagnostics.first?.location.line == 3)
        #expect(undefined.diagnostics.first?.message.contains("entity 'remote' not defined") == true)
        let parameterEntity = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [
            <!ENTITY % remote SYSTEM "\(url)/remote.dtd">
            %remote;
            ]>
            <plist version="1.0"><dict/></plist>
            """
        Hostile.expect(
            stringsFailure(Data(parameterEntity.utf8), path: "Remote.strings"), .invalidStringsTable,
            at: "Remote.strings:3:1", "entity declarations are not allowed")
        #expect(!listener.wasContacted, "the parser connected to \(url)")
    }

    @Test("billion laughs fails at the DOCTYPE, and at the first entity where a DOCTYPE is allowed")
    func billionLaughs() {
        var declarations = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            declarations += "\n" + #"<!ENTITY lol\#(level) ""# + String(repeating: "&\(previous);", count: 10) + #"">"#
        }
        let nib = """
            <?xml version="1.0"?>
            <!DOCTYPE nib [
            \(declarations)
            ]>
            <nib version="1"><object id="l" class="Label"><string key="text">&lol9;</string></object></nib>
            """
        Hostile.expect(
            Hostile.failure(nib, path: "Laughs.nibxml"), .malformedXML, at: "Laughs.nibxml:2:1",
            "document type declarations are not allowed")
        let plist = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            \(declarations)
            ]>
            <plist version="1.0"><dict><key>a</key><string>&lol9;</string></dict></plist>
            """
        Hostile.expect(
            stringsFailure(Data(plist.utf8), path: "Laughs.strings"), .invalidStringsTable, at: "Laughs.strings:3:1",
            "entity declarations are not allowed")
    }

    @Test("quadratic blowup: one 50 kB entity referenced 50,000 times is refused unexpanded")
    func quadraticBlowup() {
        let entity = String(repeating: "a", count: 50_000)
        let references = String(repeating: "&a;", count: 50_000)
        let nib = """
            <?xml version="1.0"?>
            <!DOCTYPE nib [<!ENTITY a "\(entity)">]>
            <nib version="1"><object id="l" class="Label"><string key="text">\(references)</string></object></nib>
            """
        Hostile.expect(
            Hostile.failure(nib, path: "Quadratic.nibxml"), .malformedXML, at: "Quadratic.nibxml:2:1",
            "document type declarations are not allowed")
        let plist = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            <!ENTITY a "\(entity)">
            ]>
            <plist version="1.0"><dict><key>a</key><string>\(references)</string></dict></plist>
            """
        Hostile.expect(
            stringsFailure(Data(plist.utf8), path: "Quadratic.strings"), .invalidStringsTable,
            at: "Quadratic.strings:3:1", "entity declarations are not allowed")
    }

    // MARK: Size and depth

    @Test("100,000-deep nesting stops at the 257th level, located at that element", arguments: ["nibxml", "xib"])
    func deepNesting(format: String) {
        let root =
            format == "nibxml"
            ? #"<nib version="1">"# : #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
        let open = format == "nibxml" ? #"<array key="x">"# : "<subviews>"
        let close = format == "nibxml" ? "</array>" : "</subviews>"
        let end = format == "nibxml" ? "</nib>" : "</document>"
        var bytes = Data(root.utf8)
        bytes.append(Data(String(repeating: open, count: 100_000).utf8))
        bytes.append(Data(String(repeating: close, count: 100_000).utf8))
        bytes.append(Data(end.utf8))
        // The root and 255 levels are read; the element after them is too deep.
        let column = 1 + root.utf8.count + 255 * open.utf8.count
        Hostile.expect(
            Hostile.failure(bytes, path: "Deep.\(format)"), .malformedXML, at: "Deep.\(format):1:\(column)",
            "elements are nested more than 256 deep")
    }

    @Test("elements nested exactly 256 deep are read, and survive the compiled form")
    func nestingAtTheLimit() throws {
        // <nib>, <object>, <array key> and 253 more arrays: 256 levels.
        let xml =
            #"<nib version="1"><object id="o" class="Holder"><array key="items">"#
            + String(repeating: "<array>", count: 253) + String(repeating: "</array>", count: 254)
            + "</object></nib>"
        let template = try NibTemplate(data: Data(xml.utf8), path: "Limit.nibxml", registry: .dynamic)
        let compiled = try NibTemplate(data: template.compiledData(), path: "Limit.nibc", registry: .dynamic)
        var depth = 0
        var value =
            try #require(try compiled.instantiate().object(withID: "o") as? DynamicObject).values["items"] ?? nil
        while let array = value as? [Any] {
            depth += 1
            value = array.first
        }
        #expect(depth == 254)
    }

    @Test("a 50 MB attribute is refused by libxml2's attribute length limit, located at its opening quote")
    func hugeAttribute() {
        // Made once for both formats, and released when the test ends.
        let value = Data(repeating: UInt8(ascii: "a"), count: 50 << 20)
        for format in ["nibxml", "xib"] {
            var bytes = Data(
                (format == "nibxml"
                    ? "<nib version=\"1\">\n  <object id=\"o\" class=\"Label\" text=\""
                    : "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n  <label id=\"o\" text=\"")
                    .utf8)
            let column = bytes.count - bytes.lastIndex(of: UInt8(ascii: "\n"))! - 1
            bytes.append(value)
            bytes.append(Data((format == "nibxml" ? "\"/>\n</nib>\n" : "\"/>\n</document>\n").utf8))
            Hostile.expect(
                Hostile.failure(bytes, path: "Huge.\(format)"), .malformedXML, at: "Huge.\(format):2:\(column)",
                "attValue length too long")
        }
    }

    @Test("a file over 256 MiB is refused before it is parsed")
    func oversizedFile() {
        // Zero pages that are never touched: no memory is really used.
        let bytes = Data(count: 256 << 20 + 1)
        Hostile.expect(
            Hostile.failure(bytes, path: "Big.nibxml"), .malformedXML, at: "Big.nibxml:1:1",
            "the file is 268435457 bytes; NibKit reads archives of at most 268435456 bytes")
    }

    // MARK: Encodings

    @Test("invalid UTF-8 is located at its first bad byte, in one line", arguments: ["nibxml", "xib"])
    func invalidUTF8(format: String) {
        let (open, close) =
            format == "nibxml"
            ? (
                "<nib version=\"1\">\n  <object id=\"o\" class=\"Label\">\n    <string key=\"text\">caf",
                "</string>\n  </object>\n</nib>\n"
            )
            : (
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n  <objects>\n    <string key=\"text\">caf",
                "</string>\n  </objects>\n</document>\n"
            )
        let bytes = Data(open.utf8) + Data([0xC3, 0x28, 0x20, 0xFF]) + Data(close.utf8)
        Hostile.expect(
            Hostile.failure(bytes, path: "Bad.\(format)"), .malformedXML, at: "Bad.\(format):3:27",
            "input is not proper UTF-8")
    }

    static let utf16Document = """
        <?xml version="1.0" encoding="UTF-16"?>
        <nib version="1">
          <object id="o" class="Label"><string key="text">h\u{E9} \u{1F600}</string></object>
        </nib>

        """

    static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> Data {
        var data = Data()
        if byteOrderMark { data += bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE] }
        for unit in text.utf16 {
            data += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return data
    }

    @Test(
        "a UTF-16 document loads, with or without a byte-order mark, located in UTF-8 columns",
        arguments: [(false, true), (true, true), (false, false)])
    func utf16Document(bigEndian: Bool, byteOrderMark: Bool) throws {
        let bytes = Self.utf16(Self.utf16Document, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
        let template = try NibTemplate(data: bytes, path: "Wide.nibxml", registry: .dynamic)
        #expect(template.objects.first?.location.description == "Wide.nibxml:3:3")
        let label = try #require(try template.instantiate().object(withID: "o") as? DynamicObject)
        #expect(label.values["text"] as? String == "h\u{E9} \u{1F600}")
        // A problem in it is located like one in UTF-8.
        let unknown = Self.utf16(
            Self.utf16Document.replacingOccurrences(of: #"class="Label""#, with: #"class="Label" bogus="1""#),
            bigEndian: bigEndian, byteOrderMark: byteOrderMark)
        Hostile.expect(
            Hostile.failure(unknown, path: "Wide.nibxml"), .invalidArchive, at: "Wide.nibxml:3:3",
            "unknown attribute 'bogus' on <object>")
    }

    /// A UTF-16 document with a lone high surrogate inside a string value.
    static let loneSurrogateDocument: Data = {
        var bytes = utf16(
            "<nib version=\"1\">\n  <object id=\"o\" class=\"Label\"><string key=\"text\">", bigEndian: false,
            byteOrderMark: true)
        bytes += [0x00, 0xD8]
        bytes += utf16("</string></object>\n</nib>\n", bigEndian: false, byteOrderMark: false)
        return bytes
    }()

    @Test("invalid UTF-16 (a lone surrogate) is a located error that says it is an encoding problem")
    func invalidUTF16() {
        let error = Hostile.failure(Self.loneSurrogateDocument, path: "Wide.nibxml")
        Hostile.expect(error, .malformedXML, at: "Wide.nibxml:2:51", "")
        let message = error?.diagnostics.first?.message.lowercased() ?? ""
        #expect(message.contains("utf-16") || message.contains("encoding"), "\(message)")
    }

    /// A document declared as Shift_JIS whose text has a byte sequence Shift_JIS does not have.
    static let badShiftJISDocument = Data(
        #"<?xml version="1.0" encoding="Shift_JIS"?>"#.utf8 + [0x0A]
            + #"<nib version="1"><object id="o" class="Label"><string key="text">"#.utf8 + [0x81, 0xFF, 0x82]
            + "</string></object></nib>\n".utf8)

    @Test("bytes invalid in the declared encoding are a located error that says it is an encoding problem")
    func invalidDeclaredEncoding() {
        let error = Hostile.failure(Self.badShiftJISDocument, path: "Legacy.nibxml")
        Hostile.expect(
            error, .malformedXML, at: "Legacy.nibxml:2:66",
            "invalid Shift_JIS text: the bytes 0x81 0xFF are not a character")
        let message = error?.diagnostics.first?.message.lowercased() ?? ""
        #expect(message.contains("shift_jis") || message.contains("encoding"), "\(message)")
        // Encodings libxml2 reads are fine when the bytes are.
        let latin1 = Data(
            #"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8 + [0x0A]
                + #"<nib version="1"><object id="o" class="Label"><string key="text">caf"#.utf8 + [0xE9]
                + "</string></object></nib>\n".utf8)
        #expect(Hostile.failure(latin1, path: "Latin1.nibxml") == nil)
        // An encoding nobody knows is refused at the declaration, before any text is read.
        let unknown = Data(#"<?xml version="1.0" encoding="X-NIBKIT-NONE"?><nib version="1"/>"#.utf8)
        let unknownError = Hostile.failure(unknown, path: "Unknown.nibxml")
        Hostile.expect(
            unknownError, .malformedXML, at: "Unknown.nibxml:1:1",
            "the document declares the encoding 'X-NIBKIT-NONE', which NibKit cannot read")
        #expect(unknownError?.diagnostics.first?.message.contains("'X-NIBKIT-NONE'") == true)
    }

    @Test(
        "libxml2 prints nothing of its own: nibtool lint writes exactly one diagnostic line for text it cannot decode",
        arguments: ["Wide.nibxml", "Legacy.nibxml"])
    func undecodableTextPrintsNothingElse(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try (name == "Wide.nibxml" ? Self.loneSurrogateDocument : Self.badShiftJISDocument).write(to: file)
        let result = try nibtool("lint", file.path)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(
            result.stderrLines.first?.hasPrefix("\(file.path):2:\(name == "Wide.nibxml" ? 51 : 66): error: ") == true,
            "\(result.stderr)")
    }

    // MARK: Truncated, garbage and empty files

    @Test(
        "every example truncated at every 17th byte gives a located error or loads, never a crash",
        arguments: Hostile.exampleArchives)
    func truncatedExamples(name: String) throws {
        let data = try Data(contentsOf: Toolkit.example(name))
        let whole = Hostile.failure(data, path: name)
        let closingTag = Data((name.hasSuffix(".xib") ? "</document>" : "</nib>").utf8)
        for cut in stride(from: 0, to: data.count, by: 17) {
            let prefix = data.prefix(cut)
            let error = Hostile.failure(prefix, path: name)
            if prefix.range(of: closingTag) != nil {
                // Only the trailing newline is missing: the same answer as the whole file.
                #expect(error?.code == whole?.code, "cut at \(cut)")
                continue
            }
            let lines = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            guard let error else {
                Issue.record("\(name) cut at \(cut) of \(data.count) loaded")
                continue
            }
            #expect(error.code == .malformedXML, "cut at \(cut): \(error)")
            let first = try #require(error.diagnostics.first, "cut at \(cut)")
            #expect(first.severity == .error)
            #expect(first.location.file == name)
            #expect((1...max(lines, 1)).contains(first.location.line), "cut at \(cut): \(first) beyond line \(lines)")
            #expect(first.location.column >= 1, "cut at \(cut): \(first)")
        }
    }

    @Test("the example bundle's .strings tables truncated at every 17th byte read or give located errors")
    func truncatedStrings() throws {
        let folder = Toolkit.example("Example.app")
        for name in ["en.lproj/InfoPlist.strings", "fr.lproj/InfoPlist.strings", "fr.lproj/Greeting.strings"] {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            for cut in stride(from: 0, to: data.count, by: 17) {
                guard let error = stringsFailure(data.prefix(cut), path: name) else { continue }
                #expect(error.code == .invalidStringsTable, "\(name) cut at \(cut)")
                #expect(
                    error.diagnostics.contains {
                        $0.severity == .error && $0.location.line >= 1 && $0.location.column >= 1
                    })
            }
        }
    }

    @Test("binary garbage is malformed XML, located", arguments: 1...8)
    func garbage(seed: UInt64) throws {
        let error = try #require(Hostile.failure(Hostile.garbage(count: 64 << 10, seed: seed), path: "Garbage.nibxml"))
        #expect(error.code == .malformedXML || error.code == .invalidArchive, "\(error)")
        let first = try #require(error.diagnostics.first)
        #expect(first.location.file == "Garbage.nibxml" && first.location.line >= 1 && first.location.column >= 1)
        #expect(!first.message.contains("\n"), "\(first.message.debugDescription)")
    }

    @Test("images, sounds, NUL bytes and garbage after a valid start are located errors")
    func binaryFiles() throws {
        let png = try Data(contentsOf: Toolkit.example("logo.png"))
        Hostile.expect(Hostile.failure(png, path: "logo.png"), .malformedXML, at: "logo.png:1:1", "start tag expected")
        let wav = try Data(contentsOf: Toolkit.example("click.wav"))
        Hostile.expect(
            Hostile.failure(wav, path: "click.wav"), .malformedXML, at: "click.wav:1:1", "start tag expected")
        Hostile.expect(
            Hostile.failure(Data(count: 4096), path: "Zeros.nibxml"), .malformedXML, at: "Zeros.nibxml:1:1",
            "document is empty")
        let tail =
            Data("<nib version=\"1\">\n  <object id=\"o\" class=\"Label\">\n".utf8) + Data([0, 0xFF, 0x01, 0x80])
            + Hostile.garbage(count: 1024, seed: 9)
        Hostile.expect(Hostile.failure(tail, path: "Tail.nibxml"), .malformedXML, at: "Tail.nibxml:3:1", "")
        // The compiled form's magic followed by garbage: the compiled reader answers.
        let magic = Data("NIBKITCT".utf8) + Hostile.garbage(count: 1024, seed: 10)
        let compiledError = try #require(Hostile.failure(magic, path: "Garbage.nibc"))
        #expect(compiledError.code == .unsupportedFormat || compiledError.code == .invalidArchive)
        #expect(compiledError.diagnostics.first?.location.description == "Garbage.nibc:1:1")
    }

    @Test("an empty file is a clear error in every reader")
    func emptyFile() throws {
        Hostile.expect(
            Hostile.failure(Data(), path: "Empty.nibxml"), .malformedXML, at: "Empty.nibxml:1:1", "the file is empty")
        Hostile.expect(
            Hostile.failure(Data(), path: "Empty.xib"), .malformedXML, at: "Empty.xib:1:1", "the file is empty")
        let storyboard = try #require(throws: NibError.self) {
            try NibStoryboard(data: Data(), path: "Empty.storyboard", registry: .dynamic)
        }
        #expect(storyboard.code == .malformedXML)
        #expect(storyboard.diagnostics.map(\.description) == ["Empty.storyboard:1:1: error: the file is empty"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Empty.nibxml")
        try Data().write(to: file)
        #expect {
            try NibTemplate(contentsOf: file, registry: .dynamic)
        } throws: { error in
            (error as? NibError)?.description == "\(file.relativePath):1:1: error: the file is empty"
        }
        Hostile.expect(
            Hostile.failure("  \n\t\n", path: "Blank.nibxml"), .malformedXML, at: "Blank.nibxml:3:1",
            "start tag expected")
        // An empty .strings file is an empty table, as in Foundation.
        #expect(try StringsTable(data: Data(), path: "Empty.strings").entries.isEmpty)
    }
}

/// Reads a strings table; its error, or nil when it reads.
func stringsFailure(_ data: Data, path: String) -> NibError? {
    do {
        _ = try StringsTable(data: data, path: path)
        return nil
    } catch {
        return error
    }
}
