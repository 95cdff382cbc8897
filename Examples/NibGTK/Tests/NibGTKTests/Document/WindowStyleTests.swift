import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// An `NSWindow`'s style mask decides its GTK window's title bar and close button.
@Suite("Window style masks")
@MainActor
struct WindowStyleTests {
    @Test("MainMenu.xib's window is titled and closable, as its style mask says")
    func titledWindow() throws {
        let document = try GtkDocument(contentsOf: Documents.example("MainMenu.xib"))
        defer { document.close() }
        try document.waitForFirstFrame()
        let window = try #require(document.hosts.first?.window.as(GtkWindow.self))
        #expect(gtk_window_get_decorated(window) != 0 && gtk_window_get_deletable(window) != 0)
        #expect(String(cString: gtk_window_get_title(window)) == "Population Clock")
    }

    @Test("a borderless window has no title bar, one that is not closable no close button")
    func borderlessWindow() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="Panel" allowsToolTipsWhenApplicationIsInactive="NO" visibleAtLaunch="YES" animationBehavior="default" id="Pnl-Wn-001">
                        <windowStyleMask key="styleMask" titled="NO" closable="NO"/>
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                        <view key="contentView" id="Pnl-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Borderless-\(UUID().uuidString).xib")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try GtkDocument(contentsOf: url)
        defer { document.close() }
        try document.waitForFirstFrame()
        let window = try #require(document.hosts.first?.window.as(GtkWindow.self))
        #expect(gtk_window_get_decorated(window) == 0 && gtk_window_get_deletable(window) == 0)
    }
}
