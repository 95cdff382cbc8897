import Foundation
import NibKitCore

/// Finds the calls of localization routines in Swift and Objective-C source,
/// as Apple's `genstrings` does, and reads their literal key, table, default
/// value and comment.
///
/// It recognises the Foundation macros `NSLocalizedString`,
/// `NSLocalizedStringFromTable`, `NSLocalizedStringFromTableInBundle` and
/// `NSLocalizedStringWithDefaultValue`, their Core Foundation counterparts
/// `CFCopyLocalizedString...`, NibKit's `NibLocalizedString`, and any routine
/// added by name (with the same four suffixes). Unlabelled arguments are
/// read in the order of the macro's parameters; Swift's labelled arguments
/// (`tableName:`, `bundle:`, `value:`, `comment:`) in any order. A call whose
/// key or table is not a string literal is reported and skipped, as Apple's
/// tool does.
///
/// ```swift
/// let scanner = LocalizationCallScanner(additionalRoutines: ["MyLocalizedString"])
/// let scan = try scanner.scan(contentsOf: URL(fileURLWithPath: "Login.swift"))
/// ```
public struct LocalizationCallScanner: Sendable {
    /// The language of a source file, which decides its literal and comment rules.
    public enum Language: Sendable {
        /// Swift.
        case swift
        /// Objective-C, C and C++ (and their headers).
        case objectiveC

        /// The language of files with this extension, or nil for an unknown one.
        public init?(pathExtension: String) {
            switch pathExtension.lowercased() {
            case "swift": self = .swift
            case "m", "mm", "h", "hh", "c", "cc", "cpp", "cxx", "hpp": self = .objectiveC
            default: return nil
            }
        }
    }

    /// The parameters of each form of macro, in order.
    enum Shape: Sendable {
        case plain, fromTable, fromTableInBundle, withDefaultValue

        var roles: [Role] {
            switch self {
            case .plain: [.key, .comment]
            case .fromTable: [.key, .table, .comment]
            case .fromTableInBundle: [.key, .table, .bundle, .comment]
            case .withDefaultValue: [.key, .table, .bundle, .value, .comment]
            }
        }
    }

    enum Role: Sendable {
        case key, table, bundle, value, comment

        /// Swift's argument labels.
        init?(label: String) {
            switch label {
            case "tableName", "table": self = .table
            case "bundle": self = .bundle
            case "value", "defaultValue": self = .value
            case "comment": self = .comment
            default: return nil
            }
        }
    }

    /// What an argument turned out to be.
    private enum Argument {
        case literal(String)
        /// A string literal that is not a constant: interpolated or unterminated.
        case nonConstantLiteral
        case null
        case expression
    }

    /// The routine families every scanner knows, before any added ones.
    public static let standardRoutines = ["NSLocalizedString", "CFCopyLocalizedString"]

    private let shapes: [String: Shape]

    /// Creates a scanner for the standard routines, NibKit's
    /// `NibLocalizedString`, and the families of `additionalRoutines` (each
    /// name, and the name followed by `FromTable`, `FromTableInBundle` and
    /// `WithDefaultValue`), as `genstrings -s` adds them.
    public init(additionalRoutines: [String] = []) {
        var shapes: [String: Shape] = ["NibLocalizedString": .plain]
        for routine in Self.standardRoutines + additionalRoutines {
            shapes[routine] = .plain
            shapes[routine + "FromTable"] = .fromTable
            shapes[routine + "FromTableInBundle"] = .fromTableInBundle
            shapes[routine + "WithDefaultValue"] = .withDefaultValue
        }
        self.shapes = shapes
    }

    /// Every routine name the scanner recognises, sorted.
    public var routineNames: [String] { shapes.keys.sorted() }

    /// Scans the source file at `url`, in the language its extension names.
    ///
    /// - Throws: ``NibError`` with code `unreadableFile` when the file cannot
    ///   be read or its extension names no language NibKit scans.
    public func scan(contentsOf url: URL) throws(NibError) -> (calls: [LocalizationCall], diagnostics: [Diagnostic]) {
        let path = url.relativePath
        guard let language = Language(pathExtension: url.pathExtension) else {
            throw NibError(
                .unreadableFile,
                Diagnostic(
                    .error,
                    "cannot scan '.\(url.pathExtension)' files: genstrings reads Swift (.swift) and C-family (.m, .mm, .h, .c) sources",
                    at: SourceLocation.start(of: path)))
        }
        return scan(try ContainedFolder.readFile(url), path: path, language: language)
    }

    /// Scans source text held in memory; `path` names it in locations.
    public func scan(_ data: Data, path: String, language: Language) -> (
        calls: [LocalizationCall], diagnostics: [Diagnostic]
    ) {
        let source = StringsSource(data: data, path: path)
        var lexer = SourceCodeLexer(
            bytes: source.bytes, start: source.start, language: language == .swift ? .swift : .objectiveC)
        let tokens = lexer.tokens()
        var calls: [LocalizationCall] = []
        var diagnostics = DiagnosticCollector()
        for index in tokens.indices {
            guard let name = tokens[index].identifier, let shape = shapes[name], index + 1 < tokens.count,
                tokens[index + 1].isPunctuation("(")
            else { continue }
            // `func NibLocalizedString(...)` declares the routine; it calls nothing.
            if index > 0, tokens[index - 1].identifier == "func" { continue }
            let location = source.location(at: tokens[index].offset)
            guard let arguments = Self.arguments(in: tokens, openingAt: index + 1, language: language) else {
                diagnostics.warning("the call to \(name) has no closing ')'; it is skipped", at: location)
                continue
            }
            switch Self.call(name, shape: shape, arguments: arguments, location: location) {
            case .success(let call):
                if let problem = StringsGenerator.problem(with: call) {
                    diagnostics.error(problem, at: location)
                } else {
                    calls.append(call)
                }
            case .failure(let problem): diagnostics.warning(Diagnostic.Message(problem.message), at: location)
            }
        }
        return (calls, diagnostics.diagnostics)
    }

    private struct Problem: Error {
        var message: String
    }

    private static func call(
        _ routine: String, shape: Shape, arguments: [(label: String?, value: Argument)], location: SourceLocation
    ) -> Result<LocalizationCall, Problem> {
        var values: [Role: Argument] = [:]
        var positional = shape.roles.makeIterator()
        for argument in arguments {
            if let label = argument.label {
                if let role = Role(label: label) { values[role] = argument.value }
            } else if let role = positional.next() {
                values[role] = argument.value
            }
        }
        func describe(_ role: String, _ argument: Argument?) -> String {
            switch argument {
            case .nonConstantLiteral?: "the \(role) of this \(routine) call interpolates or is unterminated"
            default: "the \(role) of this \(routine) call is not a string literal"
            }
        }
        guard case .literal(let key)? = values[.key] else {
            return .failure(Problem(message: describe("key", values[.key]) + "; the call is skipped"))
        }
        var table = "Localizable"
        switch values[.table] {
        case .literal(let name)? where !name.isEmpty: table = name
        case .literal?, .null?, nil: break
        case let other?: return .failure(Problem(message: describe("table name", other) + "; the call is skipped"))
        }
        var call = LocalizationCall(key: key, table: table, routine: routine, location: location)
        switch values[.value] {
        case .literal(let value)? where !value.isEmpty: call.value = value
        case .literal?, .null?, nil: break
        case let other?: return .failure(Problem(message: describe("default value", other) + "; the call is skipped"))
        }
        switch values[.comment] {
        case .literal(let comment)? where !comment.isEmpty: call.comment = comment
        case .literal?, .null?, nil: break
        case let other?: return .failure(Problem(message: describe("comment", other) + "; the call is skipped"))
        }
        return .success(call)
    }

    /// The arguments of the call whose `(` is at `open`, split at top-level
    /// commas, each with its Swift label; nil when the `)` is missing.
    private static func arguments(
        in tokens: [SourceCodeLexer.Token], openingAt open: Int, language: Language
    ) -> [(label: String?, value: Argument)]? {
        var groups: [[SourceCodeLexer.Token]] = [[]]
        var depth = 0
        var index = open + 1
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 {
                    if groups.count == 1, groups[0].isEmpty { return [] }
                    return groups.map { argument($0, language: language) }
                }
                depth -= 1
            } else if depth == 0, token.isPunctuation(",") {
                groups.append([])
                continue
            }
            groups[groups.count - 1].append(token)
        }
        return nil
    }

    private static func argument(_ tokens: [SourceCodeLexer.Token], language: Language) -> (
        label: String?, value: Argument
    ) {
        var tokens = tokens[...]
        var label: String?
        if language == .swift, tokens.count >= 2, let name = tokens.first?.identifier,
            tokens[tokens.startIndex + 1].isPunctuation(":")
        {
            label = name
            tokens = tokens.dropFirst(2)
        }
        return (label, value(of: tokens))
    }

    /// A literal is one string literal, or adjacent ones as C concatenates
    /// them, or `CFSTR("...")`.
    private static func value(of tokens: ArraySlice<SourceCodeLexer.Token>) -> Argument {
        if tokens.count == 1, let name = tokens.first?.identifier, ["nil", "NULL", "Nil", "nullptr"].contains(name) {
            return .null
        }
        if tokens.count == 4, tokens.first?.identifier == "CFSTR", tokens[tokens.startIndex + 1].isPunctuation("("),
            tokens.last?.isPunctuation(")") == true
        {
            return value(of: tokens.dropFirst(2).dropLast())
        }
        guard !tokens.isEmpty else { return .expression }
        var text = ""
        for token in tokens {
            guard case .string(let value, _) = token.kind else { return .expression }
            guard let value else { return .nonConstantLiteral }
            text += value
        }
        return .literal(text)
    }
}
