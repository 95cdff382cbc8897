import Foundation
import NibKit
import Testing

/// `<userDefinedRuntimeAttributes>`: set by key path after creation, before connections.
@Suite("Interface Builder documents: user-defined runtime attributes")
struct InterfaceBuilderRuntimeAttributeTests {
    @Test("runtime attributes are set by key path after creation and before every connection")
    func runtimeAttributes() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                            <connections>
                                <outlet property="button" destination="Btn-Cd-001" id="Out-Cd-001"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                            <rect key="frame" x="16" y="60" width="288" height="44"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <real key="value" value="12.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card.button"/>
                                <userDefinedRuntimeAttribute type="color" keyPath="tintColor">
                                    <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </button>
                    </objects>
                </document>
                """
        let owner = IB.CardController()
        let (graph, events) = try trace(try IB.template(xml: xml), owner: owner)
        let button = try #require(graph.object(withID: "Btn-Cd-001") as? IB.UIButton)
        #expect(button.layer.cornerRadius == 12.5)
        #expect(button.layer.masksToBounds)
        #expect(button.accessibilityIdentifier == "card.button")
        #expect(button.tintColor == Color(red: 1, green: 0.5, blue: 0))
        // The outlet's observer already sees the radius.
        #expect(owner.cornerRadiusWhenConnected == 12.5)
        #expect(
            events.filter { $0.phase == 3 } == [
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "layer.cornerRadius", value: "12.5"),
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "layer.masksToBounds", value: "true"),
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "accessibilityIdentifier", value: "\"card.button\""),
                .runtimeAttribute(id: "Btn-Cd-001", keyPath: "tintColor", value: "rgba(1, 0.5, 0, 1)"),
                .outlet(source: "-1", property: "button", destination: "Btn-Cd-001"),
            ])
    }

    @Test("a runtime attribute for a key the class does not bind is an error naming object, class and key")
    func runtimeAttributeUnknownKey() {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                            <rect key="frame" x="16" y="60" width="288" height="44"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                    <integer key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </button>
                    </objects>
                </document>
                """
        let error = failure { _ = try IB.template(xml: xml) }
        #expect(error?.code == .invalidArchive)
        let diagnostic = error?.diagnostics.first
        #expect(error?.diagnostics.count == 1)
        #expect(diagnostic?.location == SourceLocation(file: "Fixture.xib", line: 11, column: 17))
        #expect(diagnostic?.objectID == "Btn-Cd-001")
        #expect(diagnostic?.className == "UIButton")
        #expect(diagnostic?.key == "cornerRadius")
        #expect(
            diagnostic?.message
                == "UIButton is not key value coding-compliant for the key 'cornerRadius' (runtime attribute 'cornerRadius')"
        )
    }

    @Test("image runtime attributes load through the resource provider; a missing image gives nil and a warning")
    func imageRuntimeAttributes() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="Img-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="image" keyPath="image" value="logo"/>
                            </userDefinedRuntimeAttributes>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="Img-Vw-002">
                            <rect key="frame" x="0.0" y="80" width="64" height="64"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="image" keyPath="image" value="missing"/>
                            </userDefinedRuntimeAttributes>
                        </imageView>
                    </objects>
                </document>
                """
        let png = try Data(contentsOf: Toolkit.example("logo.png"))
        let template = try IB.template(xml: xml, resources: InMemoryResourceProvider(["logo.png": png]))
        let (graph, events) = try trace(template)
        let found = try #require(graph.object(withID: "Img-Vw-001") as? IB.UIImageView)
        let missing = try #require(graph.object(withID: "Img-Vw-002") as? IB.UIImageView)
        #expect(found.image?.data == png)
        #expect(missing.image == nil)
        #expect(
            events.filter { $0.phase == 1 } == [
                .resource(kind: .image, name: "logo", found: true),
                .resource(kind: .image, name: "missing", found: false),
            ])
        #expect(
            graph.warnings.map(\.description) == [
                "Fixture.xib:17:17: warning: no image named 'missing' was found; the property gets nil"
            ])
    }
}
