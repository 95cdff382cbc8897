import CGtk4
import Foundation
import NibGTKKit
import NibKit
import Testing

/// GPGTools' sheets, from the repository's copy of the corpus (`Tests/Corpus`):
/// the New Key sheet relates a label inside a box to a label outside it.
private let modalSheets = Documents.example("Profile.xib")
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Corpus/xib/GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib")

@Suite("Layout by NibKit's engine, at a size and after a resize")
@MainActor
struct EngineLayoutTests {
    /// Opens `url` at its own size or `size` and waits for GTK to draw it.
    private func open(_ url: URL, size: CGSize? = nil) throws -> GtkDocument {
        let document = try GtkDocument(contentsOf: url, registry: Documents.registry, size: size)
        try document.waitForFirstFrame()
        return document
    }

    private func frames(_ document: GtkDocument) -> [String: CGRect] {
        Dictionary(document.layout.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// Resizes the first window as the user would, through GTK's default
    /// size, and waits until GTK has allocated the widgets again.
    private func resize(_ document: GtkDocument, to size: CGSize) throws {
        let host = try #require(document.hosts.first)
        gtk_window_set_default_size(host.window.as(GtkWindow.self), Int32(size.width), Int32(size.height))
        _ = MainLoop.run(timeout: .seconds(5)) {
            host.allocation(of: host.placements[0].view)?.size == size
        }
        MainLoop.drain()
    }

    @Test("Profile.xib at its iPhone size: the avatar 20 below the safe area, the label 16 below it, measured by GTK")
    func profile() throws {
        let document = try open(Documents.example("Profile.xib"))
        defer { document.close() }
        let frames = frames(document)
        // The root is a view controller's (File's Owner's view) at the
        // iPhone 15's 393 × 852, so its safe area starts 59 down: the avatar
        // is 100 × 100 (width 100, ratio 1:1), centred (196.5 − 50), 59 + 20
        // down, where Xcode stored it.
        #expect(frames["Prf-Vw-001"] == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(frames["Avt-Im-001"] == CGRect(x: 146.5, y: 79, width: 100, height: 100))
        // The label: 200 wide (its constraint), centred, 179 + 16 down; its
        // height is its intrinsic height, GTK's natural height of the text.
        let label = try #require(document.object(withID: "Nme-Lb-001") as? GtkUILabel)
        let natural = label.intrinsicContentSize
        #expect(natural.height >= 17 && natural.height <= 30)
        #expect(frames["Nme-Lb-001"] == CGRect(x: 96.5, y: 195, width: 200, height: natural.height))
        let host = try #require(document.hosts.first)
        #expect(host.layoutReport?.issues.filter { $0.kind == .conflicting } == [])
        // GTK allocates whole pixels where the engine put each clip.
        #expect(host.allocation(of: label)?.minY == 195)
        #expect(document.allocationMismatches().count <= 2)
    }

    @Test("Profile.xib at 600 × 400, then resized to 800 × 500: the engine re-solves and the widgets move")
    func profileResized() throws {
        let document = try open(Documents.example("Profile.xib"), size: CGSize(width: 600, height: 400))
        defer { document.close() }
        // No device is 600 × 400, so there is no safe area to keep clear:
        // the avatar's top is 20, both views centred on x = 300.
        var frames = frames(document)
        let labelHeight = try #require(frames["Nme-Lb-001"]).height
        #expect(frames["Prf-Vw-001"] == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(frames["Avt-Im-001"] == CGRect(x: 250, y: 20, width: 100, height: 100))
        #expect(frames["Nme-Lb-001"] == CGRect(x: 200, y: 136, width: 200, height: labelHeight))
        let avatar = try #require(document.object(withID: "Avt-Im-001") as? GtkUIImageView)
        let host = try #require(document.hosts.first)
        #expect(host.allocation(of: avatar) == CGRect(x: 250, y: 20, width: 100, height: 100))

        try resize(document, to: CGSize(width: 800, height: 500))
        frames = self.frames(document)
        #expect(frames["Prf-Vw-001"] == CGRect(x: 0, y: 0, width: 800, height: 500))
        #expect(frames["Avt-Im-001"] == CGRect(x: 350, y: 20, width: 100, height: 100))
        #expect(frames["Nme-Lb-001"] == CGRect(x: 300, y: 136, width: 200, height: labelHeight))
        #expect(avatar.frame == CGRect(x: 350, y: 20, width: 100, height: 100))
        #expect(host.allocation(of: avatar) == CGRect(x: 350, y: 20, width: 100, height: 100))
        #expect(document.allocationMismatches() == [])

        // Smaller than the document: the window shrinks and the views follow.
        host.resize(to: CGSize(width: 300, height: 300))
        MainLoop.drain()
        #expect(self.frames(document)["Avt-Im-001"] == CGRect(x: 100, y: 20, width: 100, height: 100))
        #expect(self.frames(document)["Nme-Lb-001"] == CGRect(x: 50, y: 136, width: 200, height: labelHeight))
    }

    @Test("Stale frames: constrained views go where their constraints say, not where the file's frames are")
    func staleFrames() throws {
        let document = try open(try Documents.fixture("StaleFrames.xib"))
        defer { document.close() }
        let frames = frames(document)
        // Box: leading 20, trailing 20 in 320 → width 280; top = safe area top 0 + 40;
        // height 50 (required) while width 100 at priority 250 loses to the edges.
        #expect(frames["Box-Vw-002"] == CGRect(x: 20, y: 40, width: 280, height: 50))
        // Inner: 40 × 20 centred in the box: x = 20 + (280 − 40) / 2 = 140, y = 40 + (50 − 20) / 2 = 55.
        #expect(frames["Inr-Vw-002"] == CGRect(x: 140, y: 55, width: 40, height: 20))
        // Label: leading = the root's leading margin, 8 (UIKit's default);
        // top = box bottom 90 + 10; width = box width × 1/2 = 140.
        let label = try #require(frames["Lbl-Lb-002"])
        #expect(label.origin == CGPoint(x: 8, y: 100))
        #expect(label.width == 140)
        #expect(label.height > 0)
        // No constraints: the button keeps its frame.
        #expect(frames["Btn-Bt-002"] == CGRect(x: 10, y: 400, width: 100, height: 44))
    }

    @Test(
        "ModalSheets.xib's New Key sheet: a constraint across containers holds, at its size and after a resize",
        .enabled(if: FileManager.default.fileExists(atPath: modalSheets.path)))
    func acrossContainers() throws {
        let document = try GtkDocument(contentsOf: modalSheets, registry: Documents.registry, root: "855")
        defer { document.close() }
        try document.waitForFirstFrame()
        let frames = frames(document)
        // "Confirm Password:" (913) is inside the box OOR-gh-hQh; "Password:" (916) is
        // the sheet's own subview; their trailing edges are one constraint (m6D-vB-ae2).
        let confirm = try #require(frames["913"])
        let password = try #require(frames["916"])
        #expect(confirm.maxX == password.maxX)
        #expect(frames["855"] == CGRect(x: 0, y: 0, width: 450, height: 393))
        #expect(frames["OOR-gh-hQh"] == CGRect(x: 0, y: 144, width: 450, height: 37))
        let name = try #require(frames["870"])
        let create = try #require(frames["921"])
        #expect(name.maxX == 430 && create.maxX == 430)

        // Its required constraints fix the sheet's width (a 414-wide title and fields pinned
        // to both edges), which outranks the root's size, as a sheet's window in AppKit
        // cannot be widened: a wider window re-solves and every frame stays.
        let before = document.layout
        try resize(document, to: CGSize(width: 600, height: 393))
        #expect(document.layout == before)
        #expect(frames["913"]?.maxX == frames["916"]?.maxX)
        let field = try #require(document.object(withID: "870") as? GtkNSTextField)
        let host = try #require(document.hosts.first)
        #expect(host.allocation(of: field) == name)
    }
}
