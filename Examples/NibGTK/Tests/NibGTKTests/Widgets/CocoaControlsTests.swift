import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("AppKit controls from their cells")
@MainActor
struct CocoaControlsTests {
    @Test("a slider takes its cell's values and sends its action as it moves")
    func slider() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("CocoaControls.xib", owner: controller)
        defer { document.close() }
        let slider = try #require(document.object(withID: "Sld-Cc-001") as? GtkNSSlider)
        #expect(slider.widget.typeName == "GtkScale")
        let range = slider.widget.as(GtkRange.self)
        #expect(gtk_range_get_value(range) == 20)
        let adjustment = gtk_range_get_adjustment(range)
        #expect(gtk_adjustment_get_lower(adjustment) == 10)
        #expect(gtk_adjustment_get_upper(adjustment) == 50)
        gtk_range_set_value(range, 30)
        #expect(controller.received == ["volumeChanged: 30.0"])
    }

    @Test("a check box starts in its cell's state; radio buttons of one superview are one group")
    func checkAndRadio() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("CocoaControls.xib", owner: controller)
        defer { document.close() }
        let check = try #require(document.object(withID: "Chk-Cc-001") as? GtkNSButton)
        #expect(check.widget.typeName == "GtkCheckButton")
        #expect(gtk_check_button_get_active(check.widget.as(GtkCheckButton.self)) != 0)
        let small = try #require(document.object(withID: "Rad-Cc-001") as? GtkNSButton)
        let large = try #require(document.object(withID: "Rad-Cc-003") as? GtkNSButton)
        #expect(gtk_check_button_get_active(small.widget.as(GtkCheckButton.self)) != 0)
        #expect(gtk_check_button_get_active(large.widget.as(GtkCheckButton.self)) == 0)
        try document.click("Rad-Cc-003")
        #expect(gtk_check_button_get_active(small.widget.as(GtkCheckButton.self)) == 0)
        #expect(gtk_check_button_get_active(large.widget.as(GtkCheckButton.self)) != 0)
        #expect(controller.received == ["sizeChosen: Large"])
    }

    @Test("a box is a frame with its title, and its content view's subviews are placed inside it")
    func box() throws {
        let document = try MoreControlsController.open("CocoaControls.xib", owner: MoreControlsController())
        defer { document.close() }
        let box = try #require(document.object(withID: "Box-Cc-001") as? GtkNSBox)
        let frame = try #require(box.frameWidget)
        #expect(frame.typeName == "GtkFrame")
        #expect(gtk_widget_get_parent(frame) == box.widget)
        let title = try #require(gtk_frame_get_label(frame.as(GtkFrame.self)))
        #expect(String(cString: title) == "Account")
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        // The box's top is at 240 − 158 = 82; its content view's at 82 + (82 − 65) = 99; the label's 40 below that.
        #expect(frames["Box-Cc-001"] == CGRect(x: 17, y: 82, width: 286, height: 82))
        #expect(frames["Lbl-Cc-001"] == CGRect(x: 28, y: 121, width: 200, height: 18))
        #expect(document.allocationMismatches() == [])
    }

    @Test("a pop-up button is a drop-down of its menu's titles that sends its action on a choice")
    func popUpButton() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("CocoaControls.xib", owner: controller)
        defer { document.close() }
        let popUp = try #require(document.object(withID: "Pop-Cc-001") as? GtkNSPopUpButton)
        #expect(popUp.widget.typeName == "GtkDropDown")
        #expect(popUp.titles == ["Daily", "Weekly", "Monthly"])
        #expect(gtk_drop_down_get_selected(popUp.widget.opaque) == 1)
        try document.click("Pop-Cc-001")
        #expect(controller.received == ["frequencyChosen: 2"])
    }

    @Test("a segmented control takes its cell's segments and sends its action")
    func segmentedControl() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("CocoaControls.xib", owner: controller)
        defer { document.close() }
        let segmented = try #require(document.object(withID: "Seg-Cc-001") as? GtkNSSegmentedControl)
        #expect(segmented.widget.typeName == "GtkBox")
        #expect(segmented.titles == ["Left", "Right"])
        #expect(segmented.selectedSegment == 1)
        segmented.select(0)
        #expect(controller.received == ["segmentChanged: 0"])
    }

    @Test("an image view shows its cell's image")
    func imageView() throws {
        let document = try MoreControlsController.open("CocoaControls.xib", owner: MoreControlsController())
        defer { document.close() }
        let imageView = try #require(document.object(withID: "Img-Cc-001") as? GtkNSImageView)
        #expect(imageView.widget.typeName == "GtkPicture")
        #expect(imageView.image?.name == "logo")
        #expect(gtk_picture_get_paintable(imageView.widget.opaque) != nil)
    }

    @Test("a text field's value is its cell's title, and setting its value key changes the label")
    func textFieldValue() throws {
        let document = try MoreControlsController.open("CocoaControls.xib", owner: MoreControlsController())
        defer { document.close() }
        let field = try #require(document.object(withID: "Lbl-Cc-001") as? GtkNSTextField)
        #expect(field.stringValue == "Signed in as Ada")
        try field.setValue("Signed out", forKey: "value")
        #expect(field.stringValue == "Signed out")
        #expect(String(cString: gtk_label_get_text(field.widget.opaque)) == "Signed out")
    }

    @Test("a pop-up button's drop-down skips its menu's separators, and a choice is the menu item's index")
    func popUpSeparator() throws {
        let controller = MoreControlsController()
        let document = try MoreControlsController.open("PopUpSeparator.xib", owner: controller)
        defer { document.close() }
        let popUp = try #require(document.object(withID: "Pop-Ps-001") as? GtkNSPopUpButton)
        #expect(popUp.titles == ["Daily", "Weekly", "Custom…"])
        #expect(popUp.indexOfSelectedItem == 3)
        #expect(gtk_drop_down_get_selected(popUp.widget.opaque) == 2)
        popUp.chooseItem(atPosition: 1)
        #expect(popUp.titleOfSelectedItem == "Weekly")
        try document.click("Pop-Ps-001")
        #expect(popUp.titleOfSelectedItem == "Custom…")
        #expect(controller.received == ["frequencyChosen: 1", "frequencyChosen: 3"])
    }
}
