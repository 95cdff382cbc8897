import Foundation
import NibKit
import Testing

private func scan(_ source: String, language: LocalizationCallScanner.Language = .swift, routines: [String] = [])
    -> (calls: [LocalizationCall], diagnostics: [Diagnostic])
{
    LocalizationCallScanner(additionalRoutines: routines).scan(
        Data(source.utf8), path: language == .swift ? "S.swift" : "O.m", language: language)
}

/// `table|key|value|comment` for each call, for compact expectations.
private func summary(_ calls: [LocalizationCall]) -> [String] {
    calls.map { "\($0.table)|\($0.key)|\($0.value ?? "-")|\($0.comment ?? "-")" }
}

private func place(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
}

@Suite("genstrings: finding localization calls in source code")
struct GenstringsScannerTests {
    @Test("Swift: labelled arguments in any order and over several lines, at the routine's place")
    func swiftCalls() {
        let source = """
            let a = NSLocalizedString("Cancel", comment: "Button title")
            let b = NSLocalizedString(
                "Files",
                tableName: "Browser",
                bundle: .main,
                value: "%ld files",
                comment: "Count of files"
            )
            let c = NSLocalizedString("Reversed", value: "v", comment: "c", tableName: "Browser")
            let d = NibLocalizedString("Nib", tableName: nil, bundle: nil, value: "", comment: "")
            """
        let result = scan(source)
        #expect(
            summary(result.calls) == [
                "Localizable|Cancel|-|Button title", "Browser|Files|%ld files|Count of files", "Browser|Reversed|v|c",
                "Localizable|Nib|-|-",
            ])
        #expect(result.calls.map(\.location.line) == [1, 2, 9, 10])
        #expect(result.calls.map(\.location.column) == [9, 9, 9, 9])
        #expect(
            result.calls.map(\.routine) == [
                "NSLocalizedString", "NSLocalizedString", "NSLocalizedString", "NibLocalizedString",
            ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Swift literals: escapes, Unicode, raw and multi-line strings")
    func swiftLiterals() {
        let source = #"""
            _ = NSLocalizedString("Say \"hi\"\\\n\t\u{E9}\u{1F600}", comment: "escapes")
            _ = NSLocalizedString(#"raw \n "quoted""#, comment: "raw")
            _ = NSLocalizedString("multi", comment: """
                First line
                  indented \
                joined
                """)
            """#
        #expect(
            summary(scan(source).calls) == [
                "Localizable|Say \"hi\"\\\n\té😀|-|escapes", #"Localizable|raw \n "quoted"|-|raw"#,
                "Localizable|multi|-|First line\n  indented joined",
            ])
    }

    @Test("comments, strings and declarations are no calls; non-literal arguments are reported and skipped")
    func skipped() {
        let source = """
            // NSLocalizedString("in a comment", comment: "")
            /* NSLocalizedString("in /* a nested */ block", comment: "") */
            let s = "NSLocalizedString(\\"in a string\\", comment: \\"\\")"
            func NibLocalizedString(_ key: String, tableName: String? = nil, comment: String) -> String { key }
            let t = NSLocalizedString("Hello \\(name)", comment: "interpolated")
            let u = NSLocalizedString(key, comment: "variable")
            let v = NSLocalizedString("k", tableName: table, comment: "variable table")
            """
        let result = scan(source)
        #expect(result.calls.isEmpty)
        #expect(
            result.diagnostics.map(place) == [
                "5:9: warning: the key of this NSLocalizedString call interpolates or is unterminated; the call is skipped",
                "6:9: warning: the key of this NSLocalizedString call is not a string literal; the call is skipped",
                "7:9: warning: the table name of this NSLocalizedString call is not a string literal; the call is skipped",
            ])
    }

    @Test("Objective-C: the four Foundation macros, the Core Foundation ones, C escapes and adjacent literals")
    func objectiveCCalls() {
        let source = #"""
            #define NSLocalizedString(key, comment) \
                [[NSBundle mainBundle] localizedStringForKey:(key) value:@"" table:nil]
            char open = '(';
            NSString *a = NSLocalizedString(@"Quote \"%@\"\n", @"Alert");
            NSString *b = NSLocalizedStringFromTable(@"Two "
                @"parts", @"Browser", nil);
            NSString *c = NSLocalizedStringFromTableInBundle(@"In bundle", @"Browser", bundle, @"Bundle comment");
            NSString *d = NSLocalizedStringWithDefaultValue(@"K", nil, [NSBundle mainBundle], @"Caf\u00e9 \101\x42", @"Default");
            CFStringRef e = CFCopyLocalizedStringFromTable(CFSTR("CF key"), CFSTR("Core"), "CF comment");
            """#
        let result = scan(source, language: .objectiveC)
        #expect(
            summary(result.calls) == [
                "Localizable|Quote \"%@\"\n|-|Alert", "Browser|Two parts|-|-", "Browser|In bundle|-|Bundle comment",
                "Localizable|K|Café AB|Default", "Core|CF key|-|CF comment",
            ])
        #expect(result.calls.map(\.location.line) == [4, 5, 7, 8, 9])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a table name that is not a plain file name, or a NUL in a key, is an error at the call")
    func unwritableCalls() {
        let source = #"""
            NSString *a = NSLocalizedStringFromTable(@"k", @"../../evil", @"");
            NSString *b = NSLocalizedStringFromTable(@"k", @"two\nlines", @"");
            NSString *c = NSLocalizedStringFromTable(@"k", @".hidden", @"");
            NSString *d = NSLocalizedStringFromTable(@"k", @"back\\slash", @"");
            NSString *e = NSLocalizedString(@"nul\0", @"");
            NSString *f = NSLocalizedStringFromTable(@"k", @"Fine", @"");
            """#
        let result = scan(source, language: .objectiveC)
        #expect(summary(result.calls) == ["Fine|k|-|-"])
        let rest = "is not a plain file name"
        let end = "; genstrings writes <table>.strings into the output directory and nowhere else"
        #expect(
            result.diagnostics.map(place) == [
                #"1:15: error: the table name "../../evil" of this NSLocalizedStringFromTable call "# + rest
                    + ": it contains '/'" + end,
                #"2:15: error: the table name "two\nlines" of this NSLocalizedStringFromTable call "# + rest
                    + ": it contains the control character U+000A" + end,
                #"3:15: error: the table name ".hidden" of this NSLocalizedStringFromTable call "# + rest
                    + ": it starts with '.'" + end,
                #"4:15: error: the table name "back\\slash" of this NSLocalizedStringFromTable call "# + rest
                    + #": it contains '\'"#
                    + end,
                "5:15: error: the key of this NSLocalizedString call holds a NUL character (U+0000); a .strings file is text and never contains one",
            ])
        let long = scan("NSLocalizedString(\"k\", tableName: \"\(String(repeating: "x", count: 248))\", comment: \"\")")
        #expect(
            long.diagnostics.map(\.message).first?.contains(
                "it is 256 bytes with '.strings', too long for a file name, which has at most 255") == true)
    }

    @Test("-s adds a routine and its FromTable, FromTableInBundle and WithDefaultValue forms")
    func additionalRoutines() {
        let source = """
            let a = AppString("One", "first")
            let b = AppStringFromTable("Two", "Extra", "second")
            let c = OtherString("Three", "unknown routine")
            """
        #expect(
            summary(scan(source, routines: ["AppString"]).calls) == [
                "Localizable|One|-|first", "Extra|Two|-|second",
            ])
        #expect(
            LocalizationCallScanner(additionalRoutines: ["AppString"]).routineNames.contains(
                "AppStringWithDefaultValue"))
    }

    @Test("a call inside another's arguments is a call of its own; the outer one is judged on its own arguments")
    func nestedCalls() {
        let source = """
            let a = NSLocalizedString(NSLocalizedString("inner", comment: "i"), comment: "outer")
            let b = NSLocalizedString("k", comment: f(NSLocalizedString("c", comment: "d"), [1, 2]))
            let c = NSLocalizedString("open", comment: "never closed"
            let d = NSLocalizedString("after", comment: "closed"]
            """
        let result = scan(source)
        #expect(summary(result.calls) == ["Localizable|inner|-|i", "Localizable|c|-|d", "Localizable|after|-|closed"])
        #expect(result.calls.map(\.location.line) == [1, 2, 4])
        #expect(
            result.diagnostics.map(place) == [
                "1:9: warning: the key of this NSLocalizedString call is not a string literal; the call is skipped",
                "2:9: warning: the comment of this NSLocalizedString call is not a string literal; the call is skipped",
                "3:9: warning: the call to NSLocalizedString has no closing ')'; it is skipped",
            ])
    }

    @Test("strings nested in 200,000 interpolations are skipped to the end of their line, without recursing that deep")
    func deepInterpolation() {
        let source =
            "let x = NSLocalizedString(" + String(repeating: #""\("#, count: 200_000) + "\n"
            + #", comment: "c")"# + "\n" + #"let y = NSLocalizedString("next", comment: "line")"#
        let result = scan(source)
        #expect(summary(result.calls) == ["Localizable|next|-|line"])
        #expect(result.calls.first?.location.line == 3)
        #expect(
            result.diagnostics.map(place) == [
                "1:9: warning: the key of this NSLocalizedString call interpolates or is unterminated; the call is skipped"
            ])
    }

    @Test(
        "50,000 nested calls, 20,000 unclosed ones of an added routine, 50,000 unclosed lines: one warning each, the first 1,000 kept"
    )
    func hostileNesting() {
        let kept = DiagnosticCollector.maximumKept
        func closing(_ more: Int) -> String {
            "warning: and \(more) more warnings; NibKit keeps at most \(kept) warnings of a file"
        }
        // Nested: only the innermost call has a literal key.
        let depth = 50_000
        let nested = scan(
            String(repeating: "NSLocalizedString(", count: depth) + #""k", comment: "c""#
                + String(repeating: ")", count: depth))
        #expect(summary(nested.calls) == ["Localizable|k|-|c"])
        #expect(nested.calls.first?.location.column == 1 + 18 * (depth - 1))
        #expect(nested.diagnostics.count == kept + 1)
        #expect(
            nested.diagnostics[kept - 1].description.hasSuffix(
                "1:\(1 + 18 * (kept - 1)): warning: the key of this NSLocalizedString call is not a string literal; the call is skipped"
            ))
        #expect(nested.diagnostics.last.map(place) == "1:\(1 + 18 * kept): \(closing(depth - 1 - kept))")

        // `L(L(L(…` with `-s L`: none is closed.
        let unclosed = scan(String(repeating: "L(", count: 20_000), routines: ["L"])
        #expect(unclosed.calls.isEmpty)
        #expect(unclosed.diagnostics.count == kept + 1)
        #expect(unclosed.diagnostics.dropLast().map(\.location.column) == Array(stride(from: 1, to: 2 * kept, by: 2)))
        #expect(
            unclosed.diagnostics.dropLast().allSatisfy {
                $0.message == "the call to L has no closing ')'; it is skipped"
            })
        #expect(unclosed.diagnostics.last.map(place) == "1:\(1 + 2 * kept): \(closing(20_000 - kept))")

        // One unclosed call a line, then one closed call.
        let lines =
            String(repeating: "NSLocalizedString(@\"k\", @\"c\"\n", count: 50_000)
            + "NSLocalizedString(@\"last\", @\"closed\");\n"
        let objectiveC = scan(lines, language: .objectiveC)
        #expect(summary(objectiveC.calls) == ["Localizable|last|-|closed"])
        #expect(objectiveC.calls.first?.location.line == 50_001)
        #expect(objectiveC.diagnostics.count == kept + 1)
        #expect(objectiveC.diagnostics.dropLast().map(\.location.line) == Array(1...kept))
        #expect(
            objectiveC.diagnostics.dropLast().allSatisfy {
                $0.location.column == 1
                    && $0.message == "the call to NSLocalizedString has no closing ')'; it is skipped"
            })
        #expect(objectiveC.diagnostics.last.map(place) == "\(kept + 1):1: \(closing(50_000 - kept))")
    }
}

@Suite("genstrings: writing and merging tables")
struct GenstringsTests {
    private static func call(_ key: String, comment: String? = nil, value: String? = nil, line: Int) -> LocalizationCall
    {
        LocalizationCall(
            key: key, value: value, comment: comment, location: SourceLocation(file: "S.swift", line: line, column: 9))
    }

    @Test("entries are sorted by key, with the comment above and the default value, else the key")
    func entries() {
        let generator = StringsGenerator(calls: [
            Self.call("b", comment: "Second", line: 1), Self.call("a", comment: "First", value: "Default", line: 2),
            Self.call("c", line: 3),
        ])
        let (entries, diagnostics) = generator.entries(forTable: "Localizable")
        #expect(diagnostics.isEmpty)
        #expect(
            StringsFileWriter.text(for: entries) == """
                /* First */
                "a" = "Default";

                /* Second */
                "b" = "b";

                /* No comment provided by engineer. */
                "c" = "c";

                """)
    }

    @Test("a key used with different comments is a warning naming both places; both comments are written")
    func conflictingComments() {
        let generator = StringsGenerator(calls: [
            Self.call("OK", comment: "Alert button", line: 3), Self.call("OK", comment: "Dialog button", line: 9),
            Self.call("OK", comment: "Alert button", line: 12), Self.call("OK", value: "Okay", line: 14),
            Self.call("OK", value: "Fine", line: 15),
        ])
        let (entries, diagnostics) = generator.entries(forTable: "Localizable")
        #expect(
            diagnostics.map(place) == [
                #"9:9: warning: the key 'OK' is used with different comments: "Alert button" at S.swift:3:9 and "Dialog button" here; both are written"#,
                #"15:9: warning: the key 'OK' has different default values: "Okay" at S.swift:14:9 and "Fine" here; the first is written"#,
            ])
        #expect(
            StringsFileWriter.text(for: entries) == """
                /* Alert button
                   Dialog button */
                "OK" = "Okay";

                """)
    }

    @Test("a comment first given by a later call of a key is written; a key's comments are kept once each, in order")
    func laterComments() {
        let generator = StringsGenerator(calls: [
            Self.call("OK", line: 3), Self.call("OK", comment: "Dialog button", line: 9),
            Self.call("OK", comment: "Dialog button", line: 10), Self.call("OK", comment: "Alert button", line: 12),
        ])
        let (entries, diagnostics) = generator.entries(forTable: "Localizable")
        #expect(
            diagnostics.map(place) == [
                #"12:9: warning: the key 'OK' is used with different comments: "Dialog button" at S.swift:9:9 and "Alert button" here; both are written"#
            ])
        #expect(entries.map(\.comment) == ["Dialog button\nAlert button"])
    }

    @Test("escapes are written so the file reads back to the same strings")
    func escapesRoundTrip() throws {
        let tricky = "Quote \" backslash \\ newline \n tab \t bell \u{07} é 😀 %1$@"
        let text = StringsFileWriter.text(for: [StringsEntry(key: tricky, value: tricky, comment: "has */ inside")])
        #expect(text.contains(#""Quote \" backslash \\ newline \n tab \t bell \U0007 é 😀 %1$@""#))
        #expect(text.hasPrefix("/* has * / inside */\n"))
        let table = try StringsTable(data: Data(text.utf8), path: "F.strings")
        #expect(table[tricky] == tricky)
        #expect(table.warnings.isEmpty)
    }

    @Test("merging keeps every existing translation and reports keys no longer used, which stay")
    func merge() throws {
        let folder = try TemporaryBundle(name: "en.lproj")
        try folder.write(
            "Localizable.strings",
            """
            /* Old comment */
            "Cancel" = "Annuler";

            /* Gone from the sources */
            "Obsolete" = "Obsolète";
            """)
        let generator = StringsGenerator(calls: [
            Self.call("Cancel", comment: "Button title", line: 1), Self.call("New", comment: "Added", line: 2),
        ])
        let diagnostics = generator.write(to: folder.root)
        #expect(
            diagnostics.map(place) == [
                "5:1: warning: the key 'Obsolete' is no longer used in the sources; its entry is kept"
            ])
        #expect(diagnostics.first?.location.file.hasSuffix("en.lproj/Localizable.strings") == true)
        let text = try String(contentsOf: folder.root.appendingPathComponent("Localizable.strings"), encoding: .utf8)
        #expect(
            text == """
                /* Button title */
                "Cancel" = "Annuler";

                /* Added */
                "New" = "New";

                /* Gone from the sources */
                "Obsolete" = "Obsolète";

                """)
    }

    @Test("an existing table with errors is left as it is, and its errors are reported")
    func brokenExistingTable() throws {
        let folder = try TemporaryBundle(name: "en.lproj")
        let broken = "\"Cancel\" = \"Annuler\"\n\"OK\" = \"D'accord\";\n"
        try folder.write("Localizable.strings", broken)
        let diagnostics = StringsGenerator(calls: [Self.call("Cancel", line: 1)]).write(to: folder.root)
        #expect(
            diagnostics.map { "\($0.severity.rawValue): \($0.message)" } == [
                "error: missing ';' after the value of 'Cancel', found '\"'",
                "error: the file has errors, so it is left as it is and no translation in it is lost",
            ])
        #expect(
            try String(contentsOf: folder.root.appendingPathComponent("Localizable.strings"), encoding: .utf8) == broken
        )
    }

    /// The test process's umask, read without setting it: umask(2) sets the
    /// mask of every thread, and other tests make files meanwhile.
    static func processUmask() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    }

    @Test(
        "tables are written atomically: a new file, made with the umask, replaces the old one, which is never changed in place"
    )
    func atomicWrite() throws {
        let folder = try TemporaryBundle(name: "en.lproj")
        let url = try folder.write("Localizable.strings", "\"Cancel\" = \"Annuler\";\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        // A second name for the old file: were it rewritten in place, this would change too.
        let link = folder.root.appendingPathComponent("old.strings")
        try FileManager.default.linkItem(at: url, to: link)

        let diagnostics = StringsGenerator(calls: [Self.call("OK", line: 1)]).write(to: folder.root)
        #expect(diagnostics.map(\.message) == ["the key 'Cancel' is no longer used in the sources; its entry is kept"])
        #expect(try String(contentsOf: link, encoding: .utf8) == "\"Cancel\" = \"Annuler\";\n")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("\"OK\" = \"OK\";"))
        // The new file's mode is the umask's, never the replaced file's.
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o666 & ~(try Self.processUmask()))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.root.path).sorted() == [
                "Localizable.strings", "old.strings",
            ])

        // Unchanged text is not written again: the file stays the same inode.
        let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber
        _ = StringsGenerator(calls: [Self.call("OK", line: 1)]).write(to: folder.root)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber == inode)
    }

    @Test("writing into a folder that does not exist is an error")
    func missingDirectory() {
        let diagnostics = StringsGenerator(calls: [Self.call("a", line: 1)])
            .write(to: URL(fileURLWithPath: "/nonexistent/en.lproj"))
        #expect(diagnostics.map(\.message) == ["the output directory does not exist"])
    }

    @Test("nibtool genstrings scans sources, writes a table per table name, and merges on the next run")
    func command() throws {
        let folder = try TemporaryBundle(name: "Project")
        let swift = try folder.write(
            "Sources/Login.swift",
            """
            let title = NSLocalizedString("Log In", comment: "Login button")
            let count = NSLocalizedString("%ld attempts", tableName: "Errors", value: "%ld failed attempts",
                                          comment: "Shown after failed logins")
            """)
        let objc = try folder.write(
            "Sources/Legacy.m",
            """
            NSString *s = NSLocalizedString(@"Log In", @"Login menu item");
            NSString *t = MyLocalizedString(@"Custom", @"From -s");
            """)
        let output = folder.root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        let run = try nibtool("genstrings", "-o", output.path, "-s", "MyLocalizedString", swift.path, objc.path)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderrLines == [
                "\(objc.path):1:15: warning: the key 'Log In' is used with different comments: \"Login button\" at \(swift.path):1:13 and \"Login menu item\" here; both are written"
            ])
        let errors = try String(contentsOf: output.appendingPathComponent("Errors.strings"), encoding: .utf8)
        #expect(
            errors == """
                /* Shown after failed logins */
                "%ld attempts" = "%ld failed attempts";

                """)
        let localizable = try StringsTable(contentsOf: output.appendingPathComponent("Localizable.strings"))
        #expect(localizable.keys == ["Custom", "Log In"])
        #expect(localizable.entry(forKey: "Log In")?.comment == "Login button\nLogin menu item")

        // A translator's edit survives the next run.
        let translated = try String(contentsOf: output.appendingPathComponent("Errors.strings"), encoding: .utf8)
            .replacingOccurrences(of: "= \"%ld failed attempts\"", with: "= \"%ld tentatives échouées\"")
        try translated.write(to: output.appendingPathComponent("Errors.strings"), atomically: true, encoding: .utf8)
        #expect(
            try nibtool("genstrings", "-o", output.path, "-s", "MyLocalizedString", swift.path, objc.path).status == 0)
        #expect(
            try StringsTable(contentsOf: output.appendingPathComponent("Errors.strings"))["%ld attempts"]
                == "%ld tentatives échouées")
    }

    @Test("a call built by hand with a table name that climbs out of the folder writes nothing")
    func tableNameOutsideTheFolder() throws {
        let folder = try TemporaryBundle(name: "Project")
        let output = folder.root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let evil = LocalizationCall(
            key: "k", table: "../evil", location: SourceLocation(file: "S.swift", line: 3, column: 9))
        let diagnostics = StringsGenerator(calls: [Self.call("a", line: 1), evil]).write(to: output)
        #expect(
            diagnostics.map(\.description) == [
                #"S.swift:3:9: error: the table name "../evil" of this NSLocalizedString call is not a plain file name: it contains '/'; genstrings writes <table>.strings into the output directory and nowhere else"#
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["en.lproj"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test("nibtool genstrings refuses a table name that is a path, at the call, and writes nothing")
    func commandRefusesPaths() throws {
        let folder = try TemporaryBundle(name: "Project")
        let source = try folder.write(
            "Sources/Evil.m", #"NSString *s = NSLocalizedStringFromTable(@"k", @"../../evil", @"");"#)
        let output = folder.root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let run = try nibtool("genstrings", "-o", output.path, source.path)
        #expect(run.status == 1)
        #expect(
            run.stderrLines == [
                #"\#(source.path):1:15: error: the table name "../../evil" of this NSLocalizedStringFromTable call is not a plain file name: it contains '/'; genstrings writes <table>.strings into the output directory and nowhere else"#
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path).sorted() == ["Sources", "a"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test("nibtool genstrings runs into one folder at once take turns: every run's keys are kept")
    func concurrentRuns() throws {
        let folder = try TemporaryBundle(name: "Project")
        let output = folder.root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let runs = 8
        let sources = try (0..<runs).map { index in
            try folder.write(
                "Sources/File\(index).swift",
                "let s = NSLocalizedString(\"key \(index)\", comment: \"from \(index)\")\n")
        }
        let executable = try BuiltProduct.url(named: "nibtool")
        let processes = try sources.map { source in
            let process = Process()
            process.executableURL = executable
            process.arguments = ["genstrings", "-o", output.path, source.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: runs))
        let table = try StringsTable(contentsOf: output.appendingPathComponent("Localizable.strings"))
        #expect(table.keys == (0..<runs).map { "key \($0)" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["Localizable.strings"])
    }

    @Test("nibtool genstrings: usage errors and unreadable sources")
    func commandFailures() throws {
        #expect(try nibtool("genstrings").status == 2)
        let missing = try nibtool("genstrings", "-o", "/tmp", "/nonexistent/A.swift")
        #expect(missing.status == 1)
        #expect(missing.stderrLines == ["/nonexistent/A.swift:1:1: error: cannot read the file: no such file"])
        let folder = try TemporaryBundle(name: "Project")
        let text = try folder.write("notes.txt", "NSLocalizedString(\"x\", comment: \"\")")
        let unknown = try nibtool("genstrings", "-o", folder.root.path, text.path)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("cannot scan '.txt' files"))
    }
}
