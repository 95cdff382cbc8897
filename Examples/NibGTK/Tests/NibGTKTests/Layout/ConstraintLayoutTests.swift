import Foundation
import NibGTKKit
import NibKit
import Testing

/// The corpus of real Interface Builder documents beside the repository
/// (`../shared/corpus`), when it is there.
private let corpus = Documents.example("Profile.xib")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpus/xib")

/// Five real documents with constraints, iOS and macOS, that the toolkit opens.
private let corpusDocuments = [
    "danielgindi__Charts__ChartsDemo-iOS__XIBs__Demos__LineChart2ViewController.xib",
    "Aarong93__Smashtag__Base.lproj__LaunchScreen.xib",
    "SwiftKickMobile__SwiftMessages__Demo__Demo__TacoDialogView.xib",
    "Tunnelblick__Tunnelblick__tunnelblick__ImportWindow-RTL.xib",
    "Clipy__Clipy__Clipy__Sources__Snippets__Base.lproj__CPYSnippetsEditorWindowController.xib",
]

@Suite("Auto Layout through GtkConstraintLayout")
@MainActor
struct ConstraintLayoutTests {
    /// Opens `url` at its own size or `size` and waits for GTK to lay it out.
    private func open(_ url: URL, size: CGSize? = nil) throws -> GtkDocument {
        let document = try GtkDocument(contentsOf: url, registry: Documents.registry, size: size)
        try document.waitForFirstFrame()
        return document
    }

    private func frames(_ document: GtkDocument) -> [String: CGRect] {
        Dictionary(document.layout.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("Profile.xib: the avatar 100 × 100 centred 20 below the safe area, the label 200 wide 16 below it")
    func profile() throws {
        let document = try open(Documents.example("Profile.xib"))
        defer { document.close() }
        let frames = frames(document)
        // UIKit, in the 393 × 852 root whose safe area is its bounds here:
        // avatar width 100, height = width × 1 = 100, centerX = 393 / 2 so
        // x = 196.5 − 50 = 146.5, top = 0 + 20. GTK allocates whole pixels
        // (the solver's x rounded down), so 146.
        #expect(frames["Prf-Vw-001"] == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(frames["Avt-Im-001"] == CGRect(x: 146, y: 20, width: 100, height: 100))
        // The label: top = avatar's bottom 120 + 16 = 136, width 200,
        // centerX = 196.5 so x = 96.5 → 96; its height is its intrinsic
        // height, GTK's natural height for bold 17-point text (UIKit's is 20.33).
        let label = try #require(frames["Nme-Lb-001"])
        #expect(label.origin == CGPoint(x: 96, y: 136))
        #expect(label.width == 200)
        #expect(label.height >= 17 && label.height <= 24)
    }

    @Test("Profile.xib at 600 × 400: the constraints centre both views in the new width")
    func profileResized() throws {
        let document = try open(Documents.example("Profile.xib"), size: CGSize(width: 600, height: 400))
        defer { document.close() }
        let frames = frames(document)
        // centerX = 300: the avatar at 300 − 50, the label at 300 − 100; tops unchanged.
        #expect(frames["Prf-Vw-001"] == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(frames["Avt-Im-001"] == CGRect(x: 250, y: 20, width: 100, height: 100))
        #expect(frames["Nme-Lb-001"]?.origin == CGPoint(x: 200, y: 136))
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
        "Corpus documents with constraints open, and every constrained view gets a finite, non-negative size",
        .enabled(if: FileManager.default.fileExists(atPath: corpus.path)), arguments: corpusDocuments)
    func corpusDocument(_ name: String) throws {
        let document = try open(corpus.appendingPathComponent(name))
        defer { document.close() }
        let host = try #require(document.hosts.first)
        let constrained = host.placements.filter(\.followsConstraints)
        #expect(!constrained.isEmpty)
        for placement in constrained where !placement.view.isHidden {
            let allocation = try #require(host.allocation(of: placement.view))
            #expect(
                allocation.width.isFinite && allocation.height.isFinite, "\(document.id(of: placement.view) ?? "?")")
            #expect(allocation.width >= 0 && allocation.height >= 0, "\(document.id(of: placement.view) ?? "?")")
            #expect(allocation.minX.isFinite && allocation.minY.isFinite)
        }
    }
}
