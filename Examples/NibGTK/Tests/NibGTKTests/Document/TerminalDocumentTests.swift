import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// ExampleNibs/Terminal.xib, the terminal example's screen: its runtime
/// attributes name keys GTK has counterparts for.
@Suite("Terminal.xib in GTK")
@MainActor
struct TerminalDocumentTests {
    @Test("a field's maxLength, a dimmed label and a window's title, set as runtime attributes")
    func runtimeAttributes() throws {
        let document = try GtkDocument(contentsOf: Documents.example("Terminal.xib"))
        defer { document.close() }
        try document.waitForFirstFrame()
        let graph = try #require(document.graph)
        let window = try #require(graph.topLevelObjects.compactMap { $0 as? GtkUIWindow }.first)
        #expect(window.title == "NibTerminal")
        let field = try #require(graph.objects(ofType: GtkUITextField.self).first)
        #expect(field.maxLength == 20)
        #expect(gtk_entry_get_max_length(field.widget.as(GtkEntry.self)) == 20)
        let dimmed = graph.objects(ofType: GtkUILabel.self).filter(\.isDimmed)
        #expect(dimmed.count == 2)
        #expect(dimmed.allSatisfy { gtk_widget_has_css_class($0.widget, "dim-label") != 0 })
    }
}
