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
            return registry
        }
    }

    /// How strictly the archive is read: nil for its format's default.
    var mode: ReadingMode? {
        if case .standard(strict: true) = self { return .strict }
        return nil
    }
}
