import Foundation
import NibKit

/// Which of a view hierarchy's Auto Layout constraints each container
/// solves, and which views constraints place.
///
/// A constraint is solved by the container whose `GtkConstraintLayout` can
/// name both of its items: the container itself (its safe-area guide is its
/// bounds, its layout-margins guide its bounds inset by the margins) or one
/// of its subviews. A constraint that names no first item constrains the
/// view holding it, as in a document. A constraint between views of
/// different containers, or naming a guide of another view, is not solved.
///
/// ```swift
/// let plan = ConstraintPlan(root: profile, subviews: layout.subviews(of:))
/// plan.constraints(solvedBy: profile).count  // 7 in Profile.xib
/// ```
@MainActor
struct ConstraintPlan {
    /// One constraint with its items resolved for its container: nil stands
    /// for the container itself.
    struct Resolved {
        let constraint: LayoutConstraint
        let first: View?
        let firstUsesMargins: Bool
        let second: View?
        let secondUsesMargins: Bool
    }

    private var solved: [ObjectIdentifier: [Resolved]] = [:]
    private var placed: Set<ObjectIdentifier> = []

    /// Collects the active constraints held anywhere under `root`.
    init(root: View, subviews: (View) -> [View]) {
        var parents: [ObjectIdentifier: View] = [:]
        var held: [(LayoutConstraint, View)] = []
        func visit(_ view: View) {
            for constraint in Self.constraints(heldBy: view) where constraint.isActive {
                held.append((constraint, view))
            }
            for child in subviews(view) {
                parents[ObjectIdentifier(child)] = view
                visit(child)
            }
        }
        visit(root)
        for (constraint, holder) in held {
            let firstItem = constraint.firstItem ?? holder
            let candidates = [Self.view(of: firstItem), Self.view(of: constraint.secondItem)].compactMap { $0 }
                .flatMap { [parents[ObjectIdentifier($0)], $0] }.compactMap { $0 }
            for container in candidates where (container as? any GtkView)?.subviewContainer != nil {
                guard let first = Self.resolve(firstItem, in: container, parents: parents) else { continue }
                let second: (View?, Bool)?
                if let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
                    second = Self.resolve(item, in: container, parents: parents)
                    if second == nil { continue }
                } else {
                    second = (nil, false)
                }
                guard let second, first.0 != nil || second.0 != nil else { continue }
                solved[ObjectIdentifier(container), default: []].append(
                    Resolved(
                        constraint: constraint, first: first.0, firstUsesMargins: first.1, second: second.0,
                        secondUsesMargins: second.1))
                for view in [first.0, second.0].compactMap({ $0 }) { placed.insert(ObjectIdentifier(view)) }
                break
            }
        }
    }

    /// The constraints `container`'s layout solves, in document order.
    func constraints(solvedBy container: View) -> [Resolved] { solved[ObjectIdentifier(container)] ?? [] }

    /// Whether constraints place `view` in its container, so its frame is not used.
    func isPlacedByConstraints(_ view: View) -> Bool { placed.contains(ObjectIdentifier(view)) }

    /// The constraints a view holds; a dynamic object records them among its values.
    private static func constraints(heldBy view: View) -> [LayoutConstraint] {
        if let dynamic = view as? DynamicObject {
            return (dynamic.values["constraints"] as? [Any])?.compactMap { $0 as? LayoutConstraint } ?? []
        }
        return view.constraints
    }

    /// The view an item is or belongs to.
    private static func view(of item: NibObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// The item as `container`'s layout names it: nil for the container
    /// (with whether it stands for its margins), or a subview.
    private static func resolve(
        _ item: NibObject, in container: View, parents: [ObjectIdentifier: View]
    ) -> (View?, Bool)? {
        if item === container || item === container.safeAreaLayoutGuide { return (nil, false) }
        if item === container.layoutMarginsGuide { return (nil, true) }
        if let view = item as? View, parents[ObjectIdentifier(view)] === container, view is any GtkView {
            return (view, false)
        }
        return nil
    }
}
