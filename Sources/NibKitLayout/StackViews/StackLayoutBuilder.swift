import Foundation
import NibKitLoader

/// The direction a stack lines its views up in, and the attributes that
/// name its edges along and across it.
///
/// `UIStackView` and `NSStackView` make the same kinds of constraints with
/// different attributes; the builder writes each rule once, in terms of
/// "along" and "across", and this value turns them into attributes.
struct StackAxis {
    /// Whether the views are side by side (else one above another).
    let isHorizontal: Bool

    var leading: LayoutConstraint.Attribute { isHorizontal ? .leading : .top }
    var trailing: LayoutConstraint.Attribute { isHorizontal ? .trailing : .bottom }
    var length: LayoutConstraint.Attribute { isHorizontal ? .width : .height }
    var center: LayoutConstraint.Attribute { isHorizontal ? .centerX : .centerY }
    var crossLeading: LayoutConstraint.Attribute { isHorizontal ? .top : .leading }
    var crossTrailing: LayoutConstraint.Attribute { isHorizontal ? .bottom : .trailing }
    var crossLength: LayoutConstraint.Attribute { isHorizontal ? .height : .width }
    var crossCenter: LayoutConstraint.Attribute { isHorizontal ? .centerY : .centerX }
}

/// How the views of a stack share its length: the distributions UIKit and
/// AppKit have in common.
enum StackDistribution {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
}

/// How the views of a stack line up across it, in axis-neutral terms.
enum StackAlignment {
    /// Each view spans the stack's cross length.
    case fill
    /// Along the stack's cross-leading edge (a horizontal stack's top).
    case leading
    /// Centered across the stack.
    case center
    /// Along the stack's cross-trailing edge (a horizontal stack's bottom).
    case trailing
    /// Along the views' first baselines.
    case firstBaseline
    /// Along the views' last baselines.
    case lastBaseline
    /// Not aligned with one another, each only inside the stack (AppKit's
    /// `notAnAttribute`).
    case none
}

/// Writes the constraints of one stack: the rules of `UIStackView` and
/// `NSStackView` in one place, named with UIKit's identifiers.
///
/// The stack's own edges are named through ``edge(_:)``, which turns an edge
/// into its margin attribute when the stack arranges within its layout
/// margins, and carries AppKit's edge insets as constants.
struct StackLayoutBuilder {
    /// The priority under which UIKit lets a stack shrink to fit its views
    /// when nothing else sizes it (below `fittingSizeLevel`).
    static let fittingPriority: Float = 49
    /// The priority with which a view without an intrinsic size is kept at
    /// zero across a stack that does not fill it, as UIKit's
    /// `UISV-ambiguity-suppression`.
    static let ambiguitySuppressionPriority: Float = 25

    let stack: View
    let axis: StackAxis
    /// Whether the stack's edges are its layout margins.
    let marginsRelative: Bool
    /// Insets of the stack's edges: leading, trailing along the axis, then
    /// leading and trailing across it.
    let insets: (leading: Double, trailing: Double, crossLeading: Double, crossTrailing: Double)
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var guides: [LayoutGuide] = []

    init(
        stack: View, axis: StackAxis, marginsRelative: Bool = false,
        insets: (leading: Double, trailing: Double, crossLeading: Double, crossTrailing: Double) = (0, 0, 0, 0)
    ) {
        self.stack = stack
        self.axis = axis
        self.marginsRelative = marginsRelative
        self.insets = insets
    }

    /// The generated layout.
    var layout: GeneratedLayout { GeneratedLayout(constraints: constraints, guides: guides) }

    /// The stack's edge or center attribute, as its margin attribute when it
    /// arranges within its margins.
    func edge(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
        guard marginsRelative else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    /// Adds `first.firstAttribute relation multiplier × second.secondAttribute + constant`.
    mutating func add(
        _ identifier: String,
        _ first: NibObject, _ firstAttribute: LayoutConstraint.Attribute,
        _ relation: LayoutConstraint.Relation = .equal,
        _ second: NibObject?, _ secondAttribute: LayoutConstraint.Attribute,
        multiplier: Double = 1, constant: Double = 0, priority: Float = 1000
    ) {
        let constraint = LayoutConstraint()
        constraint.identifier = identifier
        constraint.firstItem = first
        constraint.firstAttribute = firstAttribute
        constraint.relation = relation
        constraint.secondItem = second
        constraint.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        constraint.multiplier = multiplier
        constraint.constant = constant
        constraint.priority = priority
        constraints.append(constraint)
    }

    /// A spacer guide owned by the stack, named `identifier`.
    mutating func makeGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.owningView = stack
        guides.append(guide)
        return guide
    }

    // MARK: Along the axis

    /// Pins the first and last of `views` to the stack's ends
    /// (`UISV-canvas-connection`) at `priority`.
    mutating func connectEnds(of views: [View], priority: Float = 1000) {
        guard let first = views.first, let last = views.last else { return }
        add(
            "UISV-canvas-connection", first, axis.leading, .equal, stack, edge(axis.leading),
            constant: insets.leading, priority: priority)
        add(
            "UISV-canvas-connection", stack, edge(axis.trailing), .equal, last, axis.trailing,
            constant: insets.trailing, priority: priority)
    }

    /// Puts `spacing(i)` between each view and the next (`UISV-spacing`),
    /// exactly or at least; between baselines when `baselineRelative`.
    mutating func space(
        _ views: [View], relation: LayoutConstraint.Relation, baselineRelative: Bool = false,
        spacing: (Int) -> Double
    ) {
        for index in views.indices.dropLast() {
            let (previous, next) = (views[index], views[index + 1])
            if baselineRelative {
                add(
                    "UISV-spacing", next, .firstBaseline, relation, previous, .lastBaseline,
                    constant: spacing(index))
            } else {
                add("UISV-spacing", next, axis.leading, relation, previous, axis.trailing, constant: spacing(index))
            }
        }
    }

    /// Sizes `views` along the axis by `distribution`, with spacer guides
    /// for the equal-spacing ones; `proportions` gives each view's share
    /// for `fillProportionally` (its intrinsic length).
    mutating func distribute(_ views: [View], by distribution: StackDistribution, proportions: (View) -> Double) {
        guard let first = views.first else { return }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() {
                add("UISV-fill-equally", view, axis.length, .equal, first, axis.length)
            }
        case .fillProportionally:
            let shares = views.map { max(proportions($0), 0) }
            let total = shares.reduce(0, +)
            guard total > 0 else { return }
            // As UIKit: each view a share of the stack's length, the first
            // view's constraint the strongest, so the last gives way first.
            for (index, view) in views.enumerated() {
                add(
                    "UISV-fill-proportionally", view, axis.length, .equal, stack, axis.length,
                    multiplier: shares[index] / total, priority: Float(max(999 - index, 1)))
            }
        case .equalSpacing:
            spread(views, from: axis.trailing, to: axis.leading, equalityPriority: 1000)
        case .equalCentering:
            spread(views, from: axis.center, to: axis.center, equalityPriority: 999)
        }
    }

    /// One spacer guide between each view's `from` edge and the next one's
    /// `to` edge (`UISV-distributing-edge`), all as long as the first
    /// (`UISV-fill-equally`), the first pulled towards zero so that a stack
    /// nothing else sizes takes its least length (`UISV-canvas-fit`).
    private mutating func spread(
        _ views: [View], from: LayoutConstraint.Attribute, to: LayoutConstraint.Attribute, equalityPriority: Float
    ) {
        var spacers: [LayoutGuide] = []
        for index in views.indices.dropLast() {
            let spacer = makeGuide("UISV-distributing")
            add("UISV-distributing-edge", spacer, axis.leading, .equal, views[index], from)
            add("UISV-distributing-edge", spacer, axis.trailing, .equal, views[index + 1], to)
            spacers.append(spacer)
        }
        guard let first = spacers.first else { return }
        for spacer in spacers.dropFirst() {
            add("UISV-fill-equally", spacer, axis.length, .equal, first, axis.length, priority: equalityPriority)
        }
        add("UISV-canvas-fit", first, axis.length, .equal, nil, .notAnAttribute, priority: Self.fittingPriority)
    }

    /// Pins `view` to zero length along the axis at the place it would take
    /// after `previous` (the stack's start when nil): a hidden arranged view
    /// (`UISV-hiding`).
    /// Across the axis it spans the stack.
    mutating func collapse(_ view: View, after previous: View?) {
        add("UISV-hiding", view, axis.length, .equal, nil, .notAnAttribute)
        add(
            "UISV-hiding", view, axis.crossLeading, .equal, stack, edge(axis.crossLeading),
            constant: insets.crossLeading)
        add(
            "UISV-hiding", stack, edge(axis.crossTrailing), .equal, view, axis.crossTrailing,
            constant: insets.crossTrailing)
        if let previous {
            add("UISV-hiding", view, axis.leading, .equal, previous, axis.trailing)
        } else {
            add("UISV-hiding", view, axis.leading, .equal, stack, edge(axis.leading), constant: insets.leading)
        }
    }

    // MARK: Across the axis

    /// Lines `views` up across the stack by `alignment`: the first view
    /// connected to the stack (`UISV-canvas-connection`), the others aligned
    /// with it (`UISV-alignment`), and, unless they fill it, each kept inside
    /// the stack (`UISV-spanning-boundary`) with the stack as thin as they
    /// allow (`UISV-canvas-fit`, at `fitPriority`).
    mutating func align(_ views: [View], by alignment: StackAlignment, fitPriority: Float = fittingPriority) {
        guard let first = views.first else { return }
        let (leading, trailing) = (axis.crossLeading, axis.crossTrailing)
        let (stackLeading, stackTrailing) = (edge(leading), edge(trailing))
        switch alignment {
        case .fill:
            add("UISV-canvas-connection", first, leading, .equal, stack, stackLeading, constant: insets.crossLeading)
            add(
                "UISV-canvas-connection", stack, stackTrailing, .equal, first, trailing,
                constant: insets.crossTrailing)
            for view in views.dropFirst() {
                add("UISV-alignment", view, leading, .equal, first, leading)
                add("UISV-alignment", view, trailing, .equal, first, trailing)
            }
            return
        case .leading:
            add("UISV-canvas-connection", first, leading, .equal, stack, stackLeading, constant: insets.crossLeading)
            alignWithFirst(views, leading)
        case .trailing:
            add(
                "UISV-canvas-connection", stack, stackTrailing, .equal, first, trailing,
                constant: insets.crossTrailing)
            alignWithFirst(views, trailing)
        case .center:
            add(
                "UISV-canvas-connection", first, axis.crossCenter, .equal, stack, edge(axis.crossCenter),
                constant: (insets.crossLeading - insets.crossTrailing) / 2)
            alignWithFirst(views, axis.crossCenter)
        case .firstBaseline:
            alignWithFirst(views, .firstBaseline)
        case .lastBaseline:
            alignWithFirst(views, .lastBaseline)
        case .none:
            break
        }
        for view in views {
            if alignment != .leading {
                add(
                    "UISV-spanning-boundary", view, leading, .greaterThanOrEqual, stack, stackLeading,
                    constant: insets.crossLeading)
            }
            if alignment != .trailing {
                add(
                    "UISV-spanning-boundary", stack, stackTrailing, .greaterThanOrEqual, view, trailing,
                    constant: insets.crossTrailing)
            }
            add(
                "UISV-ambiguity-suppression", view, axis.crossLength, .equal, nil, .notAnAttribute,
                priority: Self.ambiguitySuppressionPriority)
        }
        add("UISV-canvas-fit", stack, axis.crossLength, .equal, nil, .notAnAttribute, priority: fitPriority)
    }

    private mutating func alignWithFirst(_ views: [View], _ attribute: LayoutConstraint.Attribute) {
        guard let first = views.first else { return }
        for view in views.dropFirst() {
            add("UISV-alignment", view, attribute, .equal, first, attribute)
        }
    }
}
