import Foundation
import NibKit
import Testing

/// The engine's API on trees made in code: frames written back, the report,
/// incremental changes.
@Suite("Auto Layout: the engine")
struct AutoLayoutEngineTests {
    typealias F = AutoLayoutFixture

    @Test("edges pinned to the superview give the frame, written back in the superview's coordinates")
    func pinnedEdges() {
        let root = F.view(UIView.self, CGRect(x: 0, y: 0, width: 320, height: 480), translates: true)
        let box = F.view(UIView.self, in: root)
        let inner = F.view(UIView.self, in: box)
        F.constrain(box, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(box, .trailing, .equal, root, .trailing, constant: -20, in: root)
        F.constrain(box, .top, .equal, root, .top, constant: 40, in: root)
        F.constrain(box, .height, constant: 100, in: box)
        F.constrain(inner, .left, .equal, box, .left, constant: 10, in: box)
        F.constrain(inner, .top, .equal, box, .top, constant: 5, in: box)
        F.constrain(inner, .width, .equal, box, .width, multiplier: 0.5, in: box)
        F.constrain(inner, .bottom, .equal, box, .bottom, in: box)
        let report = LayoutEngine(root: root).layout()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 280, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 140, height: 95))
        #expect(report.views.count == 3)
        #expect(report.issues.filter { $0.kind != LayoutIssue.Kind.misplaced }.isEmpty)
        #expect(report.layout(of: box)?.stored == .zero)
        #expect(report.issues.filter { $0.kind == LayoutIssue.Kind.misplaced }.count == 2)
    }

    @Test("resize re-solves at the new root size")
    func resize() {
        let root = F.view(UIView.self, CGRect(x: 0, y: 0, width: 320, height: 480), translates: true)
        let box = F.view(UIView.self, in: root)
        F.constrain(box, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(box, .trailing, .equal, root, .trailing, constant: -20, in: root)
        F.constrain(box, .centerY, .equal, root, .centerY, in: root)
        F.constrain(box, .height, constant: 50, in: box)
        let engine = LayoutEngine(root: root)
        engine.layout()
        #expect(box.frame == CGRect(x: 20, y: 215, width: 280, height: 50))
        engine.resize(to: CGSize(width: 400, height: 600))
        #expect(root.frame.size == CGSize(width: 400, height: 600))
        #expect(box.frame == CGRect(x: 20, y: 275, width: 360, height: 50))
    }

    @Test("a changed constant re-solves; a constraint added and removed takes part and leaves")
    func incremental() {
        let root = F.view(UIView.self, CGRect(x: 0, y: 0, width: 320, height: 480), translates: true)
        let box = F.view(UIView.self, in: root)
        let left = F.constrain(box, .left, .equal, root, .left, constant: 10, in: root)
        F.constrain(box, .top, .equal, root, .top, constant: 10, in: root)
        F.constrain(box, .width, constant: 50, in: box)
        F.constrain(box, .height, constant: 50, in: box)
        let engine = LayoutEngine(root: root)
        engine.layout()
        engine.update(constant: 30, for: left)
        #expect(box.frame.origin.x == 30)
        let wider = F.constrain(box, .width, .greaterThanOrEqual, constant: 80, in: box)
        engine.add(wider)
        #expect(box.frame.width == 50)  // required width == 50 and width >= 80 conflict: the new one breaks
        let report = engine.remove(wider)
        #expect(report.issues.contains { $0.kind == .conflicting })
    }
}
