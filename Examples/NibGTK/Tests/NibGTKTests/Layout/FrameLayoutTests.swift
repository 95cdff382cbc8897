import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("Frames as UIKit and AppKit place them")
@MainActor
struct FrameLayoutTests {
    @Test("LoginForm.xib: every view where its frame says, and GTK allocates exactly that")
    func loginFormFrames() throws {
        let document = try Documents.open(Documents.example("LoginForm.xib"), owner: LoginController())
        defer { document.close() }
        let expected: [LayoutEntry] = [
            LayoutEntry(
                id: "i5M-Pr-FkT", className: "UIView", gtkClassName: "GtkFixed",
                frame: CGRect(x: 0, y: 0, width: 320, height: 240)),
            LayoutEntry(
                id: "Lgo-Im-V01", className: "UIImageView", gtkClassName: "GtkPicture",
                frame: CGRect(x: 128, y: 8, width: 64, height: 64)),
            LayoutEntry(
                id: "nMe-Fl-d01", className: "UITextField", gtkClassName: "GtkEntry",
                frame: CGRect(x: 20, y: 80, width: 280, height: 30)),
            LayoutEntry(
                id: "pWd-Fl-d02", className: "UITextField", gtkClassName: "GtkPasswordEntry",
                frame: CGRect(x: 20, y: 120, width: 280, height: 30)),
            LayoutEntry(
                id: "Lgn-Bt-n01", className: "UIButton", gtkClassName: "GtkButton",
                frame: CGRect(x: 20, y: 180, width: 130, height: 44)),
            LayoutEntry(
                id: "Cnl-Bt-n02", className: "UIButton", gtkClassName: "GtkButton",
                frame: CGRect(x: 170, y: 180, width: 130, height: 44)),
        ]
        #expect(document.layout == expected)
        #expect(document.allocationMismatches() == [])
    }

    @Test("Cocoa: a view at y=20, height 30 in an unflipped 200-high superview has its top at 150")
    func cocoaFramesAreFlipped() throws {
        let document = try Documents.open(try Documents.fixture("CocoaFrames.xib"))
        defer { document.close() }
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        #expect(frames["Cnt-Vw-001"] == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(frames["Box-Vw-001"] == CGRect(x: 10, y: 150, width: 280, height: 30))
        #expect(frames["Psh-Bt-001"] == CGRect(x: 14, y: 155, width: 80, height: 20))
        #expect(frames["Lbl-Tf-001"] == CGRect(x: 18, y: 70, width: 120, height: 20))
        #expect(frames["Unk-Vw-001"] == nil)
        #expect(document.allocationMismatches() == [])
        let window = try #require(document.object(withID: "Win-00-001") as? NSWindow)
        #expect(window.title == "Frames")
    }

    @Test("Cocoa: a First Responder action goes from the button through the content view and window to the application")
    func cocoaResponderChain() throws {
        let document = try Documents.open(try Documents.fixture("CocoaFrames.xib"))
        defer { document.close() }
        let sent = try document.click("Psh-Bt-001")
        #expect(sent.map(\.action) == ["performClose:"])
        #expect(sent.first?.isThroughResponderChain == true)
        let button = try #require(document.object(withID: "Psh-Bt-001") as? GtkNSButton)
        #expect(button.title == "Push")
        var chain: [String] = []
        var responder: Responder? = button
        while let current = responder, chain.count < 10 {
            chain.append(document.className(of: current))
            responder = current.next
        }
        #expect(chain == ["NSButton", "NSView", "NSView", "NSWindow", "NSApplication"])
    }
}
