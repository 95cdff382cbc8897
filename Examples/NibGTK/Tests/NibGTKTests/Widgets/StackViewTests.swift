import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("Stack views arrange their subviews; scroll views scroll theirs")
@MainActor
struct StackViewTests {
    @Test("a vertical fillEqually stack gives each view an equal share, as wide as the stack")
    func fillEqually() throws {
        let document = try MoreControlsController.open("Stacks.xib", owner: MoreControlsController())
        defer { document.close() }
        let stack = try #require(document.object(withID: "Stk-St-001") as? GtkUIStackView)
        #expect(stack.widget.typeName == "GtkFixed")
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        // (112 − 2 × 8) / 3 = 32 each, whatever the document's frames say.
        #expect(frames["Btn-St-001"] == CGRect(x: 20, y: 64, width: 150, height: 32))
        #expect(frames["Btn-St-002"] == CGRect(x: 20, y: 104, width: 150, height: 32))
        #expect(frames["Btn-St-003"] == CGRect(x: 20, y: 144, width: 150, height: 32))
        #expect(document.allocationMismatches() == [])
    }

    @Test("a horizontal fill stack: natural sizes, 10 apart, one view stretched, centred across, a hidden view skipped")
    func fill() throws {
        let document = try MoreControlsController.open("Stacks.xib", owner: MoreControlsController())
        defer { document.close() }
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        let stack = try #require(frames["Stk-St-002"])
        let label = try #require(frames["Lbl-St-001"])
        let stepper = try #require(frames["Stp-St-001"])
        let spinner = try #require(frames["Spn-St-001"])
        let stepperView = try #require(document.object(withID: "Stp-St-001") as? GtkUIStepper)
        let spinnerView = try #require(document.object(withID: "Spn-St-001") as? GtkUIActivityIndicatorView)
        // The engine's fill distribution: the views edge to edge, `spacing` apart, the
        // hidden one taking no room; every view has hugging 250, so the first stretches.
        #expect(label.minX == stack.minX)
        #expect(frames["Lbl-St-002"]?.width == 0)
        #expect(stepper.minX == label.maxX + 10)
        #expect(spinner.minX == stepper.maxX + 10)
        #expect(spinner.maxX == stack.maxX)
        // The others at GTK's natural size, and all centred on the stack's middle.
        #expect(stepper.size == stepperView.intrinsicContentSize)
        #expect(spinner.size == spinnerView.intrinsicContentSize)
        #expect(label.width > 0 && stepper.width > 0 && spinner.width > 0)
        for frame in [label, stepper, spinner] { #expect(frame.midY == stack.midY) }
        #expect(document.allocationMismatches() == [])
    }

    @Test("a scroll view is a scrolled window whose fixed holds its subviews")
    func scrollView() throws {
        let document = try MoreControlsController.open("Stacks.xib", owner: MoreControlsController())
        defer { document.close() }
        let scrollView = try #require(document.object(withID: "Scr-St-001") as? GtkUIScrollView)
        #expect(scrollView.widget.typeName == "GtkScrolledWindow")
        let textView = try #require(document.object(withID: "Txv-St-001") as? GtkUITextView)
        #expect(textView.isEditable)
        let host = try #require(document.hosts.first)
        #expect(host.allocation(of: textView) == CGRect(x: 190, y: 64, width: 140, height: 200))
        let content = try #require(scrollView.subviewContainer)
        #expect(content.typeName == "GtkFixed")
        let adjustment = gtk_scrolled_window_get_vadjustment(scrollView.widget.opaque)
        #expect(gtk_adjustment_get_upper(adjustment) >= 200)
    }

    @Test("an AppKit stack view packs its views from the top, 8 points apart, by default")
    func appKitStack() throws {
        let document = try Documents.open(try Documents.fixture("CocoaStack.xib"))
        defer { document.close() }
        let stack = try #require(document.object(withID: "Stk-Cs-001") as? GtkNSStackView)
        #expect(stack.orientation == .vertical)
        #expect(stack.spacing == 8)
        #expect(stack.distribution == .gravityAreas)
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        // The stack's top is 120 − 110 = 10 from the content view's; it is flipped.
        #expect(frames["Stk-Cs-001"] == CGRect(x: 10, y: 10, width: 180, height: 100))
        // Each check box at GTK's natural size, at the stack's leading edge, from its
        // top down, 8 apart.
        var top = 10.0
        for id in ["Chk-Cs-001", "Chk-Cs-003", "Chk-Cs-005"] {
            let box = try #require(document.object(withID: id) as? GtkNSButton)
            let frame = try #require(frames[id])
            #expect(frame == CGRect(origin: CGPoint(x: 10, y: top), size: box.intrinsicContentSize), "\(id)")
            top = frame.maxY + 8
        }
        #expect(document.allocationMismatches() == [])
    }

    @Test("an AppKit scroll view holds its clip view, and the clip view its text view")
    func appKitScrollView() throws {
        let document = try Documents.open(try Documents.fixture("CocoaScrollView.xib"))
        defer { document.close() }
        let scrollView = try #require(document.object(withID: "Scr-Sv-001") as? GtkNSScrollView)
        #expect(scrollView.widget.typeName == "GtkScrolledWindow")
        #expect(scrollView.contentView?.superview === scrollView)
        let textView = try #require(document.object(withID: "Txv-Sv-001") as? GtkNSTextView)
        #expect(textView.widget.typeName == "GtkTextView")
        #expect(!textView.isEditable)
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        #expect(frames["Txv-Sv-001"] == CGRect(x: 21, y: 21, width: 198, height: 98))
        #expect(document.allocationMismatches() == [])
    }
}
