import Foundation
import NibKit
import Testing

/// `ClassRegistry.dynamicObjects`: which class names the registry does not
/// have become dynamic objects, decided by whether the archive names the
/// class as custom.
@Suite("ClassRegistry's dynamic objects: none, custom classes only, or all")
struct DynamicObjectPolicyTests {
    /// A custom view holding an element of an Apple class no registry here
    /// models, and a custom object without a `customClass` (an `NSObject`).
    static let xml =
        IB.iOSHeader + """

                <objects>
                    <view contentMode="scaleToFill" customClass="ProfileCard" customModule="Profiles" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <fooView contentMode="scaleToFill" id="abc-12-xyz">
                                <rect key="frame" x="8" y="8" width="40" height="40"/>
                            </fooView>
                        </subviews>
                    </view>
                    <customObject id="Obj-Ct-001"/>
                </objects>
            </document>
            """

    @Test(
        "custom classes only: the custom class is a dynamic object, an Apple class no class models is a located error")
    func customClassesOnly() throws {
        let registry = ClassRegistry(dynamicObjects: .customClasses)
        let error = try #require(failure { _ = try IB.template(xml: Self.xml, registry: registry) })
        #expect(error.code == .invalidArchive)
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.xib:11:17: error: no standard class models 'UIFooView' (object 'abc-12-xyz')",
                "Fixture.xib:16:9: error: no standard class models 'NSObject' (object 'Obj-Ct-001')",
            ])
        #expect(error.diagnostics.map(\.objectID) == ["abc-12-xyz", "Obj-Ct-001"])
        #expect(error.diagnostics.map(\.className) == ["UIFooView", "NSObject"])

        // Registered, the Apple classes are real and the custom one still dynamic.
        var complete = registry
        complete.register(View.self, as: "UIFooView")
        complete.register(PlainObject.self, as: "NSObject")
        let template = try IB.template(xml: Self.xml, registry: complete)
        #expect(template.objects.map(\.isCustomClass) == [true, false, false])
        let graph = try template.instantiate()
        let card = try #require(graph.object(withID: "Crd-Vw-001") as? DynamicObject)
        #expect(card.nibClassName == "Profiles.ProfileCard")
        #expect(type(of: try #require(graph.object(withID: "abc-12-xyz"))) == View.self)
        #expect(type(of: try #require(graph.object(withID: "Obj-Ct-001"))) == PlainObject.self)
    }

    @Test("all: every unknown class is a dynamic object, custom or not")
    func all() throws {
        let graph = try IB.template(xml: Self.xml, registry: ClassRegistry(dynamicObjects: .all)).instantiate()
        #expect((graph.object(withID: "abc-12-xyz") as? DynamicObject)?.nibClassName == "UIFooView")
        #expect((graph.object(withID: "Crd-Vw-001") as? DynamicObject)?.nibClassName == "Profiles.ProfileCard")
        #expect(ClassRegistry.dynamic.dynamicObjects == .all)
        #expect(ClassRegistry(allowsDynamicObjects: true).dynamicObjects == .all)
    }

    @Test("none: every unknown class is an unknown class, custom or not")
    func none() throws {
        var registry = ClassRegistry(dynamicObjects: .customClasses)
        registry.allowsDynamicObjects = false
        #expect(registry.dynamicObjects == .none)
        let error = try #require(failure { _ = try IB.template(xml: Self.xml, registry: registry) })
        #expect(
            error.diagnostics.map(\.message) == [
                "unknown class 'Profiles.ProfileCard': register it in the ClassRegistry, or allow dynamic objects",
                "unknown class 'UIFooView': register it in the ClassRegistry, or allow dynamic objects",
                "unknown class 'NSObject': register it in the ClassRegistry, or allow dynamic objects",
            ])
    }

    @Test("a compiled template keeps which classes are custom, so it is bound by the same rule")
    func compiledTemplate() throws {
        let source = try IB.template(xml: Self.xml, registry: .dynamic)
        let data = source.compiledData()
        let error = try #require(
            failure {
                _ = try NibTemplate(
                    data: data, path: "Fixture.nibc", registry: ClassRegistry(dynamicObjects: .customClasses))
            })
        // Located in the source, which the compiled template keeps, and said to come through it.
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.xib:11:17: error: no standard class models 'UIFooView' (object 'abc-12-xyz') (compiled into Fixture.nibc)",
                "Fixture.xib:16:9: error: no standard class models 'NSObject' (object 'Obj-Ct-001') (compiled into Fixture.nibc)",
            ])
        let compiled = try NibTemplate(data: data, path: "Fixture.nibc", registry: .dynamic)
        #expect(compiled.objects.map(\.isCustomClass) == source.objects.map(\.isCustomClass))
    }

    @Test("NibKit's own format names the application's classes: each is custom")
    func nibArchiveClassesAreCustom() throws {
        let xml = #"<nib version="1"><object id="b" class="UIButton"/></nib>"#
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "F.nibxml", registry: ClassRegistry(dynamicObjects: .customClasses))
        #expect(template.objects.map(\.isCustomClass) == [true])
    }
}

/// A plain object a registry registers as `NSObject`.
private final class PlainObject: NibObject {}
