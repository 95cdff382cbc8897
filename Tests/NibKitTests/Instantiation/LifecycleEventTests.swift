import Foundation
import NibKit
import Testing

/// What a load reports of itself: the events' sentences with objects named,
/// the objects Apple wakes, and a template's names for its objects.
@Suite("Lifecycle events")
struct LifecycleEventTests {
    @Test("each event's sentence names the objects of phases 3 to 5 as the naming says, and phase 2 by id")
    func sentencesWithNames() {
        let names = ["b": "b (UIButton \"OK\")", "o": "o (Owner)", "v": "v (UIView)"]
        func sentence(_ event: LifecycleEvent) -> String { event.description(naming: { names[$0] ?? $0 }) }
        #expect(
            sentence(.initialize(id: "b", className: "UIButton", initializer: .coder)) == "b = UIButton.init(coder:)")
        #expect(
            sentence(.placeholder(id: "o", role: .filesOwner)) == "o: File's Owner, replaced by the owner passed in")
        #expect(
            sentence(.runtimeAttribute(id: "b", keyPath: "layer.cornerRadius", value: "8"))
                == "b (UIButton \"OK\").setValue(8, forKeyPath: \"layer.cornerRadius\")  // user-defined runtime attribute"
        )
        #expect(
            sentence(.outlet(source: "o", property: "view", destination: "v"))
                == "o (Owner).setValue(v (UIView), forKey: \"view\")")
        #expect(
            sentence(.outletCollection(source: "o", property: "views", destination: "v"))
                == "o (Owner).views += [v (UIView)]")
        #expect(
            sentence(.action(source: "b", selector: "ok:", target: "o", event: "touchUpInside"))
                == "b (UIButton \"OK\").addTarget(o (Owner), action: \"ok:\", for: touchUpInside)")
        #expect(
            sentence(.action(source: "b", selector: "ok:", target: nil, event: "primaryActionTriggered"))
                == "b (UIButton \"OK\").addTarget(nil, action: \"ok:\", for: primaryActionTriggered)  // nil target: the responder chain"
        )
        #expect(
            sentence(.segue(id: "s", source: "b", identifier: "next", destination: "elsewhere", kind: "show"))
                == "segue 'next' from b (UIButton \"OK\") to elsewhere (show), kept for the storyboard runtime")
        #expect(
            sentence(.binding(source: "v", binding: "hidden", destination: "o", keyPath: "muted", options: [:]))
                == "v (UIView).bind(\"hidden\", to: o (Owner), withKeyPath: \"muted\", options: [:])")
        #expect(sentence(.awake(id: "v")) == "v (UIView).awakeFromNib()")
        #expect(sentence(.defaultAwake(id: "v")) == "v (UIView).awakeFromNib()  // NSObject's default: nothing to do")
        #expect(sentence(.show(id: "v")) == "show v (UIView)")
        // Without naming, ids alone, as before.
        #expect(LifecycleEvent.awake(id: "v").description == "v.awakeFromNib()")
        #expect(LifecycleEvent.defaultAwake(id: "v").phase == 4)
    }

    @Test("a name from a file is escaped and bounded on its line, as every event is")
    func hostileNames() {
        let event = LifecycleEvent.awake(id: "v")
        #expect(event.description(naming: { "\($0) (X \"a\u{1B}[2J\")" }) == "v (X \"a\\u{1B}[2J\").awakeFromNib()")
    }

    @Test("a template names its objects by id, class and user label; placeholders by class or role")
    func displayNames() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("LoginForm.xib"), registry: .dynamic)
        func index(_ id: String) throws -> Int { try #require(template.objects.firstIndex { $0.id == id }) }
        #expect(try template.displayName(ofObjectAt: index("Lgn-Bt-n01")) == "Lgn-Bt-n01 (UIButton \"Log In Button\")")
        #expect(try template.userLabel(ofObjectAt: index("Lgn-Bt-n01")) == "Log In Button")
        #expect(try template.displayName(ofObjectAt: index("nMe-Fl-d01")) == "nMe-Fl-d01 (UITextField)")
        #expect(try template.userLabel(ofObjectAt: index("nMe-Fl-d01")) == nil)
        // Xcode labels File's Owner "File's Owner"; its class says more.
        #expect(try template.displayName(ofObjectAt: index("-1")) == "-1 (LoginController)")
        #expect(try template.displayName(ofObjectAt: index("-2")) == "-2 (UIResponder)")

        let nibxml = try NibTemplate(contentsOf: Toolkit.example("LoginForm.nibxml"), registry: .dynamic)
        let firstResponder = try #require(nibxml.objects.firstIndex { $0.role == .firstResponder })
        #expect(nibxml.displayName(ofObjectAt: firstResponder) == "firstResponder (First Responder)")
    }

    @Test("a label shared by several objects names each of them, and the lookup finds the first")
    func sharedLabels() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <view contentMode="scaleToFill" id="Vw1-Ab-cde" userLabel="Twin"/>
                        <label opaque="NO" text="B" id="Lb2-Ab-cde" userLabel="Twin"/>
                    </objects>
                </document>
                """
        let template = try IB.template(xml: xml)
        #expect(template.objects.indices.map { template.userLabel(ofObjectAt: $0) } == ["Twin", "Twin"])
        let graph = try template.instantiate(owner: nil)
        #expect(graph.object(withUserLabel: "Twin") === graph.object(withID: "Vw1-Ab-cde"))
    }

    @Test("phase 4 reports an object whose class does not adopt NibAwaking as keeping NSObject's default")
    func defaultAwake() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("Profile.xib"), registry: IB.registry)
        let (_, events) = try trace(template, owner: DynamicObject(className: "ProfileController"))
        let awake = events.filter { $0.phase == 4 }
        #expect(
            awake == [
                .awake(id: "Prf-Vw-001"), .awake(id: "Avt-Im-001"), .awake(id: "Nme-Lb-001"),
                .defaultAwake(id: "Nme-Wd-001"), .defaultAwake(id: "Saf-Ar-001"), .defaultAwake(id: "Avt-Tp-001"),
                .defaultAwake(id: "Avt-Cx-001"), .defaultAwake(id: "Avt-Rt-001"), .defaultAwake(id: "Avt-Wd-001"),
                .defaultAwake(id: "Nme-Tp-001"), .defaultAwake(id: "Nme-Cx-001"), .defaultAwake(id: "Nme-Bt-001"),
            ])
    }

    /// A macOS document owned by NSApplication, with the Application placeholder, as `MainMenu.xib` is.
    static let applicationOwned =
        IB.cocoaHeader + """

                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6"/>
                </objects>
            </document>
            """

    @Test("File's Owner and the application that are one object are woken once, as AppKit wakes NSApp")
    func applicationOwnerWokenOnce() throws {
        let template = try IB.template(xml: Self.applicationOwned)
        let app = DynamicObject(className: "NSApplication")
        let (_, events) = try trace(template, owner: app, application: app)
        #expect(app.awakeCount == 1)
        // The test toolkit's menu does not adopt NibAwaking.
        #expect(events.filter { $0.phase == 4 } == [.awake(id: "-2"), .defaultAwake(id: "AYu-sK-qS6")])

        // Two objects are two objects: each is woken.
        let owner = DynamicObject(className: "NSApplication")
        let application = DynamicObject(className: "NSApplication")
        let (_, separate) = try trace(template, owner: owner, application: application)
        #expect(owner.awakeCount == 1 && application.awakeCount == 1)
        #expect(
            separate.filter { $0.phase == 4 } == [
                .awake(id: "-2"), .awake(id: "-3"), .defaultAwake(id: "AYu-sK-qS6"),
            ])
    }

    @Test("a placeholder object whose class does not adopt NibAwaking is listed with NSObject's default")
    func placeholderDefaultAwake() throws {
        let template = try IB.template(xml: Self.applicationOwned)
        let (_, events) = try trace(template, owner: Responder(), application: Application())
        #expect(
            events.filter { $0.phase == 4 } == [
                .defaultAwake(id: "-2"), .defaultAwake(id: "-3"), .defaultAwake(id: "AYu-sK-qS6"),
            ])
    }
}
