import NibKit
import Testing

/// A responder that performs one action and remembers its sender.
final class Handler: Responder {
    var received: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    required init() {
        name = ""
        super.init()
    }

    required init(coder: NibCoder) throws {
        name = coder.objectID
        try super.init(coder: coder)
    }

    override class var actionBindings: [ActionBinding] {
        super.actionBindings + [ActionBinding("cancelOperation:", Handler.cancelOperation)]
    }

    func cancelOperation(_ sender: Any?) { received.append("cancelOperation:") }
}

@Suite("Target-action and the responder chain")
struct ResponderChainTests {
    @Test("a nil-target action walks three levels of the chain to the first that performs it")
    func threeLevelChain() {
        let field = TextField()
        let window = Window()
        let controller = LoginController()
        let application = Application()
        field.next = window
        window.next = controller
        controller.next = application
        application.firstResponder = field
        #expect(application.sendAction("cancelOperation:", to: nil, from: field))
        #expect(controller.cancels == 1)
        #expect(field.target(forAction: "cancelOperation:", withSender: nil) === controller)
        #expect(window.target(forAction: "login:", withSender: nil) === controller)
        #expect(!application.sendAction("unknownAction:", to: nil, from: field))
    }

    @Test("the nearest responder wins, and the chain ends at the application's delegate")
    func nearestWinsAndDelegate() {
        let inner = Handler(name: "inner")
        let outer = Handler(name: "outer")
        inner.next = outer
        let application = Application()
        application.firstResponder = inner
        application.sendAction("cancelOperation:", to: nil, from: nil)
        #expect(inner.received == ["cancelOperation:"] && outer.received.isEmpty)

        let delegate = Handler(name: "delegate")
        let lonely = Responder()
        application.delegate = delegate
        application.firstResponder = lonely
        #expect(application.sendAction("cancelOperation:", to: nil, from: nil))
        #expect(delegate.received == ["cancelOperation:"])
    }

    @Test("a control with a nil target dispatches through the application at the end of its chain")
    func controlDispatch() throws {
        let template = try Toolkit.template("LoginForm.nibxml")
        let controller = LoginController()
        let graph = try template.instantiate(owner: controller)
        let form = try #require(graph.topLevelObjects.first as? View)
        let cancel = try #require(graph.object(withID: "cancelButton") as? Button)
        let name = try #require(controller.nameField)
        let application = Application()
        form.next = controller
        controller.next = application
        application.firstResponder = name
        cancel.sendActions(for: .touchUpInside)
        #expect(controller.cancels == 1, "text field → form → controller")
        cancel.sendActions(for: .valueChanged)
        #expect(controller.cancels == 1, "no action is registered for another event")
    }

    @Test("targets are held weakly and the same registration is not added twice")
    func targetsAreWeak() {
        let button = Button()
        var handler: Handler? = Handler(name: "h")
        button.addTarget(handler, action: "cancelOperation:", for: .touchUpInside)
        button.addTarget(handler, action: "cancelOperation:", for: .touchUpInside)
        #expect(button.targetActions.count == 1)
        #expect(button.actions(forTarget: handler, forEvent: .touchUpInside) == ["cancelOperation:"])
        button.sendActions(for: .touchUpInside)
        #expect(handler?.received == ["cancelOperation:"])
        weak let released = handler
        handler = nil
        #expect(released == nil)
        button.sendActions(for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        #expect(button.targetActions.isEmpty)
    }

    @Test("a chain that loops back on itself ends instead of hanging")
    func loopingChain() {
        let a = Responder()
        let b = Responder()
        a.next = b
        b.next = a
        #expect(a.target(forAction: "nothing:", withSender: nil) == nil)
    }
}
