import NibKitBundle
import NibKitCore
import NibKitLoader

/// Modal presentation, as UIKit's: a controller presents another from its
/// presentation context, and dismissing mirrors it.
///
/// For a full-screen presentation the presenter disappears: the
/// destination's `viewDidLoad()`, the presenter's `viewWillDisappear(_:)`,
/// the destination's `viewWillAppear(_:)`, the presenter's
/// `viewDidDisappear(_:)`, the destination's `viewDidAppear(_:)`, then the
/// completion. Sheets, popovers and presentations over the context leave
/// the presenter on screen, as from iOS 13.
///
/// ```swift
/// try root.present(editor, animated: true) { print("shown") }
/// editor.presentingViewController === root  // true
/// editor.dismiss(animated: true)
/// ```
extension UIViewController {
    /// The controller this one or one of its containers presented, or nil.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedStorage { return presented }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presented this one or one of its containers, or nil.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.presentingStorage { return presenting }
            current = controller.parent
        }
        return nil
    }

    /// Presents `controller` modally from this controller's presentation
    /// context, loading its view first: the nearest container that
    /// ``definesPresentationContext`` for the current-context styles, else
    /// the root of this controller's containers.
    ///
    /// UIKit logs and ignores a presentation from a context already
    /// presenting, or of a controller already presented or in a container;
    /// NibKit throws, changing nothing. Loading the view may throw too; it
    /// loads with `isolation`, the caller's actor.
    public func present(
        _ controller: UIViewController, animated: Bool, isolation: (any Actor)? = #isolation,
        completion: (() -> Void)? = nil
    ) throws(NibError) {
        let style = controller.modalPresentationStyle
        let presenter = presentationContext(for: style)
        if let current = presenter.presentedStorage {
            throw ViewControllerMessages.alreadyPresenting(controller, on: presenter, presenting: current)
        }
        if controller.parent != nil || controller.presentingStorage != nil || controller.isAncestorOrSelf(of: self) {
            throw ViewControllerMessages.presentingActiveController(controller, on: presenter)
        }
        ViewControllerEvent.report(ViewControllerEvent(.present, presenter, related: controller, animated: animated))
        try controller.loadViewsForAppearance(isolation: isolation)
        presenter.presentedStorage = controller
        controller.presentingStorage = presenter
        let presenterDisappears = style.removesPresenterView
        let onScreen = presenter.appearanceState == .appeared
        controller.isBeingPresented = true
        if onScreen && presenterDisappears { presenter.beginAppearanceTransition(false, animated: animated) }
        if onScreen { controller.beginAppearanceTransition(true, animated: animated) }
        if onScreen && presenterDisappears { presenter.endAppearanceTransition() }
        if onScreen { controller.endAppearanceTransition() }
        controller.isBeingPresented = false
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presented
    /// none, the presentation this one is part of, with every controller
    /// presented above it, as UIKit's `dismiss(animated:completion:)`. The
    /// callbacks mirror the presentation's; the completion comes last. A
    /// controller that presented nothing and was not presented calls nothing.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presenter = presentationHolder else { return }
        guard let dismissed = presenter.presentedStorage else { return }
        // Controllers presented above the dismissed one go without callbacks:
        // only the top one is on screen.
        var stack = [dismissed]
        while let next = stack.last?.presentedStorage { stack.append(next) }
        let top = stack.removeLast()
        ViewControllerEvent.report(ViewControllerEvent(.dismiss, presenter, related: dismissed, animated: animated))
        let presenterReappears = dismissed.modalPresentationStyle.removesPresenterView
        let onScreen = top.appearanceState == .appeared
        top.isBeingDismissed = true
        if onScreen { top.beginAppearanceTransition(false, animated: animated) }
        if onScreen && presenterReappears { presenter.beginAppearanceTransition(true, animated: animated) }
        if onScreen { top.endAppearanceTransition() }
        if onScreen && presenterReappears { presenter.endAppearanceTransition() }
        top.isBeingDismissed = false
        for controller in stack + [top] {
            controller.presentingStorage?.presentedStorage = nil
            controller.presentingStorage = nil
            controller.appearanceState = .disappeared
        }
        completion?()
    }

    /// The controller whose presentation ``dismiss(animated:completion:)``
    /// ends: this one or the nearest container that presented, else the one
    /// that presented this one or its container.
    private var presentationHolder: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentedStorage != nil { return controller }
            current = controller.parent
        }
        return presentingViewController
    }

    /// The controller a presentation of `style` from this one is made from:
    /// for the current-context styles the nearest container (or this one)
    /// that defines the presentation context, else the root of this
    /// controller's containers.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var root = self
        var current: UIViewController? = self
        while let controller = current {
            if style.usesCurrentContext && controller.definesPresentationContext { return controller }
            root = controller
            current = controller.parent
        }
        return root
    }
}

extension UIModalPresentationStyle {
    /// Whether the presenter's view leaves the screen (and the presenter
    /// disappears), as for full-screen and current-context presentations;
    /// sheets, popovers and the `over` styles leave it below, as from iOS 13.
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext, .none: true
        case .automatic, .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext, .popover,
            .blurOverFullScreen:
            false
        }
    }

    /// Whether the presentation is made from the controller that defines
    /// the presentation context rather than from the root.
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}
