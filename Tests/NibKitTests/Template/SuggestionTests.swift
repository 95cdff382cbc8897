import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// The diagnostics a nibxml fixture produces, in `line:col: message` form.
private func problems(_ xml: String, registry: ClassRegistry = Toolkit.registry) -> [String] {
    NibTemplate.diagnose(data: Data(xml.utf8), path: "F.nibxml", registry: registry).map {
        "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    }
}

/// The error instantiating a nibxml fixture throws.
private func instantiationFailure(
    _ xml: String, registry: ClassRegistry = Toolkit.registry, owner: NibObject? = nil
) throws -> NibError {
    let template = try NibTemplate(data: Data(xml.utf8), path: "F.nibxml", registry: registry)
    do {
        _ = try template.instantiate(owner: owner)
    } catch {
        return error
    }
    Issue.record("the load did not fail")
    return NibError(.instantiationFailed, diagnostics: [])
}

@Suite("Did you mean: suggestions for misspelt names")
struct SuggestionTests {
    @Test("a close name is suggested: a swap, a letter too many or too few, a different case")
    func closeNames() {
        #expect(Suggestion.closest(to: "txet", among: ["tag", "text", "textColor"]) == "text")
        #expect(Suggestion.closest(to: "titel", among: ["frame", "title"]) == "title")
        #expect(Suggestion.closest(to: "Buton", among: ["Button", "Label"]) == "Button")
        #expect(Suggestion.closest(to: "nameFeild", among: ["nameField", "passwordField"]) == "nameField")
        #expect(Suggestion.closest(to: "touchupinside", among: ["touchUpInside", "touchUpOutside"]) == "touchUpInside")
    }

    @Test("a far name, the name itself or no candidates suggest nothing")
    func farNames() {
        #expect(Suggestion.closest(to: "okBtn", among: ["okButton", "view"]) == nil)
        #expect(Suggestion.closest(to: "zzz", among: ["text"]) == nil)
        #expect(Suggestion.closest(to: "text", among: ["text"]) == nil)
        #expect(Suggestion.closest(to: "text", among: []) == nil)
        #expect(Suggestion.closest(to: "", among: ["a"]) == nil)
    }

    @Test("of equally close names the first in alphabetical order wins, whatever the candidates' order")
    func deterministic() {
        #expect(Suggestion.closest(to: "cat", among: ["cut", "bat", "cap"]) == "bat")
        #expect(Suggestion.closest(to: "cat", among: ["cap", "cut", "bat"]) == "bat")
        #expect(Suggestion.closest(to: "tilte", among: ["tile", "title"]) == "tile")
    }

    @Test(
        "a class name is suggested across modules: the same class in another module or none first, then by class part")
    func classNamesAcrossModules() {
        let registered = ["LoginApp.LoginViewController", "Other.Button", "Label"]
        // The module missing, or a different one: the same class part wins.
        #expect(
            Suggestion.closestClassName(to: "LoginViewController", among: registered) == "LoginApp.LoginViewController")
        #expect(Suggestion.closestClassName(to: "Demo.Button", among: registered) == "Other.Button")
        #expect(Suggestion.closestClassName(to: "Demo.Label", among: registered) == "Label")
        // Of several modules with the class, the first in alphabetical order.
        #expect(Suggestion.closestClassName(to: "Button", among: ["Zed.Button", "Abc.Button"]) == "Abc.Button")
        // A misspelt whole name, then a misspelt class part whatever its module.
        #expect(Suggestion.closestClassName(to: "Labl", among: registered) == "Label")
        #expect(
            Suggestion.closestClassName(to: "LoginApp.LoginViewControler", among: ["LoginViewController"])
                == "LoginViewController")
        #expect(
            Suggestion.closestClassName(to: "LoginViewControler", among: registered) == "LoginApp.LoginViewController")
        // Nothing close, or the name itself.
        #expect(Suggestion.closestClassName(to: "Zyxwvut", among: registered) == nil)
        #expect(Suggestion.closestClassName(to: "Label", among: ["Label"]) == nil)
    }

    @Test("the banded distance is the full one within its limit, and nil past it")
    func bandedDistance() {
        func distance(_ a: String, _ b: String, limit: Int) -> Int? {
            Suggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
        }
        #expect(distance("kitten", "sitting", limit: 3) == 3)
        #expect(distance("kitten", "sitting", limit: 2) == nil)
        #expect(distance("ca", "ac", limit: 1) == 1, "a swap of neighbours is one edit")
        #expect(distance("abcdef", "badcfe", limit: 3) == 3)
        #expect(distance("abc", "abc", limit: 0) == 0)
        #expect(distance("abc", "abd", limit: 0) == nil)
        #expect(distance("", "abc", limit: 3) == 3)
        #expect(distance("a", "abcde", limit: 3) == nil, "the lengths alone are too far apart")
        // Every row past the limit stops the computation early; the answer is the same.
        #expect(distance("abcdefghij", "klmnopqrst", limit: 3) == nil)
        #expect(distance("abcdefghij", "klmnopqrst", limit: 10) == 10)
    }

    @Test("a name longer than 64 scalars, or one with too many candidates of its length, gets no suggestion")
    func bounds() {
        let atLimit = String(repeating: "a", count: Suggestion.maximumNameLength - 1) + "b"
        let nearAtLimit = String(atLimit.dropLast()) + "c"
        #expect(Suggestion.closest(to: atLimit, among: [nearAtLimit]) == nearAtLimit)
        let long = String(repeating: "a", count: Suggestion.maximumNameLength) + "b"
        #expect(Suggestion.closest(to: long, among: [String(long.dropLast()) + "c"]) == nil)
        // However long the name, at most 8 edits: 9 substitutions in 60 letters are another name.
        let sixty = String(repeating: "abcdef", count: 10)
        let eightAway = String(repeating: "x", count: 8) + sixty.dropFirst(8)
        let nineAway = String(repeating: "x", count: 9) + sixty.dropFirst(9)
        #expect(Suggestion.closest(to: sixty, among: [eightAway]) == eightAway)
        #expect(Suggestion.closest(to: sixty, among: [nineAway]) == nil)
        let huge = String(repeating: "a", count: 20_000)
        #expect(Suggestion.closest(to: huge, among: [huge + "b"]) == nil)
        #expect(Suggestion.closest(to: "text", among: [huge, "txet"]) == "txet", "a long candidate is skipped")

        // Candidates of another length are not counted; past the bound of close ones, none is suggested.
        let far = (0..<10_000).map { "far-away-name-\($0)" }
        #expect(Suggestion.closest(to: "txet", among: far + ["text"]) == "text")
        let close = (0..<Suggestion.maximumCandidates).map { "x\($0 % 10)yz" }
        #expect(Suggestion.closest(to: "tezt", among: close + ["text"]) == nil)
        #expect(Suggestion.closest(to: "tezt", among: close.dropLast() + ["text"]) == "text")
    }

    @Test("a budget gives one file's first 100 names a suggestion, and no more")
    func budget() {
        var budget = Suggestion.Budget()
        let spent = (0..<150).map { _ in budget.spend() }
        #expect(spent.filter { $0 }.count == Suggestion.maximumPerFile)
        #expect(spent.prefix(Suggestion.maximumPerFile).allSatisfy { $0 })
        let another = budget.spend()
        #expect(!another)
    }

    @Test("unknown keys, classes, actions and events name the closest known one")
    func templateMessages() {
        let xml = """
            <nib version="1">
              <filesOwner id="owner" class="LoginController">
                <connections>
                  <outlet property="nameFeild" destination="field"/>
                </connections>
              </filesOwner>
              <object id="label" class="Label">
                <string key="txet">Hello</string>
              </object>
              <object id="field" class="TextField"/>
              <object id="button" class="Buton"/>
              <object id="ok" class="Button">
                <connections>
                  <action selector="logn:" target="owner" event="tuchUpInside"/>
                </connections>
              </object>
            </nib>
            """
        #expect(
            problems(xml) == [
                "4:7: error: LoginController is not key value coding-compliant for the key 'nameFeild'; did you mean 'nameField'?",
                "8:5: error: Label is not key value coding-compliant for the key 'txet'; did you mean 'text'?",
                "11:3: error: unknown class 'Buton': register it in the ClassRegistry, or allow dynamic objects; did you mean 'Button'?",
                "14:7: error: unknown control event 'tuchUpInside'; did you mean 'touchUpInside'?",
                "14:7: error: LoginController does not perform the action 'logn:'; did you mean 'login:'?",
            ])
    }

    @Test("a runtime attribute's first key gets the closest key the class binds")
    func runtimeAttribute() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="fram.size.width">
                                    <integer key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </button>
                    </objects>
                </document>
                """
        let diagnostics = NibTemplate.diagnose(data: Data(xml.utf8), path: "Fixture.xib", registry: IB.registry)
        #expect(
            diagnostics.map(\.description) == [
                "Fixture.xib:10:17: error: UIButton is not key value coding-compliant for the key 'fram' (runtime attribute 'fram.size.width'); did you mean 'frame'?"
            ])
        #expect(diagnostics.first?.className == "UIButton")
        #expect(diagnostics.first?.key == "fram.size.width")
    }

    @Test("an event far from every known one still lists them all")
    func farEvent() {
        let xml = """
            <nib version="1">
              <object id="ok" class="Button">
                <connections><action selector="login:" event="whenever"/></connections>
              </object>
            </nib>
            """
        let events = Control.Event.all.map(\.rawValue).joined(separator: ", ")
        #expect(problems(xml) == ["3:18: error: unknown control event 'whenever'; expected one of \(events)"])
    }

    @Test("checked against a live owner, an outlet and an action get the same suggestion as before the load")
    func instantiationMessages() throws {
        // The owner names no class, so only the live owner can be checked.
        let xml = """
            <nib version="1">
              <filesOwner id="owner">
                <connections>
                  <outlet property="nameFeild" destination="field"/>
                </connections>
              </filesOwner>
              <object id="field" class="TextField"/>
              <object id="ok" class="Button">
                <connections><action selector="logn:" target="owner"/></connections>
              </object>
            </nib>
            """
        let error = try instantiationFailure(xml, owner: LoginController())
        #expect(error.code == .instantiationFailed)
        #expect(
            error.diagnostics.map(\.description) == [
                "F.nibxml:4:7: error: LoginController is not key value coding-compliant for the key 'nameFeild'; did you mean 'nameField'?",
                "F.nibxml:9:18: error: LoginController does not perform the action 'logn:'; did you mean 'login:'?",
            ])
        // The owner placeholder gives no class: the live owner's class is named.
        #expect(error.diagnostics.map(\.className) == ["LoginController", "Button"])
        #expect(error.diagnostics.map(\.objectID) == ["owner", "ok"])
        #expect(error.diagnostics.map(\.key) == ["nameFeild", "logn:"])
    }
}
