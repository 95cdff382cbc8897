import Foundation
import NibKit
import Testing

/// The descriptions of NibKit's own classes, as UIKit and AppKit print theirs.
@Suite("Descriptions of the loader's classes")
struct LoaderClassDescriptionTests {
    @Test("Profile.xib's constraints print as UIKit logs them, with classes where UIKit has addresses")
    func profileConstraints() throws {
        let (graph, _) = try LayoutObjectTests.profile()
        let descriptions = try ["Nme-Wd-001", "Avt-Tp-001", "Avt-Cx-001", "Avt-Rt-001", "Nme-Bt-001"].map { id in
            try #require(graph.object(withID: id) as? LayoutConstraint).description
        }
        #expect(
            descriptions == [
                "<NSLayoutConstraint: UILabel.width == 200   (active)>",
                "<NSLayoutConstraint: UIImageView.top == UILayoutGuide.top + 20   (active)>",
                "<NSLayoutConstraint: UIImageView.centerX == UIView.centerX   (active)>",
                "<NSLayoutConstraint: UIImageView.width == UIImageView.height   (active)>",
                "<NSLayoutConstraint: UILayoutGuide.bottom >= UILabel.bottom + 20 @750   (active)>",
            ])
        let safeArea = try #require(graph.object(withID: "Saf-Ar-001") as? LayoutGuide)
        #expect(safeArea.description == "<UILayoutGuide: owningView = UIView>")
    }

    @Test("a constraint's identifier, multiplier, negative constant, relation and inactive state")
    func constraintShapes() {
        let button = DynamicObject(className: "UIButton")
        let view = DynamicObject(className: "UIView")
        let guide = LayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        let constraint = LayoutConstraint()
        constraint.identifier = "login-leading"
        constraint.firstItem = button
        constraint.firstAttribute = .leading
        constraint.relation = .lessThanOrEqual
        constraint.secondItem = view
        constraint.secondAttribute = .leadingMargin
        constraint.multiplier = 0.5
        constraint.constant = -12.5
        #expect(
            constraint.description
                == "<NSLayoutConstraint: 'login-leading' UIButton.leading <= 0.5*UIView.leadingMargin - 12.5   (active)>"
        )

        constraint.identifier = nil
        constraint.secondItem = guide
        constraint.secondAttribute = .top
        constraint.multiplier = 1
        constraint.constant = 0
        constraint.isActive = false
        #expect(
            constraint.description
                == "<NSLayoutConstraint: UIButton.leading <= UILayoutGuide'UIViewSafeAreaLayoutGuide'.top>")

        let unconnected = LayoutConstraint()
        unconnected.firstAttribute = .height
        unconnected.constant = 44
        #expect(unconnected.description == "<NSLayoutConstraint: nil.height == 44   (active)>")
        withExtendedLifetime((button, view, guide)) {}
    }

    @Test("a layout guide prints its archive class, identifier and type")
    func layoutGuides() throws {
        let guide = LayoutGuide()
        #expect(guide.description == "<UILayoutGuide>")
        guide.identifier = "Content \"Guide\""
        guide.guideType = "top"
        #expect(guide.description == "<UILayoutGuide: identifier = \"Content \\\"Guide\\\"\"; type = top>")

        let xml =
            IB.cocoaHeader + """

                    <objects>
                        <customView id="Cnt-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            <viewLayoutGuide key="safeArea" id="Cnt-Sf-001"/>
                        </customView>
                    </objects>
                </document>
                """
        let graph = try IB.template(xml: xml).instantiate(owner: nil)
        let safeArea = try #require(graph.object(withID: "Cnt-Sf-001") as? LayoutGuide)
        #expect(safeArea.nibClassName == "NSLayoutGuide")
        #expect(safeArea.description == "<NSLayoutGuide: owningView = NSView>")
    }

    @Test("a dynamic object prints the class it stands in for, and its frame when the archive gives one")
    func dynamicObjects() throws {
        #expect(DynamicObject(className: "LoginController").description == "<LoginController>")
        #expect(DynamicObject().description == "<DynamicObject>")
        let view = DynamicObject(className: "UIButton")
        try view.setValue(CGRect(x: 20, y: 180, width: 130, height: 44), forKey: "frame")
        #expect(view.description == "<UIButton: frame = (20 180; 130 44)>")

        let graph = try Toolkit.template(
            xml: """
                <nib version="1">
                  <object id="stand-in" class="Unknown">
                    <rect key="frame" x="0.5" y="-2" width="10" height="20"/>
                  </object>
                </nib>
                """,
            registry: .dynamic
        ).instantiate(owner: nil)
        #expect(graph.object(withID: "stand-in")?.description == "<Unknown: frame = (0.5 -2; 10 20)>")
    }

    @Test("the application prints the classes of its delegate and first responder")
    func application() throws {
        let application = Application()
        #expect(application.description == "<Application>")
        let delegate = DynamicObject(className: "AppDelegate")
        application.delegate = delegate
        #expect(application.description == "<Application: delegate = AppDelegate>")
        final class Field: Responder {
            override var canBecomeFirstResponder: Bool { true }
        }
        let field = Field()
        field.next = application
        #expect(field.becomeFirstResponder())
        #expect(application.description == "<Application: delegate = AppDelegate; firstResponder = Field>")
        withExtendedLifetime((delegate, field)) {}
    }

    @Test("the user defaults controller prints as NSUserDefaultsController, the shared one marked")
    func userDefaultsController() throws {
        let controller = UserDefaultsController()
        #expect(controller.description == "<NSUserDefaultsController>")
        controller.representsSharedInstance = true
        #expect(controller.description == "<NSUserDefaultsController: representsSharedInstance = YES>")
        #expect(controller.values.description == "<NSUserDefaultsController.values>")
        final class PreferencesController: UserDefaultsController {}
        #expect(PreferencesController().description == "<PreferencesController>")
    }
}
