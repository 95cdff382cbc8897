import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

/// The solver variables of a view or a layout guide: its left and top edges
/// in the root's coordinates (y grows downwards on both platforms) and its
/// size. Every attribute is a linear expression of these.
struct ItemVariables {
    let minX: SolverVariable
    let minY: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
}

/// The working state of a ``LayoutEngine``: the solver, the variables of
/// every item, and which solver constraint each layout constraint became.
struct LayoutSystem {
    /// A layout constraint in the solver.
    struct Record {
        /// The solver's identifier.
        let solverID: String
        /// The expression's constant without the constraint's own constant,
        /// so a new constant is `base - constant`.
        let baseConstant: Double
    }

    let root: View
    let options: LayoutOptions
    let snapshot: LayoutEngine.Snapshot
    let fittingTarget: CGSize?
    let isRightToLeft: Bool

    var solver = ConstraintSolver()
    /// Variables of views and guides, by object.
    var items: [ObjectIdentifier: ItemVariables] = [:]
    /// The synthetic margin guides and safe areas of views, by view.
    var marginItems: [ObjectIdentifier: ItemVariables] = [:]
    var safeAreaItems: [ObjectIdentifier: ItemVariables] = [:]
    /// Scroll views' content areas, by scroll view.
    var contentItems: [ObjectIdentifier: ItemVariables] = [:]
    /// The views of the tree, by object.
    var viewsByID: [ObjectIdentifier: View] = [:]
    /// Each view's stored frame in the root's coordinates, y downwards.
    var absoluteStored: [ObjectIdentifier: CGRect] = [:]
    /// The alignment insets of the views that have them, by view.
    var alignmentInsets: [ObjectIdentifier: EdgeInsets] = [:]
    /// The root's safe area insets.
    var rootSafeArea = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Layout constraints in the solver, by object.
    var records: [ObjectIdentifier: Record] = [:]
    /// The layout constraint behind each solver identifier, and the id a
    /// report names it by.
    var constraintsBySolverID: [String: LayoutConstraint] = [:]
    var reportedIDs: [String: String] = [:]
    /// Guides of generated layouts, kept alive while their constraints are solved.
    var generatedGuides: [LayoutGuide] = []
    /// Conflicts found while constraints were added.
    var conflicts: [LayoutIssue] = []
    /// The root's size variables are edit variables.
    var rootSize: CGSize = .zero
    private var anonymousCount = 0

    init(engine: LayoutEngine) {
        root = engine.root
        options = engine.options
        snapshot = engine.snapshot
        fittingTarget = engine.fittingTarget
        isRightToLeft = engine.options.layoutDirection == .rightToLeft
    }

    // MARK: Building

    /// Makes the variables and adds every constraint: the root's, the
    /// autoresizing and intrinsic ones, then the document's in document
    /// order, then the generated ones.
    mutating func build() {
        for view in snapshot.views {
            viewsByID[ObjectIdentifier(view)] = view
            if view is NSControl {
                let insets = Self.alignmentInsets(of: view)
                if insets != EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
                    alignmentInsets[ObjectIdentifier(view)] = insets
                }
            }
        }
        computeAbsoluteStored()
        for (index, view) in snapshot.views.enumerated() {
            items[ObjectIdentifier(view)] = makeItem(named: name(of: view, at: index))
        }
        rootSafeArea = options.safeAreaInsets ?? derivedRootSafeArea()
        pinRoot()
        var constraints: [(constraint: LayoutConstraint, holder: View?)] = []
        for view in snapshot.views {
            let leftOut = constraintsLeftOut(of: view)
            for constraint in view.constraints
            where leftOut.isEmpty || !leftOut.contains(constraint.archiveObjectID ?? "") {
                constraints.append((constraint, view))
            }
        }
        // Whether each class generates a layout, asked once a class: a cast to a
        // protocol looks the conformance up, which costs as much as the rest of
        // a view's set-up.
        var generatesLayout: [ObjectIdentifier: Bool] = [:]
        for view in snapshot.views {
            let viewClass = ObjectIdentifier(type(of: view))
            if generatesLayout[viewClass] == false { continue }
            let provider = view as? any GeneratedLayoutProviding
            generatesLayout[viewClass] = provider != nil
            guard let provider else { continue }
            let generated = provider.generatedLayout()
            for guide in generated.guides {
                generatedGuides.append(guide)
                items[ObjectIdentifier(guide)] = makeItem(named: "\(name(of: view)).\(guide.identifier ?? "guide")")
            }
            for constraint in generated.constraints { constraints.append((constraint, view)) }
        }
        makeGuides(for: constraints)
        for view in snapshot.views where view !== root {
            if view.translatesAutoresizingMaskIntoConstraints {
                addAutoresizingConstraints(of: view)
            } else {
                addIntrinsicSizeConstraints(of: view)
            }
        }
        if !root.translatesAutoresizingMaskIntoConstraints { addIntrinsicSizeConstraints(of: root) }
        for (constraint, holder) in constraints { add(constraint, heldBy: holder) }
    }

    /// Holds the root at the origin, its size an edit variable (or, when
    /// fitting, pulled towards the target at UIKit's fitting level).
    private mutating func pinRoot() {
        guard let item = items[ObjectIdentifier(root)] else { return }
        addGenerated("root.minX", LinearExpression(item.minX), .equal, strength: .required)
        addGenerated("root.minY", LinearExpression(item.minY), .equal, strength: .required)
        if let target = fittingTarget {
            let fitting = ConstraintStrength(priority: 50)
            addGenerated("fitting.width", item.width - Double(target.width), .equal, strength: fitting)
            addGenerated("fitting.height", item.height - Double(target.height), .equal, strength: fitting)
            return
        }
        let size = options.size ?? snapshot.frame(of: root).size
        rootSize = size
        // Above every priority a document can give (at most 999), below required: the root
        // gives way only to required constraints, as a window does.
        let strength = ConstraintStrength(priority: 999.9)
        do {
            try solver.addEditVariable(item.width, strength: strength)
            try solver.addEditVariable(item.height, strength: strength)
            try solver.suggestValue(Double(size.width), for: item.width)
            try solver.suggestValue(Double(size.height), for: item.height)
        } catch {
            conflicts.append(LayoutIssue(kind: .conflicting, objectID: root.archiveObjectID, message: error.message))
        }
    }

    mutating func resize(to size: CGSize) {
        guard let item = items[ObjectIdentifier(root)], solver.isEditVariable(item.width) else { return }
        rootSize = size
        do {
            try solver.suggestValue(Double(size.width), for: item.width)
            try solver.suggestValue(Double(size.height), for: item.height)
        } catch {
            conflicts.append(LayoutIssue(kind: .conflicting, objectID: root.archiveObjectID, message: error.message))
        }
    }

    mutating func makeItem(named name: String) -> ItemVariables {
        ItemVariables(
            minX: solver.makeVariable(base: name, part: "minX"), minY: solver.makeVariable(base: name, part: "minY"),
            width: solver.makeVariable(base: name, part: "width"),
            height: solver.makeVariable(base: name, part: "height"))
    }

    /// The name of a view in variable and constraint names: its archive id,
    /// else its class and its position in the tree.
    func name(of object: NibObject, at index: Int? = nil) -> String {
        if let id = object.archiveObjectID { return id }
        if let view = object as? View, let index = index ?? snapshot.views.firstIndex(where: { $0 === view }) {
            return "\(view.nibClassName)#\(index)"
        }
        return object.nibClassName
    }

    /// Adds a constraint the engine makes itself; such a constraint is
    /// consistent by construction unless the document's contradict it, which
    /// are added after it and broken instead.
    mutating func addGenerated(
        _ id: String, _ expression: LinearExpression, _ relation: LinearConstraint.Relation,
        strength: ConstraintStrength
    ) {
        var solverID = id
        while solver.constraint(withID: solverID) != nil {
            anonymousCount += 1
            solverID = "\(id)#\(anonymousCount)"
        }
        do {
            if let error = try solver.addRecovering(
                LinearConstraint(id: solverID, expression, relation, strength: strength))
            {
                conflicts.append(conflict(error, constraint: nil, solverID: solverID))
            }
        } catch {
            conflicts.append(conflict(error, constraint: nil, solverID: solverID))
        }
    }

    /// A fresh solver identifier for a layout constraint: its archive id
    /// when it has one not yet used.
    mutating func solverID(for constraint: LayoutConstraint) -> String {
        var id = constraint.archiveObjectID ?? constraint.identifier ?? "constraint"
        while solver.constraint(withID: id) != nil || constraintsBySolverID[id] != nil {
            anonymousCount += 1
            id = "\(constraint.archiveObjectID ?? constraint.identifier ?? "constraint")#\(anonymousCount)"
        }
        return id
    }

    // MARK: Changes

    mutating func update(constantOf constraint: LayoutConstraint) {
        guard let record = records[ObjectIdentifier(constraint)] else { return add(constraint) }
        do {
            try solver.setConstant(record.baseConstant - constraint.constant, ofConstraintWithID: record.solverID)
        } catch {
            // The new constant contradicts the required constraints: break this one, as UIKit does.
            try? solver.removeConstraint(withID: record.solverID)
            records[ObjectIdentifier(constraint)] = nil
            conflicts.append(conflict(error, constraint: constraint, solverID: record.solverID))
        }
    }

    mutating func add(_ constraint: LayoutConstraint) {
        guard records[ObjectIdentifier(constraint)] == nil else { return }
        makeGuides(for: [(constraint, nil)])
        add(constraint, heldBy: nil, ignoringActivity: true)
    }

    mutating func remove(_ constraint: LayoutConstraint) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(withID: record.solverID)
    }

    // MARK: Reporting

    /// Writes every solved frame into its view and reports misplaced and
    /// ambiguous views after the conflicts.
    mutating func report() -> LayoutReport {
        var layouts: [LayoutReport.ViewEntry] = []
        var absolute: [ObjectIdentifier: CGRect] = [:]
        for view in snapshot.views {
            guard let item = items[ObjectIdentifier(view)] else { continue }
            absolute[ObjectIdentifier(view)] = CGRect(
                x: solver.value(of: item.minX), y: solver.value(of: item.minY), width: solver.value(of: item.width),
                height: solver.value(of: item.height))
        }
        for view in snapshot.views {
            guard let frame = absolute[ObjectIdentifier(view)] else { continue }
            let stored = snapshot.frame(of: view)
            var computed: CGRect
            if view === root {
                computed = CGRect(origin: stored.origin, size: frame.size)
            } else if let superview = view.superview, let outer = absolute[ObjectIdentifier(superview)] {
                computed = frame.offsetBy(dx: -outer.minX, dy: -outer.minY)
                if !Self.isFlipped(superview) {
                    computed.origin.y = outer.height - computed.minY - computed.height
                }
            } else {
                computed = frame
            }
            layouts.append(LayoutReport.ViewEntry(view: view, computed: computed, stored: stored))
        }
        if fittingTarget == nil {
            for entry in layouts { entry.view.frame = entry.computed }
            for view in snapshot.views { view.needsLayout = false }
        }
        var issues = conflicts
        issues += misplacedIssues(layouts)
        issues += ambiguityIssues()
        return LayoutReport(
            views: layouts.map {
                ViewLayout(
                    view: $0.view, objectID: $0.view.archiveObjectID, className: $0.view.nibClassName,
                    computed: $0.computed, stored: $0.stored,
                    isConstraintBased: !$0.view.translatesAutoresizingMaskIntoConstraints || $0.view === root)
            }, issues: issues)
    }

    /// Views laid out by constraints whose stored frame is more than half a
    /// point from the computed one; only at the stored root size, where the
    /// stored frames are what Interface Builder computed.
    private func misplacedIssues(_ layouts: [LayoutReport.ViewEntry]) -> [LayoutIssue] {
        guard fittingTarget == nil, rootSize == snapshot.frame(of: root).size else { return [] }
        return layouts.compactMap { entry in
            guard entry.view !== root, !entry.view.translatesAutoresizingMaskIntoConstraints,
                LayoutReport.distance(entry.computed, entry.stored) > 0.5
            else { return nil }
            let objectID = entry.view.archiveObjectID
            return LayoutIssue(
                kind: .misplaced, objectID: objectID,
                wording: .misplaced(
                    className: entry.view.nibClassName, objectID: objectID, stored: entry.stored,
                    computed: entry.computed),
                location: entry.view.archiveLocation)
        }
    }

    /// Views laid out by constraints whose frame the constraints leave open.
    private func ambiguityIssues() -> [LayoutIssue] {
        let views = snapshot.views.filter { !$0.translatesAutoresizingMaskIntoConstraints && $0 !== root }
        var variables: [SolverVariable] = []
        variables.reserveCapacity(4 * views.count)
        for view in views {
            guard let item = items[ObjectIdentifier(view)] else { continue }
            variables.append(item.minX)
            variables.append(item.width)
            variables.append(item.minY)
            variables.append(item.height)
        }
        guard !variables.isEmpty, let ambiguous = try? Set(solver.ambiguousVariables(among: variables)),
            !ambiguous.isEmpty
        else {
            return []
        }
        // The reported ids of the constraints on each view, in one pass over
        // the constraints rather than one for each ambiguous view.
        var involved: [ObjectIdentifier: [String]] = [:]
        for record in records.values {
            guard let constraint = constraintsBySolverID[record.solverID], let id = reportedIDs[record.solverID]
            else { continue }
            if let first = constraint.firstItem { involved[ObjectIdentifier(first), default: []].append(id) }
            if let second = constraint.secondItem { involved[ObjectIdentifier(second), default: []].append(id) }
        }
        var issues: [LayoutIssue] = []
        for view in views {
            guard let item = items[ObjectIdentifier(view)] else { continue }
            var open: [String] = []
            if ambiguous.contains(item.minX) { open.append("horizontal position") }
            if ambiguous.contains(item.width) { open.append("width") }
            if ambiguous.contains(item.minY) { open.append("vertical position") }
            if ambiguous.contains(item.height) { open.append("height") }
            guard !open.isEmpty else { continue }
            // A constraint between a view and itself names it once.
            var ids = involved[ObjectIdentifier(view)] ?? []
            ids.sort()
            let objectID = view.archiveObjectID
            issues.append(
                LayoutIssue(
                    kind: .ambiguous, objectID: objectID, constraintIDs: Self.uniqueSorted(ids),
                    wording: .ambiguous(className: view.nibClassName, objectID: objectID, open: open),
                    location: view.archiveLocation))
        }
        return issues
    }

    /// A sorted list without its repeats.
    private static func uniqueSorted(_ sorted: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(sorted.count)
        for id in sorted where id != result.last { result.append(id) }
        return result
    }

    /// The issue for a constraint the solver refused.
    func conflict(_ error: ConstraintSolverError, constraint: LayoutConstraint?, solverID: String) -> LayoutIssue {
        let others = error.conflictingConstraintIDs.map { reportedIDs[$0] ?? $0 }
        let brokenID = reportedIDs[solverID] ?? solverID
        let subject = constraint.map { $0.description } ?? solverID
        var message: String
        if error.code == .unsatisfiable {
            message = "Unable to simultaneously satisfy constraints"
            if !others.isEmpty { message += " (\(others.joined(separator: ", ")))" }
            message += ". Will attempt to recover by breaking constraint \(brokenID): \(subject)"
        } else {
            message = "The constraint \(brokenID) was left out: \(error.message)"
        }
        let first = constraint?.firstItem
        return LayoutIssue(
            kind: .conflicting, objectID: first?.archiveObjectID ?? constraint?.archiveObjectID,
            constraintIDs: [brokenID] + others, message: message, location: constraint?.archiveLocation)
    }
}

extension LayoutReport {
    /// A view's frames before the report is made.
    struct ViewEntry {
        let view: View
        let computed: CGRect
        let stored: CGRect
    }
}
