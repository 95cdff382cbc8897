import Foundation
import NibKit
import Testing

/// LoginForm.xib and MainMenu.xib, the examples beside their nibxml twins, read and
/// instantiated end to end.
@Suite("Interface Builder documents: the example .xib files")
struct InterfaceBuilderExampleTests {
    @Test("LoginForm.xib connects like LoginForm.nibxml: outlets, a collection, and both actions")
    func loginForm() throws {
        // The logo's image is the subject of its own test; here an image view
        // that binds no image key skips it, as the lenient reading allows.
        var registry = IB.registry
        registry.register(IB.UIView.self, as: "UIImageView")
        let template = try NibTemplate(contentsOf: Toolkit.example("LoginForm.xib"), registry: registry)
        #expect(template.formatName == "xib")
        #expect(template.platform == .iOS)
        #expect(template.mode == .lenient)
        let controller = IB.LoginController()
        let (graph, events) = try trace(template, owner: controller)

        let form = try #require(graph.topLevelObjects.first as? IB.UIView)
        #expect(graph.topLevelObjects.count == 1)
        #expect(controller.view === form)
        let name = try #require(graph.object(withID: "nMe-Fl-d01") as? IB.UITextField)
        let password = try #require(graph.object(withID: "pWd-Fl-d02") as? IB.UITextField)
        #expect(controller.nameField === name)
        #expect(controller.passwordField === password)
        #expect(controller.fields.count == 2)
        #expect(controller.fields.first === name && controller.fields.last === password)
        #expect(name.placeholder == "Name")
        #expect(password.placeholder == "Password")
        #expect(password.textInputTraits["secureTextEntry"] as? Bool == true)
        #expect(form.subviews.count == 5)

        let login = try #require(graph.object(withID: "Lgn-Bt-n01") as? IB.UIButton)
        let cancel = try #require(graph.object(withID: "Cnl-Bt-n02") as? IB.UIButton)
        #expect(login.title == "Log In")
        #expect(cancel.title == "Cancel")
        #expect(login.layer.cornerRadius == 8)
        #expect(login.font == FontDescription(type: "boldSystem", pointSize: 17))
        #expect(login.backgroundColor?.name == "systemBlueColor")
        #expect(login.backgroundColor?.blue == 1)

        // The button targets File's Owner; Cancel has a nil target and reaches
        // the controller along the responder chain: button, form, controller.
        #expect(login.targetActions.map(\.action) == ["login:"])
        #expect(login.targetActions.first?.target === controller)
        #expect(login.targetActions.first?.event == .touchUpInside)
        #expect(cancel.targetActions.first?.hasTarget == false)
        #expect(cancel.targetActions.first?.event == .touchUpInside)
        login.sendActions(for: .touchUpInside)
        cancel.sendActions(for: .touchUpInside)
        #expect(controller.logins == 1)
        #expect(controller.cancels == 1)

        #expect(events.first == .resource(kind: .image, name: "logo", found: true))
        #expect(!events.contains(.awake(id: "-1")), "UIKit never wakes File's Owner")
        #expect(controller.awakeCount == 0)
        #expect(form.awakeCount == 1)
    }

    @Test("an image attribute names an image of <resources>: the property gets the image loaded in phase 1")
    func imageAttribute() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("LoginForm.xib"), registry: IB.registry)
        let graph = try template.instantiate(owner: IB.LoginController())
        let logo = try #require(graph.object(withID: "Lgo-Im-V01") as? IB.UIImageView)
        #expect(logo.image?.name == "logo")
        #expect(logo.image?.data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("MainMenu.xib: Cocoa's numbered placeholders, the application, the menu and a window shown at launch")
    func mainMenu() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("MainMenu.xib"), registry: IB.registry)
        #expect(template.platform == .macOS)
        #expect(role(of: "-2", in: template) == .filesOwner)
        #expect(role(of: "-1", in: template) == .firstResponder)
        #expect(role(of: "-3", in: template) == .application)
        #expect(role(of: "Voe-Tx-rLC", in: template) == .custom)

        let owner = IB.NSApplication()
        let application = IB.NSApplication()
        let presenter = RecordingPresenter()
        let events = Recorder<LifecycleEvent>()
        var options = InstantiationOptions()
        options.eventHandler = { events.append($0) }
        let graph = try template.instantiate(
            owner: owner, application: application, presenter: presenter, options: options)

        let delegate = try #require(owner.delegate as? IB.AppDelegate)
        let window = try #require(graph.object(withID: "QvC-M9-y7g") as? IB.NSWindow)
        #expect(graph.object(withID: "Voe-Tx-rLC") === delegate)
        #expect(delegate.window === window)
        #expect(events.all.contains(.initialize(id: "Voe-Tx-rLC", className: "AppDelegate", initializer: .plain)))
        #expect(window.title == "Population Clock")
        #expect(window.contentRect == CGRect(x: 335, y: 390, width: 480, height: 360))
        #expect(window.styleMask["closable"] as? Bool == true)
        let field = try #require(window.contentView?.subviews.first as? IB.NSTextField)
        #expect(field.cell?.title == "7,942,645,086")
        #expect(field.cell?.font == FontDescription(pointSize: 32, metaFont: "system"))
        #expect(field.cell?.textColor == Color(named: "labelColor", catalog: "System"))

        // AppKit also wakes File's Owner and the application.
        #expect(owner.awakeCount == 1)
        #expect(application.awakeCount == 1)
        #expect(delegate.awakeCount == 1)
        #expect(window.awakeCount == 1)
        #expect(presenter.shown == ["QvC-M9-y7g"])
        #expect(graph.visibleAtLaunchObjects.count == 1 && graph.visibleAtLaunchObjects.first === window)
        #expect(graph.topLevelObjects.count == 3)
    }

    @Test("MainMenu.xib: menus hold their items as arrays, and target=\"-1\" is a nil target")
    func mainMenuItems() throws {
        let template = try NibTemplate(contentsOf: Toolkit.example("MainMenu.xib"), registry: IB.registry)
        let owner = IB.NSApplication()
        let (graph, events) = try trace(template, owner: owner, application: IB.NSApplication())
        let delegate = try #require(owner.delegate as? IB.AppDelegate)

        let menu = try #require(graph.object(withID: "AYu-sK-qS6") as? IB.NSMenu)
        let titles = menu.items.compactMap { ($0 as? IB.NSMenuItem)?.title }
        #expect(titles == ["Population Clock", "File"])
        let appMenu = try #require((menu.items.first as? IB.NSMenuItem)?.submenu)
        #expect(appMenu.items.count == 3)
        #expect((appMenu.items[1] as? IB.NSMenuItem)?.isSeparatorItem == true)

        let quit = try #require(graph.object(withID: "4sb-4s-VLi") as? IB.NSMenuItem)
        #expect(quit.keyEquivalent == "q")
        #expect(quit.targetActions.count == 1)
        #expect(quit.targetActions.first?.hasTarget == false)
        #expect(quit.targetActions.first?.action == "terminate:")
        #expect(quit.targetActions.first?.event == .primaryActionTriggered)
        #expect(
            events.contains(
                .action(source: "4sb-4s-VLi", selector: "terminate:", target: nil, event: "primaryActionTriggered")))

        let newWindow = try #require(graph.object(withID: "Was-JA-tGl") as? IB.NSMenuItem)
        #expect(newWindow.targetActions.first?.target === delegate)
        newWindow.sendActions(for: .primaryActionTriggered)
        #expect(delegate.newWindows == 1)
    }
}
