import NibKitBundle
import NibKitCore
import NibKitLoader

/// Child containment, as UIKit's: a container adds a child, shows its
/// view, and then tells it it moved; removing mirrors it.
///
/// ```swift
/// container.addChild(child)                // child.willMove(toParent: container)
/// container.view.addSubview(child.view)
/// child.didMove(toParent: container)       // the container's call
/// child.willMove(toParent: nil)            // the container's call
/// child.removeFromParent()                 // child.didMove(toParent: nil)
/// ```
extension UIViewController {
    /// Adds `child` to ``children``, taking it from its current container
    /// first, after calling its `willMove(toParent:)`; the caller calls its
    /// `didMove(toParent:)` once the child's view is in place, as in UIKit.
    /// Adding a child twice, or a controller to itself or to one of its
    /// descendants, does nothing.
    public func addChild(_ child: UIViewController) {
        guard child.parent !== self, !child.isAncestorOrSelf(of: self) else { return }
        if child.parent != nil {
            child.sendWillMove(toParent: nil)
            child.removeFromParent()
        }
        ViewControllerEvent.report(ViewControllerEvent(.addChild, self, related: child))
        child.sendWillMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes this controller out of its container's ``children`` and calls
    /// its `didMove(toParent: nil)`; the caller calls `willMove(toParent: nil)`
    /// first, as in UIKit. Does nothing for a controller in no container.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        ViewControllerEvent.report(ViewControllerEvent(.removeFromParent, self, related: parent))
        sendDidMove(toParent: nil)
    }

    /// The nearest navigation controller among this controller and its
    /// containers, or nil.
    public var navigationController: UINavigationController? { nearestAncestor() }

    /// The nearest tab bar controller among this controller's containers, or nil.
    public var tabBarController: UITabBarController? { nearestAncestor() }

    /// The nearest split view controller among this controller's containers, or nil.
    public var splitViewController: UISplitViewController? { nearestAncestor() }

    /// The nearest container of type `T`, not counting this controller.
    private func nearestAncestor<T: UIViewController>() -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// Whether this controller is `other` or contains it, as a descendant
    /// or through a presentation made by it or its descendants.
    func isAncestorOrSelf(of other: UIViewController) -> Bool {
        var current: UIViewController? = other
        while let controller = current {
            if controller === self { return true }
            current = controller.parent ?? controller.presentingStorage
        }
        return false
    }

    /// Puts `child`'s view into this controller's view (or into
    /// `container`, a view inside it), when both are loaded, taking it from
    /// wherever it was.
    func adoptView(of child: UIViewController, into container: View? = nil) {
        guard let childView = child.viewIfLoaded as? View,
            let host = container ?? (viewIfLoaded as? View)
        else { return }
        host.addSubview(childView)
    }

    /// Takes `child`'s view out of this controller's view.
    func releaseView(of child: UIViewController) {
        guard let childView = child.viewIfLoaded as? View, let host = viewIfLoaded as? View,
            childView.isDescendant(of: host)
        else { return }
        childView.removeFromSuperview()
    }

    /// Replaces the children with `controllers` without appearance
    /// callbacks: the controllers leaving are told they move to no parent,
    /// the new ones that they move to this one. A controller listed twice
    /// is kept once.
    func replaceChildren(with controllers: [UIViewController]) {
        var kept: [UIViewController] = []
        for controller in controllers where !kept.contains(where: { $0 === controller }) && controller !== self {
            kept.append(controller)
        }
        for old in children where !kept.contains(where: { $0 === old }) {
            old.sendWillMove(toParent: nil)
            releaseView(of: old)
            old.removeFromParent()
        }
        let added = kept.filter { $0.parent !== self }
        for new in added { addChild(new) }
        children = kept
        for new in added { new.sendDidMove(toParent: self) }
    }

    /// Calls `willMove(toParent:)`, reporting it: what NibKit's containers call.
    func sendWillMove(toParent parent: UIViewController?) {
        ViewControllerEvent.report(ViewControllerEvent(.willMoveToParent, self, related: parent))
        willMove(toParent: parent)
    }

    /// Calls `didMove(toParent:)`, reporting it: what NibKit's containers call.
    func sendDidMove(toParent parent: UIViewController?) {
        ViewControllerEvent.report(ViewControllerEvent(.didMoveToParent, self, related: parent))
        didMove(toParent: parent)
    }
}
