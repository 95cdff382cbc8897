import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("iOS controls beyond the basic ones")
@MainActor
struct MoreControlsTests {
    @Test("a segmented control is a box of toggle buttons that sends valueChanged")
    func segmentedControl() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("MoreControls.xib", owner: controller)
        defer { document.close() }
        let segmented = try #require(document.object(withID: "Seg-Mc-001") as? GtkUISegmentedControl)
        #expect(segmented.widget.typeName == "GtkBox")
        #expect(segmented.titles == ["Day", "Week", "Month"])
        #expect(segmented.selectedSegmentIndex == 1)
        let first = try #require(gtk_widget_get_first_child(segmented.widget))
        #expect(first.typeName == "GtkToggleButton")
        gtk_toggle_button_set_active(first.as(GtkToggleButton.self), 1)
        #expect(segmented.selectedSegmentIndex == 0)
        #expect(controller.received == ["segmentChanged: 0"])
    }

    @Test("a stepper is a spin button that sends valueChanged as it steps")
    func stepper() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("MoreControls.xib", owner: controller)
        defer { document.close() }
        let stepper = try #require(document.object(withID: "Stp-Mc-001") as? GtkUIStepper)
        #expect(stepper.widget.typeName == "GtkSpinButton")
        #expect(gtk_spin_button_get_value(stepper.widget.opaque) == 3)
        try document.click("Stp-Mc-001")
        #expect(stepper.value == 5)
        #expect(controller.received == ["stepped: 5.0"])
    }

    @Test("a progress view, an activity indicator and a text view show the document's values")
    func displays() throws {
        let document = try MoreControlsController.open("MoreControls.xib", owner: MoreControlsController())
        defer { document.close() }
        let progress = try #require(document.object(withID: "Prg-Mc-001") as? GtkUIProgressView)
        #expect(progress.widget.typeName == "GtkProgressBar")
        #expect(gtk_progress_bar_get_fraction(progress.widget.opaque) == 0.75)
        let spinner = try #require(document.object(withID: "Spn-Mc-001") as? GtkUIActivityIndicatorView)
        #expect(spinner.widget.typeName == "GtkSpinner")
        #expect(gtk_spinner_get_spinning(spinner.widget.opaque) != 0)
        let textView = try #require(document.object(withID: "Txv-Mc-001") as? GtkUITextView)
        #expect(textView.widget.typeName == "GtkTextView")
        let view = textView.widget.as(GtkTextView.self)
        #expect(gtk_text_view_get_editable(view) == 0)
        let buffer = gtk_text_view_get_buffer(view)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = try #require(gtk_text_buffer_get_text(buffer, &start, &end, 0))
        defer { g_free(text) }
        #expect(String(cString: text) == "Notes stay here.")
        #expect(document.allocationMismatches() == [])
    }
}
