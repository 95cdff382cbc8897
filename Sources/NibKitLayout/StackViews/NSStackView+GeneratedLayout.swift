import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

/// An `NSStackView` lays out its views with the rules of UIKit's stack view
/// (and its constraint identifiers), plus AppKit's own: gravity areas, edge
/// insets, detached views and the stack's hugging priorities.
///
/// A view is detached, and left out of the layout, when it is hidden and
/// the stack ``NSStackView/detachesHiddenViews``, or when its visibility
/// priority is 0 (`NSStackView.VisibilityPriority.notVisible`). In the
/// `gravityAreas` distribution the beginning views start at the leading
/// edge, the end views finish at the trailing edge and the middle views
/// are centered, each area's views `spacing` apart, the areas at least
/// `spacing` apart and exactly that at the stack's hugging priority along
/// its orientation. Across it, each view stays inside the edge insets, and
/// the stack is as thin as its views at its hugging priority across.
///
/// ```swift
/// stack.orientation = .vertical
/// stack.alignment = .leading
/// stack.generatedLayout().constraints.count
/// ```
extension NSStackView: GeneratedLayoutProviding {
    /// The largest `Float`, which AppKit's custom spacing uses for "the
    /// stack's spacing" (`NSStackView.useDefaultSpacing`).
    private static let useDefaultSpacing = Double(Float.greatestFiniteMagnitude)

    /// The constraints and spacer guides for the stack's current views,
    /// orientation, distribution, alignment, spacing and insets.
    public func generatedLayout() -> GeneratedLayout {
        let axis = StackAxis(isHorizontal: orientation == .horizontal)
        let insets = edgeInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var builder = StackLayoutBuilder(
            stack: self, axis: axis,
            insets: axis.isHorizontal
                ? (insets.left, insets.right, insets.top, insets.bottom)
                : (insets.top, insets.bottom, insets.left, insets.right))
        let areas = gravityAreas.map { $0.filter(isAttached) }
        let attached = areas.flatMap { $0 }
        // Hidden views the stack does not detach keep their place, as in AppKit.
        let spacing: (View) -> Double = { view in
            guard let index = self.arrangedSubviews.firstIndex(where: { $0 === view }),
                index < self.customSpacing.count, self.customSpacing[index] < Self.useDefaultSpacing
            else { return Double(self.spacing) }
            return self.customSpacing[index]
        }
        if distribution == .gravityAreas {
            arrangeGravityAreas(areas, in: &builder, spacing: spacing)
        } else {
            builder.connectEnds(of: attached)
            let equalSpacings = distribution == .equalSpacing || distribution == .equalCentering
            builder.space(attached, relation: equalSpacings ? .greaterThanOrEqual : .equal) {
                spacing(attached[$0])
            }
            builder.distribute(attached, by: stackDistribution) {
                StackIntrinsicSize.length(of: $0, horizontal: axis.isHorizontal)
            }
        }
        builder.align(
            attached, by: stackAlignment(isHorizontal: axis.isHorizontal),
            fitPriority: axis.isHorizontal ? verticalStackHuggingPriority : horizontalStackHuggingPriority)
        return builder.layout
    }

    /// The beginning, middle and end views; all arranged views at the
    /// beginning when the document names no area.
    private var gravityAreas: [[View]] {
        let areas: [[View]] = [beginningViews, middleViews, endViews]
        return areas.allSatisfy(\.isEmpty) ? [arrangedSubviews, [], []] : areas
    }

    private func isAttached(_ view: View) -> Bool {
        if view.isHidden && detachesHiddenViews { return false }
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }), index < visibilityPriorities.count
        else { return true }
        return visibilityPriorities[index] > 0
    }

    /// Each area's views `spacing` apart; the areas at least that apart, and
    /// exactly that at the stack's hugging priority; the beginning area at
    /// the leading edge, the end area at the trailing edge, the middle
    /// centered just above the hugging priority.
    private func arrangeGravityAreas(
        _ areas: [[View]], in builder: inout StackLayoutBuilder, spacing: (View) -> Double
    ) {
        let axis = builder.axis
        let hugging = axis.isHorizontal ? horizontalStackHuggingPriority : verticalStackHuggingPriority
        let occupied = areas.filter { !$0.isEmpty }
        guard let first = occupied.first?.first, let last = occupied.last?.last else { return }
        for area in occupied {
            builder.space(area, relation: .equal) { spacing(area[$0]) }
        }
        for (previous, next) in zip(occupied, occupied.dropFirst()) {
            guard let end = previous.last, let start = next.first else { continue }
            for (relation, priority) in [
                (LayoutConstraint.Relation.greaterThanOrEqual, Float(1000)), (.equal, hugging),
            ] {
                builder.add(
                    "UISV-spacing", start, axis.leading, relation, end, axis.trailing, constant: spacing(end),
                    priority: priority)
            }
        }
        let (leading, trailing) = (builder.edge(axis.leading), builder.edge(axis.trailing))
        // An edge without its own area's views gives way to the hugging priority.
        builder.add(
            "UISV-canvas-connection", first, axis.leading, areas[0].isEmpty ? .greaterThanOrEqual : .equal,
            self, leading, constant: builder.insets.leading)
        builder.add(
            "UISV-canvas-connection", self, trailing, areas[2].isEmpty ? .greaterThanOrEqual : .equal,
            last, axis.trailing, constant: builder.insets.trailing)
        if areas[0].isEmpty {
            builder.add(
                "UISV-canvas-connection", first, axis.leading, .equal, self, leading,
                constant: builder.insets.leading, priority: hugging)
        }
        if areas[2].isEmpty {
            builder.add(
                "UISV-canvas-connection", self, trailing, .equal, last, axis.trailing,
                constant: builder.insets.trailing, priority: hugging)
        }
        if let middleStart = areas[1].first, let middleEnd = areas[1].last {
            // The middle area's center is the stack's: its start as far from
            // the stack's start as its end from the stack's end.
            let centering = builder.makeGuide("NSStackView-middle")
            builder.add("UISV-distributing-edge", centering, axis.leading, .equal, middleStart, axis.leading)
            builder.add("UISV-distributing-edge", centering, axis.trailing, .equal, middleEnd, axis.trailing)
            builder.add(
                "NSStackView-centering", centering, axis.center, .equal, self, axis.center,
                constant: (builder.insets.leading - builder.insets.trailing) / 2, priority: min(hugging + 1, 999))
        }
    }

    private var stackDistribution: StackDistribution {
        switch distribution {
        case .gravityAreas, .fill: return .fill
        case .fillEqually: return .fillEqually
        case .fillProportionally: return .fillProportionally
        case .equalSpacing: return .equalSpacing
        case .equalCentering: return .equalCentering
        }
    }

    /// AppKit names the alignment by attribute: an edge or center across the
    /// orientation aligns, `width` or `height` fills, the baselines align a
    /// horizontal stack, and an attribute along the orientation (or
    /// `notAnAttribute`) leaves each view only inside the stack.
    private func stackAlignment(isHorizontal: Bool) -> StackAlignment {
        switch (alignment, isHorizontal) {
        case (.top, true), (.leading, false), (.left, false): return .leading
        case (.bottom, true), (.trailing, false), (.right, false): return .trailing
        case (.centerY, true), (.centerX, false): return .center
        case (.height, true), (.width, false): return .fill
        case (.firstBaseline, true): return .firstBaseline
        case (.lastBaseline, true): return .lastBaseline
        default: return .none
        }
    }
}
