import Foundation
import NibKit
import Testing

/// The widget set under UIKit's names, as a toolkit whose Swift classes are
/// named differently from the archive's registers them.
private let renamed: ClassRegistry = {
    var registry = ClassRegistry()
    registry.register(Label.self, as: "UILabel")
    registry.register(Button.self, as: "UIButton")
    return registry
}()

/// The error instantiating a template throws.
private func failure(_ template: NibTemplate) -> NibError? {
    NibKitTests.failure { _ = try template.instantiate(owner: DynamicObject(className: "Owner")) }
}

@Suite("Diagnostics name the archive's class at every stage")
struct ArchiveClassNameTests {
    @Test("a value of the wrong type names the archive's class, not the Swift class")
    func creation() throws {
        let xml = """
            <nib version="1">
              <object id="ok" class="UIButton">
                <integer key="title" value="3"/>
              </object>
            </nib>
            """
        let error = try #require(
            NibKitTests.failure { _ = try NibTemplate(data: Data(xml.utf8), path: "F.nibxml", registry: renamed) })
        #expect(error.code == .invalidArchive)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.description
                == "F.nibxml:3:5: error: UIButton cannot set 'title' to an integer: the property holds String")
        #expect(diagnostic.className == "UIButton")
        #expect(diagnostic.objectID == "ok")
        #expect(diagnostic.key == "title")
    }

    @Test("an outlet the template refuses names the archive's classes of its source and destination")
    func connection() throws {
        let xml = """
            <nib version="1">
              <object id="label" class="UILabel">
                <connections><outlet property="formatter" destination="ok"/></connections>
              </object>
              <object id="ok" class="UIButton"/>
            </nib>
            """
        let error = try #require(
            NibKitTests.failure { _ = try NibTemplate(data: Data(xml.utf8), path: "F.nibxml", registry: renamed) })
        #expect(error.code == .invalidArchive)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.description
                == "F.nibxml:3:18: error: UILabel cannot set 'formatter' to an object of class UIButton: the property holds TemperatureConverter?"
        )
        #expect(diagnostic.className == "UILabel")
        #expect(diagnostic.objectID == "label")
        #expect(diagnostic.key == "formatter")
    }

    @Test("an outlet a live object refuses names the archive's class of its source")
    func liveConnection() throws {
        let xml = """
            <nib version="1">
              <filesOwner id="owner"/>
              <object id="label" class="UILabel">
                <connections><outlet property="formatter" destination="owner"/></connections>
              </object>
            </nib>
            """
        let template = try NibTemplate(data: Data(xml.utf8), path: "F.nibxml", registry: renamed)
        let error = try #require(failure(template))
        #expect(error.code == .instantiationFailed)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.description
                == "F.nibxml:4:18: error: Label cannot set 'formatter' to an object of class Owner: the property holds TemperatureConverter?"
        )
        #expect(diagnostic.className == "UILabel")
        #expect(diagnostic.objectID == "label")
        #expect(diagnostic.key == "formatter")
    }

    @Test("a runtime attribute refused further down its key path names the archive's class of the object")
    func runtimeAttribute() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Btn-Cd-001">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.wobble">
                                    <integer key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </button>
                    </objects>
                </document>
                """
        let template = try IB.template(xml: xml)
        let error = try #require(failure(template))
        #expect(error.code == .instantiationFailed)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.description
                == "Fixture.xib:10:17: error: CALayer is not key value coding-compliant for the key 'wobble'")
        #expect(diagnostic.className == "UIButton")
        #expect(diagnostic.objectID == "Btn-Cd-001")
        #expect(diagnostic.key == "layer.wobble")
    }

    @Test("a missing external object names the placeholder's class")
    func externalObject() throws {
        let xml = """
            <nib version="1">
              <externalObject id="delegate" identifier="AppDelegate" class="AppDelegate"/>
            </nib>
            """
        let template = try NibTemplate(data: Data(xml.utf8), path: "F.nibxml", registry: Toolkit.registry)
        let error = try #require(failure(template))
        #expect(error.code == .missingExternalObject)
        #expect(
            error.diagnostics.map(\.description) == [
                "F.nibxml:2:3: error: no external object was supplied for the identifier 'AppDelegate'"
            ])
        #expect(error.diagnostics.first?.className == "AppDelegate")
        #expect(error.diagnostics.first?.objectID == "delegate")
    }
}
