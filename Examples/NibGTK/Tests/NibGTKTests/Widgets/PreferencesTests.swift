import NibGTKKit
import NibKit
import Testing

@Suite("ExampleNibs/Preferences.xib")
@MainActor
struct PreferencesTests {
    @Test("it opens: its value bindings name keys the slider and the text field have")
    func opens() throws {
        let document = try Documents.open(Documents.example("Preferences.xib"))
        defer { document.close() }
        #expect(document.object(withID: "name") is GtkUITextField)
        #expect(document.object(withID: "volume") is GtkUISlider)
    }
}
