import Foundation
import NibKit

// Stand-ins for the UIKit and AppKit classes Interface Builder documents name,
// registered under those names, the way a Linux toolkit would register its own
// widgets. Each declares only the keys the tests look at: Interface Builder
// documents are read leniently, so the archived properties a class does not
// bind are skipped, as an init(coder:) skips keys it does not decode.

/// The test classes for Interface Builder documents, named after the classes
/// they stand for.
enum IB {
    // MARK: UIKit

    /// A view's layer, reached by key paths such as `layer.cornerRadius`.
    final class CALayer: NibObject, NibKeyValueCoding {
        var cornerRadius = 0.0
        var borderWidth = 0.0
        var masksToBounds = false

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("cornerRadius", \CALayer.cornerRadius),
                KeyBinding("borderWidth", \CALayer.borderWidth),
                KeyBinding("masksToBounds", \CALayer.masksToBounds),
            ]
        }
    }

    /// UIView: NibKit's view, with the few UIKit keys the tests look at.
    class UIView: NibKit.View, NibCoding {
        var tintColor: Color?
        var autoresizingMask = 0
        var layoutMargins: EdgeInsets?
        var accessibilityIdentifier: String?
        var layer = CALayer()
        var awakeCount = 0

        class var keyBindings: [KeyBinding] {
            [
                KeyBinding("tintColor", \UIView.tintColor),
                KeyBinding("autoresizingMask", \UIView.autoresizingMask),
                KeyBinding("layoutMargins", \UIView.layoutMargins),
                KeyBinding("accessibilityIdentifier", \UIView.accessibilityIdentifier),
                KeyBinding("layer", \UIView.layer),
            ]
        }

        class var actionBindings: [ActionBinding] { [] }

        func awakeFromNib() { awakeCount += 1 }
    }

    final class UIWindow: UIView {}

    final class UILabel: UIView {
        var text = ""
        var textColor: Color?
        /// Not nil by default, so a test sees `<nil key="highlightedColor"/>` clear it.
        var highlightedColor: Color? = Color(red: 1, green: 1, blue: 1)
        var shadowColor: Color?
        var font: FontDescription?

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [
                KeyBinding("text", \UILabel.text),
                KeyBinding("textColor", \UILabel.textColor),
                KeyBinding("highlightedColor", \UILabel.highlightedColor),
                KeyBinding("shadowColor", \UILabel.shadowColor),
                KeyBinding("fontDescription", \UILabel.font),
            ]
        }
    }

    final class UIImageView: UIView {
        var image: NibResource?

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [KeyBinding("image", \UIImageView.image)]
        }
    }

    /// UIControl: a view that sends actions.
    class UIControl: UIView, Control {
        var font: FontDescription?

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [KeyBinding("fontDescription", \UIControl.font)]
        }
    }

    final class UIButton: UIControl {
        /// The `<state key="normal">` element: title, title color, image.
        var normalState: [String: Any] = [:]
        var contentEdgeInsets: EdgeInsets?

        var title: String? { normalState["title"] as? String }

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [
                KeyBinding("normal", \UIButton.normalState),
                KeyBinding("contentEdgeInsets", \UIButton.contentEdgeInsets),
            ]
        }
    }

    final class UITextField: UIControl {
        var text = ""
        var placeholder = ""
        var textInputTraits: [String: Any] = [:]

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [
                KeyBinding("text", \UITextField.text),
                KeyBinding("placeholder", \UITextField.placeholder),
                KeyBinding("textInputTraits", \UITextField.textInputTraits),
            ]
        }
    }

    class UIViewController: Responder, NibCoding {
        var view: UIView? {
            didSet { view?.viewController = self }
        }
        var title: String?
        var awakeCount = 0

        class var keyBindings: [KeyBinding] {
            [
                KeyBinding("view", \UIViewController.view),
                KeyBinding("title", \UIViewController.title),
            ]
        }

        func awakeFromNib() { awakeCount += 1 }

        class var actionBindings: [ActionBinding] { [] }
    }

    /// A view controller of the app's own module, `Demo.DetailViewController`.
    final class DetailViewController: UIViewController {
        var titleLabel: UILabel?

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [KeyBinding("titleLabel", \DetailViewController.titleLabel)]
        }
    }

    /// File's Owner of LoginForm.xib.
    final class LoginController: UIViewController {
        var nameField: UITextField?
        var passwordField: UITextField?
        var fields: [UITextField] = []
        var logins = 0
        var cancels = 0

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [
                KeyBinding("nameField", \LoginController.nameField),
                KeyBinding("passwordField", \LoginController.passwordField),
                KeyBinding("fields", \LoginController.fields),
            ]
        }

        override class var actionBindings: [ActionBinding] {
            super.actionBindings + [
                ActionBinding("login:", LoginController.login),
                ActionBinding("cancelOperation:", LoginController.cancelOperation),
            ]
        }

        func login(_ sender: Any?) { logins += 1 }
        func cancelOperation(_ sender: Any?) { cancels += 1 }
    }

    /// An owner that notes what its button looks like when the outlet is
    /// connected, to show runtime attributes are set before connections.
    final class CardController: Responder, NibKeyValueCoding {
        var cornerRadiusWhenConnected: Double?
        var button: UIButton? {
            didSet { cornerRadiusWhenConnected = button?.layer.cornerRadius }
        }
        var labels: [UILabel] = []

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("button", \CardController.button),
                KeyBinding("labels", \CardController.labels),
            ]
        }
    }

    /// An object made elsewhere and handed to the load as an external object.
    final class SessionStore: Responder, NibKeyValueCoding {
        var statusLabel: UILabel?

        static var keyBindings: [KeyBinding] {
            [KeyBinding("statusLabel", \SessionStore.statusLabel)]
        }
    }

    // MARK: AppKit

    final class NSApplication: Application, NibAwaking {
        var awakeCount = 0

        func awakeFromNib() { awakeCount += 1 }
    }

    class NSView: NibKit.View, NibCoding {
        var autoresizingMask = 0
        var awakeCount = 0

        class var keyBindings: [KeyBinding] {
            [KeyBinding("autoresizingMask", \NSView.autoresizingMask)]
        }

        class var actionBindings: [ActionBinding] { [] }

        func awakeFromNib() { awakeCount += 1 }
    }

    final class NSWindow: Responder, NibKeyValueCoding, NibAwaking {
        var title = ""
        var contentRect = CGRect.zero
        var contentView: NSView?
        var styleMask: [String: Any] = [:]
        var isVisible = false
        var awakeCount = 0

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("title", \NSWindow.title),
                KeyBinding("contentRect", \NSWindow.contentRect),
                KeyBinding("contentView", \NSWindow.contentView),
                KeyBinding("styleMask", \NSWindow.styleMask),
            ]
        }

        func awakeFromNib() { awakeCount += 1 }
    }

    final class NSMenu: NibObject, NibKeyValueCoding {
        var title = ""
        var items: [NibObject] = []

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("title", \NSMenu.title),
                KeyBinding("items", \NSMenu.items),
            ]
        }
    }

    final class NSMenuItem: Responder, Control, NibKeyValueCoding {
        var title = ""
        var keyEquivalent = ""
        var isSeparatorItem = false
        var submenu: NSMenu?

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("title", \NSMenuItem.title),
                KeyBinding("keyEquivalent", \NSMenuItem.keyEquivalent),
                KeyBinding("isSeparatorItem", \NSMenuItem.isSeparatorItem),
                KeyBinding("submenu", \NSMenuItem.submenu),
            ]
        }
    }

    final class NSTextField: NSView, Control {
        var cell: NSTextFieldCell?

        override class var keyBindings: [KeyBinding] {
            super.keyBindings + [KeyBinding("cell", \NSTextField.cell)]
        }
    }

    final class NSTextFieldCell: NibObject, NibKeyValueCoding {
        var title = ""
        var font: FontDescription?
        var textColor: Color?
        var backgroundColor: Color?

        static var keyBindings: [KeyBinding] {
            [
                KeyBinding("title", \NSTextFieldCell.title),
                KeyBinding("font", \NSTextFieldCell.font),
                KeyBinding("textColor", \NSTextFieldCell.textColor),
                KeyBinding("backgroundColor", \NSTextFieldCell.backgroundColor),
            ]
        }
    }

    /// The application delegate of MainMenu.xib, a custom object.
    final class AppDelegate: Responder, NibKeyValueCoding, NibActionPerforming, NibAwaking {
        var window: NSWindow?
        var newWindows = 0
        var awakeCount = 0

        static var keyBindings: [KeyBinding] {
            [KeyBinding("window", \AppDelegate.window)]
        }

        static var actionBindings: [ActionBinding] {
            [ActionBinding("newWindow:", AppDelegate.newWindow)]
        }

        func newWindow(_ sender: Any?) { newWindows += 1 }
        func awakeFromNib() { awakeCount += 1 }
    }

    /// A window controller that loads its own nib: File's Owner on macOS and iOS alike.
    final class PreferencesController: Responder, NibKeyValueCoding, NibAwaking {
        var window: NibObject?
        var awakeCount = 0

        static var keyBindings: [KeyBinding] {
            [KeyBinding("window", \PreferencesController.window)]
        }

        func awakeFromNib() { awakeCount += 1 }
    }

    // MARK: Registry and fixtures

    /// Every class above, under the class name Interface Builder documents use.
    static let registry: ClassRegistry = {
        var registry = ClassRegistry()
        registry.register(UIView.self, as: "UIView")
        registry.register(UIWindow.self, as: "UIWindow")
        registry.register(UILabel.self, as: "UILabel")
        registry.register(UIImageView.self, as: "UIImageView")
        registry.register(UIButton.self, as: "UIButton")
        registry.register(UITextField.self, as: "UITextField")
        registry.register(UIViewController.self, as: "UIViewController")
        registry.register(DetailViewController.self, as: "Demo.DetailViewController")
        registry.register(LoginController.self, as: "LoginController")
        registry.register(CardController.self, as: "CardController")
        registry.register(SessionStore.self, as: "SessionStore")
        registry.register(NSApplication.self, as: "NSApplication")
        registry.register(NSView.self, as: "NSView")
        registry.register(NSWindow.self, as: "NSWindow")
        registry.register(NSMenu.self, as: "NSMenu")
        registry.register(NSMenuItem.self, as: "NSMenuItem")
        registry.register(NSTextField.self, as: "NSTextField")
        registry.register(NSTextFieldCell.self, as: "NSTextFieldCell")
        registry.register(AppDelegate.self, as: "AppDelegate", initializers: .plain)
        registry.register(PreferencesController.self, as: "PreferencesController")
        return registry
    }()

    /// A template from document text, for small fixtures: ``Toolkit/template(xml:registry:path:resources:mode:)``
    /// with these classes and a `.xib` path.
    static func template(
        xml: String, registry: ClassRegistry = IB.registry, path: String = "Fixture.xib",
        resources: any ResourceProvider = InMemoryResourceProvider(), mode: ReadingMode? = nil
    ) throws(NibError) -> NibTemplate {
        try Toolkit.template(xml: xml, registry: registry, path: path, resources: resources, mode: mode)
    }

    /// The `<document>` start tag and dependencies of an iOS xib, as Xcode writes them.
    static let iOSHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
        """

    /// The `<document>` start tag and dependencies of a macOS xib, as Xcode writes them.
    static let cocoaHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <deployment identifier="macosx"/>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
        """
}
