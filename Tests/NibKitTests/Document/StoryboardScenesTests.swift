import Foundation
import NibKit
import Testing

@testable import NibKitCore
@testable import NibKitLoader

/// A storyboard is cut into one document per scene in the document stage
/// (`StoryboardScenes`), and `NibStoryboard` builds one template per scene
/// from those documents; what only the whole storyboard shows is checked by
/// the slicer, each problem once.
@Suite("Storyboard scenes are cut in the document stage, one template per scene")
struct StoryboardScenesTests {
    /// A storyboard of the given scenes, each line of `scenes` one line of
    /// the file, so locations are easy to count: the first scene's
    /// `<scene>` is on line 4.
    static func storyboard(initial: String? = "Vc1-aa-001", _ scenes: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>\(extra)
        </document>
        """
    }

    /// Two scenes: a view controller with a view and a label, which segues
    /// to the second, which has a storyboard identifier.
    static let twoScenes = storyboard(
        """
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <subviews>
                                    <label text="One" id="Lb1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="Vc2-aa-002" kind="show" identifier="next" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-aa-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Scn-aa-002">
                    <objects>
                        <viewController storyboardIdentifier="Second" id="Vc2-aa-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw2-aa-002"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-aa-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """)

    static func slices(_ xml: String, mode: ReadingMode = .lenient) throws -> StoryboardScenes {
        StoryboardScenes(try DocumentReader.read(Data(xml.utf8), path: "Main.storyboard", mode: mode), mode: mode)
    }

    static func all(_ scenes: StoryboardScenes) -> [StoryboardScenes.Slice] {
        var scenes = scenes
        var result: [StoryboardScenes.Slice] = []
        while let slice = scenes.nextSlice() { result.append(slice) }
        return result
    }

    /// The error a load throws.
    static func failure(_ xml: String, mode: ReadingMode? = nil) -> NibError? {
        NibKitTests.failure {
            _ = try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: IB.registry, mode: mode)
        }
    }

    @Test("each scene's document holds its own placeholders and objects, counted with the nested ones")
    func sceneDocuments() throws {
        let scenes = try Self.slices(Self.twoScenes)
        #expect(scenes.diagnostics.count == 0)
        #expect(scenes.initialViewControllerID == "Vc1-aa-001")
        let slices = Self.all(scenes)
        #expect(slices.map(\.id) == ["Scn-aa-001", "Scn-aa-002"])
        #expect(
            slices.map(\.location) == [
                SourceLocation(file: "Main.storyboard", line: 4, column: 9),
                SourceLocation(file: "Main.storyboard", line: 19, column: 9),
            ])
        #expect(slices.map(\.viewControllerID) == ["Vc1-aa-001", "Vc2-aa-002"])
        #expect(slices.map(\.storyboardIdentifier) == [nil, "Second"])
        #expect(slices.map { $0.document.placeholders.map(\.id) } == [["Fr1-aa-001"], ["Fr2-aa-002"]])
        #expect(slices.map { $0.document.objects.map(\.id) } == [["Vc1-aa-001"], ["Vc2-aa-002"]])
        // Each scene is cut into its view controller's part (the controller
        // and First Responder) and its view's (File's Owner standing for the
        // controller, First Responder, the view and, in the first, its label).
        #expect(slices.map(\.document.objectCount) == [2, 2])
        #expect(slices.map { $0.viewDocument?.objectCount } == [4, 3])
        #expect(
            slices.map { $0.viewDocument?.placeholders.map(\.id) } == [
                ["Vc1-aa-001", "Fr1-aa-001"], ["Vc2-aa-002", "Fr2-aa-002"],
            ])
        #expect(slices.map { $0.viewDocument?.objects.map(\.id) } == [["Vw1-aa-001"], ["Vw2-aa-002"]])
        #expect(slices.allSatisfy { $0.document.scenes.isEmpty && $0.document.statistics == nil })
        #expect(slices.allSatisfy { $0.document.format == .storyboard && $0.document.path == "Main.storyboard" })
    }

    @Test("a scene's outside ids are the other scenes' ids, nested ones included, and never its own")
    func outsideIDs() throws {
        let slices = Self.all(try Self.slices(Self.twoScenes))
        let first = slices[0].outsideIDs
        let second = slices[1].outsideIDs
        #expect(first.contains("Vc2-aa-002") && first.contains("Vw2-aa-002") && first.contains("Fr2-aa-002"))
        #expect(!first.contains("Vc1-aa-001") && !first.contains("Lb1-aa-001") && !first.contains("Nowhere"))
        #expect(second.contains("Lb1-aa-001") && second.contains("Fr1-aa-001"))
        #expect(!second.contains("Vw2-aa-002"))
        #expect(!StoryboardScenes.OutsideIDs.none.contains("Vc1-aa-001"))
    }

    @Test("NibStoryboard builds one template per scene from the scene documents, the segue leading outside its scene")
    func oneTemplatePerScene() throws {
        let storyboard = try NibStoryboard(
            data: Data(Self.twoScenes.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(
            storyboard.scenes.map { $0.template.objects.map(\.id) } == [
                ["Fr1-aa-001", "Vc1-aa-001"], ["Fr2-aa-002", "Vc2-aa-002"],
            ])
        #expect(
            storyboard.scenes.map { $0.viewTemplate?.objects.map(\.id) } == [
                ["Vc1-aa-001", "Fr1-aa-001", "Vw1-aa-001", "Lb1-aa-001"], ["Vc2-aa-002", "Fr2-aa-002", "Vw2-aa-002"],
            ])
        let segue = try #require(storyboard.scenes[0].template.connections.first)
        #expect(segue.kind == .segue && segue.destination == nil && segue.destinationID == "Vc2-aa-002")
        #expect(storyboard.warnings.isEmpty)
        #expect(storyboard.scenes.allSatisfy { $0.template.warnings.isEmpty && $0.viewTemplate?.warnings == [] })
    }

    /// Scene two's view reuses the id of scene one's label.
    static let repeatedID = storyboard(
        """
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <subviews>
                                    <label text="One" id="Dup-aa-001"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Scn-aa-002">
                    <objects>
                        <viewController id="Vc2-aa-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dup-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
        """)

    @Test("an id used again in another scene is one error, at the repeat, naming the first use")
    func repeatedIDAcrossScenes() throws {
        let scenes = try Self.slices(Self.repeatedID)
        let expected = "Main.storyboard:18:21: error: duplicate object id 'Dup-aa-001'; it is first used at 9:29"
        #expect(scenes.diagnostics.diagnostics.map(\.description) == [expected])
        #expect(scenes.diagnostics.diagnostics.first?.objectID == "Dup-aa-001")
        #expect(scenes.diagnostics.diagnostics.first?.className == "UIView")
        let error = try #require(Self.failure(Self.repeatedID))
        #expect(error.code == .invalidArchive)
        #expect(error.diagnostics.map(\.description) == [expected])
        // Linted, the file's whole template reports the repeat, and the
        // slicer does not say it again.
        let linted = NibTemplate.diagnose(
            data: Data(Self.repeatedID.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(linted.filter { $0.message.description.contains("duplicate object id") }.count == 1)
    }

    @Test("an id repeated within one scene is that scene's template's to report, not the slicer's")
    func repeatedIDWithinScene() throws {
        let xml = Self.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Dup-aa-001">
                                    <subviews>
                                        <label text="One" id="Dup-aa-001"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        #expect(try Self.slices(xml).diagnostics.count == 0)
        let error = try #require(Self.failure(xml))
        // The scene's own pass finds the repeat, and the reference the
        // label's id now makes from the view to itself, as in any document.
        #expect(
            error.diagnostics.map(\.description) == [
                "Main.storyboard:7:21: error: objects refer to each other through their properties (Dup-aa-001 → Dup-aa-001); make one of these links an outlet, which is connected after every object exists",
                "Main.storyboard:9:29: error: duplicate object id 'Dup-aa-001'; it is first used at 7:21",
            ])
    }

    @Test("every scene's errors are reported together, in file order, with the storyboard's own")
    func everySceneReported() throws {
        let xml = Self.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" customClass="MissingOne" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="Scn-aa-002">
                        <objects>
                            <viewController id="Vc1-aa-001" customClass="MissingTwo" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """)
        let error = try #require(Self.failure(xml))
        // At one place, the storyboard's problem comes first, as the
        // document's own checks came before the class checks in one pass.
        #expect(
            error.diagnostics.map(\.message) == [
                Diagnostic.Message.unknownClass("MissingOne", among: IB.registry.classNames).text,
                "duplicate object id 'Vc1-aa-001'; it is first used at 6:17",
                Diagnostic.Message.unknownClass("MissingTwo", among: IB.registry.classNames).text,
            ])
        #expect(error.diagnostics.map(\.location.line) == [6, 11, 11])
    }

    @Test("a connection into another scene that is not a segue is warned about once, by its own scene, and not made")
    func connectionAcrossScenes() throws {
        let xml = Self.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-001"/>
                                <connections>
                                    <outlet property="view" destination="Vw2-aa-002" id="Out-aa-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Scn-aa-002">
                        <objects>
                            <viewController id="Vc2-aa-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw2-aa-002"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let storyboard = try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(
            storyboard.scenes.map { $0.template.warnings.map(\.description) } == [
                [
                    "Main.storyboard:9:25: warning: the outlet 'view' connects to 'Vw2-aa-002' in another scene; Interface Builder connects objects of one scene only, so it is not made"
                ],
                [],
            ])
        #expect(storyboard.scenes[0].template.connections.isEmpty)
        #expect(storyboard.warnings.isEmpty)
    }

    /// One scene, whose view controller is not the initial one named.
    static let unknownInitial = storyboard(
        initial: "Gone-aa-000",
        """
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)

    @Test(
        "an initial view controller that is no scene's is a warning of the storyboard, an error when reading strictly")
    func unknownInitialViewController() throws {
        let message =
            "Main.storyboard:1:1: warning: the initial view controller 'Gone-aa-000' is no scene's view controller, so the storyboard cannot start with it"
        let storyboard = try NibStoryboard(
            data: Data(Self.unknownInitial.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(storyboard.warnings.map(\.description) == [message])
        #expect(storyboard.warnings.first?.objectID == "Gone-aa-000")
        #expect(storyboard.scenes.allSatisfy { $0.template.warnings.isEmpty })
        let start = try #require(throws: NibError.self) { try storyboard.instantiateInitialScene() }
        #expect(start.code == .resourceNotFound)
        #expect(
            start.diagnostics.map(\.description) == [
                "Main.storyboard:1:1: error: the storyboard has no initial view controller"
            ])

        let strict = try #require(Self.failure(Self.unknownInitial, mode: .strict))
        #expect(strict.code == .invalidArchive)
        #expect(
            strict.diagnostics.map(\.description) == [
                message.replacingOccurrences(of: "warning:", with: "error:")
            ])
    }

    @Test(
        "a storyboard identifier given to two view controllers is a warning at the second (an error strictly), and the identifier finds the first"
    )
    func repeatedStoryboardIdentifier() throws {
        let xml = Self.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="Scn-aa-002">
                        <objects>
                            <tableViewController storyboardIdentifier="Detail" id="Vc2-aa-002" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """)
        let message =
            "Main.storyboard:11:17: warning: the storyboard identifier 'Detail' is given again, first at 6:17; instantiating it creates that first view controller"
        let storyboard = try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: .dynamic)
        #expect(storyboard.warnings.map(\.description) == [message])
        #expect(storyboard.warnings.first?.objectID == "Vc2-aa-002")
        #expect(storyboard.warnings.first?.className == "UITableViewController")
        #expect(storyboard.warnings.first?.key == "storyboardIdentifier")
        #expect(storyboard.storyboardIdentifiers == ["Detail", "Detail"])
        let created = try storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(created.nibClassName == "UIViewController")

        // nibtool lint's check of the file reports it too.
        #expect(
            NibTemplate.diagnose(data: Data(xml.utf8), path: "Main.storyboard", registry: .dynamic).map(\.description)
                == [message])

        let strict = try #require(throws: NibError.self) {
            try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: .dynamic, mode: .strict)
        }
        #expect(strict.code == .invalidArchive)
        #expect(
            strict.diagnostics.map(\.description) == [message.replacingOccurrences(of: "warning:", with: "error:")])
    }

    @Test("each scene keeps the images and colors of the storyboard's <resources> that its own values use")
    func sceneResources() throws {
        let xml = Self.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                    <subviews>
                                        <imageView image="logo" id="Img-aa-001"/>
                                    </subviews>
                                    <color key="backgroundColor" name="AccentColor"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Scn-aa-002">
                        <objects>
                            <viewController id="Vc2-aa-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw2-aa-002">
                                    <subviews>
                                        <imageView image="banner" id="Img-aa-002"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """,
            extra: """

                    <resources>
                        <image name="logo" width="64" height="64"/>
                        <image name="banner" width="320" height="80"/>
                        <image name="unused" width="8" height="8"/>
                        <namedColor name="AccentColor">
                            <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                    </resources>
                """)
        let slices = Self.all(try Self.slices(xml))
        // The images and colors are the views': each scene's view part keeps them.
        #expect(slices.map { $0.document.resources.map(\.name) } == [[], []])
        #expect(slices.map { $0.viewDocument?.resources.map(\.name) } == [["logo", "AccentColor"], ["banner"]])

        let storyboard = try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: .dynamic)
        #expect(
            storyboard.scenes.map { Set($0.viewTemplate?.resources.map(\.name) ?? []) } == [
                ["logo", "AccentColor"], ["banner"],
            ])
        let whole = try NibTemplate(data: Data(xml.utf8), path: "Main.storyboard", registry: .dynamic)
        #expect(Set(whole.resources.map(\.name)) == ["logo", "banner", "unused", "AccentColor"])
    }

    @Test("an object outside every scene is reported once and ignored")
    func objectOutsideScenes() throws {
        let xml = Self.storyboard(
            """
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """,
            extra: """

                    <objects>
                        <view contentMode="scaleToFill" id="Lost-aa-001"/>
                    </objects>
                """)
        let storyboard = try NibStoryboard(data: Data(xml.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(
            storyboard.warnings.map(\.description) == [
                "Main.storyboard:11:9: warning: 'Lost-aa-001' is in no scene; a storyboard creates only its scenes' objects, so it is ignored"
            ])
        #expect(storyboard.warnings.first?.className == "UIView")
        #expect(storyboard.scenes.map { $0.template.objects.map(\.id) } == [["Vc1-aa-001"]])
    }
}
