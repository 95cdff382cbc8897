import Foundation
import NibGTKKit
import NibKit

/// File's Owner of LoginForm.xib: its outlets, and the two actions, which
/// record their senders.
@MainActor
final class LoginController: ViewController {
    var nameField: GtkUITextField?
    var passwordField: GtkUITextField?
    var fields: [GtkUITextField] = []
    private(set) var logins: [String] = []
    private(set) var cancels: [String] = []

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("nameField", \LoginController.nameField),
            KeyBinding("passwordField", \LoginController.passwordField),
            KeyBinding("fields", \LoginController.fields),
        ]
    }

    override class var actionBindings: [ActionBinding] {
        super.actionBindings + [
            ActionBinding("login:") { (controller: LoginController, sender) in controller.login(sender) },
            ActionBinding("cancelOperation:") { (controller: LoginController, sender) in
                controller.cancelOperation(sender)
            },
        ]
    }

    func login(_ sender: Any?) { logins.append((sender as? UIButton)?.currentTitle ?? "?") }
    func cancelOperation(_ sender: Any?) { cancels.append((sender as? UIButton)?.currentTitle ?? "?") }
}

/// File's Owner of Controls.xib: records what each control sent.
@MainActor
final class ControlsController: ViewController {
    private(set) var received: [String] = []

    override class var actionBindings: [ActionBinding] {
        super.actionBindings + [
            ActionBinding("volumeChanged:") { (controller: ControlsController, _) in
                controller.received.append("volumeChanged:")
            },
            ActionBinding("toggled:") { (controller: ControlsController, sender) in
                controller.received.append("toggled: \((sender as? UISwitch)?.isOn == true ? "on" : "off")")
            },
            ActionBinding("edited:") { (controller: ControlsController, sender) in
                controller.received.append("edited: \((sender as? UITextField)?.text ?? "?")")
            },
        ]
    }
}

/// Where the test documents are.
enum Documents {
    /// A document of the repository's ExampleNibs folder.
    static func example(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ExampleNibs").appendingPathComponent(name)
    }

    /// A fixture of this test target.
    static func fixture(_ name: String) throws -> URL {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Fixtures") else {
            throw FixtureMissing(name: name)
        }
        return url
    }

    struct FixtureMissing: Error { let name: String }

    /// The toolkit's registry with the test owners.
    @MainActor
    static var registry: ClassRegistry {
        var registry = ClassRegistry.gtkToolkit()
        registry.register(LoginController.self, as: "LoginController")
        registry.register(ControlsController.self, as: "ControlsController")
        return registry
    }

    /// Opens `url` and waits for its first frame.
    @MainActor
    static func open(_ url: URL, owner: NibObject? = nil) throws -> GtkDocument {
        let document = try GtkDocument(contentsOf: url, registry: registry, owner: owner)
        try document.waitForFirstFrame()
        return document
    }
}
