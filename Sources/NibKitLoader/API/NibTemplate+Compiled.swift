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
    init(
        compiled data: Data, path: String, registry: ClassRegistry, resources: any ResourceProvider, mode: ReadingMode?
    ) throws(NibError) {
        let tables = try CompiledTemplate.decode(data, path: path) { nested throws(NibError) in
            try NibTemplate(decoded: nested, registry: registry, resources: resources, mode: mode)
        }
        try self.init(decoded: tables, registry: registry, resources: resources, mode: mode)
    }

    /// The template of tables read from the compiled form, bound to `registry`.
    private init(
        decoded tables: TemplateTables, registry: ClassRegistry, resources: any ResourceProvider, mode: ReadingMode?
    ) throws(NibError) {
        var tables = tables
        if let mode { tables.mode = mode }
        let problems = ClassBinder.bind(
            &tables.objects, connections: tables.connections, registry: registry, mode: tables.mode)
        if problems.hasErrors {
            throw NibError(.invalidArchive, diagnostics: Diagnostic.sorted(problems.errors))
        }
        tables.warnings += Diagnostic.sorted(problems.warnings)
        self.init(tables: tables, provider: resources)
    }
}
