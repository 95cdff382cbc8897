import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// A responder that takes the first responder role and performs two of
/// MainMenu.xib's First Responder actions, recording them.
@MainActor
final class DocumentEditor: Responder, @MainActor NibCoding {
    private(set) var received: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    static var keyBindings: [KeyBinding] { [] }

    static var actionBindings: [ActionBinding] {
        [
            ActionBinding("performClose:") { (editor: DocumentEditor, sender) in
                editor.received.append("performClose: from \((sender as? NSMenuItem)?.title ?? "?")")
            },
            ActionBinding("terminate:") { (editor: DocumentEditor, sender) in
                editor.received.append("terminate: from \((sender as? NSMenuItem)?.title ?? "?")")
            },
        ]
    }

    func awakeFromNib() {}
}

@Suite("The main menu as a GTK menu bar")
@MainActor
struct MenuBarTests {
    /// MainMenu.xib, with an editor as first responder on its window's chain.
    private func openWithEditor() throws -> (GtkDocument, DocumentEditor) {
        let document = try Documents.open(Documents.example("MainMenu.xib"))
        let host = try #require(document.hosts.first)
        let editor = DocumentEditor()
        editor.next = host.root
        #expect(editor.becomeFirstResponder())
        return (document, editor)
    }

    @Test("MainMenu.xib's menu bar has the document's menus and items, separators as sections")
    func menusAndItems() throws {
        let document = try Documents.open(Documents.example("MainMenu.xib"))
        defer { document.close() }
        #expect(document.mainMenu?.title == "Main Menu")
        let bar = try #require(document.hosts.first?.menuBar)
        #expect(bar.widget.typeName == "GtkPopoverMenuBar")
        let model = try #require(gtk_popover_menu_bar_get_menu_model(bar.widget.opaque))
        #expect(
            Self.outline(model) == [
                "Population Clock": ["About Population Clock", "—", "Quit Population Clock <Primary>q"],
                "File": ["New Window <Primary>n", "Close <Primary>w"],
            ])
        #expect(Self.titles(model) == ["Population Clock", "File"])
        #expect(bar.accelerators.map(\.accelerator) == ["<Primary>q", "<Primary>n", "<Primary>w"])
        // The menu bar sits above the content view, which keeps its place and size.
        #expect(document.allocationMismatches() == [])
    }

    @Test("choosing an item with a First Responder target reaches the first responder")
    func firstResponderTarget() throws {
        let (document, editor) = try openWithEditor()
        defer { document.close() }
        let sent = try document.chooseMenuItem("DVo-aG-piG")
        #expect(editor.received == ["performClose: from Close"])
        #expect(sent.count == 1)
        #expect(sent.first?.isThroughResponderChain == true)
        #expect(sent.first?.receiver === editor)
        // An action the editor does not perform goes on down the chain to the application's delegate.
        let about = try document.chooseMenuItem("5kV-Vb-QxS")
        #expect(
            about.first.map(document.describe)
                == "5kV-Vb-QxS sent orderFrontStandardAboutPanel: to the responder chain → AppDelegate")
        // An item with a target sends to it, whatever the first responder.
        let new = try document.chooseMenuItem("Was-JA-tGl")
        #expect(new.first.map(document.describe) == "Was-JA-tGl sent newWindow: to Voe-Tx-rLC")
        #expect(editor.received == ["performClose: from Close"])
    }

    @Test("Command-Q is the window's Control+Q shortcut, and it reaches the first responder")
    func accelerator() throws {
        let (document, editor) = try openWithEditor()
        defer { document.close() }
        let sent = try #require(document.pressAccelerator("<Control>q"))
        #expect(editor.received == ["terminate: from Quit Population Clock"])
        #expect(sent.first?.receiver === editor)
        #expect(document.pressAccelerator("<Control>z") == nil)
    }

    @Test("a separator, an unknown id and a view are not menu items that can be chosen")
    func chooseErrors() throws {
        let document = try Documents.open(Documents.example("MainMenu.xib"))
        defer { document.close() }
        #expect(throws: GtkDocumentError(.notAMenuItem(id: "VOq-y0-SEH", className: "NSMenuItem"))) {
            try document.chooseMenuItem("VOq-y0-SEH")
        }
        #expect(throws: GtkDocumentError(.unknownID("nope"))) { try document.chooseMenuItem("nope") }
        #expect(throws: GtkDocumentError(.notAMenuItem(id: "Cnt-Lb-l01", className: "NSTextField"))) {
            try document.chooseMenuItem("Cnt-Lb-l01")
        }
    }

    @Test("the screenshot shows the menu bar above the 480 × 360 content")
    func screenshot() throws {
        let document = try Documents.open(Documents.example("MainMenu.xib"))
        defer { document.close() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibgtk-menu-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try document.writeScreenshot(to: url)
        let data = try Data(contentsOf: url)
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 480 && height > 360)
    }

    /// The labels of a model's items.
    private static func titles(_ model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        (0..<g_menu_model_get_n_items(model)).map { label(model, $0) }
    }

    /// Each menu of the bar with its items (and accelerators), `—` between sections.
    private static func outline(_ model: UnsafeMutablePointer<GMenuModel>) -> [String: [String]] {
        var menus: [String: [String]] = [:]
        for index in 0..<g_menu_model_get_n_items(model) {
            guard let submenu = g_menu_model_get_item_link(model, index, "submenu") else { continue }
            defer { g_object_unref(submenu) }
            var entries: [String] = []
            for section in 0..<g_menu_model_get_n_items(submenu) {
                guard let items = g_menu_model_get_item_link(submenu, section, "section") else { continue }
                defer { g_object_unref(items) }
                if section > 0 { entries.append("—") }
                for item in 0..<g_menu_model_get_n_items(items) {
                    let accel = string(items, item, "accel").map { " " + $0 } ?? ""
                    entries.append(label(items, item) + accel)
                }
            }
            menus[label(model, index)] = entries
        }
        return menus
    }

    private static func label(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32) -> String {
        string(model, index, "label") ?? ""
    }

    private static func string(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }
}

@Suite("Key equivalents as GTK accelerators")
struct KeyEquivalentTests {
    @Test("Command, NSMenuItem's default mask, is <Primary>: Control on Linux")
    func defaultCommand() {
        #expect(KeyEquivalent(key: "q", modifiers: .command).accelerator == "<Primary>q")
        #expect(KeyEquivalent(key: "", modifiers: .command).accelerator == nil)
    }

    @Test("no flags is no modifier; the flags map one by one; a capital implies Shift")
    func masks() {
        #expect(KeyEquivalent(key: "q", modifiers: []).accelerator == "q")
        #expect(KeyEquivalent(key: "N", modifiers: []).accelerator == "<Shift>n")
        #expect(
            KeyEquivalent(key: "s", modifiers: [.command, .option, .shift]).accelerator
                == "<Primary><Alt><Shift>s")
        #expect(KeyEquivalent(key: "t", modifiers: .control).accelerator == "<Control>t")
    }

    @Test("Cocoa's special characters get GTK's key names")
    func specialKeys() {
        #expect(KeyEquivalent(key: "\r", modifiers: .command).accelerator == "<Primary>Return")
        #expect(KeyEquivalent(key: ",", modifiers: .command).accelerator == "<Primary>comma")
        #expect(KeyEquivalent(key: "\u{F704}", modifiers: []).accelerator == "F1")
        #expect(KeyEquivalent(key: "\u{8}", modifiers: .command).accelerator == "<Primary>BackSpace")
    }
}
