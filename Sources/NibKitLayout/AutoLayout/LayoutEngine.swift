import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

/// Lays out a view tree by its constraints, as UIKit's and AppKit's Auto
/// Layout do: views and their constraints in, frames out.
///
/// Every view and layout guide of the tree becomes four solver variables
/// (its left and top edges in the root's coordinates, its width and height),
/// every active `LayoutConstraint` a linear constraint at its priority, and
/// the rules of Auto Layout add their own: a view that translates its
/// autoresizing mask is held by its stored frame and mask, a view with an
/// intrinsic content size hugs it and resists compression, the safe area and
/// layout margins are guides inset from the view, and a view that conforms
/// to ``GeneratedLayoutProviding`` adds the constraints it makes. The root's
/// size is an edit variable, so ``resize(to:)`` re-solves incrementally, as
/// do ``update(constant:for:)``, ``add(_:)`` and ``remove(_:)``.
///
/// ``layout()`` writes every computed frame into ``View/frame`` in the
/// superview's coordinates, as the document writes it (an AppKit view in a
/// superview that is not flipped measured from the superview's bottom), and
/// reports misplaced and ambiguous views and broken constraints.
///
/// ```swift
/// let engine = LayoutEngine(root: view)
/// let report = engine.layout()
/// for issue in report.issues { print(issue) }
/// engine.resize(to: CGSize(width: 320, height: 480))
/// ```
public final class LayoutEngine {
    /// The view whose tree is laid out; its own position is left as it is.
    public let root: View
    /// How the tree is laid out.
    public private(set) var options: LayoutOptions

    /// The frames and intrinsic sizes the views had when the engine was made.
    let snapshot: Snapshot
    /// The solved system of the last layout, kept for incremental changes.
    var system: LayoutSystem?
    /// For ``View/systemLayoutSizeFitting(_:)``: the size the root is pulled
    /// towards at the fitting level instead of being held at a size.
    let fittingTarget: CGSize?

    /// Creates an engine for the tree under `root`, remembering every view's
    /// current frame as its stored frame.
    public init(root: View, options: LayoutOptions = .init()) {
        self.root = root
        self.options = options
        self.snapshot = Snapshot(root: root)
        self.fittingTarget = nil
    }

    init(root: View, fitting target: CGSize) {
        self.root = root
        self.options = LayoutOptions()
        self.snapshot = Snapshot(root: root)
        self.fittingTarget = target
    }

    /// Solves the tree from its current constraints and writes every
    /// computed frame into its view.
    ///
    /// Each call builds the system afresh from the views, their constraints
    /// and their generated layouts, so a changed tree is taken in; the
    /// incremental methods then change the system this call built.
    @discardableResult
    public func layout() -> LayoutReport {
        var system = LayoutSystem(engine: self)
        system.build()
        self.system = system
        return finish()
    }

    /// Changes a constraint's constant and re-solves without rebuilding,
    /// as setting `NSLayoutConstraint.constant` does.
    ///
    /// When the new constant contradicts the required constraints, the
    /// constraint is broken (left out) and the report says so.
    @discardableResult
    public func update(constant: Double, for constraint: LayoutConstraint) -> LayoutReport {
        constraint.constant = constant
        guard system != nil else { return layout() }
        system?.update(constantOf: constraint)
        return finish()
    }

    /// Adds a constraint to the solved system, as activating one does; the
    /// constraint is solved whether or not a view holds it.
    @discardableResult
    public func add(_ constraint: LayoutConstraint) -> LayoutReport {
        guard system != nil else {
            let report = layout()
            system?.add(constraint)
            return system == nil ? report : finish()
        }
        system?.add(constraint)
        return finish()
    }

    /// Removes a constraint from the solved system, as deactivating one does.
    @discardableResult
    public func remove(_ constraint: LayoutConstraint) -> LayoutReport {
        if system == nil { layout() }
        system?.remove(constraint)
        return finish()
    }

    /// Lays the tree out at a new root size, suggesting it to the root's
    /// edit variables (the dual simplex re-solves only what changes).
    @discardableResult
    public func resize(to size: CGSize) -> LayoutReport {
        options.size = size
        guard system != nil else { return layout() }
        system?.resize(to: size)
        return finish()
    }

    /// Writes the solved frames into the views and makes the report.
    private func finish() -> LayoutReport {
        guard var system else { return LayoutReport() }
        // Held once while the report is made, so that nothing it changes is copied.
        self.system = nil
        let report = system.report()
        self.system = system
        return report
    }
}

extension LayoutEngine {
    /// Every view's frame and intrinsic size when the engine was made: the
    /// frames autoresizing and misplacement are measured against.
    struct Snapshot {
        /// The views in document order (depth first, the root first).
        let views: [View]
        /// Frames as stored, by view.
        let frames: [ObjectIdentifier: CGRect]
        /// Intrinsic sizes, by view (only views that have one on some axis).
        let intrinsicSizes: [ObjectIdentifier: CGSize]

        init(root: View) {
            var views: [View] = []
            var frames: [ObjectIdentifier: CGRect] = [:]
            var intrinsic: [ObjectIdentifier: CGSize] = [:]
            var stack = [root]
            while let view = stack.popLast() {
                views.append(view)
                frames[ObjectIdentifier(view)] = view.frame
                if let size = LayoutSystem.intrinsicContentSize(of: view) { intrinsic[ObjectIdentifier(view)] = size }
                stack.append(contentsOf: view.subviews.reversed())
            }
            self.views = views
            self.frames = frames
            self.intrinsicSizes = intrinsic
        }

        func frame(of view: View) -> CGRect { frames[ObjectIdentifier(view)] ?? view.frame }
    }
}
