import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

private func lint(_ text: String, path: String = "F.plist") -> [String] {
    lint(Data(text.utf8), path: path)
}

private func lint(_ data: Data, path: String = "F.plist") -> [String] {
    PropertyListLinter.lint(data: data, path: path).map {
        "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    }
}

/// An XML property list with `body` inside `<plist>`, starting on line 4.
private func xml(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>
    """
}

@Suite("Property-list lint: XML, binary and OpenStep")
struct PropertyListLintTests {
    @Test("the format is told by the first bytes")
    func sniffing() {
        #expect(PropertyListLinter.sniff(Data("bplist00".utf8)) == .binary)
        #expect(PropertyListLinter.sniff(Data("\u{FEFF}  <?xml".utf8)) == .xml)
        #expect(PropertyListLinter.sniff(Data("{ a = b; }".utf8)) == .openStep)
        #expect(PropertyListLinter.looksLikePropertyList(Data(xml("<dict/>").utf8)))
        #expect(!PropertyListLinter.looksLikePropertyList(Data("<document type=\"x\"/>".utf8)))
        #expect(PropertyListLinter.looksLikePropertyList(Data("// c\n( 1, 2 )".utf8)))
    }

    @Test("a valid XML property list, with every kind of value, is clean")
    func validXML() {
        let body = """
            <dict>
                <key>CFBundleName</key>
                <string>Example &amp; Co</string>
                <key>Count</key>
                <integer>-0x1F</integer>
                <key>Ratio</key>
                <real>1.5e3</real>
                <key>Enabled</key>
                <true/>
                <key>Built</key>
                <date>2024-05-01T12:00:00Z</date>
                <key>Icon</key>
                <data>
                    AAEC
                </data>
                <key>Items</key>
                <array><string>a</string><dict/></array>
            </dict>
            """
        #expect(lint(xml(body)) == [])
    }

    @Test("XML structure errors are located at their element, all of them")
    func xmlStructure() {
        let body = """
            <dict>
                <key>A</key>
                <key>B</key>
                <string>b</string>
                <string>orphan</string>
                <key>C</key>
                <bool>YES</bool>
                <key>D</key>
            </dict>
            """
        #expect(
            lint(xml(body)) == [
                "5:5: error: the key 'A' has no value: each <key> in a <dict> is followed by its value",
                "8:5: error: <string> in a <dict> must follow a <key>",
                "10:5: error: unknown element <bool> in a property list; a value is <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>",
                "11:5: error: the key 'D' has no value: each <key> in a <dict> is followed by its value",
            ])
    }

    @Test(
        "XML values that are not what their element says",
        arguments: [
            (
                "<integer>12x</integer>",
                "'12x' is not an integer: <integer> holds decimal digits, or 0x and hexadecimal digits, with an optional sign and no spaces"
            ),
            (
                "<integer> 12 </integer>",
                "' 12 ' is not an integer: <integer> holds decimal digits, or 0x and hexadecimal digits, with an optional sign and no spaces"
            ),
            ("<integer></integer>", "empty <integer>"),
            ("<integer>99999999999999999999</integer>", "'99999999999999999999' does not fit in a 64-bit integer"),
            ("<real>1,5</real>", "'1,5' is not a real number"),
            (
                "<date>2024-05-01</date>",
                "'2024-05-01' is not a date: <date> holds a UTC time written as 2024-05-01T12:00:00Z"
            ),
            (
                "<data>A!B=</data>",
                "the text of <data> is not base64; Foundation silently drops the characters it cannot decode"
            ),
            ("<true>yes</true>", "<true/> must be empty"),
            ("<string>a<b/></string>", "<string> holds text only, but contains <b>"),
        ])
    func xmlValues(body: String, message: String) {
        let column = body.hasPrefix("<string>a<b/>") ? 10 : 1
        #expect(lint(xml(body)) == ["4:\(column): error: \(message)"])
    }

    @Test("a <plist> holds exactly one value; stray text and duplicate keys are reported")
    func xmlPlistElement() {
        #expect(
            lint(xml("<string>a</string>\n<string>b</string>")) == [
                "5:1: error: a <plist> holds exactly one value; this <string> is a second one"
            ])
        #expect(lint(xml("")) == ["3:1: error: the <plist> element is empty; it holds one value"])
        #expect(
            lint(xml("<array>junk<string>a</string></array>")) == [
                "4:1: error: unexpected text 'junk' in <array>; it holds elements only"
            ])
        #expect(
            lint(xml("<dict>\n<key>a</key><string>1</string>\n<key>a</key><string>2</string>\n</dict>")) == [
                "6:1: warning: duplicate key 'a': this value replaces the one at 5:1, as the last one wins in Foundation"
            ])
    }

    @Test("malformed XML gets libxml2's message and place; an entity declaration is refused")
    func malformedXML() {
        let problems = lint(xml("<dict><key>a</key><string>b</dict>"))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("4:") == true)
        #expect(problems.first?.contains("error: malformed XML") == true)
        let entities = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY boom "boom">]>
            <plist version="1.0"><string>&boom;</string></plist>
            """
        #expect(lint(entities).first?.contains("error:") == true)
    }

    @Test("binary property lists are read by Foundation; a broken one is an error at 1:1")
    func binary() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "Example", "Numbers": [1, 2]], format: .binary, options: 0)
        #expect(lint(data) == [])
        // Foundation would read this as the OpenStep string "bplist00garbage".
        #expect(
            lint("bplist00garbage") == [
                "1:1: error: not a valid binary property list: it is too short to hold the header, an object and the trailer"
            ])
        #expect(lint(data.prefix(20)).first?.hasPrefix("1:1: error: not a valid binary property list") == true)
    }

    @Test("a binary property list whose arrays share children exponentially fails at the bound, in bounded memory")
    func sharedReferences() throws {
        // Each level doubles: 60 levels expand to 2^61 - 1 values; the walk stops at the 2^20th.
        let hostile = BinaryPropertyListBuilder.build(BinaryPropertyListBuilder.doublingArrays(depth: 60))
        #expect(
            lint(hostile) == [
                "1:1: error: the binary property list expands to more than \(BinaryPropertyListGraph.maximumValues) values, at object 42 (at byte 134): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy"
            ])
        // Sharing within the bound is read: 12 levels are 8,191 values.
        let shared = BinaryPropertyListBuilder.build(BinaryPropertyListBuilder.doublingArrays(depth: 12))
        #expect(lint(shared) == [])
        #expect(try PropertyListSerialization.propertyList(from: shared, format: nil) is [Any])
    }

    @Test(
        "a binary property list nested more than 512 deep, or containing itself, is refused before Foundation reads it")
    func binaryNestingAndCycles() {
        // Object i is [i + 1], 600 levels: Foundation would recurse once a level.
        let chain = (0..<600).map { BinaryPropertyListBuilder.Object.array([$0 + 1]) } + [.string("end")]
        #expect(
            lint(BinaryPropertyListBuilder.build(chain)) == [
                "1:1: error: the binary property list nests arrays and dictionaries more than 512 deep, at object 87 (at byte 269)"
            ])
        let cycle = BinaryPropertyListBuilder.build([.array([1]), .dictionary([(key: 2, value: 0)]), .string("k")])
        #expect(
            lint(cycle) == [
                "1:1: error: not a valid binary property list: object 0 (at byte 8) contains itself through its references"
            ])
        // Foundation on Linux crashed turning this set into Swift values (found by the plist fuzz target).
        let set = BinaryPropertyListBuilder.build([
            .dictionary([(key: 1, value: 2)]), .string("k"), .set([3]), .array([]),
        ])
        #expect(
            lint(set) == [
                "1:1: error: not a valid binary property list: object 2 (at byte 13) is a set; a property list holds arrays and dictionaries, never sets"
            ])
        let numberKey = BinaryPropertyListBuilder.build([.dictionary([(key: 1, value: 1)]), .integer(7)])
        #expect(
            lint(numberKey) == [
                "1:1: error: not a valid binary property list: the dictionary object 0 (at byte 8) has a key that is not a string, object 1"
            ])
        let dangling = BinaryPropertyListBuilder.build([.array([1, 7]), .string("k")])
        #expect(
            lint(dangling) == ["1:1: error: not a valid binary property list: a reference at byte 10 names no object"])
    }

    @Test("OpenStep property lists: arrays, dictionaries, data, and their errors located")
    func openStep() {
        #expect(lint("{ name = Example; list = (1, \"two\", <0a0b>,); nested = { a = b; }; }") == [])
        #expect(lint("( \"a\", \"b\" )") == [])
        #expect(lint("\"just a string\"") == [])
        #expect(
            lint("{ a = (1, 2; b = <0g>; }") == [
                "1:12: error: expected ',' or ')' after an array element, found ';'",
                "1:20: error: unexpected 'g' in data; expected hexadecimal digits or '>'",
            ])
        #expect(lint("{ a = b; }\n junk") == ["2:2: error: unexpected 'j' after the end of the property list"])
        #expect(lint("{ a = b;\n") == ["1:1: error: unterminated dictionary: the '{' here has no matching '}'"])
        #expect(lint("(1,,2)") == ["1:4: error: expected a value or ')' in the array, found ','"])
        #expect(lint("") == ["1:1: error: the file is empty; Foundation reads no property list from zero bytes"])
    }

    @Test("every property list of the corpus lints clean", arguments: StringsCorpus.files("plist"))
    func corpus(file: URL) {
        let diagnostics = PropertyListLinter.lint(contentsOf: file)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    }

    @Test(
        "every .strings file of the corpus lints clean through nibtool lint", arguments: StringsCorpus.files("strings"))
    func corpusStringsThroughNibtool(file: URL) throws {
        let run = try nibtool("lint", file.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains(": error: "))
    }
}

@Suite("nibtool lint dispatches by file")
struct PropertyListLintDispatchTests {
    @Test("a .strings file is linted as a strings table, a .plist as a property list, each error located")
    func dispatch() throws {
        let folder = try TemporaryBundle(name: "Lint")
        let strings = try folder.write("fr.lproj/Localizable.strings", "\"a\" = \"1\";\n\"a\" = \"2\"\n")
        let plist = try folder.write("Info.plist", xml("<dict><key>A</key></dict>"))
        let bare = try folder.write("settings", "{ a = (1; }")
        let run = try nibtool("lint", strings.path, plist.path, bare.path, "ExampleNibs/LoginForm.nibxml")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderrLines == [
                "\(strings.path):2:1: warning: duplicate key 'a': this value replaces the one at 1:1, as the last one wins in Apple's parser",
                "\(strings.path):2:10: error: missing ';' after the value of 'a', found the end of the file",
                "\(plist.path):4:7: error: the key 'A' has no value: each <key> in a <dict> is followed by its value",
                "\(bare.path):1:9: error: expected ',' or ')' after an array element, found ';'",
            ])
    }

    @Test("warnings alone exit 0")
    func warningsOnly() throws {
        let folder = try TemporaryBundle(name: "Lint")
        let strings = try folder.write("Localizable.strings", "\"a\" = \"\\z\";\n")
        let run = try nibtool("lint", strings.path)
        #expect(run.status == 0)
        #expect(
            run.stderrLines == ["\(strings.path):1:8: warning: unknown escape '\\z'; Apple's parser reads it as 'z'"])
    }
}
