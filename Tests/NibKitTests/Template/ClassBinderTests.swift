import Foundation
import Testing

@testable import NibKitCore
@testable import NibKitLoader

/// A class whose init(coder:) reads keys no binding declares.
private final class SelfDecoding: NibObject, NibKeyValueCoding {
    var title = ""
    override class var decodesUndeclaredKeys: Bool { true }
    static var keyBindings: [KeyBinding] { [KeyBinding("title", \SelfDecoding.title)] }
}

/// A class made only through init(coder:).
private final class CoderOnly: NibObject {}

/// The registry of these tests: the test toolkit, the tracking classes, and the two above.
private let registry: ClassRegistry = {
    var registry = Toolkit.trackingRegistry
    registry.register(SelfDecoding.self, as: "SelfDecoding")
    registry.register(CoderOnly.self, as: "CoderOnly", initializers: .coder)
    return registry
}()

/// A place in the file "Bound.nibxml".
private func at(_ line: Int) -> NibKitCore.SourceLocation {
    NibKitCore.SourceLocation(file: "Bound.nibxml", line: line, column: 3)
}

/// A template object as the builder leaves it, before binding; `text` values are attribute text.
private func object(
    _ id: String, _ className: String?, role: ObjectRole = .archived, line: Int = 1,
    properties: [(String, TemplateValue)] = [], text: [(String, String)] = [], runtime: [(String, TemplateValue)] = []
) -> TemplateObject {
    TemplateObject(
        id: id, className: className, role: role, location: at(line), classDescription: nil,
        properties: properties.map { TemplateProperty(key: $0.0, value: $0.1, location: at(line + 1)) }
            + text.map {
                TemplateProperty(key: $0.0, value: .string($0.1), location: at(line + 1), isAttributeText: true)
            },
        runtimeAttributes: runtime.map { TemplateProperty(key: $0.0, value: $0.1, location: at(line + 2)) },
        isVisibleAtLaunch: false, parent: nil)
}

/// A connection from `source` to `destination`, written at `line`.
private func connection(
    _ kind: TemplateConnection.Kind, _ name: String, from source: Int, to destination: Int?, line: Int = 9,
    keyPath: String? = nil
) -> TemplateConnection {
    TemplateConnection(
        kind: kind, source: source, destination: destination, destinationID: destination.map { "#\($0)" }, name: name,
        segueKind: nil, event: nil, location: at(line),
        binding: keyPath.map { TemplateBinding(keyPath: $0, options: []) })
}

/// Binds `objects` and returns them with the problems, as `line: severity: message`.
private func bind(
    _ objects: [TemplateObject], connections: [TemplateConnection] = [], registry: ClassRegistry = registry,
    mode: ReadingMode = .strict
) -> (objects: [TemplateObject], problems: [String], diagnostics: [Diagnostic]) {
    var objects = objects
    let diagnostics = ClassBinder.bind(&objects, connections: connections, registry: registry, mode: mode).diagnostics
    return (objects, diagnostics.map { "\($0.location.line): \($0.severity.rawValue): \($0.message)" }, diagnostics)
}

/// The Template stage's class checks: `ClassBinder` binds each object to its
/// registry's class and checks what depends on the class (initializers,
/// keys, runtime attributes, actions, bindings), collecting every problem.
@Suite("The Template stage: ClassBinder")
struct ClassBinderTests {
    // MARK: Classes

    @Test("registered, built-in and dynamic classes are found; each object keeps its class description")
    func classLookups() throws {
        let (bound, problems, _) = bind([
            object("label", "Label"), object("constraint", "NSLayoutConstraint"),
            object("owner", "LoginController", role: .filesOwner),
        ])
        #expect(problems == [])
        #expect(bound.map { $0.classDescription?.archiveName } == ["Label", "NSLayoutConstraint", "LoginController"])
        #expect(bound[0].classDescription?.type == Label.self)
        #expect(bound[1].classDescription?.type == LayoutConstraint.self)
        #expect(bound.map { $0.classDescription?.isDynamic } == [false, false, false])
        // A registry that allows dynamic objects makes any class a DynamicObject of that name.
        let dynamic = bind([object("gadget", "Gadget")], registry: .dynamic)
        #expect(dynamic.problems == [])
        #expect(dynamic.objects[0].classDescription?.isDynamic == true)
        #expect(dynamic.objects[0].classDescription?.archiveName == "Gadget")
    }

    @Test("an unknown class is an error at the object naming it, suggesting the closest registered name")
    func unknownClass() throws {
        let (bound, problems, diagnostics) = bind([object("a", "Labl", line: 4), object("b", "Zyxwvut", line: 7)])
        #expect(
            problems == [
                "4: error: unknown class 'Labl': register it in the ClassRegistry, or allow dynamic objects; did you mean 'Label'?",
                "7: error: unknown class 'Zyxwvut': register it in the ClassRegistry, or allow dynamic objects",
            ])
        #expect(diagnostics.first.map { [$0.objectID, $0.className, $0.key] } == ["a", "Labl", nil])
        #expect(bound.allSatisfy { $0.classDescription == nil })
    }

    @Test("a placeholder's class need not be registered: it gets a description only when it is")
    func placeholderClasses() {
        let (bound, problems, _) = bind([
            object("owner", "Unregistered", role: .filesOwner),
            object("ext", "LoginController", role: .external(identifier: "Login")),
            object("first", nil, role: .firstResponder),
        ])
        #expect(problems == [])
        #expect(bound.map { $0.classDescription?.archiveName } == [nil, "LoginController", nil])
    }

    @Test("a placeholder's class close to a registered one is a warning that its connections go unchecked")
    func placeholderClassCloseToARegisteredOne() {
        let (bound, problems, diagnostics) = bind([
            object("owner", "LoginControler", role: .filesOwner, line: 2),
            object("ext", "Demo.LoginController", role: .external(identifier: "Login"), line: 4),
            object("first", "Labl", role: .firstResponder, line: 6),
        ])
        // The external object's class is found without its module; First Responder's is never used.
        #expect(
            problems == [
                "2: warning: the class 'LoginControler' of File's Owner is not registered, so its connections are not checked; did you mean 'LoginController'?"
            ])
        #expect(diagnostics.first.map { [$0.objectID, $0.className, $0.key] } == ["owner", "LoginControler", nil])
        #expect(bound.map { $0.classDescription?.archiveName } == [nil, "LoginController", nil])
    }

    @Test("a name with a module is found as given, else by its class part; a name without one only as given")
    func classesInModules() {
        var modules = registry
        modules.register(SelfDecoding.self, as: "Demo.Label")
        let (bound, problems, _) = bind(
            [
                object("mine", "Demo.Label"), object("theirs", "Other.Label"), object("bare", "Label"),
                object("nested", "Demo.Outer.Label"), object("qualifiedOnly", "Demo.CoderOnly"),
                object("unknown", "SelfDecodng", line: 12),
            ], registry: modules)
        // The registration with the module wins over the one without it.
        #expect(
            bound.map { $0.classDescription?.archiveName } == [
                "Demo.Label", "Label", "Label", nil, "CoderOnly", nil,
            ])
        #expect(bound[0].classDescription?.type == SelfDecoding.self)
        #expect(
            problems == [
                "1: error: unknown class 'Demo.Outer.Label': register it in the ClassRegistry, or allow dynamic objects",
                "12: error: unknown class 'SelfDecodng': register it in the ClassRegistry, or allow dynamic objects; did you mean 'SelfDecoding'?",
            ])
    }

    @Test("an archived object needs init(coder:) and a custom object init(); the class's registration decides")
    func initializers() {
        let (_, problems, _) = bind([
            object("converter", "TemperatureConverter", line: 2),
            object("plain", "TemperatureConverter", role: .custom, line: 4),
            object("coded", "CoderOnly", line: 6), object("custom", "CoderOnly", role: .custom, line: 8),
        ])
        #expect(
            problems == [
                "2: error: class 'TemperatureConverter' is not registered for init(coder:), as an archived object",
                "8: error: class 'CoderOnly' is not registered for plain init(), as a custom object",
            ])
    }

    // MARK: Keys

    @Test("strict: a key the class does not bind is an error naming object, class and key, with the closest key")
    func strictUnknownKeys() {
        let (bound, problems, diagnostics) = bind([
            object("label", "Label", line: 3, properties: [("text", .string("Hi")), ("txt", .string("Hey"))])
        ])
        #expect(
            problems == ["4: error: Label is not key value coding-compliant for the key 'txt'; did you mean 'text'?"])
        #expect(diagnostics.first.map { [$0.objectID, $0.className, $0.key] } == ["label", "Label", "txt"])
        // The key it binds keeps its binding's accessors, the other is dropped.
        #expect(bound[0].properties.map(\.key) == ["text"])
        #expect(bound[0].properties[0].accessors != nil)
    }

    @Test(
        "lenient: a key the class does not bind is dropped without a word, as init(coder:) skips what it does not decode"
    )
    func lenientUnknownKeys() {
        let (bound, problems, _) = bind(
            [object("label", "Label", properties: [("bogus", .integer(1)), ("text", .string("Hi"))])], mode: .lenient)
        #expect(problems == [])
        #expect(ModelText.properties(of: bound[0]) == [#"text="Hi""#])
    }

    @Test(
        "a class that accepts any key keeps every property, unbound; one that decodes undeclared keys keeps them with a strict warning"
    )
    func keysKeptByTheClass() {
        let dynamic = bind([object("d", "Gadget", properties: [("anything", .integer(1))])], registry: .dynamic)
        #expect(dynamic.problems == [])
        #expect(dynamic.objects[0].properties.map(\.key) == ["anything"])
        #expect(dynamic.objects[0].properties[0].accessors == nil)
        let decoding = bind([
            object("s", "SelfDecoding", line: 5, properties: [("title", .string("T")), ("note", .string("N"))])
        ])
        #expect(
            decoding.problems == [
                "6: warning: no binding of SelfDecoding reads the key 'note'; only its init(coder:) can decode it"
            ])
        #expect(decoding.objects[0].properties.map(\.key) == ["title", "note"])
        #expect(
            bind([object("s", "SelfDecoding", properties: [("note", .string("N"))])], mode: .lenient).problems == [])
    }

    @Test("attribute text takes the type of the binding that receives it; text of no value of that type is an error")
    func attributeText() {
        let (bound, problems, _) = bind(
            [object("t", "Tracked", line: 2, text: [("value", "42"), ("title", "7")])], mode: .lenient)
        #expect(problems == [])
        #expect(ModelText.properties(of: bound[0]) == ["value=42", #"title="7""#])
        let invalid = bind([object("t", "Tracked", line: 2, text: [("value", "many")])], mode: .lenient)
        #expect(invalid.problems == ["3: error: 'many' is not a valid Int for the key 'value' of Tracked 't'"])
        #expect(invalid.diagnostics.first.map { [$0.objectID, $0.className, $0.key] } == ["t", "Tracked", "value"])
    }

    @Test("a runtime attribute's first key must be one the class binds, whatever follows it")
    func runtimeAttributes() {
        let (_, problems, diagnostics) = bind([
            object(
                "label", "Label", line: 3,
                runtime: [("textColor.red", .real(1)), ("txt.count", .integer(2)), ("origin", .point(.zero))])
        ])
        #expect(
            problems == [
                "5: error: Label is not key value coding-compliant for the key 'txt' (runtime attribute 'txt.count'); did you mean 'text'?"
            ])
        #expect(diagnostics.first?.key == "txt.count")
    }

    // MARK: Connections

    @Test("an outlet names a key of its source's class; a source without a known class is not checked")
    func outlets() {
        let objects = [
            object("owner", "LoginController", role: .filesOwner), object("anon", nil, role: .filesOwner),
            object("field", "TextField"),
        ]
        let (_, problems, diagnostics) = bind(
            objects,
            connections: [
                connection(.outlet, "nameField", from: 0, to: 2),
                connection(.outletCollection, "fields", from: 0, to: 2),
                connection(.outlet, "nameFeild", from: 0, to: 2, line: 12),
                connection(.outlet, "whatever", from: 1, to: 2),
            ])
        #expect(
            problems == [
                "12: error: LoginController is not key value coding-compliant for the key 'nameFeild'; did you mean 'nameField'?"
            ])
        #expect(
            diagnostics.first.map { [$0.objectID, $0.className, $0.key] } == ["owner", "LoginController", "nameFeild"])
    }

    @Test("an action comes from a control and goes to a target that performs it; a nil target is the responder chain's")
    func actions() {
        let objects = [
            object("owner", "LoginController", role: .filesOwner), object("button", "Button"), object("label", "Label"),
        ]
        let (_, problems, diagnostics) = bind(
            objects,
            connections: [
                connection(.action, "login:", from: 1, to: 0), connection(.action, "login:", from: 1, to: 0),
                connection(.action, "logn:", from: 1, to: 0, line: 11),
                connection(.action, "login:", from: 2, to: 0, line: 12),
                connection(.action, "anything:", from: 1, to: nil),
            ])
        #expect(
            problems == [
                "11: error: LoginController does not perform the action 'logn:'; did you mean 'login:'?",
                "12: error: Label is not a control, so it cannot send the action 'login:'",
            ])
        // Both are reported at the source, the control that sends the action.
        #expect(diagnostics.map(\.objectID) == ["button", "label"])
    }

    @Test("a binding names a key of its source and its key path's first key belongs to the observed object")
    func bindings() {
        let objects = [object("label", "Label"), object("converter", "TemperatureConverter", role: .custom)]
        let (_, problems, diagnostics) = bind(
            objects,
            connections: [
                connection(.binding, "text", from: 0, to: 1, keyPath: "unit"),
                connection(.binding, "caption", from: 0, to: 1, line: 10, keyPath: "unit"),
                connection(.binding, "text", from: 0, to: 1, line: 11, keyPath: "units.name"),
            ])
        #expect(
            problems == [
                "10: error: Label is not key value coding-compliant for the key 'caption' (binding 'caption')",
                "11: error: TemperatureConverter is not key value coding-compliant for the key 'units' (binding 'text' to 'units.name')",
            ])
        // The key path is refused by the observed object's class, written on the source.
        #expect(
            diagnostics.last.map { [$0.objectID, $0.className, $0.key] } == ["label", "TemperatureConverter", "units"])
    }

    @Test("every problem of every object is collected in one pass")
    func collectsEverything() {
        let (_, problems, _) = bind(
            [
                object("a", "Nope", line: 1), object("b", "Label", line: 3, properties: [("bad", .null)]),
                object("c", "Label", line: 6),
            ],
            connections: [connection(.action, "go:", from: 2, to: nil, line: 8)])
        #expect(problems.count == 3)
        #expect(problems.map { $0.prefix(while: { $0 != ":" }) } == ["1", "4", "8"])
    }
}
