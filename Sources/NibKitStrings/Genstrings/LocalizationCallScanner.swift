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
        // One pass with a stack of open brackets: a call's arguments are
        // read when the bracket closing its `(` is reached, so nested and
        // unclosed calls cost each token once, and each call is judged on
        // its own arguments as if it were alone. Outcomes are kept in the
        // order of the calls' names, the order of the source.
        var outcomes: [Outcome?] = []
        var open: [OpenBracket] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                open.append(OpenBracket(call: nil, commas: []))
                guard token.isPunctuation("("), index > 0, let name = tokens[index - 1].identifier,
                    let shape = shapes[name]
                else { continue }
                // `func NibLocalizedString(...)` declares the routine; it calls nothing.
                if index > 1, tokens[index - 2].identifier == "func" { continue }
                let location = source.location(at: tokens[index - 1].offset)
                open[open.count - 1].call = OpenCall(
                    name: name, shape: shape, location: location, open: index, outcome: outcomes.count)
                outcomes.append(nil)
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                guard let bracket = open.popLast(), let call = bracket.call else { continue }
                let arguments = Self.arguments(
                    in: tokens, openingAt: call.open, closingAt: index, commas: bracket.commas, language: language)
                outcomes[call.outcome] = Self.outcome(call, arguments: arguments)
            } else if token.isPunctuation(","), !open.isEmpty, open[open.count - 1].call != nil {
                open[open.count - 1].commas.append(index)
            }
        }
        for bracket in open {
            guard let call = bracket.call else { continue }
            outcomes[call.outcome] = .warning(
                "the call to \(call.name) has no closing ')'; it is skipped", call.location)
        }
        var calls: [LocalizationCall] = []
        var diagnostics = DiagnosticCollector()
        for outcome in outcomes {
            switch outcome {
            case .call(let call)?: calls.append(call)
            case .error(let message, let location)?: diagnostics.error(message, at: location)
            case .warning(let message, let location)?: diagnostics.warning(message, at: location)
            case nil: break
            }
        }
        return (calls, diagnostics.diagnostics)
    }

    /// A call whose `(` is not closed yet.
    private struct OpenCall {
        var name: String
        var shape: Shape
        var location: SourceLocation
        /// The token index of its `(`.
        var open: Int
        /// Where its outcome goes.
        var outcome: Int
    }

    /// A bracket not closed yet: a call's `(` keeps the token indices of
    /// its top-level commas.
    private struct OpenBracket {
        var call: OpenCall?
        var commas: [Int]
    }

    /// What a call comes to.
    private enum Outcome {
        case call(LocalizationCall)
        case error(Diagnostic.Message, SourceLocation)
        case warning(Diagnostic.Message, SourceLocation)
    }

    private static func outcome(_ open: OpenCall, arguments: [(label: String?, value: Argument)]) -> Outcome {
        switch call(open.name, shape: open.shape, arguments: arguments, location: open.location) {
        case .success(let call):
            if let problem = StringsGenerator.problem(with: call) { return .error(problem, open.location) }
            return .call(call)
        case .failure(let problem): return .warning(Diagnostic.Message(problem.message), open.location)
        }
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

    /// The arguments of the call whose `(` is at `open` and whose closing
    /// bracket is at `close`, split at its top-level `commas`, each with its
    /// Swift label.
    private static func arguments(
        in tokens: [SourceCodeLexer.Token], openingAt open: Int, closingAt close: Int, commas: [Int],
        language: Language
    ) -> [(label: String?, value: Argument)] {
        guard close > open + 1 else { return [] }
        var arguments: [(label: String?, value: Argument)] = []
        var start = open + 1
        for end in commas + [close] {
            arguments.append(argument(tokens[start..<end], language: language))
            start = end + 1
        }
        return arguments
    }

    private static func argument(_ tokens: ArraySlice<SourceCodeLexer.Token>, language: Language) -> (
        label: String?, value: Argument
    ) {
        var tokens = tokens
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
