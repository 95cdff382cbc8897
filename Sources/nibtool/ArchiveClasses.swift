import Foundation
import NibKit

/// The classes a command loads an archive with: the one place `nibtool`
/// decides between NibKit's standard classes and dynamic stand-ins.
enum ArchiveClasses {
    /// A dynamic stand-in (a DynamicObject) for every class, which keeps
    /// every key: what `compile`, `graph` and `strings` read with, since they
    /// pass the archive on rather than look at its objects.
    case dynamic
    /// NibKit's standard classes of the archive's platform
    /// (`ClassRegistry.standard(for:)`: UIKit's for an iOS or tvOS document,
    /// AppKit's for a Cocoa one) for Apple's names. Dynamic stand-ins take
    /// every other class; with `strict`, the archive is read strictly and
    /// only its custom classes are stand-ins, so an Apple class with no
    /// standard class is an error.
    case standard(strict: Bool)

    /// The classes `trace`, `dump`, `lint` and `inspect` load with, as
    /// `--strict` chooses.
    init(_ arguments: ParsedArguments) {
        self = .standard(strict: arguments.contains("--strict"))
    }

    /// The `--strict` line of those commands' help.
    static let strictHelp = """
          --strict               Read strictly (an element or key NibKit does not know is an error),
                                 and make an Apple class with no standard class an error
                                 ("no standard class models 'UIFooView' (object 'abc-12-xyz')")
                                 rather than a stand-in; only custom classes are stand-ins.
        """

    /// The registry for the archive at `url`.
    func registry(for url: URL) -> ClassRegistry {
        switch self {
        case .dynamic:
            return .dynamic
        case .standard(let strict):
            var registry = ClassRegistry.standard(for: NibTemplate.platform(ofArchiveAt: url) ?? .iOS)
            registry.dynamicObjects = strict ? .customClasses : .all
            // Custom classes are stand-ins on purpose, not misspellings of Apple's.
            registry.suggestsRegisteredClasses = false
            return registry
        }
    }

    /// Loads the archive at `url` with `load`, given this choice's registry
    /// and reading mode. Without `--strict`, an archive the standard classes
    /// refuse while stand-ins take it (it sets keys an application adds to
    /// Apple's classes, such as a runtime attribute its category declares)
    /// is loaded with a stand-in for every class, and a warning says why,
    /// naming the standard classes' first error; with `--strict`, or when
    /// stand-ins refuse it too, the standard classes' errors are the answer.
    func load<Result>(
        _ url: URL, _ load: (ClassRegistry, ReadingMode?) throws(NibError) -> Result
    ) throws(NibError) -> Result {
        do {
            return try load(registry(for: url), mode)
        } catch {
            guard case .standard(strict: false) = self, let fallback = try? load(.dynamic, nil) else { throw error }
            DiagnosticsPrinter.print([Self.fallbackWarning(url, firstError: error.diagnostics.first)])
            return fallback
        }
    }

    /// What `nibtool lint` reports of the archive at `url`: the standard
    /// classes' diagnostics, or, without `--strict`, when they hold errors that
    /// stand-ins do not, the stand-ins' diagnostics after the same warning
    /// ``load(_:_:)`` prints.
    func diagnose(_ url: URL) -> [Diagnostic] {
        let diagnostics = NibTemplate.diagnose(contentsOf: url, registry: registry(for: url), mode: mode)
        guard case .standard(strict: false) = self, let firstError = diagnostics.first(where: { $0.severity == .error })
        else { return diagnostics }
        let fallback = NibTemplate.diagnose(contentsOf: url, registry: .dynamic)
        guard !fallback.contains(where: { $0.severity == .error }) else { return diagnostics }
        return [Self.fallbackWarning(url, firstError: firstError)] + fallback
    }

    private static func fallbackWarning(_ url: URL, firstError: Diagnostic?) -> Diagnostic {
        let reason = firstError.map { " (\($0.location): \($0.message))" } ?? ""
        return Diagnostic(
            .warning,
            "NibKit's standard classes refuse this archive\(reason), so every class is a stand-in;"
                + " --strict reports it as an error",
            at: SourceLocation.start(of: url.relativePath))
    }

    /// How strictly the archive is read: nil for its format's default.
    var mode: ReadingMode? {
        if case .standard(strict: true) = self { return .strict }
        return nil
    }
}
