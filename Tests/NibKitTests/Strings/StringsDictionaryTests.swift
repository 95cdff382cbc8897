import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// An XML property list whose top-level dictionary holds `body`, which
/// starts on line 4 at column 1.
private func plist(_ body: String) -> Data {
    Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """.utf8)
}

/// One entry, one element a line: the key on line `4 + offset`, its format
/// two lines below, then each variable's key, spec type, value type and forms.
private func entry(
    _ key: String, format: String, _ variables: [(name: String, valueType: String?, forms: [(String, String)])]
)
    -> String
{
    var lines = ["<key>\(key)</key>", "<dict>", "<key>NSStringLocalizedFormatKey</key>", "<string>\(format)</string>"]
    for variable in variables {
        lines += [
            "<key>\(variable.name)</key>", "<dict>", "<key>NSStringFormatSpecTypeKey</key>",
            "<string>NSStringPluralRuleType</string>",
        ]
        if let valueType = variable.valueType {
            lines += ["<key>NSStringFormatValueTypeKey</key>", "<string>\(valueType)</string>"]
        }
        for (category, form) in variable.forms { lines += ["<key>\(category)</key>", "<string>\(form)</string>"] }
        lines.append("</dict>")
    }
    lines.append("</dict>")
    return lines.joined(separator: "\n")
}

/// The diagnostics as `line:col: severity: message`.
private func problems(_ data: Data, path: String = "Localizable.stringsdict") -> [String] {
    StringsDictionary.diagnose(data: data, path: path).map {
        "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    }
}

private let englishFiles = entry(
    "%d files", format: "%#@files@",
    [("files", "d", [("zero", "No files"), ("one", "%d file"), ("other", "%d files")])])

@Suite("Strings dictionaries: reading and checking .stringsdict files")
struct StringsDictionaryTests {
    @Test("a valid file: its entries, variables, arguments, forms and places")
    func parsing() throws {
        let text =
            englishFiles + "\n"
            + entry(
                "%@ ate %ld apples", format: "%@ ate %#@apples@",
                [("apples", "ld", [("one", "one apple"), ("other", "%ld apples")])])
        let plurals = try StringsDictionary(data: plist(text), path: "en.lproj/Localizable.stringsdict")
        #expect(plurals.warnings.isEmpty)
        #expect(plurals.keys == ["%d files", "%@ ate %ld apples"])
        let files = try #require(plurals.entry(forKey: "%d files"))
        #expect(files.format == "%#@files@")
        #expect(files.location.line == 4)
        #expect(files.formatLocation.line == 7)
        let variable = try #require(files.variables.first)
        #expect(variable.name == "files")
        #expect(variable.argument == 1)
        #expect(variable.valueType == "d")
        #expect(variable.forms == [.zero: "No files", .one: "%d file", .other: "%d files"])
        #expect(variable.location == SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 8, column: 1))
        #expect(variable.formLocations[.one]?.line == 17)
        let apples = try #require(plurals.entry(forKey: "%@ ate %ld apples")?.variables.first)
        #expect(apples.argument == 2, "the variable reads the argument after %@")
    }

    @Test("formatting: each variable's form for its number, Apple's zero rule, several variables and positions")
    func formatting() throws {
        let text =
            englishFiles + "\n"
            + entry(
                "%d files in %d folders", format: "%#@files@ in %#@folders@",
                [
                    ("files", "d", [("one", "%d file"), ("other", "%d files")]),
                    ("folders", "d", [("one", "%d folder"), ("other", "%d folders")]),
                ]) + "\n"
            + entry(
                "reordered", format: "%2$#@folders@: %1$#@files@",
                [
                    ("files", "d", [("one", "%1$d file"), ("other", "%1$d files")]),
                    ("folders", "d", [("one", "one folder"), ("other", "%2$d folders")]),
                ]) + "\n"
            + entry(
                "%@ ate %ld apples", format: "%@ ate %#@apples@ today",
                [("apples", "ld", [("one", "one apple"), ("other", "%ld apples")])]) + "\n"
            + entry(
                "%f km", format: "%#@km@", [("km", "f", [("one", "%.1f kilometre"), ("other", "%.1f kilometres")])])
        let plurals = try StringsDictionary(data: plist(text), path: "en.lproj/Localizable.stringsdict")
        let english = PluralRules(localization: "en")
        func format(_ key: String, _ arguments: any CVarArg...) throws -> String {
            try #require(plurals.entry(forKey: key)).format(arguments: arguments, rules: english)
        }
        #expect(try format("%d files", 0) == "No files", "a zero form is used for 0 even in English")
        #expect(try format("%d files", 1) == "1 file")
        #expect(try format("%d files", 2) == "2 files")
        #expect(try format("%d files in %d folders", 3, 2) == "3 files in 2 folders")
        #expect(try format("%d files in %d folders", 1, 1) == "1 file in 1 folder")
        #expect(try format("reordered", 1, 5) == "5 folders: 1 file")
        #expect(try format("reordered", 7, 1) == "one folder: 7 files")
        #expect(try format("%@ ate %ld apples", "Rex", 1) == "Rex ate one apple today")
        #expect(try format("%@ ate %ld apples", "Rex", 12) == "Rex ate 12 apples today")
        #expect(try format("%f km", 1.0) == "1.0 kilometre")
        #expect(try format("%f km", 1.5) == "1.5 kilometres")
        #expect(try format("%d files") == "%#@files@", "a missing argument leaves the reference as written")
        let russian = PluralRules(localization: "ru")
        #expect(
            try #require(plurals.entry(forKey: "%d files")).format(arguments: [22], rules: russian) == "22 files",
            "Russian's 'few' is missing here, so 'other'")
    }

    @Test("a form's width or precision cannot make formatting allocate what the file asks for")
    func boundedWidths() throws {
        let text = entry("k", format: "%#@n@", [("n", "d", [("other", "[%1$999999999d] [%1$4096d] [%1$.5000d]")])])
        let plurals = try StringsDictionary(data: plist(text))
        let formatted = try #require(plurals.entry(forKey: "k")).format(
            arguments: [7], rules: PluralRules(localization: "en"))
        #expect(formatted == "[%1$999999999d] [" + String(repeating: " ", count: 4095) + "7] [%1$.5000d]")
        #expect(
            FormatTemplate("%*d|%-*d").format(Int.min, 1, -3, 2) == "%*d|2  ",
            "a star width of Int.min is kept, not negated")
    }

    @Test("every located error and warning of a variable")
    func variableErrors() {
        // Line 8 is the variable's key, 10-11 its spec type, 12-13 its value type, then forms.
        let noOther = entry("k", format: "%#@n@", [("n", "d", [("one", "%d thing")])])
        #expect(
            problems(plist(noOther)) == [
                "8:1: error: the variable 'n' of 'k' has no 'other' form, which every plural variable needs"
            ])

        let wrongType = entry("k", format: "%#@n@", [("n", "d", [("one", "%@ thing"), ("other", "%ld things")])])
        #expect(
            problems(plist(wrongType)) == [
                "15:1: error: the form 'one' of the variable 'n' of 'k' reads its number with %@ (object), but its NSStringFormatValueTypeKey 'd' is int",
                "17:1: error: the form 'other' of the variable 'n' of 'k' reads its number with %ld (long), but its NSStringFormatValueTypeKey 'd' is int",
            ])

        let wrongPosition = entry("k", format: "%2$#@n@ %1$@", [("n", "d", [("other", "%1$d things")])])
        #expect(
            problems(plist(wrongPosition)) == [
                "15:1: error: the form 'other' of the variable 'n' of 'k' reads argument 1 with %1$d, but the variable reads argument 2: write %2$d"
            ])

        let badValueType = entry("k", format: "%#@n@", [("n", "@", [("other", "%@ things")])])
        #expect(
            problems(plist(badValueType)) == [
                "13:1: error: the variable 'n' of 'k' has the NSStringFormatValueTypeKey '@', which is not a number's conversion such as d, ld, u or f"
            ])

        let noValueType = entry("k", format: "%#@n@", [("n", nil, [("other", "%d things")])])
        #expect(
            problems(plist(noValueType)) == [
                "8:1: warning: the variable 'n' of 'k' has no NSStringFormatValueTypeKey, the conversion of its number (such as d or ld), so its forms cannot be checked against it"
            ])

        let badSpec = entry("k", format: "%#@n@", [("n", "d", [("other", "%d")])])
            .replacingOccurrences(
                of: "<string>NSStringPluralRuleType</string>", with: "<string>NSStringGenderRuleType</string>")
        #expect(
            problems(plist(badSpec)) == [
                "11:1: error: the variable 'n' of 'k' has the NSStringFormatSpecTypeKey 'NSStringGenderRuleType'; NibKit reads NSStringPluralRuleType, the type Apple documents"
            ])

        let formProblem = entry("k", format: "%#@n@", [("n", "d", [("other", "%d%")])])
        #expect(
            problems(plist(formProblem)) == [
                "15:1: error: the form 'other' of the variable 'n' of 'k' has a format problem: a lone '%' ends it; write '%%' for a percent sign"
            ])

        let unknownKey = entry("k", format: "%#@n@", [("n", "d", [("onee", "%d"), ("other", "%d")])])
        #expect(
            problems(plist(unknownKey)) == [
                "14:1: warning: the variable 'n' of 'k' has the key 'onee', which is not a plural category (zero, one, two, few, many, other) and is ignored; did you mean 'one'?"
            ])
    }

    @Test("the format: undeclared and unused variables, broken references, arguments read twice")
    func formatErrors() throws {
        let undeclared = entry("k", format: "%#@file@", [("files", "d", [("other", "%d")])])
        #expect(
            problems(plist(undeclared)) == [
                "7:1: error: the NSStringLocalizedFormatKey of 'k' uses the variable 'file', which 'k' does not declare; did you mean 'files'?",
                "8:1: warning: the variable 'files' of 'k' is declared but NSStringLocalizedFormatKey never uses it (write %#@files@)",
            ])

        let unclosed = entry("k", format: "%#@files", [("files", "d", [("other", "%d")])])
        #expect(
            problems(plist(unclosed)).first
                == "7:1: error: the NSStringLocalizedFormatKey of 'k' has '%#@' without a variable name and its closing '@', as in %#@files@"
        )

        let twice = entry(
            "k", format: "%1$#@a@ %1$#@b@", [("a", "d", [("other", "%1$d")]), ("b", "d", [("other", "%1$d")])])
        #expect(
            problems(plist(twice)).first
                == "7:1: error: the variables 'a' and 'b' of 'k' both read argument 1; each variable reads an argument of its own"
        )

        // A '%' inside a name starts no reference of its own, even when a variable has that name.
        let percentInName = entry("k", format: "%#@a%#@b@", [("a%#", "d", [("other", "%d a")])])
        #expect(problems(plist(percentInName)).isEmpty)
        let hostile = try #require(try? StringsDictionary(data: plist(percentInName)).entry(forKey: "k"))
        #expect(hostile.format(arguments: [2], rules: PluralRules(localization: "en")) == "2 ab@")

        let twoArguments = entry("k", format: "%1$#@a@ %2$#@a@", [("a", "d", [("other", "%1$d")])])
        #expect(
            problems(plist(twoArguments)) == [
                "7:1: error: the NSStringLocalizedFormatKey of 'k' uses the variable 'a' for argument 1 and for argument 2; a variable reads one argument"
            ])
        let brokenTwice = entry("k", format: "%1$#@a@ %1$#@a@", [("a", "d", [("one", "%1$d")])])
        #expect(problems(plist(brokenTwice)).count == 1, "a broken variable is reported once")

        let mixed = entry("k", format: "%1$@ %#@n@", [("n", "d", [("other", "%d")])])
        #expect(
            problems(plist(mixed)).first?.hasPrefix(
                "7:1: error: the NSStringLocalizedFormatKey of 'k' has a format problem: it mixes positional (%1$@) and sequential (%#@) specifiers"
            )
                == true)
    }

    @Test(
        "hostile names: a 20,000-character variable gets no suggestion, and of 1,200 undeclared names the first 100 do"
    )
    func boundedSuggestions() throws {
        // Two names one letter apart, each 20,000 characters: too long for "did you mean".
        let long = String(repeating: "a", count: 20_000)
        let near = String(repeating: "a", count: 19_999) + "b"
        let longEntry = entry("k", format: "%#@\(long)@", [(near, "d", [("other", "%d")])])
        let longProblems = problems(plist(longEntry))
        #expect(longProblems.count == 2)
        #expect(
            longProblems.first
                == "7:1: error: the NSStringLocalizedFormatKey of 'k' uses the variable '\(long)', which 'k' does not declare"
        )

        // 1,200 undeclared names of five characters, each one letter from one of 1,200 declared:
        // each name has 1,200 candidates of its length, more than are compared. The file's
        // first 1,000 errors and warnings are kept (`DiagnosticCollector.maximumKept`).
        func undeclared(_ count: Int, width: Int) -> [Diagnostic] {
            func name(_ prefix: String, _ number: Int) -> String {
                let digits = String(number)
                return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            let format = (1...count).map { "%\($0)$#@\(name("u", $0))@" }.joined(separator: " ")
            let declared = (1...count).map { (name: name("d", $0), valueType: Optional("d"), forms: [("other", "%d")]) }
            let diagnostics = StringsDictionary.diagnose(
                data: plist(entry("k", format: format, declared)), path: "L.stringsdict")
            #expect(
                diagnostics.filter { $0.message.contains("is declared but") }.count
                    == min(count, DiagnosticCollector.maximumKept))
            return diagnostics.filter { $0.message.contains("does not declare") }
        }
        let crowded = undeclared(1_200, width: 4)
        #expect(crowded.count == DiagnosticCollector.maximumKept)
        #expect(crowded.allSatisfy { $0.location.line == 7 && $0.location.column == 1 && $0.key == "k" })
        #expect(
            crowded.first?.message
                == "the NSStringLocalizedFormatKey of 'k' uses the variable 'u0001', which 'k' does not declare")
        #expect(crowded.allSatisfy { !$0.message.contains("did you mean") })

        // 300 against 300, of lengths 2 to 4: the first 100 get their suggestion, the rest none.
        let many = undeclared(300, width: 0)
        #expect(many.count == 300)
        let suggested = many.filter { $0.message.contains("; did you mean") }
        #expect(suggested.count == Suggestion.maximumPerFile)
        #expect(
            suggested.map(\.message)
                == (1...100).map {
                    "the NSStringLocalizedFormatKey of 'k' uses the variable 'u\($0)', which 'k' does not declare; did you mean 'd\($0)'?"
                })
    }

    @Test("the file's shape: a dictionary of dictionaries, each with its format")
    func shapeErrors() {
        #expect(
            problems(Data("<plist><array/></plist>".utf8)) == [
                "1:8: error: a .stringsdict holds a dictionary of keys, not an array"
            ])
        #expect(
            problems(plist("<key>k</key>\n<string>v</string>")) == [
                "5:1: error: the value of 'k' is a string, not a dictionary with NSStringLocalizedFormatKey and its variables"
            ])
        #expect(
            problems(plist("<key>k</key>\n<dict>\n<key>n</key>\n<dict/>\n</dict>")) == [
                "4:1: error: 'k' has no NSStringLocalizedFormatKey: the format, with %#@variable@ for each plural variable"
            ])
        #expect(
            problems(plist("<key>k</key>\n<dict>\n<key>NSStringVariableWidthRuleType</key>\n<dict/>\n</dict>")) == [
                "6:1: warning: 'k' holds NSStringVariableWidthRuleType variants, which NibKit does not read; its look-ups use the .strings table"
            ])
        #expect(
            problems(Data("<plist><dict><key>a</key></dict></plist>".utf8)).first?.contains("has no value") == true,
            "a broken property list reports the reader's own errors")
        #expect(
            problems(Data()) == ["1:1: error: the file is empty; Foundation reads no property list from zero bytes"])
    }

    @Test("the categories the language uses: unused ones and missing ones are warnings; zero never is")
    func categoriesOfTheLanguage() {
        let english = entry(
            "k", format: "%#@n@", [("n", "d", [("zero", "none"), ("one", "%d"), ("two", "%d"), ("other", "%d")])])
        #expect(
            problems(plist(english), path: "App/en.lproj/Localizable.stringsdict") == [
                "19:1: warning: the form 'two' of the variable 'n' of 'k' is never used: the plural categories of 'en' are 'one', 'other'"
            ])
        let russian = entry("k", format: "%#@n@", [("n", "d", [("one", "%d файл"), ("other", "%d файла")])])
        #expect(
            problems(plist(russian), path: "ru_RU.lproj/Localizable.stringsdict") == [
                "8:1: warning: the variable 'n' of 'k' has no 'few', 'many' forms, which 'ru' uses; those numbers get the 'other' form"
            ])
        #expect(
            problems(plist(russian), path: "Localizable.stringsdict").isEmpty,
            "no .lproj folder: no language to check against")
        #expect(problems(plist(russian), path: "uk.lproj/Localizable.stringsdict").isEmpty, "no rules for Ukrainian")
        #expect(StringsDictionary.diagnose(data: plist(russian), path: "x", localization: "pl").count == 1)
    }

    @Test("a binary .stringsdict: its problems stand at 1:1 and name the key and variable")
    func binary() throws {
        let values: [String: Any] = [
            "k": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%d"],
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        #expect(
            problems(data) == [
                "1:1: warning: the variable 'n' of 'k' has no NSStringFormatValueTypeKey, the conversion of its number (such as d or ld), so its forms cannot be checked against it",
                "1:1: error: the variable 'n' of 'k' has no 'other' form, which every plural variable needs",
            ])
        let error = try #require(throws: NibError.self) {
            try StringsDictionary(data: data, path: "en.lproj/Localizable.stringsdict")
        }
        #expect(error.code == .invalidStringsDictionary)
        #expect(error.diagnostics.first?.key == "k")
        #expect(error.diagnostics.first?.location.file == "en.lproj/Localizable.stringsdict")
    }
}

@Suite("Strings dictionaries: bundle look-ups, strings check and lint")
struct StringsDictionaryLookupTests {
    private func bundle() throws -> TemporaryBundle {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "en"])
        try bundle.write("en.lproj/Localizable.stringsdict", plist(englishFiles))
        try bundle.write("en.lproj/Localizable.strings", #""%d files" = "%d file(s)"; "%d dogs" = "%d dog(s)";"#)
        try bundle.write(
            "ru.lproj/Localizable.stringsdict",
            plist(
                entry(
                    "%d files", format: "%#@files@",
                    [
                        (
                            "files", "d",
                            [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]
                        )
                    ])))
        try bundle.write(
            "ar.lproj/Localizable.stringsdict",
            plist(
                entry(
                    "%d files", format: "%#@files@",
                    [
                        (
                            "files", "d",
                            [
                                ("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"),
                                ("many", "%d ملفًا"), ("other", "%d ملف"),
                            ]
                        )
                    ])))
        return bundle
    }

    @Test("each language's form, the stringsdict before the .strings table, then the key")
    func lookups() throws {
        let files = try bundle()
        let nib = try NibBundle(url: files.root)
        func look(_ key: String, _ number: Int, _ language: String) -> String {
            nib.localizedString(forKey: key, table: nil, arguments: [number], languages: [language])
        }
        #expect(look("%d files", 1, "en") == "1 file", "the stringsdict wins over the .strings entry")
        #expect(look("%d files", 0, "en") == "No files")
        #expect(look("%d files", 7, "en") == "7 files")
        #expect(
            [1, 2, 5, 11, 21, 22, 25, 101, 111].map { look("%d files", $0, "ru") } == [
                "1 файл", "2 файла", "5 файлов", "11 файлов", "21 файл", "22 файла", "25 файлов", "101 файл",
                "111 файлов",
            ])
        #expect(look("%d files", 3, "ru-RU") == "3 файла", "a region uses its language's folder and rules")
        #expect(
            [0, 1, 2, 3, 11, 100].map { look("%d files", $0, "ar") } == [
                "لا ملفات", "ملف واحد", "ملفان", "3 ملفات", "11 ملفًا", "100 ملف",
            ])
        #expect(look("%d files", 2, "ja") == "2 files", "no Japanese: the development region")
        #expect(look("%d dogs", 2, "en") == "2 dog(s)", "a key only the .strings table has, formatted")
        #expect(look("%d dogs", 2, "ru") == "2 dogs", "as NSBundle, only the best localization's tables are read")
        #expect(look("%d cats", 2, "ru") == "2 cats", "no entry anywhere: the key is the format")
        #expect(nib.localizedString(forKey: "%d files", table: "Other", arguments: [2], languages: ["ru"]) == "2 files")
    }

    @Test("a .stringsdict with errors is not used; the .strings entry answers")
    func brokenTable() throws {
        let files = try bundle()
        try files.write(
            "en.lproj/Localizable.stringsdict",
            plist(entry("%d files", format: "%#@files@", [("files", "d", [("one", "%d")])])))
        let nib = try NibBundle(url: files.root)
        #expect(nib.localizedString(forKey: "%d files", table: nil, arguments: [1], languages: ["en"]) == "1 file(s)")
    }

    @Test("strings check compares each translation's plural rules with the development language's")
    func check() throws {
        let folder = try TemporaryBundle(name: "Resources")
        try folder.write(
            "en.lproj/Localizable.stringsdict",
            plist(
                englishFiles + "\n"
                    + entry(
                        "%d in %d", format: "%1$#@a@ in %2$#@b@",
                        [("a", "d", [("other", "%1$d a")]), ("b", "d", [("other", "%2$d b")])]) + "\n"
                    + entry("only", format: "%#@n@", [("n", "d", [("other", "%d")])])))
        try folder.write("en.lproj/Localizable.strings", #""%1$@ %1$d" = "%1$@ %1$d"; "100%" = "100%";"#)
        try folder.write(
            "ru.lproj/Localizable.stringsdict",
            plist(
                entry(
                    "%d files", format: "%#@files@",
                    [("files", "ld", [("one", "%ld"), ("few", "%ld"), ("many", "%ld"), ("other", "%ld")])])
                    + "\n"
                    + entry(
                        "%d in %d", format: "%2$#@a@ in %1$#@b@",
                        [
                            ("a", "d", [("one", "%2$d"), ("few", "%2$d"), ("many", "%2$d"), ("other", "%2$d")]),
                            ("b", "d", [("one", "%1$d"), ("few", "%1$d"), ("many", "%1$d"), ("other", "%1$d")]),
                        ]) + "\n"
                    + entry(
                        "extra", format: "%#@n@",
                        [("n", "d", [("one", "%d"), ("few", "%d"), ("many", "%d"), ("other", "%d")])])))
        try folder.write("ru.lproj/Localizable.strings", #""%1$@ %1$d" = "%1$@ %1$d";"#)
        try folder.write("fr.lproj/Localizable.strings", #""%1$@ %1$d" = "%1$@ %1$d";"#)
        let root = folder.root.path + "/"
        let lines = LocalizationChecker().check(directory: folder.root).map {
            "\($0.location.file.replacingOccurrences(of: root, with: "")):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message.replacingOccurrences(of: root, with: ""))"
        }
        #expect(
            lines == [
                // The development language's own table, against English's rules.
                "en.lproj/Localizable.stringsdict:26:1: warning: the variable 'a' of '%d in %d' has no 'one' form, which 'en' uses; those numbers get the 'other' form",
                "en.lproj/Localizable.stringsdict:35:1: warning: the variable 'b' of '%d in %d' has no 'one' form, which 'en' uses; those numbers get the 'other' form",
                "en.lproj/Localizable.stringsdict:49:1: warning: the variable 'n' of 'only' has no 'one' form, which 'en' uses; those numbers get the 'other' form",
                "fr.lproj/Localizable.stringsdict:1:1: warning: fr.lproj has no Localizable.stringsdict: none of its 3 plural strings is translated",
                "ru.lproj/Localizable.stringsdict:8:1: error: the variable 'files' of '%d files' reads its number as 'ld' (long), but as 'd' (int) in the development language (en.lproj/Localizable.stringsdict:8:1)",
                "ru.lproj/Localizable.stringsdict:28:1: error: the variable 'a' of '%d in %d' reads argument 2, but argument 1 in the development language (en.lproj/Localizable.stringsdict:26:1)",
                "ru.lproj/Localizable.stringsdict:43:1: error: the variable 'b' of '%d in %d' reads argument 1, but argument 2 in the development language (en.lproj/Localizable.stringsdict:35:1)",
                "ru.lproj/Localizable.stringsdict:1:1: warning: missing translation of 'only' (development language: en.lproj/Localizable.stringsdict:45:1)",
                "ru.lproj/Localizable.stringsdict:59:1: warning: 'extra' is not in the development language's version (en.lproj/Localizable.stringsdict)",
                // The development language's own .strings table, and the translations of it.
                "en.lproj/Localizable.strings:1:1: warning: the development language's '%1$@ %1$d' has a format problem: argument 1 is read as object by %1$@ and as int by %1$d",
                "fr.lproj/Localizable.strings:1:1: warning: missing translation of '100%' (development language: en.lproj/Localizable.strings:1:28)",
                "ru.lproj/Localizable.strings:1:1: warning: missing translation of '100%' (development language: en.lproj/Localizable.strings:1:28)",
            ])
    }

    @Test("a translation without a value type has its forms checked against the development language's")
    func translationForms() throws {
        let folder = try TemporaryBundle(name: "Resources")
        try folder.write("en.lproj/Localizable.stringsdict", plist(englishFiles))
        try folder.write(
            "fr.lproj/Localizable.stringsdict",
            plist(
                entry(
                    "%d files", format: "%#@files@",
                    [("files", nil, [("one", "%d fichier"), ("other", "%@ fichiers")])])))
        let french = folder.root.appendingPathComponent("fr.lproj/Localizable.stringsdict").path
        let english = folder.root.appendingPathComponent("en.lproj/Localizable.stringsdict").path
        #expect(
            LocalizationChecker().check(directory: folder.root).map(\.description) == [
                "\(french):8:1: warning: the variable 'files' of '%d files' has no NSStringFormatValueTypeKey, the conversion of its number (such as d or ld), so its forms cannot be checked against it",
                "\(french):8:1: warning: the variable 'files' of '%d files' has no 'many' form, which 'fr' uses; those numbers get the 'other' form",
                "\(french):15:1: error: the form 'other' of 'files' in '%d files' reads its number with %@ (object), but the development language's is int (\(english):8:1)",
            ])
    }

    @Test("nibtool lint checks a .stringsdict as plural rules, and strings check exits 1 on their errors")
    func command() throws {
        let folder = try TemporaryBundle(name: "Resources")
        try folder.write("en.lproj/Localizable.stringsdict", plist(englishFiles))
        let russian = try folder.write(
            "ru.lproj/Localizable.stringsdict",
            plist(entry("%d files", format: "%#@files@", [("files", "d", [("one", "%d файл"), ("two", "%d")])])))
        let lint = try nibtool("lint", russian.path)
        #expect(lint.status == 1)
        #expect(lint.stdout.isEmpty)
        #expect(
            lint.stderrLines == [
                "\(russian.path):8:1: error: the variable 'files' of '%d files' has no 'other' form, which every plural variable needs",
                "\(russian.path):17:1: warning: the form 'two' of the variable 'files' of '%d files' is never used: the plural categories of 'ru' are 'one', 'few', 'many', 'other'",
            ])
        let check = try nibtool("strings", "check", folder.root.path)
        #expect(check.status == 1)
        #expect(check.stderrLines.first == lint.stderrLines.first)
        #expect(
            try nibtool("lint", folder.root.appendingPathComponent("en.lproj/Localizable.stringsdict").path).status == 0
        )
    }
}
