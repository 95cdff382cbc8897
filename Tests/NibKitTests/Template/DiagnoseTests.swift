import Foundation
import NibKit
import Testing

/// File's Owner of the login fixtures, as the app `LoginApp` declares it.
final class LoginViewController: Responder, NibKeyValueCoding, NibActionPerforming {
    var nameField: IB.UITextField?
    var fields: [IB.UITextField] = []
    var logIns = 0

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("nameField", \LoginViewController.nameField),
            KeyBinding("fields", \LoginViewController.fields),
        ]
    }

    static var actionBindings: [ActionBinding] { [ActionBinding("logIn:", LoginViewController.logIn)] }

    func logIn(_ sender: Any?) { logIns += 1 }
}

/// The login fixtures: an iOS xib whose File's Owner is `owner` (its
/// attributes), with an outlet, an outlet collection of two members and a
/// button's action to File's Owner. Lines: the owner at 8, the outlet at 10,
/// the collection's members at 11 and 12, the button at 17, its action at 19.
enum LoginFixture {
    static let path = "Login.xib"

    static func xml(
        owner: String = #"customClass="LoginViewController" customModule="LoginApp""#,
        outlet: String = "nameField", outletDestination: String = "name", secondMember: String = "password",
        action: String = "logIn:"
    ) -> String {
        IB.iOSHeader + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" \(owner)>
                        <connections>
                            <outlet property="\(outlet)" destination="\(outletDestination)" id="o1"/>
                            <outletCollection property="fields" destination="name" collectionClass="NSMutableArray" id="c1"/>
                            <outletCollection property="fields" destination="\(secondMember)" collectionClass="NSMutableArray" id="c2"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="logIn">
                                <connections>
                                    <action selector="\(action)" destination="-1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                            <textField opaque="NO" contentMode="scaleToFill" id="name"/>
                            <textField opaque="NO" contentMode="scaleToFill" id="password"/>
                            <label opaque="NO" contentMode="left" text="Welcome" id="title"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
    }

    /// The test classes for Interface Builder's names, with the owner's class
    /// registered under each of `ownerNames`.
    static func registry(ownerNames: String...) -> ClassRegistry {
        var registry = IB.registry
        registry.register(LoginViewController.self, names: ownerNames)
        return registry
    }

    /// Every problem `NibTemplate.diagnose` finds in the fixture, one line each.
    static func diagnose(_ xml: String, registry: ClassRegistry) -> [String] {
        NibTemplate.diagnose(data: Data(xml.utf8), path: path, registry: registry).map(\.description)
    }

    /// What a load of the fixture throws, one line each: the template's
    /// errors when it refuses the file, else the instantiation's with a
    /// `LoginViewController` owner; empty when it loads.
    static func load(_ xml: String, registry: ClassRegistry) -> [String] {
        do {
            let template = try NibTemplate(data: Data(xml.utf8), path: path, registry: registry)
            _ = try template.instantiate(owner: LoginViewController())
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// What the load's own checks of the live objects say: the fixture
    /// instantiated, with a `LoginViewController` owner, from a template
    /// whose registry lacks the owner's class, so that only the load checks it.
    static func liveLoad(_ xml: String) -> [String] {
        load(xml, registry: IB.registry)
    }
}

/// `NibTemplate.diagnose` says, located, everything about the file that a
/// load would refuse: File's Owner's class found by the registry's rule for
/// modules, outlets whose destination's class the property cannot hold, and
/// actions the target's class does not perform.
@Suite("NibTemplate.diagnose: the checks a load makes")
struct DiagnoseTests {
    @Test("a correct fixture has no problem and loads, whichever way its owner's class is registered")
    func correctFixture() throws {
        for names in [["LoginApp.LoginViewController"], ["LoginViewController"]] {
            var registry = IB.registry
            registry.register(LoginViewController.self, names: names)
            #expect(LoginFixture.diagnose(LoginFixture.xml(), registry: registry) == [])
            #expect(LoginFixture.load(LoginFixture.xml(), registry: registry) == [])
        }
    }

    @Test("File's Owner in module LoginApp, registered without a module: its renamed outlet is an error at the outlet")
    func qualifiedOwnerRegisteredBare() {
        let xml = LoginFixture.xml(outlet: "nameFeild")
        let registry = LoginFixture.registry(ownerNames: "LoginViewController")
        let expected =
            "Login.xib:10:17: error: LoginApp.LoginViewController is not key value coding-compliant for the key 'nameFeild'; did you mean 'nameField'?"
        #expect(LoginFixture.diagnose(xml, registry: registry) == [expected])
        #expect(LoginFixture.load(xml, registry: registry) == LoginFixture.diagnose(xml, registry: registry))
        #expect(
            LoginFixture.liveLoad(xml) == [
                "Login.xib:10:17: error: LoginViewController is not key value coding-compliant for the key 'nameFeild'; did you mean 'nameField'?"
            ])
    }

    @Test("File's Owner without a module, registered in LoginApp: a warning at the owner suggests the qualified name")
    func bareOwnerRegisteredQualified() {
        let xml = LoginFixture.xml(owner: #"customClass="LoginViewController""#)
        let registry = LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        #expect(
            LoginFixture.diagnose(xml, registry: registry) == [
                "Login.xib:8:9: warning: the class 'LoginViewController' of File's Owner is not registered, so its connections are not checked; did you mean 'LoginApp.LoginViewController'?"
            ])
    }

    @Test("a misspelt File's Owner class: a warning at the owner suggests the registered name")
    func misspeltOwner() {
        let xml = LoginFixture.xml(owner: #"customClass="LoginViewControler" customModule="LoginApp""#)
        #expect(
            LoginFixture.diagnose(xml, registry: LoginFixture.registry(ownerNames: "LoginApp.LoginViewController"))
                == [
                    "Login.xib:8:9: warning: the class 'LoginApp.LoginViewControler' of File's Owner is not registered, so its connections are not checked; did you mean 'LoginApp.LoginViewController'?"
                ])
        // Registered without a module, the class part is compared.
        #expect(
            LoginFixture.diagnose(xml, registry: LoginFixture.registry(ownerNames: "LoginViewController")) == [
                "Login.xib:8:9: warning: the class 'LoginApp.LoginViewControler' of File's Owner is not registered, so its connections are not checked; did you mean 'LoginViewController'?"
            ])
    }

    @Test("an outlet wired to an object of a class the property cannot hold is an error at the outlet")
    func outletOfTheWrongClass() {
        let xml = LoginFixture.xml(outletDestination: "title")
        let registry = LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        #expect(
            LoginFixture.diagnose(xml, registry: registry) == [
                "Login.xib:10:17: error: LoginApp.LoginViewController cannot set 'nameField' to an object of class UILabel: the property holds UITextField?"
            ])
        #expect(LoginFixture.load(xml, registry: registry) == LoginFixture.diagnose(xml, registry: registry))
        #expect(
            LoginFixture.liveLoad(xml) == [
                "Login.xib:10:17: error: LoginViewController cannot set 'nameField' to an object of class UILabel: the property holds UITextField?"
            ])
    }

    @Test("an outlet collection with a member of a class the property cannot hold is an error at its first member")
    func collectionOfTheWrongClass() {
        let xml = LoginFixture.xml(secondMember: "title")
        let registry = LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        #expect(
            LoginFixture.diagnose(xml, registry: registry) == [
                "Login.xib:11:17: error: LoginApp.LoginViewController cannot set 'fields' to an array of UITextField, UILabel: the property holds Array<UITextField>"
            ])
        #expect(LoginFixture.load(xml, registry: registry) == LoginFixture.diagnose(xml, registry: registry))
        #expect(
            LoginFixture.liveLoad(xml) == [
                "Login.xib:11:17: error: LoginViewController cannot set 'fields' to an array of UITextField, UILabel: the property holds Array<UITextField>"
            ])
    }

    @Test("an action the target's class does not perform is an error at the action")
    func unperformedAction() {
        let xml = LoginFixture.xml(action: "login:")
        let registry = LoginFixture.registry(ownerNames: "LoginViewController")
        #expect(
            LoginFixture.diagnose(xml, registry: registry) == [
                "Login.xib:19:25: error: LoginApp.LoginViewController does not perform the action 'login:'; did you mean 'logIn:'?"
            ])
        #expect(LoginFixture.load(xml, registry: registry) == LoginFixture.diagnose(xml, registry: registry))
        #expect(
            LoginFixture.liveLoad(xml) == [
                "Login.xib:19:25: error: LoginViewController does not perform the action 'login:'; did you mean 'logIn:'?"
            ])
    }

    @Test("a runtime attribute of one key whose value the property cannot hold is an error at the attribute")
    func runtimeAttributeOfTheWrongType() {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="autoresizingMask" value="wide"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <real key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                    </objects>
                </document>
                """
        let expected =
            "Runtime.xib:10:17: error: UIView cannot set 'autoresizingMask' to a string: the property holds Int"
        #expect(
            NibTemplate.diagnose(data: Data(xml.utf8), path: "Runtime.xib", registry: IB.registry).map(\.description)
                == [expected])
        let failure = NibKitTests.failure {
            _ = try NibTemplate(data: Data(xml.utf8), path: "Runtime.xib", registry: IB.registry)
        }
        #expect(failure?.diagnostics.map(\.description) == [expected])
        // Without it, the attribute through the layer loads.
        let valid = xml.replacingOccurrences(
            of: #"<userDefinedRuntimeAttribute type="string" keyPath="autoresizingMask" value="wide"/>"#, with: "")
        #expect(NibTemplate.diagnose(data: Data(valid.utf8), path: "Runtime.xib", registry: IB.registry).isEmpty)
    }

    @Test("with dynamic objects allowed, a class close to a registered one is a warning, once a name")
    func dynamicStandInsCloseToRegisteredClasses() {
        var registry = LoginFixture.registry(ownerNames: "LoginApp.LoginViewController")
        registry.allowsDynamicObjects = true
        let xml = LoginFixture.xml(owner: #"customClass="LoginViewController""#)
            .replacingOccurrences(of: "<textField ", with: #"<textField customClass="UITextFeild" "#)
        #expect(
            LoginFixture.diagnose(xml, registry: registry) == [
                "Login.xib:8:9: warning: the class 'LoginViewController' of File's Owner is not registered, so its connections are not checked; did you mean 'LoginApp.LoginViewController'?",
                "Login.xib:22:17: warning: no class is registered as 'UITextFeild', so its objects are dynamic objects; did you mean 'UITextField'?",
            ])
        // A registry of no classes has nothing to suggest.
        #expect(LoginFixture.diagnose(xml, registry: .dynamic) == [])
    }
}
