import NibKitBundle
import NibKitCore
import NibKitLoader

/// The appearance callbacks, driven as UIKit drives them: a transition
/// begins (`viewWillAppear(_:)` or `viewWillDisappear(_:)`) and ends
/// (`viewDidAppear(_:)` or `viewDidDisappear(_:)`), each forwarded to the
/// children that show.
///
/// NibKit is headless: a transition that UIKit animates ends at once, so
/// the `will` and `did` callbacks of one change follow each other with the
/// other controller's between them, in UIKit's order.
///
/// ```swift
/// try root.appearAsRoot(in: window)  // viewDidLoad, viewWillAppear, viewDidAppear
/// root.beginAppearanceTransition(false, animated: false)
/// root.endAppearanceTransition()     // viewWillDisappear, viewDidDisappear
/// ```
extension UIViewController {
    /// Begins appearing (`isAppearing`) or disappearing: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` and forwards the
    /// transition to ``childrenReceivingAppearance`` when
    /// ``shouldAutomaticallyForwardAppearanceMethods``. A controller already
    /// appearing or appeared does not begin to appear again, nor one
    /// disappearing or disappeared to disappear, as in UIKit.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceTransitionAnimated = animated
            ViewControllerEvent.report(ViewControllerEvent(.viewWillAppear, self, animated: animated))
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceTransitionAnimated = animated
            ViewControllerEvent.report(ViewControllerEvent(.viewWillDisappear, self, animated: animated))
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenReceivingAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun: calls `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` and forwards it as
    /// ``beginAppearanceTransition(_:animated:)`` did. Does nothing when no
    /// transition was begun.
    public func endAppearanceTransition() {
        let animated = appearanceTransitionAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            ViewControllerEvent.report(ViewControllerEvent(.viewDidAppear, self, animated: animated))
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            ViewControllerEvent.report(ViewControllerEvent(.viewDidDisappear, self, animated: animated))
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenReceivingAppearance { child.endAppearanceTransition() }
    }

    /// Shows this controller as a window's root view controller, as UIKit's
    /// `window.rootViewController = controller` and `makeKeyAndVisible()`:
    /// loads the view (`viewDidLoad()`), puts it in `window` when one is
    /// given, and makes it appear. Throws the error of loading the view,
    /// changing nothing.
    ///
    /// The views load with `isolation`, the caller's actor, which the
    /// compiler fills in: a main-actor caller loads main-actor classes.
    public func appearAsRoot(
        in window: View? = nil, animated: Bool = false, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        let view = try loadViewsForAppearance(isolation: isolation)
        if let window, let view = view as? View { window.addSubview(view) }
        beginAppearanceTransition(true, animated: animated)
        endAppearanceTransition()
    }

    /// Lays out the view as a layout engine does, between
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`: `layout`
    /// is the engine's pass over the view. Does nothing when the view is
    /// not loaded.
    public func layoutView(using layout: (View) throws(NibError) -> Void) throws(NibError) {
        guard let view = viewIfLoaded as? View else { return }
        viewWillLayoutSubviews()
        try layout(view)
        viewDidLayoutSubviews()
    }

    /// Loads the view, and the views of the children that will appear with
    /// it (a navigation controller's top, a tab bar controller's selected
    /// one), putting each in its container's view, as UIKit loads them when
    /// the container appears. Returns the view; throws the first error of
    /// loading one, the views loaded before it staying loaded.
    @discardableResult
    func loadViewsForAppearance(isolation: (any Actor)?) throws(NibError) -> NibObject {
        let view = try loadViewIfNeeded(isolation: isolation)
        for child in childrenReceivingAppearance {
            let childView = try child.loadViewsForAppearance(isolation: isolation)
            if (childView as? View)?.superview == nil { adoptView(of: child) }
        }
        return view
    }

    /// Whether the controller is appearing or appeared, so that changes
    /// to what it shows send appearance callbacks.
    var isOnScreen: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Runs the appearance callbacks of `outgoing` disappearing and
    /// `incoming` appearing in UIKit's order (outgoing will, incoming will,
    /// outgoing did, incoming did) when this container is on screen, and
    /// swaps their views in its view. Both views are loaded by the caller.
    func transitionAppearance(from outgoing: UIViewController?, to incoming: UIViewController?, animated: Bool) {
        let onScreen = isOnScreen
        if onScreen { outgoing?.beginAppearanceTransition(false, animated: animated) }
        if let outgoing, outgoing !== incoming { releaseView(of: outgoing) }
        if let incoming { adoptView(of: incoming) }
        if onScreen {
            incoming?.beginAppearanceTransition(true, animated: animated)
            outgoing?.endAppearanceTransition()
            incoming?.endAppearanceTransition()
        }
    }

    /// Replaces the children, all of which show (a split view's columns, a
    /// page view's pages): on screen, those leaving disappear and the new
    /// ones appear, the `will` callbacks of all before the `did` ones.
    /// Throws the error of loading a new child's view, changing nothing.
    func replaceShownChildren(
        with controllers: [UIViewController], animated: Bool, isolation: (any Actor)?
    ) throws(NibError) {
        let onScreen = isOnScreen
        let leaving = children.filter { old in !controllers.contains { $0 === old } }
        let arriving = controllers.filter { new in !children.contains { $0 === new } }
        if onScreen { for controller in arriving { try controller.loadViewsForAppearance(isolation: isolation) } }
        if onScreen { for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) } }
        replaceChildren(with: controllers)
        for controller in arriving {
            adoptView(of: controller)
            if onScreen { controller.beginAppearanceTransition(true, animated: animated) }
        }
        for controller in leaving { controller.endAppearanceTransition() }
        for controller in arriving { controller.endAppearanceTransition() }
    }
}
