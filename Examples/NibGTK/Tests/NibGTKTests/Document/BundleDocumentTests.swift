import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("Nibs of a bundle, for a device, a scale and languages")
@MainActor
struct BundleDocumentTests {
    private let bundleURL = Documents.example("Example.app")

    private func open(_ name: String, _ traits: ResourceTraits) throws -> GtkDocument {
        let document = try GtkDocument(named: name, in: NibBundle(url: bundleURL), traits: traits)
        try document.waitForFirstFrame()
        return document
    }

    /// The text GTK shows for a label, read back from its `GtkLabel`.
    private func gtkText(of id: String, in document: GtkDocument) throws -> String {
        let label = try #require(document.object(withID: id) as? GtkUILabel)
        return String(cString: gtk_label_get_text(label.widget.opaque))
    }

    @Test("Base.lproj/Greeting.xib shows fr.lproj/Greeting.strings' texts in GTK's widgets for French")
    func frenchGreeting() throws {
        let document = try open("Greeting", ResourceTraits(languages: ["fr-CA", "fr", "en"]))
        defer { document.close() }
        #expect(try gtkText(of: "Gr1-ab-cde", in: document) == "Bonjour !")
        let button = try #require(document.object(withID: "Bt1-ab-cde") as? GtkUIButton)
        #expect(button.currentTitle == "Continuer")
        #expect(String(cString: gtk_button_get_label(button.widget.as(GtkButton.self))) == "Continuer")
        #expect(document.layout.map(\.id) == ["i5M-Pr-FkT", "Gr1-ab-cde", "Bt1-ab-cde"])
    }

    @Test("a language the bundle has no strings for keeps the Base texts")
    func baseGreeting() throws {
        let document = try open("Greeting", ResourceTraits(languages: ["de"]))
        defer { document.close() }
        #expect(try gtkText(of: "Gr1-ab-cde", in: document) == "Hello!")
    }

    @Test("--device ipad chooses MainWindow~ipad, at its size, with the iPad image at the scale")
    func ipadVariant() throws {
        let document = try open("MainWindow", ResourceTraits(device: .ipad, scale: 2))
        defer { document.close() }
        #expect(document.template.path.hasSuffix("MainWindow~ipad.nibxml"))
        #expect(document.layout.first?.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        let hand = try #require(document.object(withID: "hand") as? GtkUIImageView)
        let expected = try Data(contentsOf: bundleURL.appendingPathComponent("Hand@2x~ipad.png"))
        #expect(hand.image?.resource?.data == expected)
    }

    @Test("the iPhone gets MainWindow at the iPhone's size")
    func iphoneVariant() throws {
        let document = try open("MainWindow", ResourceTraits(device: .iphone))
        defer { document.close() }
        #expect(document.template.path.hasSuffix("/MainWindow.nibxml"))
        #expect(document.layout.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("a name the bundle has no nib for is NibKit's located error")
    func missingNib() throws {
        let bundle = try NibBundle(url: bundleURL)
        let error = try #require(throws: NibError.self) {
            _ = try GtkDocument(named: "Nope", in: bundle, traits: ResourceTraits(device: .ipad, scale: 2))
        }
        #expect(error.code == .resourceNotFound)
        #expect(error.diagnostics.map(\.message) == ["no nib named 'Nope' in the bundle for ipad @2x"])
    }
}
