import Foundation
import Testing

/// `nibtool storyboard --perform`: ExampleNibs/Flow.storyboard run as an
/// app's user would drive it, every lifecycle step a line.
@Suite("nibtool storyboard --perform")
struct StoryboardPerformTests {
    @Test("a modal presentation, its unwind and a push, each step in UIKit's order")
    func flow() throws {
        let run = try nibtool(
            "storyboard", "ExampleNibs/Flow.storyboard", "--perform", "newNote", "--perform", "done", "--perform",
            "Shw-Sg-001")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("Step ") } == [
                "Step 1: show the initial view controller Nav-Ct-001 (UINavigationController) as the window's root",
                "Step 2: perform \"newNote\" from Lst-VC-001 (UIViewController \"Notes\")",
                "Step 3: perform \"done\" from Edt-VC-001 (UIViewController \"New Note\")",
                "Step 4: perform \"Shw-Sg-001\" from Lst-VC-001 (UIViewController \"Notes\")",
            ])
        let unwind = Array(lines.drop { !$0.hasPrefix("Step 3") }.dropFirst().prefix { !$0.isEmpty })
        #expect(
            unwind == [
                "  Edt-VC-001 (UIViewController \"New Note\").shouldPerformSegue(withIdentifier: \"done\") -> true",
                "  Lst-VC-001 (UIViewController \"Notes\").canPerformUnwindSegueAction(unwindToNotes:, from: Edt-VC-001) -> true",
                "  Edt-VC-001 (UIViewController \"New Note\").prepare(for: \"done\", destination: Lst-VC-001)",
                "  Lst-VC-001 (UIViewController \"Notes\").unwindToNotes:(segue: \"done\", from: Edt-VC-001)",
                "  Nav-Ct-001 (UINavigationController).dismiss(Edt-VC-001, animated: true)",
                "  Edt-VC-001 (UIViewController \"New Note\").viewWillDisappear(true)",
                "  Edt-VC-001 (UIViewController \"New Note\").viewDidDisappear(true)",
                "  Nav-Ct-001 (UINavigationController).unwind(for: \"done\", towards: Lst-VC-001)",
            ])
        let push = Array(lines.drop { !$0.hasPrefix("Step 4") }.dropFirst().prefix { !$0.isEmpty })
        #expect(
            push == [
                "  Lst-VC-001 (UIViewController \"Notes\").shouldPerformSegue(withIdentifier: \"showNote\") -> true",
                "  Det-VC-001 (UIViewController \"Note\").init(coder:)  // the destination of \"showNote\" from Lst-VC-001",
                "  Lst-VC-001 (UIViewController \"Notes\").prepare(for: \"showNote\", destination: Det-VC-001)",
                "  Nav-Ct-001 (UINavigationController).pushViewController(Det-VC-001, animated: true)",
                "  Det-VC-001 (UIViewController \"Note\").loadView()",
                "  Det-VC-001 (UIViewController \"Note\").viewDidLoad()",
                "  Nav-Ct-001 (UINavigationController).addChild(Det-VC-001)",
                "  Det-VC-001 (UIViewController \"Note\").willMove(toParent: Nav-Ct-001)",
                "  Lst-VC-001 (UIViewController \"Notes\").viewWillDisappear(true)",
                "  Det-VC-001 (UIViewController \"Note\").viewWillAppear(true)",
                "  Lst-VC-001 (UIViewController \"Notes\").viewDidDisappear(true)",
                "  Det-VC-001 (UIViewController \"Note\").viewDidAppear(true)",
                "  Det-VC-001 (UIViewController \"Note\").didMove(toParent: Nav-Ct-001)",
            ])
    }

    @Test("Docs/Storyboards.md shows Flow.storyboard's trace exactly as nibtool prints it")
    func documentedTrace() throws {
        let run = try nibtool(
            "storyboard", "ExampleNibs/Flow.storyboard", "--perform", "newNote", "--perform", "done", "--perform",
            "showNote")
        #expect(run.status == 0)
        let docs = try String(contentsOfFile: "Docs/Storyboards.md", encoding: .utf8)
        let section = try #require(docs.range(of: "## The lifecycle order, traced"))
        let command = try #require(docs.range(of: "```sh\n", range: section.upperBound..<docs.endIndex))
        // The command's block ends, and the trace's begins.
        let commandEnd = try #require(docs.range(of: "```\n", range: command.upperBound..<docs.endIndex))
        let blockStart = try #require(docs.range(of: "```\n", range: commandEnd.upperBound..<docs.endIndex))
        let blockEnd = try #require(docs.range(of: "```\n", range: blockStart.upperBound..<docs.endIndex))
        #expect(String(docs[blockStart.upperBound..<blockEnd.lowerBound]) == run.stdout)
    }

    @Test("a segue no controller on screen holds is an error naming those on screen")
    func notOnScreen() throws {
        let run = try nibtool("storyboard", "ExampleNibs/Flow.storyboard", "--perform", "done")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.hasSuffix(
                "ExampleNibs/Flow.storyboard:1:1: error: no controller on screen performs segue \"done\"; on screen: Lst-VC-001 (UIViewController \"Notes\"), Nav-Ct-001 (UINavigationController)\n"
            ))
    }

    @Test("the JSON form: one object an event")
    func json() throws {
        let run = try nibtool("storyboard", "ExampleNibs/Flow.storyboard", "--perform", "showNote", "--json")
        #expect(run.status == 0)
        let events = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let prepare = try #require(events.first { $0["event"] as? String == "prepare" })
        #expect(prepare["controller"] as? String == "Lst-VC-001")
        #expect(prepare["segue"] as? String == "showNote")
        #expect(prepare["related"] as? String == "Det-VC-001")
        #expect(prepare["step"] as? Int == 2)
        #expect(events.count == 12 + 13)
    }

    @Test("a compiled storyboard runs as its source does: the same trace for a modal, its unwind and a push")
    func compiledParity() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let compiled = directory.appendingPathComponent("Flow.storyboardc")
        #expect(try nibtool("compile", "ExampleNibs/Flow.storyboard", "-o", compiled.path).status == 0)
        let segues = ["--perform", "newNote", "--perform", "done", "--perform", "showNote"]
        let fromSource = try nibtool(["storyboard", "ExampleNibs/Flow.storyboard"] + segues)
        #expect(fromSource.status == 0)
        let fromCompiled = try nibtool(["storyboard", compiled.path] + segues)
        #expect(fromCompiled.status == 0, "\(fromCompiled.stderr)")
        #expect(fromCompiled.stdout == fromSource.stdout)
        #expect(fromSource.stdout.contains("unwindToNotes:"))
    }
}
