import Foundation
import NibKitLoader
import NibKitModels

/// A `UIStackView` lays out its arranged subviews with the constraints
/// UIKit's stack view makes, under UIKit's identifiers.
///
/// Along the axis: the first and last visible views pinned to the stack's
/// ends (`UISV-canvas-connection`), each view `spacing` (or its
/// ``UIStackView/customSpacing(after:)``) from the next (`UISV-spacing`,
/// at least that for the equal-spacing distributions), sizes by
/// distribution (`UISV-fill-equally`, `UISV-fill-proportionally`, spacer
/// guides with `UISV-distributing-edge`), and each hidden view collapsed to
/// zero length without spacing (`UISV-hiding`). Across it: by alignment
/// (`UISV-alignment`, `UISV-spanning-boundary`, `UISV-canvas-fit`). With
/// ``UIStackView/isLayoutMarginsRelativeArrangement`` the stack's edges are
/// its layout margins.
///
/// ```swift
/// stack.axis = .vertical
/// stack.distribution = .fillEqually
/// stack.generatedLayout().constraints.map(\.identifier)
/// // ["UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", …]
/// ```
extension UIStackView: GeneratedLayoutProviding {
    /// The constraints and spacer guides for the stack's current arranged
    /// subviews, axis, distribution, alignment and spacing.
    public func generatedLayout() -> GeneratedLayout {
        let axis = StackAxis(isHorizontal: self.axis == .horizontal)
        var builder = StackLayoutBuilder(stack: self, axis: axis, marginsRelative: isLayoutMarginsRelativeArrangement)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var previous: View?
        for view in arrangedSubviews {
            if view.isHidden {
                builder.collapse(view, after: previous)
            } else {
                previous = view
            }
        }
        builder.connectEnds(of: visible)
        let equalSpacings = distribution == .equalSpacing || distribution == .equalCentering
        builder.space(
            visible, relation: equalSpacings ? .greaterThanOrEqual : .equal,
            baselineRelative: isBaselineRelativeArrangement && !axis.isHorizontal
        ) { index in
            let custom = self.customSpacing(after: visible[index])
            return Double(custom == Self.spacingUseDefault ? spacing : custom)
        }
        builder.distribute(visible, by: stackDistribution) { view in
            StackIntrinsicSize.length(of: view, horizontal: axis.isHorizontal)
        }
        builder.align(visible, by: stackAlignment(isHorizontal: axis.isHorizontal))
        return builder.layout
    }

    private var stackDistribution: StackDistribution {
        switch distribution {
        case .fill: return .fill
        case .fillEqually: return .fillEqually
        case .fillProportionally: return .fillProportionally
        case .equalSpacing: return .equalSpacing
        case .equalCentering: return .equalCentering
        }
    }

    /// UIKit's alignments across the axis: `top` and `leading` are one
    /// value, as are `bottom` and `trailing`; the baselines align only a
    /// horizontal stack, and a vertical one fills.
    private func stackAlignment(isHorizontal: Bool) -> StackAlignment {
        switch alignment {
        case .fill: return .fill
        case .leading, .top: return .leading
        case .center: return .center
        case .trailing, .bottom: return .trailing
        case .firstBaseline: return isHorizontal ? .firstBaseline : .fill
        case .lastBaseline: return isHorizontal ? .lastBaseline : .fill
        }
    }
}
