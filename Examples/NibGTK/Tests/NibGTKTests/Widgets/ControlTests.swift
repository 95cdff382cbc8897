import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("Controls send their events from GTK's signals")
@MainActor
struct ControlTests {
    @Test("views inside a view of an unknown class are placed through it")
    func dynamicContainer() throws {
        let document = try Documents.open(try Documents.fixture("Controls.xib"))
        defer { document.close() }
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        #expect(frames["Sld-Vw-001"] == CGRect(x: 10, y: 40, width: 220, height: 31))
        #expect(frames["Swi-Vw-001"] == CGRect(x: 10, y: 80, width: 51, height: 31))
        #expect(frames["Txt-Vw-001"] == CGRect(x: 10, y: 120, width: 220, height: 30))
        #expect(frames["Stk-Vw-001"] == nil)
        #expect(document.allocationMismatches() == [])
    }

    @Test("a widget taller than its frame is clipped to the frame and moves nothing")
    func clippedToFrame() throws {
        let document = try Documents.open(try Documents.fixture("Controls.xib"))
        defer { document.close() }
        let label = try #require(document.object(withID: "Tny-Lb-001") as? GtkUILabel)
        let host = try #require(document.hosts.first)
        #expect(host.allocation(of: label) == CGRect(x: 10, y: 152, width: 100, height: 6))
        #expect(gtk_widget_get_height(label.widget) > 6)
        #expect(document.allocationMismatches() == [])
    }

    @Test("a switch sends valueChanged, a text field editingChanged, each from GTK")
    func valueAndEditingEvents() throws {
        let controller = ControlsController()
        let document = try Documents.open(try Documents.fixture("Controls.xib"), owner: controller)
        defer { document.close() }
        let toggle = try #require(document.object(withID: "Swi-Vw-001") as? GtkUISwitch)
        #expect(toggle.isOn)
        try document.click("Swi-Vw-001")
        #expect(!toggle.isOn)
        let field = try #require(document.object(withID: "Txt-Vw-001") as? GtkUITextField)
        #expect(field.text == "Ada")
        // As typing does: one insertion at the end, one "changed".
        var position: Int32 = 3
        gtk_editable_insert_text(field.widget.opaque, " L", -1, &position)
        #expect(controller.received == ["toggled: off", "edited: Ada L"])
        let slider = try #require(document.object(withID: "Sld-Vw-001") as? GtkUISlider)
        #expect(slider.value == 0.25)
    }
}
