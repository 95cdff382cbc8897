import Foundation
import NibKit
import Testing

@Suite("Segue records: what each <segue> and compiled segue template says, with its live source")
struct SegueRecordTests {
    static let registry = ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)

    @Test("a real storyboard's presentation segue keeps its identifier, kind, destination and presentation style")
    func sourceStoryboard() throws {
        let path = "storyboard/Ad4mWest__ImageFeed__ImageFeed__Presenter__Base.lproj__Main.storyboard"
        let storyboard = try NibStoryboard(
            data: CorpusTests.data(path), path: path, registry: Self.registry, mode: .lenient)
        let auth = try #require(storyboard.scenes.first { $0.viewControllerID == "xTf-9n-Kem" })
        let graph = try storyboard.instantiateScene(auth)
        #expect(graph.segues.count == 1)
        let segue = try #require(graph.segues.first)
        #expect(segue.identifier == "ShowWebView")
        #expect(segue.id == "gGr-iB-zbG")
        #expect(segue.kind == "presentation")
        #expect(segue.destinationID == "eTs-pZ-U1F")
        #expect(segue.relationship == nil)
        #expect(segue.customClass == nil)
        #expect(segue.attributes == ["modalPresentationStyle": "overFullScreen"])
        #expect(segue.sourceID == "vWr-dS-E2s")
        #expect(segue.source === graph.object(withID: "vWr-dS-E2s"))
        #expect(segue.location.line == 69)

        let tabs = try #require(storyboard.scenes.first { $0.viewControllerID == "i4l-ty-QEi" })
        let relationships = try tabs.template.instantiate().segues
        #expect(relationships.map(\.kind) == ["relationship", "relationship"])
        #expect(relationships.map(\.relationship) == ["viewControllers", "viewControllers"])
        #expect(relationships.map(\.destinationID) == ["BYZ-38-t0r", "4YH-hG-FbS"])
        #expect(relationships.map(\.sourceID) == ["i4l-ty-QEi", "i4l-ty-QEi"])
    }

    @Test("a scene without segues has no records")
    func noSegues() throws {
        let storyboard = try NibStoryboard(contentsOf: Toolkit.example("Flow.storyboard"), registry: Self.registry)
        let note = try #require(storyboard.scenes.first { $0.storyboardIdentifier == "Note" })
        let graph = try storyboard.instantiateScene(note)
        #expect(graph.segues.isEmpty)
        #expect(graph.object(withID: "Det-Lb-001") != nil)
    }

    @Test("an unwind segue keeps its unwind action and a presentation its transition style")
    func exampleAttributes() throws {
        let storyboard = try NibStoryboard(contentsOf: Toolkit.example("Flow.storyboard"), registry: Self.registry)
        let editor = try #require(storyboard.scenes.first { $0.storyboardIdentifier == "Editor" })
        let unwind = try #require(try storyboard.instantiateScene(editor).segues.first)
        #expect(unwind.kind == "unwind")
        #expect(unwind.attributes == ["unwindAction": "unwindToNotes:"])
        #expect(unwind.destinationID == "Edt-Ex-001")

        let notes = try #require(storyboard.scenes.first { $0.storyboardIdentifier == "Notes" })
        // A scene's graph holds its controller's part, then its view's: the bar button
        // item's segue (in the navigation item) comes before the button's.
        let segues = try storyboard.instantiateScene(notes).segues
        #expect(segues.map(\.identifier) == ["newNote", "showNote"])
        #expect(
            segues.first?.attributes == [
                "modalPresentationStyle": "formSheet", "modalTransitionStyle": "crossDissolve",
            ])
        #expect(segues.first?.sourceID == "Add-Bb-001")
    }

    /// A storyboard whose one segue has `attributes` besides its destination, kind and id.
    static func storyboard(segueAttributes attributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="One-VC-001">
            <scenes>
                <scene sceneID="One-Sc-001">
                    <objects>
                        <viewController id="One-VC-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Two-VC-001" kind="popoverPresentation" \(attributes) id="Pop-Sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Two-Sc-001">
                    <objects>
                        <viewController id="Two-VC-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("strict reading knows every attribute Xcode writes on a segue and refuses any other, at the segue")
    func strictAttributes() throws {
        let known = Self.storyboard(
            segueAttributes:
                #"popoverAnchorView="One-VC-001" animates="NO" trigger="accessoryAction" customModule="App" customModuleProvider="target""#
        )
        let storyboard = try NibStoryboard(
            data: Data(known.utf8), path: "Known.storyboard", registry: .standard(for: .iOS), mode: .strict)
        let segue = try #require(try storyboard.instantiateInitialScene().segues.first)
        #expect(
            segue.attributes == ["popoverAnchorView": "One-VC-001", "animates": "NO", "trigger": "accessoryAction"])

        let unknown = Self.storyboard(segueAttributes: #"frobnicate="1""#)
        let error = failure {
            _ = try NibStoryboard(
                data: Data(unknown.utf8), path: "Unknown.storyboard", registry: .standard(for: .iOS), mode: .strict)
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "Unknown.storyboard:8:25: error: unknown attribute 'frobnicate' on <segue>"
            ])
        let lenient = try NibStoryboard(
            data: Data(unknown.utf8), path: "Unknown.storyboard", registry: .standard(for: .iOS))
        #expect(
            lenient.allWarnings.map(\.description).contains(
                "Unknown.storyboard:8:25: warning: unknown attribute 'frobnicate' on <segue>; it is ignored"))
    }

    @Test("a compiled template keeps a segue's relationship and attributes")
    func compiledTemplateRoundTrip() throws {
        let storyboard = try NibStoryboard(contentsOf: Toolkit.example("Flow.storyboard"), registry: Self.registry)
        let notes = try #require(storyboard.scenes.first { $0.storyboardIdentifier == "Notes" })
        let data = notes.template.compiledData()
        let again = try NibTemplate(data: data, path: "Notes.nibct", registry: Self.registry)
        let connection = try #require(again.connections.last { $0.kind == .segue })
        #expect(connection.segueAttributes.map(\.name) == ["modalPresentationStyle", "modalTransitionStyle"])
        #expect(connection.segueAttributes.map(\.value) == ["formSheet", "crossDissolve"])

        let navigation = try #require(storyboard.scenes.first { $0.viewControllerID == "Nav-Ct-001" })
        let compiledNavigation = try NibTemplate(
            data: navigation.template.compiledData(), path: "Nav.nibct", registry: Self.registry)
        #expect(compiledNavigation.connections.first { $0.kind == .segue }?.segueRelationship == "rootViewController")
    }
}
