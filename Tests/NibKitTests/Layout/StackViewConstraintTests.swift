import Foundation
import NibKit
import Testing

/// The constraints a stack view makes, written as UIKit logs them with each
/// item named: `'UISV-spacing' b.leading == a.trailing + 8`.
struct StackFixture {
    let stack: UIStackView
    let views: [UIView]
    private let names: [ObjectIdentifier: String]

    init(_ count: Int, axis: UILayoutConstraintAxis = .horizontal, configure: (UIStackView) -> Void = { _ in }) {
        stack = UIStackView()
        stack.axis = axis
        views = (0..<count).map { _ in UIView() }
        var names = [ObjectIdentifier(stack): "stack"]
        for (index, view) in views.enumerated() {
            stack.addArrangedSubview(view)
            names[ObjectIdentifier(view)] = String(UnicodeScalar(UInt8(97 + index)))
        }
        self.names = names
        configure(stack)
    }

    /// Each constraint of the stack's generated layout, as text.
    var lines: [String] {
        let layout = stack.generatedLayout()
        // The constraints hold their items weakly: the layout keeps its guides.
        return withExtendedLifetime(layout) { layout.constraints.map(text) }
    }

    /// The lines with `identifier`.
    func lines(_ identifier: String) -> [String] {
        let layout = stack.generatedLayout()
        return withExtendedLifetime(layout) { layout.constraints.filter { $0.identifier == identifier }.map(text) }
    }

    func text(_ constraint: LayoutConstraint) -> String {
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation.symbol)"
        if let second = constraint.secondItem {
            text += " "
            if constraint.multiplier != 1 { text += "\(format(constraint.multiplier))*" }
            text += "\(name(second)).\(constraint.secondAttribute.rawValue)"
            if constraint.constant != 0 {
                text += " \(constraint.constant < 0 ? "-" : "+") \(format(abs(constraint.constant)))"
            }
        } else {
            text += " \(format(constraint.constant))"
        }
        if constraint.priority < 1000 { text += " @\(format(Double(constraint.priority)))" }
        return text
    }

    private func name(_ item: NibObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? LayoutGuide { return "guide" + (guide.identifier.map { "'\($0)'" } ?? "") }
        return names[ObjectIdentifier(item)] ?? item.nibClassName
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}

@Suite("UIStackView's generated constraints")
struct StackViewConstraintTests {
    @Test("fill: the ends pinned to the stack, each view spacing from the next, filling across")
    func fill() {
        let fixture = StackFixture(3) { $0.spacing = 8 }
        #expect(
            fixture.lines == [
                "a.leading == stack.leading", "stack.trailing == c.trailing",
                "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                "a.top == stack.top", "stack.bottom == a.bottom",
                "b.top == a.top", "b.bottom == a.bottom", "c.top == a.top", "c.bottom == a.bottom",
            ])
        #expect(fixture.lines("UISV-canvas-connection").count == 4)
        #expect(fixture.lines("UISV-spacing").count == 2)
        #expect(fixture.lines("UISV-alignment").count == 4)
    }

    @Test("a vertical stack uses top and bottom along its axis, leading and trailing across")
    func vertical() {
        let fixture = StackFixture(2, axis: .vertical) { $0.spacing = 4 }
        #expect(
            fixture.lines == [
                "a.top == stack.top", "stack.bottom == b.bottom", "b.top == a.bottom + 4",
                "a.leading == stack.leading", "stack.trailing == a.trailing",
                "b.leading == a.leading", "b.trailing == a.trailing",
            ])
    }

    @Test("arranged subviews are placed by constraints alone")
    func arrangedSubviewsDoNotTranslateMasks() {
        let fixture = StackFixture(2)
        #expect(fixture.views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(fixture.stack.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("fillEqually makes every view as long as the first")
    func fillEqually() {
        let fixture = StackFixture(3) { $0.distribution = .fillEqually }
        #expect(fixture.lines("UISV-fill-equally") == ["b.width == a.width", "c.width == a.width"])
    }

    @Test("fillProportionally gives each view its intrinsic share of the stack, the first the strongest")
    func fillProportionally() {
        let fixture = StackFixture(3) { $0.distribution = .fillProportionally }
        for (view, width) in zip(fixture.views, [100.0, 50, 50]) { view.placeholderIntrinsicWidth = width }
        #expect(
            fixture.lines("UISV-fill-proportionally") == [
                "a.width == 0.5*stack.width @999", "b.width == 0.25*stack.width @998",
                "c.width == 0.25*stack.width @997",
            ])
    }

    @Test("fillProportionally without intrinsic sizes shares by the views' frames")
    func fillProportionallyByFrames() {
        let fixture = StackFixture(2) { $0.distribution = .fillProportionally }
        fixture.views[0].frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        fixture.views[1].frame = CGRect(x: 0, y: 0, width: 90, height: 10)
        #expect(
            fixture.lines("UISV-fill-proportionally") == [
                "a.width == 0.25*stack.width @999", "b.width == 0.75*stack.width @998",
            ])
    }

    @Test("equalSpacing: at least spacing apart, a spacer guide in each gap, all as long as the first")
    func equalSpacing() {
        let fixture = StackFixture(3) {
            $0.distribution = .equalSpacing
            $0.spacing = 5
        }
        #expect(fixture.lines("UISV-spacing") == ["b.leading >= a.trailing + 5", "c.leading >= b.trailing + 5"])
        #expect(
            fixture.lines("UISV-distributing-edge") == [
                "guide'UISV-distributing'.leading == a.trailing", "guide'UISV-distributing'.trailing == b.leading",
                "guide'UISV-distributing'.leading == b.trailing", "guide'UISV-distributing'.trailing == c.leading",
            ])
        #expect(
            fixture.lines("UISV-fill-equally") == ["guide'UISV-distributing'.width == guide'UISV-distributing'.width"])
        let guides = fixture.stack.generatedLayout().guides
        #expect(guides.count == 2)
        #expect(guides.allSatisfy { $0.owningView === fixture.stack })
    }

    @Test("equalCentering: spacer guides from center to center, equal just below required")
    func equalCentering() {
        let fixture = StackFixture(3) { $0.distribution = .equalCentering }
        #expect(
            fixture.lines("UISV-distributing-edge") == [
                "guide'UISV-distributing'.leading == a.centerX", "guide'UISV-distributing'.trailing == b.centerX",
                "guide'UISV-distributing'.leading == b.centerX", "guide'UISV-distributing'.trailing == c.centerX",
            ])
        #expect(
            fixture.lines("UISV-fill-equally") == [
                "guide'UISV-distributing'.width == guide'UISV-distributing'.width @999"
            ])
        #expect(fixture.lines("UISV-spacing") == ["b.leading >= a.trailing", "c.leading >= b.trailing"])
    }

    @Test(
        "each alignment pins the first view, aligns the others with it and keeps them inside",
        arguments: [
            (
                UIStackView.Alignment.top,
                ["a.top == stack.top", "b.top == a.top", "stack.bottom >= a.bottom", "stack.bottom >= b.bottom"]
            ),
            (
                .bottom,
                ["stack.bottom == a.bottom", "b.bottom == a.bottom", "a.top >= stack.top", "b.top >= stack.top"]
            ),
            (
                .center,
                [
                    "a.centerY == stack.centerY", "b.centerY == a.centerY", "a.top >= stack.top",
                    "stack.bottom >= a.bottom", "b.top >= stack.top", "stack.bottom >= b.bottom",
                ]
            ),
            (
                .firstBaseline,
                [
                    "b.firstBaseline == a.firstBaseline", "a.top >= stack.top", "stack.bottom >= a.bottom",
                    "b.top >= stack.top", "stack.bottom >= b.bottom",
                ]
            ),
            (
                .lastBaseline,
                [
                    "b.lastBaseline == a.lastBaseline", "a.top >= stack.top", "stack.bottom >= a.bottom",
                    "b.top >= stack.top", "stack.bottom >= b.bottom",
                ]
            ),
        ])
    func alignment(alignment: UIStackView.Alignment, expected: [String]) {
        let fixture = StackFixture(2) { $0.alignment = alignment }
        let across = ["UISV-canvas-connection", "UISV-alignment", "UISV-spanning-boundary"]
        let lines = fixture.stack.generatedLayout().constraints
            .filter { across.contains($0.identifier ?? "") && ![.leading, .trailing].contains($0.firstAttribute) }
            .filter { $0.secondAttribute != .leading && $0.secondAttribute != .trailing }
            .map(fixture.text)
        #expect(lines == expected)
        #expect(fixture.lines("UISV-canvas-fit") == ["stack.height == 0 @49"])
        #expect(fixture.lines("UISV-ambiguity-suppression") == ["a.height == 0 @25", "b.height == 0 @25"])
    }

    @Test("leading and trailing align a vertical stack; baselines there fill")
    func verticalAlignments() {
        let leading = StackFixture(2, axis: .vertical) { $0.alignment = .leading }
        #expect(leading.lines("UISV-alignment") == ["b.leading == a.leading"])
        #expect(
            leading.lines("UISV-spanning-boundary") == ["stack.trailing >= a.trailing", "stack.trailing >= b.trailing"])
        let baseline = StackFixture(2, axis: .vertical) { $0.alignment = .firstBaseline }
        #expect(baseline.lines("UISV-alignment") == ["b.leading == a.leading", "b.trailing == a.trailing"])
    }

    @Test("a hidden view collapses to zero length where it stands, with no spacing of its own")
    func hiddenViewsCollapse() {
        let fixture = StackFixture(3) { $0.spacing = 10 }
        fixture.views[1].isHidden = true
        #expect(
            fixture.lines("UISV-hiding") == [
                "b.width == 0", "b.top == stack.top", "stack.bottom == b.bottom", "b.leading == a.trailing",
            ])
        #expect(fixture.lines("UISV-spacing") == ["c.leading == a.trailing + 10"])
        #expect(fixture.lines("UISV-canvas-connection").contains("stack.trailing == c.trailing"))
        fixture.views[0].isHidden = true
        #expect(fixture.lines("UISV-hiding").contains("a.leading == stack.leading"))
        #expect(fixture.lines("UISV-spacing").isEmpty)
        #expect(fixture.lines("UISV-canvas-connection").contains("c.leading == stack.leading"))
    }

    @Test("custom spacing after a view replaces the stack's spacing there, and goes with the view")
    func customSpacing() {
        let fixture = StackFixture(3) { $0.spacing = 8 }
        fixture.stack.setCustomSpacing(20, after: fixture.views[0])
        #expect(fixture.stack.customSpacing(after: fixture.views[0]) == 20)
        #expect(fixture.stack.customSpacing(after: fixture.views[1]) == UIStackView.spacingUseDefault)
        #expect(fixture.lines("UISV-spacing") == ["b.leading == a.trailing + 20", "c.leading == b.trailing + 8"])
        // A hidden view's custom spacing goes with it.
        fixture.stack.setCustomSpacing(30, after: fixture.views[1])
        fixture.views[1].isHidden = true
        #expect(fixture.lines("UISV-spacing") == ["c.leading == a.trailing + 20"])
        fixture.stack.removeArrangedSubview(fixture.views[0])
        #expect(fixture.stack.customSpacing(after: fixture.views[0]) == UIStackView.spacingUseDefault)
    }

    @Test("margins-relative arrangement pins the views to the stack's margins")
    func marginsRelative() {
        let fixture = StackFixture(2) { $0.isLayoutMarginsRelativeArrangement = true }
        #expect(
            fixture.lines("UISV-canvas-connection") == [
                "a.leading == stack.leadingMargin", "stack.trailingMargin == b.trailing",
                "a.top == stack.topMargin", "stack.bottomMargin == a.bottom",
            ])
    }

    @Test("baseline-relative arrangement spaces a vertical stack's views from baseline to baseline")
    func baselineRelative() {
        let fixture = StackFixture(2, axis: .vertical) {
            $0.isBaselineRelativeArrangement = true
            $0.spacing = 12
        }
        #expect(fixture.lines("UISV-spacing") == ["b.firstBaseline == a.lastBaseline + 12"])
    }

    @Test("a stack with no arranged views makes no constraints")
    func empty() {
        #expect(StackFixture(0).lines.isEmpty)
    }
}
