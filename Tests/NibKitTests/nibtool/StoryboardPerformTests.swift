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

/// `nibtool storyboard --perform` of a macOS storyboard: a window
/// controller whose content presents a sheet and a modal window.
@Suite("nibtool storyboard --perform, macOS")
struct AppKitStoryboardPerformTests {
    /// A window controller (`Win-Ct-001`) whose content, Notes, has a
    /// button that triggers a sheet and a modal segue of its own.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="Win-Ct-001">
            <scenes>
                <scene sceneID="Win-Sc-001">
                    <objects>
                        <windowController id="Win-Ct-001" sceneMemberID="viewController">
                            <window key="window" title="Notes" releasedWhenClosed="NO" animationBehavior="default" id="Win-Wn-001">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                            </window>
                            <connections>
                                <segue destination="Lst-VC-001" kind="relationship" relationship="window.shadowedContentViewController" id="Rel-Sg-001"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="Lst-Sc-001">
                    <objects>
                        <viewController title="Notes" id="Lst-VC-001" sceneMemberID="viewController">
                            <view key="view" id="Lst-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                <subviews>
                                    <button id="Shw-Bt-001">
                                        <rect key="frame" x="20" y="20" width="100" height="32"/>
                                        <buttonCell key="cell" type="push" title="Details" bezelStyle="rounded" alignment="center" borderStyle="border" id="Shw-Cl-001"/>
                                        <connections>
                                            <segue destination="Det-VC-001" kind="sheet" identifier="showDetails" id="Sht-Sg-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="Abt-VC-001" kind="modal" identifier="showAbout" id="Mdl-Sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Det-Sc-001">
                    <objects>
                        <viewController title="Details" id="Det-VC-001" sceneMemberID="viewController">
                            <view key="view" id="Det-Vw-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Abt-Sc-001">
                    <objects>
                        <viewController title="About" id="Abt-VC-001" sceneMemberID="viewController">
                            <view key="view" id="Abt-Vw-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("the window shows its content, then a sheet and a modal window are presented, each step a line")
    func sheetAndModal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Notes.storyboard")
        try Data(Self.storyboard.utf8).write(to: file)
        let run = try nibtool("storyboard", file.path, "--perform", "showDetails", "--perform", "Mdl-Sg-001")
        #expect(run.status == 0, "\(run.stderr)")
        let steps = run.stdout.split(separator: "\n\n").map { $0.split(separator: "\n").map(String.init) }
        #expect(
            steps.first == [
                "Step 1: show the initial controller Win-Ct-001 (NSWindowController)",
                "  Lst-VC-001 (NSViewController \"Notes\").loadView()",
                "  Lst-VC-001 (NSViewController \"Notes\").viewDidLoad()",
                "  Lst-VC-001 (NSViewController \"Notes\").viewWillAppear()",
                "  Lst-VC-001 (NSViewController \"Notes\").viewDidAppear()",
            ])
        #expect(
            steps.dropFirst().first == [
                "Step 2: perform \"showDetails\" from Lst-VC-001 (NSViewController \"Notes\")",
                "  Lst-VC-001 (NSViewController \"Notes\").shouldPerformSegue(withIdentifier: \"showDetails\") -> true",
                "  Det-VC-001 (NSViewController \"Details\").init(coder:)  // the destination of \"showDetails\" from Lst-VC-001",
                "  Lst-VC-001 (NSViewController \"Notes\").prepare(for: \"showDetails\", destination: Det-VC-001)",
                "  Lst-VC-001 (NSViewController \"Notes\").present(Det-VC-001)",
                "  Det-VC-001 (NSViewController \"Details\").loadView()",
                "  Det-VC-001 (NSViewController \"Details\").viewDidLoad()",
                "  Det-VC-001 (NSViewController \"Details\").viewWillAppear()",
                "  Det-VC-001 (NSViewController \"Details\").viewDidAppear()",
            ])
        // The modal segue is named by its <segue> id; the sheet is on screen, Notes holds it.
        #expect(steps.last?.first == "Step 3: perform \"Mdl-Sg-001\" from Lst-VC-001 (NSViewController \"Notes\")")
        #expect(steps.last?.last == "  Abt-VC-001 (NSViewController \"About\").viewDidAppear()")

        let missing = try nibtool("storyboard", file.path, "--perform", "nowhere")
        #expect(missing.status != 0)
        #expect(
            missing.stderr.contains(
                "no controller on screen performs segue \"nowhere\"; on screen: Lst-VC-001 (NSViewController \"Notes\"), Win-Ct-001 (NSWindowController)"
            ))
    }
}
