import Foundation
import NibKit
import Testing

@Suite("The key-value setter and its observers")
struct KeyValueCodingTests {
    @Test("an unknown key fails the way Foundation's does")
    func undefinedKey() {
        let controller = LoginController()
        #expect(throws: KeyValueCodingError(.undefinedKey, className: "LoginController", key: "okBtn")) {
            try controller.setValue(Button(), forKey: "okBtn")
        }
        let error = KeyValueCodingError(.undefinedKey, className: "LoginController", key: "okBtn")
        #expect(error.description == "LoginController is not key value coding-compliant for the key 'okBtn'")
    }

    @Test("a value of the wrong type is refused and nothing changes")
    func typeMismatch() {
        let label = Label()
        label.text = "before"
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "String", actual: "an integer"), className: "Label", key: "text")
        ) {
            try label.setValue(3, forKey: "text")
        }
        #expect(label.text == "before")
    }

    @Test("integers fill any number type; reals never fill integers")
    func numericConversion() throws {
        let converter = TemperatureConverter()
        try converter.setValue(2, forKey: "factor")
        #expect(converter.factor == 2.0)
        let label = Label()
        #expect(throws: KeyValueCodingError.self) { try label.setValue(2.5, forKey: "tag") }
        #expect(label.tag == 0)
    }

    @Test("nil clears an optional property and is refused by a non-optional one")
    func nilValues() throws {
        let label = Label()
        try label.setValue(nil, forKey: "accessibilityHint")
        #expect(label.accessibilityHint == nil)
        #expect(throws: KeyValueCodingError.self) { try label.setValue(nil, forKey: "text") }
    }

    @Test("value(forKey:) reads through the same bindings")
    func reading() throws {
        let label = Label()
        label.text = "hello"
        #expect(try label.value(forKey: "text") as? String == "hello")
        #expect(throws: KeyValueCodingError.self) { try label.value(forKey: "nope") }
    }

    /// A class that declares its setters, counting the sets they make.
    final class Gauge: NibObject, NibKeyValueCoding {
        nonisolated(unsafe) static var setterCalls = 0
        var level: Double = 0
        var label: String? = nil

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("level", \Gauge.level) { gauge, value in
                    Gauge.setterCalls += 1
                    gauge.level = value
                },
                KeyBinding("label", \Gauge.label) { $0.label = $1 },
            ]
        }
    }

    @Test("a binding declared with a setter sets through it, with the same conversions, checks and reading")
    func setterBindings() throws {
        let gauge = Gauge()
        let before = Gauge.setterCalls
        try gauge.setValue(3, forKey: "level")
        #expect(gauge.level == 3.0)
        #expect(Gauge.setterCalls == before + 1)
        #expect(try gauge.value(forKey: "level") as? Double == 3.0)
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "Double", actual: "a string"), className: "Gauge", key: "level")
        ) {
            try gauge.setValue("high", forKey: "level")
        }
        #expect(Gauge.setterCalls == before + 1)
        try gauge.setValue(nil, forKey: "label")
        #expect(gauge.label == nil)
        // And through an archive, by init(coder:).
        var registry = ClassRegistry()
        registry.register(Gauge.self, as: "Gauge")
        let template = try NibTemplate(
            data: Data(
                #"<nib version="1"><object id="g" class="Gauge"><real key="level" value="0.5"/><string key="label">half</string></object></nib>"#
                    .utf8), path: "Gauge.nibxml", registry: registry)
        let loaded = try #require(try template.instantiate().topLevelObjects.first as? Gauge)
        #expect(loaded.level == 0.5)
        #expect(loaded.label == "half")
        #expect(Gauge.setterCalls == before + 2)
    }

    /// Optional properties of each kind: an object, a number, a struct.
    final class Badge: NibObject, NibKeyValueCoding {
        var owner: Label?
        var count: Int32?
        var tint: Color?

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("owner", \Badge.owner),
                KeyBinding("count", \Badge.count),
                KeyBinding("tint", \Badge.tint) { $0.tint = $1 },
            ]
        }
    }

    @Test("an optional property takes its wrapped type, nil, a converted number or a boxed optional, and nothing else")
    func optionalBindings() throws {
        let badge = Badge()
        let label = Label()
        try badge.setValue(label, forKey: "owner")
        #expect(badge.owner === label)
        try badge.setValue(Optional(label) as Any, forKey: "owner")
        #expect(badge.owner === label)
        try badge.setValue(nil, forKey: "owner")
        #expect(badge.owner == nil)
        try badge.setValue(7, forKey: "count")
        #expect(badge.count == 7)
        try badge.setValue(Color(red: 1, green: 0, blue: 0, alpha: 1), forKey: "tint")
        #expect(badge.tint?.red == 1)
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "Label?", actual: "an object of class TextField"), className: "Badge",
                key: "owner")
        ) {
            try badge.setValue(TextField(), forKey: "owner")
        }
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "Int32?", actual: "a real number"), className: "Badge", key: "count")
        ) {
            try badge.setValue(1.5, forKey: "count")
        }
        #expect(badge.count == 7)
        #expect(try badge.value(forKey: "count") as? Int32 == 7)
    }

    /// One property of each plain kind, for archives.
    final class Sample: NibObject, NibKeyValueCoding {
        var frame = CGRect.zero
        var title = ""
        var count: Int32?
        var ratio: Double = 0
        var scale: CGFloat = 0
        var enabled = false
        var tint: Color?

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("frame", \Sample.frame), KeyBinding("title", \Sample.title),
                KeyBinding("count", \Sample.count), KeyBinding("ratio", \Sample.ratio),
                KeyBinding("scale", \Sample.scale), KeyBinding("enabled", \Sample.enabled),
                KeyBinding("tint", \Sample.tint),
            ]
        }
    }

    @Test("an archive's values reach their properties exactly or converted, and one that does not fit is refused")
    func archiveValues() throws {
        var registry = ClassRegistry()
        registry.register(Sample.self, as: "Sample")
        func load(_ body: String) throws -> Sample {
            let template = try NibTemplate(
                data: Data(#"<nib version="1"><object id="s" class="Sample">\#(body)</object></nib>"#.utf8),
                path: "Sample.nibxml", registry: registry)
            return try #require(try template.instantiate().topLevelObjects.first as? Sample)
        }
        let sample = try load(
            #"<rect key="frame" x="1" y="2" width="3" height="4"/><string key="title">Hi</string>"#
                + #"<integer key="count" value="7"/><integer key="ratio" value="2"/><real key="scale" value="1.5"/>"#
                + #"<bool key="enabled" value="true"/><color key="tint" red="1" green="0" blue="0"/>"#)
        #expect(sample.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(sample.title == "Hi")
        // Converted: an integer into an Int32? and a Double, a real into a CGFloat.
        #expect(sample.count == 7)
        #expect(sample.ratio == 2.0)
        #expect(sample.scale == 1.5)
        #expect(sample.enabled)
        #expect(sample.tint?.red == 1)
        #expect(try load(#"<nil key="count"/>"#).count == nil)
        do {
            _ = try load(#"<real key="count" value="1.5"/>"#)
            Issue.record("a fraction was set into an Int32?")
        } catch let error as NibError {
            // Refused when the template is built, in the words of the setter.
            #expect(error.code == .invalidArchive)
            #expect(
                error.diagnostics.map(\.message) == [
                    "Sample cannot set 'count' to a real number: the property holds Int32?"
                ])
        }
    }

    /// A value made from a dictionary, as a button's `<state>` arrives.
    struct Shadow: NibValueConvertible, Equatable {
        var radius: CGFloat
        init(radius: CGFloat) { self.radius = radius }
        init?(nibValue: Any) {
            guard let entries = nibValue as? [String: Any], let radius = entries["radius"] as? Int else { return nil }
            self.radius = CGFloat(radius)
        }
    }

    final class Shaded: NibObject, NibKeyValueCoding {
        var shadow = Shadow(radius: 0)
        var optionalShadow: Shadow?
        static var keyBindings: [KeyBinding] {
            [KeyBinding("shadow", \Shaded.shadow), KeyBinding("optionalShadow", \Shaded.optionalShadow)]
        }
    }

    @Test(
        "a NibValueConvertible property is made from a dictionary by its own conversion, and one it refuses is a mismatch"
    )
    func convertibleValues() throws {
        var registry = ClassRegistry()
        registry.register(Shaded.self, as: "Shaded")
        let template = try NibTemplate(
            data: Data(
                (#"<nib version="1"><object id="s" class="Shaded">"#
                    + #"<dictionary key="shadow"><integer key="radius" value="4"/></dictionary>"#
                    + #"<dictionary key="optionalShadow"><integer key="radius" value="6"/></dictionary>"#
                    + "</object></nib>").utf8),
            path: "Shaded.nibxml", registry: registry)
        let shaded = try #require(try template.instantiate().topLevelObjects.first as? Shaded)
        #expect(shaded.shadow == Shadow(radius: 4))
        #expect(shaded.optionalShadow == Shadow(radius: 6))
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "Shadow", actual: "a dictionary"), className: "Shaded", key: "shadow")
        ) {
            try shaded.setValue(["radius": "wide"], forKey: "shadow")
        }
        #expect(shaded.shadow == Shadow(radius: 4))
    }

    @Test("a key path sets the last key on the object the others lead to")
    func keyPath() throws {
        let window = Window()
        window.rootView = View()
        try window.setValue(CGRect(x: 1, y: 2, width: 3, height: 4), forKeyPath: "rootView.frame")
        #expect(window.rootView?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(throws: KeyValueCodingError(.undefinedKey, className: "Window", key: "missing")) {
            try window.setValue(1, forKeyPath: "missing.frame")
        }
    }

    @Test("observers hear willChange then didChange with the old and new values")
    func observation() throws {
        let controller = LoginController()
        let first = TextField()
        let second = TextField()
        controller.nameField = first
        var changes: [KeyValueChange] = []
        let token = controller.observe("nameField") { changes.append($0) }
        try controller.setValue(second, forKey: "nameField")
        #expect(changes.count == 2)
        #expect(changes[0].kind == .willChange && changes[1].kind == .didChange)
        #expect(changes[0].oldValue as? TextField === first)
        #expect(changes[0].newValue == nil)
        #expect(changes[1].oldValue as? TextField === first)
        #expect(changes[1].newValue as? TextField === second)
        token.invalidate()
        try controller.setValue(first, forKey: "nameField")
        #expect(changes.count == 2, "an invalidated observation hears nothing")
    }

    @Test("outlets set by a load notify the owner's observers")
    func outletNotifications() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let controller = LoginController()
        var heard: [(KeyValueChange.Kind, String)] = []
        let tokens = ["view", "nameField", "passwordField", "fields"].map { key in
            controller.observe(key) { heard.append(($0.kind, $0.key)) }
        }
        _ = try template.instantiate(owner: controller)
        #expect(
            heard.map(\.1) == [
                "view", "view", "nameField", "nameField", "passwordField", "passwordField", "fields", "fields",
            ])
        #expect(
            heard.map(\.0) == Array(repeating: [KeyValueChange.Kind.willChange, .didChange], count: 4).flatMap { $0 })
        _ = tokens
    }

    @Test("a dynamic object accepts and records every key and action")
    func dynamicObject() throws {
        let object = DynamicObject(className: "Anything")
        try object.setValue("x", forKey: "b")
        try object.setValue(2, forKey: "a")
        #expect(object.keyOrder == ["b", "a"])
        #expect(try object.value(forKey: "a") as? Int == 2)
        #expect(object.responds(to: "whatever:"))
        #expect(object.perform("whatever:", sender: nil))
        #expect(object.performedActions.map(\.action) == ["whatever:"])
        #expect(object.nibClassName == "Anything")
    }

    @Test("a coder's typed decoding refuses a value of another type")
    func typedDecoding() throws {
        final class Strict: NibObject {
            var title = ""
            // Declared by no binding, so only init(coder:) reads it, and only
            // the load can refuse its value (a bound key's is refused when the
            // template is built).
            override class var decodesUndeclaredKeys: Bool { true }
            required init() { super.init() }
            required init(coder: NibCoder) throws {
                title = try coder.decode(String.self, forKey: "title") ?? ""
                super.init()
            }
        }
        var registry = ClassRegistry()
        registry.register(Strict.self, as: "Strict")
        let good = try Toolkit.template(
            xml: #"<nib version="1"><object id="s" class="Strict"><string key="title">Hi</string></object></nib>"#,
            registry: registry)
        #expect((try good.instantiate().object(withID: "s") as? Strict)?.title == "Hi")
        let bad = try Toolkit.template(
            xml: #"<nib version="1"><object id="s" class="Strict"><integer key="title" value="1"/></object></nib>"#,
            registry: registry)
        #expect {
            _ = try bad.instantiate()
        } throws: { error in
            (error as? NibError)?.description
                == "Fixture.nibxml:1:48: error: Strict cannot set 'title' to an integer: the property holds String"
        }
    }
}
