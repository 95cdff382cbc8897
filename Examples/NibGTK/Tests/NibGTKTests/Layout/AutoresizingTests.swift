import Foundation
import NibGTKKit
import NibKit
import Testing

@Suite("Autoresizing masks when the root is resized")
@MainActor
struct AutoresizingTests {
    @Test("Autoresizing.xib from 320 × 480 to 400 × 600: each mask's rule")
    func resizedFrames() throws {
        let document = try GtkDocument(
            contentsOf: try Documents.fixture("Autoresizing.xib"), registry: Documents.registry,
            size: CGSize(width: 400, height: 600))
        defer { document.close() }
        try document.waitForFirstFrame()
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        // 80 points wider, 120 taller.
        #expect(frames["Roo-Vw-003"] == CGRect(x: 0, y: 0, width: 400, height: 600))
        // Flexible width: 320 + 80.
        #expect(frames["Hdr-Vw-003"] == CGRect(x: 0, y: 0, width: 400, height: 44))
        // Flexible left margin: the right margin stays 320 − 310 = 10, so x = 400 − 10 − 50.
        #expect(frames["Rgt-Vw-003"] == CGRect(x: 340, y: 60, width: 50, height: 30))
        // Flexible left margin and width, 40 and 40: each takes half of 80.
        #expect(frames["Prp-Vw-003"] == CGRect(x: 80, y: 100, width: 80, height: 20))
        // All four margins: both margins of each axis equal (110 and 110, 200 and 200), so
        // each takes half: x = 110 + 40, y = 200 + 60; the size stays.
        #expect(frames["Ctr-Vw-003"] == CGRect(x: 150, y: 260, width: 100, height: 80))
        // Flexible width and height: 280 + 80, 160 + 120.
        #expect(frames["Pnl-Vw-003"] == CGRect(x: 20, y: 300, width: 360, height: 280))
        // Inside the panel, grown 80 wider: flexible left margin, x = 180 + 80, at 20 + 260 in the root.
        #expect(frames["Inr-Vw-003"] == CGRect(x: 280, y: 310, width: 90, height: 20))
        #expect(document.allocationMismatches() == [])
    }

    @Test("Without a new size every frame is the document's")
    func documentSize() throws {
        let document = try Documents.open(try Documents.fixture("Autoresizing.xib"))
        defer { document.close() }
        let frames = Dictionary(uniqueKeysWithValues: document.layout.map { ($0.id, $0.frame) })
        #expect(frames["Rgt-Vw-003"] == CGRect(x: 260, y: 60, width: 50, height: 30))
        #expect(frames["Inr-Vw-003"] == CGRect(x: 200, y: 310, width: 90, height: 20))
    }
}
