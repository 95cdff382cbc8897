import Foundation
import NibKit

// The test toolkit: a tiny widget set under NibKit's own names, registered the
// way a host toolkit registers its classes, for nibxml fixtures. Beside it,
// Tracking.swift adds classes that report their own lifetime (registered on
// top of this registry), and InterfaceBuilderToolkit.swift the stand-ins for
// UIKit and AppKit classes that Interface Builder documents name; all three
// load fixture text through `Toolkit.template(xml:)`.

/// The test toolkit's root view: NibKit's view with the three declarations
/// its subclasses override, and a count of its awakenings.
class View: NibKit.View, NibCoding {
    var awakeCount = 0

    class var keyBindings: [KeyBinding] { [] }

    class var actionBindings: [ActionBinding] { [] }

    func awakeFromNib() {
        awakeCount += 1
    }
}

final class Label: View {
    var text = ""
    var origin = CGPoint.zero
    var size = CGSize.zero
    var textColor: Color?
    var formatter: TemperatureConverter?
    var accessibilityHint: String? = "default hint"
    var tapSound: NibResource?

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("text", \Label.text),
            KeyBinding("origin", \Label.origin),
            KeyBinding("size", \Label.size),
            KeyBinding("textColor", \Label.textColor),
            KeyBinding("formatter", \Label.formatter),
            KeyBinding("accessibilityHint", \Label.accessibilityHint),
            KeyBinding("tapSound", \Label.tapSound),
        ]
    }
}

final class ImageView: View {
    var image: NibResource?

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("image", \ImageView.image)]
    }
}

final class Button: View, Control {
    var title = ""

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("title", \Button.title)]
    }
}

final class TextField: View, Control {
    var placeholder = ""
    var secure = false
    var cancelled = 0

    override var canBecomeFirstResponder: Bool { true }

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("placeholder", \TextField.placeholder),
            KeyBinding("secure", \TextField.secure),
        ]
    }
}

final class Window: Responder, NibKeyValueCoding, NibAwaking {
    var title = ""
    var frame = CGRect.zero
    var rootView: View?
    weak var delegate: NibObject?
    var isVisible = false
    var awakeCount = 0

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("title", \Window.title),
            KeyBinding("frame", \Window.frame),
            KeyBinding("rootView", \Window.rootView),
            KeyBinding("delegate", \Window.delegate),
        ]
    }

    func awakeFromNib() { awakeCount += 1 }
}

final class LoginController: Responder, NibKeyValueCoding, NibActionPerforming, NibAwaking {
    var view: View?
    var nameField: TextField?
    var passwordField: TextField?
    var fields: [TextField] = []
    var logins = 0
    var cancels = 0
    var awakeCount = 0

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

    func login(_ sender: Any?) { logins += 1 }
    func cancelOperation(_ sender: Any?) { cancels += 1 }
    func awakeFromNib() { awakeCount += 1 }
}

final class AppDelegate: Responder, NibKeyValueCoding, NibAwaking {
    var window: Window?
    var awakeCount = 0

    static var keyBindings: [KeyBinding] {
        [KeyBinding("window", \AppDelegate.window)]
    }

    func awakeFromNib() { awakeCount += 1 }
}

final class TemperatureConverter: NibObject, NibKeyValueCoding, NibAwaking {
    var offset = 0.0
    var factor = 1.0
    var unit = ""
    var limits: [String: Any] = [:]
    var awakeCount = 0

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("offset", \TemperatureConverter.offset),
            KeyBinding("factor", \TemperatureConverter.factor),
            KeyBinding("unit", \TemperatureConverter.unit),
            KeyBinding("limits", \TemperatureConverter.limits),
        ]
    }

    func awakeFromNib() { awakeCount += 1 }
}

final class TemperatureController: NibObject, NibKeyValueCoding {
    var converter: TemperatureConverter?
    var label: Label?

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("converter", \TemperatureController.converter),
            KeyBinding("label", \TemperatureController.label),
        ]
    }
}

/// A presenter that records what phase 5 shows.
final class RecordingPresenter: LaunchPresenter {
    var shown: [String] = []

    func presentAtLaunch(_ object: NibObject, id: String) {
        shown.append(id)
        (object as? Window)?.isVisible = true
    }
}

enum Toolkit {
    /// The registry every test uses unless it needs another.
    static let registry: ClassRegistry = {
        var registry = ClassRegistry()
        registry.register(View.self, as: "View")
        registry.register(Label.self, as: "Label")
        registry.register(ImageView.self, as: "ImageView")
        registry.register(Button.self, as: "Button")
        registry.register(TextField.self, as: "TextField")
        registry.register(Window.self, as: "Window")
        registry.register(LoginController.self, as: "LoginController")
        registry.register(AppDelegate.self, as: "AppDelegate")
        registry.register(TemperatureConverter.self, as: "TemperatureConverter", initializers: .plain)
        registry.register(TemperatureController.self, as: "TemperatureController")
        return registry
    }()

    /// The package's root folder.
    static var packageRoot: URL { TestPackage.root }

    static func example(_ name: String) -> URL {
        packageRoot.appendingPathComponent("ExampleNibs").appendingPathComponent(name)
    }

    static func template(_ example: String, registry: ClassRegistry = Toolkit.registry) throws -> NibTemplate {
        try NibTemplate(contentsOf: Toolkit.example(example), registry: registry)
    }

    /// A template from archive text, for small fixtures: the one way the
    /// tests load text (``IB/template(xml:registry:path:resources:mode:)``
    /// is this with Interface Builder's defaults).
    static func template(
        xml: String, registry: ClassRegistry = Toolkit.registry, path: String = "Fixture.nibxml",
        resources: any ResourceProvider = InMemoryResourceProvider(), mode: ReadingMode? = nil
    ) throws(NibError) -> NibTemplate {
        try NibTemplate(data: Data(xml.utf8), path: path, registry: registry, resources: resources, mode: mode)
    }
}
