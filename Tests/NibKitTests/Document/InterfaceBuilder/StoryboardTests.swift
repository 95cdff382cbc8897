import Foundation
import NibKit
import Testing

/// Storyboards: scenes instantiated one at a time, segues, Cocoa scenes' First Responders.
@Suite("Interface Builder documents: storyboards")
struct StoryboardTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Home-->
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController title="Home" id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Shw-Dt-l01">
                                        <rect key="frame" x="150" y="400" width="93" height="35"/>
                                        <state key="normal" title="Show Detail"/>
                                        <connections>
                                            <segue destination="Det-VC-001" kind="show" identifier="showDetail" id="Seg-ue-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="139" y="4"/>
                </scene>
                <!--Detail View Controller-->
                <scene sceneID="Xc2-Ab-9Qd">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Det-VC-001" customClass="DetailViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dv0-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="Dlb-Lb-001">
                                        <rect key="frame" x="16" y="100" width="361" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sfa-Gd-002"/>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="Dlb-Lb-001" id="Out-Dt-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Rs-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="900" y="4"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test("a storyboard's scenes are instantiated one at a time, each with its own First Responder")
    func storyboardScenes() throws {
        let storyboard = try NibStoryboard(
            data: Data(Self.storyboard.utf8), path: "Main.storyboard", registry: IB.registry)
        #expect(storyboard.initialViewControllerID == "BYZ-38-t0r")
        #expect(storyboard.scenes.map(\.id) == ["tne-QT-ifu", "Xc2-Ab-9Qd"])
        #expect(storyboard.scenes.map(\.viewControllerID) == ["BYZ-38-t0r", "Det-VC-001"])
        #expect(storyboard.scenes.map(\.storyboardIdentifier) == [nil, "Detail"])
        #expect(
            storyboard.scenes.map { $0.template.objects.filter { $0.role == .firstResponder }.map(\.id) } == [
                ["dkx-z0-nzr"], ["Fr2-Rs-001"],
            ])

        let home = try #require(try storyboard.instantiateInitialViewController() as? IB.UIViewController)
        #expect(!(home is IB.DetailViewController))
        #expect(home.title == "Home")
        let button = try #require(home.view?.subviews.first as? IB.UIButton)
        #expect(button.title == "Show Detail")

        let detail = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Detail") as? IB.DetailViewController)
        #expect(detail.titleLabel?.text == "Detail")
        #expect(detail.titleLabel?.font == FontDescription(style: "UICTFontTextStyleHeadline"))
        #expect(detail.view?.subviews.first === detail.titleLabel)

        // Each instantiation is a fresh graph.
        let again = try storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(again !== detail)

        let error = failure { _ = try storyboard.instantiateViewController(withIdentifier: "Settings") }
        #expect(error?.code == .resourceNotFound)
        #expect(error?.diagnostics.first?.message == "no view controller has the storyboard identifier 'Settings'")
    }

    @Test("segues are kept for the storyboard runtime and counted in the statistics")
    func segues() throws {
        let storyboard = try NibStoryboard(
            data: Data(Self.storyboard.utf8), path: "Main.storyboard", registry: IB.registry)
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        _ = try storyboard.instantiateInitialScene(options: options)
        let segue = LifecycleEvent.segue(
            id: "Seg-ue-001", source: "Shw-Dt-l01", identifier: "showDetail", destination: "Det-VC-001", kind: "show")
        #expect(events.all.contains(segue))
        #expect(segue.phase == 3)
        #expect(!events.all.contains { if case .initialize(let id, _, _) = $0 { id == "Det-VC-001" } else { false } })
        // The button's segue is in the scene's view, cut from its controller.
        #expect(storyboard.scenes.map(\.template.statistics.segues) == [0, 0])
        #expect(storyboard.scenes.map { $0.viewTemplate?.statistics.segues } == [1, 0])
        #expect(storyboard.scenes.map(\.template.statistics.placeholders) == [1, 1])
        #expect(storyboard.scenes.map { $0.viewTemplate?.statistics.placeholders } == [2, 2])

        // Read whole, as nibtool does, the storyboard is one template with every scene.
        let whole = try IB.template(xml: Self.storyboard, path: "Main.storyboard")
        #expect(whole.formatName == "storyboard")
        #expect(whole.statistics.segues == 1)
        #expect(whole.statistics.placeholders == 2)
        #expect(whole.statistics.topLevel == 2)
    }

    @Test("a Cocoa storyboard marks each scene's First Responder with sceneMemberID: actions to it get a nil target")
    func cocoaStoryboardFirstResponder() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <deployment identifier="macosx"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                </dependencies>
                <scenes>
                    <!--Application-->
                    <scene sceneID="JPo-4y-FX3">
                        <objects>
                            <application id="hnw-xV-0zn" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                    <items>
                                        <menuItem title="Quit Demo" keyEquivalent="q" id="4sb-4s-VLi">
                                            <connections>
                                                <action selector="terminate:" target="Ady-hI-5gd" id="Te7-pn-YzF"/>
                                            </connections>
                                        </menuItem>
                                    </items>
                                </menu>
                                <connections>
                                    <outlet property="delegate" destination="Voe-Tx-rLC" id="PrD-fu-P6m"/>
                                </connections>
                            </application>
                            <customObject id="Voe-Tx-rLC" customClass="AppDelegate" customModule="Demo" customModuleProvider="target"/>
                            <customObject id="Ady-hI-5gd" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="75" y="0.0"/>
                    </scene>
                </scenes>
            </document>
            """
        let template = try IB.template(xml: xml, registry: .dynamic, path: "Main.storyboard")
        #expect(template.platform == .macOS)
        #expect(role(of: "Ady-hI-5gd", in: template) == .firstResponder)
        let (graph, events) = try trace(template)
        #expect(graph.object(withID: "Ady-hI-5gd") == nil, "First Responder is not an object the load creates")
        let quit = try #require(graph.object(withID: "4sb-4s-VLi") as? DynamicObject)
        #expect(quit.targetActions.first?.hasTarget == false)
        #expect(
            events.contains(
                .action(source: "4sb-4s-VLi", selector: "terminate:", target: nil, event: "primaryActionTriggered")))
    }

    @Test("a xib is not a storyboard")
    func xibIsNotAStoryboard() throws {
        let data = try Data(contentsOf: Toolkit.example("LoginForm.xib"))
        let error = failure { _ = try NibStoryboard(data: data, path: "LoginForm.xib", registry: IB.registry) }
        #expect(error?.code == .unsupportedFormat)
        #expect(error?.diagnostics.map(\.description) == ["LoginForm.xib:1:1: error: this is not a storyboard"])
    }
}
