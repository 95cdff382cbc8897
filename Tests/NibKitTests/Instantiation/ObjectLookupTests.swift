import Foundation
import NibKit
import Testing

@Suite("Finding the objects a load created")
struct ObjectLookupTests {
    private static func loginForm() throws -> NibInstantiation {
        let template = try NibTemplate(
            contentsOf: Toolkit.packageRoot.appendingPathComponent("ExampleNibs/LoginForm.nibxml"),
            registry: Toolkit.registry)
        return try template.instantiate(owner: LoginController())
    }

    @Test("allObjects is every created object, nested ones included, in document order, never a placeholder")
    func allObjects() throws {
        let graph = try Self.loginForm()
        let ids = ["form", "logo", "nameField", "passwordField", "loginButton", "cancelButton"]
        #expect(graph.allObjects.count == ids.count)
        #expect(zip(graph.allObjects, ids).allSatisfy { $0 === graph.object(withID: $1) })
        #expect(!graph.allObjects.contains { $0 is LoginController })
    }

    @Test("objects(ofType:) finds the objects of a type and its subclasses, in document order")
    func objectsOfType() throws {
        let graph = try Self.loginForm()
        #expect(graph.objects(ofType: Button.self).map(\.title) == ["Log In", "Cancel"])
        #expect(graph.objects(ofType: TextField.self).map(\.placeholder) == ["Name", "Password"])
        #expect(graph.objects(ofType: View.self).count == 6, "the form, its image view, two fields and two buttons")
        #expect(graph.objects(ofType: ImageView.self).count == 1)
        #expect(graph.objects(ofType: Window.self).isEmpty)
    }

    @Test("object(withUserLabel:) finds an object by its Interface Builder label, never a placeholder")
    func userLabels() throws {
        let template = try NibTemplate(
            contentsOf: Toolkit.packageRoot.appendingPathComponent("ExampleNibs/LoginForm.xib"), registry: .dynamic)
        let graph = try template.instantiate(owner: DynamicObject(className: "LoginController"))
        #expect(graph.object(withUserLabel: "Log In Button") === graph.object(withID: "Lgn-Bt-n01"))
        #expect(graph.object(withUserLabel: "Cancel Button") === graph.object(withID: "Cnl-Bt-n02"))
        #expect(graph.object(withUserLabel: "Form") === graph.object(withID: "i5M-Pr-FkT"))
        #expect(graph.object(withUserLabel: "File's Owner") == nil)
        #expect(graph.object(withUserLabel: "Nothing") == nil)
    }

    @Test("of objects that share a label the first in document order is found; each scene keeps its own")
    func sharedAndSceneLabels() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="Twin"/>
                        <view contentMode="scaleToFill" id="Vw1-Ab-cde" userLabel="Twin">
                            <subviews>
                                <label opaque="NO" text="A" id="Lb1-Ab-cde" userLabel="Twin"/>
                            </subviews>
                        </view>
                        <label opaque="NO" text="B" id="Lb2-Ab-cde" userLabel="Twin"/>
                    </objects>
                </document>
                """
        let graph = try IB.template(xml: xml).instantiate()
        #expect(graph.object(withUserLabel: "Twin") === graph.object(withID: "Vw1-Ab-cde"))
        #expect(graph.allObjects.map { ($0 as? IB.UILabel)?.text } == [nil, "A", "B"])

        let storyboard = try NibStoryboard(
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Vc1-Ab-cde">
                    <scenes>
                        <scene sceneID="Scn-01-abc">
                            <objects>
                                <viewController id="Vc1-Ab-cde" userLabel="Home" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                        <scene sceneID="Scn-02-abc">
                            <objects>
                                <viewController storyboardIdentifier="Detail" id="Vc2-Ab-cde" userLabel="Detail" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """.utf8), path: "Main.storyboard", registry: IB.registry)
        let home = try storyboard.instantiateInitialScene()
        #expect(home.object(withUserLabel: "Home") === home.object(withID: "Vc1-Ab-cde"))
        #expect(home.object(withUserLabel: "Home") is IB.UIViewController)
        #expect(home.object(withUserLabel: "Detail") == nil)
        let detail = try storyboard.instantiateScene(withIdentifier: "Detail")
        #expect(detail.object(withUserLabel: "Detail") === detail.object(withID: "Vc2-Ab-cde"))
    }
}
