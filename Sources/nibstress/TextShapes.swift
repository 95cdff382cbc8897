import Foundation

/// `.strings` tables, `.stringsdict` plural rules, property lists and
/// source files for genstrings, of each shape.
enum TextShapes {
    /// `count` entries that all have the same key (each a duplicate-key warning).
    static func stringsSharing(_ count: Int) -> Data {
        Data(String(repeating: "\"same\" = \"value\";\n", count: count).utf8)
    }

    /// One entry whose value is an old-style array nested `count` deep.
    static func stringsNesting(_ count: Int) -> Data {
        Data(
            ("\"k\" = " + String(repeating: "(", count: count) + "\"x\"" + String(repeating: ")", count: count) + ";\n")
                .utf8)
    }

    /// `count` entries, each with its own key and a comment.
    static func stringsRepetition(_ count: Int) -> Data {
        Data((0..<count).map { "/* c\($0) */\n\"key\($0)\" = \"value %@ \($0)\";\n" }.joined().utf8)
    }

    /// 64 entries whose keys and values are `count` characters long.
    static func stringsLongNames(_ count: Int) -> Data {
        Data(
            (0..<64).map {
                "\"\(InterfaceBuilderShapes.longName("k\($0)", count))\" = \"\(InterfaceBuilderShapes.longName("v", count))\";\n"
            }.joined().utf8)
    }

    // MARK: .stringsdict

    /// A plural variable of `name`, whose forms are `one` and `other`.
    static func variable(_ name: String, other: String = "%d things") -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d thing</string><key>few</key><string>%d things</string><key>many</key><string>%d things</string><key>other</key><string>\(other)</string></dict>"
    }

    static func stringsDictionary(_ entries: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            \(entries)
            </dict></plist>

            """.utf8)
    }

    /// One entry whose format names `count` variables none of which is declared, beside `count` declared ones.
    static func stringsDictionaryUndeclared(_ count: Int) -> Data {
        let format = (0..<count).map { "%#@undeclared\($0)@" }.joined(separator: " ")
        let declared = (0..<count).map { variable("declared\($0)") }.joined()
        return stringsDictionary(
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(declared)</dict>")
    }

    /// Variables whose `other` form names the next variable, `count` deep.
    static func stringsDictionaryNesting(_ count: Int) -> Data {
        let variables = (0..<count).map { index in
            variable("v\(index)", other: index + 1 < count ? "%d and %#@v\(index + 1)@" : "%d things")
        }.joined()
        return stringsDictionary(
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>\(variables)</dict>")
    }

    /// `count` entries, each with one variable, all on one line, or each on a line of its own.
    static func stringsDictionaryRepetition(_ count: Int, lines: Bool = false) -> Data {
        stringsDictionary(
            (0..<count).map {
                "<key>k\($0)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>\(variable("v"))</dict>"
            }.joined(separator: lines ? "\n" : ""))
    }

    /// 16 entries whose keys and variable names are `count` characters long, one variable misspelt in each format.
    static func stringsDictionaryLongNames(_ count: Int) -> Data {
        stringsDictionary(
            (0..<16).map { index in
                let name = InterfaceBuilderShapes.longName("v\(index)", count)
                let misspelt = InterfaceBuilderShapes.longName("w\(index)", count)
                return
                    "<key>\(InterfaceBuilderShapes.longName("k\(index)", count))</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@\(name)@ %#@\(misspelt)@</string>\(variable(name))</dict>"
            }.joined())
    }

    // MARK: Property lists

    static func xmlPropertyList(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>

            """.utf8)
    }

    /// A binary list whose top array names one string `count` times.
    static func plistSharing(_ count: Int) -> Data {
        var writer = BinaryPropertyListWriter()
        let shared = writer.add(.string("shared"))
        let top = writer.add(.array(Array(repeating: shared, count: count)))
        return writer.data(top: top)
    }

    /// XML arrays nested `count` deep.
    static func plistNesting(_ count: Int) -> Data {
        xmlPropertyList(
            String(repeating: "<array>", count: count) + "<string>x</string>"
                + String(repeating: "</array>", count: count))
    }

    /// An XML dictionary of `count` keys, all on one line, or each on a line of its own.
    static func plistRepetition(_ count: Int, lines: Bool = false) -> Data {
        xmlPropertyList(
            "<dict>"
                + (0..<count).map { "<key>k\($0)</key><integer>\($0)</integer>" }.joined(separator: lines ? "\n" : "")
                + "</dict>")
    }

    /// A binary dictionary of `count` keys.
    static func plistBinaryRepetition(_ count: Int) -> Data {
        var writer = BinaryPropertyListWriter()
        var pairs: [(key: Int, value: Int)] = []
        for index in 0..<count { pairs.append((writer.add(.string("k\(index)")), writer.add(.integer(index)))) }
        let top = writer.add(.dictionary(pairs))
        return writer.data(top: top)
    }

    /// An XML dictionary of 64 keys `count` characters long.
    static func plistLongNames(_ count: Int) -> Data {
        xmlPropertyList(
            "<dict>" + (0..<64).map { "<key>\(InterfaceBuilderShapes.longName("k\($0)", count))</key><true/>" }.joined()
                + "</dict>")
    }

    // MARK: genstrings

    /// `count` calls that open `NSLocalizedString(` and never close.
    static func sourceUnclosed(_ count: Int, routine: String = "NSLocalizedString") -> Data {
        Data((String(repeating: "\(routine)(", count: count) + "\n").utf8)
    }

    /// A call `count` deep, each call's key being the call inside it.
    static func sourceNested(_ count: Int) -> Data {
        Data(
            (String(repeating: "NSLocalizedString(", count: count) + "\"k\", comment: \"c\""
                + String(repeating: ", comment: \"c\")", count: count) + "\n").utf8)
    }

    /// `count` calls of one key, each with its own comment.
    static func sourceSharing(_ count: Int) -> Data {
        Data((0..<count).map { "let s\($0) = NSLocalizedString(\"same\", comment: \"comment \($0)\")\n" }.joined().utf8)
    }

    /// `count` calls, each its own key and table.
    static func sourceRepetition(_ count: Int) -> Data {
        Data(
            (0..<count).map {
                "let s\($0) = NSLocalizedString(\"key \($0)\", tableName: \"T\($0 % 16)\", value: \"v\", comment: \"c\")\n"
            }.joined().utf8)
    }

    /// 64 calls whose keys, values and comments are `count` characters long.
    static func sourceLongNames(_ count: Int) -> Data {
        Data(
            (0..<64).map {
                let key = InterfaceBuilderShapes.longName("k\($0)", count)
                return "let s\($0) = NSLocalizedString(\"\(key)\", value: \"\(key)\", comment: \"\(key)\")\n"
            }.joined().utf8)
    }
}
