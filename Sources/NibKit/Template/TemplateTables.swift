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
}
