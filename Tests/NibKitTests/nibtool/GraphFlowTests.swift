import Foundation
import NibKit
import Testing

@Suite("nibtool graph --flow")
struct GraphFlowTests {
    @Test("a storyboard's flow: scenes as nodes, the initial one doubly outlined, segues as labelled edges")
    func exampleFlow() throws {
        let run = try nibtool("graph", "--flow", "ExampleNibs/Flow.storyboard")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "digraph \"Flow\" {")
        #expect(lines.contains(#"  s0 [label="Nav-Ct-001\nUINavigationController", peripheries=2];"#))
        #expect(lines.contains(#"  s1 [label="Lst-VC-001\nUIViewController\n\"Notes\""];"#))
        let segues = Array(lines.drop { $0 != "  // Segues" }.dropFirst().dropLast())
        #expect(
            segues == [
                #"  s0 -> s1 [label="relationship", color=gray40, fontcolor=gray40];"#,
                #"  s1 -> s2 [label="show: showNote", style=bold, color=darkgreen, fontcolor=darkgreen];"#,
                #"  s1 -> s3 [label="presentation: newNote", style=bold, color=darkgreen, fontcolor=darkgreen];"#,
            ])
        #expect(lines.last == "}")
    }

    @Test("storyboard references are dashed nodes naming the storyboard and scene they lead to")
    func references() throws {
        let path = CorpusTests.corpus.appendingPathComponent(
            "storyboard/hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Main.storyboard"
        ).path
        let run = try nibtool("graph", "--flow", path)
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                #"[label="KZJ-ih-4D1\n→ General.storyboard: TextFieldViewController", style="rounded,dashed"];"#))
        #expect(run.stdout.contains(#" [label="show", style=bold, color=darkgreen, fontcolor=darkgreen];"#))
    }

    @Test("a file that is no storyboard is an error with --flow")
    func notAStoryboard() throws {
        let run = try nibtool("graph", "--flow", "ExampleNibs/LoginForm.xib")
        #expect(run.status == 1)
        #expect(run.stderrLines == ["ExampleNibs/LoginForm.xib:1:1: error: this is not a storyboard"])
    }
}
