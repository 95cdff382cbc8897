import CGtk4
import Foundation
import NibKit

/// A container whose subviews GTK 4's `GtkConstraintLayout` places: the
/// document's constraints, each as a `GtkConstraint`, and for the views in it
/// that no constraint places, their frames as required constraints (the
/// constraints UIKit makes from an autoresizing mask).
///
/// Each constraint `first.a₁ = multiplier × second.a₂ + constant` becomes
/// `gtk_constraint_new` (or `gtk_constraint_new_constant` without a second
/// item) on the items' clips, nil standing for the container, whose bounds
/// are also its safe area:
///
/// | NibKit | GTK |
/// |---|---|
/// | `left`, `right`, `top`, `bottom`, `width`, `height`, `centerX`, `centerY` | the same |
/// | `leading`, `trailing` | `START`, `END` |
/// | `baseline`, `firstBaseline`, `lastBaseline` | `BASELINE` |
/// | `…Margin`, `…WithinMargins`, or the layout-margins guide | the edge moved inward by ``margin`` |
///
/// A view the constraints place has its intrinsic size as UIKit gives it,
/// from GTK's measure of its widget's natural size
/// (``addIntrinsicSizes()``): no larger at priority 250 (UIKit's default
/// content hugging) and no smaller at 750 (compression resistance), so a
/// size constraint overrides it. A widget with no natural size (a plain
/// view) has none, as a `UIView` has no intrinsic content size. GTK's
/// constraint layout only asks for its children's natural sizes while
/// measuring, not when it allocates, so these constraints are the toolkit's.
///
/// Priority 1000 is `GTK_CONSTRAINT_STRENGTH_REQUIRED`; a lower priority p
/// is the strength p × 1000 (GTK takes any positive integer below required),
/// so priority 1 is `MEDIUM` and 999 is still far below `STRONG`.
///
/// ```swift
/// let container = ConstraintContainer(widget: profile.widget)
/// container.add(avatarClip, for: avatar, frame: nil)
/// container.install(plan.constraints(solvedBy: profile))
/// container.addIntrinsicSizes()  // once the style sheet is loaded
/// ```
@MainActor
final class ConstraintContainer {
    /// The layout margins of every view, in points, on each side: UIKit's
    /// default for a view that is not a view controller's root.
    static let margin: Double = 8

    private let layout: OpaquePointer?
    private let widget: WidgetPointer
    private var clips: [ObjectIdentifier: WidgetPointer] = [:]
    private var constrainedClips: [WidgetPointer] = []

    /// UIKit's default content hugging priority.
    static let huggingPriority: Float = 250
    /// UIKit's default compression resistance priority.
    static let compressionResistancePriority: Float = 750

    /// Makes `widget`'s layout manager a constraint layout.
    init(widget: WidgetPointer) {
        let manager = gtk_constraint_layout_new()
        gtk_widget_set_layout_manager(widget, manager)
        layout = OpaquePointer(manager)
        self.widget = widget
    }

    /// Adds a clip to the container: for `view`, placed by constraints, or
    /// held at `frame` (in the container's top-left coordinates).
    func add(_ clip: WidgetPointer, for view: View, frame: CGRect?) {
        gtk_widget_set_parent(clip, widget)
        clips[ObjectIdentifier(view)] = clip
        guard let frame else {
            constrainedClips.append(clip)
            return
        }
        let target = UnsafeMutableRawPointer(clip)
        for (attribute, value) in [
            (GTK_CONSTRAINT_ATTRIBUTE_LEFT, frame.minX), (GTK_CONSTRAINT_ATTRIBUTE_TOP, frame.minY),
            (GTK_CONSTRAINT_ATTRIBUTE_WIDTH, frame.width), (GTK_CONSTRAINT_ATTRIBUTE_HEIGHT, frame.height),
        ] {
            add(target, attribute, .equal, nil, GTK_CONSTRAINT_ATTRIBUTE_NONE, 1, value, strength: Self.required)
        }
    }

    /// Adds the document's constraints whose items are in the container.
    func install(_ constraints: [ConstraintPlan.Resolved]) {
        for resolved in constraints {
            let constraint = resolved.constraint
            guard
                let (firstAttribute, firstOffset) = Self.attribute(
                    constraint.firstAttribute, margins: resolved.firstUsesMargins)
            else { continue }
            let first = target(resolved.first)
            if first == nil && resolved.first != nil { continue }
            let strength = Self.strength(priority: constraint.priority)
            if constraint.secondAttribute == .notAnAttribute {
                add(
                    first, firstAttribute, constraint.relation, nil, GTK_CONSTRAINT_ATTRIBUTE_NONE, 1,
                    constraint.constant - firstOffset, strength: strength)
            } else {
                guard
                    let (secondAttribute, secondOffset) = Self.attribute(
                        constraint.secondAttribute, margins: resolved.secondUsesMargins)
                else { continue }
                let second = target(resolved.second)
                if second == nil && resolved.second != nil { continue }
                add(
                    first, firstAttribute, constraint.relation, second, secondAttribute, constraint.multiplier,
                    constraint.constant + constraint.multiplier * secondOffset - firstOffset, strength: strength)
            }
        }
    }

    /// Adds each constrained view's intrinsic size, once the window's style
    /// sheet gives its widget its fonts.
    func addIntrinsicSizes() {
        for clip in constrainedClips {
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_measure(clip, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
            gtk_widget_measure(clip, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
            for (attribute, size) in [
                (GTK_CONSTRAINT_ATTRIBUTE_WIDTH, width), (GTK_CONSTRAINT_ATTRIBUTE_HEIGHT, height),
            ]
            where size > 0 {
                add(
                    UnsafeMutableRawPointer(clip), attribute, .lessThanOrEqual, nil, GTK_CONSTRAINT_ATTRIBUTE_NONE, 1,
                    Double(size), strength: Self.strength(priority: Self.huggingPriority))
                add(
                    UnsafeMutableRawPointer(clip), attribute, .greaterThanOrEqual, nil, GTK_CONSTRAINT_ATTRIBUTE_NONE,
                    1,
                    Double(size), strength: Self.strength(priority: Self.compressionResistancePriority))
            }
        }
    }

    /// Adds `target.attribute relation multiplier × source.sourceAttribute + constant`.
    ///
    /// GTK 4.8's solver releases a non-required inequality's terms twice when
    /// the constraint leaves it (a `g_ref_count_dec` critical each time a
    /// window closes), so such a constraint becomes a required equality to a
    /// guide of no size and a non-required equality from it: for `≥`, the
    /// guide's left edge is the right-hand side and `target` is asked to be
    /// at its right edge, which can only lie to the right of it.
    private func add(
        _ target: UnsafeMutableRawPointer?, _ attribute: GtkConstraintAttribute, _ relation: LayoutConstraint.Relation,
        _ source: UnsafeMutableRawPointer?, _ sourceAttribute: GtkConstraintAttribute, _ multiplier: Double,
        _ constant: Double, strength: Int32
    ) {
        func constraint(
            _ target: UnsafeMutableRawPointer?, _ attribute: GtkConstraintAttribute, _ relation: GtkConstraintRelation,
            strength: Int32
        ) {
            let made =
                sourceAttribute == GTK_CONSTRAINT_ATTRIBUTE_NONE
                ? gtk_constraint_new_constant(target, attribute, relation, constant, strength)
                : gtk_constraint_new(
                    target, attribute, relation, source, sourceAttribute, multiplier, constant, strength)
            gtk_constraint_layout_add_constraint(layout, made)
        }
        guard relation != .equal, strength != Self.required else {
            constraint(target, attribute, Self.relation(relation), strength: strength)
            return
        }
        guard let guide = gtk_constraint_guide_new() else { return }
        gtk_constraint_guide_set_min_size(guide, 0, 0)
        gtk_constraint_guide_set_nat_size(guide, 0, 0)
        gtk_constraint_guide_set_strength(guide, GTK_CONSTRAINT_STRENGTH_WEAK)
        gtk_constraint_layout_add_guide(layout, guide)
        let slack = UnsafeMutableRawPointer(guide)
        let (bound, free) =
            relation == .greaterThanOrEqual
            ? (GTK_CONSTRAINT_ATTRIBUTE_LEFT, GTK_CONSTRAINT_ATTRIBUTE_RIGHT)
            : (GTK_CONSTRAINT_ATTRIBUTE_RIGHT, GTK_CONSTRAINT_ATTRIBUTE_LEFT)
        constraint(slack, bound, GTK_CONSTRAINT_RELATION_EQ, strength: Self.required)
        gtk_constraint_layout_add_constraint(
            layout,
            gtk_constraint_new(target, attribute, GTK_CONSTRAINT_RELATION_EQ, slack, free, 1, 0, strength))
    }

    /// `GTK_CONSTRAINT_STRENGTH_REQUIRED` as GTK's functions take it.
    static let required = Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)

    /// The clip of a view in the container; nil for the container itself.
    private func target(_ view: View?) -> UnsafeMutableRawPointer? {
        guard let view, let clip = clips[ObjectIdentifier(view)] else { return nil }
        return UnsafeMutableRawPointer(clip)
    }

    /// The GTK attribute for a NibKit one, and how far the NibKit attribute
    /// lies from it (a margin is the edge moved inward); nil for none.
    static func attribute(
        _ attribute: LayoutConstraint.Attribute, margins: Bool
    ) -> (GtkConstraintAttribute, Double)? {
        let inward = margins ? margin : 0
        switch attribute {
        case .left: return (GTK_CONSTRAINT_ATTRIBUTE_LEFT, inward)
        case .right: return (GTK_CONSTRAINT_ATTRIBUTE_RIGHT, -inward)
        case .top: return (GTK_CONSTRAINT_ATTRIBUTE_TOP, inward)
        case .bottom: return (GTK_CONSTRAINT_ATTRIBUTE_BOTTOM, -inward)
        case .leading: return (GTK_CONSTRAINT_ATTRIBUTE_START, inward)
        case .trailing: return (GTK_CONSTRAINT_ATTRIBUTE_END, -inward)
        case .width: return (GTK_CONSTRAINT_ATTRIBUTE_WIDTH, -2 * inward)
        case .height: return (GTK_CONSTRAINT_ATTRIBUTE_HEIGHT, -2 * inward)
        case .centerX, .centerXWithinMargins: return (GTK_CONSTRAINT_ATTRIBUTE_CENTER_X, 0)
        case .centerY, .centerYWithinMargins: return (GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y, 0)
        case .baseline, .firstBaseline, .lastBaseline: return (GTK_CONSTRAINT_ATTRIBUTE_BASELINE, 0)
        case .leftMargin: return (GTK_CONSTRAINT_ATTRIBUTE_LEFT, margin)
        case .rightMargin: return (GTK_CONSTRAINT_ATTRIBUTE_RIGHT, -margin)
        case .topMargin: return (GTK_CONSTRAINT_ATTRIBUTE_TOP, margin)
        case .bottomMargin: return (GTK_CONSTRAINT_ATTRIBUTE_BOTTOM, -margin)
        case .leadingMargin: return (GTK_CONSTRAINT_ATTRIBUTE_START, margin)
        case .trailingMargin: return (GTK_CONSTRAINT_ATTRIBUTE_END, -margin)
        case .notAnAttribute: return nil
        }
    }

    /// GTK's relation for a NibKit one.
    static func relation(_ relation: LayoutConstraint.Relation) -> GtkConstraintRelation {
        switch relation {
        case .lessThanOrEqual: GTK_CONSTRAINT_RELATION_LE
        case .equal: GTK_CONSTRAINT_RELATION_EQ
        case .greaterThanOrEqual: GTK_CONSTRAINT_RELATION_GE
        }
    }

    /// GTK's integer strength for a priority from 1 to 1000.
    static func strength(priority: Float) -> Int32 {
        guard priority < 1000 else { return required }
        return Int32(max(1, priority.rounded()) * 1000)
    }
}
