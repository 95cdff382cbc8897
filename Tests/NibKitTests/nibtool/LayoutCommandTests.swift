import Foundation
import Testing

/// `nibtool layout` and the layout warnings of `nibtool lint`, run as the
/// built executable on the example archives and on small documents that
/// each hold one kind of layout issue.
@Suite("nibtool layout")
struct LayoutCommandTests {
    /// A document whose root view holds one box, with `constraints` on the
    /// root view and the box stored at `boxFrame`.
    static func document(boxFrame: String, constraints: String, device: String = "") -> String {
        IB.iOSHeader + """

                \(device)
                <objects>
                    <view contentMode="scaleToFill" id="Roo-tV-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-Vw-001">
                                <rect key="frame" \(boxFrame)/>
                            </view>
                        </subviews>
                        <constraints>
            \(constraints)
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static let leading =
        #"                <constraint firstItem="Box-Vw-001" firstAttribute="leading" secondItem="Roo-tV-001" secondAttribute="leading" constant="20" id="Box-Ld-001"/>"#
    static let top =
        #"                <constraint firstItem="Box-Vw-001" firstAttribute="top" secondItem="Roo-tV-001" secondAttribute="top" constant="20" id="Box-Tp-001"/>"#
    static let width =
        #"                <constraint firstItem="Box-Vw-001" firstAttribute="width" constant="100" id="Box-Wd-001"/>"#
    static let height =
        #"                <constraint firstItem="Box-Vw-001" firstAttribute="height" constant="40" id="Box-Ht-001"/>"#
    static let wider =
        #"                <constraint firstItem="Box-Vw-001" firstAttribute="width" constant="200" id="Box-Wd-002"/>"#
    static let trailing =
        #"                <constraint firstItem="Roo-tV-001" firstAttribute="trailing" secondItem="Box-Vw-001" secondAttribute="trailing" constant="20" id="Box-Tr-001"/>"#

    /// The box fully constrained at (20, 20, 100, 40) but stored at x = 50.
    static let misplaced = document(
        boxFrame: #"x="50" y="20" width="100" height="40""#,
        constraints: [leading, top, width, height].joined(separator: "\n"))
    /// The box constrained to be 100 and 200 wide, both required.
    static let conflicting = document(
        boxFrame: #"x="20" y="20" width="100" height="40""#,
        constraints: [leading, top, width, wider, height].joined(separator: "\n"))
    /// The box placed but not sized: a plain view has no intrinsic size.
    static let ambiguous = document(
        boxFrame: #"x="20" y="20" width="100" height="40""#, constraints: [leading, top].joined(separator: "\n"))
    /// The box 20 points from either side of the root, whatever its width.
    static let stretching = document(
        boxFrame: #"x="20" y="20" width="280" height="40""#,
        constraints: [leading, trailing, top, height].joined(separator: "\n"),
        device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)

    /// Runs `nibtool` with `arguments` after the path of `text` written as `name`.
    static func run(_ text: String, _ arguments: String..., name: String = "Box.xib") throws -> (
        run: RunResult, path: String
    ) {
        try StrictCommandTests.withFile(name, text) { file in
            (try nibtool(["layout", file.path] + arguments), file.path)
        }
    }

    /// The parsed `--json` output.
    static func json(_ run: RunResult) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// The frame of view `id` in a parsed `--json` output, under `key`.
    static func frame(_ id: String, _ key: String = "frame", in object: [String: Any]) throws -> [Double] {
        let views = try #require(object["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["id"] as? String == id })
        let frame = try #require(view[key] as? [String: Double])
        return ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
    }

    // MARK: The example archives

    @Test("Profile.xib: File's Owner's view is inset by the device's safe area and lays out as stored")
    func profile() throws {
        let run = try nibtool("layout", "ExampleNibs/Profile.xib")
        #expect(run.status == 0)
        // Interface Builder rounds the centred views to a third of a point, within half a point of the solution.
        #expect(
            run.stdout == """
                Prf-Vw-001 (UIView "Profile") at 393x852:
                  Prf-Vw-001 (UIView "Profile") {0, 0, 393, 852}
                    Avt-Im-001 (UIImageView "Avatar") {146.5, 79, 100, 100} stored {146.67, 79, 100, 100}
                    Nme-Lb-001 (UILabel "Name") {96.5, 195, 200, 21} stored {96.67, 195, 200, 21}

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test("LoginForm.xib: views that turn off autoresizing with no constraints are ambiguous, at their elements")
    func loginForm() throws {
        let run = try nibtool("layout", "ExampleNibs/LoginForm.xib", "--json")
        #expect(run.status == 0)
        let object = try Self.json(run)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(
            views.compactMap { $0["id"] as? String } == [
                "i5M-Pr-FkT", "Lgo-Im-V01", "nMe-Fl-d01", "pWd-Fl-d02", "Lgn-Bt-n01", "Cnl-Bt-n02",
            ])
        #expect(views.first?["status"] as? String == "ok")
        #expect(views.dropFirst().allSatisfy { $0["status"] as? String == "ambiguous" })
        #expect(try Self.frame("i5M-Pr-FkT", in: object) == [0, 0, 320, 240])
        #expect(try Self.frame("Lgn-Bt-n01", "stored", in: object) == [20, 180, 130, 44])
        let issues = try #require(object["issues"] as? [[String: Any]])
        let ambiguous = issues.filter { $0["kind"] as? String == "ambiguous" }
        #expect(
            ambiguous.compactMap { $0["id"] as? String } == [
                "Lgo-Im-V01", "nMe-Fl-d01", "pWd-Fl-d02", "Lgn-Bt-n01", "Cnl-Bt-n02",
            ])
        #expect(ambiguous.first?["location"] as? String == "ExampleNibs/LoginForm.xib:36:17")
        #expect(
            run.stderrLines.contains {
                $0.hasPrefix("ExampleNibs/LoginForm.xib:49:17: warning: ") && $0.contains("Lgn-Bt-n01")
            })
    }

    // MARK: The three kinds of issue

    @Test("a view its constraints place elsewhere than its stored frame is misplaced, at its element")
    func misplacedView() throws {
        let (run, path) = try Self.run(Self.misplaced)
        #expect(run.status == 0)
        #expect(run.stdout.contains("    Box-Vw-001 (UIView) {20, 20, 100, 40} stored {50, 20, 100, 40} misplaced\n"))
        #expect(run.stderrLines.count == 1)
        let warning = try #require(run.stderrLines.first)
        #expect(warning.hasPrefix("\(path):12:17: warning: "))
        #expect(warning.contains("UIView 'Box-Vw-001'"))
    }

    @Test("a view whose constraints agree with its stored frame to within half a point is not misplaced")
    func placedView() throws {
        let (run, _) = try Self.run(Self.misplaced.replacingOccurrences(of: #"x="50""#, with: #"x="20.4""#))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // The stored frame is shown, as it differs, but the view is not marked.
        #expect(run.stdout.contains("    Box-Vw-001 (UIView) {20, 20, 100, 40} stored {20.4, 20, 100, 40}\n"))
    }

    @Test("two required constraints that contradict each other are a conflict naming both, at the broken one")
    func conflictingPair() throws {
        let (run, path) = try Self.run(Self.conflicting)
        #expect(run.status == 0)
        #expect(run.stdout.contains("    Box-Vw-001 (UIView) {20, 20, 100, 40} conflicting\n"))
        let warning = try #require(run.stderrLines.first)
        #expect(run.stderrLines.count == 1)
        // The broken constraint, Box-Wd-002, is written on line 20.
        #expect(warning.hasPrefix("\(path):20:17: warning: "))
        #expect(warning.contains("Box-Wd-001") && warning.contains("Box-Wd-002"))
        let (json, _) = try Self.run(Self.conflicting, "--json")
        let issues = try #require(try Self.json(json)["issues"] as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(issues.first?["kind"] as? String == "conflicting")
        #expect(issues.first?["constraints"] as? [String] == ["Box-Wd-002", "Box-Wd-001"])
    }

    @Test("a view its constraints place but do not size is ambiguous, naming the constraints it has")
    func ambiguousView() throws {
        let (run, path) = try Self.run(Self.ambiguous, "--json")
        #expect(run.status == 0)
        let object = try Self.json(run)
        let issues = try #require(object["issues"] as? [[String: Any]])
        let ambiguous = try #require(issues.first { $0["kind"] as? String == "ambiguous" })
        #expect(ambiguous["id"] as? String == "Box-Vw-001")
        #expect(ambiguous["constraints"] as? [String] == ["Box-Ld-001", "Box-Tp-001"])
        #expect(ambiguous["location"] as? String == "\(path):12:17")
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.last?["status"] as? String == "ambiguous")
        #expect(run.stderrLines.contains { $0.hasPrefix("\(path):12:17: warning: ") && $0.contains("mbiguous") })
    }

    // MARK: Sizes

    @Test("a xib's top-level view keeps its stored size; --size and --device lay it out at another")
    func sizes() throws {
        let (stored, _) = try Self.run(Self.stretching, "--json")
        #expect(try Self.frame("Box-Vw-001", in: Self.json(stored)) == [20, 20, 280, 40])
        #expect(stored.stderr.isEmpty)
        let (sized, _) = try Self.run(Self.stretching, "--size", "400x300", "--json")
        let object = try Self.json(sized)
        #expect(try Self.frame("Roo-tV-001", in: object) == [0, 0, 400, 300])
        #expect(try Self.frame("Box-Vw-001", in: object) == [20, 20, 360, 40])
        #expect(try Self.frame("Box-Vw-001", "stored", in: object) == [20, 20, 280, 40])
        let (device, _) = try Self.run(Self.stretching, "--device", "ipad12_9", "--json")
        #expect(try Self.frame("Box-Vw-001", in: Self.json(device)) == [20, 20, 984, 40])
        let (text, _) = try Self.run(Self.stretching, "--device", "retina4_0")
        #expect(text.stdout.hasPrefix("Roo-tV-001 (UIView) at 320x568:\n"))
    }

    @Test("a storyboard scene is laid out at its document's device, landscape swapping the sides")
    func storyboardDevice() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Vc0-00-001">
                <device id="retina4_7" orientation="landscape" appearance="light"/>
                <scenes>
                    <scene sceneID="Scn-00-001">
                        <objects>
                            <viewController id="Vc0-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Roo-tV-001">
                                    <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-Vw-001">
                                            <rect key="frame" x="20" y="20" width="627" height="40"/>
                                        </view>
                                    </subviews>
                                    <constraints>
            \(Self.leading)
            \(Self.trailing)
            \(Self.top)
            \(Self.height)
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-Rs-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="Scn-00-002">
                        <objects>
                            <viewController id="Vc0-00-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Roo-tV-002">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="450"/>
                                </view>
                                <size key="freeformSize" width="300" height="450"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (run, _) = try Self.run(storyboard, name: "Main.storyboard")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Roo-tV-001 (UIView) at 667x375:
                  Roo-tV-001 (UIView) {0, 0, 667, 375}
                    Box-Vw-001 (UIView) {20, 20, 627, 40}

                Roo-tV-002 (UIView) at 300x450:
                  Roo-tV-002 (UIView) {0, 0, 300, 450}

                """)
        let (narrow, _) = try Self.run(storyboard, "--device", "retina4_0", name: "Main.storyboard")
        #expect(narrow.stdout.hasPrefix("Roo-tV-001 (UIView) at 568x320:\n"))
        // Laid out at another size than the document's, a frame that differs is no misplacement.
        #expect(narrow.stdout.contains("    Box-Vw-001 (UIView) {20, 20, 528, 40} stored {20, 20, 627, 40}\n"))
        #expect(narrow.stderr.isEmpty)
    }

    @Test("the device table knows Interface Builder's ids, sizes in points and size classes")
    func deviceTable() throws {
        // The ids the corpus of real documents uses, with the sizes their root views are stored at.
        let corpusDevices = [
            "retina4_7": "375x667", "retina5_5": "414x736", "retina6_1": "414x896",
            "retina6_12": "393x852", "ipad12_9rounded": "1024x1366",
        ]
        for (id, size) in corpusDevices {
            let (run, _) = try Self.run(Self.stretching, "--device", id)
            #expect(run.stdout.hasPrefix("Roo-tV-001 (UIView) at \(size):\n"), "\(id)")
        }
        let help = try nibtool("layout", "--help")
        #expect(help.stdout.contains("retina6_0 (390x844)"))
        #expect(help.stdout.contains("ipad11 (834x1194)"))
    }

    // MARK: JSON and errors

    @Test("--json prints exactly views and issues, with frames as numbers")
    func jsonShape() throws {
        let (run, path) = try Self.run(Self.misplaced, "--json")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                {
                  "views": [
                    {
                      "id": "Roo-tV-001",
                      "class": "UIView",
                      "frame": {"x": 0, "y": 0, "width": 320, "height": 200},
                      "stored": {"x": 0, "y": 0, "width": 320, "height": 200},
                      "status": "ok"
                    },
                    {
                      "id": "Box-Vw-001",
                      "class": "UIView",
                      "frame": {"x": 20, "y": 20, "width": 100, "height": 40},
                      "stored": {"x": 50, "y": 20, "width": 100, "height": 40},
                      "status": "misplaced"
                    }
                  ],
                  "issues": [
                    {
                      "kind": "misplaced",
                      "id": "Box-Vw-001",
                      "constraints": [],
                      "message": "\(try #require(try Self.json(run)["issues"] as? [[String: Any]]).first?["message"] as? String ?? "")",
                      "location": "\(path):12:17"
                    }
                  ]
                }

                """)
    }

    @Test("a file that does not load is a located error and exit status 1; a wrong option is status 2")
    func errors() throws {
        let broken = Self.misplaced.replacingOccurrences(
            of: #"secondItem="Roo-tV-001""#, with: #"secondItem="Nowhere""#)
        let (run, path) = try Self.run(broken)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.first?.hasPrefix("\(path):") == true)
        #expect(run.stderrLines.first?.contains("error:") == true)
        #expect(run.stderrLines.first?.contains("Nowhere") == true)

        let missing = try nibtool("layout", "ExampleNibs/Missing.xib")
        #expect(missing.status == 1)
        #expect(missing.stderrLines.first?.hasPrefix("ExampleNibs/Missing.xib") == true)

        for arguments in [
            ["--size", "wide"], ["--size", "10x"], ["--device", "retina9"], ["--trait", "small,regular"],
        ] {
            let usage = try nibtool(["layout", "ExampleNibs/Profile.xib"] + arguments)
            #expect(usage.status == 2, "\(arguments)")
            #expect(usage.stdout.isEmpty)
        }
        let unknown = try nibtool("layout", "ExampleNibs/Profile.xib", "--device", "retina6_11")
        #expect(
            unknown.stderrLines.first?.hasPrefix("nibtool layout: unknown device 'retina6_11'; did you mean 'retina6_1")
                == true)
    }

    // MARK: lint

    @Test("lint reports the same layout issues as warnings, after the archive's own, and exits 0")
    func lintReportsLayoutIssues() throws {
        for document in [Self.misplaced, Self.conflicting, Self.ambiguous] {
            try StrictCommandTests.withFile("Box.xib", document) { file in
                let layout = try nibtool("layout", file.path)
                let lint = try nibtool("lint", file.path)
                #expect(lint.status == 0)
                #expect(lint.stdout.isEmpty)
                #expect(!lint.stderrLines.isEmpty)
                #expect(lint.stderrLines == layout.stderrLines)
            }
        }
        let login = try nibtool("lint", "ExampleNibs/LoginForm.xib")
        #expect(login.stderrLines == (try nibtool("layout", "ExampleNibs/LoginForm.xib")).stderrLines)
        #expect(login.stderrLines.count == 10)
    }

    @Test("the examples of README and Docs/Layout.md print what nibtool layout prints")
    func documentedExamples() throws {
        for (document, arguments) in [
            ("README.md", ["ExampleNibs/Profile.xib", "--device", "retina4_7"]),
            ("Docs/Layout.md", ["ExampleNibs/Profile.xib"]),
        ] {
            let text = try String(
                contentsOf: TestPackage.root.appendingPathComponent(document), encoding: .utf8)
            let command = "$ swift run nibtool layout " + arguments.joined(separator: " ") + "\n"
            let start = try #require(text.range(of: command), "\(document)").upperBound
            let end = try #require(text[start...].range(of: "```")).lowerBound
            let run = try nibtool(["layout"] + arguments)
            #expect(run.stdout == String(text[start..<end]), "\(document)")
        }
    }
}
