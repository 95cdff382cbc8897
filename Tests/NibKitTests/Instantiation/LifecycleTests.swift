import Foundation
import NibKit
import Testing

@Suite("The five phases of the nib lifecycle")
struct LifecycleTests {
    @Test("phases run in the documented order: resources, objects, connections, awake, show")
    func phaseOrder() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        _ = try template.instantiate(owner: LoginController(), options: options)
        let phases = events.all.map(\.phase)
        #expect(phases == phases.sorted())
        #expect(Set(phases) == [1, 2, 3, 4])
        #expect(events.all.first == .resource(kind: .image, name: "logo.png", found: true))
    }

    @Test("archived objects use init(coder:), custom objects init() plus the key-value setter")
    func initializers() throws {
        let template = try Toolkit.template("CustomObjects.nibxml")
        let creations = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { if case .initialize = $0 { creations.append($0) } }
        let controller = TemperatureController()
        _ = try template.instantiate(owner: controller, options: options)
        // The converter is created first: the label's formatter property refers to it.
        #expect(
            creations.all == [
                .initialize(id: "converter", className: "TemperatureConverter", initializer: .plain),
                .initialize(id: "label", className: "Label", initializer: .coder),
            ])
        let converter = try #require(controller.converter)
        #expect(converter.offset == 32)
        #expect(converter.factor == 1.8)
        #expect(converter.unit == "°F")
        #expect(converter.limits["minimum"] as? Double == -459.67)
        let label = try #require(controller.label)
        #expect(label.formatter === converter)
        #expect(label.text == "72 °F")
        #expect(label.tag == 7)
        #expect(label.origin == CGPoint(x: 12, y: 12))
        #expect(label.size == CGSize(width: 120, height: 24))
        #expect(label.textColor == Color(red: 0.2, green: 0.2, blue: 0.2))
        #expect(label.accessibilityHint == nil)
        #expect(label.tapSound?.name == "click.wav")
        #expect(label.tapSound?.data.prefix(4) == Data("RIFF".utf8))
    }

    @Test("nested objects become properties, and top-level objects are returned in document order")
    func nestingAndTopLevel() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let controller = LoginController()
        let graph = try template.instantiate(owner: controller)
        #expect(graph.topLevelObjects.count == 1)
        let form = try #require(graph.topLevelObjects.first as? View)
        #expect(controller.view === form)
        #expect(form.subviews.count == 5)
        #expect(form.subviews.allSatisfy { $0.superview === form })
        let logo = try #require(form.subviews.first as? ImageView)
        #expect(logo.image?.kind == .image)
        #expect(logo.image?.data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("File's Owner is the owner passed in; its outlets and collections are set")
    func filesOwner() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let controller = LoginController()
        let graph = try template.instantiate(owner: controller)
        let name = try #require(graph.object(withID: "nameField") as? TextField)
        let password = try #require(graph.object(withID: "passwordField") as? TextField)
        #expect(controller.nameField === name)
        #expect(controller.passwordField === password)
        #expect(controller.fields.count == 2)
        #expect(controller.fields[0] === name && controller.fields[1] === password)
        #expect(graph.object(withID: "owner") == nil, "placeholders are not objects the load created")
    }

    @Test(
        "the guide's applicationDidFinishLaunching example: the delegate is owner and external object \"AppDelegate\"")
    func externalObject() throws {
        let template = try Toolkit.template("MainWindow.nibxml")
        let delegate = AppDelegate()
        let presenter = RecordingPresenter()
        let graph = try template.instantiate(
            owner: delegate, externalObjects: ["AppDelegate": delegate], presenter: presenter)
        let window = try #require(delegate.window)
        #expect(graph.topLevelObjects.first === window)
        #expect(window.delegate === delegate)
        #expect(window.title == "Population Clock")
        #expect(window.isVisible)
        #expect(presenter.shown == ["window"])
        #expect(delegate.awakeCount == 0, "neither File's Owner nor external objects are sent awakeFromNib")
    }

    @Test("a missing external object is an error naming its identifier")
    func missingExternalObject() throws {
        let template = try Toolkit.template("MainWindow.nibxml")
        let delegate = AppDelegate()
        #expect {
            _ = try template.instantiate(owner: delegate)
        } throws: { error in
            guard let error = error as? NibError else { return false }
            return error.code == .missingExternalObject
                && error.diagnostics.first?.message
                    == "no external object was supplied for the identifier 'AppDelegate'"
                && error.diagnostics.first?.location.line == 14
        }
        #expect(delegate.window == nil)
    }

    @Test("an action to First Responder gets a nil target; an action to File's Owner targets the owner")
    func firstResponder() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let controller = LoginController()
        let graph = try template.instantiate(owner: controller)
        let cancel = try #require(graph.object(withID: "cancelButton") as? Button)
        let login = try #require(graph.object(withID: "loginButton") as? Button)
        #expect(cancel.targetActions.count == 1)
        #expect(cancel.targetActions[0].hasTarget == false)
        #expect(cancel.targetActions[0].action == "cancelOperation:")
        #expect(cancel.targetActions[0].event == .touchUpInside)
        #expect(login.targetActions[0].target === controller)
        login.sendActions(for: .touchUpInside)
        #expect(controller.logins == 1)
    }

    @Test("awakeFromNib goes to every created object after every connection, never to placeholders")
    func awake() throws {
        let xml = """
            <nib version="1">
              <filesOwner id="owner" class="LoginController">
                <connections><outlet property="nameField" destination="field"/></connections>
              </filesOwner>
              <firstResponder id="fr"/>
              <object id="field" class="TextField"/>
              <object id="view" class="View"/>
            </nib>
            """
        let template = try Toolkit.template(xml: xml)
        let controller = LoginController()
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        let graph = try template.instantiate(owner: controller, options: options)
        let awakes = events.all.filter { $0.phase == 4 }
        #expect(awakes == [.awake(id: "field"), .awake(id: "view")])
        let lastConnection = try #require(events.all.lastIndex { $0.phase == 3 })
        let firstAwake = try #require(events.all.firstIndex { $0.phase == 4 })
        #expect(lastConnection < firstAwake)
        #expect((graph.object(withID: "field") as? TextField)?.awakeCount == 1)
        #expect(controller.awakeCount == 0)
    }

    @Test("the same seed gives the same shuffled awake order; document order is the default")
    func shuffledAwakeOrder() throws {
        var xml = "<nib version=\"1\">\n"
        for index in 0..<20 { xml += "<object id=\"v\(index)\" class=\"View\"/>\n" }
        xml += "</nib>"
        let template = try Toolkit.template(xml: xml)
        func awakeOrder(_ order: InstantiationOptions.AwakeOrder) throws -> [String] {
            let ids = Recorder<String>()
            var options = InstantiationOptions()
            options.awakeOrder = order
            options.eventHandler = { if case .awake(let id) = $0 { ids.append(id) } }
            _ = try template.instantiate(options: options)
            return ids.all
        }
        let documentOrder = (0..<20).map { "v\($0)" }
        #expect(try awakeOrder(.document) == documentOrder)
        let first = try awakeOrder(.shuffled(seed: 42))
        #expect(try awakeOrder(.shuffled(seed: 42)) == first)
        #expect(first != documentOrder)
        #expect(first.sorted() == documentOrder.sorted())
        #expect(try awakeOrder(.shuffled(seed: 43)) != first)
    }

    @Test("phase 5 shows objects visible at launch through the host's presenter, after awake")
    func visibleAtLaunch() throws {
        let template = try Toolkit.template("MainWindow.nibxml")
        let delegate = AppDelegate()
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        let presenter = RecordingPresenter()
        options.eventHandler = { events.append($0) }
        let graph = try template.instantiate(
            owner: delegate, externalObjects: ["AppDelegate": delegate], presenter: presenter, options: options)
        #expect(events.all.last == .show(id: "window"))
        #expect(graph.visibleAtLaunchObjects.count == 1)
        #expect((graph.visibleAtLaunchObjects.first as? Window)?.awakeCount == 1)
    }

    @Test("a missing image gives nil and a warning, as UIKit's image lookup does")
    func missingResource() throws {
        let xml = """
            <nib version="1">
              <object id="logo" class="ImageView"><image key="image" name="nowhere"/></object>
            </nib>
            """
        let template = try Toolkit.template(xml: xml)
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        let graph = try template.instantiate(options: options)
        #expect((graph.object(withID: "logo") as? ImageView)?.image == nil)
        #expect(events.all.first == .resource(kind: .image, name: "nowhere", found: false))
        #expect(
            graph.warnings.map(\.description) == [
                "Fixture.nibxml:2:39: warning: no image named 'nowhere' was found; the property gets nil"
            ])
    }

    @Test("resources are read once into the cache and found without an extension")
    func resourceCache() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        let xml = """
            <nib version="1">
              <object id="a" class="ImageView"><image key="image" name="logo"/></object>
              <object id="b" class="ImageView"><image key="image" name="logo"/></object>
            </nib>
            """
        let cache = ResourceCache()
        var options = InstantiationOptions()
        options.resourceCache = cache
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "Cache.nibxml", registry: Toolkit.registry,
            resources: InMemoryResourceProvider(["logo.png": png]))
        #expect(template.resources.count == 1)
        let graph = try template.instantiate(options: options)
        #expect((graph.object(withID: "b") as? ImageView)?.image?.data == png)
        #expect(cache.names(of: .image) == ["logo"])
    }

    @Test("one template instantiated 1,000 times gives independent graphs")
    func manyInstantiations() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        var seen = Set<ObjectIdentifier>()
        var controllers: [LoginController] = []
        for _ in 0..<1_000 {
            let controller = LoginController()
            let graph = try template.instantiate(owner: controller)
            let form = try #require(graph.topLevelObjects.first)
            #expect(seen.insert(ObjectIdentifier(form)).inserted)
            controllers.append(controller)
        }
        #expect(Set(controllers.compactMap { $0.nameField.map(ObjectIdentifier.init) }).count == 1_000)
        controllers[0].nameField?.placeholder = "changed"
        #expect(controllers[1].nameField?.placeholder == "Name")
    }

    @Test("one template instantiated from 8 tasks at once")
    func concurrentInstantiation() async throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var connected = 0
                    for _ in 0..<100 {
                        let controller = LoginController()
                        _ = try template.instantiate(owner: controller)
                        if controller.fields.count == 2 && controller.view != nil { connected += 1 }
                    }
                    return connected
                }
            }
            var all: [Int] = []
            for try await count in group { all.append(count) }
            return all
        }
        #expect(counts == Array(repeating: 100, count: 8))
    }
}
