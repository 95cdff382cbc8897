import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// The GTK widgets are NibKit's standard UIKit and AppKit classes, and draw
/// what those decoded.
@Suite("GTK widgets as subclasses of the standard classes")
@MainActor
struct StandardClassesTests {
    /// The label GTK shows on a button.
    private func gtkLabel(of button: any GtkView) -> String {
        String(cString: gtk_button_get_label(button.widget.as(GtkButton.self)))
    }

    @Test("an iOS button is a UIButton whose GTK label is the iOS 15 configuration's title, not the normal state's")
    func configurationTitle() throws {
        let document = try Documents.open(try Documents.fixture("Configurations.xib"))
        defer { document.close() }
        let object = try #require(document.object(withID: "Cfg-Bt-001"))
        #expect(object is UIButton)
        #expect(object is UIControl)
        let button = try #require(object as? GtkUIButton)
        #expect(button.configuration?.title == "Cancel")
        #expect(button.title(for: .normal) == "Button")
        #expect(button.widget.typeName == "GtkButton")
        #expect(gtkLabel(of: button) == "Cancel")
        // The filled style draws the tint under a white title.
        #expect(button.styleDeclarations.contains { $0 == ("background-color", "rgba(0,122,255,1.0)") })
        #expect(button.styleDeclarations.contains { $0 == ("color", "rgba(255,255,255,1.0)") })
    }

    @Test("a classic button shows its normal state's title, the title of its current state")
    func normalTitle() throws {
        let document = try Documents.open(try Documents.fixture("Configurations.xib"))
        defer { document.close() }
        let button = try #require(document.object(withID: "Cls-Bt-001") as? GtkUIButton)
        #expect(button.configuration == nil)
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(gtkLabel(of: button) == "Classic")
    }

    @Test("runtime attributes reach the view's CALayer, whose corners and border the widget's CSS draws")
    func layer() throws {
        let document = try Documents.open(try Documents.fixture("Configurations.xib"))
        defer { document.close() }
        let view = try #require(document.object(withID: "Rnd-Vw-001") as? GtkUIView)
        #expect(view.layer.cornerRadius == 10)
        #expect(view.layer.borderWidth == 2)
        #expect(view.styleDeclarations.contains { $0 == ("border-radius", "10.0px") })
        #expect(view.styleDeclarations.contains { $0 == ("border", "2.0px solid black") })
    }

    @Test("a standard class GTK does not draw loads as that class and makes no widget")
    func undrawnStandardClass() throws {
        let document = try Documents.open(try Documents.fixture("Configurations.xib"))
        defer { document.close() }
        let pageControl = try #require(document.object(withID: "Pge-Ct-001") as? UIPageControl)
        #expect(!(pageControl is any GtkView))
        #expect(pageControl.numberOfPages == 3)
        #expect(!document.layout.map(\.id).contains("Pge-Ct-001"))
        #expect(document.layout.map(\.id).contains("Rnd-Vw-001"))
    }

    @Test("a macOS button is an NSButton whose GTK widget shows its cell's title and state")
    func appKitButton() throws {
        let document = try MoreControlsController.open("CocoaControls.xib", owner: MoreControlsController())
        defer { document.close() }
        let object = try #require(document.object(withID: "Chk-Cc-001"))
        #expect(object is NSButton)
        #expect(object is NSControl)
        let check = try #require(object as? GtkNSButton)
        #expect(check.buttonType == .check)
        #expect(check.state == .on)
        let label = try #require(gtk_check_button_get_label(check.widget.as(GtkCheckButton.self)))
        #expect(String(cString: label) == check.title)
        #expect(!check.title.isEmpty)
        check.activate()
        #expect(check.state == .off)
    }

    @Test("every widget class of a document is its standard class: UILabel, UISlider, UISwitch, UITextField")
    func iOSControls() throws {
        let document = try Documents.open(try Documents.fixture("Controls.xib"), owner: ControlsController())
        defer { document.close() }
        #expect(document.object(withID: "Lbl-Vw-001") is UILabel)
        #expect(document.object(withID: "Sld-Vw-001") is UISlider)
        #expect(document.object(withID: "Swi-Vw-001") is UISwitch)
        #expect(document.object(withID: "Txt-Vw-001") is UITextField)
        let label = try #require(document.object(withID: "Lbl-Vw-001") as? GtkUILabel)
        #expect(String(cString: gtk_label_get_text(label.widget.opaque)) == label.text)
        #expect(label.textAlignment == .center)
        #expect(gtk_label_get_xalign(label.widget.opaque) == 0.5)
    }

    @Test("performClick: works through GTK, so a check box's widget and its state change together")
    func performClick() throws {
        let document = try MoreControlsController.open("CocoaControls.xib", owner: MoreControlsController())
        defer { document.close() }
        let check = try #require(document.object(withID: "Chk-Cc-001") as? GtkNSButton)
        #expect(check.perform("performClick:", sender: nil))
        #expect(check.state == .off)
        #expect(gtk_check_button_get_active(check.widget.as(GtkCheckButton.self)) == 0)
    }

    @Test(
        "every GTK class is a main-actor class, one without keys of its own too: a load off the main actor is refused")
    func mainActorClasses() async throws {
        let template = try NibTemplate(
            contentsOf: try Documents.fixture("MoreControls.xib"), registry: ClassRegistry.gtkToolkit())
        let messages = await Task.detached { () -> [String] in
            do {
                _ = try template.instantiate()
                return []
            } catch let error as NibError {
                return error.diagnostics.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }.value
        for name in ["GtkUIStepper", "GtkUIProgressView", "GtkUIActivityIndicatorView", "GtkUITextView"] {
            #expect(
                messages.contains {
                    $0.hasSuffix("(\(name)) is isolated to the main actor; instantiate this template on the main actor")
                }, "\(name)")
        }
    }
}
