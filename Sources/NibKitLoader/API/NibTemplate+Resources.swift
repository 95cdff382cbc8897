import NibKitCore

extension NibTemplate {
    /// Loads `resource`, an image or a sound, through `cache` from the
    /// template's provider: the one check of a resource, which a load's
    /// phase 1 makes and ``diagnose(contentsOf:registry:mode:)`` makes too,
    /// so `nibtool lint` warns of a missing image as `nibtool trace` does.
    /// Nil, with a warning in `warnings`, when the provider has no such
    /// resource (the property then gets nil, as in UIKit); a file that
    /// cannot be read is an error.
    func load(_ resource: TemplateResource, through cache: ResourceCache, warnings: inout DiagnosticCollector)
        throws(NibError) -> NibResource?
    {
        let loaded: NibResource?
        do {
            loaded = try cache.load(resource.kind, named: resource.name, from: provider)
        } catch {
            throw NibError(
                .unreadableFile,
                Diagnostic(
                    .error,
                    "cannot read the \(resource.kind.rawValue) '\(resource.name)': \(error.localizedDescription)",
                    at: resource.location, key: resource.name))
        }
        if loaded == nil {
            warnings.warning(
                "no \(resource.kind.rawValue) named '\(resource.name)' was found; the property gets nil",
                at: resource.location, key: resource.name)
        }
        return loaded
    }

    /// What ``load(_:through:warnings:)`` says of every image and sound of
    /// the template (colors are the document's own): the warnings of the
    /// resources not found and the errors of those that cannot be read.
    var resourceDiagnostics: [Diagnostic] {
        var warnings = DiagnosticCollector()
        var errors: [Diagnostic] = []
        for resource in resources where resource.kind != .color {
            do {
                _ = try load(resource, through: resourceCache, warnings: &warnings)
            } catch {
                errors += error.diagnostics
            }
        }
        return errors + warnings.diagnostics
    }
}
