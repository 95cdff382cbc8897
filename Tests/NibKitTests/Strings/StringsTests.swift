import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// The diagnostics of a `.strings` file, in `line:col: severity: message` form.
private func problems(_ data: Data, path: String = "F.strings") -> [String] {
    StringsTable.diagnose(data: data, path: path).map {
        "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    }
}

private func problems(_ text: String) -> [String] {
    problems(Data(text.utf8))
}

private func table(_ text: String) throws -> StringsTable {
    try StringsTable(data: Data(text.utf8), path: "F.strings")
}

/// `text` in UTF-16, with or without a byte-order mark.
private func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool = true) -> Data {
    var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        bytes += bigEndian ? [high, low] : [low, high]
    }
    return Data(bytes)
}

/// What Foundation reads from the same bytes, for comparison.
private func foundation(_ data: Data) throws -> [String: String] {
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(plist as? [String: String])
}

@Suite("Strings tables: the .strings format")
struct StringsTests {
    // MARK: Entries and comments

    @Test("entries keep file order, their key's place, and the comment directly above them")
    func entriesAndComments() throws {
        let text = """
            /*
              Localizable.strings
              A header, separated from the first entry by a blank line.
            */

            /* Title of the login button */
            "Log In" = "Connexion";
            "Cancel" = "Annuler"; // a trailing comment belongs to no entry
            // Shown when the password is wrong;
            // spans two lines.
            "Wrong password" = "Mot de passe incorrect";
            """
        let table = try table(text)
        #expect(table.keys == ["Log In", "Cancel", "Wrong password"])
        #expect(table["Log In"] == "Connexion")
        #expect(
            table.entries.map(\.comment) == [
                "Title of the login button", nil, "Shown when the password is wrong;\nspans two lines.",
            ])
        #expect(
            table.entries.map(\.location) == [
                SourceLocation(file: "F.strings", line: 7, column: 1),
                SourceLocation(file: "F.strings", line: 8, column: 1),
                SourceLocation(file: "F.strings", line: 11, column: 1),
            ])
        #expect(table.warnings.isEmpty)
        #expect(table.format == .utf8(byteOrderMark: false))
    }

    @Test(
        "unquoted strings, single quotes, the \"key\"; shorthand and an enclosing {} are read as Apple's parser reads them"
    )
    func appleSyntax() throws {
        let text = """
            CFBundleName = Example;
            path = /usr/local/bin:$PATH.x-y_z;
            'single' = 'quotes';
            "Same as key";
            """
        let table = try table(text)
        #expect(
            table.dictionary == [
                "CFBundleName": "Example", "path": "/usr/local/bin:$PATH.x-y_z", "single": "quotes",
                "Same as key": "Same as key",
            ])
        #expect(try foundation(Data(text.utf8)) == table.dictionary)
        #expect(try StringsTable(data: Data("{ \"a\" = \"b\"; }".utf8)).dictionary == ["a": "b"])
    }

    @Test("a whitespace-only or comment-only file is an empty table")
    func emptyTables() throws {
        #expect(try table("").isEmpty)
        #expect(try table("  /* nothing yet */\n// really\n").isEmpty)
    }

    // MARK: Escapes

    @Test("escapes: quotes, backslash, control characters, octal, \\U with surrogate pairs, line continuation")
    func escapes() throws {
        let text = #"""
            "quote" = "say \"hi\" \\ o/";
            "controls" = "\n\t\r\a\b\f\v";
            "octal" = "\101\60";
            "unicode" = "\U00e9\U263A \UD83D\UDE00";
            "others" = "it\'s \?";
            "continued" = "one\
            two";
            """#
        let table = try table(text)
        #expect(table.warnings.isEmpty)
        #expect(table["quote"] == #"say "hi" \ o/"#)
        #expect(table["controls"] == "\n\t\r\u{07}\u{08}\u{0C}\u{0B}")
        #expect(table["octal"] == "A0")
        #expect(table["unicode"] == "é☺ 😀")
        #expect(table["others"] == "it's ?")
        #expect(table["continued"] == "one\ntwo")
        #expect(try foundation(Data(text.utf8)) == table.dictionary)
    }

    @Test("bad escapes are located at their backslash")
    func badEscapes() {
        let text = #"""
            "a" = "\u0041";
            "b" = "\UD83D alone";
            "c" = "\UDE00";
            "d" = "\Uxyz";
            "e" = "\U41!";
            "f" = "\z";
            "g" = "\777";
            "h" = "\351";
            """#
        #expect(
            problems(text) == [
                #"1:8: error: '\u' is not an escape in .strings files: Apple's parser reads it as a plain 'u'; write '\U' and four hexadecimal digits"#,
                #"2:8: error: lone high surrogate '\UD83D': it must be followed by a '\U' escape of a low surrogate (DC00–DFFF)"#,
                #"3:8: error: lone low surrogate '\UDE00': it must follow a '\U' escape of a high surrogate (D800–DBFF)"#,
                #"4:8: error: '\U' must be followed by four hexadecimal digits"#,
                #"5:8: warning: '\U41' has fewer than four hexadecimal digits; Apple's parser reads it as U+0041"#,
                #"6:8: warning: unknown escape '\z'; Apple's parser reads it as 'z'"#,
                #"7:8: error: octal escape '\777' is out of range: the largest is '\377'"#,
                #"8:8: warning: octal escape '\351' reads as 'Ø' in Apple's NeXTSTEP encoding, not as a Unicode or Latin-1 code; write the character itself or a '\U' escape"#,
            ])
    }

    // MARK: Syntax errors

    @Test("missing ';', missing '=', missing value: each located, and parsing goes on")
    func syntaxErrors() {
        let text = """
            "a" = "1"
            "b" "2";
            "c" = ;
            "d" = "4";
            """
        #expect(
            problems(text) == [
                "1:10: error: missing ';' after the value of 'a', found '\"'",
                "2:5: error: missing '=' between the key 'b' and its value",
                "3:7: error: missing value for the key 'c'",
            ])
    }

    @Test("an unterminated string is reported at its opening quote; the lines after it are still read")
    func unterminatedString() {
        let text = """
            "a" = "1";
            "b" = "no end;
            """
        #expect(
            problems(text) == [
                "2:7: error: unterminated string: the \" here has no closing \" before the end of the file"
            ])
    }

    @Test("a value whose closing quote is missing runs onto the next line; the error says so")
    func missingClosingQuote() {
        let text = """
            "a" = "1;
            "b" = "2";
            """
        #expect(
            problems(text) == [
                "1:7: error: missing ';' after the value of 'a': its string runs from line 1 to line 2; is a closing quote missing on line 1?"
            ])
    }

    @Test("an unterminated comment is an error: Apple's parser silently ignores the rest of the file")
    func unterminatedComment() {
        #expect(
            problems("\"a\" = \"1\";\n/* forgotten\n\"b\" = \"2\";\n") == [
                "2:1: error: unterminated comment: the '/*' here has no matching '*/'; Apple's parser ignores the rest of the file"
            ])
    }

    @Test("a stray character after an entry is an error, since Foundation stops reading there and drops the rest")
    func strayCharacters() throws {
        let text = "\"a\" = \"1\";;\n\"b\" = \"2\";\n"
        #expect(
            problems(text) == [
                "1:11: error: unexpected ';' where a key should begin; Apple's parser silently stops reading here and drops every entry after it"
            ])
        // What Foundation makes of it: "b" is lost without a word.
        #expect(try foundation(Data(text.utf8)) == ["a": "1"])
    }

    @Test("a value that is not a string is an error in a .strings file")
    func nonStringValue() {
        #expect(
            problems("\"a\" = (\"x\", \"y\");\n") == [
                "1:7: error: the value of 'a' is an array; a .strings file maps strings to strings"
            ])
    }

    @Test("a duplicate key is a warning naming both places; the last value wins and the first place is kept")
    func duplicateKey() throws {
        let text = """
            "a" = "first";
            "b" = "other";
            /* again */
              "a" = "second";
            """
        #expect(
            problems(text) == [
                "4:3: warning: duplicate key 'a': this value replaces the one at 1:1, as the last one wins in Apple's parser"
            ])
        let table = try table(text)
        #expect(table.keys == ["a", "b"])
        #expect(table["a"] == "second")
        #expect(table.entry(forKey: "a")?.location == SourceLocation(file: "F.strings", line: 4, column: 3))
        #expect(table.warnings.first?.key == "a")
        #expect(try foundation(Data(text.utf8))["a"] == "second")
    }

    @Test("a table with errors throws invalidStringsTable with every diagnostic")
    func throwsEveryProblem() {
        #expect {
            _ = try table("\"a\" = \"\\u0041\";\n\"b\" = \"2\"\n")
        } throws: { error in
            guard let error = error as? NibError else { return false }
            return error.code == .invalidStringsTable
                && error.diagnostics.map(\.location.line) == [1, 2]
                && error.diagnostics.allSatisfy { $0.severity == .error }
        }
    }

    // MARK: Encodings

    @Test("UTF-8 with a byte-order mark: the mark is not counted in columns")
    func utf8ByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("\"é\" = \"x\";\n\"b\" = \"y\"".utf8))
        let table = try StringsTable(data: Data([0xEF, 0xBB, 0xBF] + Array("\"é\" = \"x\";".utf8)), path: "F.strings")
        #expect(table.format == .utf8(byteOrderMark: true))
        #expect(table["é"] == "x")
        #expect(problems(data) == ["2:10: error: missing ';' after the value of 'b', found the end of the file"])
    }

    @Test("UTF-16 with a byte-order mark, little- and big-endian", arguments: [false, true])
    func utf16WithByteOrderMark(bigEndian: Bool) throws {
        let text = "/* Greeting */\n\"Hello\" = \"Grüß dich 😀\";\n"
        let data = utf16(text, bigEndian: bigEndian)
        let table = try StringsTable(data: data, path: "F.strings")
        #expect(table.format == .utf16(bigEndian: bigEndian, byteOrderMark: true))
        #expect(table["Hello"] == "Grüß dich 😀")
        #expect(table.entry(forKey: "Hello")?.comment == "Greeting")
        #expect(try foundation(data) == table.dictionary)
    }

    @Test("UTF-16 columns count the bytes of the line in UTF-8")
    func utf16Columns() {
        // "é" is 2 bytes in UTF-8 but one UTF-16 unit, so the place after
        // `"é" = "1"`, where the ';' is missing, is column 11, not 10.
        #expect(
            problems(utf16("\"é\" = \"1\"\n\"b\" = \"2\";", bigEndian: false)) == [
                "1:11: error: missing ';' after the value of 'é', found '\"'"
            ])
        // A character outside the BMP is 4 bytes in UTF-8 (2 units in UTF-16).
        #expect(
            problems(utf16("\"😀\" = \"1\"\n\"b\" = \"2\";", bigEndian: true)) == [
                "1:13: error: missing ';' after the value of '😀', found '\"'"
            ])
    }

    @Test("UTF-16 without a byte-order mark is recognised, with a warning: Foundation on Linux cannot read it")
    func utf16WithoutByteOrderMark() throws {
        let data = utf16("\"a\" = \"b\";\n", bigEndian: false, byteOrderMark: false)
        let table = try StringsTable(data: data, path: "F.strings")
        #expect(table.format == .utf16(bigEndian: false, byteOrderMark: false))
        #expect(table["a"] == "b")
        #expect(
            problems(data) == [
                "1:1: warning: UTF-16 text without a byte-order mark; Apple's tools read it, but Foundation on Linux does not: save it with a byte-order mark or as UTF-8"
            ])
        #expect((try? PropertyListSerialization.propertyList(from: data, format: nil)) == nil)
    }

    @Test("invalid UTF-16: a lone surrogate is located where it stands", arguments: [false, true])
    func loneSurrogate(bigEndian: Bool) {
        var data = utf16("\"a\" = \"1\";\n\"b\" = \"", bigEndian: bigEndian)
        data += bigEndian ? Data([0xD8, 0x3D]) : Data([0x3D, 0xD8])
        data += utf16("x\";\n", bigEndian: bigEndian, byteOrderMark: false)
        #expect(
            problems(data) == [
                "2:8: error: invalid UTF-16: lone high surrogate 0xD83D is not followed by a low surrogate (DC00–DFFF)"
            ])
    }

    @Test("invalid UTF-8 is located at its byte")
    func invalidUTF8() {
        let data = Data(Array("\"a\" = \"caf".utf8) + [0xE9] + Array("\";\n".utf8))
        #expect(
            problems(data) == [
                "1:11: error: invalid UTF-8: byte 0xE9 starts a 3-byte character that is cut short; is the file in another encoding? Save it as UTF-8 or UTF-16"
            ])
    }

    @Test("a NUL byte is an error, though Foundation accepts it")
    func nulByte() throws {
        let data = Data(Array("\"a\" = \"x".utf8) + [0] + Array("y\";\n\"b\" = \"2\";\n".utf8))
        #expect(
            problems(data) == [
                "1:9: error: a NUL byte in the text; a .strings file or property list is text and never contains one"
            ])
        #expect(try foundation(data)["a"] == "x\0y")
    }

    @Test("a NUL written as an escape is an error at the escape, as a NUL byte is")
    func nulEscapes() throws {
        let text = #"""
            "a" = "x\U0000y";
            "b" = "\000";
            "c" = "\0";
            "d\U0000" = "1";
            """#
        let message = "is a NUL character (U+0000); a .strings file or property list is text and never contains one"
        #expect(
            problems(text) == [
                #"1:9: error: the escape '\U0000' "# + message,
                #"2:8: error: the escape '\000' "# + message,
                #"3:8: error: the escape '\0' "# + message,
                #"4:3: error: the escape '\U0000' "# + message,
            ])
        // The table refuses what the lint reports, with the same diagnostics.
        let refusal = try #require(throws: NibError.self) { try table(text) }
        #expect(refusal.code == .invalidStringsTable)
        #expect(
            refusal.diagnostics.map { "\($0.location.line):\($0.location.column): error: \($0.message)" }
                == problems(text))
        // Old-style property lists go through the same parser.
        #expect(
            PropertyListLinter.lint(data: Data(#"{ a = "\U0000"; }"#.utf8), path: "F.plist").map(\.description) == [
                #"F.plist:1:8: error: the escape '\U0000' "# + message
            ])
    }

    // MARK: Compiled tables

    @Test("a compiled table whose arrays share children exponentially fails at the bound, at 1:1")
    func binaryTableThatExpands() throws {
        // 60 levels of [x, x]: 2^61 values in 200 bytes.
        let data = BinaryPropertyListBuilder.doublingDictionary(depth: 60, key: "a")
        #expect(data.count < 300)
        #expect(
            problems(data) == [
                "1:1: error: the binary property list expands to more than \(BinaryPropertyListGraph.maximumValues) values, at object 44 (at byte 139): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy"
            ])
        #expect {
            try StringsTable(data: data, path: "F.strings")
        } throws: { error in
            (error as? NibError)?.code == .invalidStringsTable
        }
    }

    @Test("a compiled table with a NUL in a key or value is an error naming the key")
    func binaryTableWithNUL() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["a": "x\0y", "b": "2"], format: .binary, options: 0)
        #expect(
            problems(data) == [
                "1:1: error: the value of 'a' holds a NUL character (U+0000); a strings table is text and never contains one"
            ])
    }

    @Test("a compiled table (binary property list) is read through Foundation, sorted by key")
    func binaryTable() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b": "2", "a": "1"], format: .binary, options: 0)
        let table = try StringsTable(data: data, path: "F.strings")
        #expect(table.format == .binaryPropertyList)
        #expect(table.keys == ["a", "b"])
        #expect(table.entries.allSatisfy { $0.location == SourceLocation(file: "F.strings", line: 1, column: 1) })
    }

    @Test("a compiled table whose values are not strings is an error")
    func binaryTableWithNumbers() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0)
        #expect(problems(data) == ["1:1: error: the value of 'a' is an integer, not a string"])
    }

    @Test("an XML property list of strings is a table, with places")
    func xmlTable() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>Cancel</key>
                <string>Annuler</string>
                <key>Count</key>
                <integer>3</integer>
            </dict>
            </plist>
            """
        #expect(problems(Data(xml.utf8)) == ["8:5: error: the value of 'Count' is an integer, not a string"])
    }

    // MARK: API

    @Test("a table made from entries keeps the first place and the last value of a key")
    func tableFromEntries() {
        let table = StringsTable(entries: [
            StringsEntry(key: "a", value: "1"), StringsEntry(key: "b", value: "2"), StringsEntry(key: "a", value: "3"),
        ])
        #expect(table.keys == ["a", "b"])
        #expect(table["a"] == "3")
        #expect(table.count == 2)
        #expect(table["missing"] == nil)
    }

    @Test("a missing file is unreadable, said plainly")
    func missingFile() {
        let diagnostics = StringsTable.diagnose(contentsOf: URL(fileURLWithPath: "/nonexistent/x.strings"))
        #expect(diagnostics.map(\.message) == ["cannot read the file: no such file"])
    }

    // MARK: Corpus

    @Test(
        "every .strings file of the corpus reads without errors, as Foundation reads it",
        arguments: StringsCorpus.files("strings"))
    func corpusStrings(file: URL) throws {
        let data = try Data(contentsOf: file)
        let diagnostics = StringsTable.diagnose(data: data, path: file.lastPathComponent)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let table = try StringsTable(data: data, path: file.lastPathComponent)
        #expect(try foundation(data) == table.dictionary)
    }
}

/// The corpus of real files: `NIBKIT_CORPUS`, else `../shared/corpus` beside
/// the package, else the copy vendored in `Tests/Corpus`.
enum StringsCorpus {
    static let root: URL = {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let shared = Toolkit.packageRoot.appendingPathComponent("../shared/corpus").standardized
        if FileManager.default.fileExists(atPath: shared.path) { return shared }
        return Toolkit.packageRoot.appendingPathComponent("Tests/Corpus")
    }()

    /// Every file in the corpus folder `kind`, sorted; none when the corpus is absent.
    static func files(_ kind: String) -> [URL] {
        let folder = root.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }
}

@Suite("Format templates: positional specifiers and the analyser")
struct StringsFormatTests {
    @Test("the seed's example: a translation reorders its arguments with positions")
    func seedExample() throws {
        let text = """
            /* Message in alert dialog when something fails */
            "%@ Error! %@ failed!" = "%2$@ blah blah, %1$@ blah!";
            """
        let table = try StringsTable(data: Data(text.utf8), path: "Localizable.strings")
        let entry = try #require(table.entry(forKey: "%@ Error! %@ failed!"))
        #expect(entry.comment == "Message in alert dialog when something fails")
        #expect(FormatTemplate(entry.value).format("Disk", "Copy") == "Copy blah blah, Disk blah!")
        #expect(FormatTemplate(entry.key).format("Disk", "Copy") == "Disk Error! Copy failed!")
        #expect(FormatTemplate(entry.value).differences(from: FormatTemplate(entry.key)).isEmpty)
    }

    @Test("positions that skip or repeat arguments bind the right ones (corelibs' String(format:) does not)")
    func positionsWithGaps() {
        #expect(FormatTemplate("%2$@").format("a", "b") == "b")
        #expect(FormatTemplate("%2$@ %2$@").format("a", "b") == "b b")
        #expect(FormatTemplate("%3$@ %1$@").format("a", "b", "c") == "c a")
        #expect(FormatTemplate("%2$d then %1$@").format("x", 42) == "42 then x")
    }

    @Test("numbers, widths, precisions, flags, stars and percent signs")
    func conversions() {
        #expect(
            FormatTemplate("%d%% of %ld, %5.2f|%-4d|%04x|%+d").format(50, 1_000_000_000_000, 3.14159, 7, 255, 3)
                == "50% of 1000000000000,  3.14|7   |00ff|+3")
        #expect(FormatTemplate("[%*d] [%-*@] [%.1s]").format(5, 42, 4, "ab", "xyz") == "[   42] [ab  ] [x]")
        #expect(FormatTemplate("%c%C %e %g").format(65, 0x263A, 1234.5, 0.5) == "A☺ 1.234500e+03 0.5")
        #expect(FormatTemplate("%lu %llx %u").format(UInt(7), UInt64(255), -1) == "7 ff 4294967295")
    }

    @Test("a missing argument leaves its specifier; a value of the wrong kind is described, never reinterpreted")
    func misuse() {
        #expect(FormatTemplate("%1$@ and %2$@").format("only") == "only and %2$@")
        #expect(FormatTemplate("%d items").format("many") == "many items")
        #expect(FormatTemplate("%@ items").format(3) == "3 items")
    }

    @Test("the analyser counts and types the arguments, positional or sequential")
    func analysis() {
        let sequential = FormatTemplate("%@ has %d new %s in %.1f s")
        #expect(!sequential.usesPositions)
        #expect(sequential.argumentCount == 4)
        #expect(sequential.argumentTypes == [1: .object, 2: .int, 3: .cString, 4: .double])
        let positional = FormatTemplate("%2$ld for %1$@ %%")
        #expect(positional.usesPositions)
        #expect(positional.specifiers.map(\.text) == ["%2$ld", "%1$@"])
        #expect(positional.argumentTypes == [1: .object, 2: .long])
        #expect(FormatTemplate("%*.*f").argumentTypes == [1: .int, 2: .int, 3: .double])
        #expect(FormatTemplate("no specifiers, 100%%").specifiers.isEmpty)
    }

    @Test("problems of a template itself: a lone %, an unknown conversion, mixed styles, one argument as two types")
    func templateProblems() {
        #expect(FormatTemplate("100%").problems == ["a lone '%' ends it; write '%%' for a percent sign"])
        #expect(FormatTemplate("%k").problems == ["'%k' is not a format specifier; write '%%' for a percent sign"])
        #expect(
            FormatTemplate("%1$@ %@").problems == [
                "it mixes positional (%1$@) and sequential (%@) specifiers; use positions for all or none"
            ])
        #expect(FormatTemplate("%1$@ %1$d").problems == ["argument 1 is read as object by %1$@ and as int by %1$d"])
        #expect(FormatTemplate("100%").format() == "100%")
    }

    @Test("differences from the development language: count and types, reordering allowed")
    func differences() {
        let reference = FormatTemplate("%@ copied %ld files")
        #expect(FormatTemplate("%2$ld fichiers copiés par %1$@").differences(from: reference).isEmpty)
        #expect(
            FormatTemplate("%@ a copié %d fichiers").differences(from: reference) == [
                "argument 2 is %d (int) but %ld (long) in the development language"
            ])
        #expect(
            FormatTemplate("%@ a copié des fichiers").differences(from: reference) == [
                "argument 2 (%ld in the development language) is not used"
            ])
        #expect(
            FormatTemplate("%1$@ %2$ld %3$@").differences(from: reference) == [
                "%3$@ reads argument 3, but the development language passes 2 arguments"
            ])
    }
}

/// A folder of `.lproj` folders built in a temporary directory.
private func localizations(_ files: [String: String]) throws -> TemporaryBundle {
    let bundle = try TemporaryBundle(name: "Resources")
    for (path, text) in files { try bundle.write(path, text) }
    return bundle
}

@Suite("strings check: localizations against the development language")
struct StringsCheckTests {
    static let english = """
        /* Alert */
        "%@ Error! %@ failed!" = "%@ Error! %@ failed!";
        "%ld files" = "%ld files";
        "Cancel" = "Cancel";
        "OK" = "OK";
        """

    @Test("a translation whose specifiers differ is an error; reordering is fine; a missing key is a warning")
    func formatsAndMissingKeys() throws {
        let folder = try localizations([
            "en.lproj/Localizable.strings": Self.english,
            "fr.lproj/Localizable.strings": """
            "%@ Error! %@ failed!" = "%2$@ blah blah, %1$@ blah!";
            "%ld files" = "%d fichiers";
            "Cancel" = "Annuler";
            "Old" = "Vieux";
            """,
        ])
        let lines = LocalizationChecker().check(directory: folder.root).map { diagnostic in
            "\(diagnostic.location.file.replacingOccurrences(of: folder.root.path + "/", with: "")):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
        let en = folder.root.appendingPathComponent("en.lproj/Localizable.strings").path
        #expect(
            lines == [
                "fr.lproj/Localizable.strings:2:1: error: the format specifiers of '%ld files' differ from the development language's (\(en):3:1): argument 1 is %d (int) but %ld (long) in the development language",
                "fr.lproj/Localizable.strings:1:1: warning: missing translation of 'OK' (development language: \(en):5:1)",
                "fr.lproj/Localizable.strings:4:1: warning: 'Old' is not in the development language's version (\(en))",
            ])
    }

    @Test("the development language comes from --development-language, else Info.plist, else Base or en")
    func developmentLanguage() throws {
        let folder = try localizations([
            "de.lproj/Localizable.strings": "\"n\" = \"%d Dateien\";\n",
            "en.lproj/Localizable.strings": "\"n\" = \"%@ files\";\n",
        ])
        // en is the reference by default: de's %d differs from en's %@.
        #expect(LocalizationChecker().check(directory: folder.root).map(\.severity) == [.error])
        // With de as the development language, en is the translation that differs.
        let german = LocalizationChecker(developmentLanguage: "de").check(directory: folder.root)
        #expect(
            german.map { URL(fileURLWithPath: $0.location.file).deletingLastPathComponent().lastPathComponent } == [
                "en.lproj"
            ])
        try folder.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "German"])
        #expect(LocalizationChecker.developmentRegion(in: folder.root) == "German")
        let fromPlist = LocalizationChecker().check(directory: folder.root)
        #expect(
            fromPlist.map { URL(fileURLWithPath: $0.location.file).deletingLastPathComponent().lastPathComponent } == [
                "en.lproj"
            ])
    }

    @Test("a missing table is a warning; a table with errors reports them")
    func missingAndBrokenTables() throws {
        let folder = try localizations([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "en.lproj/Other.strings": "\"b\" = \"B\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A\"\n",
            "fr.lproj/Other.strings": "\"b\" = \"B\";\n",
            "it.lproj/Other.strings": "\"b\" = \"B\";\n",
        ])
        let messages = LocalizationChecker().check(directory: folder.root).map {
            "\($0.severity.rawValue): \($0.message)"
        }
        #expect(
            messages == [
                "error: missing ';' after the value of 'a', found the end of the file",
                "warning: it.lproj has no Localizable.strings: none of its 1 strings is translated",
            ])
    }

    @Test("Base internationalization: Base.lproj/Main.storyboard is the reference for Main.strings")
    func baseInternationalization() throws {
        let folder = try localizations([
            "Base.lproj/Main.storyboard": StringsExportTests.storyboard,
            "fr.lproj/Main.strings": """
            "Lbl-aa-001.text" = "Bonjour %d";
            "Btn-bb-002.normalTitle" = "Envoyer";
            "Gone-00-000.text" = "Disparu";
            """,
        ])
        let messages = LocalizationChecker().check(directory: folder.root).map {
            "\($0.severity.rawValue): \($0.message.prefix { $0 != "(" })"
        }
        #expect(
            messages == [
                "warning: missing translation of 'Fld-cc-003.placeholder' ",
                "error: the format specifiers of 'Lbl-aa-001.text' differ from the development language's ",
                "warning: missing translation of 'Nav-dd-004.title' ",
                "warning: missing translation of 'Seg-ee-005.segmentTitles[0]' ",
                "warning: missing translation of 'Seg-ee-005.segmentTitles[1]' ",
                "warning: 'Gone-00-000.text' is not in the development language's version ",
            ])
    }

    @Test("nibtool strings check exits 1 on an error and 0 on warnings only")
    func command() throws {
        let broken = try localizations([
            "en.lproj/Localizable.strings": Self.english,
            "fr.lproj/Localizable.strings": "\"%ld files\" = \"%@ fichiers\";\n",
        ])
        let failing = try nibtool("strings", "check", broken.root.path)
        #expect(failing.status == 1)
        #expect(failing.stdout.isEmpty)
        #expect(failing.stderrLines.filter { $0.contains(": error: ") }.count == 1)
        #expect(failing.stderrLines.filter { $0.contains(": warning: missing translation") }.count == 3)

        let fine = try localizations([
            "en.lproj/Localizable.strings": Self.english,
            "fr.lproj/Localizable.strings": "\"%ld files\" = \"%ld fichiers\";\n",
        ])
        #expect(try nibtool("strings", "check", fine.root.path).status == 0)
        #expect(try nibtool("strings", "check").status == 2)
        #expect(try nibtool("strings", "frobnicate", fine.root.path).status == 2)
    }

    @Test("strings check reads nothing outside its folder and opens no FIFO: each is an error at its path")
    func staysInsideItsFolder() throws {
        let folder = try localizations([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"Ah\";\n",
        ])
        try folder.fifo("fr.lproj/Menu.strings")
        try folder.write("en.lproj/Menu.strings", "\"m\" = \"M\";\n")
        try Data("\"secret\" = \"outside\";\n".utf8).write(to: folder.outside.appendingPathComponent("Secret.strings"))
        try folder.link("en.lproj/Secret.strings", to: folder.outside.appendingPathComponent("Secret.strings").path)
        try folder.link("de.lproj", to: "/")
        try folder.link("Loop", to: ".")
        let diagnostics = LocalizationChecker().check(directory: folder.root)
        let lines = diagnostics.map { "\($0.severity.rawValue): \($0.message)" }
        #expect(
            lines == [
                "error: 'de.lproj' is a symbolic link leading outside the folder",
                "error: 'en.lproj/Secret.strings' is a symbolic link leading outside the folder",
                "error: 'fr.lproj/Menu.strings' is not a regular file but a FIFO",
                // The FIFO is no table, so fr has none to check against en's.
                "warning: fr.lproj has no Menu.strings: none of its 1 strings is translated",
            ])
        #expect(!diagnostics.contains { $0.message.contains("secret") })
    }

    @Test("genstrings neither reads nor replaces a FIFO or a link leading out of its output folder")
    func generatorStaysInside() throws {
        let folder = try TemporaryBundle(name: "Output")
        try folder.fifo("Localizable.strings")
        try Data("\"kept\" = \"kept\";\n".utf8).write(to: folder.outside.appendingPathComponent("Other.strings"))
        try folder.link("Other.strings", to: folder.outside.appendingPathComponent("Other.strings").path)
        var generator = StringsGenerator()
        let source = SourceLocation(file: "App.m", line: 1, column: 1)
        generator.add([
            LocalizationCall(key: "k", location: source),
            LocalizationCall(key: "k", table: "Other", location: source),
        ])
        let lines = generator.write(to: folder.root).map(\.message)
        #expect(
            lines == [
                "'Localizable.strings' is not a regular file but a FIFO, so it is left as it is",
                "'Other.strings' is a symbolic link leading outside the output directory, so it is left as it is",
            ])
        let outside = try String(contentsOf: folder.outside.appendingPathComponent("Other.strings"), encoding: .utf8)
        #expect(outside == "\"kept\" = \"kept\";\n")
    }
}

@Suite("strings export: an archive's user-visible strings")
struct StringsExportTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Vc1-aa-000">
            <scenes>
                <scene sceneID="Scn-aa-000">
                    <objects>
                        <viewController id="Vc1-aa-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-000">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label text="Hello %@" id="Lbl-aa-001">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    </label>
                                    <button buttonType="system" id="Btn-bb-002">
                                        <rect key="frame" x="20" y="140" width="100" height="30"/>
                                        <state key="normal" title="Send &quot;now&quot;"/>
                                    </button>
                                    <textField placeholder="Name" id="Fld-cc-003">
                                        <rect key="frame" x="20" y="180" width="200" height="30"/>
                                    </textField>
                                    <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="Seg-ee-005">
                                        <rect key="frame" x="20" y="220" width="200" height="30"/>
                                        <segments>
                                            <segment title="First"/>
                                            <segment title="Second"/>
                                        </segments>
                                    </segmentedControl>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Welcome" id="Nav-dd-004"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-000" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("the table of a storyboard: keys objectID.property, Xcode's comments, sorted by key")
    func library() throws {
        let template = try NibTemplate(data: Data(Self.storyboard.utf8), path: "Main.storyboard", registry: .dynamic)
        let entries = template.localizableStrings()
        #expect(
            entries.map(\.key) == [
                "Btn-bb-002.normalTitle", "Fld-cc-003.placeholder", "Lbl-aa-001.text", "Nav-dd-004.title",
                "Seg-ee-005.segmentTitles[0]", "Seg-ee-005.segmentTitles[1]",
            ])
        #expect(entries.map(\.value) == ["Send \"now\"", "Name", "Hello %@", "Welcome", "First", "Second"])
        #expect(entries[0].comment == #"Class = "UIButton"; normalTitle = "Send \"now\""; ObjectID = "Btn-bb-002";"#)
        #expect(entries[2].comment == #"Class = "UILabel"; text = "Hello %@"; ObjectID = "Lbl-aa-001";"#)
    }

    @Test("nibtool strings export prints the table, which reads back as the same entries")
    func command() throws {
        let folder = try localizations(["Main.storyboard": Self.storyboard])
        let path = folder.root.appendingPathComponent("Main.storyboard").path
        let run = try nibtool("strings", "export", path)
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                /* Class = "UIButton"; normalTitle = "Send \\"now\\""; ObjectID = "Btn-bb-002"; */
                "Btn-bb-002.normalTitle" = "Send \\"now\\"";

                /* Class = "UITextField"; placeholder = "Name"; ObjectID = "Fld-cc-003"; */
                "Fld-cc-003.placeholder" = "Name";

                """))
        let table = try StringsTable(data: Data(run.stdout.utf8), path: "Main.strings")
        #expect(table.count == 6)
        #expect(table["Btn-bb-002.normalTitle"] == "Send \"now\"")

        let output = folder.root.appendingPathComponent("Main.strings")
        let written = try nibtool("strings", "export", path, "-o", output.path)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8) == run.stdout)
    }

    @Test("the export of the corpus's storyboard matches the keys of its French Main.strings")
    func corpusBaseInternationalization() throws {
        let storyboard = StringsCorpus.root.appendingPathComponent(
            "storyboard/futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__Base.lproj__Main.storyboard")
        let french = StringsCorpus.root.appendingPathComponent(
            "strings/futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__fr.lproj__Main.strings")
        try #require(FileManager.default.fileExists(atPath: storyboard.path), "corpus not found")
        let exported = try NibTemplate(contentsOf: storyboard, registry: .dynamic).localizableStrings()
        let translated = try StringsTable(contentsOf: french)
        let byKey = Dictionary(uniqueKeysWithValues: exported.map { ($0.key, $0) })
        for entry in translated.entries {
            #expect(byKey[entry.key]?.comment == entry.comment, "\(entry.key)")
        }
    }
}
