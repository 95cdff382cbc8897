import Foundation
import NibKit
import Testing

/// Auto Layout's rules, each on a small tree made in code: attributes,
/// priorities, autoresizing, intrinsic sizes, margins, the safe area, the
/// reading direction, and the problems the report names.
@Suite("Auto Layout: semantics")
struct AutoLayoutSemanticsTests {
    typealias F = AutoLayoutFixture

    static func root(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIView {
        F.view(UIView.self, CGRect(x: 0, y: 0, width: width, height: height), translates: true)
    }

    /// A box of fixed size whose position the caller constrains.
    static func box(in root: NibKit.View, width: Double = 40, height: Double = 30) -> UIView {
        let box = F.view(UIView.self, in: root)
        F.constrain(box, .width, constant: width, in: box)
        F.constrain(box, .height, constant: height, in: box)
        return box
    }

    @Test("centre, right and bottom attributes, multipliers")
    func centresAndMultipliers() {
        let root = Self.root()
        let centred = Self.box(in: root)
        F.constrain(centred, .centerX, .equal, root, .centerX, in: root)
        F.constrain(centred, .centerY, .equal, root, .centerY, multiplier: 0.5, in: root)
        let corner = Self.box(in: root)
        F.constrain(corner, .right, .equal, root, .right, constant: -10, in: root)
        F.constrain(corner, .bottom, .equal, root, .bottom, constant: -10, in: root)
        let half = F.view(UIView.self, in: root)
        F.constrain(half, .left, .equal, root, .left, in: root)
        F.constrain(half, .top, .equal, root, .top, in: root)
        F.constrain(half, .width, .equal, root, .width, multiplier: 0.5, constant: 4, in: root)
        F.constrain(half, .height, .equal, half, .width, multiplier: 2, in: half)
        LayoutEngine(root: root).layout()
        #expect(centred.frame == CGRect(x: 140, y: 105, width: 40, height: 30))
        #expect(corner.frame == CGRect(x: 270, y: 440, width: 40, height: 30))
        #expect(half.frame == CGRect(x: 0, y: 0, width: 164, height: 328))
    }

    @Test("leading and trailing follow the reading direction")
    func readingDirection() {
        let root = Self.root()
        let box = Self.box(in: root)
        F.constrain(box, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(box, .top, .equal, root, .top, in: root)
        LayoutEngine(root: root).layout()
        #expect(box.frame.minX == 20)
        LayoutEngine(root: root, options: LayoutOptions(layoutDirection: .rightToLeft)).layout()
        #expect(abs(box.frame.minX - (320 - 20 - 40)) < 1e-9)
    }

    @Test("the higher priority wins, whatever the number of lower ones; required wins over all")
    func priorities() {
        let root = Self.root()
        let box = F.view(UIView.self, in: root)
        F.constrain(box, .left, .equal, root, .left, in: root)
        F.constrain(box, .top, .equal, root, .top, in: root)
        F.constrain(box, .height, constant: 10, in: box)
        F.constrain(box, .width, constant: 100, priority: 251, in: box)
        for _ in 0..<5 { F.constrain(box, .width, constant: 200, priority: 250, in: box) }
        F.constrain(box, .width, .lessThanOrEqual, constant: 90, in: box)
        let report = LayoutEngine(root: root).layout()
        #expect(box.frame.width == 90)
        #expect(!report.issues.contains { $0.kind == LayoutIssue.Kind.conflicting })
    }

    @Test("placeholder and inactive constraints are left out")
    func placeholders() {
        let root = Self.root()
        let box = Self.box(in: root)
        F.constrain(box, .left, .equal, root, .left, constant: 5, in: root)
        F.constrain(box, .top, .equal, root, .top, in: root)
        let placeholder = F.constrain(box, .left, .equal, root, .left, constant: 50, in: root)
        placeholder.isPlaceholder = true
        placeholder.isActive = false
        LayoutEngine(root: root).layout()
        #expect(box.frame.minX == 5)
    }

    @Test("UIKit's autoresizing shares a change among flexible parts in proportion to their lengths")
    func uikitAutoresizing() {
        let root = Self.root(300, 400)
        let stretched = F.view(UIView.self, CGRect(x: 10, y: 20, width: 280, height: 50), translates: true, in: root)
        stretched.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let floating = F.view(UIView.self, CGRect(x: 50, y: 100, width: 100, height: 50), translates: true, in: root)
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        let fixed = F.view(UIView.self, CGRect(x: 7, y: 8, width: 9, height: 10), translates: true, in: root)
        let engine = LayoutEngine(root: root)
        engine.layout()
        #expect(stretched.frame == CGRect(x: 10, y: 20, width: 280, height: 50))
        engine.resize(to: CGSize(width: 500, height: 600))
        #expect(stretched.frame == CGRect(x: 10, y: 20, width: 480, height: 50))
        // Left margin 50 and right margin 150 share 200 points 1:3.
        #expect(floating.frame == CGRect(x: 100, y: 300, width: 100, height: 50))
        #expect(fixed.frame == CGRect(x: 7, y: 8, width: 9, height: 10))
    }

    @Test("AppKit's autoresizing shares a change evenly, and measures y from the bottom")
    func appKitAutoresizing() {
        let root = F.view(NSView.self, CGRect(x: 0, y: 0, width: 300, height: 200), translates: true)
        let view = F.view(NSView.self, CGRect(x: 50, y: 20, width: 100, height: 30), translates: true, in: root)
        view.autoresizingMask = [.minXMargin, .width, .maxYMargin]
        let pinned = F.view(NSView.self, in: root)
        F.constrain(pinned, .top, .equal, root, .top, constant: 10, in: root)
        F.constrain(pinned, .leading, .equal, root, .leading, constant: 10, in: root)
        F.constrain(pinned, .width, constant: 20, in: pinned)
        F.constrain(pinned, .height, constant: 40, in: pinned)
        let engine = LayoutEngine(root: root)
        engine.layout()
        // 40 from the top of a 200-point superview, 40 high: y = 200 - 10 - 40.
        #expect(pinned.frame == CGRect(x: 10, y: 150, width: 20, height: 40))
        #expect(view.frame == CGRect(x: 50, y: 20, width: 100, height: 30))
        engine.resize(to: CGSize(width: 400, height: 300))
        // The left margin and the width each take half of 100; the bottom margin stays.
        #expect(view.frame == CGRect(x: 100, y: 20, width: 150, height: 30))
        #expect(pinned.frame == CGRect(x: 10, y: 250, width: 20, height: 40))
    }

    @Test("intrinsic sizes: hugging keeps a label at its size, the lower hugging priority stretches")
    func hugging() {
        let root = Self.root()
        let first = F.view(UILabel.self, CGRect(x: 0, y: 0, width: 60, height: 21), in: root)
        let second = F.view(UILabel.self, CGRect(x: 0, y: 0, width: 80, height: 21), in: root)
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        F.constrain(first, .leading, .equal, root, .leading, constant: 20, in: root)
        F.constrain(second, .leading, .equal, first, .trailing, constant: 8, in: root)
        F.constrain(second, .trailing, .equal, root, .trailing, constant: -20, in: root)
        F.constrain(first, .top, .equal, root, .top, constant: 20, in: root)
        F.constrain(second, .top, .equal, root, .top, constant: 20, in: root)
        let report = LayoutEngine(root: root).layout()
        #expect(first.frame == CGRect(x: 20, y: 20, width: 60, height: 21))
        #expect(second.frame == CGRect(x: 88, y: 20, width: 212, height: 21))
        #expect(!report.issues.contains { $0.kind == LayoutIssue.Kind.ambiguous })
    }

    @Test("intrinsic sizes: the lower compression resistance gives way when space is short")
    func compression() {
        let root = Self.root(100, 100)
        let first = F.view(UILabel.self, CGRect(x: 0, y: 0, width: 60, height: 21), in: root)
        let second = F.view(UILabel.self, CGRect(x: 0, y: 0, width: 60, height: 21), in: root)
        second.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        F.constrain(first, .leading, .equal, root, .leading, in: root)
        F.constrain(second, .leading, .equal, first, .trailing, in: root)
        F.constrain(second, .trailing, .equal, root, .trailing, in: root)
        F.constrain(first, .top, .equal, root, .top, in: root)
        F.constrain(second, .top, .equal, root, .top, in: root)
        LayoutEngine(root: root).layout()
        #expect(first.frame.width == 60)
        #expect(second.frame.width == 40)
    }

    @Test("a placeholder intrinsic size wins over the frame's, and infinite means none")
    func placeholderIntrinsicSize() {
        let label = UILabel()
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 20))
        label.placeholderIntrinsicWidth = 70
        label.placeholderIntrinsicHeight = .infinity
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: UIView.noIntrinsicMetric))
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        let slider = UISlider()
        slider.frame = CGRect(x: 0, y: 0, width: 200, height: 31)
        #expect(slider.intrinsicContentSize == CGSize(width: -1, height: 31))
    }

    @Test("margin attributes: 8 points by default, the document's margins, a controller's root 16 or 20")
    func margins() {
        let root = Self.root(375, 667)
        let box = Self.box(in: root)
        F.constrain(box, .leading, .equal, root, .leadingMargin, in: root)
        F.constrain(box, .top, .equal, root, .topMargin, in: root)
        let inner = Self.box(in: box, width: 10, height: 10)
        box.layoutMargins = EdgeInsets(top: 3, left: 4, bottom: 0, right: 0)
        F.constrain(inner, .left, .equal, box, .leftMargin, in: box)
        F.constrain(inner, .top, .equal, box, .topMargin, in: box)
        LayoutEngine(root: root).layout()
        #expect(box.frame.origin == CGPoint(x: 8, y: 8))
        #expect(inner.frame.origin == CGPoint(x: 4, y: 3))
        LayoutEngine(
            root: root,
            options: LayoutOptions(
                safeAreaInsets: .init(top: 20, left: 0, bottom: 0, right: 0), isViewControllerRoot: true)
        ).layout()
        #expect(box.frame.origin == CGPoint(x: 16, y: 20))
        LayoutEngine(
            root: root, options: LayoutOptions(size: CGSize(width: 414, height: 736), isViewControllerRoot: true)
        ).layout()
        #expect(box.frame.origin == CGPoint(x: 20, y: 20))
    }

    @Test("a controller's root view is inset by the device's status bar and home indicator")
    func safeArea() throws {
        let root = Self.root(375, 812)
        let guide = LayoutGuide()
        let content = F.view(UIView.self, in: root)
        // A guide the document names as the root's safe area.
        let archived = try #require(UIKitSafeArea.guide(of: root, replacing: guide))
        F.constrain(content, .top, .equal, archived, .top, in: root)
        F.constrain(content, .bottom, .equal, archived, .bottom, in: root)
        F.constrain(content, .leading, .equal, archived, .leading, in: root)
        F.constrain(content, .trailing, .equal, archived, .trailing, in: root)
        LayoutEngine(root: root, options: LayoutOptions(isViewControllerRoot: true)).layout()
        #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 812 - 44 - 34))
        LayoutEngine(root: root).layout()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    }

    @Test("a conflict breaks the later required constraint and names both")
    func conflicts() throws {
        let root = Self.root()
        let box = F.view(UIView.self, in: root)
        F.constrain(box, .left, .equal, root, .left, in: root)
        F.constrain(box, .top, .equal, root, .top, in: root)
        F.constrain(box, .height, constant: 10, in: box)
        F.constrain(box, .width, constant: 50, identifier: "narrow", in: box)
        F.constrain(box, .width, constant: 80, identifier: "wide", in: box)
        let report = LayoutEngine(root: root).layout()
        let conflict = try #require(report.issues.first { $0.kind == LayoutIssue.Kind.conflicting })
        #expect(conflict.constraintIDs == ["wide", "narrow"])
        #expect(conflict.message.contains("Will attempt to recover by breaking constraint wide"))
        #expect(box.frame.width == 50)
    }

    @Test("an ambiguous view is reported with what is open and the constraints on it")
    func ambiguity() throws {
        let root = Self.root()
        let box = F.view(UIView.self, in: root)
        F.constrain(box, .left, .equal, root, .left, identifier: "left", in: root)
        F.constrain(box, .width, constant: 50, identifier: "width", in: box)
        let report = LayoutEngine(root: root).layout()
        let issue = try #require(report.issues.first { $0.kind == LayoutIssue.Kind.ambiguous })
        #expect(issue.message.contains("vertical position and height"))
        #expect(!issue.message.contains("width"))
        #expect(issue.constraintIDs == ["left", "width"])
    }

    @Test("systemLayoutSizeFitting gives the compressed size of a container around a label")
    func fitting() {
        let container = F.view(UIView.self, CGRect(x: 0, y: 0, width: 300, height: 300), translates: true)
        let label = F.view(UILabel.self, CGRect(x: 0, y: 0, width: 100, height: 20), in: container)
        F.constrain(label, .leading, .equal, container, .leading, constant: 10, in: container)
        F.constrain(label, .trailing, .equal, container, .trailing, constant: -10, in: container)
        F.constrain(label, .top, .equal, container, .top, constant: 5, in: container)
        F.constrain(label, .bottom, .equal, container, .bottom, constant: -5, in: container)
        #expect(
            container.systemLayoutSizeFitting(NibKit.View.layoutFittingCompressedSize) == CGSize(width: 120, height: 30)
        )
        #expect(container.frame.size == CGSize(width: 300, height: 300))
    }

    @Test("layoutIfNeeded lays out once until setNeedsLayout")
    func needsLayout() {
        let root = Self.root()
        let box = Self.box(in: root)
        F.constrain(box, .left, .equal, root, .left, constant: 3, in: root)
        F.constrain(box, .top, .equal, root, .top, in: root)
        #expect(box.needsLayout)
        box.layoutIfNeeded()
        #expect(box.frame.minX == 3)
        #expect(!box.needsLayout && !root.needsLayout)
        box.frame.origin.x = 99
        root.layoutIfNeeded()
        #expect(box.frame.minX == 99)
        box.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame.minX == 3)
    }

    @Test("a view's generated layout is solved with the document's constraints")
    func generatedConstraints() {
        let root = Self.root()
        let row = F.view(RowView.self, in: root)
        F.constrain(row, .left, .equal, root, .left, in: root)
        F.constrain(row, .top, .equal, root, .top, in: root)
        let first = Self.box(in: row, width: 30, height: 10)
        let second = Self.box(in: row, width: 50, height: 20)
        LayoutEngine(root: root).layout()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(second.frame == CGRect(x: 35, y: 0, width: 50, height: 20))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 85, height: 20))
    }
}

/// A view that lines its subviews up in a row, 5 points apart, as a stack view would.
final class RowView: UIView, GeneratedLayoutProviding {
    func generatedLayout() -> NibKit.GeneratedLayout {
        var constraints: [LayoutConstraint] = []
        func make(
            _ a: NibObject, _ attributeA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ b: NibObject, _ attributeB: LayoutConstraint.Attribute, _ constant: Double
        ) {
            let constraint = LayoutConstraint()
            constraint.firstItem = a
            constraint.firstAttribute = attributeA
            constraint.relation = relation
            constraint.secondItem = b
            constraint.secondAttribute = attributeB
            constraint.constant = constant
            constraints.append(constraint)
        }
        var previous: NibObject?
        for view in subviews {
            if let previous {
                make(view, .leading, .equal, previous, .trailing, 5)
            } else {
                make(view, .leading, .equal, self, .leading, 0)
            }
            make(view, .top, .equal, self, .top, 0)
            make(self, .bottom, .greaterThanOrEqual, view, .bottom, 0)
            previous = view
        }
        if let previous { make(self, .trailing, .equal, previous, .trailing, 0) }
        let hug = LayoutConstraint()
        hug.firstItem = self
        hug.firstAttribute = .height
        hug.priority = 1
        constraints.append(hug)
        return GeneratedLayout(constraints: constraints)
    }
}

/// Gives a view made in code the safe area guide a document gives it.
enum UIKitSafeArea {
    static func guide(of view: UIView, replacing guide: LayoutGuide) -> LayoutGuide? {
        try? view.setValue(guide, forKey: "safeArea")
        return view.safeAreaLayoutGuide
    }
}
