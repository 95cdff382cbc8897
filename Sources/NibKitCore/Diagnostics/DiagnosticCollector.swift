/// The one funnel every parser, linter and checker of NibKit reports through.
///
/// A stage keeps one collector and reports each problem with a
/// ``Diagnostic/Message`` from the catalogue, its location and the object,
/// class and key it concerns; it asks the collector whether an error was
/// reported, and hands on what was collected, in the order reported or
/// ordered by place (``sorted``). A stage with its own kind of location (an
/// element, a byte offset) has at most a one-line adapter that finds the
/// `SourceLocation` and calls the collector.
///
/// A collector keeps at most ``maximumKept`` errors and as many warnings, so
/// a hostile file cannot make a reader keep or print millions of lines: the
/// rest are counted (an error past the cap still fails the load) and the
/// lists it gives end with one line per severity, "and 19000 more errors",
/// at the place of the first one left out. A diagnostic reported again with
/// the same severity, message, place, object, class and key is not kept or
/// counted twice.
///
/// ```swift
/// var collector = DiagnosticCollector()
/// collector.error(.undefinedKey("LoginController", key: "okBtn"), at: location, objectID: "7", key: "okBtn")
/// if collector.hasErrors { throw NibError(.invalidArchive, diagnostics: collector.sorted) }
/// ```
package struct DiagnosticCollector: Sendable {
    /// How many errors, and how many warnings, a collector keeps; the rest
    /// are counted and summed up in one closing line per severity.
    package static let maximumKept = 1_000

    /// What was kept, in the order reported.
    private var kept: [Diagnostic] = []
    /// What was kept, to tell a diagnostic reported again.
    private var keptSet: Set<Diagnostic> = []
    /// How many errors were kept.
    private var keptErrors = 0
    /// How many errors, and warnings, were left out, and where the first of
    /// each stands.
    private var omittedErrors = Omitted()
    private var omittedWarnings = Omitted()

    /// Diagnostics of one severity left out: counted, not kept.
    fileprivate struct Omitted: Sendable {
        var count = 0
        var first: SourceLocation?

        /// The closing line: "and 19000 more errors", where the first left out stands.
        func line(_ severity: Diagnostic.Severity) -> Diagnostic? {
            guard let first, count > 0 else { return nil }
            let noun = "\(severity.rawValue)\(count == 1 ? "" : "s")"
            var line = Diagnostic(
                severity,
                "and \(count) more \(noun); NibKit keeps at most \(DiagnosticCollector.maximumKept) \(severity.rawValue)s of a file",
                at: first)
            line.omittedCount = count
            return line
        }
    }

    package init() {}

    /// Reports a problem of `severity`.
    package mutating func report(
        _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil
    ) {
        append(Diagnostic(severity, message, at: location, objectID: objectID, className: className, key: key))
    }

    /// Reports a problem that keeps the file from loading.
    package mutating func error(
        _ message: Diagnostic.Message, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil
    ) {
        report(.error, message, at: location, objectID: objectID, className: className, key: key)
    }

    /// Reports something the file's author probably did not mean.
    package mutating func warning(
        _ message: Diagnostic.Message, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil
    ) {
        report(.warning, message, at: location, objectID: objectID, className: className, key: key)
    }

    /// Takes over a diagnostic another stage made. Another collector's
    /// closing line adds its count to this one's.
    package mutating func append(_ diagnostic: Diagnostic) {
        let isError = diagnostic.severity == .error
        if diagnostic.omittedCount > 0 {
            omit(diagnostic, count: diagnostic.omittedCount)
            return
        }
        if (isError ? keptErrors : kept.count - keptErrors) >= Self.maximumKept {
            if !keptSet.contains(diagnostic) { omit(diagnostic, count: 1) }
            return
        }
        guard keptSet.insert(diagnostic).inserted else { return }
        if isError { keptErrors += 1 }
        kept.append(diagnostic)
    }

    /// Counts `count` diagnostics of `diagnostic`'s severity left out.
    private mutating func omit(_ diagnostic: Diagnostic, count: Int) {
        if diagnostic.severity == .error {
            omittedErrors.count += count
            if omittedErrors.first == nil { omittedErrors.first = diagnostic.location }
        } else {
            omittedWarnings.count += count
            if omittedWarnings.first == nil { omittedWarnings.first = diagnostic.location }
        }
    }

    /// Takes over diagnostics another stage made, in their order.
    package mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        for diagnostic in other { append(diagnostic) }
    }

    /// Takes over what another stage's collector collected, in its order.
    package mutating func append(contentsOf other: DiagnosticCollector) {
        append(contentsOf: other.diagnostics)
    }

    /// What has been reported so far, to take back what is reported after it
    /// (``truncate(to:)``).
    package struct Mark: Sendable {
        fileprivate let kept: Int
        fileprivate let keptErrors: Int
        fileprivate let omittedErrors: Omitted
        fileprivate let omittedWarnings: Omitted
    }

    /// Where the collector stands now.
    package var mark: Mark {
        Mark(kept: kept.count, keptErrors: keptErrors, omittedErrors: omittedErrors, omittedWarnings: omittedWarnings)
    }

    /// Takes back everything reported after `mark`: what a reader that
    /// tried one reading and then chose another had reported for the
    /// reading it gave up.
    package mutating func truncate(to mark: Mark) {
        if mark.kept < kept.count {
            for diagnostic in kept[mark.kept...] { keptSet.remove(diagnostic) }
            kept.removeSubrange(mark.kept...)
        }
        keptErrors = mark.keptErrors
        omittedErrors = mark.omittedErrors
        omittedWarnings = mark.omittedWarnings
    }

    /// What was reported, in the order reported, followed by the closing
    /// line of the errors left out and of the warnings, if any were.
    package var diagnostics: [Diagnostic] { kept + closingLines }

    private var closingLines: [Diagnostic] {
        [omittedErrors.line(.error), omittedWarnings.line(.warning)].compactMap { $0 }
    }

    /// How many errors were reported, those left out too.
    package var errorCount: Int { keptErrors + omittedErrors.count }

    /// How many warnings were reported, those left out too.
    package var warningCount: Int { kept.count - keptErrors + omittedWarnings.count }

    /// How many diagnostics were reported, those left out too.
    package var count: Int { errorCount + warningCount }

    /// Whether any error was reported.
    package var hasErrors: Bool { errorCount > 0 }

    /// The errors, in the order reported, and the closing line of those left out.
    package var errors: [Diagnostic] {
        kept.filter { $0.severity == .error } + [omittedErrors.line(.error)].compactMap { $0 }
    }

    /// The warnings, in the order reported, and the closing line of those left out.
    package var warnings: [Diagnostic] {
        kept.filter { $0.severity == .warning } + [omittedWarnings.line(.warning)].compactMap { $0 }
    }

    /// The diagnostics ordered by place (``Diagnostic/sorted(_:)``), the
    /// closing lines last.
    package var sorted: [Diagnostic] { Diagnostic.sorted(kept) + closingLines }
}
