import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// What a file can make NibKit print: control characters escaped, long words
/// and lines abbreviated, output written as it is made.
@Suite("Output safety")
struct OutputSafetyTests {
    @Test("control characters, separators and bidirectional overrides are written out, not obeyed")
    func escapesControlCharacters() {
        #expect(DisplayText.line("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(DisplayText.line("one\ntwo\rthree\tfour") == "one\\ntwo\\rthree\\tfour")
        #expect(DisplayText.line("\u{9B}31m\u{7F}\u{0}") == "\\u{9B}31m\\u{7F}\\u{0}")
        #expect(DisplayText.line("abc\u{202E}fed\u{2066}\u{2028}") == "abc\\u{202E}fed\\u{2066}\\u{2028}")
        // Text with nothing to escape is itself, backslashes included.
        #expect(DisplayText.line("id 'a\\nb' and ü, 漢字") == "id 'a\\nb' and ü, 漢字")
    }

    @Test("a word longer than the limit keeps its start and says how long it was")
    func abbreviatesLongWords() {
        let word = String(repeating: "x", count: 1_000)
        let shown = DisplayText.line("owner \(word).setValue")
        #expect(
            shown == "owner " + String(repeating: "x", count: DisplayText.abbreviatedWordLength)
                + "…(1000 characters).setValue")
        let limit = String(repeating: "y", count: DisplayText.maximumWordLength)
        #expect(DisplayText.line("\(limit) z") == "\(limit) z")
    }

    @Test("a line longer than the limit is cut and says how long it was")
    func shortensLongLines() {
        let words = Array(repeating: "word", count: 2_000).joined(separator: " ")
        let shown = DisplayText.line(words)
        #expect(shown.unicodeScalars.count < DisplayText.maximumLineLength + 50)
        #expect(shown.hasSuffix("…(a line of \(words.count) characters, shortened)"))
        #expect(shown.hasPrefix("word word "))
    }

    @Test("a diagnostic whose message holds a line break stays on one line")
    func diagnosticOnOneLine() {
        let diagnostic = Diagnostic(
            .error, "duplicate object id 'a\nLogin.nibxml:1:1: error: forged'",
            at: SourceLocation(file: "x\u{1B}]0;title\u{7}.nibxml", line: 3, column: 4))
        #expect(
            diagnostic.description
                == "x\\u{1B}]0;title\\u{7}.nibxml:3:4: error: duplicate object id 'a\\nLogin.nibxml:1:1: error: forged'"
        )
    }

    @Test("trace escapes ids and keys that hold line breaks and C1 controls, in text and JSON")
    func traceEscapes() throws {
        let archive = try temporaryArchive(
            """
            <nib version="1">
              <filesOwner id="owner&#10;Phase 9: forged" class="Owner">
                <connections><outlet property="view&#x9B;2J" destination="v"/></connections>
              </filesOwner>
              <object id="v" class="View"/>
            </nib>
            """)
        let text = try nibtool("trace", archive.path)
        #expect(text.status == 0)
        #expect(!text.stdout.contains("\u{9B}"))
        #expect(text.stdout.split(separator: "\n").filter { $0.hasPrefix("Phase") }.count == 5)
        #expect(text.stdout.contains("  owner\\nPhase 9: forged (Owner).setValue(v (View), forKey: \"view\\u{9B}2J\")"))
        let json = try nibtool("trace", "--json", archive.path)
        #expect(json.status == 0)
        #expect(!json.stdout.contains("\u{9B}"))
        #expect(json.stdout.contains(#""source": "owner\nPhase 9: forged", "property": "view\u009b2J""#))
    }

    @Test("a long id referenced by a thousand outlets prints a bounded trace")
    func traceOutputIsBounded() throws {
        // 64 kB rather than the megabyte of the report, so the debug build's
        // test stays quick; the rule is the same at any length.
        let id = String(repeating: "o", count: 1 << 16)
        let outlets = (0..<1_000).map { "<outlet property=\"p\($0)\" destination=\"v\"/>" }.joined()
        let archive = try temporaryArchive(
            """
            <nib version="1">
              <filesOwner id="\(id)" class="Owner"><connections>\(outlets)</connections></filesOwner>
              <object id="v" class="View"/>
            </nib>
            """)
        let run = try nibtool("trace", archive.path)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains(".setValue(v (View), forKey:") }.count == 1_000)
        // Each line names the owner by its first characters and its length.
        #expect(lines.allSatisfy { $0.utf8.count < 300 })
        #expect(run.stdout.contains("…(\(id.count) characters) (Owner).setValue(v (View), forKey: \"p999\")"))
        // JSON keeps ids whole up to a line's length, then says how long they were.
        let json = try nibtool("trace", "--json", archive.path)
        #expect(json.status == 0)
        let shown = String(repeating: "o", count: DisplayText.maximumLineLength) + "…(\(id.count) characters)"
        #expect(
            json.stdout.contains(
                #"{"phase": 3, "kind": "outlet", "source": "\#(shown)", "property": "p0", "destination": "v"}"#))
        #expect(json.stdout.utf8.count < 1_000 * (DisplayText.maximumLineLength + 200))
    }

    @Test("strings export writes C1 controls and bidirectional overrides as \\U escapes")
    func stringsLiteralEscapes() {
        #expect(StringsFileWriter.quoted("a\u{9B}b\u{202E}\u{1B}") == #""a\U009Bb\U202E\U001B""#)
    }

    /// The folder holding the suite's archives, removed with the suite.
    private let folder: TemporaryBundle

    init() throws { folder = try TemporaryBundle(name: "Archives") }

    private func temporaryArchive(_ text: String) throws -> URL {
        try folder.write("Archive-\(UUID().uuidString).nibxml", text)
    }
}
