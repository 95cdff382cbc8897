import Foundation
import NibKit

/// Writes the storyboard the storyboard phases read: an iOS storyboard
/// whose initial navigation controller's root is the first of `scenes`
/// scenes, each a view controller with a storyboard identifier and a view of
/// nine buttons and a label, its first button's show segue leading to the
/// next scene.
enum StoryboardGenerator {
    static func storyboard(scenes: Int) -> Data {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-ctl-000">
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                </dependencies>
                <scenes>
                    <scene sceneID="nav-scn-000">
                        <objects>
                            <navigationController id="nav-ctl-000" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar-000">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="\(controllerID(0))" kind="relationship" relationship="rootViewController" id="nav-rel-000"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="nav-frs-000" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
        for scene in 0..<scenes {
            out += """
                        <scene sceneID="scn-\(scene)">
                            <objects>
                                <viewController title="Scene \(scene)" storyboardIdentifier="\(identifier(scene))" id="\(controllerID(scene))" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="vw-\(scene)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>

                """
            for button in 0..<9 {
                let segue =
                    button == 0 && scene + 1 < scenes
                    ? """

                                                <connections>
                                                    <segue destination="\(controllerID(scene + 1))" kind="show" identifier="next" id="sg-\(scene)"/>
                                                </connections>
                    """ : ""
                out += """
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="bt-\(scene)-\(button)">
                                                    <rect key="frame" x="20" y="\(100 + 44 * button)" width="200" height="35"/>
                                                    <state key="normal" title="Button \(button)"/>\(segue)
                                                </button>

                    """
            }
            out += """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scene \(scene)" id="lb-\(scene)">
                                                <rect key="frame" x="20" y="60" width="353" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="frs-\(scene)" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>

                """
        }
        out += """
                </scenes>
            </document>

            """
        return Data(out.utf8)
    }

    static func controllerID(_ scene: Int) -> String { "vc-\(scene)" }

    static func identifier(_ scene: Int) -> String { "Scene\(scene)" }
}

/// The generated storyboard of one size.
struct StoryboardSubject {
    let data: Data
    let scenes: Int
    let registry = ClassRegistry.standard(for: .iOS)

    init(scenes: Int) {
        self.scenes = scenes
        data = StoryboardGenerator.storyboard(scenes: scenes)
    }

    /// The identifier of the scene in the middle, the one instantiated.
    var middleIdentifier: String { StoryboardGenerator.identifier(scenes / 2) }

    func read() throws(NibError) -> NibStoryboard {
        try NibStoryboard(data: data, path: "Bench.storyboard", registry: registry)
    }

    func makeRuntime() throws(NibError) -> UIStoryboard {
        UIStoryboard(try read(), name: "Bench", registry: registry)
    }
}
