import Foundation
import NibKit
import Testing

/// `nibtool storyboard`: a storyboard's scenes, segues and references listed
/// as the document writes them, on the real-world corpus and on a storyboard
/// with the segues the corpus lacks (custom, unwind, embed).
@Suite("nibtool storyboard")
struct StoryboardCommandTests {
    /// A corpus storyboard's path.
    private static func corpus(_ name: String) -> String {
        CorpusTests.corpus.appendingPathComponent("storyboard/\(name)").path
    }

    /// A navigation controller whose table cells lead to storyboard references.
    static let keyboardManager = corpus(
        "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Main.storyboard"
    )
    /// A tab bar controller, navigation controllers, and segues from buttons and a bar button item.
    static let settingsKit = corpus(
        "futuretap__InAppSettingsKit__InAppSettingsKitSampleApp__Base.lproj__Main.storyboard")
    /// A launch screen.
    static let launchScreen = corpus("AlexanderPLv__Food-Picker__Base.lproj__LaunchScreen.storyboard")

    /// The lines of the section headed `title`, up to the blank line after it.
    private static func section(_ title: String, of output: String) throws -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("\(title) (") })
        return Array(lines[start...].prefix { !$0.isEmpty })
    }

    /// How many lines of `path` hold `text`, as `grep -c` counts.
    private static func lines(of path: String, containing text: String) throws -> [String] {
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        return contents.split(separator: "\n").map(String.init).filter { $0.contains(text) }
    }

    /// The JSON `nibtool storyboard --json` prints for `path`.
    private static func json(_ path: String) throws -> [String: Any] {
        let run = try nibtool("storyboard", path, "--json")
        #expect(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test("a navigation controller's segues from table cells to storyboard references, each <segue> once")
    func navigationAndReferences() throws {
        let run = try nibtool("storyboard", Self.keyboardManager)
        #expect(run.status == 0)
        // grep -c '<segue ' gives 28; every one is a segue of a scene.
        let segueElements = try Self.lines(of: Self.keyboardManager, containing: "<segue ")
        #expect(segueElements.count == 28)
        let segues = try Self.section("Segues", of: run.stdout)
        #expect(segues.first == "Segues (28):")
        #expect(segues.count == 1 + 28)
        #expect(
            segues[1]
                == "  W2Y-70-Q2B: show from hc7-47-3EI (IQKeyboardManagerSwiftExampleSwift.ViewController)  trigger rV8-ZH-g8s (UITableViewCell)  to KZJ-ih-4D1 (UIStoryboardReference)"
        )
        #expect(
            segues.contains(
                "  bs1-IW-fUh: relationship from iFF-SZ-t3m (IQKeyboardManagerSwiftExampleSwift.NavigationController)  to hc7-47-3EI (IQKeyboardManagerSwiftExampleSwift.ViewController)"
            ))
        #expect(
            segues.contains {
                $0.hasPrefix("  Zbp-gc-klV: show ") && $0.hasSuffix("  identifier: PopoverViewController")
            })
        // The 26 references are listed apart from the 3 scenes.
        let referenceCount = try Self.lines(of: Self.keyboardManager, containing: "<viewControllerPlaceholder ").count
        #expect(referenceCount == 26)
        let references = try Self.section("References", of: run.stdout)
        #expect(references.count == 1 + referenceCount)
        #expect(references[1] == "  KZJ-ih-4D1: storyboardName: General  referencedIdentifier: TextFieldViewController")
        #expect(
            try Self.section("Scenes", of: run.stdout) == [
                "Scenes (3):",
                "  hc7-47-3EI: IQKeyboardManagerSwiftExampleSwift.ViewController  storyboardIdentifier: ViewController",
                "  iFF-SZ-t3m: IQKeyboardManagerSwiftExampleSwift.NavigationController",
                "  46b-VS-dd5: IQKeyboardManagerSwiftExampleSwift.TextFieldHostingViewController",
            ])
        #expect(
            run.stdout.hasPrefix(
                "initialViewController: iFF-SZ-t3m (IQKeyboardManagerSwiftExampleSwift.NavigationController)\nlaunchScreen: no\n"
            ))
    }

    @Test("a tab bar controller's relationships and a bar button item's popover, in document order")
    func tabBarAndTriggers() throws {
        let run = try nibtool("storyboard", Self.settingsKit)
        #expect(run.status == 0)
        // grep -c '<segue ' gives 13: three are <segue reference="…"/> in
        // <inferredMetricsTieBreakers>, which name segues rather than being ones.
        let elements = try Self.lines(of: Self.settingsKit, containing: "<segue ")
        #expect(elements.count == 13)
        let written = elements.filter { !$0.contains("reference=") }.compactMap { line -> String? in
            guard let range = line.range(of: #" id="([^"]*)""#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(5).dropLast())
        }
        #expect(written.count == 10)
        let listing = try Self.json(Self.settingsKit)
        let segues = try #require(listing["segues"] as? [[String: Any]])
        #expect(segues.map { $0["id"] as? String } == written)
        #expect(listing["initialViewController"] as? String == "3Gr-jG-lyL")
        let lines = try Self.section("Segues", of: run.stdout)
        #expect(
            lines.contains(
                "  brk-YH-1WW: popoverPresentation from 1li-qh-ARP (In_App_Settings_Kit.MainViewController)  trigger cRL-aL-oNP (UIBarButtonItem)  to S2w-zu-zJk (UINavigationController)"
            ))
        #expect(
            lines.contains(
                "  dab-41-iyx: relationship from 3Gr-jG-lyL (UITabBarController)  to BHR-vT-tkQ (UINavigationController)"
            ))
        #expect(
            lines.contains(
                "  EaZ-im-nY2: presentation from 1li-qh-ARP (In_App_Settings_Kit.MainViewController)  trigger 1JC-07-XJI (UIButton)  to S2w-zu-zJk (UINavigationController)  identifier: modal"
            ))
        #expect(try Self.section("Scenes", of: run.stdout).count == 1 + 7)
    }

    @Test("a launch screen says so; a storyboard that does not is no launch screen")
    func launchScreenFlag() throws {
        let run = try nibtool("storyboard", Self.launchScreen)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "initialViewController: 01J-lp-oVM (UIViewController)\nlaunchScreen: yes\n\nScenes (1):\n  01J-lp-oVM: UIViewController\n\nSegues (0):\n\nReferences (0):\n"
        )
        #expect(try Self.json(Self.launchScreen)["launchScreen"] as? Bool == true)
        #expect(try Self.json(Self.settingsKit)["launchScreen"] as? Bool == false)
    }

    /// Home, with a custom segue from a button, an embed from a container
    /// view and a segue to a storyboard reference; Detail, with an unwind
    /// segue to its exit; each scene's view controller the destination of one.
    static let flow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Nav-Cn-t01">
            <scenes>
                <scene sceneID="Nav-Sc-n01">
                    <objects>
                        <navigationController id="Nav-Cn-t01" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Hom-Vc-001" kind="relationship" relationship="rootViewController" id="Rel-Sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Hom-Sc-n01">
                    <objects>
                        <viewController storyboardIdentifier="Home" id="Hom-Vc-001" customClass="HomeViewController" customModule="Flow" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hom-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="Nxt-Bt-001">
                                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                                        <connections>
                                            <segue destination="Det-Vc-001" kind="custom" identifier="fade" customClass="FadeSegue" customModule="Flow" id="Cst-Sg-001"/>
                                        </connections>
                                    </button>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="Box-Cv-001">
                                        <rect key="frame" x="20" y="200" width="200" height="200"/>
                                        <connections>
                                            <segue destination="Chd-Vc-001" kind="embed" id="Emb-Sg-001"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="Set-Rf-001" kind="show" identifier="settings" id="Ref-Sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Det-Sc-n01">
                    <objects>
                        <viewController id="Det-Vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Ext-Pl-001" kind="unwind" identifier="back" unwindAction="unwindToHome:" id="Unw-Sg-001"/>
                            </connections>
                        </viewController>
                        <exit id="Ext-Pl-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="Chd-Sc-n01">
                    <objects>
                        <viewController id="Chd-Vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="Set-Sc-n01">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="General" id="Set-Rf-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Writes ``flow`` to a temporary folder and runs `body` with its path.
    private func withFlow(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Flow.storyboard")
        try Data(Self.flow.utf8).write(to: file)
        try body(file.path)
    }

    @Test("the JSON form: custom, embed and unwind segues, a trigger only where a control holds the segue, nulls")
    func jsonShape() throws {
        try withFlow { path in
            let listing = try Self.json(path)
            #expect(
                Array(listing.keys).sorted()
                    == ["initialViewController", "launchScreen", "references", "scenes", "segues"])
            #expect(listing["initialViewController"] as? String == "Nav-Cn-t01")
            #expect(listing["launchScreen"] as? Bool == false)
            let scenes = try #require(listing["scenes"] as? [[String: Any]])
            #expect(scenes.map { $0["id"] as? String } == ["Nav-Cn-t01", "Hom-Vc-001", "Det-Vc-001", "Chd-Vc-001"])
            #expect(scenes[1]["class"] as? String == "Flow.HomeViewController")
            #expect(scenes[1]["storyboardIdentifier"] as? String == "Home")
            #expect(scenes[0]["storyboardIdentifier"] is NSNull)
            let segues = try #require(listing["segues"] as? [[String: Any]])
            #expect(
                segues.map { $0["id"] as? String } == [
                    "Rel-Sg-001", "Cst-Sg-001", "Emb-Sg-001", "Ref-Sg-001", "Unw-Sg-001",
                ])
            #expect(segues.map { $0["kind"] as? String } == ["relationship", "custom", "embed", "show", "unwind"])
            let custom = segues[1]
            #expect(custom["customClass"] as? String == "FadeSegue")
            #expect(custom["identifier"] as? String == "fade")
            #expect(custom["source"] as? String == "Hom-Vc-001")
            #expect(custom["destination"] as? String == "Det-Vc-001")
            let trigger = try #require(custom["trigger"] as? [String: Any])
            #expect(trigger["id"] as? String == "Nxt-Bt-001" && trigger["class"] as? String == "UIButton")
            #expect((segues[2]["trigger"] as? [String: Any])?["id"] as? String == "Box-Cv-001")
            // A segue the view controller holds has no trigger; absent values are null.
            #expect(segues[3]["trigger"] == nil)
            #expect(segues[3]["customClass"] is NSNull)
            #expect(segues[0]["identifier"] is NSNull)
            #expect(segues[4]["destination"] as? String == "Ext-Pl-001")
            #expect(segues[4]["source"] as? String == "Det-Vc-001")
            let references = try #require(listing["references"] as? [[String: Any]])
            #expect(references.count == 1)
            #expect(references.first?["id"] as? String == "Set-Rf-001")
            #expect(references.first?["storyboardName"] as? String == "Settings")
            #expect(references.first?["referencedIdentifier"] as? String == "General")
        }
    }

    @Test(
        "a segue's custom class and a launch screen flag are read into the storyboard, and compiled templates keep the class"
    )
    func segueCustomClassKept() throws {
        let storyboard = try NibStoryboard(data: Data(Self.flow.utf8), path: "Flow.storyboard", registry: .dynamic)
        #expect(storyboard.isLaunchScreen == false)
        #expect(storyboard.scenes.map(\.isStoryboardReference) == [false, false, false, false, true])
        let home = try #require(storyboard.scenes.first { $0.viewControllerID == "Hom-Vc-001" })
        // The segues of the scene's controls are in its view's template.
        let view = try #require(home.viewTemplate)
        let custom = try #require(view.connections.first { $0.segueID == "Cst-Sg-001" })
        #expect(custom.segueCustomClass == "FadeSegue")
        #expect(custom.location.line == 22)
        let compiled = try NibTemplate(data: view.compiledData(), path: "Home.nibc", registry: .dynamic)
        #expect(compiled.connections.first { $0.segueID == "Cst-Sg-001" }?.segueCustomClass == "FadeSegue")
        #expect(compiled.connections.first { $0.segueID == "Emb-Sg-001" }?.segueCustomClass == nil)
    }

    /// Every storyboard of the corpus and every compiled storyboard beside it.
    static let corpusStoryboards: [String] = {
        let files = FileManager.default
        let storyboards = ((try? files.contentsOfDirectory(atPath: corpus(""))) ?? []).sorted().map { corpus($0) }
        let nib = CorpusTests.corpus.appendingPathComponent("nib").path
        let compiled = ((try? files.contentsOfDirectory(atPath: nib)) ?? []).sorted()
            .filter { $0.hasSuffix(".storyboardc") }.map { "\(nib)/\($0)" }
        return storyboards + compiled
    }()

    @Test("the corpus holds storyboards and compiled storyboards to list")
    func corpusFound() {
        #expect(Self.corpusStoryboards.count { $0.hasSuffix(".storyboard") } >= 17)
        #expect(Self.corpusStoryboards.count { $0.hasSuffix(".storyboardc") } >= 4)
    }

    @Test("every corpus storyboard is listed, each <segue> of its scenes once", arguments: corpusStoryboards)
    func everyCorpusStoryboard(path: String) throws {
        let run = try nibtool("storyboard", path)
        #expect(run.status == 0)
        #expect(!run.stderr.contains(": error: "))
        let segues = try Self.section("Segues", of: run.stdout)
        if path.hasSuffix(".storyboard") {
            let written = try Self.lines(of: path, containing: "<segue ").count { !$0.contains("reference=") }
            #expect(segues.count == 1 + written)
        }
        #expect(try Self.json(path)["segues"] as? [Any] != nil)
    }

    @Test("a file that is not a storyboard, and a missing file, are located errors")
    func notAStoryboard() throws {
        let xib = try nibtool("storyboard", "ExampleNibs/LoginForm.xib")
        #expect(xib.status == 1)
        #expect(xib.stdout.isEmpty)
        #expect(xib.stderrLines == ["ExampleNibs/LoginForm.xib:1:1: error: this is not a storyboard"])
        let missing = try nibtool("storyboard", "ExampleNibs/Missing.storyboard")
        #expect(missing.status == 1)
        #expect(missing.stderrLines.first?.hasPrefix("ExampleNibs/Missing.storyboard:1:1: error: ") == true)
        let usage = try nibtool("storyboard")
        #expect(usage.status == 2)
    }

    @Test("--help describes the listing and nibtool --help lists the command")
    func help() throws {
        let run = try nibtool("storyboard", "--help")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: nibtool storyboard FILE [--perform SEGUE-ID]... [--json] [--strict]\n"))
        #expect(run.stdout.contains("initialViewController, launchScreen"))
        #expect(run.stdout.contains("or by the id of its <segue> element"))
        #expect(!run.stdout.contains("Segues are listed, not performed"))
        #expect(
            try nibtool("--help").stdout.split(separator: "\n").contains { line in
                line.hasPrefix("  storyboard ")
                    && line.hasSuffix(
                        "List a storyboard's scenes, segues and storyboard references, or run its segues.")
            })
    }
}
