import Foundation
import NibKit
import Testing

/// The diagnostics a fixture produces, in `line:col: message` form.
private func problems(_ xml: String, registry: ClassRegistry = Toolkit.registry) -> [String] {
    NibTemplate.diagnose(data: Data(xml.utf8), path: "F.nibxml", registry: registry).map {
        "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    }
}

@Suite("Validation before anything is created")
struct ValidationTests {
    @Test("every problem in a file is reported, each at its place, in document order")
    func collectsEveryProblem() {
        let xml = """
            <nib version="1">
              <filesOwner id="owner" class="LoginController">
                <connections>
                  <outlet property="okBtn" destination="b"/>
                  <action selector="login:" target="nowhere"/>
                </connections>
              </filesOwner>
              <object id="b" class="Button">
                <string key="titel">OK</string>
                <reference key="title" ref="ghost"/>
              </object>
              <object id="b" class="Gadget"/>
            </nib>
            """
        #expect(
            problems(xml) == [
                "4:7: error: LoginController is not key value coding-compliant for the key 'okBtn'",
                // A connection whose target does not resolve is reported once, for the target.
                "5:7: error: the action 'login:' targets 'nowhere', which names no object in the archive",
                "9:5: error: Button is not key value coding-compliant for the key 'titel'; did you mean 'title'?",
                "10:5: error: the reference 'ghost' names no object in the archive",
                "12:3: error: duplicate object id 'b'; it is first used at 8:3",
                "12:3: error: unknown class 'Gadget': register it in the ClassRegistry, or allow dynamic objects",
            ])
    }

    @Test("diagnostics name the object, class and key concerned")
    func structuredDiagnostics() throws {
        let xml = #"<nib version="1"><object id="b" class="Button"><string key="titel">OK</string></object></nib>"#
        let diagnostic = try #require(
            NibTemplate.diagnose(data: Data(xml.utf8), path: "F.nibxml", registry: Toolkit.registry).first)
        #expect(diagnostic.objectID == "b")
        #expect(diagnostic.className == "Button")
        #expect(diagnostic.key == "titel")
        #expect(diagnostic.location == SourceLocation(file: "F.nibxml", line: 1, column: 48))
        #expect(
            diagnostic.description
                == "F.nibxml:1:48: error: Button is not key value coding-compliant for the key 'titel'; did you mean 'title'?"
        )
    }

    @Test("a location keeps lines and columns up to 32 bits, and a larger one as the largest")
    func locationRange() {
        var location = SourceLocation(file: "F.nibxml", line: 2_000_000_000, column: 7)
        #expect(location.line == 2_000_000_000)
        #expect(location.description == "F.nibxml:2000000000:7")
        location.column = Int.max
        #expect(location.column == Int(Int32.max))
        #expect(SourceLocation(file: "F.nibxml", line: -1, column: Int.min).line == -1)
        #expect(SourceLocation(file: "F.nibxml", line: 3, column: Int.min).column == Int(Int32.min))
    }

    @Test("actions: the source must be a control, the target must perform the selector, the event must exist")
    func actions() {
        let xml = """
            <nib version="1">
              <filesOwner id="owner" class="LoginController"/>
              <object id="label" class="Label">
                <connections><action selector="login:" target="owner"/></connections>
              </object>
              <object id="button" class="Button">
                <connections>
                  <action selector="fly:" target="owner"/>
                  <action selector="login:" target="owner" event="tuchUpInside"/>
                </connections>
              </object>
            </nib>
            """
        let found = problems(xml)
        #expect(found.count == 3)
        #expect(found[0] == "4:18: error: Label is not a control, so it cannot send the action 'login:'")
        #expect(found[1] == "8:7: error: LoginController does not perform the action 'fly:'")
        #expect(found[2] == "9:7: error: unknown control event 'tuchUpInside'; did you mean 'touchUpInside'?")
    }

    @Test("outlets cannot point at First Responder, and one property is an outlet or a collection, not both")
    func outletRules() {
        let xml = """
            <nib version="1">
              <filesOwner id="owner" class="LoginController">
                <connections>
                  <outlet property="view" destination="fr"/>
                  <outlet property="nameField" destination="f"/>
                  <outletCollection property="nameField" destination="f"/>
                  <outlet property="passwordField" destination="f"/>
                  <outlet property="passwordField" destination="f"/>
                </connections>
              </filesOwner>
              <firstResponder id="fr"/>
              <object id="f" class="TextField"/>
            </nib>
            """
        #expect(
            problems(xml) == [
                "4:7: error: the outlet 'view' points at First Responder, which is not an object",
                "6:7: error: 'nameField' is connected both as an outlet and as an outlet collection",
                "8:7: warning: the outlet 'passwordField' is connected twice; the last connection wins",
            ])
    }

    @Test("the registry decides how a class may be created")
    func initializerRules() {
        var registry = ClassRegistry()
        registry.register(TemperatureConverter.self, as: "Converter", initializers: .plain)
        registry.register(Label.self, as: "Label", initializers: .coder)
        let xml = """
            <nib version="1">
              <object id="a" class="Converter"/>
              <customObject id="b" class="Label"/>
            </nib>
            """
        #expect(
            problems(xml, registry: registry) == [
                "2:3: error: class 'Converter' is not registered for init(coder:), as an archived object",
                "3:3: error: class 'Label' is not registered for plain init(), as a custom object",
            ])
    }

    @Test("dynamic objects stand in for unknown classes and accept every key")
    func dynamicRegistry() throws {
        let xml = #"<nib version="1"><object id="g" class="Gadget"><integer key="anything" value="1"/></object></nib>"#
        #expect(problems(xml, registry: .dynamic).isEmpty)
        let graph = try Toolkit.template(xml: xml, registry: .dynamic).instantiate()
        let gadget = try #require(graph.object(withID: "g") as? DynamicObject)
        #expect(gadget.className == "Gadget")
        #expect(gadget.values["anything"] as? Int == 1)
    }

    @Test("properties that refer to each other in a cycle are refused; outlet cycles load")
    func cycles() throws {
        let propertyCycle = """
            <nib version="1">
              <object id="a" class="Label"><reference key="formatter" ref="b"/></object>
              <customObject id="b" class="TemperatureConverter"><reference key="limits" ref="a"/></customObject>
            </nib>
            """
        let found = problems(propertyCycle, registry: .dynamic)
        #expect(found.count == 1)
        #expect(found.first?.contains("objects refer to each other through their properties (a → b → a)") == true)

        let outletCycle = """
            <nib version="1">
              <object id="a" class="W"><connections><outlet property="peer" destination="b"/></connections></object>
              <object id="b" class="W"><connections><outlet property="peer" destination="a"/></connections></object>
            </nib>
            """
        let graph = try Toolkit.template(xml: outletCycle, registry: .dynamic).instantiate()
        let a = try #require(graph.object(withID: "a") as? DynamicObject)
        let b = try #require(graph.object(withID: "b") as? DynamicObject)
        #expect(a.values["peer"] as? DynamicObject === b)
        #expect(b.values["peer"] as? DynamicObject === a)
    }

    @Test("the format is strict: unknown elements and attributes, bad numbers and booleans are errors")
    func strictFormat() {
        let xml = """
            <nib version="1">
              <object id="l" class="Label" colour="red">
                <integer key="tag" value="99999999999999999999"/>
                <real key="alpha" value="nan"/>
                <bool key="hidden" value="YES"/>
                <color key="textColor" red="2" green="0" blue="0"/>
                <widget key="x"/>
                <string>no key</string>
              </object>
              <placeholder id="p"/>
            </nib>
            """
        #expect(
            problems(xml, registry: .dynamic) == [
                "2:3: error: unknown attribute 'colour' on <object>",
                "3:5: error: integer '99999999999999999999' does not fit in 64 bits",
                "4:5: error: 'nan' is not a number (attribute 'value' of <real>)",
                "5:5: error: 'YES' is not a boolean; write true or false (attribute 'value' of <bool>)",
                "6:5: error: the color component 'red' is 2.0; components run from 0 to 1",
                "7:5: error: unknown element <widget>; expected a value such as <string>, <integer> or <object>",
                "8:5: error: <string> inside <object> needs a key naming the property it sets",
                "10:3: error: unknown element <placeholder> in <nib>",
            ])
    }

    @Test("text outside <string>, empty keys and empty action attributes are errors")
    func strayContent() {
        let xml = """
            <nib version="1">
              <firstResponder id="fr"><connections/></firstResponder>
              <object id="b" class="Button">
                <integer key="tag" value="1">junk</integer>
                <string key="">x</string>
                <connections><action selector="go:" target="" event=""/></connections>
              </object>
            </nib>
            """
        #expect(
            problems(xml, registry: .dynamic) == [
                "2:3: error: First Responder holds nothing: it cannot be the source of connections",
                "4:5: error: <integer> cannot contain text",
                "5:5: error: the key of <string> is empty",
                "6:18: error: the attribute 'target' of <action> is empty; leave it out instead",
                "6:18: error: the attribute 'event' of <action> is empty; leave it out instead",
            ])
    }

    @Test("malformed XML is located where libxml2 found it")
    func malformedXML() {
        let xml = "<nib version=\"1\">\n  <object id=\"a\" class=\"Label\">\n</nib>\n"
        let found = problems(xml)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3:7: error: malformed XML: ") == true)
    }

    @Test("document type declarations are refused, so entities are never expanded")
    func doctypeRefused() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE nib [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <nib version="1"><object id="l" class="Label"><string key="text">&b;</string></object></nib>
            """
        let found = problems(xml)
        #expect(found.count == 1)
        #expect(found.first?.contains("document type declarations are not allowed") == true)
    }

    @Test("an empty file, a legacy Interface Builder archive and an unknown root are clear errors")
    func unsupportedInputs() {
        #expect(problems("") == ["1:1: error: the file is empty"])
        let legacy =
            #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>"#
        #expect(problems(legacy) == ["1:96: error: the archive has no IBDocument.RootObjects, the objects it holds"])
        #expect(
            problems("<html/>") == [
                #"1:1: error: <html> is not an archive NibKit reads; expected <nib version="1">, an Interface Builder <document> or a legacy Interface Builder <archive>"#
            ])
        #expect(
            problems(#"<nib version="2"/>"#) == [
                "1:1: error: unsupported archive version '2'; this NibKit reads version 1"
            ])
    }

    @Test("every good example validates against the application's classes")
    func examplesValidate() throws {
        for name in ["MainWindow.nibxml", "LoginForm.nibxml", "CustomObjects.nibxml"] {
            let data = try Data(contentsOf: Toolkit.example(name))
            let found = NibTemplate.diagnose(data: data, path: name, registry: Toolkit.registry)
            #expect(found.isEmpty, "\(name): \(found)")
        }
    }

    @Test("the broken example teaches every error it contains")
    func brokenExample() throws {
        let data = try Data(contentsOf: Toolkit.example("Broken.nibxml"))
        let found = NibTemplate.diagnose(data: data, path: "Broken.nibxml", registry: Toolkit.registry)
            .map { "\($0.location.line): \($0.message)" }
        #expect(found.count == 5)
        #expect(found.contains("30: duplicate object id 'button'; it is first used at 23:3"))
        #expect(found.contains("19: LoginController is not key value coding-compliant for the key 'okBtn'"))
        #expect(found.contains("25: the reference 'missingView' names no object in the archive"))
        #expect(found.contains { $0.hasPrefix("27: unknown control event 'tuchUpInside'") })
        // With the application's classes, the class checks find more. (The
        // accessoryView property is reported once, for its dangling reference.)
        #expect(found.contains("27: LoginController does not perform the action 'confirm:'"))
    }
}
