import Foundation
import NibKit
import Testing

// A toolkit whose classes are isolated to the main actor, as UIKit's and any
// GTK binding's are. It declares its keys, actions and awakeFromNib through
// main-actor conformances, overrides init(coder:), and needs no
// nonisolated(unsafe) or @preconcurrency.

/// The toolkit's root view.
@MainActor
class MainWidget: NibKit.View, @MainActor NibCoding {
    var title = ""
    var awakeTitle = ""
    var decodedNote = ""

    required init() { super.init() }

    override class var decodesUndeclaredKeys: Bool { true }

    /// Decodes a key no binding declares, as an NSCoding class does.
    required init(coder: NibCoder) throws {
        decodedNote = try coder.decode(String.self, forKey: "note") ?? ""
        try super.init(coder: coder)
    }

    class var keyBindings: [KeyBinding] { [KeyBinding("title", \MainWidget.title)] }

    class var actionBindings: [ActionBinding] { [] }

    /// Touches the widget's own main-actor state.
    func awakeFromNib() { awakeTitle = "awake: \(title)" }
}

@MainActor
final class MainButton: MainWidget, Control {
    var presses = 0
    /// Set through a setter, as a toolkit sets what it must also show.
    private(set) var badge: String?
    var badgesShown = 0

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("presses", \MainButton.presses),
            KeyBinding("badge", \MainButton.badge) { @MainActor (button: MainButton, badge: String?) in
                button.badge = badge
                button.badgesShown += 1
            },
        ]
    }
}

@MainActor
final class MainController: Responder, @MainActor NibCoding {
    var button: MainButton?
    var pressed: [String] = []
    var awoke = false

    static var keyBindings: [KeyBinding] { [KeyBinding("button", \MainController.button)] }

    static var actionBindings: [ActionBinding] {
        [ActionBinding("press:") { (controller: MainController, sender) in controller.press(sender) }]
    }

    func press(_ sender: Any?) { pressed.append((sender as? MainWidget)?.title ?? "?") }

    func awakeFromNib() { awoke = true }
}

enum MainActorToolkit {
    @MainActor
    static var registry: ClassRegistry {
        var registry = ClassRegistry()
        registry.register(MainWidget.self, as: "Widget")
        registry.register(MainButton.self, as: "Button")
        registry.register(MainController.self, as: "Controller")
        return registry
    }

    static let archive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <nib version="1">
          <object id="controller" class="Controller">
            <connections>
              <outlet property="button" destination="ok"/>
            </connections>
          </object>
          <object id="panel" class="Widget">
            <string key="title">Panel</string>
            <string key="note">decoded by init(coder:)</string>
            <array key="subviews">
              <object id="ok" class="Button">
                <string key="title">OK</string>
                <integer key="presses" value="0"/>
                <string key="badge">new</string>
                <connections>
                  <action selector="press:" target="controller" event="touchUpInside"/>
                </connections>
              </object>
            </array>
          </object>
        </nib>
        """

    @MainActor
    static func template(mode: ReadingMode? = nil) throws -> NibTemplate {
        try NibTemplate(data: Data(archive.utf8), path: "MainActor.nibxml", registry: registry, mode: mode)
    }
}

@Suite("Main-actor toolkits")
struct MainActorToolkitTests {
    @Test("a main-actor toolkit instantiates on the main actor: keys, init(coder:), outlets, actions, awake")
    @MainActor
    func instantiatesOnTheMainActor() throws {
        let graph = try MainActorToolkit.template().instantiate()
        let controller = try #require(graph.object(withID: "controller") as? MainController)
        let panel = try #require(graph.object(withID: "panel") as? MainWidget)
        let button = try #require(controller.button)
        #expect(panel.title == "Panel" && button.title == "OK")
        #expect(panel.decodedNote == "decoded by init(coder:)")
        #expect(button.superview === panel)
        #expect(panel.awakeTitle == "awake: Panel" && button.awakeTitle == "awake: OK" && controller.awoke)
        button.sendActions(for: .touchUpInside)
        #expect(controller.pressed == ["OK"])
        try button.setValue(3, forKey: "presses")
        #expect(button.presses == 3)
        #expect(button.badge == "new" && button.badgesShown == 1, "a main-actor setter for an optional")
        try button.setValue(nil, forKey: "badge")
        #expect(button.badge == nil && button.badgesShown == 2)
        #expect(try button.value(forKey: "title") as? String == "OK")
    }

    @Test("instantiating main-actor classes off the main thread is refused before anything is made")
    func refusedOffTheMainThread() async throws {
        let template = try await MainActor.run { try MainActorToolkit.template() }
        let message = await Task.detached { () -> String? in
            do {
                _ = try template.instantiate()
                return nil
            } catch let error as NibError {
                return error.diagnostics.first?.description
            } catch {
                return "\(error)"
            }
        }.value
        #expect(
            message
                == "MainActor.nibxml:3:3: error: Controller (MainController) is isolated to the main actor; instantiate this template on the main actor"
        )
    }

    @Test("a nonisolated toolkit keeps instantiating from any thread")
    func nonisolatedFromAnyThread() async throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let counts: [Int] = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let controller = LoginController()
                    _ = try template.instantiate(owner: controller)
                    return controller.fields.count
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == [2, 2, 2, 2])
    }

    @Test("a key only init(coder:) decodes: strict reading warns which keys no binding reads, lenient says nothing")
    @MainActor
    func lintOfUndeclaredKeys() throws {
        let strict = try MainActorToolkit.template()
        #expect(strict.mode == .strict)
        #expect(
            strict.warnings.map(\.description) == [
                "MainActor.nibxml:10:5: warning: no binding of Widget reads the key 'note'; only its init(coder:) can decode it"
            ])
        #expect(strict.warnings.first?.key == "note" && strict.warnings.first?.className == "Widget")
        #expect(try MainActorToolkit.template(mode: .lenient).warnings.isEmpty)
    }

    @Test("a class that does not decode undeclared keys: lenient reading drops them, strict reading refuses them")
    func undeclaredKeysOfOtherClasses() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
              <object id="label" class="Label">
                <string key="text">Hi</string>
                <string key="note">not read</string>
              </object>
            </nib>
            """
        let error = try #require(throws: NibError.self) { try Toolkit.template(xml: xml) }
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.nibxml:5:5: error: Label is not key value coding-compliant for the key 'note'"
            ])
        let lenient = try NibTemplate(
            data: Data(xml.utf8), path: "Fixture.nibxml", registry: Toolkit.registry, mode: .lenient)
        #expect(lenient.objects.first { $0.id == "label" }?.properties.map(\.key) == ["text"])
    }

    @Test("InstantiationOptions is Sendable: kept in one task, used in another")
    func optionsAreSendable() async throws {
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.awakeOrder = .shuffled(seed: 7)
        options.eventHandler = { events.append($0) }
        let sent = options
        let template = try Toolkit.template("LoginForm.nibxml")
        let awoken = try await Task.detached {
            _ = try template.instantiate(owner: LoginController(), options: sent)
            return sent.awakeOrder
        }.value
        #expect(awoken == .shuffled(seed: 7))
        #expect(events.all.contains { $0.phase == 4 })
    }

    @Test("a main-actor object supplied for a placeholder off the main actor is refused before anything is made")
    func mainActorPlaceholderOffTheMainActor() async throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        // The compiler keeps a main-actor object on the main actor; only a
        // host that breaks its isolation, as this box does, can get it here.
        struct Smuggled: @unchecked Sendable { let object: NibObject }
        let owner = await MainActor.run { Smuggled(object: MainController()) }
        let message = await Task.detached { () -> String? in
            do {
                _ = try template.instantiate(owner: owner.object)
                return nil
            } catch let error as NibError {
                return error.diagnostics.first?.description
            } catch {
                return "\(error)"
            }
        }.value
        #expect(
            message
                == "\(Toolkit.example("LoginForm.nibxml").path):10:3: error: File's Owner (MainController) is isolated to the main actor; instantiate this template on the main actor"
        )
    }
}
