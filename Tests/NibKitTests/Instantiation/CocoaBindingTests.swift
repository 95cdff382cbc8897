import Foundation
import FoundationXML
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// The classes of ExampleNibs/Preferences.xib, the bindings fixture: controls
/// with bindable properties, and a File's Owner whose account is reached by
/// key paths such as `account.name`.
enum Bound {
    final class Slider: Responder, Control, NibKeyValueCoding {
        var value = 0.0
        static var keyBindings: [KeyBinding] { [KeyBinding("value", \Slider.value)] }
    }

    final class Checkbox: Responder, Control, NibKeyValueCoding {
        var value = false
        var enabled = true
        var hidden = false
        var title: String?

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("value", \Checkbox.value), KeyBinding("enabled", \Checkbox.enabled),
                KeyBinding("hidden", \Checkbox.hidden), KeyBinding("title", \Checkbox.title),
            ]
        }
    }

    final class TextField: Responder, Control, NibKeyValueCoding {
        var value: String?
        static var keyBindings: [KeyBinding] { [KeyBinding("value", \TextField.value)] }
    }

    final class Account: NibObject, NibKeyValueCoding {
        var name: String?
        static var keyBindings: [KeyBinding] { [KeyBinding("name", \Account.name)] }

        convenience init(name: String?) {
            self.init()
            self.name = name
        }
    }

    final class Profile: Responder, NibKeyValueCoding {
        var account: Account?
        var muted = false

        static var keyBindings: [KeyBinding] {
            [KeyBinding("account", \Profile.account), KeyBinding("muted", \Profile.muted)]
        }
    }

    static let registry: ClassRegistry = {
        var registry = ClassRegistry()
        registry.register(Slider.self, as: "Slider")
        registry.register(Checkbox.self, as: "Checkbox")
        registry.register(TextField.self, as: "TextField")
        registry.register(Profile.self, as: "Profile")
        return registry
    }()

    static let fixturePath = "ExampleNibs/Preferences.xib"

    static func fixtureText() throws -> String {
        try String(contentsOf: Toolkit.packageRoot.appendingPathComponent(fixturePath), encoding: .utf8)
    }

    static func fixture(mode: ReadingMode? = nil) throws -> NibTemplate {
        try NibTemplate(data: Data(fixtureText().utf8), path: fixturePath, registry: registry, mode: mode)
    }

    /// The 1-based line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// One load of the fixture, with its objects by id.
    struct Loaded {
        let graph: NibInstantiation
        let owner: Profile
        let store: InMemoryDefaultsStore

        var defaults: UserDefaultsController { graph.object(withID: "defaults") as! UserDefaultsController }
        var volume: Slider { graph.object(withID: "volume") as! Slider }
        var sounds: Checkbox { graph.object(withID: "sounds") as! Checkbox }
        var signOut: Checkbox { graph.object(withID: "signOut") as! Checkbox }
        var name: TextField { graph.object(withID: "name") as! TextField }
    }

    static func load(
        owner: Profile = Profile(), store: InMemoryDefaultsStore = InMemoryDefaultsStore(), template: NibTemplate? = nil
    ) throws -> Loaded {
        var options = InstantiationOptions()
        options.defaultsStore = store
        let graph = try (template ?? fixture()).instantiate(owner: owner, options: options)
        return Loaded(graph: graph, owner: owner, store: store)
    }

    static func profile(named name: String?) -> Profile {
        let profile = Profile()
        profile.account = Account(name: name)
        return profile
    }
}

@Suite("Cocoa bindings: <binding> connections, bind(_:to:withKeyPath:options:) and the user defaults controller")
struct CocoaBindingTests {
    // MARK: Reading

    @Test("the fixture's bindings are read in document order with their key paths and options")
    func fixtureIsRead() throws {
        let template = try Bound.fixture()
        #expect(template.warnings.isEmpty)
        let bindings = template.connections.filter { $0.kind == .binding }
        #expect(template.statistics.bindings == 7)
        #expect(
            bindings.map {
                "\(template.objects[$0.source].id).\($0.name) <- \($0.destinationID ?? "").\($0.binding?.keyPath ?? "")"
            }
                == [
                    "volume.value <- defaults.values.volume", "sounds.value <- defaults.values.playsSounds",
                    "sounds.hidden <- -2.muted", "signOut.enabled <- -2.account", "signOut.hidden <- -2.account",
                    "signOut.title <- -2.account.name", "name.value <- -2.account.name",
                ])
        #expect(
            bindings.map { $0.binding?.valueTransformerName } == [
                nil, nil, "NSNegateBoolean", "NSIsNotNil", "NSIsNil", nil, nil,
            ])
        let name = try #require(bindings.last?.binding)
        #expect(name.options.map(\.key) == ["NSContinuouslyUpdatesValue", "NSNullPlaceholder"])
        if case .bool(true)? = name.option(.continuouslyUpdatesValue) {
        } else {
            Issue.record("NSContinuouslyUpdatesValue is not YES")
        }
        if case .string("Anonymous")? = name.option(.nullPlaceholder) {
        } else {
            Issue.record("NSNullPlaceholder is not Anonymous")
        }
        let text = try Bound.fixtureText()
        #expect(
            bindings.first?.location
                == SourceLocation(file: Bound.fixturePath, line: Bound.line(of: "Bnd-vol", in: text) ?? 0, column: 17))
    }

    @Test("a compiled template keeps its bindings, and its version says so")
    func compiledTemplateKeepsBindings() throws {
        let template = try Bound.fixture()
        let compiled = try NibTemplate(
            data: template.compiledData(), path: "Preferences.nibc", registry: Bound.registry)
        #expect(CompiledTemplate.version >= 2)
        func summary(_ template: NibTemplate) -> [String] {
            template.connections.map { connection in
                let options = connection.binding?.options.map { "\($0.key)=\($0.value)" } ?? []
                return "\(connection.kind) \(connection.source) \(connection.name) \(connection.destination ?? -1) "
                    + "\(connection.binding?.keyPath ?? "") \(options) \(connection.location)"
            }
        }
        #expect(summary(compiled) == summary(template))
        #expect(compiled.statistics == template.statistics)
        let loaded = try Bound.load(
            owner: Bound.profile(named: "Ada"), store: InMemoryDefaultsStore(["volume": .real(0.5)]), template: compiled
        )
        #expect(loaded.volume.value == 0.5)
        #expect(loaded.name.value == "Ada")
    }

    @Test("a compiled binding without its details, or with an object in its options, is refused")
    func compiledBindingIsChecked() throws {
        let template = try Bound.fixture()
        var tables = template.tables
        let bindingPosition = try #require(tables.connections.firstIndex { $0.kind == .binding })
        let original = tables.connections[bindingPosition]
        tables.connections[bindingPosition] = TemplateConnection(
            kind: .binding, source: original.source, destination: original.destination,
            destinationID: original.destinationID, name: original.name, segueKind: nil, event: nil,
            location: original.location,
            binding: TemplateBinding(keyPath: "values.volume", options: [("NSNullPlaceholder", .object(0))]))
        let error = try #require(throws: NibError.self) {
            try NibTemplate(data: CompiledTemplate.encode(tables), path: "T.nibc", registry: Bound.registry)
        }
        #expect(
            error.diagnostics.first?.message.contains("compiled template: a value names object 0 of 0") == true,
            "\(error)")
    }

    // MARK: Phase 3

    @Test("each bound property takes its key path's value at once, transformed, with the null placeholder for nil")
    func initialValues() throws {
        let store = InMemoryDefaultsStore(["volume": .real(0.5), "playsSounds": .bool(true)])
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"), store: store)
        #expect(loaded.volume.value == 0.5)
        #expect(loaded.sounds.value == true)
        // NSNegateBoolean of muted (false).
        #expect(loaded.sounds.hidden == true)
        // NSIsNotNil and NSIsNil of the account.
        #expect(loaded.signOut.enabled == true)
        #expect(loaded.signOut.hidden == false)
        #expect(loaded.signOut.title == "Ada")
        #expect(loaded.name.value == "Ada")

        let nobody = try Bound.load(owner: Bound.Profile())
        #expect(nobody.signOut.enabled == false)
        #expect(nobody.signOut.hidden == true)
        #expect(nobody.signOut.title == nil)
        #expect(nobody.name.value == "Anonymous")
        // Unset defaults: a nil the Double and Bool properties cannot hold leaves them as they were.
        #expect(nobody.volume.value == 0)
        #expect(nobody.sounds.value == false)
    }

    @Test("bound properties follow changes along the key path, and a new object part way along")
    func followsChanges() throws {
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"))
        let first = try #require(loaded.owner.account)
        try first.setValue("Grace", forKey: "name")
        #expect(loaded.signOut.title == "Grace")
        #expect(loaded.name.value == "Grace")
        try first.setValue(nil, forKey: "name")
        #expect(loaded.name.value == "Anonymous")
        #expect(loaded.signOut.title == nil)

        let second = Bound.Account(name: "Lin")
        try loaded.owner.setValue(second, forKey: "account")
        #expect(loaded.signOut.title == "Lin")
        #expect(loaded.name.value == "Lin")
        // The old account is no longer observed; the new one is.
        #expect(!first.isObserved)
        try first.setValue("Old", forKey: "name")
        #expect(loaded.signOut.title == "Lin")
        try second.setValue("Mae", forKey: "name")
        #expect(loaded.signOut.title == "Mae")

        try loaded.owner.setValue(nil, forKey: "account")
        #expect(loaded.signOut.enabled == false)
        #expect(loaded.signOut.hidden == true)
        #expect(loaded.name.value == "Anonymous")
        try loaded.owner.setValue(true, forKey: "muted")
        #expect(loaded.sounds.hidden == false)
    }

    @Test("an edited control writes back through its binding, and the other bindings to that key path follow")
    func writesBack() throws {
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"))
        loaded.name.value = "Kay"
        try loaded.name.didEditValue(forBinding: "value")
        #expect(loaded.owner.account?.name == "Kay")
        #expect(loaded.signOut.title == "Kay")
        #expect(loaded.name.value == "Kay")

        // NSNegateBoolean reverses.
        loaded.sounds.hidden = true
        try loaded.sounds.didEditValue(forBinding: "hidden")
        #expect(loaded.owner.muted == false)
        loaded.sounds.hidden = false
        try loaded.sounds.didEditValue(forBinding: "hidden")
        #expect(loaded.owner.muted == true)

        // NSIsNil and NSIsNotNil do not.
        let error = try #require(throws: BindingError.self) { try loaded.signOut.didEditValue(forBinding: "hidden") }
        #expect(error == BindingError(.notReversible("NSIsNil"), binding: "hidden"))
        #expect(
            error.description
                == "the binding 'hidden' cannot write an edit back through the value transformer 'NSIsNil', which is not reversible"
        )
        #expect(throws: BindingError(.notBound, binding: "colour")) {
            try loaded.signOut.didEditValue(forBinding: "colour")
        }
    }

    @Test("infoForBinding tells the observed object, key path and options")
    func info() throws {
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"))
        let name = try #require(loaded.name.infoForBinding("value"))
        #expect(name.observedObject === loaded.owner)
        #expect(name.observedKeyPath == "account.name")
        #expect(name.continuouslyUpdatesValue)
        #expect(name.options[.nullPlaceholder] as? String == "Anonymous")
        #expect(name.valueTransformer == nil)
        #expect(name.lastError == nil)
        let volume = try #require(loaded.volume.infoForBinding("value"))
        #expect(volume.observedObject === loaded.defaults)
        #expect(!volume.continuouslyUpdatesValue)
        #expect(loaded.signOut.infoForBinding("hidden")?.valueTransformer?.name == "NSIsNil")
        #expect(loaded.signOut.boundBindingNames == ["enabled", "hidden", "title"])
        #expect(loaded.volume.infoForBinding("enabled") == nil)
    }

    @Test("a value the property refuses later leaves it as it was, and infoForBinding says why")
    func refusedLaterValue() throws {
        let loaded = try Bound.load(store: InMemoryDefaultsStore(["volume": .real(0.5)]))
        try loaded.defaults.setValue("loud", forKeyPath: "values.volume")
        #expect(loaded.volume.value == 0.5)
        #expect(
            loaded.volume.infoForBinding("value")?.lastError
                == KeyValueCodingError(
                    .typeMismatch(expected: "Double", actual: "a string"), className: "Slider", key: "value"))
        try loaded.defaults.setValue(0.25, forKeyPath: "values.volume")
        #expect(loaded.volume.value == 0.25)
        #expect(loaded.volume.infoForBinding("value")?.lastError == nil)
    }

    @Test("unbind ends a binding: the property keeps its value and follows nothing")
    func unbind() throws {
        let loaded = try Bound.load(store: InMemoryDefaultsStore(["volume": .real(0.5)]))
        loaded.volume.unbind("value")
        #expect(loaded.volume.infoForBinding("value") == nil)
        #expect(loaded.defaults.values.isObserved)
        loaded.sounds.unbind("value")
        // Nothing else observes the defaults controller's values.
        #expect(!loaded.defaults.values.isObserved)
        try loaded.defaults.setValue(0.9, forKeyPath: "values.volume")
        #expect(loaded.volume.value == 0.5)
        // Unbinding what is not bound changes nothing.
        loaded.volume.unbind("value")
    }

    // MARK: The user defaults controller

    @Test(
        "NSUserDefaultsController is built in: values.key reads and writes the host's store, and bound controls follow")
    func defaultsStoreBacking() throws {
        let store = InMemoryDefaultsStore(["volume": .real(0.5), "playsSounds": .bool(true)])
        let loaded = try Bound.load(store: store)
        #expect(loaded.defaults.representsSharedInstance)
        #expect(loaded.defaults.store === store)
        try loaded.defaults.setValue(false, forKeyPath: "values.playsSounds")
        #expect(store.value(forKey: "playsSounds") == .bool(false))
        #expect(loaded.sounds.value == false)
        #expect(try loaded.defaults.value(forKeyPath: "values.playsSounds") as? Bool == false)

        loaded.volume.value = 0.75
        try loaded.volume.didEditValue(forBinding: "value")
        #expect(store.value(forKey: "volume") == .real(0.75))

        // A second load with the same store starts from what the first wrote.
        let again = try Bound.load(store: store)
        #expect(again.volume.value == 0.75)
        #expect(again.sounds.value == false)

        // A value the store cannot hold is refused.
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "a property-list value", actual: "an object of class Account"),
                className: "NSUserDefaultsController.values", key: "name")
        ) { try loaded.defaults.setValue(Bound.Account(), forKeyPath: "values.name") }
        // And its validation, which a load asks before it sets anything, says the same.
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "a property-list value", actual: "an object of class Account"),
                className: "NSUserDefaultsController.values", key: "name")
        ) { try loaded.defaults.validateValue(Bound.Account(), forKeyPath: "values.name") }
        try loaded.defaults.validateValue("Ada", forKeyPath: "values.name")
        #expect(store.value(forKey: "name") == nil)
    }

    @Test("a registry's own NSUserDefaultsController wins over the built-in one")
    func registeredControllerWins() throws {
        final class Controller: UserDefaultsController {}
        var registry = Bound.registry
        registry.register(Controller.self, as: "NSUserDefaultsController")
        let template = try NibTemplate(
            data: Data(Bound.fixtureText().utf8), path: Bound.fixturePath, registry: registry)
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"), template: template)
        #expect(loaded.graph.object(withID: "defaults") is Controller)
        #expect(ClassRegistry().contains("NSUserDefaultsController") == false)
    }

    // MARK: Lifetime

    @Test("no observer is left once the graph is gone, and no binding keeps an object alive")
    func noObserverOutlivesTheGraph() throws {
        let owner = Bound.profile(named: "Ada")
        let account = try #require(owner.account)
        let store = InMemoryDefaultsStore(["volume": .real(0.5)])
        weak var slider: NibObject?
        weak var field: NibObject?
        weak var defaults: NibObject?
        do {
            let loaded = try Bound.load(owner: owner, store: store)
            slider = loaded.volume
            field = loaded.name
            defaults = loaded.defaults
            #expect(owner.isObserved)
            #expect(account.isObserved)
        }
        #expect(slider == nil)
        #expect(field == nil)
        #expect(defaults == nil)
        #expect(!owner.isObserved)
        #expect(!account.isObserved)
        // Changes after the graph is gone reach nobody.
        try owner.setValue(nil, forKey: "account")
    }

    @Test("a binding holds its observed object weakly: when it goes, the binding stays and follows nothing")
    func observedObjectGoes() throws {
        let field = Bound.TextField()
        do {
            let account = Bound.Account(name: "Ada")
            try field.bind("value", to: account, withKeyPath: "name")
            #expect(field.value == "Ada")
        }
        let info = try #require(field.infoForBinding("value"))
        #expect(info.observedObject == nil)
        #expect(throws: BindingError(.notBound, binding: "value")) { try field.didEditValue(forBinding: "value") }
    }

    // MARK: Errors

    @Test("a binding to a key the source or the observed class lacks is a located error")
    func unknownKeys() throws {
        var text = try Bound.fixtureText()
        text = text.replacingOccurrences(
            of: #"name="value" keyPath="values.volume""#, with: #"name="level" keyPath="values.volume""#)
        text = text.replacingOccurrences(
            of: #"name="hidden" keyPath="muted""#, with: #"name="hidden" keyPath="silent""#)
        let error = try #require(throws: NibError.self) {
            try NibTemplate(data: Data(text.utf8), path: Bound.fixturePath, registry: Bound.registry)
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "\(Bound.fixturePath):\(Bound.line(of: "Bnd-vol", in: text) ?? 0):17: error: Slider is not key value coding-compliant for the key 'level' (binding 'level')",
                "\(Bound.fixturePath):\(Bound.line(of: "Bnd-hid", in: text) ?? 0):17: error: Profile is not key value coding-compliant for the key 'silent' (binding 'hidden' to 'silent')",
            ])
        #expect(error.diagnostics.map(\.objectID) == ["volume", "sounds"])
        #expect(error.diagnostics.map(\.className) == ["Slider", "Profile"])
        #expect(error.diagnostics.map(\.key) == ["level", "silent"])
    }

    @Test("a binding whose path a live object lacks fails the load, located, and changes nothing")
    func unknownKeyAtInstantiation() throws {
        var text = try Bound.fixtureText()
        text = text.replacingOccurrences(
            of: #"keyPath="account.name" id="Bnd-ttl""#, with: #"keyPath="account.nickname" id="Bnd-ttl""#)
        let template = try NibTemplate(data: Data(text.utf8), path: Bound.fixturePath, registry: Bound.registry)
        let owner = Bound.profile(named: "Ada")
        let error = try #require(throws: NibError.self) { try Bound.load(owner: owner, template: template) }
        #expect(error.code == .instantiationFailed)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(
            diagnostic.description
                == "\(Bound.fixturePath):\(Bound.line(of: "Bnd-ttl", in: text) ?? 0):17: error: Account is not key value coding-compliant for the key 'nickname'"
        )
        #expect(diagnostic.objectID == "signOut")
        #expect(diagnostic.className == "Checkbox", "the class of the object the binding belongs to, as its id")
        #expect(diagnostic.key == "nickname")
        // Phase 3 checked every binding before making the first.
        #expect(!owner.isObserved)
        #expect(owner.account?.isObserved == false)
    }

    /// The fixture with the name field's binding naming the transformer `Shout`.
    static func shoutingFixtureText() throws -> String {
        try Bound.fixtureText().replacingOccurrences(
            of: #"<string key="NSNullPlaceholder">Anonymous</string>"#,
            with:
                #"<string key="NSNullPlaceholder">Anonymous</string><string key="NSValueTransformerName">Shout</string>"#
        )
    }

    /// A reversible transformer: upper case shown, lower case written back.
    static let shout = NibValueTransformer(
        name: "Shout", transform: { ($0 as? String)?.uppercased() }, reverse: { ($0 as? String)?.lowercased() })

    @Test("an application's value transformer, registered by name, is applied both ways by the binding that names it")
    func registeredTransformer() throws {
        var registry = Bound.registry
        registry.registerValueTransformer(Self.shout)
        let text = try Self.shoutingFixtureText()
        let template = try NibTemplate(
            data: Data(text.utf8), path: Bound.fixturePath, registry: registry, mode: .strict)
        #expect(template.warnings.isEmpty)
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"), template: template)
        #expect(loaded.name.value == "ADA")
        #expect(loaded.name.infoForBinding("value")?.valueTransformer?.name == "Shout")
        loaded.name.value = "GRACE"
        try loaded.name.didEditValue(forBinding: "value")
        #expect(loaded.owner.account?.name == "grace")
        // Unregistered, the same document is refused strictly, at the transformer.
        let refused = try #require(throws: NibError.self) {
            try NibTemplate(data: Data(text.utf8), path: Bound.fixturePath, registry: Bound.registry, mode: .strict)
        }
        #expect(
            refused.diagnostics.map(\.message) == [
                "the binding 'value' uses the value transformer 'Shout', which NibKit does not provide; it provides NSNegateBoolean, NSIsNil, NSIsNotNil"
            ])
    }

    @Test(
        "a transformer registered under one of AppKit's names replaces AppKit's, as setValueTransformer(_:forName:) does"
    )
    func registeredReplacesStandard() throws {
        var registry = Bound.registry
        registry.registerValueTransformer(NibValueTransformer(name: "NSIsNotNil") { _ in false })
        let template = try NibTemplate(
            data: Data(try Bound.fixtureText().utf8), path: Bound.fixturePath, registry: registry)
        let loaded = try Bound.load(owner: Bound.profile(named: "Ada"), template: template)
        #expect(!loaded.signOut.enabled)
        #expect(try Bound.load(owner: Bound.profile(named: "Ada")).signOut.enabled, "AppKit's NSIsNotNil")
        #expect(registry.valueTransformer(named: "NSIsNil")?.transformedValue(nil) as? Bool == true)
        #expect(registry.valueTransformer(named: "Shout") == nil)
    }

    @Test("bind in code takes a transformer itself, which wins over a name")
    func transformerInCode() throws {
        let field = Bound.TextField()
        let account = Bound.Account(name: "Ada")
        try field.bind(
            "value", to: account, withKeyPath: "name",
            options: [.valueTransformer: Self.shout, .valueTransformerName: "NSIsNil"])
        #expect(field.value == "ADA")
        try account.setValue("Grace", forKey: "name")
        #expect(field.value == "GRACE")
    }

    @Test("a value transformer NibKit does not provide is a located warning when reading leniently, an error strictly")
    func unknownTransformer() throws {
        var text = try Bound.fixtureText()
        text = text.replacingOccurrences(of: "NSIsNotNil", with: "AccountToBoolean")
        text = text.replacingOccurrences(
            of: "<string key=\"NSValueTransformerName\">NSIsNil",
            with: "<string key=\"NSValueTransformerName\">NSKeyedUnarchiveFromData")
        let line = Bound.line(of: "Bnd-enb", in: text) ?? 0
        let lenient = try NibTemplate(data: Data(text.utf8), path: Bound.fixturePath, registry: Bound.registry)
        #expect(
            lenient.warnings.map(\.description) == [
                "\(Bound.fixturePath):\(line):17: warning: the binding 'enabled' uses the value transformer 'AccountToBoolean', which NibKit does not provide; it provides NSNegateBoolean, NSIsNil, NSIsNotNil; the binding is ignored",
                "\(Bound.fixturePath):\(line + 5):17: warning: the binding 'hidden' uses the value transformer 'NSKeyedUnarchiveFromData', which unarchives AppKit objects and is not supported; NibKit provides NSNegateBoolean, NSIsNil, NSIsNotNil; the binding is ignored",
            ])
        #expect(lenient.warnings.map(\.objectID) == ["signOut", "signOut"])
        #expect(lenient.warnings.map(\.key) == ["enabled", "hidden"])
        #expect(lenient.connections.count { $0.kind == .binding } == 5)
        let strict = try #require(throws: NibError.self) {
            try NibTemplate(data: Data(text.utf8), path: Bound.fixturePath, registry: Bound.registry, mode: .strict)
        }
        #expect(strict.diagnostics.map(\.severity) == [.error, .error])
        #expect(strict.diagnostics.map(\.location.line) == [line, line + 5])

        // bind(_:to:withKeyPath:options:) refuses it too, binding nothing.
        let field = Bound.TextField()
        let error = try #require(throws: BindingError.self) {
            try field.bind(
                "value", to: Bound.Account(name: "Ada"), withKeyPath: "name", options: [.valueTransformerName: "Shout"])
        }
        #expect(error.reason == .unknownValueTransformer("Shout"))
        #expect(field.infoForBinding("value") == nil)
        #expect(field.value == nil)
    }

    @Test("bind checks the source's property and the value before binding anything")
    func bindChecks() throws {
        let slider = Bound.Slider()
        let account = Bound.Account(name: "Ada")
        #expect(
            throws: BindingError(
                .keyValueCoding(KeyValueCodingError(.undefinedKey, className: "Slider", key: "colour")),
                binding: "colour")
        ) { try slider.bind("colour", to: account, withKeyPath: "name") }
        #expect(
            throws: BindingError(
                .keyValueCoding(
                    KeyValueCodingError(
                        .typeMismatch(expected: "Double", actual: "a string"), className: "Slider", key: "value")),
                binding: "value")
        ) { try slider.bind("value", to: account, withKeyPath: "name") }
        #expect(!account.isObserved)
        #expect(slider.boundBindingNames == [])
    }

    // MARK: Key paths

    @Test("value(forKeyPath:) reads along a path, gives nil through a nil, and names the key an object lacks")
    func valueForKeyPath() throws {
        let profile = Bound.profile(named: "Ada")
        #expect(try profile.value(forKeyPath: "account.name") as? String == "Ada")
        #expect(try profile.value(forKeyPath: "muted") as? Bool == false)
        profile.account = nil
        #expect(try profile.value(forKeyPath: "account.name") == nil)
        #expect(throws: KeyValueCodingError(.undefinedKey, className: "Profile", key: "acount")) {
            try profile.value(forKeyPath: "acount.name")
        }
        let dynamic = DynamicObject(className: "NSArrayController")
        try dynamic.setValue("x", forKeyPath: "selection.name")
        #expect(try dynamic.value(forKeyPath: "selection.name") as? String == "x")
    }

    // MARK: The corpus

    /// The corpus documents that use bindings; one that cannot be read is
    /// kept, so that the test reading it reports why.
    static let corpusDocuments = CorpusTests.documents.filter { path in
        (try? CorpusTests.data(path)).map { String(decoding: $0, as: UTF8.self).contains("<binding ") } ?? true
    }

    @Test("the corpus has documents with bindings, storyboards and xibs among them")
    func corpusHasBindings() {
        #expect(Self.corpusDocuments.count == 16)
        #expect(Self.corpusDocuments.contains("storyboard/OpenEmu__OpenEmu__OpenEmu__Main.storyboard"))
        #expect(Self.corpusDocuments.contains("xib/Dwarven__PushMeBaby__English.lproj__MainMenu.xib"))
    }

    @Test(
        "every <binding> of a real document is read with its name, observed object, key path and options",
        arguments: corpusDocuments)
    func corpusBindings(path: String) throws {
        let document = try XMLDocument(data: CorpusTests.data(path))
        let elements = try document.nodes(forXPath: "//connections/binding").compactMap {
            $0 as? FoundationXML.XMLElement
        }
        let template = try CorpusTests.template(path)
        #expect(template.statistics.bindings == elements.count)
        func attribute(_ element: FoundationXML.XMLElement, _ name: String) -> String {
            element.attribute(forName: name)?.stringValue ?? ""
        }
        func transformer(_ element: FoundationXML.XMLElement) -> String? {
            let options = (element.elements(forName: "dictionary").first?.children ?? []).compactMap {
                $0 as? FoundationXML.XMLElement
            }
            return options.first { attribute($0, "key") == "NSValueTransformerName" }?.stringValue
        }
        // Those with a transformer NibKit does not provide are reported and left out.
        let made = elements.filter { transformer($0).map { StandardValueTransformer(rawValue: $0) != nil } ?? true }
        let ignored = template.warnings.filter { $0.message.hasSuffix("the binding is ignored") }
        #expect(ignored.count == elements.count - made.count)
        // Compared as sets of descriptions: the template orders connections by object, placeholders first.
        func described(source: String, name: String, destination: String, keyPath: String, options: [String]) -> String
        {
            "\(source).\(name) <- \(destination).\(keyPath) \(options)"
        }
        let read = template.connections.filter { $0.kind == .binding }.map { connection in
            described(
                source: template.objects[connection.source].id, name: connection.name,
                destination: connection.destinationID ?? "", keyPath: connection.binding?.keyPath ?? "",
                options: connection.binding?.options.map { "\($0.key)=\(optionText($0.value))" } ?? [])
        }
        let written = made.map { element in
            let options = (element.elements(forName: "dictionary").first?.children ?? []).compactMap {
                $0 as? FoundationXML.XMLElement
            }
            let source = (element.parent?.parent as? FoundationXML.XMLElement).map { attribute($0, "id") } ?? ""
            return described(
                source: source, name: attribute(element, "name"), destination: attribute(element, "destination"),
                keyPath: attribute(element, "keyPath"),
                options: options.map { "\(attribute($0, "key"))=\(Self.text(of: $0))" })
        }
        #expect(read.sorted() == written.sorted())
    }

    /// An option element's value: its `value` attribute or its text, decoded when base64.
    private static func text(of option: FoundationXML.XMLElement) -> String {
        let value = option.attribute(forName: "value")?.stringValue ?? option.stringValue ?? ""
        guard option.attribute(forName: "base64-UTF8")?.stringValue == "YES" else { return value }
        var compact = value.filter { !$0.isWhitespace }
        compact += String(repeating: "=", count: (4 - compact.count % 4) % 4)
        return Data(base64Encoded: compact).map { String(decoding: $0, as: UTF8.self) } ?? "(not base64)"
    }

    /// An option's value as the XML writes it.
    private func optionText(_ value: TemplateValue) -> String {
        switch value {
        case .string(let string): return string
        case .bool(let bool): return bool ? "YES" : "NO"
        case .integer(let integer): return String(integer)
        default: return "\(value)"
        }
    }

    @Test("hachidori's preferences: bindings to the shared defaults controller, loaded with dynamic objects")
    func hachidoriPreferences() throws {
        let path = "xib/Atelier-Shiori__hachidori__Base.lproj__GeneralPreferenceView.xib"
        let template = try CorpusTests.template(path)
        let bindings = template.connections.filter { $0.kind == .binding }
        #expect(bindings.count == 21)
        #expect(bindings.allSatisfy { $0.binding?.keyPath.hasPrefix("values.") == true })
        #expect(Set(bindings.map(\.name)) == ["value", "enabled", "selectedTag"])
        let store = InMemoryDefaultsStore(["ScrobbleatStartup": .bool(true)])
        var options = InstantiationOptions()
        options.defaultsStore = store
        let graph = try template.instantiate(
            owner: DynamicObject(className: "GeneralPreferenceView"),
            application: DynamicObject(className: "NSApplication"), options: options)
        let checkbox = try #require(graph.object(withID: "5") as? DynamicObject)
        #expect(checkbox.values["value"] as? Bool == true)
        let controller = try #require(graph.object(withID: "2") as? UserDefaultsController)
        try controller.setValue(false, forKeyPath: "values.ScrobbleatStartup")
        #expect(checkbox.values["value"] as? Bool == false)
        try checkbox.setValue(true, forKey: "value")
        try checkbox.didEditValue(forBinding: "value")
        #expect(store.value(forKey: "ScrobbleatStartup") == .bool(true))
    }

    // MARK: nibtool

    @Test("nibtool trace shows each binding in phase 3, as text and as JSON events")
    func trace() throws {
        let text = try nibtool("trace", Bound.fixturePath)
        #expect(text.status == 0)
        #expect(
            text.stdout.contains(
                #"  sounds (Checkbox).bind("hidden", to: -2 (Profile), withKeyPath: "muted", options: [NSValueTransformerName: "NSNegateBoolean"])"#
            ))
        #expect(
            text.stdout.contains(
                #"  volume (Slider).bind("value", to: defaults (NSUserDefaultsController), withKeyPath: "values.volume", options: [:])"#
            ))
        let json = try nibtool("trace", Bound.fixturePath, "--json")
        #expect(json.status == 0)
        #expect(
            json.stdout.contains(
                #"{"phase": 3, "kind": "binding", "source": "name", "binding": "value", "destination": "-2", "keyPath": "account.name", "NSContinuouslyUpdatesValue": "YES", "NSNullPlaceholder": "Anonymous"}"#
            ))
        let inspect = try nibtool("inspect", Bound.fixturePath, "--json")
        #expect(inspect.stdout.contains(#""bindings": 7"#))
    }
}
