import Foundation
import NibKit
import Testing

@Suite("Storyboard look-ups are located at the storyboard and its scenes")
struct StoryboardLookupTests {
    private let storyboard: NibStoryboard

    init() throws {
        storyboard = try NibStoryboard(
            data: Data(StoryboardTests.storyboard.utf8), path: "Main.storyboard", registry: IB.registry)
    }

    @Test("each scene knows where its element is written")
    func sceneLocations() {
        #expect(
            storyboard.scenes.map(\.location) == [
                SourceLocation(file: "Main.storyboard", line: 11, column: 9),
                SourceLocation(file: "Main.storyboard", line: 35, column: 9),
            ])
        #expect(storyboard.storyboardIdentifiers == ["Detail"])
    }

    @Test("an unknown identifier is an error at the storyboard, suggesting the closest known identifier")
    func unknownIdentifier() throws {
        let misspelt = try #require(failure { _ = try storyboard.instantiateViewController(withIdentifier: "Detial") })
        #expect(misspelt.code == .resourceNotFound)
        #expect(
            misspelt.diagnostics.map(\.description) == [
                "Main.storyboard:1:1: error: no view controller has the storyboard identifier 'Detial'; did you mean 'Detail'?"
            ])
        #expect(misspelt.diagnostics.first?.key == "Detial")

        let unknown = try #require(failure { _ = try storyboard.instantiateScene(withIdentifier: "Settings") })
        #expect(
            unknown.diagnostics.map(\.description) == [
                "Main.storyboard:1:1: error: no view controller has the storyboard identifier 'Settings'"
            ])
    }

    @Test("a scene that fails to instantiate is reported in the storyboard, at the element that failed")
    func sceneFailure() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Vc1-Ab-cde">
                <scenes>
                    <scene sceneID="Scn-01-abc">
                        <objects>
                            <viewController storyboardIdentifier="Card" id="Vc1-Ab-cde" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-Ab-cde">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.wobble">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-01-abc" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try NibStoryboard(data: Data(xml.utf8), path: "Card.storyboard", registry: IB.registry)
        #expect(storyboard.scenes.map(\.location) == [SourceLocation(file: "Card.storyboard", line: 4, column: 9)])
        let error = try #require(failure { _ = try storyboard.instantiateViewController(withIdentifier: "Card") })
        #expect(error.code == .instantiationFailed)
        #expect(
            error.diagnostics.map(\.description) == [
                "Card.storyboard:9:29: error: CALayer is not key value coding-compliant for the key 'wobble'"
            ])
        #expect(error.diagnostics.first?.className == "UIView")
        #expect(error.diagnostics.first?.objectID == "Vw1-Ab-cde")
    }
}
