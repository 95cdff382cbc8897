import Foundation
import NibKit

/// Builds view trees and constraints in code for the Auto Layout tests.
enum AutoLayoutFixture {
    /// A view of `type` at `frame`, laid out by constraints unless `translates`.
    static func view<T: NibKit.View>(
        _ type: T.Type = UIView.self, _ frame: CGRect = .zero, translates: Bool = false,
        in superview: NibKit.View? = nil
    ) -> T {
        let view = T()
        view.frame = frame
        view.translatesAutoresizingMaskIntoConstraints = translates
        superview?.addSubview(view)
        return view
    }

    /// `first.firstAttribute relation multiplier × second.secondAttribute + constant`,
    /// held by `holder`.
    @discardableResult
    static func constrain(
        _ first: NibObject, _ firstAttribute: LayoutConstraint.Attribute,
        _ relation: LayoutConstraint.Relation = .equal, _ second: NibObject? = nil,
        _ secondAttribute: LayoutConstraint.Attribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: Float = 1000, identifier: String? = nil, in holder: NibKit.View
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint()
        constraint.firstItem = first
        constraint.firstAttribute = firstAttribute
        constraint.relation = relation
        constraint.secondItem = second
        constraint.secondAttribute = secondAttribute
        constraint.multiplier = multiplier
        constraint.constant = constant
        constraint.priority = priority
        constraint.identifier = identifier
        holder.addConstraint(constraint)
        return constraint
    }
}
