import Foundation
import NibKit
import Testing

@Suite("DynamicObject: a stand-in that records every value and fills a view's own keys")
struct DynamicObjectTests {
    static let xml =
        IB.iOSHeader + """

                <objects>
                    <view hidden="YES" alpha="0.5" tag="7" contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="10" y="20" width="320" height="120"/>
                        <subviews>
                            <label text="Name" id="Nme-Lb-001">
                                <rect key="frame" x="8" y="8" width="100" height="21"/>
                            </label>
                            <imageView contentMode="scaleAspectFit" id="Avt-Im-001">
                                <rect key="frame" x="8" y="40" width="64" height="64"/>
                            </imageView>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </objects>
            </document>
            """

    @Test("a stand-in for a view has the frame, subviews, flags and colour the archive gives it")
    func viewKeys() throws {
        let graph = try IB.template(xml: Self.xml, registry: .dynamic).instantiate()
        let card = try #require(graph.object(withID: "Crd-Vw-001") as? DynamicObject)
        let label = try #require(graph.object(withID: "Nme-Lb-001") as? DynamicObject)
        let image = try #require(graph.object(withID: "Avt-Im-001") as? DynamicObject)
        #expect(card.frame == CGRect(x: 10, y: 20, width: 320, height: 120))
        #expect(card.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(label), ObjectIdentifier(image)])
        #expect(label.superview === card)
        #expect(image.frame == CGRect(x: 8, y: 40, width: 64, height: 64))
        #expect(card.isHidden)
        #expect(!label.isHidden)
        #expect(card.alpha == 0.5)
        #expect(card.tag == 7)
        #expect(card.backgroundColor == Color(red: 1, green: 1, blue: 1))
    }

    @Test("every value is recorded in values and keyOrder too, a view's keys included")
    func recordsEveryKey() throws {
        let graph = try IB.template(xml: Self.xml, registry: .dynamic).instantiate()
        let card = try #require(graph.object(withID: "Crd-Vw-001") as? DynamicObject)
        #expect(card.keyOrder == ["frame", "subviews", "backgroundColor", "hidden", "alpha", "tag", "contentMode"])
        #expect(card.values["frame"] as? CGRect == CGRect(x: 10, y: 20, width: 320, height: 120))
        #expect((card.values["subviews"] as? [Any])?.count == 2)
        #expect(card.values["contentMode"] as? String == "scaleToFill")
        #expect(try card.value(forKey: "tag") as? Int == 7)
    }

    @Test("a value of another type than the view's property is only recorded")
    func mismatchedValueIsRecorded() throws {
        let object = DynamicObject(className: "UIView")
        try object.setValue("wide", forKey: "frame")
        try object.setValue(3, forKey: "tag")
        #expect(object.frame == .zero)
        #expect(object.values["frame"] as? String == "wide")
        #expect(object.tag == 3)
        #expect(object.keyOrder == ["frame", "tag"])
    }
}
