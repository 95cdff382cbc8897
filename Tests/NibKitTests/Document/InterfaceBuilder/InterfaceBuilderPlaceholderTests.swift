import Foundation
import NibKit
import Testing

/// File's Owner, First Responder, external objects and the Application, as iOS and
/// macOS documents write them.
@Suite("Interface Builder documents: placeholders")
struct InterfaceBuilderPlaceholderTests {
    @Test("iOS placeholders: IBFilesOwner, IBFirstResponder, and any other identifier is an external object")
    func iOSPlaceholders() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                            <connections>
                                <outlet property="button" destination="Btn-Cd-001" id="Out-Cd-001"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <placeholder placeholderIdentifier="SessionStore" id="Ext-St-001" userLabel="Session Store" customClass="SessionStore">
                            <connections>
                                <outlet property="statusLabel" destination="Lbl-St-001" id="Out-St-001"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="Crd-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Signed out" textAlignment="natural" lineBreakMode="tailTruncation" id="Lbl-St-001">
                                    <rect key="frame" x="16" y="16" width="288" height="21"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                                    <rect key="frame" x="16" y="60" width="288" height="44"/>
                                    <state key="normal" title="Sign In"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        let template = try IB.template(xml: xml)
        #expect(role(of: "-1", in: template) == .filesOwner)
        #expect(role(of: "-2", in: template) == .firstResponder)
        #expect(role(of: "Ext-St-001", in: template) == .external(identifier: "SessionStore"))
        #expect(role(of: "Crd-Vw-001", in: template) == .archived)
        #expect(template.statistics.placeholders == 3)

        let owner = IB.CardController()
        let store = IB.SessionStore()
        let graph = try template.instantiate(owner: owner, externalObjects: ["SessionStore": store])
        #expect(owner.button === graph.object(withID: "Btn-Cd-001"))
        #expect(owner.button?.title == "Sign In")
        #expect(store.statusLabel?.text == "Signed out")
        #expect(graph.object(withID: "Ext-St-001") == nil, "placeholders are not objects the load created")

        let error = failure { _ = try template.instantiate(owner: IB.CardController()) }
        #expect(error?.code == .missingExternalObject)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:14:9: error: no external object was supplied for the identifier 'SessionStore'"
            ])
    }

    @Test("awakeFromNib goes to File's Owner on macOS and never on iOS")
    func awakeOnFilesOwner() throws {
        let iOS =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PreferencesController">
                            <connections>
                                <outlet property="window" destination="Win-Pr-001" id="Out-Pr-001"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Win-Pr-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </window>
                    </objects>
                </document>
                """
        let cocoa =
            IB.cocoaHeader + """

                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController">
                            <connections>
                                <outlet property="window" destination="F0z-JX-Cv5" id="gIp-Ho-8D9"/>
                            </connections>
                        </customObject>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="F0z-JX-Cv5">
                            <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                            <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                            <view key="contentView" id="se5-gp-TjO">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                        </window>
                    </objects>
                </document>
                """
        let touchOwner = IB.PreferencesController()
        let (_, touchEvents) = try trace(try IB.template(xml: iOS), owner: touchOwner)
        #expect(touchOwner.window is IB.UIWindow)
        #expect(touchOwner.awakeCount == 0)
        #expect(touchEvents.filter { $0.phase == 4 } == [.awake(id: "Win-Pr-001")])

        let cocoaOwner = IB.PreferencesController()
        let (_, cocoaEvents) = try trace(try IB.template(xml: cocoa), owner: cocoaOwner)
        #expect(cocoaOwner.window is IB.NSWindow)
        #expect(cocoaOwner.awakeCount == 1)
        #expect(
            cocoaEvents.filter { $0.phase == 4 } == [
                .awake(id: "-2"), .awake(id: "F0z-JX-Cv5"), .awake(id: "se5-gp-TjO"),
            ])
    }

    @Test("a custom placeholder in a macOS document is an error at the placeholder")
    func customPlaceholderOnMacOS() {
        let xml =
            IB.cocoaHeader + """

                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <placeholder placeholderIdentifier="SessionStore" id="Ext-St-001" customClass="SessionStore"/>
                    </objects>
                </document>
                """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:10:9: error: custom placeholders are not supported on macOS; 'SessionStore' can only be used in an iOS document"
            ])
        #expect(error?.diagnostics.first?.objectID == "Ext-St-001")
    }
}
