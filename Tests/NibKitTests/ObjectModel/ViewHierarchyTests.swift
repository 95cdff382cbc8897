import Foundation
import NibKit
import Testing

@Suite("Views: one hierarchy, controls that are views, the responder chain")
struct ViewHierarchyTests {
    @Test("addSubview, insertSubview and removeFromSuperview keep subviews and superview in step")
    func hierarchy() {
        let root = NibKit.View()
        let a = NibKit.View()
        let b = NibKit.View()
        let c = NibKit.View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(a.superview === root && c.superview === root)
        // Adding a view elsewhere takes it from its superview first.
        a.addSubview(b)
        #expect(root.subviews.count == 2 && b.superview === a && b.isDescendant(of: root))
        b.removeFromSuperview()
        #expect(b.superview == nil && a.subviews.isEmpty && !b.isDescendant(of: root))
        root.addSubview(root)
        #expect(root.superview == nil, "a view cannot be its own subview")
    }

    @Test("a view's next responder is its view controller, else its superview, unless one was set")
    func nextResponder() {
        let root = NibKit.View()
        let child = NibKit.View()
        root.addSubview(child)
        #expect(child.next === root)
        let controller = Responder()
        root.viewController = controller
        #expect(root.next === controller)
        let other = Responder()
        child.next = other
        #expect(child.next === other)
    }

    @Test("an archive's subviews: a view listed twice is added once, at its last place")
    func subviewsFromAnArchive() throws {
        let root = NibKit.View()
        let a = NibKit.View()
        let b = NibKit.View()
        try root.setValue([a, b, a] as [NibKit.View], forKey: "subviews")
        #expect(root.subviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
        #expect(a.superview === root && b.superview === root)
        try root.setValue([b] as [NibKit.View], forKey: "subviews")
        #expect(a.superview == nil && root.subviews.count == 1)
    }

    @Test("a host's button subclasses the host's view and still sends actions; only controls may send one")
    func controlsAreViews() throws {
        // The test toolkit's Button is `View, Control`, its View a NibKit view.
        let template = try Toolkit.template("LoginForm.nibxml")
        let controller = LoginController()
        let graph = try template.instantiate(owner: controller)
        let login = try #require(graph.object(withID: "loginButton") as? Button)
        #expect((login as NibObject) is NibKit.View && (login as NibObject) is any Control)
        #expect(login.superview === controller.view)
        login.sendActions(for: .touchUpInside)
        #expect(controller.logins == 1)

        let notAControl = """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
              <filesOwner id="owner" class="LoginController"/>
              <object id="label" class="Label">
                <connections>
                  <action selector="login:" target="owner" event="touchUpInside"/>
                </connections>
              </object>
            </nib>
            """
        let error = try #require(throws: NibError.self) { try Toolkit.template(xml: notAControl) }
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.nibxml:6:7: error: Label is not a control, so it cannot send the action 'login:'"
            ])
    }
}

@Suite("Layout objects: constraints and layout guides, built in")
struct LayoutObjectTests {
    static func profile(registry: ClassRegistry = IB.registry) throws -> (NibInstantiation, DynamicObject) {
        var registry = registry
        registry.allowsDynamicObjects = true
        let template = try NibTemplate(contentsOf: Toolkit.example("Profile.xib"), registry: registry)
        let owner = DynamicObject(className: "ProfileController")
        return (try template.instantiate(owner: owner), owner)
    }

    @Test("Profile.xib: the safe area, constraints with their items, a ratio, a constraint on its own view")
    func profile() throws {
        let (graph, owner) = try Self.profile()
        let root = try #require(graph.object(withID: "Prf-Vw-001") as? IB.UIView)
        let avatar = try #require(graph.object(withID: "Avt-Im-001") as? IB.UIImageView)
        let name = try #require(graph.object(withID: "Nme-Lb-001") as? IB.UILabel)
        #expect(owner.values["view"] as? IB.UIView === root)
        #expect(name.text == "007", "attribute text stays text")

        let safeArea = try #require(root.safeAreaLayoutGuide)
        #expect(safeArea === graph.object(withID: "Saf-Ar-001") && safeArea.owningView === root)

        let constraints = root.constraints
        #expect(constraints.count == 7)
        let top = try #require(graph.object(withID: "Avt-Tp-001") as? LayoutConstraint)
        #expect(top.firstItem === avatar && top.firstAttribute == .top)
        #expect(top.secondItem === safeArea && top.secondAttribute == .top && top.constant == 20)
        let ratio = try #require(graph.object(withID: "Avt-Rt-001") as? LayoutConstraint)
        #expect(ratio.multiplier == 1 && ratio.firstAttribute == .width && ratio.secondAttribute == .height)
        let bottom = try #require(graph.object(withID: "Nme-Bt-001") as? LayoutConstraint)
        #expect(bottom.relation == .greaterThanOrEqual && bottom.priority == 750 && bottom.isActive)
        #expect(bottom.firstItem === safeArea && bottom.secondItem === name)

        // Inside the label's own <constraints>, with no firstItem: the label.
        let width = try #require(name.constraints.first)
        #expect(width.firstItem === name && width.secondItem == nil && width.firstAttribute == .width)
        #expect(width.constant == 200)
    }

    @Test("a ratio multiplier: 16:9, 1/3; a zero divisor is refused")
    func ratios() {
        #expect(LayoutConstraint.Ratio(rawValue: "16:9")?.value == 16.0 / 9.0)
        #expect(LayoutConstraint.Ratio(rawValue: "1/3")?.value == 1.0 / 3.0)
        #expect(LayoutConstraint.Ratio(rawValue: "0.5")?.value == 0.5)
        #expect(LayoutConstraint.Ratio(rawValue: "1:0") == nil)
        #expect(LayoutConstraint.Ratio(rawValue: "wide") == nil)
    }

    @Test("every registry knows the layout classes; a host's own class under a name replaces NibKit's")
    func hostReplacesBuiltIn() throws {
        final class HostConstraint: NibObject, NibKeyValueCoding {
            weak var firstItem: NibObject?
            weak var secondItem: NibObject?
            var identifier = ""
            static var keyBindings: [KeyBinding] {
                [
                    KeyBinding("firstItem", \HostConstraint.firstItem),
                    KeyBinding("secondItem", \HostConstraint.secondItem),
                ]
            }
        }
        var registry = ClassRegistry.dynamic
        let (builtIn, _) = try Self.profile(registry: registry)
        #expect(builtIn.object(withID: "Avt-Tp-001") is LayoutConstraint)
        #expect(builtIn.object(withID: "Saf-Ar-001") is LayoutGuide)
        registry.register(HostConstraint.self, as: "NSLayoutConstraint")
        let (hosted, _) = try Self.profile(registry: registry)
        let top = try #require(hosted.object(withID: "Avt-Tp-001") as? HostConstraint)
        #expect(top.firstItem === hosted.object(withID: "Avt-Im-001"))
    }
}
