import Foundation
import NibKit
import Testing

/// Documents NibKit refuses, and every broken connection located at its own element.
@Suite("Interface Builder documents: what NibKit does not read, and located errors")
struct InterfaceBuilderErrorTests {
    @Test("a legacy <archive> xib loads, as the legacy archive format")
    func legacyArchive() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1280</int>
            \t\t<string key="IBDocument.SystemVersion">11C25</string>
            \t\t<string key="IBDocument.InterfaceBuilderVersion">1919</string>
            \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000000000">
            \t\t\t<object class="IBProxyObject" id="372490531">
            \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
            \t\t\t</object>
            \t\t</object>
            \t</data>
            </archive>
            """
        let template = try IB.template(xml: xml, registry: .dynamic, path: "ViewController.xib")
        #expect(template.formatName == "xib-archive")
        #expect(template.objects.map(\.role) == [.filesOwner])
    }

    @Test("a document version other than 3.0, 2.0 and 1.1 is refused at the document element")
    func unsupportedVersion() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="4.0" targetRuntime="iOS.CocoaTouch">
                <objects/>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(error?.code == .unsupportedFormat)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:2:1: error: Interface Builder document version '4.0' is not supported; NibKit reads versions 3.0, 2.0 and 1.1"
            ])
    }

    @Test("every broken connection is reported at its own element, path:line:col")
    func locatedConnectionErrors() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
                        <connections>
                            <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                            <outlet property="nameField" destination="Gon-e0-001" id="Out-Nm-001"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Lgn-Bt-n01">
                                <rect key="frame" x="20" y="180" width="130" height="44"/>
                                <connections>
                                    <action selector="login:" destination="Gon-e0-002" eventType="touchUpInside" id="aLg-In-001"/>
                                    <action selector="logout:" destination="-1" eventType="touchUpInside" id="aLg-Ot-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let error = failure { _ = try IB.template(xml: xml, path: "Login.xib") }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.diagnostics.map(\.description) == [
                "Login.xib:7:17: error: the outlet 'nameField' points at 'Gon-e0-001', which names no object in the archive",
                "Login.xib:17:25: error: the action 'login:' targets 'Gon-e0-002', which names no object in the archive",
                "Login.xib:18:25: error: LoginController does not perform the action 'logout:'",
            ])
        let outlet = error?.diagnostics.first
        #expect(outlet?.objectID == "-1")
        #expect(outlet?.className == "LoginController")
        #expect(outlet?.key == "nameField")
    }
}
