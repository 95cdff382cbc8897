import Foundation
import NibKit
import Testing

/// Keyed elements, attributes and containers as values, read leniently or strictly.
@Suite("Interface Builder documents: values")
struct InterfaceBuilderValueTests {
    @Test("keyed elements become typed values: rect, autoresizingMask, colors, fonts, insets, nil, base64 strings")
    func typedValues() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <view contentMode="scaleToFill" id="Crd-Vw-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" id="Lbl-Cd-001">
                                    <rect key="frame" x="16" y="20" width="343" height="21"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <string key="text" base64-UTF8="YES">
                CUluZGVudGVk
                </string>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                    <color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <color key="shadowColor" cocoaTouchSystemColor="darkTextColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                                    <rect key="frame" x="16" y="60" width="343" height="44"/>
                                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                                    <inset key="contentEdgeInsets" minX="8" minY="4" maxX="12" maxY="6"/>
                                    <state key="normal" title="Go">
                                        <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </state>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="0.5" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <color key="tintColor" name="AccentColor"/>
                            <edgeInsets key="layoutMargins" top="8" left="16" bottom="10" right="20"/>
                        </view>
                    </objects>
                    <resources>
                        <namedColor name="AccentColor">
                            <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                        <systemColor name="systemBlueColor">
                            <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </systemColor>
                    </resources>
                </document>
                """
        let graph = try IB.template(xml: xml).instantiate()
        let view = try #require(graph.object(withID: "Crd-Vw-001") as? IB.UIView)
        let label = try #require(graph.object(withID: "Lbl-Cd-001") as? IB.UILabel)
        let button = try #require(graph.object(withID: "Btn-Cd-001") as? IB.UIButton)

        #expect(view.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(view.autoresizingMask == 4 | 8)
        #expect(label.autoresizingMask == 2 | 16)
        #expect(view.backgroundColor == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        var accent = Color(red: 0.1, green: 0.2, blue: 0.3)
        accent.name = "AccentColor"
        #expect(view.tintColor == accent, "a named color takes its value from <namedColor>")
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 10, right: 20))

        #expect(label.text == "\tIndented")
        #expect(label.font == FontDescription(type: "system", pointSize: 15, weight: "semibold"))
        #expect(label.textColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(label.shadowColor == Color(named: "darkTextColor"))
        #expect(label.highlightedColor == nil)

        var blue = Color(red: 0, green: 0.47843137254901963, blue: 1)
        blue.name = "systemBlueColor"
        #expect(button.backgroundColor == blue, "a system color takes its value from <systemColor>")
        #expect(button.contentEdgeInsets == EdgeInsets(top: 4, left: 8, bottom: 6, right: 12))
        #expect(button.title == "Go")
        #expect(button.normalState["titleColor"] as? Color == Color(red: 1, green: 1, blue: 1))
    }

    @Test("Cocoa colors: CMYK components, catalog colors, and attributes as booleans, numbers and strings")
    func cocoaValues() throws {
        let xml =
            IB.cocoaHeader + """

                    <objects>
                        <box boxType="custom" borderType="line" cornerRadius="4" title="Box" transparent="NO" id="Box-Cd-001">
                            <rect key="frame" x="20" y="20" width="200" height="100"/>
                            <color key="borderColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>
                            <color key="fillColor" cyan="0.0" magenta="1" yellow="1" black="0.5" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
                        </box>
                        <menuItem title="Delete" id="Del-Mi-001">
                            <string key="keyEquivalent" base64-UTF8="YES">
                CA
                </string>
                        </menuItem>
                    </objects>
                </document>
                """
        let graph = try IB.template(xml: xml, registry: .dynamic).instantiate()
        let box = try #require(graph.object(withID: "Box-Cd-001") as? DynamicObject)
        #expect(box.nibClassName == "NSBox")
        #expect(box.values["borderColor"] as? Color == Color(named: "controlAccentColor", catalog: "System"))
        #expect(box.values["fillColor"] as? Color == Color(red: 0.5, green: 0, blue: 0))
        #expect(box.values["cornerRadius"] as? Int == 4)
        #expect(box.values["transparent"] as? Bool == false)
        #expect(box.values["title"] as? String == "Box")
        #expect(box.values["id"] == nil, "metadata attributes are not properties")
        let item = try #require(graph.object(withID: "Del-Mi-001") as? DynamicObject)
        #expect(item.values["keyEquivalent"] as? String == "\u{8}")
    }

    @Test("lenient reading: an unknown keyed element is a generic dictionary, and unbound properties are skipped")
    func lenientReading() throws {
        let template = try IB.template(xml: Self.accessibleButton, registry: .dynamic)
        #expect(template.mode == .lenient)
        let graph = try template.instantiate()
        let button = try #require(graph.object(withID: "Btn-Ax-001") as? DynamicObject)
        let configuration = try #require(button.values["accessibilityConfiguration"] as? [String: Any])
        #expect(configuration["identifier"] as? String == "login.button")
        #expect(configuration["label"] as? String == "Log in")

        // A registered class gets only the properties it binds.
        let registered = try IB.template(xml: Self.accessibleButton).instantiate()
        let typed = try #require(registered.object(withID: "Btn-Ax-001") as? IB.UIButton)
        #expect(typed.frame == CGRect(x: 16, y: 60, width: 288, height: 44))
    }

    @Test("strict reading: an unknown keyed element is an error, and so is every property the class does not bind")
    func strictReading() throws {
        let xml = Self.accessibleButton.replacingOccurrences(
            of: "<accessibility key=\"accessibilityConfiguration\"", with: "<sparkle key=\"sparkleConfiguration\"")
        let unknown = failure { _ = try IB.template(xml: xml, registry: .dynamic, mode: .strict) }
        #expect(unknown?.code == .invalidArchive)
        #expect(
            unknown?.diagnostics.map(\.description) == [
                "Fixture.xib:10:13: error: unknown element <sparkle>"
            ])
        #expect(unknown?.diagnostics.first?.key == "sparkleConfiguration")

        let plain =
            IB.iOSHeader + """

                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Ax-001">
                            <rect key="frame" x="16" y="60" width="288" height="44"/>
                        </button>
                    </objects>
                </document>
                """
        let unbound = failure { _ = try IB.template(xml: plain, mode: .strict) }
        #expect(unbound?.code == .invalidArchive)
        #expect(
            unbound?.diagnostics.map(\.description) == [
                "Fixture.xib:8:9: error: UIButton is not key value coding-compliant for the key 'contentMode'",
                "Fixture.xib:8:9: error: UIButton is not key value coding-compliant for the key 'buttonType'",
            ])
        #expect(try IB.template(xml: plain).mode == .lenient, "the same document loads when read leniently")
    }

    @Test(
        "strict reading knows the elements Xcode writes, such as Xcode 13's <buttonConfiguration>, and reads them as leniently"
    )
    func strictReadingKnowsXcodeElements() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cf-001">
                            <rect key="frame" x="16" y="60" width="288" height="44"/>
                            <buttonConfiguration key="configuration" style="filled" title="Call" titleAlignment="center">
                                <fontDescription key="titleFontDescription" type="boldSystem" pointSize="17"/>
                                <backgroundConfiguration key="background" image="phone"/>
                            </buttonConfiguration>
                            <accessibility key="accessibilityConfiguration" identifier="call.button">
                                <accessibilityTraits key="traits" button="YES"/>
                            </accessibility>
                        </button>
                    </objects>
                </document>
                """
        for mode in [ReadingMode.strict, .lenient] {
            let graph = try IB.template(xml: xml, registry: .dynamic, mode: mode).instantiate()
            let button = try #require(graph.object(withID: "Btn-Cf-001") as? DynamicObject)
            let configuration = try #require(button.values["configuration"] as? [String: Any], "\(mode)")
            #expect(configuration["style"] as? String == "filled")
            #expect(configuration["title"] as? String == "Call")
            #expect(configuration["titleAlignment"] as? String == "center")
            #expect(
                configuration["titleFontDescription"] as? FontDescription
                    == FontDescription(type: "boldSystem", pointSize: 17))
            let background = try #require(configuration["background"] as? [String: Any])
            #expect(background["image"] as? String == "phone")
            #expect(background.count == 1)
            #expect(configuration.count == 5)
            let accessibility = try #require(button.values["accessibilityConfiguration"] as? [String: Any])
            #expect(accessibility["identifier"] as? String == "call.button")
            #expect((accessibility["traits"] as? [String: Any])?["button"] as? String == "YES")
        }
    }

    static let accessibleButton =
        IB.iOSHeader + """

                <objects>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Ax-001">
                        <rect key="frame" x="16" y="60" width="288" height="44"/>
                        <accessibility key="accessibilityConfiguration" identifier="login.button" label="Log in"/>
                    </button>
                </objects>
            </document>
            """

    @Test("containers become arrays: subviews and constraints of objects, segments of generic values")
    func containers() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <view contentMode="scaleToFill" id="Crd-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <subviews>
                                <label opaque="NO" text="One" id="Lbl-Cd-001"/>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Seg-Cd-001">
                                    <rect key="frame" x="16" y="40" width="288" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                    </segments>
                                </segmentedControl>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="120" id="Hgt-Cd-001"/>
                                <constraint firstAttribute="width" constant="320" id="Wdt-Cd-001"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
        var registry = IB.registry
        registry.allowsDynamicObjects = true
        let graph = try IB.template(xml: xml, registry: registry).instantiate()
        let view = try #require(graph.object(withID: "Crd-Vw-001") as? IB.UIView)
        #expect(view.subviews.count == 2)
        #expect((view.subviews.first as? IB.UILabel)?.text == "One")
        let constraints = view.constraints
        #expect(constraints.map(\.firstAttribute) == [.height, .width])
        #expect(constraints.map(\.constant) == [120, 320])
        #expect(
            constraints.allSatisfy { $0.firstItem === view && $0.secondItem == nil },
            "no firstItem: the view that holds it")
        let segmented = try #require(view.subviews.last as? DynamicObject)
        let segments = try #require(segmented.values["segments"] as? [Any])
        #expect(segments.compactMap { ($0 as? [String: Any])?["title"] as? String } == ["First", "Second"])
    }

    @Test("visibleAtLaunch: a Cocoa window is shown unless it says NO; an iOS window only when it says YES")
    func visibleAtLaunch() throws {
        let cocoa =
            IB.cocoaHeader + """

                    <objects>
                        <window title="Default" releasedWhenClosed="NO" animationBehavior="default" id="Win-Df-001">
                            <rect key="contentRect" x="0.0" y="0.0" width="480" height="270"/>
                        </window>
                        <window title="Hidden" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="Win-Hd-001">
                            <rect key="contentRect" x="0.0" y="0.0" width="480" height="270"/>
                        </window>
                    </objects>
                </document>
                """
        let touch =
            IB.iOSHeader + """

                    <objects>
                        <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Win-Df-002">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        </window>
                        <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="Win-Vs-002">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        </window>
                    </objects>
                </document>
                """
        for (xml, shown) in [(cocoa, ["Win-Df-001"]), (touch, ["Win-Vs-002"])] {
            let template = try IB.template(xml: xml)
            #expect(template.objects.filter(\.isVisibleAtLaunch).map(\.id) == shown)
            let presenter = RecordingPresenter()
            let graph = try template.instantiate(presenter: presenter)
            #expect(presenter.shown == shown)
            #expect(graph.visibleAtLaunchObjects.count == 1)
        }
    }
}
