import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

extension LayoutSystem {
    /// Adds a layout constraint: `first = multiplier × second + constant`
    /// becomes `first - multiplier × second - constant` compared with zero.
    ///
    /// An inactive or placeholder constraint, one at priority 0 or below,
    /// and one whose items are outside the tree are left out; a required one
    /// that contradicts those already added is broken and reported.
    mutating func add(_ constraint: LayoutConstraint, heldBy holder: View?, ignoringActivity: Bool = false) {
        guard ignoringActivity || (constraint.isActive && !constraint.isPlaceholder),
            records[ObjectIdentifier(constraint)] == nil, constraint.priority > 0
        else { return }
        // Under right to left, a constraint on leading or trailing edges is mirrored whole, so
        // that `leading = superview.leading + 20` is 20 points in from the right.
        let mirrored =
            isRightToLeft
            && (Self.directionalAttributes.contains(constraint.firstAttribute)
                || Self.directionalAttributes.contains(constraint.secondAttribute))
        guard let firstItem = constraint.firstItem ?? holder,
            let first = expression(
                for: firstItem, constraint.firstAttribute, relativeTo: constraint.secondItem, mirrored: mirrored)
        else { return }
        var expression = first
        if constraint.secondAttribute != .notAnAttribute {
            guard let secondItem = constraint.secondItem,
                let second = self.expression(
                    for: secondItem, constraint.secondAttribute, relativeTo: firstItem, mirrored: mirrored)
            else { return }
            expression = expression - constraint.multiplier * second
        }
        let base = expression.constant
        expression = expression - constraint.constant
        let relation: LinearConstraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let priority = Double(constraint.priority)
        let strength: ConstraintStrength = priority >= 1000 ? .required : ConstraintStrength(priority: priority)
        let id = solverID(for: constraint)
        constraintsBySolverID[id] = constraint
        reportedIDs[id] = constraint.archiveObjectID ?? constraint.identifier ?? id
        do {
            if let error = try solver.addRecovering(LinearConstraint(id: id, expression, relation, strength: strength))
            {
                conflicts.append(conflict(error, constraint: constraint, solverID: id))
                return
            }
            records[ObjectIdentifier(constraint)] = Record(solverID: id, baseConstant: base)
        } catch {
            conflicts.append(conflict(error, constraint: constraint, solverID: id))
        }
    }

    /// The expression of an item's attribute, or nil when the item is not
    /// part of the tree. `other` is the constraint's other item: a scroll
    /// view's edges mean its content area to the views inside it, as in UIKit.
    ///
    /// A mirrored expression measures horizontal positions from the right,
    /// as negative numbers: leading is then the negated right edge under
    /// right to left, and a constant added to it moves inwards.
    func expression(
        for object: NibObject, _ attribute: LayoutConstraint.Attribute, relativeTo other: NibObject?,
        mirrored: Bool = false
    ) -> LinearExpression? {
        let isMargin = Self.marginAttributes.contains(attribute)
        guard let item = variables(of: object, margins: isMargin, edgesFacing: other, attribute: attribute) else {
            return nil
        }
        // An AppKit control's attributes are those of its alignment rectangle, inside its frame.
        let insets =
            alignmentInsets.isEmpty || isMargin
            ? nil
            : (object as? View).flatMap { view -> EdgeInsets? in
                guard item.minX == items[ObjectIdentifier(view)]?.minX else { return nil }
                return alignmentInsets[ObjectIdentifier(view)]
            }
        var left = LinearExpression(item.minX)
        var right = item.minX + LinearExpression(item.width)
        var top = LinearExpression(item.minY)
        var bottom = item.minY + LinearExpression(item.height)
        var width = LinearExpression(item.width)
        var height = LinearExpression(item.height)
        if let insets {
            left = left + insets.left
            right = right - insets.right
            top = top + insets.top
            bottom = bottom - insets.bottom
            width = width - (insets.left + insets.right)
            height = height - (insets.top + insets.bottom)
        }
        switch attribute {
        case .left, .leftMargin: return mirrored ? -left : left
        case .right, .rightMargin: return mirrored ? -right : right
        case .top, .topMargin: return top
        case .bottom, .bottomMargin: return bottom
        case .leading, .leadingMargin: return mirrored ? -right : left
        case .trailing, .trailingMargin: return mirrored ? -left : right
        case .width: return width
        case .height: return height
        case .centerX, .centerXWithinMargins:
            let centre = left + 0.5 * width
            return mirrored ? -centre : centre
        case .centerY, .centerYWithinMargins: return top + 0.5 * height
        case .firstBaseline, .lastBaseline, .baseline:
            guard let view = object as? View else { return bottom }
            return baseline(attribute == .firstBaseline ? .first : .last, of: view, item: item)
        case .notAnAttribute: return nil
        }
    }

    static let marginAttributes: Set<LayoutConstraint.Attribute> = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    static let directionalAttributes: Set<LayoutConstraint.Attribute> = [
        .leading, .trailing, .leadingMargin, .trailingMargin,
    ]

    static let edgeAttributes: Set<LayoutConstraint.Attribute> = [
        .left, .right, .top, .bottom, .leading, .trailing,
    ]

    /// The variables an attribute of `object` is made of: a view's own, its
    /// margin guide's for a margin attribute, a scroll view's content area
    /// for an edge related to a view inside it; a guide's.
    func variables(
        of object: NibObject, margins: Bool, edgesFacing other: NibObject?, attribute: LayoutConstraint.Attribute
    ) -> ItemVariables? {
        if let view = object as? View {
            guard viewsByID[ObjectIdentifier(view)] != nil else { return nil }
            if margins { return marginItems[ObjectIdentifier(view)] ?? items[ObjectIdentifier(view)] }
            if view is UIScrollView, Self.edgeAttributes.contains(attribute), let inner = other as? View,
                inner !== view, inner.isDescendant(of: view),
                let content = contentItems[ObjectIdentifier(view)]
            {
                return content
            }
            return items[ObjectIdentifier(view)]
        }
        return items[ObjectIdentifier(object)]
    }

    /// The guide slots of the tree's views, by guide: which view owns the
    /// guide and what it is to that view.
    enum GuideRole {
        case safeArea, margins, content, frame
    }

    /// Makes the variables of the guides the constraints use, and no others
    /// (a tree of a thousand views uses a few): views' margins and safe
    /// areas, scroll views' content areas, a view controller's top and
    /// bottom guides, and the guides of the document.
    mutating func makeGuides(for constraints: [(constraint: LayoutConstraint, holder: View?)]) {
        var slots: [ObjectIdentifier: (view: View, role: GuideRole)] = [:]
        for view in snapshot.views {
            if let guide = view.safeAreaLayoutGuide { slots[ObjectIdentifier(guide)] = (view, .safeArea) }
            if let guide = view.layoutMarginsGuide { slots[ObjectIdentifier(guide)] = (view, .margins) }
            if let scrollView = view as? UIScrollView {
                if let guide = scrollView.contentLayoutGuide { slots[ObjectIdentifier(guide)] = (view, .content) }
                if let guide = scrollView.frameLayoutGuide { slots[ObjectIdentifier(guide)] = (view, .frame) }
                makeGuide(.content, of: view)
            }
        }
        for (constraint, holder) in constraints {
            let sides = [
                (constraint.firstItem ?? holder, constraint.firstAttribute),
                (constraint.secondItem, constraint.secondAttribute),
            ]
            for case (let object?, let attribute) in sides {
                if let view = object as? View {
                    if Self.marginAttributes.contains(attribute) { makeGuide(.margins, of: view) }
                } else if let guide = object as? LayoutGuide, items[ObjectIdentifier(guide)] == nil {
                    if let slot = slots[ObjectIdentifier(guide)] {
                        if let item = makeGuide(slot.role, of: slot.view) { items[ObjectIdentifier(guide)] = item }
                    } else {
                        makeDocumentGuide(guide)
                    }
                }
            }
        }
    }

    /// The variables of one of a view's guides, made on first use.
    @discardableResult
    private mutating func makeGuide(_ role: GuideRole, of view: View) -> ItemVariables? {
        let id = ObjectIdentifier(view)
        guard let item = items[id] else { return nil }
        switch role {
        case .frame:
            return item
        case .safeArea:
            if let existing = safeAreaItems[id] { return existing }
            let guide = makeInsetItem("\(name(of: view)).safeArea", inside: item, insets: safeAreaInsets(of: view))
            safeAreaItems[id] = guide
            return guide
        case .margins:
            if let existing = marginItems[id] { return existing }
            let guide = makeInsetItem("\(name(of: view)).margins", inside: item, insets: layoutMargins(of: view))
            marginItems[id] = guide
            return guide
        case .content:
            if let existing = contentItems[id] { return existing }
            let content = makeItem(named: "\(name(of: view)).content")
            addGenerated("\(name(of: view)).content.minX", content.minX - item.minX, .equal, strength: .required)
            addGenerated("\(name(of: view)).content.minY", content.minY - item.minY, .equal, strength: .required)
            contentItems[id] = content
            return content
        }
    }

    /// A guide the document names that no view's slot holds: a view
    /// controller's top or bottom layout guide (the root's safe area edge
    /// and the bar above or below it), or a guide of its own whose frame
    /// the constraints decide.
    private mutating func makeDocumentGuide(_ guide: LayoutGuide) {
        guard let rootItem = items[ObjectIdentifier(root)] else { return }
        let item = makeItem(named: name(of: guide))
        let prefix = name(of: guide)
        switch guide.guideType {
        case "top":
            addGenerated("\(prefix).minX", item.minX - rootItem.minX, .equal, strength: .required)
            addGenerated("\(prefix).width", item.width - rootItem.width, .equal, strength: .required)
            addGenerated("\(prefix).minY", item.minY - rootItem.minY, .equal, strength: .required)
            addGenerated("\(prefix).height", item.height - rootSafeArea.top, .equal, strength: .required)
        case "bottom":
            addGenerated("\(prefix).minX", item.minX - rootItem.minX, .equal, strength: .required)
            addGenerated("\(prefix).width", item.width - rootItem.width, .equal, strength: .required)
            addGenerated(
                "\(prefix).maxY", item.minY + item.height - rootItem.minY - rootItem.height, .equal,
                strength: .required)
            addGenerated("\(prefix).height", item.height - rootSafeArea.bottom, .equal, strength: .required)
        default:
            guard let owner = guide.owningView, viewsByID[ObjectIdentifier(owner)] != nil else { return }
        }
        items[ObjectIdentifier(guide)] = item
    }

    /// A guide inset from an item by constant insets.
    private mutating func makeInsetItem(_ name: String, inside item: ItemVariables, insets: EdgeInsets)
        -> ItemVariables
    {
        let guide = makeItem(named: name)
        addGenerated("\(name).left", guide.minX - item.minX - insets.left, .equal, strength: .required)
        addGenerated("\(name).top", guide.minY - item.minY - insets.top, .equal, strength: .required)
        addGenerated(
            "\(name).width", guide.width - item.width + (insets.left + insets.right), .equal, strength: .required)
        addGenerated(
            "\(name).height", guide.height - item.height + (insets.top + insets.bottom), .equal, strength: .required)
        return guide
    }
}
