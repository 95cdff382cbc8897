import NibKit
import Testing

/// A responder that performs one action and remembers its sender.
final class Handler: Responder, NibActionPerforming {
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

    static var actionBindings: [ActionBinding] {
        [ActionBinding("cancelOperation:", Handler.cancelOperation)]
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
        #expect(field.becomeFirstResponder())
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
        application.sendAction("cancelOperation:", to: nil, from: inner)
        #expect(inner.received == ["cancelOperation:"] && outer.received.isEmpty, "no first responder: from the sender")

        let delegate = Handler(name: "delegate")
        let lonely = Responder()
        application.delegate = delegate
        #expect(application.sendAction("cancelOperation:", to: nil, from: lonely))
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
        #expect(name.becomeFirstResponder())
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

    @Test("becoming first responder: a focus change moves where nil-targeted actions start")
    func focusChange() {
        // window → controller → application, with two fields in the window.
        let window = Window()
        let controller = LoginController()
        let application = Application()
        window.next = controller
        controller.next = application
        let name = Handler(name: "name")
        let password = Handler(name: "password")
        let nameField = FocusableField(handler: name)
        let passwordField = FocusableField(handler: password)
        nameField.next = window
        passwordField.next = window
        let button = Button()
        button.next = window
        button.addTarget(nil, action: "cancelOperation:", for: .touchUpInside)

        #expect(application.firstResponder == nil)
        button.sendActions(for: .touchUpInside)
        #expect(controller.cancels == 1, "no first responder: from the button up to the controller")

        #expect(nameField.becomeFirstResponder())
        #expect(nameField.isFirstResponder && application.firstResponder === nameField)
        button.sendActions(for: .touchUpInside)
        #expect(nameField.performed == 1 && controller.cancels == 1)

        #expect(passwordField.becomeFirstResponder())
        #expect(!nameField.isFirstResponder && passwordField.isFirstResponder)
        #expect(nameField.resignations == 1, "the old first responder was asked to resign")
        button.sendActions(for: .touchUpInside)
        #expect(passwordField.performed == 1 && nameField.performed == 1)

        passwordField.refusesToResign = true
        #expect(!nameField.becomeFirstResponder(), "the current one refuses to resign")
        #expect(passwordField.isFirstResponder)
        passwordField.refusesToResign = false
        #expect(passwordField.resignFirstResponder())
        #expect(application.firstResponder == nil)
        button.sendActions(for: .touchUpInside)
        #expect(controller.cancels == 2)
    }

    @Test("a responder that cannot become first responder, or has no application on its chain, does not")
    func cannotBecome() {
        let application = Application()
        let window = Window()
        window.next = application
        #expect(!window.becomeFirstResponder(), "a window does not take the role by default")
        let orphan = FocusableField(handler: Handler(name: "orphan"))
        #expect(!orphan.becomeFirstResponder(), "no application along its chain")
        #expect(!orphan.isFirstResponder)
    }

    @Test("sendAction(_:to:from:for:) hands the event to an action that takes one")
    func eventReachesAction() {
        let application = Application()
        let receiver = EventReceiver()
        application.sendAction("paste:", to: receiver, from: "sender", for: "event")
        #expect(receiver.received.map { "\($0.sender ?? "nil") \($0.event ?? "nil")" } == ["sender event"])
        application.sendAction("copy:", to: receiver, from: nil)
        #expect(receiver.copies == 1)
    }
}

/// A field that can become first responder, performs `cancelOperation:`
/// itself, and counts how often it was asked to resign.
final class FocusableField: Responder, NibActionPerforming {
    var performed = 0
    var resignations = 0
    var refusesToResign = false
    private(set) var handler = Handler(name: "")

    convenience init(handler: Handler) {
        self.init()
        self.handler = handler
    }

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }

    override func resignFirstResponder() -> Bool {
        resignations += 1
        return super.resignFirstResponder()
    }

    static var actionBindings: [ActionBinding] {
        [ActionBinding("cancelOperation:", FocusableField.cancelOperation)]
    }

    func cancelOperation(_ sender: Any?) { performed += 1 }
}

/// A target whose `paste:` takes the sender and the event, and `copy:` nothing.
final class EventReceiver: NibObject, NibActionPerforming {
    var received: [(sender: String?, event: String?)] = []
    var copies = 0

    static var actionBindings: [ActionBinding] {
        [ActionBinding("paste:", EventReceiver.paste), ActionBinding("copy:", EventReceiver.copy)]
    }

    func paste(_ sender: Any?, forEvent event: Any?) { received.append((sender as? String, event as? String)) }
    func copy() { copies += 1 }
}
