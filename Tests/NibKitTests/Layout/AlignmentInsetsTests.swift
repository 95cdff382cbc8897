import Foundation
import NibKit
import Testing

/// A subclass a toolkit would make: it draws its own widget, so AppKit's
/// alignment insets do not apply to it.
private final class ToolkitButton: NSButton {}

/// AppKit's constraints act on a control's alignment rectangle, and the
/// frames the engine writes are the frames around it, as Interface Builder
/// stores them.
@Suite("Auto Layout: AppKit's alignment rectangles")
struct AlignmentInsetsTests {
    typealias F = AutoLayoutFixture

    /// A window's content view, 300 × 200, not flipped: `y` from the bottom.
    static func root() -> NSView {
        F.view(NSView.self, CGRect(x: 0, y: 0, width: 300, height: 200), translates: true)
    }

    @Test("a label's frame is 2 points wider than its text at each side; a bezeled field's is not")
    func labelInsets() {
        let root = Self.root()
        let label = F.view(NSTextField.self, CGRect(x: 0, y: 0, width: 60, height: 16), in: root)
        F.constrain(label, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(label, .top, .equal, root, .top, constant: 20, in: root)
        F.constrain(label, .width, constant: 100, in: label)
        let field = F.view(NSTextField.self, CGRect(x: 0, y: 0, width: 100, height: 21), in: root)
        field.cell?.borderStyle = .bezel
        F.constrain(field, .leading, .equal, label, .trailing, constant: 8, in: root)
        F.constrain(field, .top, .equal, root, .top, constant: 20, in: root)
        LayoutEngine(root: root).layout()
        // The text starts at 20 and is 100 wide; the frame reaches 2 points beyond it.
        #expect(label.frame == CGRect(x: 18, y: 164, width: 104, height: 16))
        #expect(field.frame == CGRect(x: 128, y: 159, width: 100, height: 21))
    }

    @Test("a rounded push button 20 points from the corner is stored at x + 6 and y = 13")
    func pushButtonInsets() {
        let root = Self.root()
        let button = F.view(NSButton.self, CGRect(x: 0, y: 0, width: 76, height: 32), in: root)
        F.constrain(root, .trailing, .equal, button, .trailing, constant: 20, in: root)
        F.constrain(root, .bottom, .equal, button, .bottom, constant: 20, in: root)
        LayoutEngine(root: root).layout()
        #expect(button.frame == CGRect(x: 210, y: 13, width: 76, height: 32))
    }

    @Test("a checkbox is inset 2, 2, 1 and 2; a rounded pop-up button 1, 3, 3 and 3")
    func checkboxAndPopUpInsets() {
        let root = Self.root()
        let checkbox = F.view(NSButton.self, CGRect(x: 0, y: 0, width: 100, height: 18), in: root)
        checkbox.buttonType = .check
        checkbox.bezelStyle = .regularSquare
        F.constrain(checkbox, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(root, .bottom, .equal, checkbox, .bottom, constant: 20, in: root)
        let popUp = F.view(NSPopUpButton.self, CGRect(x: 0, y: 0, width: 100, height: 25), in: root)
        F.constrain(popUp, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(popUp, .top, .equal, root, .top, constant: 20, in: root)
        LayoutEngine(root: root).layout()
        #expect(checkbox.frame == CGRect(x: 18, y: 19, width: 100, height: 18))
        #expect(popUp.frame == CGRect(x: 17, y: 156, width: 100, height: 25))
    }

    @Test("a toolkit's subclass of a control and a small control keep their frames as their rectangles")
    func noInsetsOutsideTheStandardClasses() {
        let root = Self.root()
        let button = F.view(ToolkitButton.self, CGRect(x: 0, y: 0, width: 76, height: 32), in: root)
        F.constrain(root, .trailing, .equal, button, .trailing, constant: 20, in: root)
        F.constrain(root, .bottom, .equal, button, .bottom, constant: 20, in: root)
        let small = F.view(NSButton.self, CGRect(x: 0, y: 0, width: 60, height: 28), in: root)
        small.controlSize = .small
        F.constrain(small, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(small, .top, .equal, root, .top, constant: 20, in: root)
        LayoutEngine(root: root).layout()
        #expect(button.frame == CGRect(x: 204, y: 20, width: 76, height: 32))
        #expect(small.frame == CGRect(x: 20, y: 152, width: 60, height: 28))
    }
}
