import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("Documents as GTK windows")
@MainActor
struct GtkDocumentTests {
    @Test("LoginForm.xib opens with its owner's outlets connected and the logo's image loaded")
    func loginFormOpens() throws {
        let controller = LoginController()
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: controller)
        defer { document.close() }
        #expect(document.hosts.count == 1)
        #expect(controller.nameField?.placeholder == "Name")
        #expect(controller.passwordField?.isSecure == true)
        #expect(controller.fields.count == 2)
        #expect(controller.view === document.hosts.first?.root)
        let logo = try #require(document.object(withID: "Lgo-Im-V01") as? GtkUIImageView)
        #expect(logo.image?.name == "logo")
    }

    @Test("clicking Log In emits GTK's clicked and reaches login: on File's Owner")
    func loginReachesOwner() throws {
        let controller = LoginController()
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: controller)
        defer { document.close() }
        let sent = try document.click("Lgn-Bt-n01")
        #expect(controller.logins == ["Log In"])
        #expect(controller.cancels.isEmpty)
        #expect(sent.map(document.describe) == ["Lgn-Bt-n01 sent login: to -1"])
        let button = try #require(document.object(withID: "Lgn-Bt-n01") as? GtkUIButton)
        #expect(button.clicks == 1)
    }

    @Test("Cancel's action to First Responder travels the responder chain to File's Owner")
    func cancelTravelsTheChain() throws {
        let controller = LoginController()
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: controller)
        defer { document.close() }
        let sent = try document.click("Cnl-Bt-n02")
        #expect(controller.cancels == ["Cancel"])
        #expect(controller.logins.isEmpty)
        #expect(sent.first?.isThroughResponderChain == true)
        #expect(sent.first?.receiver === controller)
        #expect(
            sent.map(document.describe) == ["Cnl-Bt-n02 sent cancelOperation: to the responder chain → LoginController"]
        )
    }

    @Test("without an owner, a stand-in of the owner's class is the view's controller and ends the chain")
    func standInOwner() throws {
        let document = try Documents.open(Documents.example("LoginForm.xib"))
        defer { document.close() }
        let login = try document.click("Lgn-Bt-n01")
        let cancel = try document.click("Cnl-Bt-n02")
        #expect(
            (login + cancel).map(document.describe) == [
                "Lgn-Bt-n01 sent login: to -1",
                "Cnl-Bt-n02 sent cancelOperation: to the responder chain → LoginController",
            ])
        let owner = try #require(document.owner as? DynamicObject)
        #expect(owner.performedActions.map(\.action) == ["login:", "cancelOperation:"])
    }

    @Test("GTK's keyboard focus moves the first responder, and a nil-target action starts there")
    func focusIsFirstResponder() throws {
        let controller = LoginController()
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: controller)
        defer { document.close() }
        let password = try #require(controller.passwordField)
        gtk_widget_grab_focus(password.widget)
        MainLoop.drain()
        #expect(document.application.firstResponder === password)
        #expect(password.isFirstResponder)
        let name = try #require(controller.nameField)
        gtk_widget_grab_focus(name.widget)
        MainLoop.drain()
        #expect(document.application.firstResponder === name)
        try document.click("Cnl-Bt-n02")
        #expect(controller.cancels == ["Cancel"])
    }

    @Test("MainMenu.xib opens: its window is shown with the window's title and its main menu")
    func mainMenuOpens() throws {
        let document = try Documents.open(Documents.example("MainMenu.xib"))
        defer { document.close() }
        #expect(document.hosts.count == 1)
        #expect(document.layout.map(\.id) == ["EiT-Mj-1SZ", "Cnt-Lb-l01"])
        #expect(document.layout.map(\.gtkClassName) == ["GtkFixed", "GtkLabel"])
        // 360 − (160 + 40): the label sits 160 points below the top.
        #expect(document.layout.last?.frame == CGRect(x: 18, y: 160, width: 444, height: 40))
        #expect(document.object(withID: "AYu-sK-qS6") === document.mainMenu)
        #expect(document.allocationMismatches() == [])
    }

    @Test("an unknown id, and a view that is no control, cannot be clicked")
    func clickErrors() throws {
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: LoginController())
        defer { document.close() }
        #expect(throws: GtkDocumentError(.unknownID("nope"))) { try document.click("nope") }
        #expect(throws: GtkDocumentError(.notActivatable(id: "Lgo-Im-V01", className: "UIImageView"))) {
            try document.click("Lgo-Im-V01")
        }
    }

    @Test("the screenshot is a PNG of the root view's size")
    func screenshot() throws {
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: LoginController())
        defer { document.close() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibgtk-login-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try document.writeScreenshot(to: url)
        let data = try Data(contentsOf: url)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 320 && height == 240)
    }
}
