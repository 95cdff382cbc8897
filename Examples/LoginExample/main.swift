import Foundation
import NibKit

// Views and controls: NibKit's View, and a control is a view that adopts Control.
final class ImageView: View, NibKeyValueCoding {
    var image: NibResource?
    static var keyBindings: [KeyBinding] { [KeyBinding("image", \ImageView.image)] }
}

final class TextField: View, Control, NibKeyValueCoding {
    var text = ""
    var placeholder = ""
    var isSecure = false
    override var canBecomeFirstResponder: Bool { true }
    static var keyBindings: [KeyBinding] {
        [KeyBinding("placeholder", \TextField.placeholder), KeyBinding("secure", \TextField.isSecure)]
    }
}

final class Button: View, Control, NibKeyValueCoding {
    var title = ""
    static var keyBindings: [KeyBinding] { [KeyBinding("title", \Button.title)] }
}

// File's Owner: outlets, an outlet collection, two actions.
final class LoginController: Responder, NibKeyValueCoding, NibActionPerforming {
    var view: View? { didSet { view?.viewController = self } }
    var nameField: TextField?
    var passwordField: TextField?
    var fields: [TextField] = []

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("view", \LoginController.view),
            KeyBinding("nameField", \LoginController.nameField),
            KeyBinding("passwordField", \LoginController.passwordField),
            KeyBinding("fields", \LoginController.fields),
        ]
    }

    static var actionBindings: [ActionBinding] {
        [
            ActionBinding("login:", LoginController.login),
            ActionBinding("cancelOperation:", LoginController.cancelOperation),
        ]
    }

    func login(_ sender: Any?) { print("logging in as", nameField?.text ?? "") }
    func cancelOperation(_ sender: Any?) { print("cancelled, from", (sender as? Button)?.title ?? "?") }
}

var registry = ClassRegistry()
registry.register(View.self, as: "View")
registry.register(ImageView.self, as: "ImageView")
registry.register(TextField.self, as: "TextField")
registry.register(Button.self, as: "Button")
registry.register(LoginController.self, as: "LoginController")

// Parse and validate once: ids, references, classes, keys and actions.
let url = URL(fileURLWithPath: "ExampleNibs/LoginForm.nibxml")
let template = try NibTemplate(contentsOf: url, registry: registry)

// Instantiate as often as needed, from any thread.
let controller = LoginController()
let graph = try template.instantiate(owner: controller)
print(graph.topLevelObjects.map(\.nibClassName))  // ["View"]

// Put the controller on an application's chain, focus the name field, press the buttons.
let application = Application()
controller.next = application
controller.nameField?.text = "Ada"
controller.nameField?.becomeFirstResponder()
for button in graph.objects(ofType: Button.self) {
    button.sendActions(for: .touchUpInside)
}
