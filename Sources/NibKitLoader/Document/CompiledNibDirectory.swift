import Foundation
import NibKitCore

/// The member of a compiled `.nib` directory that Apple's loader reads for a
/// deployment target, found through ``ContainedFolder`` (nothing outside the
/// directory is looked at).
///
/// - iOS: `runtime.nib` for ``DeploymentTarget/newest`` (what the current
///   UIKit loads; in the corpus it holds the same objects as the newest
///   variant, in another order); for a version, the newest
///   `objects-<version>+.nib` at or below it, else `objects.nib`, else
///   `runtime.nib`.
/// - macOS: the newest `keyedobjects-<MMmmpp>.nib` at or below the target
///   (`101300` is 10.13), else `keyedobjects.nib`.
/// - `designable.nib` is Interface Builder's source (an XML archive or a
///   `.xib`), `info.nib` and `classes.nib` its notes: never read as the nib.
package enum CompiledNibDirectory {
    /// One compiled member and the version it is for (nil: every version).
    struct Member: Equatable {
        var name: String
        var version: DeploymentTarget?
        var isRuntime = false
    }

    /// The member a name is, when it is one.
    static func member(named name: String) -> Member? {
        switch name {
        case "runtime.nib": return Member(name: name, version: nil, isRuntime: true)
        case "objects.nib", "keyedobjects.nib": return Member(name: name, version: nil)
        default: break
        }
        if name.hasPrefix("objects-"), name.hasSuffix("+.nib") {
            let numbers = name.dropFirst("objects-".count).dropLast("+.nib".count).split(separator: ".")
            guard (1...3).contains(numbers.count), let major = Int(numbers[0]) else { return nil }
            let minor = numbers.count > 1 ? Int(numbers[1]) : 0
            guard let minor else { return nil }
            return Member(name: name, version: DeploymentTarget(major, minor))
        }
        if name.hasPrefix("keyedobjects-"), name.hasSuffix(".nib"),
            let number = Int(name.dropFirst("keyedobjects-".count).dropLast(".nib".count)), number > 0
        {
            return Member(name: name, version: DeploymentTarget(number / 10_000, number / 100 % 100))
        }
        return nil
    }

    /// The name of the member to read among `names`, or nil when none is compiled.
    static func choose(among names: [String], for target: DeploymentTarget) -> String? {
        let members = names.compactMap(member(named:))
        let runtime = members.first { $0.isRuntime }
        if target == .newest, let runtime { return runtime.name }
        let fitting = members.filter { $0.version.map { $0 <= target } ?? false }
        if let newest = fitting.max(by: { ($0.version ?? .newest) < ($1.version ?? .newest) }) { return newest.name }
        if let plain = members.first(where: { $0.version == nil && !$0.isRuntime }) { return plain.name }
        return runtime?.name
    }

    /// The URL of the member of the directory `url` to read for `target`.
    static func member(of url: URL, for target: DeploymentTarget) throws(NibError) -> URL {
        guard url.pathExtension != "storyboardc" else {
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "this is a compiled storyboard, a scene nib per view controller; NibStoryboard(contentsOf:) reads it, one scene at a time",
                    at: SourceLocation.start(of: url.relativePath)))
        }
        let folder = ContainedFolder(root: url, noun: "nib directory")
        let names = folder.entries(in: url).compactMap { entry -> String? in
            if case .file = entry.entry { return entry.url.lastPathComponent }
            return nil
        }.sorted()
        guard let name = choose(among: names, for: target) else {
            let held = names.isEmpty ? "nothing" : names.joined(separator: ", ")
            throw NibError(
                .unsupportedFormat,
                Diagnostic(
                    .error,
                    "the nib directory holds no compiled nib for deployment target \(target) (runtime.nib, objects.nib, objects-<version>+.nib, keyedobjects.nib or keyedobjects-<version>.nib), only \(held); designable.nib is Interface Builder's source, not the compiled form",
                    at: SourceLocation.start(of: url.relativePath)))
        }
        return url.appendingPathComponent(name)
    }

    /// The bytes of the member of `url` to read for `target`, and the path
    /// diagnostics name it by.
    package static func read(_ url: URL, for target: DeploymentTarget) throws(NibError) -> (data: Data, path: String) {
        let member = try member(of: url, for: target)
        let folder = ContainedFolder(root: url, noun: "nib directory")
        do {
            return (try folder.read(member), member.relativePath)
        } catch {
            throw error.nibError
        }
    }
}
