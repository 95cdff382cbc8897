import Foundation
import NibKit
import NibKitTestSupport
import NibTerminalKit
import Testing

// ExampleNibs/TerminalForm.xib, a screen laid out by constraints and a stack
// view, laid out by NibKit's layout engine at the terminal's size: each
// widget's frame in cells, and the text drawn there, at two sizes.

@Suite("NibTerminal: a screen laid out by constraints")
struct ConstraintScreenTests {
    /// The form's screen, loaded as nib-terminal loads it.
    private func formScreen() throws -> (TerminalDemo, Views) {
        let url = TestPackage.root.appending(path: "ExampleNibs/TerminalForm.xib")
        let demo = try TerminalDemo(archive: url)
        return (demo, Views(window: try #require(demo.screen.keyWindow)))
    }

    /// The views of a window by their ids in the document.
    struct Views {
        let window: NibKit.View

        func object(withID id: String) -> NibKit.View? { find(id, in: window) }

        private func find(_ id: String, in view: NibKit.View) -> NibKit.View? {
            if view.archiveObjectID == id { return view }
            return view.subviews.lazy.compactMap { find(id, in: $0) }.first
        }
    }

    /// The frame of the view with `id`, in cells, in its superview.
    private func frame(_ id: String, in graph: Views) throws -> CellRect {
        try #require(graph.object(withID: id)).cellFrame
    }

    @Test("the widgets measure themselves in cells")
    func intrinsicSizes() throws {
        let (_, graph) = try formScreen()
        let title = try #require(graph.object(withID: "Frm-Tt-l01") as? NibTerminalKit.Label)
        #expect(title.intrinsicContentSize == CGSize(width: 16, height: 1))
        title.text = "two\nlines, the longer"
        // One line, as the label's numberOfLines says; every line with 0.
        #expect(title.intrinsicContentSize == CGSize(width: 3, height: 1))
        title.numberOfLines = 0
        #expect(title.intrinsicContentSize == CGSize(width: 17, height: 2))
        let cancel = try #require(graph.object(withID: "Frm-Cn-b01") as? NibTerminalKit.Button)
        #expect(cancel.intrinsicContentSize == CGSize(width: 10, height: 1))
        let name = try #require(graph.object(withID: "Frm-Nm-f01") as? NibTerminalKit.TextField)
        #expect(name.intrinsicContentSize == CGSize(width: 6, height: 1))
        name.maxLength = 20
        #expect(name.intrinsicContentSize == CGSize(width: 23, height: 1))
    }

    @Test("at 60 by 14 every widget is where the document's constraints put it")
    func storedSize() throws {
        let (demo, graph) = try formScreen()
        let reports = demo.screen.layOut(columns: 60, rows: 14)
        #expect(reports.count == 1)
        #expect(reports.first?.issues.isEmpty == true)
        #expect(try frame("Frm-Wn-d01", in: graph) == CellRect(x: 0, y: 0, width: 60, height: 14))
        #expect(try frame("Frm-Tt-l01", in: graph) == CellRect(x: 22, y: 1, width: 16, height: 1))
        #expect(try frame("Frm-Nm-l01", in: graph) == CellRect(x: 2, y: 3, width: 5, height: 1))
        #expect(try frame("Frm-Pw-l01", in: graph) == CellRect(x: 2, y: 5, width: 9, height: 1))
        #expect(try frame("Frm-Nm-f01", in: graph) == CellRect(x: 12, y: 3, width: 46, height: 1))
        #expect(try frame("Frm-Pw-f01", in: graph) == CellRect(x: 12, y: 5, width: 46, height: 1))
        #expect(try frame("Frm-Bt-s01", in: graph) == CellRect(x: 40, y: 10, width: 18, height: 1))
        #expect(try frame("Frm-Ok-b01", in: graph) == CellRect(x: 0, y: 0, width: 6, height: 1))
        #expect(try frame("Frm-Cn-b01", in: graph) == CellRect(x: 8, y: 0, width: 10, height: 1))
        #expect(try frame("Frm-Ht-l01", in: graph) == CellRect(x: 2, y: 12, width: 22, height: 1))
    }

    @Test("a larger terminal re-solves the layout: the fields widen, the buttons and hint follow the corners")
    func resized() throws {
        let (demo, graph) = try formScreen()
        _ = demo.screen.render(width: 60, height: 14)
        let lines = demo.screen.render(width: 80, height: 20).plainText
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(try frame("Frm-Wn-d01", in: graph) == CellRect(x: 0, y: 0, width: 80, height: 20))
        #expect(try frame("Frm-Tt-l01", in: graph) == CellRect(x: 32, y: 1, width: 16, height: 1))
        #expect(try frame("Frm-Nm-f01", in: graph) == CellRect(x: 12, y: 3, width: 66, height: 1))
        #expect(try frame("Frm-Pw-f01", in: graph) == CellRect(x: 12, y: 5, width: 66, height: 1))
        #expect(try frame("Frm-Bt-s01", in: graph) == CellRect(x: 60, y: 16, width: 18, height: 1))
        #expect(try frame("Frm-Cn-b01", in: graph) == CellRect(x: 8, y: 0, width: 10, height: 1))
        #expect(try frame("Frm-Ht-l01", in: graph) == CellRect(x: 2, y: 18, width: 22, height: 1))
        #expect(lines.count == 21)
        #expect(lines[0].hasPrefix("┌") && lines[0].hasSuffix("┐") && lines[0].count == 80)
        let margin = String(repeating: " ", count: 31)
        #expect(lines[1] == "│" + margin + "Log in to NibKit" + margin + "│")
        #expect(lines[5].hasPrefix("│ Password: [secret"))
        #expect(lines[5].dropFirst(12 + 65).hasPrefix("]"))
        #expect(lines[16].hasSuffix("│" + String(repeating: " ", count: 59) + "[ OK ]  [ Cancel ] │"))
        #expect(lines[18].hasPrefix("│ Tab next · Enter press   "))
        #expect(lines[19].hasPrefix("└"))
    }

    @Test("a screen of frames only keeps its frames at any terminal size")
    func framesOnly() throws {
        let demo = try TerminalDemo(archive: TestPackage.root.appending(path: "ExampleNibs/Terminal.xib"))
        #expect(demo.screen.layOut(columns: 100, rows: 40).isEmpty)
        #expect(demo.screen.keyWindow?.cellFrame == CellRect(x: 0, y: 0, width: 70, height: 16))
    }
}
