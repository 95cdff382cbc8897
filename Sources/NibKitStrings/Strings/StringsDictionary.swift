import Foundation
import NibKitCore

/// The contents of one `.stringsdict` file: for each key, a format with
/// plural variables (`%#@files@`) and, for each variable, a form per CLDR
/// plural category, as Apple's "Stringsdict File Format" describes.
///
/// ```xml
/// <key>%d files</key>
/// <dict>
///     <key>NSStringLocalizedFormatKey</key> <string>%#@files@</string>
///     <key>files</key>
///     <dict>
///         <key>NSStringFormatSpecTypeKey</key> <string>NSStringPluralRuleType</string>
///         <key>NSStringFormatValueTypeKey</key> <string>d</string>
///         <key>one</key> <string>%d file</string>
///         <key>other</key> <string>%d files</string>
///     </dict>
/// </dict>
/// ```
///
/// The file is read through NibKit's bounded property-list reader, so every
/// problem in XML or OpenStep text has its line and column; a binary list has
/// none, and its problems stand at 1:1, naming the key and variable.
///
/// ```swift
/// let plurals = try StringsDictionary(contentsOf: URL(fileURLWithPath: "ru.lproj/Localizable.stringsdict"))
/// plurals.entry(forKey: "%d files")?.format(arguments: [22], rules: PluralRules(localization: "ru")) // "22 файла"
/// ```
public struct StringsDictionary: Sendable {
    /// One plural variable of an entry: the argument it reads and its forms.
    public struct Variable: Hashable, Sendable {
        /// The variable's name, as `files` in `%#@files@`.
        public let name: String
        /// The 1-based argument whose number picks the form.
        public let argument: Int
        /// `NSStringFormatValueTypeKey`: the number's conversion, such as `d`, `ld` or `f`.
        public let valueType: String?
        /// The argument type ``valueType`` reads, as `ld` reads a `long`:
        /// what every form's specifiers of the number are checked against.
        package let numberType: FormatSpecifier.ArgumentType?
        /// The form for each category the file gives.
        public let forms: [PluralCategory: String]
        /// Where each form is written.
        public let formLocations: [PluralCategory: SourceLocation]
        /// Where the variable's key is written.
        public let location: SourceLocation

        /// The form for `category`, else the `other` form.
        public func form(for category: PluralCategory) -> String {
            forms[category] ?? forms[.other] ?? ""
        }
    }

    /// One key of the file: its format and the variables the format uses.
    public struct Entry: Hashable, Sendable {
        /// The key code looks up, such as `%d files`.
        public let key: String
        /// `NSStringLocalizedFormatKey`: the format, with `%#@variable@` references.
        public let format: String
        /// Where the format is written.
        public let formatLocation: SourceLocation
        /// The variables, in the order the format uses them.
        public let variables: [Variable]
        /// Where the key is written.
        public let location: SourceLocation
        /// Each reference in the format's UTF-8 bytes, with its variable's index.
        let references: [Reference]

        /// Where the format names a variable (`%2$#@files@`), and which.
        struct Reference: Hashable, Sendable {
            var range: Range<Int>
            var variable: Int
        }

        /// The format with each variable replaced by its form for the
        /// number it reads, and every argument in place.
        ///
        /// A variable's number is `arguments[argument - 1]`: an integer, or
        /// a floating-point number as its shortest decimal form reads. As on
        /// Apple's platforms, a `zero` form is used for 0 in every language;
        /// otherwise the form is that of the number's category in `rules`,
        /// else `other`. A form's sequential specifiers read the variable's
        /// argument (and the ones after it); positional ones read the
        /// argument they name. A missing argument leaves its specifier as written.
        ///
        /// ```swift
        /// entry.format(arguments: [3, 2], rules: PluralRules(localization: "en")) // "3 files in 2 folders"
        /// ```
        public func format(arguments: [any CVarArg], rules: PluralRules) -> String {
            var bytes = Array(format.utf8)
            let outer = FormatTemplate(format)
            var values = arguments
            for reference in references.reversed() {
                let (range, index) = (reference.range, reference.variable)
                let variable = variables[index]
                let position = variable.argument
                guard position >= 1, position <= arguments.count else {
                    // Shown as written: its % doubled, so formatting keeps it.
                    let written = String(decoding: bytes[range], as: UTF8.self).replacingOccurrences(
                        of: "%", with: "%%")
                    bytes.replaceSubrange(range, with: Array(written.utf8))
                    continue
                }
                let value = arguments[position - 1]
                let form = variable.form(for: Self.category(of: value, in: variable, rules: rules))
                let template = FormatTemplate(form)
                let rendered = template.format(
                    arguments: template.usesPositions ? arguments : Array(arguments.dropFirst(position - 1)))
                values[position - 1] = rendered
                let placeholder = outer.usesPositions ? "%\(position)$@" : "%@"
                bytes.replaceSubrange(range, with: Array(placeholder.utf8))
            }
            return FormatTemplate(String(decoding: bytes, as: UTF8.self)).format(arguments: values)
        }

        /// The category whose form a variable shows for `value`.
        static func category(of value: any CVarArg, in variable: Variable, rules: PluralRules) -> PluralCategory {
            let operands: PluralOperands
            if let integer = value as? any BinaryInteger {
                operands = PluralOperands(integer)
            } else if let number = value as? any BinaryFloatingPoint {
                operands = PluralOperands(Double(number))
            } else {
                return .other
            }
            // Apple: "If zero is present, the value is used for mapping the argument value zero
            // regardless of what CLDR rule specifies" (Foundation release notes, OS X 10.9).
            if operands.n == 0, variable.forms[.zero] != nil { return .zero }
            return rules.category(for: operands)
        }
    }

    /// The path used in diagnostics.
    public let path: String
    /// The entries, in file order (a binary list's sorted by key).
    public let entries: [Entry]
    /// Problems that do not prevent reading, such as an unused variable.
    public let warnings: [Diagnostic]
    private let indexByKey: [String: Int]

    /// Reads the file at `url`; its localization is the `.lproj` folder holding it.
    ///
    /// - Throws: ``NibError`` with code `unreadableFile`, or
    ///   `invalidStringsDictionary` and every error and warning in the file.
    public init(contentsOf url: URL) throws(NibError) {
        try self.init(data: try ContainedFolder.readFile(url), path: url.relativePath)
    }

    /// Reads a file held in memory; `path` names it in diagnostics, and its
    /// `.lproj` folder gives the localization whose plural rules the forms
    /// are checked against, unless `localization` names one.
    ///
    /// - Throws: ``NibError`` with code `invalidStringsDictionary` and every
    ///   error and warning in the file.
    public init(data: Data, path: String = "<data>", localization: String? = nil) throws(NibError) {
        let read = Self.read(data, path: path, localization: localization)
        if read.diagnostics.contains(where: { $0.severity == .error }) {
            throw NibError(.invalidStringsDictionary, diagnostics: read.diagnostics)
        }
        self.path = path
        entries = read.entries
        warnings = read.diagnostics
        indexByKey = Dictionary(entries.enumerated().map { ($0.element.key, $0.offset) }) { _, last in last }
    }

    /// Every problem in the file at `url`, errors and warnings, in order of
    /// place: what `nibtool lint` prints for a `.stringsdict`.
    public static func diagnose(contentsOf url: URL) -> [Diagnostic] {
        do {
            return diagnose(data: try ContainedFolder.readFile(url), path: url.relativePath)
        } catch {
            return error.diagnostics
        }
    }

    /// Every problem in a file held in memory, errors and warnings, in order of place.
    public static func diagnose(data: Data, path: String, localization: String? = nil) -> [Diagnostic] {
        read(data, path: path, localization: localization).diagnostics
    }

    /// The entry for `key`.
    public func entry(forKey key: String) -> Entry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The keys in file order.
    public var keys: [String] { entries.map(\.key) }

    // MARK: Reading

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    /// Variants NibKit does not read; an entry holding one is skipped with a warning.
    static let otherRuleTypes = ["NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"]

    private static func read(_ data: Data, path: String, localization: String?) -> (
        entries: [Entry], diagnostics: [Diagnostic]
    ) {
        let (root, diagnostics) = PropertyListReader.readLocated(data, path: path)
        guard let root else { return ([], diagnostics) }
        var reader = Reader(
            rules: (localization ?? LocalizationName.localization(containing: path)).map(PluralRules.init))
        reader.diagnostics.append(contentsOf: diagnostics)
        guard case .dictionary(let items) = root.kind else {
            reader.diagnostics.error(
                "a .stringsdict holds a dictionary of keys, not \(root.kindName)", at: root.location)
            return ([], reader.diagnostics.diagnostics)
        }
        let entries = items.compactMap { reader.entry($0) }
        return (entries, reader.diagnostics.sorted)
    }

    /// The checks, one entry at a time.
    private struct Reader {
        let rules: PluralRules?
        var diagnostics = DiagnosticCollector()
        /// The file's "did you mean"s: an undeclared name is compared with
        /// every declared one, and both come from the file.
        var suggestions = Suggestion.Budget()

        mutating func entry(_ item: PropertyListNode.Entry) -> Entry? {
            let key = item.key
            guard case .dictionary(let fields) = item.value.kind else {
                diagnostics.error(
                    "the value of '\(key)' is \(item.value.kindName), not a dictionary with \(formatKey) and its variables",
                    at: item.value.location, key: key)
                return nil
            }
            if let variant = fields.first(where: { otherRuleTypes.contains($0.key) }) {
                diagnostics.warning(
                    "'\(key)' holds \(variant.key) variants, which NibKit does not read; its look-ups use the .strings table",
                    at: variant.keyLocation, key: key)
                return nil
            }
            guard let formatField = fields.first(where: { $0.key == formatKey }) else {
                diagnostics.error(
                    "'\(key)' has no \(formatKey): the format, with %#@variable@ for each plural variable",
                    at: item.keyLocation, key: key)
                return nil
            }
            guard let format = formatField.value.string else {
                diagnostics.error(
                    "the \(formatKey) of '\(key)' is \(formatField.value.kindName), not a string",
                    at: formatField.value.location, key: key)
                return nil
            }
            let location = formatField.value.location
            let template = FormatTemplate(format)
            for problem in template.problems {
                diagnostics.error(
                    "the \(formatKey) of '\(key)' has a format problem: \(problem)", at: location, key: key)
            }
            let declared = fields.filter { $0.key != formatKey }
            // The first field of each name, as a dictionary's look-up finds it.
            let declaredByName = Dictionary(
                declared.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            var variables: [Variable] = []
            var variableIndex: [String: Int] = [:]
            var references: [Entry.Reference] = []
            var argumentsRead: [Int: String] = [:]
            var referenced: Set<String> = []
            var checked: Set<String> = []
            let bytes = Array(format.utf8)
            var nameEnd = 0
            for specifier in template.specifiers where specifier.conversion == "@" && specifier.flags.contains("#") {
                // A '%' inside a variable's name starts no reference of its own.
                guard specifier.offset >= nameEnd else { continue }
                let start = specifier.offset + specifier.text.utf8.count
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "@")), end > start else {
                    diagnostics.error(
                        "the \(formatKey) of '\(key)' has '\(specifier.text)' without a variable name and its closing '@', as in %#@files@",
                        at: location, key: key)
                    continue
                }
                nameEnd = end + 1
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                referenced.insert(name)
                if let other = argumentsRead[specifier.argument], other != name {
                    diagnostics.error(
                        "the variables '\(other)' and '\(name)' of '\(key)' both read argument \(specifier.argument); each variable reads an argument of its own",
                        at: location, key: key)
                    continue
                }
                argumentsRead[specifier.argument] = name
                if let index = variableIndex[name] {
                    guard variables[index].argument == specifier.argument else {
                        diagnostics.error(
                            "the \(formatKey) of '\(key)' uses the variable '\(name)' for argument \(variables[index].argument) and for argument \(specifier.argument); a variable reads one argument",
                            at: location, key: key)
                        continue
                    }
                    references.append(Entry.Reference(range: specifier.offset..<(end + 1), variable: index))
                    continue
                }
                // A variable with errors is reported once, however often the format names it.
                guard checked.insert(name).inserted else { continue }
                guard let field = declaredByName[name] else {
                    diagnostics.error(
                        "the \(formatKey) of '\(key)' uses the variable '\(name)', which '\(key)' does not declare"
                            + Diagnostic.Message.didYouMean(name, among: suggestions.spend() ? declared.map(\.key) : []),
                        at: location, key: key)
                    continue
                }
                guard let variable = variable(field, argument: specifier.argument, of: key) else { continue }
                references.append(Entry.Reference(range: specifier.offset..<(end + 1), variable: variables.count))
                variableIndex[name] = variables.count
                variables.append(variable)
            }
            for field in declared where !referenced.contains(field.key) {
                guard case .dictionary = field.value.kind else {
                    diagnostics.warning(
                        "'\(field.key)' in '\(key)' is neither \(formatKey) nor a variable, and is ignored",
                        at: field.keyLocation, key: key)
                    continue
                }
                diagnostics.warning(
                    "the variable '\(field.key)' of '\(key)' is declared but \(formatKey) never uses it (write %#@\(field.key)@)",
                    at: field.keyLocation, key: key)
            }
            return Entry(
                key: key, format: format, formatLocation: location, variables: variables, location: item.keyLocation,
                references: references)
        }

        mutating func variable(_ field: PropertyListNode.Entry, argument: Int, of key: String) -> Variable? {
            let name = field.key
            let place = "the variable '\(name)' of '\(key)'"
            guard case .dictionary(let items) = field.value.kind else {
                diagnostics.error(
                    "\(place) is \(field.value.kindName), not a dictionary of plural forms", at: field.value.location,
                    key: key)
                return nil
            }
            var broken = false
            if let spec = items.first(where: { $0.key == specTypeKey }) {
                if spec.value.string != pluralRuleType {
                    let written = spec.value.string.map { "'\($0)'" } ?? spec.value.kindName
                    diagnostics.error(
                        "\(place) has the \(specTypeKey) \(written); NibKit reads \(pluralRuleType), the type Apple documents",
                        at: spec.value.location, key: key)
                    broken = true
                }
            } else {
                diagnostics.error(
                    "\(place) has no \(specTypeKey); a plural variable has \(pluralRuleType)", at: field.keyLocation,
                    key: key)
                broken = true
            }
            var valueType: String?
            var expectedType: FormatSpecifier.ArgumentType?
            if let value = items.first(where: { $0.key == valueTypeKey }) {
                let text = value.value.string ?? ""
                let template = FormatTemplate("%" + text)
                if let specifier = template.specifiers.first, template.specifiers.count == 1,
                    specifier.text == "%" + text,
                    template.problems.isEmpty, specifier.position == nil, specifier.flags.isEmpty,
                    specifier.width.isEmpty,
                    specifier.precision == nil,
                    [.int, .long, .double, .longDouble].contains(specifier.argumentType)
                {
                    valueType = text
                    expectedType = specifier.argumentType
                } else {
                    let written = value.value.string.map { "'\($0)'" } ?? value.value.kindName
                    diagnostics.error(
                        "\(place) has the \(valueTypeKey) \(written), which is not a number's conversion such as d, ld, u or f",
                        at: value.value.location, key: key)
                    broken = true
                }
            } else {
                diagnostics.warning(
                    "\(place) has no \(valueTypeKey), the conversion of its number (such as d or ld), so its forms cannot be checked against it",
                    at: field.keyLocation, key: key)
            }
            var forms: [PluralCategory: String] = [:]
            var formLocations: [PluralCategory: SourceLocation] = [:]
            for item in items where item.key != specTypeKey && item.key != valueTypeKey {
                guard let category = PluralCategory(rawValue: item.key) else {
                    diagnostics.warning(
                        "\(place) has the key '\(item.key)', which is not a plural category (zero, one, two, few, many, other) and is ignored"
                            + Diagnostic.Message.didYouMean(item.key, among: PluralCategory.allCases.map(\.rawValue)),
                        at: item.keyLocation, key: key)
                    continue
                }
                guard let form = item.value.string else {
                    diagnostics.error(
                        "the form '\(category)' of \(place) is \(item.value.kindName), not a string",
                        at: item.value.location, key: key)
                    broken = true
                    continue
                }
                forms[category] = form
                formLocations[category] = item.value.location
                checkForm(
                    form, category, of: place, argument: argument, valueType: valueType, expected: expectedType,
                    at: item.value.location, key: key)
            }
            if forms[.other] == nil {
                diagnostics.error(
                    "\(place) has no 'other' form, which every plural variable needs", at: field.keyLocation, key: key)
                broken = true
            }
            if let rules, rules.isKnown {
                for category in forms.keys.sorted() where category != .zero && !rules.categories.contains(category) {
                    diagnostics.warning(
                        "the form '\(category)' of \(place) is never used: the plural categories of '\(rules.language)' are \(Self.list(rules.categories))",
                        at: formLocations[category] ?? field.keyLocation, key: key)
                }
                let missing = rules.categories.filter { forms[$0] == nil && $0 != .other }
                if !missing.isEmpty, forms[.other] != nil {
                    diagnostics.warning(
                        "\(place) has no \(Self.list(missing)) form\(missing.count == 1 ? "" : "s"), which '\(rules.language)' uses; those numbers get the 'other' form",
                        at: field.keyLocation, key: key)
                }
            }
            guard !broken else { return nil }
            return Variable(
                name: name, argument: argument, valueType: valueType, numberType: expectedType, forms: forms,
                formLocations: formLocations, location: field.keyLocation)
        }

        /// A form's own format problems, and specifiers that read another
        /// argument than its variable's or another type than its value type.
        mutating func checkForm(
            _ form: String, _ category: PluralCategory, of place: String, argument: Int, valueType: String?,
            expected: FormatSpecifier.ArgumentType?, at location: SourceLocation, key: String
        ) {
            let template = FormatTemplate(form)
            let prefix = "the form '\(category)' of \(place)"
            for problem in template.problems {
                diagnostics.error("\(prefix) has a format problem: \(problem)", at: location, key: key)
            }
            for specifier in template.specifiers {
                if specifier.conversion == "@", specifier.flags.contains("#") {
                    diagnostics.warning(
                        "\(prefix) uses '\(specifier.text)': NibKit does not substitute variables inside a form",
                        at: location, key: key)
                    continue
                }
                if let position = specifier.position, position != argument {
                    diagnostics.error(
                        "\(prefix) reads argument \(position) with \(specifier.text), but the variable reads argument \(argument): write %\(argument)$\(valueType ?? "d")",
                        at: location, key: key)
                } else if let expected, let valueType, specifier.argumentType != expected {
                    diagnostics.error(
                        "\(prefix) reads its number with \(specifier.text) (\(specifier.argumentType)), but its \(valueTypeKey) '\(valueType)' is \(expected)",
                        at: location, key: key)
                }
            }
        }

        static func list(_ categories: [PluralCategory]) -> String {
            categories.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}
