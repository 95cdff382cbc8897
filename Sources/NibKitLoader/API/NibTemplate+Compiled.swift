import Foundation
import NibKitCore

extension NibTemplate {
    /// The template in NibKit's compiled form: a compact binary that loads
    /// without parsing XML, as a `.nib` loads without its `.xib`.
    ///
    /// Reading it back (`NibTemplate(data:path:registry:)` recognises it by its
    /// first bytes) binds it to the registry given then, with the same class,
    /// key and action checks as reading the source.
    ///
    /// ```swift
    /// try template.compiledData().write(to: URL(fileURLWithPath: "Login.nibc"))
    /// ```
    public func compiledData() -> Data {
        CompiledTemplate.encode(tables)
    }

    /// Reads a compiled template and binds it, and each template nested in
    /// it, to `registry`.
    ///
    /// A compiled template keeps its source's locations, not lines of its
    /// own, so a problem it holds (a warning its source was read with) or
    /// binding finds stays located in the source document, where an editor
    /// can go, and its message says which compiled file it came through:
    /// `Login.xib:5:9: warning: ... (compiled into Login.nibc)`.
    init(
        compiled data: Data, path: String, registry: ClassRegistry, resources: any ResourceProvider, mode: ReadingMode?
    ) throws(NibError) {
        let tables = try CompiledTemplate.decode(data, path: path) { nested throws(NibError) in
            try NibTemplate(decoded: nested, registry: registry, resources: resources, mode: mode)
        }
        try self.init(decoded: tables, registry: registry, resources: resources, mode: mode, compiledPath: path)
    }

    /// The template of tables read from the compiled form, bound to
    /// `registry`; with `compiledPath`, the file read, each problem located
    /// in another file says it came through that one.
    private init(
        decoded tables: TemplateTables, registry: ClassRegistry, resources: any ResourceProvider, mode: ReadingMode?,
        compiledPath: String? = nil
    ) throws(NibError) {
        var tables = tables
        if let mode { tables.mode = mode }
        tables.valueTransformers = registry.valueTransformers
        let problems = ClassBinder.bind(
            &tables.objects, connections: tables.connections, registry: registry, mode: tables.mode)
        func noted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            guard let compiledPath else { return diagnostics }
            return diagnostics.map { diagnostic in
                guard diagnostic.location.file != compiledPath else { return diagnostic }
                var noted = diagnostic
                noted.message += " (compiled into \(compiledPath))"
                return noted
            }
        }
        if problems.hasErrors {
            throw NibError(.invalidArchive, diagnostics: noted(Diagnostic.sorted(problems.errors)))
        }
        tables.warnings = noted(tables.warnings + Diagnostic.sorted(problems.warnings))
        self.init(tables: tables, provider: resources)
    }
}
