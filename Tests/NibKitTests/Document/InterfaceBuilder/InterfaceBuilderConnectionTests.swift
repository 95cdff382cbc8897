import Foundation
import NibKit
import Testing

/// Outlets, outlet collections, actions and bindings as `<connections>` writes them.
@Suite("Interface Builder documents: connections")
struct InterfaceBuilderConnectionTests {
    @Test("actions: iOS destination and eventType, Cocoa target; First Responder is a nil target on both")
    func actionSpellings() throws {
        let touch =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="Frm-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Lgn-Bt-001">
                                    <rect key="frame" x="16" y="60" width="288" height="44"/>
                                    <connections>
                                        <action selector="login:" destination="-1" eventType="touchUpInside" id="Act-Lg-001"/>
                                    </connections>
                                </button>
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="Fld-Nm-001">
                                    <rect key="frame" x="16" y="16" width="288" height="34"/>
                                    <connections>
                                        <action selector="cancelOperation:" destination="-2" eventType="editingDidEndOnExit" id="Act-Cn-001"/>
                                    </connections>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        let owner = IB.LoginController()
        let (graph, events) = try trace(try IB.template(xml: touch), owner: owner)
        let button = try #require(graph.object(withID: "Lgn-Bt-001") as? IB.UIButton)
        let field = try #require(graph.object(withID: "Fld-Nm-001") as? IB.UITextField)
        #expect(button.targetActions.count == 1)
        #expect(button.targetActions.first?.target === owner)
        #expect(button.targetActions.first?.action == "login:")
        #expect(button.targetActions.first?.event == .touchUpInside)
        #expect(field.targetActions.first?.hasTarget == false)
        #expect(field.targetActions.first?.event == .editingDidEndOnExit)
        #expect(
            events.filter { if case .action = $0 { true } else { false } } == [
                .action(source: "Lgn-Bt-001", selector: "login:", target: "-1", event: "touchUpInside"),
                .action(source: "Fld-Nm-001", selector: "cancelOperation:", target: nil, event: "editingDidEndOnExit"),
            ])

        let cocoa =
            IB.cocoaHeader + """

                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <customObject id="Voe-Tx-rLC" customClass="AppDelegate"/>
                        <menu title="File" id="bib-Uj-vzu">
                            <items>
                                <menuItem title="New Window" keyEquivalent="n" id="Was-JA-tGl">
                                    <connections>
                                        <action selector="newWindow:" target="Voe-Tx-rLC" id="3ka-rm-6Lt"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Close" keyEquivalent="w" id="DVo-aG-piG">
                                    <connections>
                                        <action selector="performClose:" target="-1" id="HmO-Ls-i7Q"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </objects>
                </document>
                """
        let (cocoaGraph, cocoaEvents) = try trace(try IB.template(xml: cocoa))
        let newWindow = try #require(cocoaGraph.object(withID: "Was-JA-tGl") as? IB.NSMenuItem)
        let close = try #require(cocoaGraph.object(withID: "DVo-aG-piG") as? IB.NSMenuItem)
        #expect(newWindow.targetActions.first?.target === cocoaGraph.object(withID: "Voe-Tx-rLC"))
        #expect(close.targetActions.first?.hasTarget == false)
        #expect(close.targetActions.first?.event == .primaryActionTriggered)
        #expect(
            cocoaEvents.filter { if case .action = $0 { true } else { false } } == [
                .action(
                    source: "Was-JA-tGl", selector: "newWindow:", target: "Voe-Tx-rLC", event: "primaryActionTriggered"),
                .action(source: "DVo-aG-piG", selector: "performClose:", target: nil, event: "primaryActionTriggered"),
            ])
    }

    @Test("outlet collections collect their members in connection order")
    func outletCollections() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                            <connections>
                                <outletCollection property="labels" destination="Lbl-Cd-003" collectionClass="NSMutableArray" id="Col-Cd-001"/>
                                <outletCollection property="labels" destination="Lbl-Cd-001" collectionClass="NSMutableArray" id="Col-Cd-002"/>
                                <outletCollection property="labels" destination="Lbl-Cd-002" collectionClass="NSMutableArray" id="Col-Cd-003"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="Crd-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <subviews>
                                <label opaque="NO" text="One" id="Lbl-Cd-001"/>
                                <label opaque="NO" text="Two" id="Lbl-Cd-002"/>
                                <label opaque="NO" text="Three" id="Lbl-Cd-003"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        let template = try IB.template(xml: xml)
        #expect(template.statistics.outletCollections == 3)
        let owner = IB.CardController()
        let (_, events) = try trace(template, owner: owner)
        #expect(owner.labels.map(\.text) == ["Three", "One", "Two"])
        #expect(
            events.filter { $0.phase == 3 } == [
                .outletCollection(source: "-1", property: "labels", destination: "Lbl-Cd-003"),
                .outletCollection(source: "-1", property: "labels", destination: "Lbl-Cd-001"),
                .outletCollection(source: "-1", property: "labels", destination: "Lbl-Cd-002"),
            ])
    }

    @Test("Cocoa bindings are read as binding connections, without warnings (CocoaBindingTests has the rest)")
    func cocoaBindings() throws {
        let xml =
            IB.cocoaHeader + """

                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <userDefaultsController representsSharedInstance="YES" id="Udc-00-001"/>
                        <button verticalHuggingPriority="750" id="Chk-Bx-001">
                            <rect key="frame" x="18" y="20" width="200" height="18"/>
                            <connections>
                                <binding destination="Udc-00-001" name="value" keyPath="values.checkForUpdates" id="Bnd-00-001"/>
                                <binding destination="Udc-00-001" name="enabled" keyPath="values.canUpdate" id="Bnd-00-002"/>
                            </connections>
                        </button>
                    </objects>
                </document>
                """
        let template = try IB.template(xml: xml, registry: .dynamic)
        #expect(template.statistics.outlets == 0)
        #expect(template.statistics.bindings == 2)
        #expect(template.connections.filter { $0.kind == .binding }.map(\.name) == ["value", "enabled"])
        #expect(template.warnings.isEmpty)
    }
}
