import Foundation
import NibKit
import Testing

/// A stack laid out by the engine as the root, at `size`, its arranged views
/// with the given intrinsic sizes.
struct StackLayoutFixture {
    let stack = UIStackView()
    let views: [UIView]

    init(_ sizes: [CGSize], axis: UILayoutConstraintAxis = .horizontal, size: CGSize) {
        stack.axis = axis
        stack.frame = CGRect(origin: .zero, size: size)
        views = sizes.map { size in
            let view = UIView()
            view.placeholderIntrinsicWidth = size.width
            view.placeholderIntrinsicHeight = size.height
            return view
        }
        for view in views { stack.addArrangedSubview(view) }
    }

    /// The arranged views' frames after layout.
    func layout(_ options: LayoutOptions = .init()) -> [CGRect] {
        LayoutEngine(root: stack, options: options).layout()
        return views.map(\.frame)
    }
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

@Suite("Stack views laid out by the engine")
struct StackViewLayoutTests {
    @Test("fill: the view that hugs less takes the room left after the spacing")
    func fill() {
        let fixture = StackLayoutFixture(
            [CGSize(width: 100, height: 20), CGSize(width: 50, height: 20)], size: CGSize(width: 300, height: 50))
        fixture.stack.spacing = 8
        fixture.views[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        #expect(fixture.layout() == [rect(0, 0, 100, 50), rect(108, 0, 192, 50)])
    }

    @Test("fillEqually: equal widths whatever the intrinsic sizes")
    func fillEqually() {
        let fixture = StackLayoutFixture(
            [CGSize(width: 10, height: 20), CGSize(width: 90, height: 20), CGSize(width: 40, height: 20)],
            size: CGSize(width: 320, height: 40))
        fixture.stack.distribution = .fillEqually
        fixture.stack.spacing = 10
        #expect(fixture.layout() == [rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40)])
    }

    @Test("fillProportionally: widths in proportion to the intrinsic ones")
    func fillProportionally() {
        let fixture = StackLayoutFixture(
            [CGSize(width: 100, height: 20), CGSize(width: 200, height: 20)], size: CGSize(width: 600, height: 20))
        fixture.stack.distribution = .fillProportionally
        #expect(fixture.layout() == [rect(0, 0, 200, 20), rect(200, 0, 400, 20)])
    }

    @Test("equalSpacing: intrinsic widths, equal gaps")
    func equalSpacing() {
        let fixture = StackLayoutFixture(
            Array(repeating: CGSize(width: 50, height: 20), count: 3), size: CGSize(width: 300, height: 20))
        fixture.stack.distribution = .equalSpacing
        #expect(fixture.layout().map(\.minX) == [0, 125, 250])
        #expect(fixture.views.map(\.frame.width) == [50, 50, 50])
    }

    @Test("equalCentering: centers equally apart")
    func equalCentering() {
        let fixture = StackLayoutFixture(
            [CGSize(width: 20, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)],
            size: CGSize(width: 300, height: 20))
        fixture.stack.distribution = .equalCentering
        #expect(fixture.layout().map(\.midX) == [10, 150, 290])
    }

    @Test(
        "alignments place views of their intrinsic height across the stack",
        arguments: [
            (UIStackView.Alignment.top, [CGFloat(0), 0]), (.center, [40, 30]), (.bottom, [80, 60]),
        ])
    func alignment(alignment: UIStackView.Alignment, minY: [CGFloat]) {
        let fixture = StackLayoutFixture(
            [CGSize(width: 20, height: 20), CGSize(width: 20, height: 40)], size: CGSize(width: 100, height: 100))
        fixture.stack.alignment = alignment
        fixture.views[1].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let frames = fixture.layout()
        #expect(frames.map(\.minY) == minY)
        #expect(frames.map(\.height) == [20, 40])
    }

    @Test("a hidden view collapses: no width, no spacing, the others share the room")
    func hidden() {
        let fixture = StackLayoutFixture(
            Array(repeating: CGSize(width: 10, height: 10), count: 3), size: CGSize(width: 310, height: 10))
        fixture.stack.distribution = .fillEqually
        fixture.stack.spacing = 10
        fixture.views[1].isHidden = true
        let frames = fixture.layout()
        #expect(frames[0] == rect(0, 0, 150, 10))
        #expect(frames[1].width == 0)
        #expect(frames[2] == rect(160, 0, 150, 10))
    }

    @Test("custom spacing after a view in a vertical stack")
    func customSpacing() {
        let fixture = StackLayoutFixture(
            Array(repeating: CGSize(width: 10, height: 30), count: 3), axis: .vertical,
            size: CGSize(width: 40, height: 130))
        fixture.stack.distribution = .fillEqually
        fixture.stack.spacing = 5
        fixture.stack.setCustomSpacing(35, after: fixture.views[0])
        #expect(fixture.layout().map(\.minY) == [0, 65, 100])
    }

    @Test("margins-relative arrangement keeps the views inside the layout margins")
    func marginsRelative() {
        let fixture = StackLayoutFixture([CGSize(width: 10, height: 10)], size: CGSize(width: 100, height: 60))
        fixture.stack.isLayoutMarginsRelativeArrangement = true
        fixture.stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        fixture.stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        #expect(fixture.layout() == [rect(10, 5, 70, 40)])
    }

    @Test("a horizontal stack runs right to left in a right-to-left layout")
    func rightToLeft() {
        let fixture = StackLayoutFixture(
            Array(repeating: CGSize(width: 10, height: 10), count: 2), size: CGSize(width: 100, height: 10))
        fixture.stack.distribution = .fillEqually
        #expect(
            fixture.layout(LayoutOptions(layoutDirection: .rightToLeft)) == [rect(50, 0, 50, 10), rect(0, 0, 50, 10)])
    }
}
