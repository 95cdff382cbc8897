import Foundation
import NibKit
import Testing

/// The class of each element: customClass, customModule, or the element's own name.
@Suite("Interface Builder documents: classes")
struct InterfaceBuilderClassTests {
    @Test("the class is customClass, qualified by customModule, or derived from the element name")
    func classNames() throws {
        let touch =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController" customModule="Demo" customModuleProvider="target"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <customObject id="Obj-Nl-001"/>
                        <customObject id="Obj-Fm-001" customClass="DateFormatterProxy" customModule=""/>
                        <view contentMode="scaleToFill" id="Crd-Vw-001" customClass="CardView" customModule="Demo" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <label opaque="NO" text="Title" id="Lbl-Cd-001"/>
                                <textField opaque="NO" borderStyle="roundedRect" id="Fld-Cd-001"/>
                                <tableViewCell contentMode="scaleToFill" id="Cel-Cd-001"/>
                                <mapView clipsSubviews="YES" mapType="standard" id="Map-Cd-001"/>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="300" id="Hgt-Cd-001"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
        let touchTemplate = try IB.template(xml: touch, registry: .dynamic)
        #expect(className(of: "-1", in: touchTemplate) == "Demo.CardViewController")
        #expect(className(of: "-2", in: touchTemplate) == "UIResponder")
        #expect(className(of: "Obj-Nl-001", in: touchTemplate) == "NSObject")
        #expect(role(of: "Obj-Nl-001", in: touchTemplate) == .custom)
        #expect(className(of: "Obj-Fm-001", in: touchTemplate) == "DateFormatterProxy")
        #expect(className(of: "Crd-Vw-001", in: touchTemplate) == "Demo.CardView")
        #expect(className(of: "Lbl-Cd-001", in: touchTemplate) == "UILabel")
        #expect(className(of: "Fld-Cd-001", in: touchTemplate) == "UITextField")
        #expect(className(of: "Cel-Cd-001", in: touchTemplate) == "UITableViewCell")
        #expect(className(of: "Map-Cd-001", in: touchTemplate) == "MKMapView")
        #expect(className(of: "Hgt-Cd-001", in: touchTemplate) == "NSLayoutConstraint")

        let cocoa =
            IB.cocoaHeader + """

                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="ChartViewController" customModule="ChartsDemo" customModuleProvider="target"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <customObject id="Obj-Nl-002"/>
                        <customView id="Cus-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="Txt-Fd-001">
                                    <rect key="frame" x="18" y="236" width="444" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="Txt-Ce-001">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <customView id="Cht-Vw-001" customClass="LineChartView" customModule="Charts">
                                    <rect key="frame" x="20" y="20" width="440" height="200"/>
                                </customView>
                            </subviews>
                        </customView>
                    </objects>
                </document>
                """
        let cocoaTemplate = try IB.template(xml: cocoa, registry: .dynamic)
        #expect(className(of: "-2", in: cocoaTemplate) == "ChartsDemo.ChartViewController")
        #expect(className(of: "Obj-Nl-002", in: cocoaTemplate) == "NSObject")
        #expect(className(of: "Cus-Vw-001", in: cocoaTemplate) == "NSView")
        #expect(className(of: "Txt-Fd-001", in: cocoaTemplate) == "NSTextField")
        #expect(className(of: "Txt-Ce-001", in: cocoaTemplate) == "NSTextFieldCell")
        #expect(className(of: "Cht-Vw-001", in: cocoaTemplate) == "Charts.LineChartView")
    }

    @Test("an unregistered derived class is an error at its element, even when reading leniently")
    func unregisteredClass() {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <view contentMode="scaleToFill" id="Crd-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <switch opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Swi-Cd-001"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(
            error?.diagnostics.map(\.description) == [
                "Fixture.xib:11:17: error: unknown class 'UISwitch': register it in the ClassRegistry, or allow dynamic objects"
            ])
    }
}
