import Foundation
import NibKit
import Testing

/// An `NSStackView` stacking new views.
struct AppKitStackFixture {
    let stack = NSStackView()
    let views: [NSView]

    init(_ count: Int, orientation: NSUserInterfaceLayoutOrientation = .horizontal) {
        stack.orientation = orientation
        views = (0..<count).map { _ in NSView() }
        for view in views { stack.addSubview(view) }
    }
}

@Suite("NSStackView's generated constraints")
struct NSStackViewConstraintTests {
    @Test("gravity areas: beginning at the leading edge, end at the trailing, the gap between hugged")
    func gravityAreas() {
        let fixture = AppKitStackFixture(3)
        fixture.stack.spacing = 8
        fixture.stack.beginningViews = [fixture.views[0], fixture.views[1]]
        fixture.stack.endViews = [fixture.views[2]]
        fixture.stack.horizontalStackHuggingPriority = 250
        let layout = fixture.stack.generatedLayout()
        let spacing = layout.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 3)
        // Inside an area: exactly the spacing.
        #expect(spacing[0].firstItem === fixture.views[1] && spacing[0].secondItem === fixture.views[0])
        #expect(spacing[0].relation == .equal && spacing[0].constant == 8 && spacing[0].priority == 1000)
        // Between areas: at least the spacing, and exactly it at the hugging priority.
        #expect(spacing[1].firstItem === fixture.views[2] && spacing[1].relation == .greaterThanOrEqual)
        #expect(spacing[2].relation == .equal && spacing[2].priority == 250)
        let ends = layout.constraints.filter {
            $0.identifier == "UISV-canvas-connection" && [.leading, .trailing].contains($0.firstAttribute)
        }
        #expect(ends.count == 2)
        #expect(ends.allSatisfy { $0.relation == .equal && $0.priority == 1000 })
        #expect(ends[0].firstItem === fixture.views[0] && ends[1].secondItem === fixture.views[2])
    }

    @Test("middle views are centered just above the hugging priority, the ends only bounding them")
    func middleArea() {
        let fixture = AppKitStackFixture(1)
        fixture.stack.middleViews = [fixture.views[0]]
        let layout = fixture.stack.generatedLayout()
        let centering = layout.constraints.filter { $0.identifier == "NSStackView-centering" }
        #expect(centering.count == 1)
        #expect(centering.first?.priority == 251)
        #expect(centering.first?.firstAttribute == .centerX && centering.first?.secondItem === fixture.stack)
        #expect(layout.guides.map(\.identifier) == ["NSStackView-middle"])
        let ends = layout.constraints.filter {
            $0.identifier == "UISV-canvas-connection" && [.leading, .trailing].contains($0.firstAttribute)
        }
        #expect(ends.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual, .equal, .equal])
        #expect(ends.map(\.priority) == [1000, 1000, 250, 250])
    }

    @Test("edge insets become the constants of the edges, and the alignment is AppKit's attribute")
    func edgeInsetsAndAlignment() {
        let fixture = AppKitStackFixture(2, orientation: .vertical)
        fixture.stack.distribution = .fill
        fixture.stack.alignment = .leading
        fixture.stack.spacing = 6
        fixture.stack.edgeInsets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let constraints = fixture.stack.generatedLayout().constraints
        let connections = constraints.filter { $0.identifier == "UISV-canvas-connection" }
        #expect(connections.map(\.firstAttribute) == [.top, .bottom, .leading])
        #expect(connections.map(\.constant) == [10, 30, 20])
        let boundary = constraints.filter { $0.identifier == "UISV-spanning-boundary" }
        #expect(boundary.map(\.firstAttribute) == [.trailing, .trailing])
        #expect(boundary.map(\.constant) == [40, 40])
        #expect(constraints.filter { $0.identifier == "UISV-canvas-fit" }.map(\.priority) == [250])
    }

    @Test("a hidden view is left out when the stack detaches hidden views, and keeps its place otherwise")
    func detachesHiddenViews() {
        let fixture = AppKitStackFixture(3)
        fixture.stack.distribution = .fill
        fixture.views[1].isHidden = true
        fixture.stack.detachesHiddenViews = false
        #expect(fixture.stack.generatedLayout().constraints.filter { $0.identifier == "UISV-spacing" }.count == 2)
        fixture.stack.detachesHiddenViews = true
        let spacing = fixture.stack.generatedLayout().constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 1)
        #expect(spacing.first?.firstItem === fixture.views[2] && spacing.first?.secondItem === fixture.views[0])
        #expect(
            !fixture.stack.generatedLayout().constraints.contains {
                $0.firstItem === fixture.views[1] || $0.secondItem === fixture.views[1]
            })
    }

    @Test("custom spacing after a view, the largest Float meaning the stack's; visibility 0 detaches")
    func customSpacingAndVisibility() {
        let fixture = AppKitStackFixture(3)
        fixture.stack.distribution = .fill
        fixture.stack.spacing = 8
        fixture.stack.customSpacing = [Double(Float.greatestFiniteMagnitude), 3]
        #expect(
            fixture.stack.generatedLayout().constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant)
                == [8, 3])
        fixture.stack.visibilityPriorities = [1000, 1000, 0]
        let spacing = fixture.stack.generatedLayout().constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.map(\.constant) == [8])
    }

    @Test("stacked views are placed by constraints alone")
    func stackedViewsDoNotTranslateMasks() {
        let fixture = AppKitStackFixture(2)
        #expect(fixture.views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("the distributions are UIKit's", arguments: NSStackView.Distribution.allCases)
    func distributions(distribution: NSStackView.Distribution) {
        let fixture = AppKitStackFixture(2)
        fixture.stack.distribution = distribution
        let identifiers = Set(fixture.stack.generatedLayout().constraints.compactMap(\.identifier))
        switch distribution {
        case .fillEqually: #expect(identifiers.contains("UISV-fill-equally"))
        case .fillProportionally:
            // Views of no size have no share to be given.
            #expect(!identifiers.contains("UISV-fill-proportionally"))
            fixture.views[0].frame.size.width = 10
            #expect(
                fixture.stack.generatedLayout().constraints.contains { $0.identifier == "UISV-fill-proportionally" })
        case .equalSpacing, .equalCentering: #expect(identifiers.contains("UISV-distributing-edge"))
        case .fill, .gravityAreas: #expect(!identifiers.contains("UISV-fill-equally"))
        }
    }
}
