import NibKitCore
import NibKitStrings

/// Everything a template holds apart from where its resources come from:
/// what the template builder produces and what the compiled form stores.
struct TemplateTables: Sendable {
    var path: String
    var format: NibDocument.Format
    var platform: Platform
    var mode: ReadingMode
    var objects: [TemplateObject]
    var connections: [TemplateConnection]
    var resources: [TemplateResource]
    var topLevel: [Int]
    var creationOrder: [Int]
    var warnings: [Diagnostic]
    var documentColors: [String: Color]
    var documentStatistics: ArchiveStatistics?
    /// The user label of each created object that has one, by index; a side
    /// table, since few objects have one and a field would cost every object.
    var userLabels: [Int: String] = [:]
    /// The application's value transformers its bindings may name, from the
    /// registry the template was built with (code, never compiled).
    var valueTransformers: [String: NibValueTransformer] = [:]
}
