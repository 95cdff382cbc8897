import Foundation
import NibKitCore
import NibKitLoader
import NibKitStrings

extension NibBundle {
    /// The extensions a nib may have, in the order they are tried within one
    /// folder: NibKit's own format, then Apple's compiled `.nib` (a file or a
    /// directory: what Apple's loaders read, so it wins over the `.xib` it
    /// was compiled from), then `.xib`, then `.storyboard`. The one list:
    /// `NibTemplate(named:provider:registry:mode:)` tries the same.
    static let nibExtensions: [String?] = NibTemplate.fileExtensions

    /// The file the nib `name` resolves to: `Name~ipad` before `Name`, a
    /// localized folder before Base before the top level, NibKit's own format
    /// before a compiled `.nib` before `.xib` before `.storyboard`.
    /// Nil too when the nib found is a file NibKit does not read (a link
    /// leading outside the bundle, a FIFO); `nibTemplate(named:registry:traits:mode:)` says why.
    public func nibURL(named name: String, traits: ResourceTraits) -> URL? {
        try? lookUp(name, extensions: Self.nibExtensions, traits: traits)
    }

    /// Finds, reads and validates the nib `name` for `traits`. A nib found in
    /// `Base.lproj` gets the strings of the preferred localization's
    /// `<name>.strings` (Base internationalization). Its images and sounds
    /// are found through the same lookup.
    public func nibTemplate(
        named name: String, registry: ClassRegistry, traits: ResourceTraits, mode: ReadingMode? = nil
    ) throws(NibError) -> NibTemplate {
        let found: URL?
        do { found = try lookUp(name, extensions: Self.nibExtensions, traits: traits) } catch { throw error.nibError }
        guard let file = found else {
            throw NibError(
                .resourceNotFound,
                Diagnostic(
                    .error, "no nib named '\(name)' in the bundle for \(traits.device.rawValue) @\(traits.scale)x",
                    at: SourceLocation.start(of: url.relativePath)))
        }
        let (data, path) = try NibTemplate.readArchive(file, in: files, deploymentTarget: .newest)
        var template = try NibTemplate(
            data: data, path: path, registry: registry, resources: resourceProvider(traits: traits), mode: mode)
        if file.deletingLastPathComponent().lastPathComponent == "Base.lproj" {
            var entries: [String: StringsEntry] = [:]
            // The language folder first, so the region folder's entries override it.
            for folder in preferredLocalizations(for: traits.languages).reversed() {
                let table = resourcesURL.appendingPathComponent("\(folder).lproj/\(name).strings")
                for entry in stringsTable(at: table)?.entries ?? [] { entries[entry.key] = entry }
            }
            if !entries.isEmpty {
                template = template.localized(with: entries.values.sorted { $0.key < $1.key })
            }
        }
        return template
    }

    /// Loads the nib `name` with `owner` as File's Owner and returns its
    /// top-level objects, as `NSBundle.loadNibNamed(_:owner:options:)` does.
    ///
    /// ```swift
    /// let objects = try bundle.loadNibNamed(
    ///     "Main", owner: self, externalObjects: ["AppDelegate": self], registry: registry, traits: traits)
    /// ```
    public func loadNibNamed(
        _ name: String, owner: NibObject?, externalObjects: [String: NibObject] = [:], registry: ClassRegistry,
        traits: ResourceTraits, options: InstantiationOptions = InstantiationOptions(),
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> [NibObject] {
        let template = try nibTemplate(named: name, registry: registry, traits: traits)
        return try template.instantiate(
            owner: owner, externalObjects: externalObjects, options: options, isolation: isolation
        )
        .topLevelObjects
    }
}
