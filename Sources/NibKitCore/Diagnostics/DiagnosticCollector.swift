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
/// ```swift
/// var collector = DiagnosticCollector()
/// collector.error(.undefinedKey("LoginController", key: "okBtn"), at: location, objectID: "7", key: "okBtn")
/// if collector.hasErrors { throw NibError(.invalidArchive, diagnostics: collector.sorted) }
/// ```
package struct DiagnosticCollector: Sendable {
    /// What was reported, in the order reported.
    package private(set) var diagnostics: [Diagnostic] = []
    /// How many of ``diagnostics`` are errors.
    package private(set) var errorCount = 0

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

    /// Takes over a diagnostic another stage made.
    package mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        diagnostics.append(diagnostic)
    }

    /// Takes over diagnostics another stage made, in their order.
    package mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        for diagnostic in other { append(diagnostic) }
    }

    /// Takes over what another stage's collector collected, in its order.
    package mutating func append(contentsOf other: DiagnosticCollector) {
        diagnostics += other.diagnostics
        errorCount += other.errorCount
    }

    /// Takes back everything reported after the first `count`: what a
    /// reader that tried one reading and then chose another had reported
    /// for the reading it gave up.
    package mutating func truncate(to count: Int) {
        guard count < diagnostics.count else { return }
        errorCount -= diagnostics[count...].lazy.filter { $0.severity == .error }.count
        diagnostics.removeSubrange(count...)
    }

    /// How many diagnostics were reported.
    package var count: Int { diagnostics.count }

    /// How many of ``diagnostics`` are warnings.
    package var warningCount: Int { diagnostics.count - errorCount }

    /// Whether any error was reported.
    package var hasErrors: Bool { errorCount > 0 }

    /// The errors, in the order reported.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The warnings, in the order reported.
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// The diagnostics ordered by place (``Diagnostic/sorted(_:)``).
    package var sorted: [Diagnostic] { Diagnostic.sorted(diagnostics) }
}
