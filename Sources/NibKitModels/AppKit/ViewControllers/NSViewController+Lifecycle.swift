import NibKitBundle
import NibKitCore
import NibKitLoader

/// AppKit's view controller lifecycle: appearing and disappearing,
/// containment and presentation.
///
/// Headless, a view appears when NibKit shows it (a window controller's
/// ``NSWindowController/showWindow(_:isolation:)``, a presentation) and the callbacks
/// follow at once: `viewWillAppear()` then `viewDidAppear()`, each forwarded
/// to the children whose views are in the view; the presenter of a sheet,
/// modal window or popover stays on screen, as in AppKit.
///
/// ```swift
/// try editor.presentAsSheet(sheet)   // sheet: viewDidLoad, viewWillAppear, viewDidAppear
/// editor.dismiss(sheet)              // sheet: viewWillDisappear, viewDidDisappear
/// ```
extension NSViewController {
    /// Adds `child` after the other children, as AppKit's `addChild(_:)`.
    public func addChild(_ child: NSViewController) { insertChild(child, at: children.count) }

    /// Takes this controller out of its parent's children.
    public func removeFromParent() {
        guard let parent, let index = parent.children.firstIndex(where: { $0 === self }) else { return }
        parent.removeChild(at: index)
    }

    /// Shows the view: `viewWillAppear()` of this controller and the
    /// children that show (depth first), then `viewDidAppear()` of each in
    /// the same order. Does nothing when it shows already.
    public func viewAppears() {
        guard !isViewAppeared else { return }
        let controllers = appearanceTree(appeared: false)
        for controller in controllers {
            ViewControllerEvent.report(ViewControllerEvent(.viewWillAppear, controller))
            controller.viewWillAppear()
        }
        for controller in controllers {
            controller.isViewAppeared = true
            ViewControllerEvent.report(ViewControllerEvent(.viewDidAppear, controller))
            controller.viewDidAppear()
        }
    }

    /// Hides the view: `viewWillDisappear()` of this controller and the
    /// children that show, then `viewDidDisappear()` of each. Does nothing
    /// when it does not show.
    public func viewDisappears() {
        guard isViewAppeared else { return }
        let controllers = appearanceTree(appeared: true)
        for controller in controllers {
            ViewControllerEvent.report(ViewControllerEvent(.viewWillDisappear, controller))
            controller.viewWillDisappear()
        }
        for controller in controllers {
            controller.isViewAppeared = false
            ViewControllerEvent.report(ViewControllerEvent(.viewDidDisappear, controller))
            controller.viewDidDisappear()
        }
    }

    /// This controller and, depth first, the children receiving its
    /// appearance whose ``isViewAppeared`` is `appeared`.
    private func appearanceTree(appeared: Bool) -> [NSViewController] {
        [self]
            + childrenReceivingAppearance.filter { $0.isViewAppeared == appeared }.flatMap {
                $0.appearanceTree(appeared: appeared)
            }
    }

    /// Lays out the view as a layout engine does, between `viewWillLayout()`
    /// and `viewDidLayout()`: `layout` is the engine's pass over the view.
    /// Does nothing when the view is not loaded.
    public func layoutView(using layout: (View) throws(NibError) -> Void) throws(NibError) {
        guard let view = viewIfLoaded as? View else { return }
        viewWillLayout()
        try layout(view)
        viewDidLayout()
    }

    /// Presents `controller` in a modal window of its own, as AppKit's
    /// `presentAsModalWindow(_:)`: its view loads and appears; this
    /// controller stays on screen.
    public func presentAsModalWindow(_ controller: NSViewController, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        try present(controller, as: .modalWindow, isolation: isolation)
    }

    /// Presents `controller` as a sheet on this controller's window, as
    /// AppKit's `presentAsSheet(_:)`.
    public func presentAsSheet(_ controller: NSViewController, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        try present(controller, as: .sheet, isolation: isolation)
    }

    /// Presents `controller` in a popover pointing at `view` (this
    /// controller's view when nil), as AppKit's
    /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)` without
    /// the geometry a headless popover has no use for.
    public func presentAsPopover(
        _ controller: NSViewController, relativeTo view: NibObject? = nil, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        try present(controller, as: .popover, isolation: isolation)
    }

    /// Presents `controller` as `presentation`: loads its view, records it
    /// among ``presentedViewControllers``, and makes it appear. A controller
    /// already presented or in a container is an error, changing nothing.
    /// The view loads with `isolation`, the caller's actor.
    public func present(
        _ controller: NSViewController, as presentation: NSViewControllerPresentation,
        isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        if controller.presentingViewController != nil || controller.parent != nil
            || controller.isAncestorOrSelf(of: self)
        {
            throw ViewControllerMessages.presentingActiveController(controller, on: self)
        }
        ViewControllerEvent.report(ViewControllerEvent(.present, self, related: controller))
        try controller.loadViewIfNeeded(isolation: isolation)
        presentedViewControllers.append(controller)
        controller.presentingViewController = self
        controller.presentation = presentation
        controller.viewAppears()
    }

    /// Dismisses `controller`, which this controller presented, with what
    /// it presented in turn: each disappears, the last presented first.
    /// A controller this one did not present is left as it is.
    public func dismiss(_ controller: NSViewController) {
        guard let index = presentedViewControllers.firstIndex(where: { $0 === controller }) else { return }
        ViewControllerEvent.report(ViewControllerEvent(.dismiss, self, related: controller))
        for presented in controller.presentedViewControllers.reversed() { controller.dismiss(presented) }
        controller.viewDisappears()
        presentedViewControllers.remove(at: index)
        controller.presentingViewController = nil
        controller.presentation = nil
    }

    /// Dismisses this controller from the one that presented it, as the
    /// `dismiss:` action AppKit's Dismiss buttons send.
    public func dismissFromPresenter(_ sender: Any?) {
        presentingViewController?.dismiss(self)
    }

    /// Whether this controller is `other` or contains it, as a descendant
    /// or through a presentation.
    func isAncestorOrSelf(of other: NSViewController) -> Bool {
        var current: NSViewController? = other
        while let controller = current {
            if controller === self { return true }
            current = controller.parent ?? controller.presentingViewController
        }
        return false
    }

    /// Puts `child`'s view into `container` (this controller's view when
    /// nil), when both are loaded.
    func adoptView(of child: NSViewController, into container: View? = nil) {
        guard let childView = child.viewIfLoaded as? View, let host = container ?? (viewIfLoaded as? View) else {
            return
        }
        host.addSubview(childView)
    }
}
